"""The model's context of a Khmer or Chinese session names trips and activities in the session's
language (issue 38: the trips shown and the customisations in English invited English names in a
Chinese session's answers).

Over every catalogue trip, in KH and ZH: the search that shows it, its itinerary, every activity of
its plan removed and every activity it can add (asked by its English name, as a model may), an
added day, a better hotel, and the booking summary, each through the sandbox and the session's
side effects; the session context then holds none of the catalogue's English names.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from agent.prompts.context import render_context
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from agent.tools.calls import ToolOutcome
from agent.tools.dispatch import stamp_quote
from sandbox.catalogue import CATALOGUE
from sandbox.catalogue.models import Trip
from sandbox.data.addable import addable_for
from tests.sandbox.support import TRAVEL, Sandbox

NOW = datetime(2026, 3, 1, 9, tzinfo=UTC)


def english_names(trip: Trip) -> set[str]:
    """The catalogue's English names of the trip, its days, activities, hotels and add-ons."""
    names = {trip.name.en, *(d.title.en for d in trip.days), *(a.en for d in trip.days for a in d.activities)}
    names |= {CATALOGUE.hotel(h).name.en for h in trip.hotels}
    names |= {a.name for a in addable_for(trip.region)}
    return {n for n in names if len(n) > 3}


class Session:
    def __init__(self, sb: Sandbox, lang: str, trip: Trip) -> None:
        self.sb, self.lang = sb, lang
        self.state = ConversationState.new("s-names", NOW, language=lang)
        self.state.state = AgentState.SUGGESTION

    def run(self, tool: str, body: dict[str, Any]) -> dict[str, Any]:
        result = self.sb.call(tool, body, lang=self.lang).json()
        outcome = stamp_quote(ToolOutcome(tool_use_id="t", name=tool, result=result), self.state, 1)
        apply_side_effects(self.state, tool, body, outcome.result, NOW)
        return result

    def context(self) -> str:
        return render_context(self.state, NOW)


def customisations(trip: Trip) -> list[dict[str, Any]]:
    removals = [{"type": "remove_activity", "details": {"activity": a.en}} for d in trip.days for a in d.activities]
    additions = [{"type": "add_activity", "details": {"activity": a.name}} for a in addable_for(trip.region)]
    return [
        *removals,
        *additions,
        {"type": "add_day", "details": {"days": 1}},
        {"type": "upgrade_hotel", "details": {}},
    ]


@pytest.fixture(scope="module")
def sandbox() -> Sandbox:
    return Sandbox()


@pytest.mark.parametrize("lang", ["KH", "ZH"])
@pytest.mark.parametrize("trip", CATALOGUE.trips, ids=lambda t: t.id)
def test_the_context_names_every_trip_and_customisation_in_the_sessions_language(
    sandbox: Sandbox, lang: str, trip: Trip
) -> None:
    english = english_names(trip)
    session = Session(sandbox, lang, trip)
    search = {
        "mood": trip.moods[0],
        "environment": trip.environment,
        "duration_days": trip.duration_days,
        "people_count": 2,
        "budget_usd": {"min": 1, "max": 5000},
        "departure_city": "Phnom Penh",
    }
    session.run("getTripSuggestions", search)
    session.run("getTripItinerary", {"trip_id": trip.id})
    contexts = [session.context()]
    saved = 0
    for item in customisations(trip):
        session.state.state = AgentState.EXPLORATION
        session.state.selected_trip_id = trip.id
        result = session.run("customizeTrip", {"trip_id": trip.id, "customizations": [item], "people_count": 2})
        if result.get("success"):
            saved += 1
            contexts.append(session.context())
    session.state.state = AgentState.BOOKING
    preview = session.run("previewBooking", {"trip_id": session.state.selected_trip_id, "travel_date": TRAVEL,
                                             "people_count": 2})  # fmt: skip
    assert preview["success"] and session.state.booking_quote is not None
    contexts.append(session.context())
    assert saved >= len(customisations(trip)) // 2  # most of them were saved, not refused
    text = "\n".join(contexts)
    assert trip.name.in_(lang) in text and "trips_shown_1" in text and "booking_summary_shown" in text
    assert "customizations: " in text
    leaked = sorted(n for n in english if n in text)
    assert leaked == [], leaked
