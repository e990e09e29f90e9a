"""An unpaid top-up on the time-skipping server (issue 37): one deadline, its QR living until pay_by
(nothing told before it); a paid top-up is told once per payment, however many routes the payment takes.

Real worker (scripted model), the sandbox in process on the test server's clock (test_trip_timers).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest

from agent.aftercare import context_lines
from agent.signals import PaymentEvent
from agent.state import AgentState
from api import session_client
from tests.support import say
from tests.workflows.test_trip_timers import Trip, booked_trip

pytestmark = pytest.mark.timeskipping


async def _with_top_up(trip: Trip) -> Any:
    """The booking paid, then one more traveller confirmed: a top-up owed, its QR on screen."""
    await trip.pay()
    await trip.state_when(lambda s: s.state == AgentState.POST_BOOKING and s.last_seq >= 1)
    await trip.tick()
    await say(trip.client, trip.sid, "Can we add one more person to the trip?")
    await say(trip.client, trip.sid, "yes")
    return await trip.state_when(lambda s: s.after_payment is not None and bool(s.after_payment.top_up_intent_id))


async def _events(trip: Trip) -> list[dict[str, Any]]:
    return (await session_client.events_since(trip.client, trip.sid, 0)).events


def _expiries(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e for e in events if e.get("top_up_expired")]


async def test_a_top_up_has_one_deadline_its_qr_lives_until_pay_by(time_env):
    """The traveller is told one pay-by moment (docs/decisions.md): no QR expiry before it, on screen or
    in words; the change's lapse at pay_by is told by agent.top_up_lapse (test_unpaid_change_lapse)."""
    async with booked_trip(time_env, days_ahead=30) as trip:
        state = await _with_top_up(trip)
        book = state.after_payment
        assert book.balance_due_usd > 0 and book.top_up_pay_by
        assert datetime.fromisoformat(book.top_up_expires_at) == datetime.fromisoformat(book.top_up_pay_by)
        qr = [e for e in await _events(trip) if e.get("purpose") == "top_up"]
        assert qr and all(e["expires_at"] == book.top_up_expires_at for e in qr)  # the card counts to pay_by
        await trip.sleep_until(datetime.fromisoformat(book.top_up_pay_by) - timedelta(minutes=5))
        state = await session_client.session_state(trip.client, trip.sid)
        assert _expiries(await _events(trip)) == [] and not state.after_payment.top_up_expiry_told
        context = "\n".join(context_lines(state, await trip.env.get_current_time(), None))
        assert "top_up_deadline" in context and "QR code (not a deadline)" not in context


async def test_a_paid_top_up_is_told_once_per_payment_whatever_the_routes(time_env):
    async with booked_trip(time_env, days_ahead=30) as trip:
        state = await _with_top_up(trip)
        top_up, owed, before = state.after_payment.top_up_intent_id, state.after_payment.balance_due_usd, state.last_seq

        resp = await trip.http.post(f"/sandbox/payments/{top_up}/succeed", json={"signal": True})
        assert resp.status_code == 200, resp.text
        repeat = PaymentEvent(event_id="relay-copy", payment_intent_id=top_up, status="SUCCEEDED", amount_usd=owed)
        await session_client.send_payment_event(trip.client, trip.sid, repeat)  # the same money by the relay
        state = await trip.state_when(lambda s: len(s.processed_payment_event_ids) >= 3)
        after = [e for e in await _events(trip) if e["seq"] > before]
        unprompted = [e for e in after if not e.get("reply_to") and e.get("text")]  # words nobody asked for
        told = [e for e in after if e.get("top_up_paid")]
        assert len(told) == 1 and unprompted == told  # one confirmation, no second one in the model's words
        assert [e["state"] for e in after if e["type"] == "booking_update"] == ["paid"]  # the card flips once
        assert state.after_payment.balance_due_usd == 0 and state.unmatched_payments == []
        assert any(n.kind == "top_up_paid" and not n.answered for n in state.notices)  # the model reads it next turn

        # the model's next answer is to the traveller's message, with the notice read
        reply = await say(trip.client, trip.sid, "thanks!")
        assert reply and all(e.get("reply_to") for e in reply)
        state = await session_client.session_state(trip.client, trip.sid)
        assert all(n.answered for n in state.notices if n.kind == "top_up_paid")
        assert [e for e in await _events(trip) if e.get("top_up_paid")] == told
