"""A notice closes when what it asks for is done (relay 20 req 33: the payment_failed notice, "Would you
like a new QR code to try again?", stayed open in System notices after checkPaymentStatus and a new QR
within the same turn, so the model could answer it again): after a tool that does what an open notice
asks succeeds, the notice is no longer open and the context no longer shows it; every other notice
stays as it was."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from agent.notices import DONE_BY, add_notice, open_notices
from agent.prompts.context import render_context
from agent.side_effects import apply_side_effects
from agent.state import AgentState as A
from tests.agent.contract_support import NOW, at_stage

RESULTS: dict[str, dict[str, Any]] = {
    "generatePaymentQR": {"payment_intent_id": "pi_new", "booking_id": "bk", "amount": 200.0, "currency": "USD"},
    "checkPaymentStatus": {"payment_intent_id": "pi", "status": "FAILED", "failure_reason": "declined"},
    "createBooking": {"booking_id": "bk_2", "booking_ref": "DLG-4", "status": "RESERVED", "total_usd": 200.0},
    "withdrawTopUp": {"withdrawn": True, "charged_usd": 0.0},
    "getRefundStatus": {"refunds": []},
}
KINDS = ["payment_failed", "hold_expired", "top_up_expired", "reminder", "late_payment"]


@settings(max_examples=30, deadline=None)
@given(kind=st.sampled_from(KINDS), other=st.sampled_from(KINDS), tool=st.sampled_from(sorted(RESULTS)))
def test_a_notice_closes_once_what_it_asks_for_is_done(kind: str, other: str, tool: str) -> None:
    state = at_stage(A.PAYMENT)
    state.notices = add_notice([], kind, f"{kind}: please act.", NOW, state.turn)  # type: ignore[arg-type]
    if other != kind:
        state.notices = add_notice(state.notices, other, f"{other}: please act.", NOW, state.turn)  # type: ignore[arg-type]
    apply_side_effects(state, tool, {"booking_id": "bk"}, {"success": True, "data": RESULTS[tool]}, NOW)
    still = {n.kind for n in open_notices(state.notices)}
    for notice in {kind, other}:
        done = tool in DONE_BY.get(notice, ())
        assert (notice not in still) == done, (notice, tool, still)
        assert (f"open_notice: {notice}" in render_context(state, NOW)) == (not done)


def test_a_failed_payment_notice_closes_with_the_new_qr_not_before() -> None:
    state = at_stage(A.PAYMENT)
    state.notices = add_notice([], "payment_failed", "Payment attempt 1 of 3 failed.", NOW, state.turn)
    check = {"success": True, "data": RESULTS["checkPaymentStatus"]}
    apply_side_effects(state, "checkPaymentStatus", {"payment_intent_id": "pi"}, check, NOW)
    assert [n.kind for n in open_notices(state.notices)] == ["payment_failed"]  # the reason alone: not done
    qr = {"success": True, "data": RESULTS["generatePaymentQR"]}
    apply_side_effects(state, "generatePaymentQR", {"booking_id": "bk"}, qr, NOW)
    assert open_notices(state.notices) == []
    assert "open_notice: payment_failed" not in render_context(state, NOW)
