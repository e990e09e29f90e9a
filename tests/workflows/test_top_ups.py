"""An unpaid top-up on the time-skipping server (issue 37): its QR's expiry is told when it comes
(not before), in words and to the model, and a new QR is watched the same way; a paid top-up is
told once per payment, however many routes the payment takes.

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


async def test_an_expiring_top_up_qr_is_told_when_it_expires_with_the_ways_on(time_env):
    async with booked_trip(time_env, days_ahead=30) as trip:
        state = await _with_top_up(trip)
        book = state.after_payment
        expires = datetime.fromisoformat(book.top_up_expires_at)
        owed = book.balance_due_usd
        assert owed > 0

        await trip.sleep_until(expires - timedelta(seconds=30))
        assert _expiries(await _events(trip)) == []  # not before

        await trip.env.sleep(timedelta(seconds=45))
        state = await trip.state_when(lambda s: s.after_payment.top_up_expiry_told == book.top_up_intent_id)
        [told] = _expiries(await _events(trip))
        assert "reply_to" not in told  # a background frame: no message answered
        assert told["top_up_expired"]["balance_due_usd"] == pytest.approx(owed)
        assert state.booking_ref in told["text"] and f"${owed:g}" in told["text"]
        assert "new QR" in told["text"] and "withdraw" in told["text"]  # both ways on
        notice = state.notices[-1]
        assert (notice.kind, notice.answered) == ("top_up_expired", False)
        assert "generatePaymentQR" in notice.text and "withdrawTopUp" in notice.text and str(owed) in notice.text
        context = "\n".join(context_lines(state, await trip.env.get_current_time(), None))
        assert "EXPIRED" in context and f"balance_due_usd: {owed}" in context
        assert f"change awaiting payment of ${owed:g}" in context  # the booking is not "paid" while money is owed

        # a new QR on request: a new intent, watched and told in its turn too
        await trip.tick()
        await say(trip.client, trip.sid, "Please send me a new QR code to pay the difference")
        state = await trip.state_when(lambda s: s.after_payment.top_up_intent_id != book.top_up_intent_id)
        renewed = state.after_payment
        assert renewed.top_up_intent_id and renewed.top_up_expiry_told == book.top_up_intent_id
        await trip.sleep_until(datetime.fromisoformat(renewed.top_up_expires_at) + timedelta(seconds=15))
        await trip.state_when(lambda s: s.after_payment.top_up_expiry_told == renewed.top_up_intent_id)
        assert len(_expiries(await _events(trip))) == 2


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
