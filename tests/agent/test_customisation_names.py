"""What a saved customisation says once its result has left the window (split from test_side_effects.py)."""

from __future__ import annotations

from datetime import UTC, datetime

from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState


def test_a_saved_customisation_names_the_day_each_add_day_became() -> None:
    """Relay j25: after the customizeTrip result left the window, the context said only "add_day"."""
    from tests.sandbox.support import Sandbox

    sb = Sandbox()
    items = [
        {"type": "remove_activity", "details": {"activity": "Morning walk in Kep National Park"}},
        {"type": "add_day", "details": {}},
    ]
    data = sb.data("customizeTrip", {"trip_id": "trip_007", "customizations": items, "people_count": 4})
    state = ConversationState.new("s", datetime(2026, 5, 1, tzinfo=UTC))
    state.state, state.selected_trip_id = AgentState.CUSTOMIZATION, "trip_007"
    apply_side_effects(
        state,
        "customizeTrip",
        {"trip_id": "trip_007", "customizations": items},
        {"success": True, "data": data},
        datetime(2026, 5, 1, tzinfo=UTC),
    )
    [added] = data["added_days"]
    assert state.customizations == [
        "remove_activity:Morning walk in Kep National Park",
        f"add_day:day {added['day']} {added['title']}",
    ]
    assert added["title"] and added["day"] == data["duration_days"] - 1  # before the departure day
