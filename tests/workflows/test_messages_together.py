"""Messages that arrive while a turn runs are answered together in the next turn (time-skipping
server, real activities): the model sees all of them at once, and its answer names each one."""

from __future__ import annotations

import uuid

import pytest

from agent.signals import UserMessage
from api import session_client
from tests.support import make_settings, new_session_id, running_worker, wait_for

pytestmark = pytest.mark.timeskipping


async def test_messages_sent_during_a_turn_get_one_answer_that_saw_them_all(time_env, sandbox_url):
    client = time_env.client
    settings = make_settings(sandbox_url, SCRIPTED_MODEL_LATENCY_MS="1500")
    async with running_worker(client, settings):
        sid = new_session_id()
        first, coming, not_coming = (str(uuid.uuid4()) for _ in range(3))
        await session_client.send_user_message(client, sid, UserMessage(message_id=first, text="Hello"))

        async def first_running():
            return (await session_client.session_status(client, sid)).processing_message_id == first

        await wait_for(first_running, timeout=20, interval=0.02)
        for mid, text in ((coming, "Pete is coming too, so 3 of us"), (not_coming, "sorry, Pete can't come: 2 of us")):
            await session_client.send_user_message(client, sid, UserMessage(message_id=mid, text=text))

        async def settled():
            status = await session_client.session_status(client, sid)
            done = {coming, not_coming} <= set(status.completed_message_ids)
            return status if done and status.processing_message_id is None else None

        await wait_for(settled, timeout=40)
        state = await session_client.session_state(client, sid)
        said = [m["content"] for m in state.messages if m["role"] == "user" and isinstance(m["content"], str)]
        assert said[-1].index("Pete is coming") < said[-1].index("Pete can't come")  # one turn, in order
        assert not any("Pete is coming" in s for s in said[:-1])
        events = (await session_client.events_since(client, sid, 0)).events
        answer = [e for e in events if e.get("reply_to") == not_coming]
        assert answer and answer[-1]["final"] and answer[-1]["answers"] == [coming, not_coming]
        assert not [e for e in events if e.get("reply_to") == coming]  # no separate, stale answer
        assert state.turn == 2


async def test_a_message_typed_twice_is_answered_once(time_env, sandbox_url):
    """The same words sent again before the first copy's answer reached the sender: one model turn,
    the copy's final frame names the message it repeats."""
    client = time_env.client
    settings = make_settings(sandbox_url, SCRIPTED_MODEL_LATENCY_MS="1500")
    async with running_worker(client, settings):
        sid = new_session_id()
        first, copy = str(uuid.uuid4()), str(uuid.uuid4())
        text = "Hi, we want a beach trip for 2 from Phnom Penh"
        await session_client.send_user_message(client, sid, UserMessage(message_id=first, text=text))

        async def first_running():
            return (await session_client.session_status(client, sid)).processing_message_id == first

        await wait_for(first_running, timeout=20, interval=0.02)
        await session_client.send_user_message(client, sid, UserMessage(message_id=copy, text=text + " "))

        async def settled():
            status = await session_client.session_status(client, sid)
            return status if copy in status.completed_message_ids and status.processing_message_id is None else None

        await wait_for(settled, timeout=40)
        state = await session_client.session_state(client, sid)
        said = [m["content"] for m in state.messages if m["role"] == "user" and isinstance(m["content"], str)]
        assert said.count(text) == 1 and state.turn == 1
        events = (await session_client.events_since(client, sid, 0)).events
        (answer,) = [e for e in events if e.get("reply_to") == copy]
        assert answer["final"] and answer["repeat_of"] == first and answer["text"] == ""
        # typed again after its answer was seen: a message of its own
        seen = (await session_client.events_since(client, sid, 0)).last_seq
        again = str(uuid.uuid4())
        await session_client.send_user_message(
            client, sid, UserMessage(message_id=again, text=text, last_seen_seq=seen)
        )

        async def answered_again():
            status = await session_client.session_status(client, sid)
            return status if again in status.completed_message_ids else None

        await wait_for(answered_again, timeout=40)
        assert (await session_client.session_state(client, sid)).turn == 2
