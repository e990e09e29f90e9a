"""A leaver's special requests go with the removal itself (agent.leaver_withdrawals).

A model-in-the-loop run: the quote to remove the traveller's mother was put, and in the same turn the model
withdrew her 3 special requests while she was still on the booking; had the traveller said no to the
removal, her needs would have been gone.

Invariant (the workflow's guard on withdrawSpecialRequest): while a removal is only quoted (not confirmed),
a request the quote lists as about who leaves is never withdrawn, by number or by its words, whatever the
traveller's answer so far; a no to the removal keeps it on the booking; once confirmReschedule has made the
removal it can be withdrawn. Requests about those who stay are withdrawn as before, and sessions recorded
before the rule withdraw as before.
"""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from agent.booking_records import AfterPayment
from agent.consent import hear, mark_shown
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from agent.tools.guards import guard_call
from tests.agent.test_consent import NOW

LEAVER = {1: "mother uses a wheelchair", 2: "mother: low-salt meals", 4: "mother needs a ground-floor room"}
STAYING = 3  # "a birthday cake for Dara": about someone who stays


def _removal_quoted(rule: bool = True) -> ConversationState:
    state = ConversationState.new("s-leaver", NOW, user_id="u-1")
    state.state, state.consent_rule, state.leaver_requests_kept = AgentState.POST_BOOKING, True, rule
    state.booking_id, state.payment_status, state.turn = "bk_1", "CONFIRMED", 5
    state.after_payment = AfterPayment(amount_paid_usd=300.0)
    data = {
        "quote_id": "qt_r",
        "refund_usd": 60.44,
        "current": {"people_count": 4},
        "proposed": {"people_count": 3},
        "requests_about_leavers": [
            {"number": n, "request": words, "about": "mother", "says": "..."} for n, words in LEAVER.items()
        ],
    }
    inp = {"booking_id": "bk_1", "remove_adults": 1, "remove_who": ["mother"]}
    apply_side_effects(state, "previewReschedule", inp, {"success": True, "data": data}, NOW)
    mark_shown(state, seq=10)
    return state


def _withdraw(state: ConversationState, **which: object) -> dict | None:
    return guard_call("withdrawSpecialRequest", {"booking_id": "bk_1", **which}, state)[0]


def _say(state: ConversationState, text: str) -> None:
    state.turn += 1
    hear(state, text, 10, f"m-{state.turn}")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(LEAVER)), st.sampled_from([None, "yes, remove her", "no"]), st.booleans())
def test_a_leavers_request_is_never_withdrawn_while_the_removal_is_only_quoted(
    number: int, said, by_words: bool
) -> None:
    state = _removal_quoted()
    if said == "yes, remove her":
        _say(state, said)  # a yes is not the removal: confirmReschedule makes it
    which = {"request": LEAVER[number]} if by_words else {"request_number": number}
    refused = _withdraw(state, **which)
    assert refused is not None and refused["error"]["code"] == "LEAVER_STILL_BOOKED", (number, said)
    if said == "no":  # a no to the removal: the mother stays, and her request was never withdrawn
        _say(state, said)
        assert state.after_payment is not None and state.after_payment.quotes["reschedule"].consent.answer == "no"
    assert _withdraw(state, request_number=STAYING) is None  # a request about who stays: as before


def test_the_request_can_be_withdrawn_once_the_removal_is_made() -> None:
    state = _removal_quoted()
    _say(state, "yes, remove her")
    booking = {"booking_id": "bk_1", "people_count": 3, "group": {"adults": 3, "children_ages": []}}
    apply_side_effects(state, "confirmReschedule", {"quote_id": "qt_r"}, {"success": True, "data": {"rescheduled": True, "booking": booking}}, NOW)  # fmt: skip
    assert "reschedule" not in state.after_payment.quotes
    assert _withdraw(state, request_number=1) is None


def test_sessions_recorded_before_the_rule_withdraw_as_before() -> None:
    assert _withdraw(_removal_quoted(rule=False), request_number=1) is None
