"""Signals of any size reach a live session without breaking it (issue 19): real dev server, real
worker, the sandbox backend and the scripted model; signals sent straight to Temporal, as any
client of the contract could, bypassing the bridge's own limits."""

from __future__ import annotations

import asyncio
import uuid
from datetime import UTC, datetime

import pytest

from agent.signals import MAX_ID_CHARS, MAX_SIGNAL_TEXT_CHARS, PaymentEvent, UserMessage
from api import session_client
from tests.bridge_harness import Tab, auth, bridge_settings, running_bridge
from tests.support import make_settings, payment_state, running_worker, say, start_seeded, wait_for

pytestmark = pytest.mark.devserver


async def test_megabyte_ids_and_texts_are_bounded_and_the_session_keeps_answering(dev_env, sandbox_url):
    client = dev_env.client
    async with running_worker(client, make_settings(sandbox_url)):
        sid = str(uuid.uuid4())
        await start_seeded(client, payment_state(sid, datetime.now(UTC)))
        for filler in ("x", "y"):  # the attack: two FAILED events for another intent, 1.2 MB ids
            await session_client.send_payment_event(
                client, sid, PaymentEvent(event_id=filler * 1_200_000, payment_intent_id="pi_other", status="FAILED")
            )
        await session_client.send_payment_event(
            client, sid, PaymentEvent(event_id="x" * 1_200_000, payment_intent_id="pi_other", status="FAILED")
        )  # a repeat

        async def recorded():
            state = await session_client.session_state(client, sid)
            return state if len(state.processed_payment_event_ids) >= 2 else None

        state = await wait_for(recorded, timeout=30)
        await asyncio.sleep(0.5)  # the repeat is processed too
        state = await session_client.session_state(client, sid)
        # one operator entry per intent and status (issue 28): the second id counted, the repeated one not
        [entry] = state.unmatched_payments
        assert entry.repeats == 1 and len(state.processed_payment_event_ids) == 2
        assert all(len(i) <= MAX_ID_CHARS for i in state.processed_payment_event_ids)
        assert all(len(u.event_id) <= MAX_ID_CHARS for u in state.unmatched_payments)

        huge = UserMessage(message_id="m" * 5000, text="Is my booking still held? " * 40_000, user_id="user-1")
        await session_client.send_user_message(client, sid, huge)
        events = await say(client, sid, "Is my booking still held?")
        assert events and not [e for e in events if e["type"] == "error"]  # say() returns once the turn is final
        state = await session_client.session_state(client, sid)
        user_texts = [m["content"] for m in state.messages if m["role"] == "user" and isinstance(m["content"], str)]
        assert max(len(t) for t in user_texts) <= MAX_SIGNAL_TEXT_CHARS
        assert len(state.model_dump_json()) < 200_000


async def test_error_frames_name_the_message_and_a_reused_id_with_new_text_is_refused(dev_env, sandbox_url):
    client = dev_env.client
    settings = bridge_settings(sandbox_url)
    sid = str(uuid.uuid4())
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        async with Tab.open(bridge.ws_base, sid, auth()) as tab:
            await tab.recv()  # welcome
            await tab.send({"type": "user_message", "content": "   ", "message_id": "m-empty"})
            frame = await tab.until(lambda f: f["type"] == "error")
            assert frame[-1]["code"] == "empty_message" and frame[-1]["message_id"] == "m-empty"
            await tab.say("Hi! I want a relaxing beach trip", message_id="m-1")
            await tab.until(lambda f: f.get("reply_to") == "m-1" and f.get("final"))
            await tab.say("Something else entirely", message_id="m-1")
            frame = (await tab.until(lambda f: f["type"] == "error"))[-1]
            assert frame["code"] == "duplicate_message_id" and frame["message_id"] == "m-1"
            await tab.say("Hi! I want a relaxing beach trip", message_id="m-1")  # a plain resend: ignored
            frames = await tab.turn("3 days for 2 people from Phnom Penh")
            assert not [f for f in frames if f["type"] == "error"]
        state = await session_client.session_state(client, sid)
        assert [m["content"] for m in state.messages if m["role"] == "user" and isinstance(m["content"], str)] == [
            "Hi! I want a relaxing beach trip",
            "3 days for 2 people from Phnom Penh",
        ]


async def test_a_reused_message_id_with_other_text_is_refused_by_the_session(dev_env, sandbox_url):
    """Across sockets and bridges (the bridge's own check is per socket): the session itself says so."""
    client = dev_env.client
    async with running_worker(client, make_settings(sandbox_url)):
        sid = str(uuid.uuid4())
        first = await say(client, sid, "Hi! I want a relaxing beach trip")
        mid = first[-1]["reply_to"]
        for text in ("Hi! I want a relaxing beach trip", "Book me a mountain trip instead"):
            await session_client.send_user_message(
                client, sid, UserMessage(message_id=mid, text=text, user_id="user-1")
            )

        async def refused():
            page = await session_client.events_since(client, sid, 0)
            return [e for e in page.events if e.get("code") == "duplicate_message_id"]

        errors = await wait_for(refused, timeout=20)
        assert len(errors) == 1 and errors[0]["message_id"] == mid and errors[0]["final"] is True
        state = await session_client.session_state(client, sid)
        assert [m["content"] for m in state.messages if m["role"] == "user" and isinstance(m["content"], str)] == [
            "Hi! I want a relaxing beach trip"
        ]
