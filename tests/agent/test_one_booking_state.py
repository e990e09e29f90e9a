"""Every booking object the model reads describes ONE state, what is paid and confirmed, with a change awaiting
its top-up apart under ``pending_top_up`` (a run: confirmReschedule's booking said pricing and group for 5 people
beside people_count 4 and the 4's total): over change shapes and languages, the booking's head count, group,
price list, total and days agree with each other and with the paid booking, and the change's own figures are
under ``pending_top_up.after_top_up``, agreeing with each other too."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from agent.tools.guidance import for_model
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview

SHAPES: dict[str, dict[str, Any]] = {
    "adult_joins": {"add_adults": 1},
    "child_joins": {"add_children_ages": [8]},
    "longer_trip": {"new_end_date": "2026-04-23"},
    "add_on": {"add_activities": ["Spa: one-hour Khmer massage"], "for_adults": 2},
}


def _one_state(b: dict[str, Any]) -> None:
    """The fields of one booking state agree: head count, group, price list, total, days."""
    travellers = b["pricing"]["travellers"]
    assert b["people_count"] == len(travellers) == b["group"]["adults"] + len(b["group"]["children_ages"])
    assert b["pricing"]["people_count"] == b["people_count"]
    assert sum(t["price_usd"] for t in travellers) == pytest.approx(b["total_usd"], abs=0.05)
    days = (date.fromisoformat(b["end_date"]) - date.fromisoformat(b["travel_date"])).days + 1
    assert len(b["itinerary_days"]) == days == b["pricing"]["duration_days"]


@pytest.mark.parametrize("language", ["EN", "ZH"])
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_a_booking_object_says_one_state_and_the_change_apart(shape: str, language: str) -> None:
    sb = Sandbox()
    paid = family(sb, adults=3, children=(4,))
    bid = paid["booking_id"]
    done = confirm(sb, bid, preview(sb, bid, **SHAPES[shape]))
    seen = for_model({"success": True, "data": done}, language, "confirmReschedule")["data"]["booking"]
    _one_state(seen)
    for key in ("people_count", "total_usd", "travel_date", "end_date"):
        assert seen[key] == paid[key], key  # what is paid and confirmed
    assert [d["day"] for d in seen["itinerary_days"]] == [d["day"] for d in paid["itinerary_days"]]
    after = seen["pending_top_up"]["after_top_up"]
    _one_state({**{k: v for k, v in seen.items() if k in ("travel_date", "end_date")}, **done["booking"], **after})
    assert "pricing" in after  # the change's price list under the change, never beside the paid head count
