"""Hostile input at the bridge's edge: huge and deeply nested bodies on every HTTP route, bad
X-User-Id headers, JSON shape limits and refunded rate-limit slots. Real HTTP (uvicorn in-process);
Temporal is deliberately unreachable, so everything here is decided before any Temporal call."""

from __future__ import annotations

import uuid

import httpx
import pytest
from temporalio.service import RPCError, RPCStatusCode

from agent.signals import SessionConfig
from api.app import create_app
from api.fanout import HubRegistry
from api.inputs import FrameError, parse_frame
from api.limits import DEFAULT_BODY_BYTES, MAX_JSON_DEPTH, ShapeError, json_depth, loads_bounded
from api.messaging import send_message
from api.ratelimit import MemoryRateLimiter
from tests.support import make_settings, serve_asgi

KEY = {"X-Service-Key": "dev-service-key"}
DEEP = b"[" * 100_000 + b"]" * 100_000
HUGE = b'{"message": "' + b"x" * (10 * 1024 * 1024) + b'"}'


def test_json_depth_ignores_brackets_in_strings_and_stays_linear() -> None:
    assert json_depth('{"a": [1, {"b": "[[[[{{{{"}]}') == 3
    assert json_depth('"\\"[[[[" ') == 0
    assert json_depth(DEEP) == MAX_JSON_DEPTH + 1  # stops counting once over the limit
    assert json_depth('"\\"' * 50_000) == 0  # unterminated escapes: linear, no backtracking
    nested = "[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH
    assert loads_bounded(nested) is not None
    with pytest.raises(ShapeError):
        loads_bounded("[" + nested + "]")
    with pytest.raises(ValueError):
        loads_bounded('{"amount_usd": NaN}')


def test_ws_frames_refuse_depth_and_name_their_message_id() -> None:
    with pytest.raises(FrameError) as err:
        parse_frame(DEEP[:60_000].decode())
    assert err.value.code == "invalid_json"
    with pytest.raises(FrameError) as err:
        parse_frame('{"type": "user_message", "content": "   ", "message_id": "m-1"}')
    assert err.value.code == "empty_message" and err.value.frame()["message_id"] == "m-1"
    with pytest.raises(FrameError) as err:
        parse_frame('{"type": "auth", "user_id": "a\\tb"}')
    assert err.value.code == "invalid_frame" and "message_id" not in err.value.frame()


@pytest.fixture
async def offline_bridge():
    """The bridge with a Temporal address nobody listens on."""
    settings = make_settings("http://127.0.0.1:9", TEMPORAL_ADDRESS="127.0.0.1:9")
    app = create_app(settings)
    async with serve_asgi(app) as base:
        async with httpx.AsyncClient(base_url=base, trust_env=False, timeout=60) as h:
            yield app, h


def _routes(app) -> list[tuple[str, str]]:
    """Every HTTP route of the app (from its OpenAPI document), plus the docs and static files."""
    out = [("GET", "/openapi.json"), ("GET", "/docs"), ("GET", "/static-chat/chat.js"), ("OPTIONS", "/codec/decode")]
    for path, methods in app.openapi()["paths"].items():
        path = path.replace("{session_id}", str(uuid.uuid4())).replace("{payment_intent_id}", "pi_test")
        out.extend((method.upper(), path) for method in methods)
    return out


async def test_every_http_route_answers_hostile_bodies_with_a_4xx_json_error(offline_bridge) -> None:
    app, h = offline_bridge
    routes = _routes(app)
    assert ("POST", "/api/v1/chat") in routes and ("POST", "/v1/payments/events") in routes
    assert any(p.startswith("/codec/") for _, p in routes) and ("GET", "/health") in routes
    assert {("GET", "/health/live"), ("GET", "/health/ready")} <= set(routes)
    for method, path in routes:
        for name, body in (("deep", DEEP), ("huge", HUGE)):
            headers = {**KEY, "X-User-Id": "alice", "Content-Type": "application/json"}
            r = await h.request(method, path, content=body, headers=headers)
            assert 400 <= r.status_code < 500, (method, path, name, r.status_code, r.text[:200])
            assert isinstance(r.json()["error"]["code"], str), (method, path, name)


