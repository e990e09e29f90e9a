"""An added day repeats no visit of the plan, what depends on a removed activity goes with it, and
added days carry their effort (relay, issue 22), over every trip, in EN/KH/ZH."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.custom import priced_custom
from sandbox.data.addable import addable_for
from sandbox.data.effort import LEVELS
from sandbox.data.extra_days import EXTRA_DAYS, EXTRA_DAYS_BY_TRIP, days_for
from sandbox.data.itineraries import DAYS
from sandbox.data.practical import meal_of
from sandbox.data.ties import TIES, VISITS, repeats
from sandbox.data.trips import TRIPS, TRIPS_BY_ID
from sandbox.group import Group, group_of
from sandbox.i18n import tr
from sandbox.plan import plan_for
from sandbox.price_base import line_change
from tests.sandbox.room import added_or_refused
from tests.sandbox.support import TRAVEL, Sandbox

TRIP_IDS = [t["id"] for t in TRIPS]
LANGS = ("EN", "KH", "ZH")
ALL_DAYS = [list(acts) for days in DAYS.values() for _, acts in days] + [
    list(acts) for days in (*EXTRA_DAYS.values(), *EXTRA_DAYS_BY_TRIP.values()) for _, acts in days
]
PLACE_WORDS = re.compile(r"\b(by|beside|at|on|in|above)\b the (temple|lake|boat|river|beach|clouds)\b", re.I)


def _group(people: int = 1) -> Group:
    return group_of(people, None, None, None)


def test_every_tie_is_within_one_day_and_every_meal_at_a_place_is_tied() -> None:
    for dependent, anchors in TIES.items():
        assert any(
            dependent in day and all(a in day for a in anchors if a in day) and set(anchors) & set(day)
            for day in ALL_DAYS
        ), dependent
    for day in ALL_DAYS:  # "lunch by the temple": a meal at a place of its day depends on that place
        for act in day:
            named = PLACE_WORDS.search(act)
            others = " ".join(a for a in day if a != act).lower()
            if meal_of(act) and named and named.group(2).lower() in others:
                assert act in TIES, f"{act!r} names a place of its day but is not tied: {day}"


def _added_ok(trip: dict[str, Any], plan: dict[str, Any]) -> None:
    region = trip["region"]
    for number, day in enumerate(plan["days"]):
        if not day["added"]:
            continue
        rest = [a for i, d in enumerate(plan["days"]) if i != number for a in d["activities"]]
        own = [a for a in day["activities"] if a not in plan["added_activities"]]  # the region's content
        rest += [a for a in day["activities"] if a in plan["added_activities"]]
        assert not repeats(region, own, rest), (trip["id"], day)
        sights = [a for a in own if not meal_of(a)]
        assert not set(sights) & set(rest)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(trip_id=st.sampled_from(TRIP_IDS), days=st.integers(1, 3), data=st.data())
def test_an_added_day_never_repeats_a_visit_the_plan_holds(trip_id: str, days: int, data: st.DataObject) -> None:
    trip = TRIPS_BY_ID[trip_id]
    names = [a.name for a in addable_for(trip["region"])]
    chosen = data.draw(st.lists(st.sampled_from(names), unique=True, max_size=3))
    raw: list[dict] = [{"type": "add_day", "details": {"days": days}}]
    for name in chosen:  # each where it has room (sandbox/day_room.py), else refused (tests/sandbox/room.py)
        if added_or_refused(trip, [*raw, {"type": "add_activity", "details": {"activity": name}}]) is not None:
            raw.append({"type": "add_activity", "details": {"activity": name}})
    plan = plan_for(trip, raw)
    _added_ok(trip, plan)
    quote = priced_custom(trip, _group(), raw, "EN")
    shown = quote["plan_changes"]["added_days"]
    for day, raw_day in zip(shown, [d for d in plan["days"] if d["added"]]):
        region_day = {title: acts for title, acts in days_for(trip["region"], trip_id)}.get(raw_day["title"], ())
        own = [a for a in raw_day["activities"] if a not in plan["added_activities"]]
        if list(region_day) != own:  # trimmed: says what it left out
            assert day["already_in_plan"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("boat_first", [False, True], ids=["day_first", "boat_first"])
def test_the_relay_case_kampong_phluk_is_not_added_twice(lang: str, boat_first: bool) -> None:
    """The boat is in the plan once and charged at most once: an added day asked before it holds it (free,
    relay 20: charged twice); asked after it (a booking made longer), the added day leaves it out and the
    boat keeps its day and price."""
    trip = TRIPS_BY_ID["trip_001"]
    boat = "Tonle Sap boat trip to Kampong Phluk"
    boat_item = {"type": "add_activity", "details": {"activity": tr(boat, lang), "day": 2}}
    days = {"type": "add_day", "details": {"days": 2}}
    raw = [boat_item, days] if boat_first else [days, boat_item]
    quote = priced_custom(trip, _group(), raw, lang)
    added = quote["plan_changes"]["added_days"]
    shown = [a for d in added for a in d["activities"]]
    village = tr("Boat through the Kampong Phluk floating village", lang)
    priced = quote["customizations"][raw.index(boat_item)]
    if boat_first:
        assert village not in shown and priced["price_usd"] > 0
        assert [a["day"] for a in quote["plan_changes"]["added_activities"]] == [2]
    else:
        assert shown.count(village) == 1 and not any(village in d.get("already_in_plan", []) for d in added)
        assert priced["price_usd"] == 0 and added[0]["day"] == priced["already_in_plan_on_day"]
    # each line by what it moves one adult's price by (a day's with the pass change its days bring)
    assert quote["add_ons_per_adult_usd"] == sum(line_change(i) for i in quote["customizations"])


def _anchored(trip_id: str) -> list[tuple[int, str, list[str]]]:
    """(day, anchor, its dependents) of the trip's plan with two added days."""
    plan = plan_for(TRIPS_BY_ID[trip_id], [{"type": "add_day", "details": {"days": 2}}])
    out = []
    for day in plan["days"]:
        for anchor in {a for acts in TIES.values() for a in acts if a in day["activities"]}:
            deps = [d for d, anchors in TIES.items() if d in day["activities"] and anchor in anchors]
            out.append((day["day"], anchor, deps))
    return out


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_removing_an_activity_takes_what_depends_on_it_and_says_so(trip_id: str) -> None:
    trip = TRIPS_BY_ID[trip_id]
    for number, anchor, deps in _anchored(trip_id):
        raw = [
            {"type": "add_day", "details": {"days": 2}},
            {"type": "remove_activity", "details": {"activity": anchor}},
        ]
        plan = plan_for(trip, raw)
        left = plan["days"][number - 1]["activities"]
        for dep in deps:
            still = [a for a in TIES[dep] if a in left]
            assert (dep in left) == bool(still), (trip_id, anchor, dep)
        for lang in LANGS:
            item = priced_custom(trip, _group(), raw, lang)["customizations"][1]
            said = [x for e in item["removes"] for x in [e["activity"], *e.get("also_removed", [])]]
            for dep in (d for d in deps if d not in left):
                assert tr(dep, lang) in said, (trip_id, anchor, dep, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_relay_case_beng_mealea_takes_its_picnic(lang: str) -> None:
    trip = TRIPS_BY_ID["trip_001"]
    raw = [
        {"type": "add_day", "details": {"days": 2}},
        {"type": "remove_activity", "details": {"activity": "Beng Mealea"}},
    ]
    quote = priced_custom(trip, _group(), raw, lang)
    picnic = tr("Picnic lunch by the temple", lang)
    assert all(picnic not in d["activities"] for d in quote["plan_changes"]["added_days"])
    assert picnic in quote["plan_changes"]["removed_activities"]
    assert picnic in quote["customizations"][1]["removes"][0]["also_removed"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_added_days_carry_their_effort_wherever_they_are_shown(trip_id: str, lang: str) -> None:
    sb = Sandbox()
    raw = [{"type": "add_day", "details": {"days": 2}}]
    quote = sb.data(
        "calculateCustomTrip", {"base_trip_id": trip_id, "people_count": 2, "customizations": raw}, lang=lang
    )
    added = quote["plan_changes"]["added_days"]
    assert len(added) == 2
    saved = sb.data("customizeTrip", {"trip_id": trip_id, "people_count": 2, "customizations": raw}, lang=lang)
    plan = sb.data("getTripItinerary", {"trip_id": saved["custom_trip_id"]}, lang=lang)
    preview = sb.data(
        "previewBooking",
        {
            "trip_id": saved["custom_trip_id"],
            "travel_date": TRAVEL,
            "people_count": 2,
            "pickup_location": "Hotel lobby",
        },
        lang=lang,
    )
    for day in added:
        effort = day["effort"]
        assert effort["level"] in [tr(level, lang) for level in LEVELS] or effort["level"] in LEVELS
        assert isinstance(effort["walking_km"], (int, float))
        assert plan["itinerary"][day["day"] - 1]["effort"] == effort
        assert preview["itinerary_days"][day["day"] - 1]["effort"] == effort


def test_visit_groups_are_lower_case_and_distinct() -> None:
    words = [w for group in VISITS for w in group]
    assert all(w == w.lower() for w in words) and len(words) == len(set(words))
