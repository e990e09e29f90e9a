"""After a confirmed change whose top-up is unpaid, the session says what is owed and by when (issue 37,
relay 14 req 26: "CONFIRMED" for the new group, the top-up unpaid, no deadline): the context, the status line
and every booking in a result the model reads (its status words, in EN, KH and ZH) carry the amount owed and
its deadline, until it is paid or withdrawn."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from hypothesis import given, settings, strategies as st

from agent.aftercare import context_lines, status_lines
from agent.display import DisplayTerms, in_travellers_terms
from agent.moment_words import said_moment
from agent.side_effects import apply_side_effects
from agent.status_words import with_labels
from agent.timefmt import format_local
from agent.top_up_expiry import expired_note, expired_text
from tests.agent.contract_support import NOW
from tests.agent.test_changed_booking import booking, ok, paid_session


def _unpaid_change(due: float, pay_by: datetime) -> dict[str, Any]:
    after = booking(people_count=4, group={"adults": 3, "children_ages": [8]}, total_usd=320.0 + due)
    after.update(
        balance_due_usd=due,
        payment_state="BALANCE_DUE",
        pending_top_up={
            "amount_usd": due,
            "changed": ["group"],
            "payment_intent_id": "pi_t",
            "pay_by": pay_by.isoformat(),
        },
    )
    payment = {
        "payment_intent_id": "pi_t",
        "amount": due,
        "currency": "USD",
        "qr_code_url": "data:,",
        "purpose": "top_up",
    }
    waiting = {"amount_usd": due, "pay_by": pay_by.isoformat(), "if_unpaid_by_then": "withdrawn"}
    return {"rescheduled": True, "changes": ["group"], "booking": after, "amount_due_usd": due, "payment": payment,
            "change_awaiting_payment": waiting}  # fmt: skip


def _status_labels(value: Any) -> list[str]:
    if isinstance(value, list):
        return [s for v in value for s in _status_labels(v)]
    if not isinstance(value, dict):
        return []
    own = [value["status_label"]] if value.get("status") == "CONFIRMED" and "status_label" in value else []
    return own + [s for v in value.values() for s in _status_labels(v)]


@settings(max_examples=15, deadline=None)
@given(
    due=st.sampled_from([59.0, 121.9, 390.0]), hours=st.integers(1, 48), language=st.sampled_from(["EN", "KH", "ZH"])
)
def test_every_result_and_the_context_state_the_amount_owed_and_its_deadline(due, hours, language) -> None:
    _, state = paid_session()
    state.preferred_language = language
    pay_by = NOW.astimezone(UTC) + timedelta(hours=hours)
    data = _unpaid_change(due, pay_by)
    apply_side_effects(state, "confirmReschedule", {}, ok(data), NOW)
    by = format_local(pay_by, state.time_zone)
    amount = f"{due:g}"

    context = "\n".join(context_lines(state, NOW, None))
    assert f"change awaiting payment of ${amount} by {by}" in context
    assert f"change awaiting payment of ${amount} by {by}" in "\n".join(status_lines(state))

    # the QR's expiry notice, to the traveller and to the model, says the deadline too
    assert by in expired_text(state) and by in expired_note(state, "told")

    shown = in_travellers_terms(ok(data), DisplayTerms(time_zone=state.time_zone), None)["data"]
    labels = _status_labels(with_labels(shown, language))
    assert labels, shown
    assert all(amount in said and said_moment(by, language) in said for said in labels), labels  # in words

    apply_side_effects(state, "withdrawTopUp", {}, ok({"withdrawn": True, "booking": booking()}), NOW)
    assert "change awaiting payment" not in "\n".join(context_lines(state, NOW, None) + status_lines(state))