async def test_deep_json_within_the_size_cap_is_refused_by_shape(offline_bridge) -> None:
    app, h = offline_bridge
    deep = b'{"message": ' + b"[" * 5_000 + b"]" * 5_000 + b"}"
    assert len(deep) < DEFAULT_BODY_BYTES
    r = await h.post("/api/v1/chat", content=deep, headers={"X-User-Id": "alice"})
    assert r.status_code == 422 and r.json()["error"]["code"] == "invalid_json"
    r = await h.post("/v1/payments/events", content=deep[:15_000], headers=KEY)
    assert r.status_code == 422 and r.json()["error"]["code"] == "invalid_json"
    r = await h.post("/codec/decode", content=b'{"payloads": ' + b"[" * 5000 + b"]" * 5000 + b"}")
    assert r.status_code == 400


async def test_payment_fields_are_limited_before_any_signal(offline_bridge) -> None:
    app, h = offline_bridge
    base = {"event_id": "evt-1", "payment_intent_id": "pi_1", "status": "SUCCEEDED"}
    for bad in (
        {"event_id": "e" * 201},
        {"booking_id": "b" * 201},
        {"payment_intent_id": "p" * 201},
        {"amount_usd": -5},
        {"event_id": ""},
    ):
        r = await h.post("/v1/payments/events", json={**base, **bad}, headers=KEY)
        assert r.status_code == 422, (bad, r.text)
    r = await h.post("/v1/payments/events", content=b'{"event_id": "' + b"e" * 1_200_000 + b'"}', headers=KEY)
    assert r.status_code == 413 and r.json()["error"]["code"] == "too_large"


async def test_x_user_id_follows_the_websocket_auth_rule(offline_bridge) -> None:
    app, h = offline_bridge
    for bad in ("a" * 10_000, "al\tice", "a" * 201):
        r = await h.post("/api/v1/chat", json={"message": "hi"}, headers={"X-User-Id": bad})
        assert r.status_code == 401 and r.json()["error"]["code"] == "unauthorized", bad
        r = await h.get(f"/api/v1/sessions/{uuid.uuid4()}/events", headers={"X-User-Id": bad})
        assert r.status_code == 401, bad


async def test_unreachable_temporal_is_a_retryable_not_accepted(offline_bridge) -> None:
    app, h = offline_bridge
    r = await h.post(
        "/api/v1/chat", json={"message": "hello"}, headers={"X-User-Id": "alice", "X-Session-Id": str(uuid.uuid4())}
    )
    assert r.status_code == 503 and r.json()["error"]["code"] == "not_accepted", r.text
    assert r.headers["retry-after"].isdigit()
    r = await h.get(f"/api/v1/sessions/{uuid.uuid4()}/events", headers={"X-User-Id": "alice"})
    assert r.status_code == 503 and r.headers["retry-after"].isdigit()
    r = await h.get("/health")
    assert r.status_code == 503 and r.json()["status"] == "degraded"
    r = await h.get("/health/ready")
    assert r.status_code == 503 and r.json()["checks"]["temporal"].startswith("unreachable"), r.text
    r = await h.get("/health/live")  # Temporal being away is no reason to restart the bridge
    assert r.status_code == 200 and r.json()["status"] == "ok"


class _RefusingClient:
    async def start_workflow(self, *args, **kwargs):
        raise RPCError("unavailable", RPCStatusCode.UNAVAILABLE, b"")


async def test_refused_sends_give_their_rate_limit_slot_back() -> None:
    limiter = MemoryRateLimiter(limit=2)
    sid = str(uuid.uuid4())
    hub = HubRegistry(source=None, hints_ready=lambda: False).get(sid)  # type: ignore[arg-type]
    for _ in range(5):
        with pytest.raises(FrameError) as err:
            await send_message(
                _RefusingClient(),
                hub,
                limiter,
                session_id=sid,
                user_id="u",
                text="hi",  # type: ignore[arg-type]
                language="EN",
                task_queue="q",
                config=SessionConfig(),
                message_id="m-1",
            )
        assert err.value.code == "unavailable"
    assert await limiter.hit(sid) and await limiter.hit(sid)  # both slots still free
    assert not await limiter.hit(sid)
