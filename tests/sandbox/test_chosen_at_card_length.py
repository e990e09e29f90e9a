"""What a card or itinerary shows for a trip (its length, its price) is what previewBooking quotes when that trip
is chosen, and what createBooking books; or the summary says plainly that it is another length and how to get the
shown one; the dates the traveller stated are never shortened in silence (relay 63 req 9: the card and the
itinerary said trip_016 at 5 days for $292.34 per adult, previewBooking(trip_016) quoted the 3-day package at
$199 and the recorded end, 23 January, became the 21st).

For every card a search shows at another length than its package's (environments x asked lengths x groups x
languages, with and without an end date stated): through the session's guards, the sandbox, the quote stamp and the side effects, as a turn runs them.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any, Optional

from hypothesis import given, strategies as st

from agent.card_length import card_days, card_record
from agent.context import append_user_message
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from agent.tools.calls import ToolOutcome
from agent.tools.dispatch import prepare_remote, run_local, stamp_quote
from tests.sandbox.support import Sandbox
from tests.sandbox.test_card_length_everywhere import ENVIRONMENTS, GROUPS, LANGUAGES, searched

NOW = datetime(2026, 1, 5, tzinfo=UTC)
START = "2026-03-02"


SB = Sandbox()


def _run(sb: Sandbox, state: ConversationState, tool: str, inp: dict[str, Any], language: str) -> dict[str, Any]:
    """One model call of ``tool`` as the turn runs it: guarded, sent, stamped, its side effects applied."""
    refused, body = prepare_remote(state, tool, inp, [tool])
    assert refused is None, refused
    result = sb.call(tool, body, lang=language).json()
    assert result["success"] is True, result
    outcome = stamp_quote(ToolOutcome(tool_use_id="t", name=tool, result=result), state, 1)
    apply_side_effects(state, tool, body, outcome.result, NOW)
    return outcome.result["data"]


def _chosen(state: ConversationState, days: int, language: str, end_days: Optional[int]) -> ConversationState:
    """The session that saw the cards, the asked length recorded, exploring, with the start date (and an end
    date spanning ``end_days`` when the traveller stated one)."""
    chosen = state.model_copy(deep=True)
    chosen.preferred_language = language  # type: ignore[assignment]
    chosen.duration_days, chosen.state = days, AgentState.EXPLORATION
    chosen.pickup_location = "Sokha Phnom Penh Hotel"  # in the city the cards were priced from
    append_user_message(chosen, "we take it", NOW)
    inp: dict[str, Any] = {"travel_start_date": START}
    if end_days:
        inp["travel_end_date"] = (date.fromisoformat(START) + timedelta(days=end_days - 1)).isoformat()
    assert run_local(chosen, "p", "updateTravellerPreferences", inp, [], NOW).ok
    return chosen


def _cases(sb: Sandbox, environment: str, days: int, group: dict[str, Any], language: str):
    data, state = searched(sb, environment, days, group)
    for card in data["trips"]:
        if card_days(card) != card["duration_days"]:
            yield card, state


@given(
    st.sampled_from(ENVIRONMENTS),
    st.integers(2, 6),
    st.sampled_from(GROUPS),
    st.sampled_from(LANGUAGES),
    st.booleans(),
)
def test_the_chosen_card_is_quoted_and_booked_at_its_length_and_price(
    environment: str, days: int, group: dict[str, Any], language: str, end_stated: bool
) -> None:
    sb = SB
    for card, seen in _cases(sb, environment, days, group, language):
        record, length = card_record(card), card_days(card)
        state = _chosen(seen, days, language, length if end_stated else None)
        shown = _run(sb, state, "getTripItinerary", {"trip_id": card["id"]}, language)
        summary = _run(sb, state, "previewBooking", {"trip_id": card["id"]}, language)
        assert shown["duration_days"] == summary["duration_days"] == length, (card["id"], days)
        assert summary["price_per_adult_usd"] == record["price_per_adult_usd"] == shown["price_usd"], card["id"]
        assert summary["total_usd"] == record["total_usd"], (card["id"], summary["total_usd"], record["total_usd"])
        assert summary["as_shown"]["base_trip_id"] == card["id"] and "length_differs" not in summary
        assert state.travel_dates == {"start": START, "end": summary["end_date"]}
        assert state.selected_trip_duration_days == length and state.selected_trip_id == summary["trip_id"]
        added = sum(1 for c in state.customizations if c.startswith(("add_day", "remove_day")))
        assert added == abs(length - card["duration_days"]), state.customizations
        again = _run(sb, state, "previewBooking", {"trip_id": card["id"]}, language)
        assert again["trip_id"] == summary["trip_id"]  # the same saved variant, quoted again
        append_user_message(state, "yes, book it", NOW)
        state.customer_name, state.customer_phone, state.details_validated = "Sokha Chan", "+85512345678", True
        booked = _run(sb, state, "createBooking", {"quote_id": state.booking_quote.quote_id}, language)  # type: ignore[union-attr]
        assert booked["total_usd"] == record["total_usd"] and booked["end_date"] == summary["end_date"]


@given(st.sampled_from(ENVIRONMENTS), st.integers(2, 6), st.sampled_from(LANGUAGES))
def test_another_length_is_said_plainly_and_never_shortens_the_stated_dates(
    environment: str, days: int, language: str
) -> None:
    sb = SB
    for card, seen in _cases(sb, environment, days, GROUPS[0], language):
        package, length = card["duration_days"], card_days(card)
        # the traveller's own dates say the package's length: the package, and the card's length said
        state = _chosen(seen, days, language, package)
        summary = _run(sb, state, "previewBooking", {"trip_id": card["id"]}, language)
        assert summary["duration_days"] == package and "as_shown" not in summary
        note = summary["length_differs"]
        assert f"{length} days" in note["say"] and any(f"for {length} days" in w for w in note["other_lengths"])
        # their dates say a length neither the card nor the package has: never shortened in silence
        wanted = max(package, length) + 1
        state = _chosen(seen, days, language, wanted)
        summary = _run(sb, state, "previewBooking", {"trip_id": card["id"]}, language)
        assert (
            summary["duration_days"] < wanted
            and f"the {wanted} days the traveller asked for" in summary["length_differs"]["say"]
        )
        end = (date.fromisoformat(START) + timedelta(days=wanted - 1)).isoformat()
        assert state.travel_dates == {"start": START, "end": end}
