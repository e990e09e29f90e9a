"""special_needs told after a booking summary adds to the needs, never drops one, and reaches the booking's
special requests: the open summary's, else the next summary's (relay 63 req 16: back in CUSTOMIZATION after a
summary, "Daniel rests on day 4" replaced the asthma need in the session and reached no request).

For every way the summary can stand when the need is told (open in BOOKING, set aside by a move to
CUSTOMIZATION or EXPLORATION, voided by a date told with the need), in EN, KH and ZH, against the sandbox.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Optional

import pytest

from agent.quote_changes import sentence_key
from agent.sentences import sentences
from agent.state import AgentState, ConversationState
from tests.activities.models.scripted.sandbox_support import SandboxBackend
from tests.played_support import PlayedModel, call, say

NOW = datetime(2026, 12, 1, 1, 0, tzinfo=UTC)
NEEDS = {
    "EN": ("Daniel has asthma: nothing too dusty, nothing very strenuous.", "Daniel will rest at the cabins on day 4."),
    "ZH": ("丹尼尔有哮喘，不要太累的活动。", "第四天丹尼尔在房间休息。"),
    "KH": ("ដានីយ៉ែលមានជំងឺហឺត សូមកុំដើរច្រើន។", "ថ្ងៃទី៤ ដានីយ៉ែលសម្រាកនៅបន្ទប់។"),
}
# how the summary stands when the need is told: the move made first, and what is told with the need
WAYS = {
    "open": (None, {}),
    "customising": ("CUSTOMIZATION", {}),
    "exploring": ("EXPLORATION", {}),
    "dates_changed": (None, {"travel_start_date": "2027-01-20"}),
}


def holds(text: Optional[str], need: str) -> bool:
    """Every sentence of ``need`` is said in ``text``."""
    said = sentence_key(text or "")
    return all(sentence_key(s) in said for s in sentences(need))


def _session(language: str, first: str) -> ConversationState:
    state = ConversationState.new("0b7e2c1e-0000-4000-8000-0000000000b2", NOW, user_id="u1", language=language)
    for name, value in dict(
        mood="family", environment="FOREST", duration_days=3, people_count=4, adults=3, children_ages=[12],
        budget_min_usd=150.0, budget_max_usd=300.0, departure_city="Phnom Penh", special_needs=first,
        suggested_trip_ids=["trip_016"], selected_trip_id="trip_016", state=AgentState.BOOKING,
        travel_dates={"start": "2027-01-19"}, pickup_location="Sokha Phnom Penh Hotel",
    ).items():  # fmt: skip
        setattr(state, name, value)
    return state


@pytest.mark.parametrize("language", sorted(NEEDS))
@pytest.mark.parametrize("way", sorted(WAYS))
async def test_a_need_told_after_the_summary_is_added_and_reaches_the_requests(way: str, language: str) -> None:
    first, new = NEEDS[language]
    move, beside = WAYS[way]
    state, model, backend = _session(language, first), PlayedModel(), SandboxBackend(NOW)
    await say(model, state, backend, "the summary please", NOW, [call("previewBooking", trip_id="trip_016")])
    assert state.booking_quote is not None and holds(state.booking_quote.special_requests, first)
    if move:
        asked = call("requestStageChange", to_stage=move, trip_id="trip_016", reason="the traveller asked")
        await say(model, state, backend, "one change", NOW, [asked])
        assert state.state.value == move
    await say(model, state, backend, new, NOW, [call("updateTravellerPreferences", special_needs=new, **beside)])
    assert holds(state.special_needs, first) and holds(state.special_needs, new)  # added, nothing dropped
    quote = state.booking_quote
    requests = quote.special_requests if quote is not None else state.booking_special_requests
    assert holds(requests, first) and holds(requests, new)
    await say(model, state, backend, "the summary again", NOW, [call("previewBooking", trip_id="trip_016")])
    summary = [o for o in backend.calls if o[0] == "previewBooking"][-1][1]
    assert holds(summary.get("special_requests"), first) and holds(summary.get("special_requests"), new)
    assert state.booking_quote is not None and holds(state.booking_quote.special_requests, new)
