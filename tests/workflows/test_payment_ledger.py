"""The payment ledger and late payments (issue 19), end to end: real dev server, real worker, the
bridge over real HTTP, the Redis relay on a real redis-server, the scripted model.

Every payment event is answered 202 and recorded once in ``payment-{intent}``; a SUCCEEDED that
comes after the hold expired reaches the session (by session_id, or by the DerlgPaymentIntent the
session keeps), is recorded as ``after_expiry``, tells the traveller at once and flags operators;
one for an ended session is kept and flagged on the ledger.
"""

from __future__ import annotations

import io
import json
import uuid
from datetime import UTC, timedelta

import pytest

from agent.ledger import LedgerView, ledger_workflow_id
from agent.signals import SA_ATTENTION, SA_PAYMENT_INTENT
from agent.state import AgentState
from api import operator, session_client
from tests.bridge_harness import bridge_settings, http, running_bridge, seeded_payment_session
from tests.support import running_worker, wait_for
from workflows.ledger import PaymentLedgerWorkflow

pytestmark = pytest.mark.devserver
KEY = {"X-Service-Key": "dev-service-key"}


def succeeded(intent: str, **extra) -> dict:
    return {
        "event_id": f"evt-{uuid.uuid4().hex[:8]}",
        "payment_intent_id": intent,
        "status": "SUCCEEDED",
        "amount_usd": 318.0,
        **extra,
    }


async def ledger_of(client, intent: str, done=lambda v: v.pending == 0 and v.records) -> LedgerView:
    handle = client.get_workflow_handle_for(PaymentLedgerWorkflow.run, ledger_workflow_id(intent))

    async def probe():
        view = await handle.query(PaymentLedgerWorkflow.ledger)
        return view if done(view) else None

    return await wait_for(probe, timeout=30, interval=0.1)


async def attention_of(client, workflow_id: str) -> str:
    async def probe():
        desc = await client.get_workflow_handle(workflow_id).describe()
        value = desc.search_attributes.get(SA_ATTENTION)
        return value[0] if value else None

    return await wait_for(probe, timeout=20, interval=0.2)


async def expired_session(client) -> tuple[str, str]:
    """A session whose 1-second hold has run out (hold_expired emitted)."""
    sid, intent = await seeded_payment_session(client, hold=timedelta(seconds=1))

    async def expired():
        state = await session_client.session_state(client, sid)
        return state.state == AgentState.BOOKING and state.expired_holds

    await wait_for(expired, timeout=30, interval=0.2)
    return sid, intent


async def assert_told_late(client, sid: str, intent: str) -> None:
    async def told():
        page = await session_client.events_since(client, sid, 0)
        return [e for e in page.events if e.get("late_payment")]

    frames = await wait_for(told, timeout=30, interval=0.2)
    assert len(frames) == 1 and frames[0]["type"] == "text" and frames[0]["final"] is True
    assert "after the payment hold had ended" in frames[0]["text"] and "no need to pay again" in frames[0]["text"]
    state = await session_client.session_state(client, sid)
    assert [u.reason for u in state.unmatched_payments] == ["after_expiry"]
    assert state.late_payment is not None and state.late_payment.payment_intent_id == intent
    assert "unmatched_payment" in state.attention_flags
    assert any(n.kind == "late_payment" for n in state.notices)
    assert await attention_of(client, f"session-{sid}") == "unmatched_payment"


async def test_late_payment_by_webhook_with_session_id_is_told_and_recorded_once(dev_env, sandbox_url):
    client = dev_env.client
    settings = bridge_settings(sandbox_url)
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        sid, intent = await expired_session(client)
        body = {"session_id": sid, **succeeded(intent)}
        async with http(bridge.base) as h:
            for _ in range(2):  # the backend retries: recorded once
                r = await h.post("/v1/payments/events", json=body, headers=KEY)
                assert r.status_code == 202, r.text
                assert r.json()["ledger_workflow_id"] == f"payment-{intent}"
        await assert_told_late(client, sid, intent)
        view = await ledger_of(client, intent)
        assert [(r.outcome, r.session_id) for r in view.records] == [("forwarded", sid)]


async def test_late_payment_by_relay_without_session_id_finds_the_expired_session(dev_env, sandbox_url, redis_url):
    import redis.asyncio as redis

    client = dev_env.client
    settings = bridge_settings(sandbox_url, REDIS_URL=redis_url)
    async with running_worker(client, bridge_settings(sandbox_url)), running_bridge(client, settings) as bridge:
        relay = bridge.app.state.bridge.relay
        await wait_for(lambda: _ready(relay), timeout=10)
        sid, intent = await expired_session(client)

        async def indexed():  # the session keeps its expired intent searchable
            return [
                w
                async for w in client.list_workflows(
                    f'WorkflowType="SessionWorkflow" AND {SA_PAYMENT_INTENT}="{intent}"'
                )
            ]

        await wait_for(indexed, timeout=20, interval=0.2)
        r = redis.from_url(redis_url)
        try:
            message = json.dumps(succeeded(intent))
            await r.publish("payment_events:user-1", message)
            await r.publish("payment_events:user-1", message)  # redelivered: recorded once
            await assert_told_late(client, sid, intent)
        finally:
            await r.aclose()
        view = await ledger_of(client, intent)
        assert [(r.outcome, r.session_id, r.source) for r in view.records] == [("forwarded", sid, "relay")]
        assert relay.delivered == 2


