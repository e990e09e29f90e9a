"""Turns the workflow starts itself for a system notice (time-skipping server, real activities).

"I just paid!" sent while the payment is being confirmed gets ONE answer: the notice turn takes
the waiting message as its user message and replies to it, instead of a placeholder turn followed
by a second, near-identical confirmation.
"""

from __future__ import annotations

import asyncio
import uuid

import pytest
from temporalio.worker import Replayer

from activities.temporal_client import data_converter
from agent.notices import NOTICE_TURN_TEXT
from agent.signals import PaymentEvent, UserMessage
from agent.state import AgentState
from api import session_client
from tests.support import make_settings, new_session_id, payment_state, running_worker, start_seeded, wait_for
from workflows.session import SessionWorkflow

pytestmark = pytest.mark.timeskipping


async def test_a_message_waiting_for_the_payment_notice_gets_one_answer(time_env, sandbox_url):
    client = time_env.client
    settings = make_settings(sandbox_url, SCRIPTED_MODEL_LATENCY_MS="1500")
    async with running_worker(client, settings):
        now = await time_env.get_current_time()
        sid = new_session_id()
        handle = await start_seeded(client, payment_state(sid, now))
        first, paid = str(uuid.uuid4()), str(uuid.uuid4())
        await session_client.send_user_message(client, sid, UserMessage(message_id=first, text="Is the QR ready?"))

        async def first_running():  # the first turn's model call is running (1.5 s)
            return (await session_client.session_status(client, sid)).processing_message_id == first

        await wait_for(first_running, timeout=20, interval=0.02)
        await session_client.send_payment_event(
            client, sid, PaymentEvent(event_id="ev-ok", payment_intent_id="pi_test1", status="SUCCEEDED")
        )
        await session_client.send_user_message(client, sid, UserMessage(message_id=paid, text="I just paid!"))

        async def settled():
            status = await session_client.session_status(client, sid)
            return status if paid in status.completed_message_ids and status.processing_message_id is None else None

        await wait_for(settled, timeout=30)
        events = (await session_client.events_since(client, sid, 0)).events
        state = await session_client.session_state(client, sid)
        assert state.state == AgentState.POST_BOOKING
        confirmations = [e for e in events if e["type"] == "payment_confirmed"]
        assert len(confirmations) == 1 and confirmations[0]["reply_to"] == paid and confirmations[0]["final"]
        assert not [e for e in events if e.get("reply_to") == paid and e["type"] != "payment_confirmed"]
        said = [m["content"] for m in state.messages if m["role"] == "user" and isinstance(m["content"], str)]
        assert "I just paid!" in said and NOTICE_TURN_TEXT not in said  # the traveller's words, no placeholder
        assert state.notices[-1].kind == "payment_confirmed" and state.notices[-1].answered
        await handle.cancel()


async def test_a_message_sent_while_the_confirmation_is_written_gets_one_answer(time_env, sandbox_url):
    """Issue 28: "is it confirmed?" arriving while the confirmation's model call runs (a crash makes that
    window long) is answered by the confirmation itself, not by a second confirmation after it."""
    client = time_env.client
    settings = make_settings(sandbox_url, SCRIPTED_MODEL_LATENCY_MS="1500")
    async with running_worker(client, settings):
        now = await time_env.get_current_time()
        sid = new_session_id()
        handle = await start_seeded(client, payment_state(sid, now))
        await session_client.send_payment_event(
            client, sid, PaymentEvent(event_id="ev-ok", payment_intent_id="pi_test1", status="SUCCEEDED")
        )

        async def confirming():
            status = await session_client.session_status(client, sid)
            return (status.processing_message_id or "").startswith("confirm")

        await wait_for(confirming, timeout=20, interval=0.05)
        asked = str(uuid.uuid4())
        await session_client.send_user_message(client, sid, UserMessage(message_id=asked, text="Is it confirmed?"))

        async def settled():
            status = await session_client.session_status(client, sid)
            return status if asked in status.completed_message_ids and status.processing_message_id is None else None

        await wait_for(settled, timeout=30)
        await asyncio.sleep(2.0)  # nothing more follows
        events = (await session_client.events_since(client, sid, 0)).events
        confirmations = [e for e in events if e["type"] == "payment_confirmed"]
        assert len(confirmations) == 1 and confirmations[0]["reply_to"] == asked
        assert [e["type"] for e in events if e.get("reply_to") == asked] == ["payment_confirmed"]
        said_events = [e for e in events if e["type"] != "booking_update"]  # the card redrawn as paid (issue 22)
        assert len(said_events) == 1  # and nothing else was said
        state = await session_client.session_state(client, sid)
        said = [m["content"] for m in state.messages if m["role"] == "user" and isinstance(m["content"], str)]
        assert NOTICE_TURN_TEXT not in said and said.count("Is it confirmed?") == 1
        replayer = Replayer(workflows=[SessionWorkflow], data_converter=data_converter())
        replayed = await replayer.replay_workflow(await handle.fetch_history(), raise_on_replay_failure=False)
        assert replayed.replay_failure is None, replayed.replay_failure  # the retake replays deterministically
        await handle.cancel()
