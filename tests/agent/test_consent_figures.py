"""A yes to figures shown for information confirms exactly those figures, never different ones, and never a
quote not shown (issue 37; relays 19, 20, 21: "yes, do it" after an information quote needed a second yes
for the same amounts). agent.consent_figures, agent.consent, agent.aftercare, agent.tools.guards.

Invariant, over random amounts, refunds and changes: a 'change' quote re-issued after the traveller said yes
to a shown information quote can be confirmed in the same turn exactly when its figures are identical to
those shown; any difference, an information quote never shown, or one answered with anything but a yes
leaves it waiting for the traveller's own yes. Sessions recorded before the rule are unchanged."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Optional

from hypothesis import given, settings, strategies as st

from agent.aftercare import HANDLERS
from agent.booking_records import AfterPayment
from agent.consent import hear, mark_shown
from agent.state import AgentState, ConversationState
from agent.tools.guards import guard_call

NOW = datetime(2026, 11, 29, 5, 0, tzinfo=UTC)
PREVIEW = {"reschedule": "previewReschedule", "cancellation": "previewCancellation"}
CONFIRM = {"reschedule": "confirmReschedule", "cancellation": "confirmCancellation"}
YES = ["yes, do it", "ok go ahead", "好 办吧", "好的，确认", "បាទ យល់ព្រម"]
NOT_YES = ["no", "how long does the refund take?", "不要了", "let me think", "ចាំសិន"]

figures = st.fixed_dictionaries(
    {
        "amount_due_usd": st.sampled_from([0.0, 30.0, 161.0]),
        "refund_usd": st.sampled_from([0.0, 109.2, 468.0]),
        "new_total_usd": st.sampled_from([731.4, 853.3]),
        "changes": st.sampled_from([["dates"], ["travellers"], ["activity"]]),
        "proposed": st.sampled_from([{"travel_date": "2027-01-09"}, {"travel_date": "2027-01-10"}]),
    }
)


def paid_state(rule: bool = True) -> ConversationState:
    state = ConversationState.new("s-f", NOW, user_id="u-1")
    state.state = AgentState.POST_BOOKING
    state.consent_rule, state.figures_consent = True, rule
    state.booking_id, state.payment_status, state.turn = "bk_1", "CONFIRMED", 5
    state.after_payment = AfterPayment(amount_paid_usd=900.0)
    return state


def preview(state: ConversationState, kind: str, quote_id: str, figs: dict[str, Any], purpose: str) -> None:
    HANDLERS[PREVIEW[kind]](state, {"purpose": purpose}, {"quote_id": quote_id, "purpose": purpose, **figs}, NOW)


def confirm(state: ConversationState, kind: str, quote_id: str) -> Optional[str]:
    refused, _ = guard_call(CONFIRM[kind], {"quote_id": quote_id, "booking_id": "bk_1"}, state)
    return None if refused is None else str(refused["error"]["code"])


def journey(kind: str, shown: dict[str, Any], reissued: dict[str, Any], answer: str, on_screen: bool, rule: bool):
    """An information quote (shown or not), the traveller's answer, then the 'change' quote re-issued and
    confirmed in the turn of that answer."""
    state = paid_state(rule)
    preview(state, kind, "qt_info", shown, "information")
    if on_screen:
        mark_shown(state, seq=10)
    state.turn += 1
    hear(state, answer, 10 if on_screen else 9, f"m-{state.turn}")
    assert confirm(state, kind, "qt_info") == "QUOTE_FOR_INFORMATION"  # never confirmable itself
    preview(state, kind, "qt_change", reissued, "cancel" if kind == "cancellation" else "change")
    return confirm(state, kind, "qt_change")


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(PREVIEW)), figures, figures, st.sampled_from(YES + NOT_YES), st.booleans())
def test_a_yes_to_shown_figures_confirms_exactly_those_figures(kind: str, shown, reissued, answer, on_screen) -> None:
    verdict = journey(kind, shown, reissued, answer, on_screen, rule=True)
    carried = on_screen and answer in YES and shown == reissued
    assert (verdict is None) == carried, (kind, shown, reissued, answer, on_screen, verdict)
    if not carried:
        assert verdict in ("NEEDS_CONFIRMATION", "QUOTE_DECLINED")  # its own yes, in a later message


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(PREVIEW)), figures, st.sampled_from(YES))
def test_sessions_recorded_before_the_rule_still_ask_again(kind: str, figs, answer: str) -> None:
    assert journey(kind, figs, figs, answer, on_screen=True, rule=False) == "NEEDS_CONFIRMATION"


def test_the_carried_yes_answers_nothing_but_that_quote() -> None:
    """The information quote's yes does not open a different kind's quote."""
    state = paid_state()
    figs = {"refund_usd": 468.0, "changes": ["travellers"]}
    preview(state, "reschedule", "qt_info", figs, "information")
    mark_shown(state, seq=10)
    state.turn += 1
    hear(state, "yes, do it", 10, "m-6")
    preview(state, "cancellation", "qt_c", figs, "cancel")
    assert confirm(state, "cancellation", "qt_c") == "NEEDS_CONFIRMATION"
