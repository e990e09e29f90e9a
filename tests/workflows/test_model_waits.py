"""A turn the model could not answer leaves no trace and keeps the traveller's message: it waits in
the inbox (time-skipping server, the fake Anthropic server answering 500 until it has a reply) and
is answered once the model is back, with no "send it again" and no error stored as an answer."""

from __future__ import annotations

import uuid
from datetime import timedelta

import pytest

from agent.signals import UserMessage
from api import session_client
from tests.fakes import Reply, run_fake
from tests.fakes.anthropic_server import FakeAnthropicServer, anthropic_text
from tests.support import make_settings, new_session_id, running_worker, wait_for

pytestmark = pytest.mark.timeskipping


async def test_a_message_the_model_could_not_answer_waits_and_is_answered_later(time_env, sandbox_url):
    client = time_env.client
    fake = FakeAnthropicServer()  # no reply queued: every call fails with a 500
    with run_fake(fake.app) as model_url:
        settings = make_settings(
            sandbox_url, MODEL_BACKEND="anthropic", ANTHROPIC_API_KEY="sk-ant-test-key", ANTHROPIC_BASE_URL=model_url
        )
        async with running_worker(client, settings):
            sid, mid = new_session_id(), str(uuid.uuid4())
            await session_client.send_user_message(
                client, sid, UserMessage(message_id=mid, text="Hello, a beach trip?")
            )

            async def told():
                events = (await session_client.events_since(client, sid, 0)).events
                return [e for e in events if e.get("code") == "llm_unavailable"] or None

            (error,) = await wait_for(told, timeout=60)
            assert error["kept"] and error["reply_to"] == mid and "no need to send it again" in error["message"]
            state = await session_client.session_state(client, sid)
            status = await session_client.session_status(client, sid)
            assert state.turn == 0 and state.messages == []  # no turn, no error stored as an answer
            assert status.inbox_size == 1 and mid not in status.completed_message_ids

            fake.queue(Reply(anthropic_text("Hello! Kep and Koh Rong are lovely this season.")))
            await time_env.sleep(timedelta(seconds=25))  # the wait before the model is tried again

            async def answered():
                st = await session_client.session_status(client, sid)
                return st if mid in st.completed_message_ids else None

            await wait_for(answered, timeout=60)
            state = await session_client.session_state(client, sid)
            said = [m["content"] for m in state.messages if m["role"] == "user" and isinstance(m["content"], str)]
            assert said == ["Hello, a beach trip?"] and state.turn == 1  # one message, said once
            events = (await session_client.events_since(client, sid, 0)).events
            answer = [e for e in events if e.get("reply_to") == mid and e.get("type") == "text"]
            assert answer and "Kep" in answer[-1]["text"]
