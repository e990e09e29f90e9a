"""A removed activity credits every activity it takes out of the plan (model-in-the-loop run 53 req 14).

Removing "Drive to Phnom Kulen" also took out the lingas, the waterfall swim and the Reclining Buddha
(sandbox/data/ties.py) and credited 15 USD per adult, the credit of one sunset viewpoint. Invariant, over every
catalogue trip and every activity of its days, in every path that prices a removal (one function,
sandbox/removal_credit.py): the removal's ``price_usd`` is ``REMOVE_ACTIVITY_CREDIT`` times the activities the
plan drops with it (the one asked and each that goes with it: 1 + the tied ones), its ``price_rule`` says that
count in the session's language, and an activity the plan does not hold credits nothing."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.pricing import REMOVE_ACTIVITY_CREDIT
from sandbox.data.ties import TIES, tied_to
from sandbox.data.trips import TRIPS, TRIPS_BY_ID
from sandbox.group import Group
from sandbox.i18n import tr
from sandbox.plan import plan_for, priced_plan
from sandbox.policy import money
from sandbox.totals import group_price
from tests.sandbox.support import TRAVEL, Sandbox

KULEN = "Drive to Phnom Kulen"
KULEN_TRIP = "trip_002"
GROUP = {"adults": 2, "children_ages": [8]}
COUNT_WORDS = {"EN": "activities taken out", "KH": "ដកចេញ", "ZH": "个项目"}


def _removal(name: str) -> dict[str, Any]:
    return {"type": "remove_activity", "details": {"activity": name}}


def _held(plan: dict[str, Any]) -> int:
    return sum(len(d["activities"]) for d in plan["days"])


def _cases() -> list[tuple[str, str]]:
    return [
        (t["id"], a) for t in TRIPS for a in dict.fromkeys(a for d in plan_for(t, [])["days"] for a in d["activities"])
    ]


@pytest.mark.parametrize("trip_id", [t["id"] for t in TRIPS])
def test_a_removal_credits_each_activity_the_plan_drops_with_it(trip_id: str) -> None:
    trip = TRIPS_BY_ID[trip_id]
    base = plan_for(trip, [])
    for number, day in enumerate(base["days"], start=1):
        for activity in day["activities"]:
            items, plan = priced_plan(trip, [_removal(activity)])
            dropped = _held(base) - _held(plan)
            case = (trip_id, number, activity)
            assert dropped >= 1, case
            assert items[0]["price_usd"] == money(REMOVE_ACTIVITY_CREDIT * dropped), (case, items[0], dropped)
            # named by itself alone (no other activity of the plan matches the name): itself and what goes with it
            if len([r for r in plan["removed_at"] if not r.get("tied")]) == 1:
                assert dropped == 1 + len(tied_to(day["activities"], [activity])), case
            # every group price (previewBooking, createBooking, previewReschedule, refunds) credits the same
            priced = group_price(trip, Group(2, (8,)), items)
            assert priced["customizations"][0]["price_usd"] == items[0]["price_usd"], case
            assert priced["price_per_adult_usd"] == money(
                group_price(trip, Group(2, (8,)), [])["price_per_adult_usd"]
                + items[0]["price_usd"]
                + priced.get("park_pass_change_per_adult_usd", 0.0)
                - group_price(trip, Group(2, (8,)), []).get("park_pass_change_per_adult_usd", 0.0)
            ), case


def test_every_tie_credits_its_anchor_and_what_goes_with_it() -> None:
    """Each anchor of sandbox/data/ties.py, removed from a trip whose day holds it, credits 1 + its tied ones."""
    anchors = {a for anchored in TIES.values() for a in anchored}
    seen = 0
    for trip_id, activity in _cases():
        if activity not in anchors:
            continue
        trip = TRIPS_BY_ID[trip_id]
        day = next(d for d in plan_for(trip, [])["days"] if activity in d["activities"])
        tied = tied_to(day["activities"], [activity])
        items, _ = priced_plan(trip, [_removal(activity)])
        assert items[0]["price_usd"] == money(REMOVE_ACTIVITY_CREDIT * (1 + len(tied))), (trip_id, activity, tied)
        seen += bool(tied)
    assert seen >= 3  # the catalogue has such anchors: the rule is tested where it matters


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_the_rule_names_the_count_in_the_sessions_language(language: str) -> None:
    sb = Sandbox()
    quote = sb.data(
        "calculateCustomTrip", {"base_trip_id": KULEN_TRIP, "customizations": [_removal(KULEN)], **GROUP}, lang=language
    )
    item = quote["customizations"][0]
    assert item["price_usd"] == money(4 * REMOVE_ACTIVITY_CREDIT), item  # the drive, lingas, swim, Buddha
    rule = item["price_rule"]
    assert "4" in rule and f"{-4 * REMOVE_ACTIVITY_CREDIT:.2f}" in rule and COUNT_WORDS[language] in rule, rule
    for name in ("River of a thousand lingas", "Kulen waterfall swim", "Reclining Buddha"):
        assert tr(name, language) in rule, (name, rule)
    alone = sb.data(
        "calculateCustomTrip", {"base_trip_id": KULEN_TRIP, "customizations": [_removal("Reclining Buddha")]}
    )
    assert alone["customizations"][0]["price_usd"] == REMOVE_ACTIVITY_CREDIT
    assert alone["customizations"][0]["price_rule"].startswith("1 activity taken out")


def test_calculate_save_label_and_booking_credit_alike() -> None:
    """calculateCustomTrip, customizeTrip, a createBooking label and a booked custom trip: one credit, parts
    that add up to the total."""
    sb = Sandbox()
    body = {"customizations": [_removal(KULEN)], **GROUP}
    plain = sb.data("calculateCustomTrip", {"base_trip_id": KULEN_TRIP, "customizations": [], **GROUP})
    quote = sb.data("calculateCustomTrip", {"base_trip_id": KULEN_TRIP, **body})
    credit = money(4 * REMOVE_ACTIVITY_CREDIT)
    assert quote["customizations"][0]["price_usd"] == credit
    assert quote["price_per_adult_usd"] == money(plain["price_per_adult_usd"] + credit)
    saved = sb.data("customizeTrip", {"trip_id": KULEN_TRIP, **body})
    assert saved["customizations"][0]["price_usd"] == credit and saved["total_usd"] == quote["total_usd"]
    where = {"travel_date": TRAVEL, "pickup_location": "Hotel lobby", **GROUP}
    preview = sb.data("previewBooking", {"trip_id": saved["custom_trip_id"], **where})
    assert preview["total_usd"] == quote["total_usd"]
    booked = sb.book(saved["custom_trip_id"], people=None, end_date=preview["end_date"], **GROUP)
    assert booked["total_usd"] == quote["total_usd"]
    pricing = booked["pricing"]
    assert [c["price_usd"] for c in pricing["customizations"] if c["type"] == "remove_activity"] == [credit]
    lines = pricing["base_per_adult_usd"] + pricing["customizations_per_person_usd"]
    lines += pricing.get("park_pass_change_per_adult_usd", 0.0) - pricing.get("self_drive_credit_per_adult_usd", 0.0)
    assert money(lines) == pricing["price_per_adult_usd"]
    assert money(sum(t["price_usd"] for t in pricing["travellers"])) == booked["total_usd"]
    labelled = sb.book(
        KULEN_TRIP, people=None, end_date=preview["end_date"], customizations=[f"remove_activity:{KULEN}"], **GROUP
    )
    assert labelled["total_usd"] == quote["total_usd"]


def test_an_activity_the_plan_does_not_hold_credits_nothing() -> None:
    for trip in TRIPS:
        items, _ = priced_plan(trip, [_removal("Helicopter ride over the moon")])
        assert items[0]["price_usd"] == 0 and items[0]["not_in_plan"], items[0]
        # taken out once: asked again it takes nothing more
        items, _ = priced_plan(trip, [_removal(KULEN), _removal(KULEN)]) if trip["id"] == KULEN_TRIP else (items, _)
        if trip["id"] == KULEN_TRIP:
            assert [i["price_usd"] for i in items] == [money(4 * REMOVE_ACTIVITY_CREDIT), 0.0], items
