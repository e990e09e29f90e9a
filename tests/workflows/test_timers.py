"""Durable timers of SessionWorkflow on the time-skipping test server.

Sessions are started already waiting for payment (a seeded ConversationState), with the real LLM
activity (offline scripted model) and the real tool activities against the sandbox backend.
"""

from __future__ import annotations

import asyncio
import uuid
from contextlib import asynccontextmanager
from datetime import timedelta

import pytest

from agent.signals import PaymentEvent, UserMessage
from agent.state import AgentState
from api import session_client
from tests.support import make_settings, new_session_id, payment_state, running_worker, start_seeded, wait_for

pytestmark = pytest.mark.timeskipping


@asynccontextmanager
async def paying_session(time_env, sandbox_url, **state_fields):
    """A real worker, and a session seeded as waiting for payment (hold of 15 minutes from now)."""
    client = time_env.client
    async with running_worker(client, make_settings(sandbox_url)):
        now = await time_env.get_current_time()
        sid = new_session_id()
        handle = await start_seeded(client, payment_state(sid, now, **state_fields))
        yield client, sid, handle
        await handle.cancel()


async def _state_when(client, sid, predicate, timeout: float = 20.0):
    async def probe():
        state = await session_client.session_state(client, sid)
        return state if predicate(state) else None

    return await wait_for(probe, timeout=timeout)


def _types(page) -> list[str]:
    return [e["type"] for e in page.events]


async def test_hold_expires_at_15_minutes_not_before(time_env, sandbox_url):
    async with paying_session(time_env, sandbox_url) as (client, sid, handle):
        await time_env.sleep(timedelta(minutes=14, seconds=59))
        state = await session_client.session_state(client, sid)
        assert state.state == AgentState.PAYMENT
        assert state.booking_id == "bk_test1"

        await time_env.sleep(timedelta(seconds=2))
        state = await _state_when(client, sid, lambda s: s.state == AgentState.BOOKING)
        assert state.booking_id is None and state.payment_intent_id is None and state.reserved_until is None
        assert state.customer_name == "Sokha Chan"  # collected details survive
        page = await session_client.events_since(client, sid, 0)
        assert "hold_expired" in _types(page)
        assert state.notices[-1].kind == "hold_expired"  # the model hears it as a system notice
        assert not any("[system]" in str(m.get("content")) for m in state.messages)


async def test_payment_at_14_59_confirms_and_no_expiry_follows(time_env, sandbox_url):
    async with paying_session(time_env, sandbox_url) as (client, sid, handle):
        await time_env.sleep(timedelta(minutes=14, seconds=59))
        await session_client.send_payment_event(
            client, sid, PaymentEvent(event_id="ev-1", payment_intent_id="pi_test1", status="SUCCEEDED")
        )
        state = await _state_when(client, sid, lambda s: s.state == AgentState.POST_BOOKING)
        await time_env.sleep(timedelta(minutes=30))
        state = await _state_when(client, sid, lambda s: s.last_seq >= 1)
        assert state.state == AgentState.POST_BOOKING
        assert state.payment_status == "CONFIRMED"
        types = _types(await session_client.events_since(client, sid, 0))
        assert types.count("payment_confirmed") == 1  # one confirmation, with the model's words
        assert "booking_confirmed" not in types
        assert "hold_expired" not in types


async def test_duplicate_payment_event_changes_nothing(time_env, sandbox_url):
    async with paying_session(time_env, sandbox_url) as (client, sid, handle):
        failed = PaymentEvent(event_id="ev-f1", payment_intent_id="pi_test1", status="FAILED")
        await session_client.send_payment_event(client, sid, failed)
        await session_client.send_payment_event(client, sid, failed)
        state = await _state_when(client, sid, lambda s: len(s.processed_payment_event_ids) >= 1 and s.last_seq >= 1)
        await asyncio.sleep(0.5)
        state = await session_client.session_state(client, sid)
        assert state.payment_attempts == 1
        assert state.state == AgentState.PAYMENT


async def test_late_payment_lands_in_unmatched_payments(time_env, sandbox_url):
    async with paying_session(time_env, sandbox_url) as (client, sid, handle):
        await time_env.sleep(timedelta(minutes=16))
        await session_client.send_payment_event(
            client,
            sid,
            PaymentEvent(event_id="ev-late", payment_intent_id="pi_test1", status="SUCCEEDED", amount_usd=378),
        )
        await session_client.send_payment_event(
            client, sid, PaymentEvent(event_id="ev-other", payment_intent_id="pi_other", status="SUCCEEDED")
        )
        state = await _state_when(client, sid, lambda s: len(s.unmatched_payments) == 2)
        assert state.state == AgentState.BOOKING
        assert {p.event_id for p in state.unmatched_payments} == {"ev-late", "ev-other"}
        assert state.payment_status != "CONFIRMED"
        desc = await handle.describe()
        assert desc.search_attributes.get("DerlgAttention") == ["unmatched_payment"]


async def test_reminder_fires_24h_before_travel(time_env, sandbox_url):
    client = time_env.client
    async with running_worker(client, make_settings(sandbox_url)):
        now = await time_env.get_current_time()
        sid = new_session_id()
        start = (now + timedelta(days=3)).date().isoformat()
        end = (now + timedelta(days=5)).date().isoformat()
        state = payment_state(sid, now, travel_dates={"start": start, "end": end})
        handle = await start_seeded(client, state)
        await session_client.send_payment_event(
            client, sid, PaymentEvent(event_id="ev-ok", payment_intent_id="pi_test1", status="SUCCEEDED")
        )
        await _state_when(client, sid, lambda s: s.state == AgentState.POST_BOOKING and s.last_seq >= 1)
        before = await session_client.events_since(client, sid, 0)
        assert not any(e.get("reminder") for e in before.events)

        # departure is 01:00 UTC on the start date; the reminder is due 24 h earlier
        from workflows.reminder import reminder_deadline

        due = reminder_deadline(await session_client.session_state(client, sid))
        await time_env.sleep(due - await time_env.get_current_time() - timedelta(minutes=1))
        page = await session_client.events_since(client, sid, 0)
        assert not any(e.get("reminder") for e in page.events)
        await time_env.sleep(timedelta(minutes=2))

        async def reminded():
            page = await session_client.events_since(client, sid, 0)
            return any(e.get("reminder") for e in page.events)

        assert await wait_for(reminded, timeout=20)
        await handle.cancel()


async def test_seven_days_of_silence_end_the_session(time_env, sandbox_url):
    client = time_env.client
    async with running_worker(client, make_settings(sandbox_url)):
        sid = new_session_id()
        handle = await session_client.send_user_message(
            client, sid, UserMessage(message_id=str(uuid.uuid4()), text="Hello!", user_id="user-9")
        )
        await time_env.sleep(timedelta(days=6, hours=23))
        desc = await handle.describe()
        assert desc.status.name == "RUNNING"
        await time_env.sleep(timedelta(hours=2))
        outcome = await handle.result()
        assert outcome.reason == "inactive"