async def test_ended_sessions_still_take_their_payment_and_tell_the_traveller(dev_env, sandbox_url):
    """end_session while waiting for payment: the session refuses messages but stays open for the
    money (24 h after the hold), applies it and tells the traveller; a late payment finishes it, a paid
    trip keeps it running for the trip's reminder and follow-up (issue 28)."""
    client = dev_env.client
    settings = bridge_settings(sandbox_url)
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        paying, intent = await seeded_payment_session(client, hold=timedelta(minutes=15))
        late, late_intent = await seeded_payment_session(client, hold=timedelta(seconds=1))
        for sid in (paying, late):
            await session_client.end_session(client, sid, "traveller left")
        await wait_for(lambda: _status_ended(client, paying), timeout=20, interval=0.2)
        await wait_for(lambda: _expired(client, late), timeout=20, interval=0.2)
        assert not await _closed(client, paying) and not await _closed(client, late)
        async with http(bridge.base) as h:
            r = await h.post("/v1/payments/events", json={"session_id": paying, **succeeded(intent)}, headers=KEY)
            assert r.status_code == 202, r.text
            r = await h.post("/v1/payments/events", json=succeeded(late_intent), headers=KEY)  # no session_id
            assert r.status_code == 202, r.text
        await assert_told_late(client, late, late_intent)
        await wait_for(lambda: _closed(client, late), timeout=20, interval=0.2)
        await wait_for(lambda: _paid(client, paying), timeout=30, interval=0.2)
        assert not await _closed(client, paying)  # looked after until the trip's follow-up
        assert (await session_client.session_status(client, paying)).ended is False
        events = (await session_client.events_since(client, paying, 0)).events
        assert [e.get("session_ended") for e in events].count(True) == 1  # one goodbye, when it ended
        goodbye = next(i for i, e in enumerate(events) if e.get("session_ended"))
        # and the money still reached the chat (the paid card first, the model's words may follow: issue 37)
        assert "payment_confirmed" in [e["type"] for e in events[goodbye:]]
        assert (await session_client.session_state(client, paying)).state == AgentState.POST_BOOKING
        assert [r.outcome for r in (await ledger_of(client, intent)).records] == ["forwarded"]


async def test_payment_for_a_closed_session_or_no_session_is_recorded_and_flagged(dev_env, sandbox_url):
    from datetime import datetime

    from agent.state import ConversationState
    from tests.support import start_seeded

    client = dev_env.client
    settings = bridge_settings(sandbox_url)
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        sid = str(uuid.uuid4())
        await start_seeded(client, ConversationState.new(sid, datetime.now(UTC), user_id="user-1"))
        await session_client.end_session(client, sid, "done")  # nothing to pay: closes at once
        await wait_for(lambda: _closed(client, sid), timeout=20, interval=0.2)
        intent, stray = f"pi_closed_{uuid.uuid4().hex[:8]}", f"pi_nobody_{uuid.uuid4().hex[:8]}"
        async with http(bridge.base) as h:
            r = await h.post("/v1/payments/events", json={"session_id": sid, **succeeded(intent)}, headers=KEY)
            assert r.status_code == 202, r.text
            r = await h.post("/v1/payments/events", json=succeeded(stray), headers=KEY)
            assert r.status_code == 202, r.text
        view = await ledger_of(client, intent)
        assert [r.outcome for r in view.records] == ["session_closed"] and view.needs_operator
        assert await attention_of(client, ledger_workflow_id(intent)) == "unmatched_payment"
        view = await ledger_of(client, stray)
        assert [r.outcome for r in view.records] == ["no_session"]
        assert await attention_of(client, ledger_workflow_id(stray)) == "unmatched_payment"
        out = io.StringIO()  # what an operator runs: python -m api.operator ledger <intent>
        assert await operator.run(["ledger", intent], client, out) == 0
        assert "session_closed" in out.getvalue() and "needs operator: yes" in out.getvalue()

        async def flagged_ledgers():  # python -m api.operator list --attention: the ledgers too (issue 28)
            out = io.StringIO()
            assert await operator.run(["list", "--attention", "--json"], client, out) == 0
            listed = {r["payment_intent"] for r in json.loads(out.getvalue())["payment_ledgers"]}
            return listed if {intent, stray} <= listed else None

        await wait_for(flagged_ledgers, timeout=20, interval=0.5)
        out = io.StringIO()
        assert await operator.run(["list", "--attention"], client, out) == 0
        assert "Payment ledgers needing attention" in out.getvalue() and stray in out.getvalue()


async def _status_ended(client, sid: str) -> bool:
    return (await session_client.session_status(client, sid)).ended


async def _expired(client, sid: str) -> bool:
    return bool((await session_client.session_state(client, sid)).expired_holds)


async def _closed(client, sid: str) -> bool:
    desc = await client.get_workflow_handle(f"session-{sid}").describe()
    return desc.status is not None and desc.status.name != "RUNNING"


async def _paid(client, sid: str) -> bool:
    events = (await session_client.events_since(client, sid, 0)).events
    return any(e["type"] == "payment_confirmed" for e in events)


async def _ready(relay) -> bool:
    return bool(relay and relay.ready)
