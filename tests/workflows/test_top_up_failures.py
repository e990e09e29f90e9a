"""A failed top-up on the time-skipping server (agent.top_up_failures): told at once in the session's
language, counted as one of the session's payment attempts, and its third failure hands the traveller to
support (the operator flag, no new top-up QR, the change withdrawable).

Real worker (scripted model), the sandbox in process on the test server's clock (test_trip_timers).
"""

from __future__ import annotations

from typing import Any

import pytest

from api import session_client
from tests.support import say
from tests.workflows.test_top_ups import _events, _with_top_up
from tests.workflows.test_trip_timers import booked_trip

pytestmark = pytest.mark.timeskipping


async def _fail(trip: Any, intent: str, told: int) -> Any:
    resp = await trip.http.post(f"/sandbox/payments/{intent}/fail", json={"signal": True})
    assert resp.status_code == 200, resp.text
    return await trip.state_when(lambda s: len([e for e in s.processed_payment_event_ids]) >= told)


async def test_a_failed_top_up_is_told_at_once_counted_and_the_third_hands_off(time_env):
    async with booked_trip(time_env, days_ahead=30) as trip:
        state = await _with_top_up(trip)
        seen = len(state.processed_payment_event_ids)
        assert state.payment_attempts == 0
        for n in (1, 2, 3):
            intent, before = state.after_payment.top_up_intent_id, state.last_seq
            state = await _fail(trip, intent, seen + n)
            after = [e for e in await _events(trip) if e["seq"] > before]
            unprompted = [e for e in after if not e.get("reply_to") and e.get("text")]
            told = [e for e in after if e.get("top_up_failed")]
            # told at once, in the session's words, and only that: no model turn of its own
            assert unprompted == told and len(told) == 1 and state.booking_ref in told[0]["text"]
            assert f"attempt {n} of 3" in told[0]["text"]  # which attempt, in the session's language
            assert ("support" in told[0]["text"]) == (n == 3)  # the third: the support contact, no new QR
            assert told[0]["payment_failed"] is True
            assert state.payment_attempts == n and state.after_payment.top_up_failures == n
            assert any(k.kind == "top_up_failed" and not k.answered for k in state.notices)
            assert ("payment_failures" in state.attention_flags) == (n == 3)
            reply = await say(trip.client, trip.sid, "It failed. Please send a new QR code to pay.")
            state = await session_client.session_state(trip.client, trip.sid)
            if n < 3:  # a new QR for the same top-up: a new intent, nothing counted twice
                assert state.after_payment.top_up_intent_id != intent and state.payment_attempts == n
        # the third failure: no new top-up QR, the change still owed and withdrawable, nothing counted again
        assert state.after_payment.top_up_intent_id == intent and state.payment_attempts == 3
        assert state.after_payment.balance_due_usd > 0 and reply
        assert not [e for e in reply if e.get("purpose") == "top_up"]
