"""REST chat (seed 004), the events endpoint, ownership, /health and /metrics over real HTTP."""

from __future__ import annotations

import uuid
from datetime import UTC

import pytest

from api import session_client
from tests.bridge_harness import bridge_settings, http, running_bridge
from tests.support import running_worker, wait_for

pytestmark = pytest.mark.devserver
ALICE = {"X-User-Id": "alice"}


async def test_chat_new_session_follow_up_and_events(dev_env, sandbox_url):
    client = dev_env.client
    settings = bridge_settings(sandbox_url)
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        async with http(bridge.base) as h:
            r = await h.post("/api/v1/chat", json={"message": "  Hi! I want a relaxing beach trip\x00 "}, headers=ALICE)
            assert r.status_code == 200, r.text
            first = r.json()
            sid = first["session_id"]
            assert str(uuid.UUID(sid)) == sid
            assert first["message"] and first["events"]
            assert first["events"][-1]["final"] is True
            reply_to = {e["reply_to"] for e in first["events"]}
            assert len(reply_to) == 1
            assert first["message"] == "\n\n".join(e["text"] for e in first["events"] if e.get("text"))
            offered = [e for e in first["events"] if e["type"] == "quick_replies"]  # issue 39: numbered choices
            assert offered and first["choices"] == [
                {"number": n, **option} for n, option in enumerate(offered[-1]["options"], start=1)
            ]
            state = await session_client.session_state(client, sid)
            assert state.user_id == "alice"
            assert state.messages[0]["content"] == "Hi! I want a relaxing beach trip"  # sanitised

            r = await h.post(
                "/api/v1/chat",
                json={"message": "3 days, 2 people, from Phnom Penh"},
                headers={**ALICE, "X-Session-Id": sid.upper()},
            )
            assert r.status_code == 200, r.text
            second = r.json()
            assert second["session_id"] == sid
            assert second["events"][0]["seq"] > first["events"][-1]["seq"]
            assert {e["reply_to"] for e in second["events"]} != reply_to

            r = await h.get(f"/api/v1/sessions/{sid}/events", params={"after_seq": 0}, headers=ALICE)
            assert r.status_code == 200
            page = r.json()
            assert [e["seq"] for e in page["events"]] == list(range(1, page["last_seq"] + 1))
            assert page["events"][: len(first["events"])] == first["events"]
            cut = first["events"][-1]["seq"]
            r = await h.get(f"/api/v1/sessions/{sid}/events", params={"after_seq": cut}, headers=ALICE)
            assert [e["seq"] for e in r.json()["events"]] == list(range(cut + 1, page["last_seq"] + 1))

            # ownership: another user is refused on both endpoints
            r = await h.get(f"/api/v1/sessions/{sid}/events", headers={"X-User-Id": "mallory"})
            assert r.status_code == 403 and r.json()["error"]["code"] == "forbidden"
            r = await h.post(
                "/api/v1/chat", json={"message": "hello"}, headers={"X-User-Id": "mallory", "X-Session-Id": sid}
            )
            assert r.status_code == 403
            after = await session_client.session_state(client, sid)
            assert not any(m.get("content") == "hello" for m in after.messages)


async def test_chat_refusals(dev_env, sandbox_url):
    client = dev_env.client
    settings = bridge_settings(sandbox_url)
    async with running_bridge(client, settings) as bridge:
        async with http(bridge.base) as h:
            r = await h.post("/api/v1/chat", json={"message": "hi"})
            assert r.status_code == 401 and r.json()["error"]["code"] == "unauthorized"
            r = await h.post("/api/v1/chat", json={"message": "hi"}, headers={**ALICE, "X-Session-Id": "not-a-uuid"})
            assert r.status_code == 400
            r = await h.post("/api/v1/chat", json={"message": " \x01 "}, headers=ALICE)
            assert r.status_code == 422 and r.json()["error"]["code"] == "empty_message"
            r = await h.post("/api/v1/chat", json={"message": "x" * 4001}, headers=ALICE)
            assert r.status_code == 422 and r.json()["error"]["code"] == "too_long"
            r = await h.post("/api/v1/chat", json={"text": "wrong field"}, headers=ALICE)
            assert r.status_code == 422
            r = await h.get(f"/api/v1/sessions/{uuid.uuid4()}/events", headers=ALICE)
            assert r.status_code == 404


