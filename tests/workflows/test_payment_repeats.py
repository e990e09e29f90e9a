"""One payment, one announcement (issue 28), on the dev server: a late payment delivered by the
webhook, the Redis relay and the sandbox's own signal, each with its own event id, is told to the
traveller once and is one operator entry (its repeats counted)."""

from __future__ import annotations

import asyncio
import json

import pytest

from agent.signals import PaymentEvent
from api import session_client
from tests.bridge_harness import bridge_settings, http, running_bridge
from tests.support import running_worker, wait_for
from tests.workflows.test_payment_ledger import KEY, _ready, assert_told_late, expired_session, succeeded

pytestmark = pytest.mark.devserver


async def test_a_late_payment_by_three_routes_is_told_once_and_counted_once(dev_env, sandbox_url, redis_url):
    import redis.asyncio as redis

    client = dev_env.client
    settings = bridge_settings(sandbox_url, REDIS_URL=redis_url)
    async with running_worker(client, bridge_settings(sandbox_url)), running_bridge(client, settings) as bridge:
        await wait_for(lambda: _ready(bridge.app.state.bridge.relay), timeout=10)
        sid, intent = await expired_session(client)
        async with http(bridge.base) as h:  # 1. the backend's webhook
            r = await h.post("/v1/payments/events", json={"session_id": sid, **succeeded(intent)}, headers=KEY)
            assert r.status_code == 202, r.text
        await assert_told_late(client, sid, intent)
        r = redis.from_url(redis_url)  # 2. the Redis relay, another event id
        try:
            await r.publish("payment_events:user-1", json.dumps(succeeded(intent)))
        finally:
            await r.aclose()
        # 3. the sandbox signals the session itself, a third event id
        await session_client.send_payment_event(client, sid, PaymentEvent(**succeeded(intent)))

        async def all_seen():
            state = await session_client.session_state(client, sid)
            return state if len(state.processed_payment_event_ids) == 3 else None

        state = await wait_for(all_seen, timeout=30, interval=0.2)
        await asyncio.sleep(0.5)
        await assert_told_late(client, sid, intent)  # still exactly one late-payment frame
        [entry] = state.unmatched_payments
        assert (entry.payment_intent_id, entry.reason, entry.repeats) == (intent, "after_expiry", 2)
        assert [n.kind for n in state.notices].count("late_payment") == 1
