"""BackendClient under failure: circuit breaker, in-process and Redis caches, and an idempotent retry
that books once on the real sandbox."""

from __future__ import annotations

import contextlib
import json
import shutil
import socket
import subprocess
import time
from typing import Any

import pytest
import structlog
from temporalio.exceptions import ApplicationError

from activities.backend import (
    BackendClient,
)
from activities.cache import REDIS_PREFIX, MemoryToolCache
from activities.circuit import CircuitBreaker, CircuitState
from tests.activities.backend_support import (
    BOOKING_INPUT,
    SESSION_ID,
    WEATHER,
    FakeBackend,
    _free_socket,
    client_for,
    make_call,
    make_settings,
    serve,
)

# ---------------------------------------------------------------- circuit breaker


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def test_five_failures_open_the_circuit_and_the_sixth_fails_fast() -> None:
    healthy = {"on": False}
    fake = FakeBackend(
        lambda n, p, b: (
            (200, {"success": True, "data": {"n": n}})
            if healthy["on"]
            else (503, {"success": False, "error": {"code": "X", "message": "down"}})
        )
    )
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
    fake = FakeBackend(
        lambda n, p, b: (
            (404, {"success": False, "error": {"code": "NOT_FOUND", "message": "Unknown currency."}})
            if n == 1
            else (200, {"success": True, "data": {"rate": 4100.0}})
        )
    )
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
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
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