async def test_health_and_metrics(dev_env, sandbox_url, redis_url):
    client = dev_env.client
    queue = f"health-{uuid.uuid4().hex[:8]}"  # a task queue no worker has ever polled
    settings = bridge_settings(sandbox_url, REDIS_URL=redis_url, TEMPORAL_TASK_QUEUE=queue)
    async with running_bridge(client, settings) as bridge:
        async with http(bridge.base) as h:
            r = await h.get("/health")
            assert r.status_code == 503 and r.json()["status"] == "degraded", r.text
            assert r.json()["checks"]["worker"].startswith("none polling")
            r = await h.get("/health/ready")
            assert r.status_code == 503 and r.json()["checks"]["worker"].startswith("none polling"), r.text
            r = await h.get("/health/live")  # up, though it cannot serve yet
            assert r.status_code == 200 and r.json()["status"] == "ok" and "checks" not in r.json(), r.text
            async with running_worker(client, settings, task_queue=queue):

                async def healthy():
                    got = await h.get("/health")
                    return got if got.status_code == 200 else None

                r = await wait_for(healthy, timeout=20, interval=0.2)
                ready = await h.get("/health/ready")
                assert ready.status_code == 200 and ready.json()["checks"]["worker"] == "ok", ready.text
            body = r.json()
            assert body["status"] == "ok" and body["checks"] == {"temporal": "ok", "redis": "ok", "worker": "ok"}
            assert body["uptime_seconds"] >= 0
            r = await h.get("/metrics")
            assert r.status_code == 200
            for name in (
                "derlg_bridge_active_connections",
                "derlg_bridge_messages_total",
                "derlg_bridge_response_time_seconds",
                "derlg_bridge_errors_total",
            ):
                assert name in r.text
            r = await h.options(
                "/api/v1/chat", headers={"Origin": "https://derlg.com", "Access-Control-Request-Method": "POST"}
            )
            assert r.headers.get("access-control-allow-origin") == "https://derlg.com"
            r = await h.options(
                "/api/v1/chat", headers={"Origin": "https://evil.example", "Access-Control-Request-Method": "POST"}
            )
            assert r.headers.get("access-control-allow-origin") is None
    # a Redis that is gone makes the bridge degraded, not dead
    async with running_bridge(client, bridge_settings(sandbox_url, REDIS_URL="redis://127.0.0.1:1/0")) as bridge:
        async with http(bridge.base) as h:
            r = await h.get("/health")
            assert r.status_code == 503 and r.json()["status"] == "degraded"
            assert r.json()["checks"]["temporal"] == "ok"


async def test_chat_without_a_worker_is_not_accepted_and_events_never_500(dev_env, sandbox_url):
    """A session whose worker is gone: the access check's query times out. The message was not
    sent, so the answer is a retryable 503 (never a 504 that claims it was); events: 503, not 500."""
    from datetime import datetime

    from tests.support import payment_state, start_seeded

    client = dev_env.client
    settings = bridge_settings(sandbox_url)
    sid = str(uuid.uuid4())
    await start_seeded(
        client, payment_state(sid, datetime.now(UTC), user_id="alice"), task_queue=f"no-worker-{uuid.uuid4().hex[:6]}"
    )
    async with running_bridge(client, settings) as bridge:
        bridge.app.state.bridge.source.timeout = 1.0
        async with http(bridge.base) as h:
            r = await h.post(
                "/api/v1/chat", json={"message": "Is my booking confirmed?"}, headers={**ALICE, "X-Session-Id": sid}
            )
            assert r.status_code == 503, r.text
            assert r.json()["error"]["code"] == "not_accepted" and r.headers["retry-after"]
            r = await h.get(f"/api/v1/sessions/{sid}/events", headers=ALICE)
            assert r.status_code == 503 and r.json()["error"]["code"] == "unavailable"
    history = [e async for e in client.get_workflow_handle(f"session-{sid}").fetch_history_events()]
    assert not any(e.HasField("workflow_execution_signaled_event_attributes") for e in history)
