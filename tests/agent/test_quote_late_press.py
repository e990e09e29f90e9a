"""A late Confirm / Not now press on a quote card already retired (a tab that missed its quote_update:
relay 24 req 38 feared a double refund): it answers no quote, no confirming call can use its quote,
and the model is told what the press was, for any card that died for any reason."""

from __future__ import annotations

from datetime import timedelta

import pytest

from agent.consent import hear, open_quotes
from agent.prompts.context import render_context
from agent.quote_consent import ConsentFrame
from agent.quote_updates import with_quote_updates
from agent.quote_use import late_press, retired_as
from agent.tools.guards import guard_call
from tests.agent.quote_steps import NOW, answer, paid_session, preview, preview_and_use, updates


def retire(how: str) -> tuple:
    """A paid session with a reschedule card retired ``how`` (and the quote open now, if any)."""
    state = paid_session()
    if how == "used":
        card = preview_and_use(state, "reschedule", NOW)[0]
        with_quote_updates(state, [card], NOW)
        return state, card
    card = preview(state, "reschedule", NOW)
    with_quote_updates(state, [card], NOW)
    later = NOW
    if how == "declined":
        answer(state, "reschedule", "no")
    elif how == "replaced":
        with_quote_updates(state, [preview(state, "reschedule", NOW)], NOW)
    elif how == "expired":
        later = NOW + timedelta(minutes=16)
    sent = updates(with_quote_updates(state, [{"type": "text"}], later))
    assert sent == [] or sent[0]["state"] == how
    return state, card


@pytest.mark.parametrize("how", ["used", "declined", "replaced", "expired"])
@pytest.mark.parametrize("decision", ["confirm", "decline"])
def test_a_press_on_a_retired_card_answers_nothing_and_the_model_is_told_so(how: str, decision: str) -> None:
    state, card = retire(how)
    answers = {q.quote_id: q.consent.answer for _, q in open_quotes(state)}
    press = ConsentFrame(quote_id=card["quote_id"], decision=decision)  # type: ignore[arg-type]
    assert retired_as(state, card["quote_id"]) == how  # the workflow does not hear it (workflows/session_turns.py)
    if how in ("used", "replaced"):  # gone from the session: agent.consent itself hears nothing
        assert hear(state, "Yes, confirm", 99, "m-late", press) is None
    assert {q.quote_id: q.consent.answer for _, q in open_quotes(state)} == answers  # no yes moved anywhere
    if how != "expired":  # an expired quote: the backend refuses it (QUOTE_EXPIRED, sandbox/routes/change_common.py)
        refused, _ = guard_call("confirmReschedule", {"booking_id": "bk_1", "quote_id": card["quote_id"]}, state)
        assert refused is not None and not refused["success"]  # nothing charged or refunded twice
    state.late_press = late_press(state, [None, press])
    assert state.late_press == {"quote_id": card["quote_id"], "decision": decision, "state": how}
    line = next(x for x in render_context(state, NOW).splitlines() if x.startswith("- late_press:"))
    assert card["quote_id"] in line and "did nothing" in line


def test_a_press_on_the_live_card_is_no_late_press() -> None:
    state = paid_session()
    card = preview(state, "reschedule", NOW)
    with_quote_updates(state, [card], NOW)
    assert late_press(state, [ConsentFrame(quote_id=card["quote_id"], decision="confirm")]) is None
    assert late_press(state, [None]) is None
