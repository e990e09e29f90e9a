"""A paid booking that changed (issue 37), as the session sees it: the card shows the booking and
never preferences recorded before a confirmed change, its status words say what changed, an unpaid
top-up is stated as owed (and can be withdrawn), a new pickup reaches the card."""

from __future__ import annotations

from typing import Any

from agent.booking_card import with_card_update
from agent.prompts.context import render_context
from agent.side_effects import apply_side_effects
from agent.tools.dispatch import run_local
from tests.agent.contract_support import NOW
from tests.agent.test_booking_card import run


def ok(data: dict[str, Any]) -> dict[str, Any]:
    return {"success": True, "data": data}


def booking(**fields: Any) -> dict[str, Any]:
    """A confirmReschedule / withdrawTopUp ``booking``: trip_1 for 2 adults and a child of 8, $320, paid."""
    base = {
        "booking_id": "bk_0",
        "booking_ref": "DLG-000000",
        "status": "CONFIRMED",
        "travel_date": "2027-01-10",
        "end_date": "2027-01-12",
        "people_count": 3,
        "group": {"adults": 2, "children_ages": [8]},
        "total_usd": 320.0,
        "amount_paid_usd": 320.0,
        "balance_due_usd": 0.0,
        "charges_usd": 0.0,
        "last_change": [],
    }
    return {**base, **fields}


def paid_session():
    page, truth, state = run(["book", "qr", "pay"])
    assert truth == {"DLG-000000": "paid"}
    page.emit(state, [{"type": "text", "text": "Paid."}])
    return page, state


def test_preferences_recorded_after_payment_do_not_redraw_the_paid_card() -> None:
    """Relay: the sister's details recorded with updateTravellerPreferences redrew the paid card with
    7 people at the old price before anyone agreed to add her."""
    page, state = paid_session()
    shown = dict(state.booking_card or {})
    run_local(state, "u1", "updateTravellerPreferences", {"people_count": 7, "adults": 7}, [], NOW)
    assert state.people_count == 7  # the session records the wish...
    events = page.emit(state, [{"type": "text", "text": "Shall I price adding her?"}])
    assert [e["type"] for e in events] == ["text"]  # ...the booking card does not change
    assert state.booking_card == shown and shown["people_count"] == 2


def test_a_confirmed_group_change_redraws_the_card_and_is_not_called_moved() -> None:
    page, state = paid_session()
    changed = booking(people_count=4, group={"adults": 3, "children_ages": [8]}, total_usd=520.0, last_change=["group"])
    changed.update(balance_due_usd=200.0)
    payment = {"payment_intent_id": "pi_top", "amount": 200.0, "expires_at": "2026-12-01T10:15:00+00:00"}
    data = {"rescheduled": True, "changes": ["group"], "booking": changed, "payment": payment}
    apply_side_effects(state, "confirmReschedule", {}, ok(data), NOW)
    update = page.emit(state, [{"type": "text", "text": "Added."}])[0]
    assert update["type"] == "booking_update" and update["state"] == "paid"  # no date moved
    assert (update["people_count"], update["total_usd"], update["payment"]) == (4, 520.0, "balance_due")
    assert (state.adults, state.children_ages) == (3, [8])  # the group travelling is the booking's
    text = render_context(state, NOW)
    assert "(group changed)" in text and "(moved)" not in text
    assert "payment: balance due: change awaiting payment of $200" in text
    assert "balance_due_usd: 200.0" in text and "withdrawTopUp" in text and "2026-12-01 17:15 ICT" in text


def test_a_withdrawn_top_up_puts_the_card_back_and_owes_nothing() -> None:
    page, state = paid_session()
    changed = booking(people_count=4, group={"adults": 3, "children_ages": [8]}, total_usd=520.0)
    changed.update(balance_due_usd=200.0, last_change=["group"])
    apply_side_effects(
        state,
        "confirmReschedule",
        {},
        ok({"rescheduled": True, "changes": ["group"], "booking": changed, "payment": {"payment_intent_id": "pi"}}),
        NOW,
    )
    page.emit(state, [{"type": "text", "text": "Added."}])
    back = booking(people_count=2, group={"adults": 2, "children_ages": []}, total_usd=200.0, amount_paid_usd=200.0)
    apply_side_effects(state, "withdrawTopUp", {}, ok({"withdrawn": True, "booking": back, "charged_usd": 0}), NOW)
    update = page.emit(state, [{"type": "text", "text": "Withdrawn."}])[0]
    assert (update["people_count"], update["total_usd"], update["payment"]) == (2, 200.0, "paid")
    assert state.after_payment.balance_due_usd == 0 and state.after_payment.top_up_intent_id is None
    assert "balance_due_usd" not in render_context(state, NOW)


def test_a_date_move_is_still_called_moved() -> None:
    page, state = paid_session()
    moved = booking(travel_date="2027-01-17", end_date="2027-01-19", people_count=2, total_usd=200.0)
    moved.update(group={"adults": 2, "children_ages": []}, last_change=["dates"])
    apply_side_effects(state, "confirmReschedule", {}, ok({"rescheduled": True, "booking": moved}), NOW)
    update = page.emit(state, [{"type": "text", "text": "Moved."}])[0]
    assert update["state"] == "moved" and update["travel_date"] == "2027-01-17"
    assert "(moved)" in render_context(state, NOW)


def test_a_new_pickup_reaches_the_booking_card() -> None:
    page, state = paid_session()
    data = {
        "pickup_changed": True,
        "pickup_location": "Raffles Hotel Le Royal",
        "pickup": {"location": "Raffles Hotel Le Royal", "time": "07:30", "meeting_point": "Raffles lobby"},
        "booking": {"pickup_location": "Raffles Hotel Le Royal"},
    }
    apply_side_effects(state, "changePickup", {}, ok(data), NOW)
    update = with_card_update(state, [{"type": "text", "text": "Changed."}])[0]
    assert update["pickup_location"] == "Raffles Hotel Le Royal" and update["pickup_time"] == "07:30"
    assert state.pickup_location == "Raffles Hotel Le Royal" and "Raffles lobby" in render_context(state, NOW)
