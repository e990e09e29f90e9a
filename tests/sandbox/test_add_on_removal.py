"""Add-ons taken off a paid booking, and the company rule kept when a traveller leaves (relay 69: a zipline for
a 10- and a 16-year-old; the 16-year-old's removal refused because the 10-year-old would go alone, the refusal's
own fix refused again, no input to take the add-on off: the traveller was sent to support).

Invariants (sandbox/add_on_removal.py):
(1) ``remove_activities`` takes a booked add-on off, all of it or for some takers: the quote is price(after) -
    price(before) by the one price function, the refund the freed price at the booking's refund tier, said in the
    traveller's language; confirmReschedule applies exactly the quote (total, add-ons);
(2) a leaver who is the only one 16 or over on an add-on never makes the change refuse: the children under 12 are
    left out of that add-on in the same quote, said, their share refunded;
(3) a refusal that names a fix: sending the fix with the same request is not refused with the same code.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from sandbox.add_on_people import ESCORT_AGE
from sandbox.data.addable import addable_for
from sandbox.data.pricing import price_label
from sandbox.data.trips import get_trip
from sandbox.errors import ApiError
from sandbox.group import Group
from sandbox.totals import group_price
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, preview
from tests.sandbox.test_changes import record

ZIP = "Angkor zipline"


def _zipline_family(sb: Sandbox) -> str:
    """Relay 69's family: 3 adults, children of 16 and 10, paid, the zipline for the two children only."""
    booking = sb.book(
        "trip_001",
        people=None,
        adults=3,
        children_ages=[16, 10],
        user_id="user-a",
        customizations=[f"add_activity:{ZIP}|for=a0,c16,c10"],
    )
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return booking["booking_id"]


def _zip_lines(booking: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in booking["pricing"]["customizations"] if (c.get("details") or {}).get("activity") == ZIP]


def _applied(sb: Sandbox, bid: str, quote: dict[str, Any]) -> None:
    """confirmReschedule applies exactly the quote: its new total, its add-ons, its refund."""
    done = confirm(sb, bid, quote)
    after = record(sb, bid)
    assert after["total_usd"] == pytest.approx(quote["new_total_usd"])
    assert done["refund_usd"] == pytest.approx(quote["refund_usd"])
    quoted = [
        c for c in quote["proposed"]["customizations_per_adult"] if (c.get("details") or {}).get("activity") == ZIP
    ]
    assert [(c["details"], c["price_for_those_taking_part_usd"]) for c in _zip_lines(after)] == [
        (c["details"], c["price_for_those_taking_part_usd"]) for c in quoted
    ]


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_remove_activities_takes_a_booked_add_on_off_at_the_refund_tier(sb: Sandbox, lang: str) -> None:
    bid = _zipline_family(sb)
    before = record(sb, bid)
    quote = sb.data("previewReschedule", {"booking_id": bid, "remove_activities": ["zipline"]}, lang=lang)
    assert quote["changes"] == ["activity"] and quote["amount_due_usd"] == 0
    assert quote["new_total_usd"] == pytest.approx(before["total_usd"] - 110.4)  # the add-on's price comes off
    pct = quote["refund_pct_of_freed_price"]  # the booking's refund tier (50 days out: 100%)
    assert quote["refund_usd"] == pytest.approx(110.4 * pct / 100)
    said = quote["proposed"]["removed_activities"]
    assert len(said) == 1 and said[0]["says"]
    if lang != "EN":
        assert not said[0]["says"].isascii()
    assert not _zip_lines({"pricing": {"customizations": quote["proposed"]["customizations_per_adult"]}})
    _applied(sb, bid, quote)


def test_remove_activities_for_one_taker_keeps_the_others(sb: Sandbox) -> None:
    bid = _zipline_family(sb)
    quote = preview(sb, bid, remove_activities=[{"activity": ZIP, "for_children_ages": [10]}])
    assert quote["refund_usd"] == pytest.approx(41.4)  # the 10-year-old's share
    _applied(sb, bid, quote)
    assert _zip_lines(record(sb, bid))[0]["details"]["for_children_ages"] == [16]


def test_a_name_the_booking_does_not_hold_is_refused_with_the_names_it_holds(sb: Sandbox) -> None:
    bid = _zipline_family(sb)
    err = sb.error("previewReschedule", {"booking_id": bid, "remove_activities": ["massage"]}, 400)
    step = err["details"]["next_step"]
    assert step == {"remove_activities": [ZIP]}
    assert preview(sb, bid, **step)["refund_usd"] > 0  # (3): the fix works


def test_the_only_companion_leaving_leaves_the_under_12s_out_of_the_add_on(sb: Sandbox) -> None:
    bid = _zipline_family(sb)
    quote = preview(sb, bid, remove_children_ages=[16])  # relay 69: refused, a dead end
    said = quote["proposed"]["left_out_of_add_ons"]
    assert said[0]["left_out_children_ages"] == [10] and said[0]["accompanied_from_age"] == ESCORT_AGE
    assert not _zip_lines({"pricing": {"customizations": quote["proposed"]["customizations_per_adult"]}})
    freed = sum(p["price_usd"] for p in quote["leaving"])
    assert quote["price_difference_usd"] == pytest.approx(-freed)  # the leaver's freed price holds the child's share
    _applied(sb, bid, quote)


