"""A plan is checked against the walking limit the traveller states (relay run 54: "Every day of this plan is easy on
foot" three times over for days of 1.5 to 3 km, for a man of 78 with a walking frame who could walk about 500 m).

Invariants: the limit is read from the needs in EN, KH and ZH (metres or km, beside a walking word; a distance about
anything else is no limit); over every trip's plan and limits from 0.3 to 5 km, every day walking more than the
limit is named as harder (``over_walking_limit``), whatever DerLg's level; "every day is easy" is said only when no
day is over it and none is harder; with no limit stated, the check is DerLg's levels as before."""

from __future__ import annotations

import pytest

from agent.needs import note_needs
from agent.state import ConversationState
from agent.walk_limit import walk_limit_km
from sandbox.data.trips import TRIPS
from tests.agent.test_needs import outcome, preview
from tests.sandbox.support import START, Sandbox

SAID = {
    "Father is 78 and uses a walking frame: cannot do stairs at all, can walk at most about 500 m": 0.5,
    "Dad walks with a frame, 300 metres at most": 0.3,
    "爸爸用助行器，最多只能走500米": 0.5,
    "外婆拄拐杖，走一公里就累": 1.0,
    "ប៉ាខ្ញុំប្រើឈើច្រត់ ដើរបានតែ ៥០០ ម៉ែត្រ": 0.5,
    "ម្តាយខ្ញុំដើរបានប្រហែល 2 គីឡូម៉ែត្រ": 2.0,
    "walks with a cane, maybe 1.5km a day": 1.5,
}
NO_LIMIT = ["uses a walking stick", "we live 5 km from the airport; mum uses a wheelchair", "轮椅", ""]


@pytest.mark.parametrize("text, km", list(SAID.items()))
def test_the_stated_limit_is_read(text: str, km: float) -> None:
    assert walk_limit_km(text) == pytest.approx(km)


@pytest.mark.parametrize("text", NO_LIMIT)
def test_a_distance_about_anything_else_is_no_limit(text: str) -> None:
    assert walk_limit_km(text) is None


@pytest.fixture(scope="module")
def sb() -> Sandbox:
    return Sandbox()


@pytest.mark.parametrize("trip", [t["id"] for t in TRIPS])
@pytest.mark.parametrize("limit_m", [300, 1500, 5000])
def test_every_day_over_the_stated_limit_is_harder(sb: Sandbox, trip: str, limit_m: int) -> None:
    state = ConversationState.new("s", START, user_id="u")
    state.special_needs = f"Father uses a walking frame and can walk at most about {limit_m} m"
    data = preview(sb, trip)
    said = note_needs(outcome("previewBooking", data), state).result["data"]["plan_vs_needs"]
    assert said["walking_limit_km"] == pytest.approx(limit_m / 1000)
    named = {d["day"] for d in said["harder_days"]}
    for day in data["itinerary_days"]:
        km, level = day["effort"].get("walking_km") or 0, day["effort"]["level"]
        assert (day["day"] in named) == (km > limit_m / 1000 or level != "easy"), (trip, day["day"], km, level)
    if not named:
        assert "easy on foot" in said["note"]
    else:
        assert "easy on foot" not in said["note"]
