"""The booking card names the booking's top-up QRs by their own payment, so a page settles a top-up QR only by
it: a top-up whose change was withdrawn unpaid (withdrawTopUp, or past its pay_by) is named in
``withdrawn_top_up_intent_ids`` on the card redrawn after the withdrawal, never in ``paid_top_up_intent_ids``;
a paid one in ``paid_top_up_intent_ids``. (A traveller withdrew a nephew's joining before paying its $99
top-up; the paid card redrawn after it turned that top-up's QR to "paid".)"""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from agent.aftercare import top_up_paid
from agent.booking_card import with_card_update
from agent.side_effects import apply_side_effects
from agent.state import ConversationState
from agent.top_up_lapse import apply_lapse
from tests.agent.contract_support import NOW
from tests.agent.test_changed_booking import booking, ok, paid_session
from tests.agent.test_top_up_lapse import changed, restored

INTENTS = st.from_regex(r"pi_[a-z0-9]{4,12}", fullmatch=True)


def _card_after(state: ConversationState, frame: dict) -> dict:
    events = with_card_update(state, [frame])
    assert events[0]["type"] == "booking_update", events
    return events[0]


def _owe_a_top_up(state: ConversationState, intent: str) -> None:
    paid = float(state.current_ledger().amount_paid_usd or 0.0)
    joined = booking(people_count=4, total_usd=paid + 99, amount_paid_usd=paid, balance_due_usd=99.0)
    data = {"rescheduled": True, "changes": ["group"], "booking": joined, "payment": {"payment_intent_id": intent}}
    apply_side_effects(state, "confirmReschedule", {}, ok(data), NOW)
    owed = _card_after(state, {"type": "qr_payment", "purpose": "top_up", "payment_intent_id": intent})
    assert owed["payment"] == "balance_due" and intent not in (owed["withdrawn_top_up_intent_ids"] or [])


@settings(max_examples=10, deadline=None)
@given(intents=st.lists(INTENTS, min_size=2, max_size=2, unique=True), language=st.sampled_from(["EN", "KH", "ZH"]))
def test_the_card_after_withdraw_top_up_names_the_withdrawn_intent_and_not_as_paid(intents, language) -> None:
    first, second = intents
    _, state = paid_session()
    state.preferred_language = language
    paid = float(state.current_ledger().amount_paid_usd or 0.0)
    back = booking(people_count=3, total_usd=paid, amount_paid_usd=paid)
    _owe_a_top_up(state, first)
    apply_side_effects(state, "withdrawTopUp", {}, ok({"withdrawn": True, "booking": back, "charged_usd": 0}), NOW)
    card = _card_after(state, {"type": "text", "text": "Withdrawn: nothing was charged."})
    assert (card["state"], card["payment"]) == ("paid", "paid")
    assert card["withdrawn_top_up_intent_ids"] == [first]
    assert first not in (card["paid_top_up_intent_ids"] or [])

    # a later change's top-up, paid: named paid; the withdrawn one stays withdrawn
    _owe_a_top_up(state, second)
    top_up_paid(state, 99.0)
    card = _card_after(state, {"type": "text", "text": "Top-up paid."})
    assert second in card["paid_top_up_intent_ids"] and first not in card["paid_top_up_intent_ids"]
    assert card["withdrawn_top_up_intent_ids"] == [first]


def test_a_change_withdrawn_unpaid_at_its_deadline_names_its_top_up_as_withdrawn() -> None:
    state = changed("KH")
    with_card_update(state, [{"type": "text", "text": "owed"}])  # the card the page shows while it is owed
    frame, _ = apply_lapse(state, restored())
    card = _card_after(state, frame)
    assert card["withdrawn_top_up_intent_ids"] == ["pi_top"] and card["paid_top_up_intent_ids"] is None
    assert state.after_payment is not None and state.after_payment.top_up_intent_id is None


def test_a_card_kept_before_cards_named_top_ups_is_not_redrawn_for_them() -> None:
    """A session recorded before: its kept card has no such fields; with no top-up paid or withdrawn the
    card is the same and no update is sent for it."""
    _, state = paid_session()
    assert state.booking_card is not None
    state.booking_card = {
        k: v
        for k, v in state.booking_card.items()
        if k not in ("paid_top_up_intent_ids", "withdrawn_top_up_intent_ids")
    }
    events = with_card_update(state, [{"type": "text", "text": "Hello again."}])
    assert [e["type"] for e in events] == ["text"]


def test_a_saved_session_without_withdrawn_top_ups_still_loads() -> None:
    state = changed()
    saved = state.model_dump(mode="json")
    del saved["after_payment"]["withdrawn_top_ups"]
    assert ConversationState.model_validate(saved).current_ledger().withdrawn_top_ups == []
