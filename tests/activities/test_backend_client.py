"""BackendClient on the wire: headers, body, error mapping, timeouts, circuit breaker, cache.

Every test talks HTTP to a small in-test FastAPI server (in-process uvicorn on a free port) that
records what it received; the Redis test starts its own ``redis-server``; the idempotency test
runs the real sandbox backend.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import shutil
import socket
import subprocess
import time
from datetime import date, timedelta
from typing import Any, AsyncIterator, Callable, Optional

import pytest
import structlog
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, PlainTextResponse
from temporalio.exceptions import ApplicationError

from activities.backend import (
    BACKEND_TIMEOUT,
    BACKEND_UNAVAILABLE,
    BackendClient,
    final_failure_result,
    is_plain_sentence,
)
from activities.cache import REDIS_PREFIX, MemoryToolCache
from activities.circuit import CircuitBreaker, CircuitState
from tests.support import serve_asgi
from agent.settings import Settings
from agent.tools.calls import ToolCall

SERVICE_KEY = "test-service-key-123"
SESSION_ID = "6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab"


# ---------------------------------------------------------------- helpers

def serve(app: Any):
    return serve_asgi(app, lifespan="off", force_exit=True)


def _free_socket() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    return sock


Responder = Callable[[int, str, dict[str, Any]], Any]


class FakeBackend:
    """Records every request; answers with ``responder(n, path, body)`` -> (status, body) | "hang"."""

    def __init__(self, responder: Optional[Responder] = None) -> None:
        self.requests: list[dict[str, Any]] = []
        self.responder: Responder = responder or (lambda n, path, body: (200, {"success": True, "data": {"n": n}}))
        self.release = asyncio.Event()
        self.app = FastAPI()

        @self.app.post("/v1/ai-tools/{rest:path}")
        async def tool(rest: str, request: Request) -> Any:
            body = await request.json()
            self.requests.append({"path": request.url.path, "headers": dict(request.headers), "body": body})
            answer = self.responder(len(self.requests), request.url.path, body)
            if answer == "hang":
                await self.release.wait()
                return JSONResponse({"success": True, "data": {}})
            status, payload = answer
            if isinstance(payload, str):
                return PlainTextResponse(payload, status_code=status)
            return JSONResponse(payload, status_code=status)

    @property
    def count(self) -> int:
        return len(self.requests)


def make_settings(url: str, **extra: Any) -> Settings:
    values: dict[str, Any] = {
        "BACKEND_URL": url,
        "AI_SERVICE_KEY": SERVICE_KEY,
        "TOOL_TIMEOUT_SECONDS": 0.5,
        "MODEL_BACKEND": "scripted",
        "REDIS_URL": None,
    }
    values.update(extra)
    return Settings(**values)  # type: ignore[arg-type]


def make_call(name: str, tool_input: dict[str, Any], **extra: Any) -> ToolCall:
    values: dict[str, Any] = {
        "session_id": SESSION_ID,
        "tool_use_id": "toolu_01",
        "name": name,
        "input": tool_input,
        "language": "EN",
        "user_id": "user-42",
        "idempotency_key": f"session-{SESSION_ID}:t1:toolu_01",
    }
    values.update(extra)
    return ToolCall(**values)


@contextlib.asynccontextmanager
async def client_for(fake: FakeBackend, **settings_extra: Any) -> AsyncIterator[BackendClient]:
    async with serve(fake.app) as url:
        client = BackendClient(make_settings(url, **settings_extra))
        try:
            yield client
        finally:
            fake.release.set()
            await client.aclose()


WEATHER = {"destination": "Kampot", "date": "2026-12-01"}
TRAVEL = date.today() + timedelta(days=30)
BOOKING_INPUT = {
    "trip_id": "trip_001",
    "travel_date": TRAVEL.isoformat(),
    "end_date": (TRAVEL + timedelta(days=2)).isoformat(),
    "people_count": 2,
    "pickup_location": "Riverside Hotel, Phnom Penh",
    "customer_name": "Sok Dara",
    "customer_phone": "+85512345678",
    "customer_email": "dara@example.com",
}


# ---------------------------------------------------------------- wire format

async def test_headers_and_body_on_the_wire() -> None:
    fake = FakeBackend()
    async with client_for(fake) as client:
        call = make_call(
            "cancelBooking",
            {"booking_id": "bk_1", "reason": "plans changed", "user_id": "someone-else"},
            language="KH",
            user_id="user-42",
            idempotency_key="session-x:t3:toolu_cancel",
        )
        result = await client.call(call)
    assert result == {"success": True, "data": {"n": 1}}
    assert fake.count == 1
    req = fake.requests[0]
    assert req["path"] == "/v1/ai-tools/bookings/cancel"
    headers = req["headers"]
    assert headers["x-service-key"] == SERVICE_KEY
    assert headers["accept-language"] == "KH"
    assert headers["x-session-id"] == SESSION_ID
    assert headers["idempotency-key"] == "session-x:t3:toolu_cancel"
    assert headers["x-request-id"]
    # user_id comes from the session, never from the model's input
    assert req["body"] == {"booking_id": "bk_1", "reason": "plans changed", "user_id": "user-42"}


async def test_language_injected_only_where_the_catalog_says_and_only_when_absent() -> None:
    fake = FakeBackend()
    async with client_for(fake) as client:
        await client.call(make_call("getPlaces", {"category": "temples"}, language="ZH"))
        await client.call(make_call("getPlaces", {"category": "beaches", "language": "KH"}, language="ZH"))
        await client.call(make_call("getTripImages", {"trip_id": "trip_003", "user_id": "evil"}, language="ZH"))
    bodies = [r["body"] for r in fake.requests]
    assert bodies[0] == {"category": "temples", "language": "ZH"}
    assert bodies[1] == {"category": "beaches", "language": "KH"}
    assert bodies[2] == {"trip_id": "trip_003"}  # no user_id, no language for this tool
    assert [r["headers"]["accept-language"] for r in fake.requests] == ["ZH", "ZH", "ZH"]
    # every request carries its own request id
    assert len({r["headers"]["x-request-id"] for r in fake.requests}) == 3


async def test_schema_invalid_input_never_reaches_the_backend() -> None:
    fake = FakeBackend()
    async with client_for(fake) as client:
        bad_date = await client.call(make_call("getWeatherForecast", {"destination": "Kep", "date": "next friday"}))
        missing = await client.call(make_call("createBooking", {"trip_id": "trip_001"}))
        unknown = await client.call(make_call("bookAFlight", {"to": "PNH"}))
    assert fake.count == 0
    assert bad_date["success"] is False and bad_date["error"]["code"] == "INVALID_INPUT"
    assert "date" in bad_date["error"]["message"]
    assert missing["error"]["code"] == "INVALID_INPUT"
    assert unknown["error"]["code"] == "UNKNOWN_TOOL"


# ---------------------------------------------------------------- 4xx: non-retryable envelopes

async def test_4xx_keeps_a_plain_backend_message_and_code() -> None:
    fake = FakeBackend(lambda n, p, b: (404, {"success": False, "error": {
        "code": "NOT_FOUND", "message": "We could not find trip trip_999."}}))
    async with client_for(fake) as client:
        result = await client.call(make_call("getTripItinerary", {"trip_id": "trip_999"}))
    assert result == {"success": False, "error": {"code": "NOT_FOUND", "message": "We could not find trip trip_999."}}


@pytest.mark.parametrize(
    "status,payload,expected_code",
    [
        (400, {"success": False, "error": {"code": "BAD_THING", "message":
            "Traceback (most recent call last):\n  File \"/srv/app/booking.py\", line 12, in create\nKeyError: 'x'"}},
         "BAD_THING"),
        (409, {"success": False, "error": {"code": "not a code!", "message":
            "Conflict at http://internal-booking.svc.cluster.local:3000/v1/ai-tools/bookings/create"}},
         "NOT_AVAILABLE"),
        (422, {"detail": [{"loc": ["body", "trip_id"], "msg": "field required", "type": "missing"}]}, "INVALID_INPUT"),
        (404, "<html><body>nginx: /var/www/index.html not found</body></html>", "NOT_FOUND"),
        (418, {"success": False, "error": {"code": "TEAPOT", "message":
            "TypeError: Cannot read properties of undefined at Object.<anonymous> (/app/dist/main.js:10:5)"}},
         "TEAPOT"),
    ],
)
async def test_4xx_never_leaks_traces_or_urls(status: int, payload: Any, expected_code: str) -> None:
    fake = FakeBackend(lambda n, p, b: (status, payload))
    async with client_for(fake) as client:
        result = await client.call(make_call("getTripItinerary", {"trip_id": "trip_001"}))
        assert client.circuit.state is CircuitState.CLOSED  # a 4xx is not an outage
    assert fake.count == 1
    assert result["success"] is False
    assert result["error"]["code"] == expected_code
    message = result["error"]["message"]
    assert is_plain_sentence(message), message
    for leak in ("http", "Traceback", "/srv", "/app", ".py", ".js", "nginx", "undefined", "<"):
        assert leak not in message


@pytest.mark.parametrize("status", [401, 403])
async def test_unauthorized_is_readable_and_logged_as_an_error(status: int) -> None:
    fake = FakeBackend(lambda n, p, b: (status, {"success": False, "error": {
        "code": "FORBIDDEN", "message": "Invalid X-Service-Key"}}))
    async with client_for(fake) as client:
        with structlog.testing.capture_logs() as logs:
            result = await client.call(make_call("getTripImages", {"trip_id": "trip_001"}))
    assert result["success"] is False
    assert result["error"]["code"] == "UNAUTHORIZED"
    assert "booking system" in result["error"]["message"]
    assert "Service-Key" not in result["error"]["message"]
    errors = [e for e in logs if e["log_level"] == "error"]
    assert errors and errors[0]["tool"] == "getTripImages" and errors[0]["http_status"] == status


async def test_2xx_that_is_not_an_envelope_is_a_backend_error() -> None:
    fake = FakeBackend(lambda n, p, b: (200, {"trips": []}))
    async with client_for(fake) as client:
        result = await client.call(make_call("getTripImages", {"trip_id": "trip_001"}))
    assert result["success"] is False and result["error"]["code"] == "BACKEND_ERROR"


# ---------------------------------------------------------------- retryable failures

async def test_5xx_raises_a_retryable_error() -> None:
    fake = FakeBackend(lambda n, p, b: (503, {"success": False, "error": {"code": "X", "message": "down"}}))
    async with client_for(fake) as client:
        with pytest.raises(ApplicationError) as info:
            await client.call(make_call("getTripImages", {"trip_id": "trip_001"}))
    assert info.value.type == BACKEND_UNAVAILABLE
    assert info.value.non_retryable is False
    assert final_failure_result("getTripImages", info.value.type or "")["error"]["code"] == "BACKEND_ERROR"


async def test_hanging_backend_times_out_with_a_retryable_error() -> None:
    fake = FakeBackend(lambda n, p, b: "hang")
    async with client_for(fake) as client:
        assert client.timeout_seconds == 0.5
        with pytest.raises(ApplicationError) as info:
            await client.call(make_call("getTripImages", {"trip_id": "trip_001"}))
    assert fake.count == 1
    assert info.value.type == BACKEND_TIMEOUT
    assert info.value.non_retryable is False
    final = final_failure_result("getTripImages", info.value.type or "")
    assert final["success"] is False and final["error"]["code"] == "TIMEOUT"
    assert is_plain_sentence(final["error"]["message"])


async def test_unreachable_backend_raises_a_retryable_error() -> None:
    sock = _free_socket()  # bound but never listening: connection refused
    url = f"http://127.0.0.1:{sock.getsockname()[1]}"
    client = BackendClient(make_settings(url))
    try:
        with pytest.raises(ApplicationError) as info:
            await client.call(make_call("getTripImages", {"trip_id": "trip_001"}))
    finally:
        await client.aclose()
        sock.close()
    assert info.value.type == BACKEND_UNAVAILABLE and info.value.non_retryable is False


def test_final_failure_result_codes() -> None:
    assert final_failure_result("createBooking", "BackendTimeout")["error"]["code"] == "TIMEOUT"
    assert final_failure_result("createBooking", "TimeoutError")["error"]["code"] == "TIMEOUT"
    assert final_failure_result("createBooking", "ServiceBusy")["error"]["code"] == "SERVICE_BUSY"
    assert final_failure_result("createBooking", "BackendUnavailable")["error"]["code"] == "BACKEND_ERROR"
    assert final_failure_result("createBooking", "")["error"]["code"] == "BACKEND_ERROR"


# ---------------------------------------------------------------- circuit breaker

class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def test_five_failures_open_the_circuit_and_the_sixth_fails_fast() -> None:
    healthy = {"on": False}
    fake = FakeBackend(lambda n, p, b: (200, {"success": True, "data": {"n": n}}) if healthy["on"]
                       else (503, {"success": False, "error": {"code": "X", "message": "down"}}))
    clock = FakeClock()
    circuit = CircuitBreaker(failure_threshold=5, open_seconds=60, clock=clock)
    async with serve(fake.app) as url:
        client = BackendClient(make_settings(url), circuit=circuit)
        call = make_call("getTripImages", {"trip_id": "trip_001"})
        try:
            for _ in range(5):
                with pytest.raises(ApplicationError):
                    await client.call(call)
            assert circuit.state is CircuitState.OPEN
            busy = await client.call(call)  # the sixth: no HTTP request at all
            assert fake.count == 5
            assert busy["success"] is False and busy["error"]["code"] == "SERVICE_BUSY"
            assert "try again" in busy["error"]["message"]

            clock.now += 59
            assert (await client.call(call))["error"]["code"] == "SERVICE_BUSY"
            assert fake.count == 5

            # half-open after the window: one trial; it fails -> open again for a full window
            clock.now += 2
            assert circuit.state is CircuitState.HALF_OPEN
            with pytest.raises(ApplicationError):
                await client.call(call)
            assert fake.count == 6
            assert circuit.state is CircuitState.OPEN
            assert (await client.call(call))["error"]["code"] == "SERVICE_BUSY"
            assert fake.count == 6

            # next window: the backend is back, the trial succeeds and closes the circuit
            clock.now += 61
            healthy["on"] = True
            assert (await client.call(call))["success"] is True
            assert circuit.state is CircuitState.CLOSED
            assert (await client.call(call))["success"] is True
            assert fake.count == 8
        finally:
            await client.aclose()


def test_half_open_lets_only_one_trial_through() -> None:
    clock = FakeClock()
    circuit = CircuitBreaker(failure_threshold=2, open_seconds=10, clock=clock)
    circuit.record_failure()
    assert circuit.allow_request() and circuit.state is CircuitState.CLOSED
    circuit.record_failure()
    assert circuit.state is CircuitState.OPEN and not circuit.allow_request()
    clock.now += 10
    assert circuit.allow_request() is True  # the trial
    assert circuit.allow_request() is False  # everyone else waits for it
    circuit.release_trial()  # the trial was cancelled: another may try
    assert circuit.allow_request() is True
    circuit.record_success()
    assert circuit.state is CircuitState.CLOSED and circuit.consecutive_failures == 0


def test_success_resets_the_consecutive_count() -> None:
    circuit = CircuitBreaker(failure_threshold=3, open_seconds=10, clock=FakeClock())
    for _ in range(2):
        circuit.record_failure()
    circuit.record_success()
    for _ in range(2):
        circuit.record_failure()
    assert circuit.state is CircuitState.CLOSED


async def test_circuit_transitions_are_logged() -> None:
    clock = FakeClock()
    circuit = CircuitBreaker(failure_threshold=1, open_seconds=5, clock=clock)
    with structlog.testing.capture_logs() as logs:
        circuit.record_failure()
        clock.now += 5
        circuit.allow_request()
        circuit.record_success()
    changes = [(e["from_state"], e["to_state"]) for e in logs if e["event"] == "circuit_state_changed"]
    assert changes == [("closed", "open"), ("open", "half_open"), ("half_open", "closed")]


# ---------------------------------------------------------------- cache

async def test_in_process_cache_avoids_the_second_request() -> None:
    fake = FakeBackend()
    async with client_for(fake) as client:
        assert isinstance(client.cache, MemoryToolCache)
        first = await client.call(make_call("getWeatherForecast", dict(WEATHER)))
        second = await client.call(make_call("getWeatherForecast", dict(WEATHER), tool_use_id="toolu_02"))
        assert first == second and fake.count == 1
        # another language or another input is another entry
        await client.call(make_call("getWeatherForecast", dict(WEATHER), language="KH"))
        await client.call(make_call("getWeatherForecast", {**WEATHER, "date": "2026-12-02"}))
        assert fake.count == 3
        # tools without a cache TTL are never cached
        await client.call(make_call("getTripImages", {"trip_id": "trip_001"}))
        await client.call(make_call("getTripImages", {"trip_id": "trip_001"}))
        assert fake.count == 5


async def test_failed_results_are_not_cached() -> None:
    fake = FakeBackend(lambda n, p, b: (404, {"success": False, "error": {"code": "NOT_FOUND", "message": "Unknown currency."}})
                       if n == 1 else (200, {"success": True, "data": {"rate": 4100.0}}))
    async with client_for(fake) as client:
        call = make_call("getCurrencyRates", {"from_currency": "USD", "to_currency": "KHR"})
        assert (await client.call(call))["success"] is False
        assert (await client.call(call))["data"] == {"rate": 4100.0}
        assert (await client.call(call))["data"] == {"rate": 4100.0}
    assert fake.count == 2


async def test_memory_cache_expires_and_stays_bounded() -> None:
    clock = FakeClock()
    cache = MemoryToolCache(max_entries=3, clock=clock)
    await cache.set("a", {"v": 1}, 10)
    clock.now += 9
    assert await cache.get("a") == {"v": 1}
    clock.now += 1
    assert await cache.get("a") is None
    for i in range(5):
        await cache.set(f"k{i}", {"v": i}, 100)
    assert len(cache) == 3
    assert await cache.get("k0") is None and await cache.get("k4") == {"v": 4}


@contextlib.contextmanager
def redis_server() -> Any:
    binary = shutil.which("redis-server")
    if binary is None:
        print("SKIP reason: redis-server is not installed")
        pytest.skip("redis-server is not installed")
    sock = _free_socket()
    port = sock.getsockname()[1]
    sock.close()
    proc = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=0.2):
                break
            time.sleep(0.02)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        proc.terminate()
        proc.wait(10)


@pytest.mark.redis
async def test_redis_cache_is_shared_between_workers() -> None:
    import redis.asyncio as redis_asyncio

    from activities.cache import RedisToolCache

    fake = FakeBackend()
    with redis_server() as redis_url:
        async with serve(fake.app) as url:
            settings = make_settings(url, REDIS_URL=redis_url)
            worker_a, worker_b = BackendClient(settings), BackendClient(settings)
            probe = redis_asyncio.from_url(redis_url, decode_responses=True)
            try:
                assert isinstance(worker_a.cache, RedisToolCache)
                call = make_call("getCurrencyRates", {"from_currency": "USD", "to_currency": "KHR"})
                first = await worker_a.call(call)
                second = await worker_b.call(call)  # another worker process: served from Redis
                assert first == second and fake.count == 1
                keys = await probe.keys(REDIS_PREFIX + "*")
                assert len(keys) == 1 and keys[0].startswith(REDIS_PREFIX + "getCurrencyRates:EN:")
                ttl = await probe.ttl(keys[0])
                assert 0 < ttl <= 600
                assert json.loads(await probe.get(keys[0])) == first
            finally:
                await worker_a.aclose()
                await worker_b.aclose()
                await probe.aclose()


async def test_redis_outage_is_a_cache_miss_not_a_failure() -> None:
    sock = _free_socket()  # nothing listens here
    dead_redis = f"redis://127.0.0.1:{sock.getsockname()[1]}/0"
    fake = FakeBackend()
    async with serve(fake.app) as url:
        client = BackendClient(make_settings(url, REDIS_URL=dead_redis))
        try:
            call = make_call("getCurrencyRates", {"from_currency": "USD", "to_currency": "KHR"})
            assert (await client.call(call))["success"] is True
            assert (await client.call(call))["success"] is True
        finally:
            await client.aclose()
            sock.close()
    assert fake.count == 2


async def test_field_details_survive_but_unsafe_ones_do_not() -> None:
    fake = FakeBackend(lambda n, p, b: (400, {"success": False, "error": {
        "code": "VALIDATION_FAILED", "message": "Some contact details are not valid.",
        "details": {"phone": "Phone numbers need a country code, like +855.",
                    "trace": "at Object.<anonymous> (/app/dist/main.js:10:5)",
                    "see": "https://internal.example/errors/42"}}}))
    async with client_for(fake) as client:
        result = await client.call(make_call("createBooking", dict(BOOKING_INPUT)))
    assert result["error"]["code"] == "VALIDATION_FAILED"
    assert result["error"]["details"] == {"phone": "Phone numbers need a country code, like +855."}


# ---------------------------------------------------------------- idempotent retry on the real sandbox

class LoseFirstAnswer:
    """ASGI wrapper: the first request to ``path`` is processed by the app, then answered 503."""

    def __init__(self, app: Any, path: str) -> None:
        self.app, self.path = app, path
        self.seen: list[dict[str, str]] = []

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or scope["path"] != self.path:
            await self.app(scope, receive, send)
            return
        self.seen.append({k.decode().lower(): v.decode() for k, v in scope["headers"]})
        if len(self.seen) > 1:
            await self.app(scope, receive, send)
            return

        async def drop(message: Any) -> None:
            return None

        await self.app(scope, receive, drop)  # the booking is made...
        await send({"type": "http.response.start", "status": 503, "headers": [(b"content-type", b"text/plain")]})
        await send({"type": "http.response.body", "body": b"upstream connect error"})  # ...the answer is lost


async def test_503_then_200_create_booking_makes_one_booking_on_the_sandbox() -> None:
    from sandbox.app import create_app

    settings = make_settings("http://unused")
    app = create_app(settings)
    wrapper = LoseFirstAnswer(app, "/v1/ai-tools/bookings/create")
    async with serve(wrapper) as url:
        client = BackendClient(make_settings(url, TOOL_TIMEOUT_SECONDS=5))
        call = make_call("createBooking", dict(BOOKING_INPUT), idempotency_key="session-abc:turn-3:toolu_book")
        try:
            with pytest.raises(ApplicationError) as info:
                await client.call(call)  # attempt 1: 503
            assert info.value.non_retryable is False
            retried = await client.call(call)  # attempt 2 (what Temporal's retry does): same call
        finally:
            await client.aclose()
    assert retried["success"] is True and retried["data"]["status"] == "RESERVED"
    assert [h["idempotency-key"] for h in wrapper.seen] == ["session-abc:turn-3:toolu_book"] * 2
    bookings = list(app.state.store.bookings.values())
    assert len(bookings) == 1
    assert bookings[0].booking_id == retried["data"]["booking_id"]
    assert bookings[0].user_id == "user-42" and bookings[0].session_id == SESSION_ID
