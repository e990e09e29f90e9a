"""A quote is on the traveller's screen once the words of its turn are, whichever path emits them.

The payment's notice turn takes a message that was waiting (or one sent while the confirmation is
written) and emits the answer itself; a quote previewed in that answer was never marked shown, so
every later "yes" was refused as "not seen" and the change could never be confirmed. Invariant:
after every settled turn, no open quote is left unshown; a yes sent after it is heard.
"""

from __future__ import annotations

import uuid
from datetime import timedelta

import pytest

from agent.consent import has_unshown_quote
from agent.signals import UserMessage
from api import session_client
from tests.support import say, wait_for
from tests.workflows.test_trip_timers import booked_trip

pytestmark = pytest.mark.timeskipping


async def test_a_quote_given_in_the_answer_to_a_message_sent_while_the_payment_is_confirmed_can_be_said_yes_to(
    time_env,
):
    async with booked_trip(time_env, days_ahead=30, SCRIPTED_MODEL_LATENCY_MS="1500") as trip:
        await trip.pay()
        await trip.while_confirming()
        await trip.tick()
        asked = str(uuid.uuid4())
        text = "Our flight moved, can you move my trip by a day?"
        await session_client.send_user_message(trip.client, trip.sid, UserMessage(message_id=asked, text=text))

        async def settled():
            status = await session_client.session_status(trip.client, trip.sid)
            return status if asked in status.completed_message_ids and status.processing_message_id is None else None

        await wait_for(settled, timeout=40)
        state = await session_client.session_state(trip.client, trip.sid)
        assert state.after_payment is not None and "reschedule" in state.after_payment.quotes  # a quote was given
        assert not has_unshown_quote(state)  # and it is on the screen with its turn's words

        await say(trip.client, trip.sid, "Yes, please confirm")
        moved = (trip.travel + timedelta(days=1)).isoformat()
        await trip.state_when(lambda s: (s.travel_dates or {}).get("start") == moved)
        assert (await trip.record())["travel_date"] == moved
