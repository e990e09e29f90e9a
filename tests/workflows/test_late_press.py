"""A late Confirm press on a change quote already used (relay 24 req 38: the traveller feared a second
refund or charge): the workflow retires the card once (``quote_update`` "used"), a press on it after
that is no answer to any quote, the booking changes once, and the model is told the press did nothing
(``late_press``, agent/quote_use.py)."""

from __future__ import annotations

import uuid
from datetime import timedelta

import pytest

from agent.quote_consent import ConsentFrame
from agent.signals import UserMessage
from agent.state import AgentState
from api import session_client
from tests.support import say, wait_for
from tests.workflows.test_trip_timers import booked_trip

pytestmark = pytest.mark.timeskipping


async def test_a_press_on_a_used_change_quote_changes_nothing_and_the_model_is_told(time_env):
    async with booked_trip(time_env, days_ahead=30) as trip:
        await trip.pay()
        await trip.state_when(lambda s: s.state == AgentState.POST_BOOKING and s.last_seq >= 1)
        await trip.tick()
        asked = await say(trip.client, trip.sid, "Our flight moved, can you move my trip by a day?")
        [card] = [e for e in asked if e["type"] == "quote"]
        await say(trip.client, trip.sid, "Yes, please confirm")
        moved = (trip.travel + timedelta(days=1)).isoformat()
        await trip.state_when(lambda s: (s.travel_dates or {}).get("start") == moved)

        before = (await session_client.events_since(trip.client, trip.sid, 0)).last_seq
        press = UserMessage(
            message_id=str(uuid.uuid4()),
            text="Yes, confirm",
            user_id="user-1",
            consent=ConsentFrame(quote_id=card["quote_id"], decision="confirm"),
            last_seen_seq=before,
        )
        await session_client.send_user_message(trip.client, trip.sid, press)

        async def answered():
            page = await session_client.events_since(trip.client, trip.sid, before)
            return any(e.get("reply_to") == press.message_id and e.get("final") for e in page.events)

        await wait_for(answered, timeout=60)
        state = await session_client.session_state(trip.client, trip.sid)
        assert state.late_press == {"quote_id": card["quote_id"], "decision": "confirm", "state": "used"}
        assert state.after_payment is not None and state.after_payment.changes == 1  # moved once
        assert (await trip.record())["travel_date"] == moved  # not a second day later
        log = (await session_client.events_since(trip.client, trip.sid, 0)).events
        retired = [e for e in log if e["type"] == "quote_update" and e["quote_id"] == card["quote_id"]]
        assert [e["state"] for e in retired] == ["used"]  # once, and it says used
