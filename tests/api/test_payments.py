"""Payments reaching the session: the webhook (service key, validation, lookup by intent) and the
Redis relay on ``payment_events:<user_id>``. Real dev server and worker, seeded PAYMENT sessions."""

from __future__ import annotations

import json
import uuid

import pytest

from agent.signals import SA_PAYMENT_INTENT
from agent.state import AgentState
from api import session_client
from tests.bridge_harness import bridge_settings, http, running_bridge, seeded_payment_session
from tests.support import running_worker, wait_for

pytestmark = pytest.mark.devserver
KEY = {"X-Service-Key": "dev-service-key"}


def payment(intent: str, **extra) -> dict:
    return {"event_id": f"evt-{uuid.uuid4().hex[:8]}", "payment_intent_id": intent, "status": "SUCCEEDED", **extra}


async def stage_of(client, sid: str) -> AgentState:
    return (await session_client.session_state(client, sid)).state


async def wait_post_booking(client, sid: str) -> None:
    async def done():
        return await stage_of(client, sid) == AgentState.POST_BOOKING

    await wait_for(done, timeout=30)


async def test_webhook_key_validation_and_signal(dev_env, sandbox_url):
    client = dev_env.client
    settings = bridge_settings(sandbox_url)
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        sid, intent = await seeded_payment_session(client)
        async with http(bridge.base) as h:
            for headers in ({}, {"X-Service-Key": "wrong-key"}, {"X-Service-Key": "dev-service-ke"}):
                r = await h.post("/v1/payments/events", json={"session_id": sid, **payment(intent)}, headers=headers)
                assert r.status_code == 401, r.text
                assert r.json()["error"]["code"] == "unauthorized"
            r = await h.post(
                "/v1/payments/events", json={"session_id": sid, **payment(intent, status="PAID")}, headers=KEY
            )
            assert r.status_code == 422 and "status" in r.json()["error"]["message"]
            r = await h.post("/v1/payments/events", content=b"{nope", headers=KEY)
            assert r.status_code == 422
            assert await stage_of(client, sid) == AgentState.PAYMENT  # nothing reached the session yet

            r = await h.post("/v1/payments/events", json={"session_id": sid.upper(), **payment(intent)}, headers=KEY)
            assert r.status_code == 202, r.text
            assert r.json()["session_id"] == sid and r.json()["recorded"] is True
        await wait_post_booking(client, sid)
        state = await session_client.session_state(client, sid)
        assert state.payment_status == "CONFIRMED"


async def test_webhook_finds_session_by_payment_intent(dev_env, sandbox_url):
    client = dev_env.client
    settings = bridge_settings(sandbox_url)
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        sid, intent = await seeded_payment_session(client)

        async def visible():
            return [w async for w in client.list_workflows(f'{SA_PAYMENT_INTENT}="{intent}"')]

        await wait_for(visible, timeout=20, interval=0.2)
        async with http(bridge.base) as h:
            # no session at all: still accepted and recorded in the ledger (tests/workflows/test_payment_ledger.py)
            r = await h.post("/v1/payments/events", json=payment(f"pi_unknown_{uuid.uuid4().hex[:6]}"), headers=KEY)
            assert r.status_code == 202 and r.json()["recorded"] is True
            # a wrong session id falls back to the intent lookup
            r = await h.post(
                "/v1/payments/events", json={"session_id": str(uuid.uuid4()), **payment(intent)}, headers=KEY
            )
            assert r.status_code == 202, r.text
        await wait_post_booking(client, sid)


async def test_redis_relay_reaches_the_signal(dev_env, sandbox_url, redis_url):
    import redis.asyncio as redis

    client = dev_env.client
    settings = bridge_settings(sandbox_url, REDIS_URL=redis_url)
    async with running_worker(client, bridge_settings(sandbox_url)), running_bridge(client, settings) as bridge:
        relay = bridge.app.state.bridge.relay
        await wait_for(lambda: _ready(relay), timeout=10)
        sid, intent = await seeded_payment_session(client)
        r = redis.from_url(redis_url)
        try:
            await r.publish("payment_events:user-1", b"{not json")  # logged and skipped
            await r.publish("payment_events:user-1", json.dumps({"status": "SUCCEEDED"}))  # invalid: skipped
            await r.publish("payment_events:user-1", json.dumps({"session_id": sid, **payment(intent)}))
            await wait_post_booking(client, sid)
            assert relay.skipped == 2 and relay.delivered == 1

            # without session_id: found by the DerlgPaymentIntent search attribute
            sid2, intent2 = await seeded_payment_session(client)

            async def visible():
                return [w async for w in client.list_workflows(f'{SA_PAYMENT_INTENT}="{intent2}"')]

            await wait_for(visible, timeout=20, interval=0.2)
            await r.publish("payment_events:user-1", json.dumps(payment(intent2)))
            await wait_post_booking(client, sid2)
        finally:
            await r.aclose()


async def _ready(relay) -> bool:
    return bool(relay and relay.ready)