def test_the_company_refusals_fix_works_with_the_same_request(sb: Sandbox) -> None:
    """(3) over the company rule: an add-on asked for a child under 12 alone; the refusal's fix (one adult joins
    the add-on) and its other fix (the children under 12 left out) both price."""
    bid = _zipline_family(sb)
    ask = {"booking_id": bid, "remove_activities": [ZIP], "add_activities": [ZIP], "for_adults": 0}
    err = sb.error("previewReschedule", {**ask, "for_children_ages": [10]}, 400)
    assert err["details"]["fields"] == ["for_adults"]
    assert len(err["details"]["fixes"]) == 2  # an adult with the 10-year-old, or the 16-year-old with them
    for fix in err["details"]["fixes"]:
        fixed = sb.call("previewReschedule", {**ask, **fix}).json()
        assert fixed["success"], (fix, fixed)
    # leaving out the under-12s leaves nobody on it: the whole add-on goes, by remove_activities
    assert sb.call("previewReschedule", {"booking_id": bid, "remove_activities": [ZIP]}).json()["success"]


def _company(err: ApiError) -> bool:
    return err.code == "INVALID_INPUT" and (err.details or {}).get("fields") == ["for_adults"]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(adults=st.integers(1, 3), ages=st.lists(st.integers(0, 17), min_size=1, max_size=4), data=st.data())
def test_every_fix_the_company_refusal_names_is_not_refused_again(adults: int, ages: list[int], data: Any) -> None:
    """(3) over takers of the zipline: a company refusal's every fix (details.fixes), sent as the takers of the
    same add-on for the same group, is priced or refused for another reason, never the company rule again."""
    trip = get_trip("trip_001")
    assert trip is not None
    name = next(a for a in addable_for(trip["region"]) if a.name == ZIP).name
    group = Group(adults=adults, children_ages=tuple(ages))
    kids = data.draw(st.lists(st.sampled_from(ages), max_size=len(ages), unique=True))
    assume(kids and all(a >= 8 for a in kids))  # the zipline's youngest age: refused apart (test_add_on_ages)

    def label(who: dict[str, Any]) -> dict[str, Any]:
        mark = ",".join([f"a{who['for_adults']}", *(f"c{a}" for a in who["for_children_ages"])])
        return price_label(trip, f"add_activity:{name}|for={mark}")

    try:
        group_price(trip, group, [label({"for_adults": 0, "for_children_ages": kids})])
        return
    except ApiError as err:
        if not _company(err):
            return
        fixes, first = err.details["fixes"], err.details["fix"]
    assert fixes and fixes[0] == first
    for fix in fixes:
        try:
            group_price(trip, group, [label(fix)])
        except ApiError as again:
            assert not _company(again), (fix, again.message)


def test_the_leaver_with_either_fix_the_refusal_named_succeeds(sb: Sandbox) -> None:
    """Relay 69's two fixes beside the 16-year-old's removal: the 10-year-old left out of the zipline, or an adult
    taking it with them; both price, and the second keeps the 10-year-old on it with the adult."""
    bid = _zipline_family(sb)
    leave = {"booking_id": bid, "remove_children_ages": [16]}
    out = sb.data("previewReschedule", {**leave, "remove_activities": [{"activity": ZIP, "for_children_ages": [10]}]})
    with_adult = {"activity": ZIP, "for_adults": 1, "for_children_ages": [10]}
    adult = sb.data("previewReschedule", {**leave, "add_activities": [with_adult]})
    lines = [
        c for c in adult["proposed"]["customizations_per_adult"] if (c.get("details") or {}).get("activity") == ZIP
    ]
    assert [c["details"]["for_adults"] for c in lines] == [1]
    assert lines[0]["details"]["for_children_ages"] == [10]
    assert adult["new_total_usd"] == pytest.approx(out["new_total_usd"] + 69.0 + 41.4)


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_an_add_ons_age_rules_are_said_in_the_list_and_in_its_quote(sb: Sandbox, lang: str) -> None:
    """Whoever offers or prices an add-on says its youngest age and the company rule (can the kids go alone?):
    the list of addable activities and the add-on's line in a change quote."""
    listed = sb.data("getTripItinerary", {"trip_id": "trip_001"}, lang=lang)["addable_activities"]
    for entry in listed:
        assert entry["age_rule"]
        assert entry.get("accompanied_from_age") == (ESCORT_AGE if (entry.get("min_age") or 0) < 12 else None)
    zipline = next(e for e in listed if e.get("min_age") == 8)
    assert "8" in zipline["age_rule"] and str(ESCORT_AGE) in zipline["age_rule"]
    bid = _zipline_family(sb)
    quote = sb.data("previewReschedule", {"booking_id": bid, "remove_children_ages": [10]}, lang=lang)
    line = next(
        c for c in quote["proposed"]["customizations_per_adult"] if (c.get("details") or {}).get("activity") == ZIP
    )
    assert line["min_age"] == 8 and line["accompanied_from_age"] == ESCORT_AGE and line["age_rule"]
