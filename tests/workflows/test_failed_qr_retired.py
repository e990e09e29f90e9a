"""A failed booking payment end to end (time-skipping server, real worker, scripted model, the sandbox in
process): the traveller is told attempt 1 of 3 and offered a new code, and that is the truth: the failed code
can no longer be paid (the sandbox refuses it, nothing reaches the session), the new code pays the booking.
Relay 56 req 29-30: the failed code was paid and confirmed while the model still offered a new one."""

from __future__ import annotations

import pytest

from api import session_client
from tests.support import say
from tests.workflows.test_top_ups import _events
from tests.workflows.test_trip_timers import booked_trip

pytestmark = pytest.mark.timeskipping


async def test_a_failed_code_never_pays_and_the_new_one_confirms(time_env):
    async with booked_trip(time_env, days_ahead=30) as trip:
        resp = await trip.http.post(f"/sandbox/payments/{trip.intent}/fail", json={"signal": True})
        assert resp.status_code == 200, resp.text
        state = await trip.state_when(lambda s: s.payment_attempts == 1)
        told = [e for e in await _events(trip) if e.get("payment_failed")]
        assert len(told) == 1 and "1 of 3" in told[0]["text"]  # "shall I make a new QR?"

        seen = list(state.processed_payment_event_ids)
        paid_old = await trip.http.post(f"/sandbox/payments/{trip.intent}/succeed", json={"signal": True})
        assert paid_old.status_code == 409 and paid_old.json()["error"]["code"] == "PAYMENT_FAILED"
        state = await session_client.session_state(trip.client, trip.sid)
        assert state.payment_status != "CONFIRMED" and list(state.processed_payment_event_ids) == seen
        assert (await trip.record())["status"] == "RESERVED"

        await say(trip.client, trip.sid, "It failed. Please send a new QR code to pay.")
        state = await session_client.session_state(trip.client, trip.sid)
        new = state.payment_intent_id
        assert new and new != trip.intent and state.payment_attempts == 1
        resp = await trip.http.post(f"/sandbox/payments/{new}/succeed", json={"signal": True})
        assert resp.status_code == 200, resp.text
        state = await trip.state_when(lambda s: s.payment_status == "CONFIRMED")
        assert (await trip.record())["status"] == "CONFIRMED"
