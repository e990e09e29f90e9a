"""While a change awaits its top-up, the session context and the booking card say what is confirmed: what
is paid for (dates, people, total), with the change apart (its owed top-up and deadline) until the top-up is
paid; then the change is what is confirmed (relay 38 req 40: "CONFIRMED", 8-11 Jan and $972 in the context
and on the card while the $216 top-up of the added day was unpaid). Over change kinds x paid/unpaid x
languages, on the sandbox's own results."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from agent.aftercare import top_up_paid
from agent.booking_card import card_of, current_state
from agent.prompts.context import parse_context, render_context
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from tests.agent.test_confirmed_as_paid import SHAPES, paid_and_changed

NOW = datetime(2026, 4, 14, 3, tzinfo=UTC)


def _session(paid: dict[str, Any], language: str) -> ConversationState:
    state = ConversationState.new("s-1", NOW, user_id="user-a")
    state.state, state.preferred_language = AgentState.POST_BOOKING, language
    state.booking_id, state.booking_ref = paid["booking_id"], paid.get("booking_ref") or "DLG-TEST"
    state.payment_status, state.selected_trip_id = "CONFIRMED", paid.get("trip_id") or "trip_001"
    state.people_count, state.quoted_total_usd = paid["people_count"], paid["total_usd"]
    state.travel_dates = {"start": paid["travel_date"], "end": paid["end_date"]}
    return state


def _said(state: ConversationState) -> tuple[dict[str, str], Any]:
    return parse_context(render_context(state, NOW)), card_of(state, current_state(state, None) or "paid")


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_the_context_and_card_confirm_what_is_paid_until_the_top_up_is(shape: str, language: str) -> None:
    paid, done = paid_and_changed(shape)
    after = done["booking"]
    state = _session(paid, language)
    apply_side_effects(state, "confirmReschedule", {}, {"success": True, "data": done}, NOW)
    owed = after["balance_due_usd"]
    assert owed > 0, "every change kind here owes a top-up"
    ctx, card = _said(state)
    for who in (paid, after):  # unpaid: the paid booking; paid: the change
        if who is after:
            top_up_paid(state, owed)
            ctx, card = _said(state)
            assert "change_awaiting_top_up" not in ctx and "as paid" not in ctx["booking_status"], ctx
        else:
            pending = ctx["change_awaiting_top_up"]
            assert f"{after['travel_date']} to {after['end_date']}, {after['people_count']} people" in pending
            assert f"${after['total_usd']}" in pending and f"${owed:g}" in pending, pending
            assert ctx["top_up_deadline"] and ctx["balance_due_usd"] == str(owed)
            assert ctx["booking_status"].startswith("CONFIRMED (as paid; "), ctx["booking_status"]
        assert "None" not in ctx.values(), ctx  # a group the paid head count does not match is not said
        dates = f"start={who['travel_date']}, end={who['end_date']}"
        assert ctx["travel_dates"] == dates and ctx["people_count"] == str(who["people_count"]), ctx
        line = ctx["paid_booking"]
        assert f"{who['travel_date']} to {who['end_date']}, {who['people_count']} people" in line, line
        assert f"total ${who['total_usd']}" in line, line
        shown = (card.travel_date, card.end_date, card.people_count, card.total_usd)
        assert shown == (who["travel_date"], who["end_date"], who["people_count"], who["total_usd"])
