"""An add-on goes on a day with room for it, never into a day out, and says why its day (run 64: a mangrove kayak
for the children went on the Koh Tonsay boat day, unasked, with no word how it fits an island day).

Invariants, over every trip x plan length x add-on (sandbox/day_room.py, sandbox/day_out.py, sandbox/day_choice.py):
(1) a day out (a boat out to an island, a picnic lunch out there) holds no daytime or morning add-on: placed
    without a day it goes elsewhere, asked for that day it is refused with the days that can hold it;
(2) every add-on placed says why its day (``day_chosen_because``: the day asked, or the rule's choice naming
    each day it passed over and why) and the days with room for it (``days_with_room``, the refusal's
    ``days_that_can`` when asked for a day that cannot), in the session's language.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from sandbox.data.addable import addable_for
from sandbox.data.itineraries import DAYS
from sandbox.data.pricing import price_customization
from sandbox.data.trips import TRIPS, TRIPS_BY_ID
from sandbox.day_out import outing
from sandbox.day_room import can_hold, canonical, part
from sandbox.errors import ApiError
from sandbox.i18n import placement_texts, tr
from sandbox.plan import holding_day, plan_for
from tests.sandbox.support import Sandbox
from tests.sandbox.test_add_on_company import _mother_and_two

TRIP_IDS = [t["id"] for t in TRIPS]
DAYTIME = ("day", "morning", "ride")
KAYAK = "Kayaking in the mangroves"


def _days(trip_id: str) -> list[list[str]]:
    return [list(acts) for _, acts in DAYS[trip_id]]


def test_the_catalogues_island_and_picnic_days_are_days_out() -> None:
    out = {(t, n + 1) for t in TRIP_IDS for n, acts in enumerate(_days(t)) if outing(acts)}
    for day in [("trip_007", 2), ("trip_008", 2), ("trip_009", 2), ("trip_012", 3), ("trip_011", 2)]:
        assert day in out, day  # a boat (or a kayak) out to an island or a beach
    assert {("trip_015", 2), ("trip_017", 2)} <= out  # a trek with its picnic lunch out there
    # a ride to the island (day 1's ferry), a sunrise picnic, a half-day boat trip, an evening river cruise: no
    assert not {("trip_011", 1), ("trip_010", 1), ("trip_003", 2), ("trip_013", 1)} & out


def _plan(trip: dict[str, Any], raw: list[dict[str, Any]]) -> dict[str, Any] | None:
    try:
        return plan_for(trip, [price_customization(trip, c) for c in raw])
    except ApiError:
        return None


@pytest.mark.parametrize("trip_id", TRIP_IDS)
@pytest.mark.parametrize("extra", [0, 1, 2])
def test_a_daytime_add_on_never_goes_into_a_day_out(trip_id: str, extra: int) -> None:
    trip = TRIPS_BY_ID[trip_id]
    grown = [{"type": "add_day", "details": {"days": extra}}] if extra else []
    before = _plan(trip, grown)
    assert before is not None
    days = before["days"]
    away = [n for n, d in enumerate(days, start=1) if outing(d["activities"])]
    for addable in addable_for(trip["region"]):
        name = addable.name
        if part(canonical(trip["region"], name)) not in DAYTIME or holding_day(trip["region"], name, days):
            continue
        able = can_hold(trip, days, name)
        assert not set(able) & set(away), (name, able, away)
        plan = _plan(trip, [*grown, {"type": "add_activity", "details": {"activity": name}}])
        if plan is not None:
            [on] = [d["day"] for d in plan["days"] if name in d["activities"]]
            assert on not in away and on in able, (name, on, away)
        for day in away:  # asked for the day out: refused, with the days that can hold it
            with pytest.raises(ApiError) as refused:
                plan_for(
                    trip,
                    [
                        *grown,
                        price_customization(trip, {"type": "add_activity", "details": {"activity": name, "day": day}}),
                    ],
                )
            assert refused.value.details["days_that_can"] == able, (name, day)
            assert "day out" in refused.value.message


@pytest.mark.parametrize("trip_id", TRIP_IDS)
def test_every_placed_add_on_says_why_its_day_and_the_days_with_room(trip_id: str) -> None:
    trip = TRIPS_BY_ID[trip_id]
    sb = Sandbox()
    days = plan_for(trip, [])["days"]
    for addable in addable_for(trip["region"]):
        name = addable.name
        if holding_day(trip["region"], name, days):
            continue
        able = can_hold(trip, days, name)
        body = {
            "base_trip_id": trip_id,
            "people_count": 2,
            "customizations": [{"type": "add_activity", "details": {"activity": name}}],
        }
        resp = sb.call("calculateCustomTrip", body).json()
        if not resp["success"]:
            assert not able, (name, resp["error"])  # refused only when no day has room
            continue
        [added] = resp["data"]["plan_changes"]["added_activities"]
        day, why = added["day"], added["day_chosen_because"]
        assert added["days_with_room"] == able and day in able, (name, added)
        assert why.startswith("No day was asked") and f"day {day} " in why, why
        for other in able:  # a day it passed over is one that cannot hold it
            assert f"Not day {other}:" not in why, why
        for asked in able:  # asked for a day with room: it goes there, said so
            body["customizations"][0]["details"]["day"] = asked
            [there] = sb.data("calculateCustomTrip", body)["plan_changes"]["added_activities"]
            assert there["day"] == asked and there["day_chosen_because"] == f"Day {asked} is the day asked for."


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_run_64_the_kayak_goes_on_a_day_with_room_and_names_the_boat_day_it_passed_over(lang: str) -> None:
    sb = Sandbox()
    bid = _mother_and_two(sb, lang)
    kayak = {"activity": KAYAK, "for_adults": 1, "for_children_ages": [7, 14]}
    quote = sb.data("previewReschedule", {"booking_id": bid, "add_activities": [kayak]}, lang=lang)
    [placed] = quote["proposed"]["added_activities_days"]
    assert placed["day"] != 2 and 2 not in placed["days_with_room"]  # day 2 is the boat day to Koh Tonsay
    assert tr("Longtail boat to Koh Tonsay", lang) in placed["day_chosen_because"]
    if lang != "EN":
        assert "day" not in placed["day_chosen_because"]  # said in the session's language


@pytest.mark.parametrize("lang", ["KH", "ZH"])
def test_every_placement_text_is_translated(lang: str) -> None:
    texts = [v for k, v in vars(placement_texts).items() if k.isupper() and isinstance(v, str)]
    assert len(texts) >= 20
    for text in texts:
        said = tr(text, lang)
        assert said != text and set(re.findall(r"{\w+}", said)) == set(re.findall(r"{\w+}", text)), text
