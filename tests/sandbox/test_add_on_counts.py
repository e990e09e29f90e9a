"""An add-on's structured counts are the people priced for it (relay 25 req 59: after an adult left, the
circus add-on kept details.for_adults 3 beside taken_by "2 people (2 adults)" and 2 x $18).

Invariant: after any join or leave, every customisation that some of the group take says in
``details.for_adults`` / ``details.for_children_ages`` exactly the group in ``taken_by``, whose prices
sum to ``price_for_those_taking_part_usd``; in the quote and on the booking once confirmed."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.group import Group
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview

ADD_ON, PRICE = "Phare circus show", 18.0  # for every age (a massage is 16+: sandbox/data/addable.py)
CHILDREN = (8, 5)


def counts_are_the_takers(items: list[dict[str, Any]]) -> int:
    """Every add-on some take: its counts spell taken_by and price it; how many such add-ons."""
    some = [i for i in items if i.get("taken_by")]
    for item in some:
        details = item["details"]
        who = Group(adults=details["for_adults"], children_ages=tuple(details["for_children_ages"]))
        assert who.spelled() == item["taken_by"], item
        assert who.quote(PRICE)["total_usd"] == item["price_for_those_taking_part_usd"], item
    return len(some)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    adults=st.integers(2, 4),
    taking=st.integers(1, 4),
    kids_taking=st.lists(st.sampled_from(CHILDREN), unique=True),
    change=st.sampled_from(
        [{"remove_adults": 1}, {"add_adults": 1}, {"remove_children_ages": [8]}, {"add_children_ages": [3]}]
    ),
)
def test_after_any_join_or_leave_an_add_ons_counts_are_its_priced_takers(
    adults: int, taking: int, kids_taking: list[int], change: dict[str, Any]
) -> None:
    sb = Sandbox()
    bid = family(sb, adults=adults, children=CHILDREN)["booking_id"]
    added = preview(sb, bid, add_activities=[ADD_ON], for_adults=min(taking, adults), for_children_ages=kids_taking)
    assert counts_are_the_takers(added["proposed"]["customizations_per_adult"]) == some_take_it(added["proposed"])
    confirm(sb, bid, added)
    qr = sb.data("generatePaymentQR", {"booking_id": bid})  # the add-on's top-up
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    quote = preview(sb, bid, **change)
    assert counts_are_the_takers(quote["proposed"]["customizations_per_adult"]) == some_take_it(quote["proposed"])


def some_take_it(view: dict[str, Any]) -> int:
    """1 when the add-on's named takers are not the whole group of ``view``; 0 when they are: everyone takes
    it, so it is in one adult's price like an add-on naming nobody (relay 35 req 58)."""
    (item,) = [i for i in view["customizations_per_adult"] if i["type"] == "add_activity"]
    details = item["details"]
    everyone = details["for_adults"] == view["adults"] and sorted(details["for_children_ages"]) == sorted(
        view["children_ages"]
    )
    return 0 if everyone else 1


def every_add_on(view: Any) -> list[dict[str, Any]]:
    """Every customisation some of the group take, wherever the view nests it."""
    if isinstance(view, dict):
        own = [view] if view.get("taken_by") and isinstance(view.get("details"), dict) else []
        return own + [i for v in view.values() for i in every_add_on(v)]
    return [i for v in view for i in every_add_on(v)] if isinstance(view, list) else []


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(adults=st.integers(2, 4), purpose=st.sampled_from(["information", "change"]))
def test_every_view_of_a_leave_counts_the_add_ons_takers(adults: int, purpose: str) -> None:
    """Relay 26 req 50: a leave asked about only ("what if Jerome doesn't come?") is a quote like any other;
    its current and proposed views, and the booking and its plan once confirmed, count the add-on's
    takers as taken_by says them."""
    sb = Sandbox()
    bid = family(sb, adults=adults, children=CHILDREN)["booking_id"]
    confirm(sb, bid, preview(sb, bid, add_activities=[ADD_ON], for_adults=adults))
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    quote = preview(sb, bid, remove_adults=1, purpose=purpose)
    views = [quote]
    if purpose == "change":
        views.append(confirm(sb, bid, quote))
        views.append(sb.data("getTripItinerary", {"trip_id": "trip_001", "booking_id": bid}))
    assert counts_are_the_takers([i for v in views for i in every_add_on(v)]) >= 2
