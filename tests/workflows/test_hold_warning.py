"""The warning before the payment hold ends (issue 22), on the time-skipping server: a frame and a
system notice 3 minutes before the hold ends (not before), then the card turns expired."""

from __future__ import annotations

from datetime import timedelta

import pytest

from agent.state import AgentState
from api import session_client
from tests.workflows.test_timers import _state_when, paying_session

pytestmark = pytest.mark.timeskipping


async def test_a_warning_three_minutes_before_the_hold_ends_then_the_card_expires(time_env, sandbox_url):
    async with paying_session(time_env, sandbox_url) as (client, sid, handle):
        await time_env.sleep(timedelta(minutes=11, seconds=58))
        page = await session_client.events_since(client, sid, 0)
        assert not [e for e in page.events if e["type"] == "booking_update"]  # not yet

        await time_env.sleep(timedelta(seconds=4))
        state = await _state_when(client, sid, lambda s: s.hold_warning_sent and s.last_seq >= 1)
        assert state.state == AgentState.PAYMENT and state.notices[-1].kind == "hold_expiring"
        assert "3 minutes" in state.notices[-1].text
        warning = (await session_client.events_since(client, sid, 0)).events[-1]
        assert warning["type"] == "booking_update" and warning["state"] == "expiring"
        assert warning["status"] == "RESERVED" and warning["minutes_left"] == 3 and warning["final"]
        assert state.booking_ref in warning["text"] and "3 more minutes" in warning["text"]

        await time_env.sleep(timedelta(minutes=3, seconds=2))
        state = await _state_when(client, sid, lambda s: s.state == AgentState.BOOKING)
        events = (await session_client.events_since(client, sid, 0)).events
        cards = [e for e in events if e["type"] == "booking_update"]
        assert [c["state"] for c in cards] == ["expiring", "expired"]
        assert cards[-1]["status"] == "EXPIRED" and cards[-1]["booking_ref"] == warning["booking_ref"]
        assert events[-1]["type"] == "hold_expired"  # the traveller's words come last, after the card
        assert not any(e["type"] == "booking_confirmed" for e in events)
        assert state.expired_booking_ref == warning["booking_ref"]
