"""A child under 12 takes an add-on only with someone 16 or over taking part with them (run 64: a mangrove kayak
quoted for a 7- and a 14-year-old alone, no adult taking part, and nothing said about it).

Invariants (sandbox/add_on_people.py ``accompanied``), over trips x add-ons x groups x who takes part:
(1) every add-on priced for takers with a child under 12 has among them an adult of the group or a 16-17-year-old;
(2) takers named without one are refused, ``400 INVALID_INPUT``, ``details.fields == ["for_adults"]``, the children
    who need company, the age (16) and the fix (``details.fix``: the same takers with ``for_adults: 1``), which
    is then priced: the adult at the add-on's list price;
(3) a 12-15-year-old may take one alone, or with others of 12 or over: no company is needed from 12.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from sandbox.add_on_people import ESCORT_AGE, takers
from sandbox.data.addable import addable_for
from sandbox.data.pricing import price_label
from sandbox.data.trips import TRIPS, get_trip
from sandbox.errors import ApiError
from sandbox.group import CHILD_MAX_AGE, Group
from sandbox.totals import group_price
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_changes import record

KAYAK = "Kayaking in the mangroves"  # trip_007 (Kep)
PAIRS = [(t, a) for t in TRIPS for a in addable_for(t["region"])]
SLOW = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _label(name: str, adults: int, ages: list[int]) -> str:
    return f"add_activity:{name}|for=" + ",".join([f"a{adults}", *(f"c{a}" for a in ages)])


def _company_refusal(err: ApiError) -> bool:
    return err.code == "INVALID_INPUT" and (err.details or {}).get("fields") == ["for_adults"]


@SLOW
@given(
    pair=st.sampled_from(PAIRS),
    adults=st.integers(1, 3),
    ages=st.lists(st.integers(0, 17), min_size=1, max_size=4),
    data=st.data(),
)
def test_a_child_under_12_takes_an_add_on_only_with_someone_16_or_over(
    pair: tuple[dict[str, Any], Any], adults: int, ages: list[int], data: st.DataObject
) -> None:
    trip, addable = pair
    group = Group(adults=adults, children_ages=tuple(ages))
    taking = data.draw(st.integers(0, adults))
    kids = data.draw(st.lists(st.sampled_from(ages), max_size=len(ages), unique=True))  # by age: one child each
    assume(taking or kids)
    least = addable.min_age or 0
    assume(all(a >= least for a in kids))  # a child under the add-on's age is refused on its own (test_add_on_ages)
    item = price_label(trip, _label(addable.name, taking, kids))
    young = [a for a in kids if a <= CHILD_MAX_AGE]
    with_company = bool(taking) or any(a >= ESCORT_AGE for a in kids)
    try:
        priced = group_price(trip, group, [item])
    except ApiError as err:
        if young and not with_company:  # (2)
            assert _company_refusal(err), err.message
            assert err.details["children_needing_company"] == sorted(young)
            assert err.details["accompanied_from_age"] == ESCORT_AGE
            assert err.details["fix"] == {"for_adults": 1, "for_children_ages": sorted(kids)}
            assert "for_adults" in err.message and str(ESCORT_AGE) in err.message
        else:  # (3): refused only for another reason (no day has room for it)
            assert not _company_refusal(err), err.message
        return
    assert not (young and not with_company), (addable.name, taking, kids)
    line = priced["customizations"][0]
    who = takers(group, item) or group  # (1): whoever is charged
    if any(a <= CHILD_MAX_AGE for a in who.children_ages) and line["price_usd"]:
        assert who.adults or any(a >= ESCORT_AGE for a in who.children_ages), line


def _mother_and_two(sb: Sandbox, lang: str = "EN") -> str:
    """Run 64's family: a mother with her children of 7 and 14, on trip_007 (Kep), paid."""
    body = {
        "trip_id": "trip_007",
        "travel_date": TRAVEL,
        "end_date": "2026-04-22",
        "people_count": 3,
        "adults": 1,
        "children_ages": [7, 14],
        "pickup_location": "Hotel lobby",
        "customer_name": "Sokha Chan",
        "customer_phone": "012 345 678",
        "customer_email": "sokha@example.com",
        "user_id": "user-a",
    }
    bid = sb.data("createBooking", body, lang=lang)["booking_id"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return bid


@pytest.mark.parametrize("lang", ["EN", "KH"])
def test_run_64_a_kayak_for_the_7_and_14_year_old_alone_is_refused_naming_the_fix(lang: str) -> None:
    sb = Sandbox()
    bid = _mother_and_two(sb, lang)
    alone = {"activity": KAYAK, "for_adults": 0, "for_children_ages": [7, 14]}
    err = sb.error("previewReschedule", {"booking_id": bid, "add_activities": [alone]}, 400, lang=lang)
    assert err["code"] == "INVALID_INPUT" and err["details"]["fields"] == ["for_adults"]
    assert err["details"]["children_needing_company"] == [7]
    fix = err["details"]["fix"]
    quote = sb.data("previewReschedule", {"booking_id": bid, "add_activities": [{"activity": KAYAK, **fix}]}, lang=lang)
    assert quote["amount_due_usd"] == pytest.approx(20.0 + 12.0 + 20.0)  # the mother, the 7- and the 14-year-old
    assert record(sb, bid)["total_usd"] == quote["current_total_usd"]  # the refusal changed nothing


def test_a_12_to_15_year_old_takes_an_add_on_alone() -> None:
    sb = Sandbox()
    bid = _mother_and_two(sb)
    teen = {"activity": KAYAK, "for_adults": 0, "for_children_ages": [14]}
    quote = sb.data("previewReschedule", {"booking_id": bid, "add_activities": [teen]})
    assert quote["amount_due_usd"] == pytest.approx(20.0)


def test_calculate_custom_trip_refuses_the_children_alone_too() -> None:
    trip = get_trip("trip_007")
    assert trip is not None
    body = {
        "base_trip_id": "trip_007",
        "adults": 1,
        "children_ages": [7, 14],
        "customizations": [
            {"type": "add_activity", "details": {"activity": KAYAK, "for_adults": 0, "for_children_ages": [7, 14]}}
        ],
    }
    err = Sandbox().error("calculateCustomTrip", body, 400)
    assert err["code"] == "INVALID_INPUT" and err["details"]["fields"] == ["for_adults"]
