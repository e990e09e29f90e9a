"""Turns the workflow starts itself for a system notice (time-skipping server, real activities).

"I just paid!" sent while the payment is being confirmed gets ONE answer: the notice turn takes
the waiting message as its user message and replies to it, instead of a placeholder turn followed
by a second, near-identical confirmation. The paid card and its confirmation come first, the moment
the payment lands, before any model call (issue 37, patch ``paid-card-at-once-issue-37``).
"""

from __future__ import annotations

import asyncio
import uuid
from contextlib import asynccontextmanager
from typing import Any, AsyncIterator

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


@asynccontextmanager
async def paid_with_a_slow_model(
    time_env: Any, sandbox_url: str, latency_ms: int
) -> AsyncIterator[tuple[Any, str, Any]]:
    """A session waiting for payment, on a worker whose model takes ``latency_ms``; its payment has just landed."""
    client = time_env.client
    async with running_worker(client, make_settings(sandbox_url, SCRIPTED_MODEL_LATENCY_MS=str(latency_ms))):
        sid = new_session_id()
        handle = await start_seeded(client, payment_state(sid, await time_env.get_current_time()))
        await session_client.send_payment_event(
            client, sid, PaymentEvent(event_id="ev-ok", payment_intent_id="pi_test1", status="SUCCEEDED")
        )
        yield client, sid, handle


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
        assert len(confirmations) == 1 and confirmations[0].get("reply_to") is None  # at once, before the model
        replies = [e for e in events if e.get("reply_to") == paid]
        # one answer, the model's words (closed by quick replies, as every turn)
        assert [e["type"] for e in replies if e["type"] != "quick_replies"] == ["text"]
        assert confirmations[0]["seq"] < replies[0]["seq"] and confirmations[0]["text"] != replies[0]["text"]
        said = [m["content"] for m in state.messages if m["role"] == "user" and isinstance(m["content"], str)]
        assert "I just paid!" in said and NOTICE_TURN_TEXT not in said  # the traveller's words, no placeholder
        assert state.notices[-1].kind == "payment_confirmed" and state.notices[-1].answered
        await handle.cancel()


async def test_a_message_sent_while_the_confirmation_is_written_gets_one_answer(time_env, sandbox_url):
    """Issue 28: "is it confirmed?" arriving while the confirmation's model call runs (a crash makes that
    window long) is answered by the confirmation itself, not by a second confirmation after it."""
    async with paid_with_a_slow_model(time_env, sandbox_url, 1500) as (client, sid, handle):

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
        assert len(confirmations) == 1 and confirmations[0].get("reply_to") is None  # shown at once (issue 37)
        answer = [e["type"] for e in events if e.get("reply_to") == asked and e["type"] != "quick_replies"]
        assert answer == ["text"]  # one answer to the question
        # besides the card redrawn as paid (issue 22) and the quick replies that close a turn
        said_events = [e for e in events if e["type"] not in ("booking_update", "quick_replies")]
        assert len(said_events) == 2  # the confirmation and that answer: nothing else was said
        state = await session_client.session_state(client, sid)
        said = [m["content"] for m in state.messages if m["role"] == "user" and isinstance(m["content"], str)]
        assert NOTICE_TURN_TEXT not in said and said.count("Is it confirmed?") == 1
        replayer = Replayer(workflows=[SessionWorkflow], data_converter=data_converter())
        replayed = await replayer.replay_workflow(await handle.fetch_history(), raise_on_replay_failure=False)
        assert replayed.replay_failure is None, replayed.replay_failure  # the retake replays deterministically
        await handle.cancel()


async def test_the_paid_card_does_not_wait_for_the_model(time_env, sandbox_url):
    """Issue 37: the paid card and confirmation reached the traveller only with the model's answer,
    46 s later (and never, had that call failed). They come the moment the payment lands, in the
    session's language, while the model's call is still running."""
    async with paid_with_a_slow_model(time_env, sandbox_url, 4000) as (client, sid, handle):

        async def shown_while_the_model_writes():
            status = await session_client.session_status(client, sid)
            events = (await session_client.events_since(client, sid, 0)).events
            paid = [e for e in events if e["type"] == "payment_confirmed"]
            writing = (status.processing_message_id or "").startswith("confirm")
            return paid if paid and writing else None

        paid = await wait_for(shown_while_the_model_writes, timeout=20, interval=0.05)
        assert paid[0]["text"] and paid[0]["booking_ref"]  # the fixed confirmation, with the reference
        cards = [e for e in (await session_client.events_since(client, sid, 0)).events if e["type"] == "booking_update"]
        assert cards and cards[-1]["state"] == "paid" and cards[-1]["payment"] == "paid"
        await handle.cancel()
