"""Health, Prometheus metrics, JSON request logs, CORS and Sentry for the bridge.

Metrics (prometheus-client, default registry, served at ``/metrics``):

- ``derlg_bridge_active_connections`` (gauge): open WebSocket connections in this process.
- ``derlg_bridge_messages_total{status}``: user messages by outcome: ``accepted``, ``rate_limited``,
  ``invalid`` (refused by validation), ``session_ended``, ``failed`` (Temporal error).
- ``derlg_bridge_tool_calls_total{tool_name}``: tool results shown to travellers, counted once per
  delivered log event (first delivery in this process), named from the event's ``tools`` field
  when present, else from its frame type (``trip_cards`` → getTripSuggestions, …). It counts what
  the traveller saw, not every backend request (the worker's own metrics count those).
- ``derlg_bridge_errors_total{type}``: error frames and failures, by code.
- ``derlg_bridge_response_time_seconds``: user frame received → the turn's final event sent.
- ``derlg_bridge_session_queries_total{kind}``: reads of a session's workflow this process sent to
  Temporal (``events``, ``status``, ``state`` queries; ``describe``): each query is a round trip
  through the server and an activation on the worker, so the bench reports them per turn.

Request logs never contain message text, names or phones: method, path, status, latency and the
session id only.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any, Awaitable, Callable, Optional

import structlog
from prometheus_client import CONTENT_TYPE_LATEST, Counter, Gauge, Histogram, generate_latest

log = structlog.get_logger("derlg.bridge.http")

ACTIVE_CONNECTIONS = Gauge("derlg_bridge_active_connections", "Open WebSocket connections")
MESSAGES = Counter("derlg_bridge_messages_total", "User messages by outcome", ["status"])
TOOL_CALLS = Counter("derlg_bridge_tool_calls_total", "Tool results delivered, by tool", ["tool_name"])
ERRORS = Counter("derlg_bridge_errors_total", "Errors by type", ["type"])
SESSION_QUERIES = Counter(
    "derlg_bridge_session_queries_total", "Workflow queries and describes sent to Temporal", ["kind"]
)
RESPONSE_TIME = Histogram(
    "derlg_bridge_response_time_seconds",
    "User frame in to final event out",
    buckets=(0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 90),
)

EVENT_TOOL = {
    "trip_cards": "getTripSuggestions",
    "itinerary": "getTripItinerary",
    "image_gallery": "getTripImages",
    "weather": "getWeatherForecast",
    "comparison": "compareTrips",
    "budget_estimate": "estimateBudget",
    "booking_held": "createBooking",
    "qr_payment": "generatePaymentQR",
}


def count_event(event: dict[str, Any]) -> None:
    """Tool metric for one newly seen log event."""
    tools = event.get("tools")
    if isinstance(tools, list) and tools:
        for name in tools:
            if isinstance(name, str):
                TOOL_CALLS.labels(tool_name=name[:60]).inc()
        return
    name = EVENT_TOOL.get(str(event.get("type")))
    if name:
        TOOL_CALLS.labels(tool_name=name).inc()
    if event.get("type") == "error":
        ERRORS.labels(type=str(event.get("code") or "workflow_error")[:40]).inc()


def metrics_body() -> tuple[bytes, str]:
    return generate_latest(), CONTENT_TYPE_LATEST


async def _timed(check: Callable[[], Awaitable[Any]], timeout: float) -> Optional[str]:
    """None when ``check`` succeeds within ``timeout``, else a short reason."""
    try:
        await asyncio.wait_for(check(), timeout)
        return None
    except TimeoutError:
        return "timeout"
    except Exception as err:  # noqa: BLE001 - health reports, never raises
        return type(err).__name__


class NoWorker(Exception):
    """No worker polled the task queue recently."""


#: A worker long-polls continuously (each poll lasts up to about a minute), so a poller last seen
#: longer ago than this is gone.
POLLER_FRESH_SECONDS = 120.0


async def workers_polling(client: Any, namespace: str, task_queue: str) -> int:
    """How many workers poll ``task_queue`` for workflow tasks; NoWorker when none did recently."""
    from temporalio.api.enums.v1 import TaskQueueType
    from temporalio.api.taskqueue.v1 import TaskQueue
    from temporalio.api.workflowservice.v1 import DescribeTaskQueueRequest

    resp = await client.workflow_service.describe_task_queue(
        DescribeTaskQueueRequest(
            namespace=namespace,
            task_queue=TaskQueue(name=task_queue),
            task_queue_type=TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW,
        )
    )
    now = time.time()
    fresh = [
        p
        for p in resp.pollers
        if not p.HasField("last_access_time") or now - p.last_access_time.ToSeconds() <= POLLER_FRESH_SECONDS
    ]
    if not fresh:
        raise NoWorker(f"no worker polls task queue {task_queue}")
    return len(fresh)


#: Probe paths kept out of the request log (orchestrators call them every few seconds).
PROBE_PATHS = frozenset({"/metrics", "/health", "/health/live", "/health/ready"})


def live_report(started_at: float) -> dict[str, Any]:
    """``/health/live``: the process is up; says nothing about Temporal, a worker or Redis."""
    return {"status": "ok", "uptime_seconds": round(time.monotonic() - started_at, 1)}


async def health_report(
    temporal_check: Callable[[], Awaitable[Any]],
    redis_check: Optional[Callable[[], Awaitable[Any]]],
    started_at: float,
    timeout: float = 2.0,
    worker_check: Optional[Callable[[], Awaitable[Any]]] = None,
) -> dict[str, Any]:
    """``ok`` only when Temporal answers, a worker polls the task queue and Redis (if set) answers."""
    checks: dict[str, Any] = {}
    t_err, r_err = await asyncio.gather(
        _timed(temporal_check, timeout),
        _timed(redis_check, timeout) if redis_check else asyncio.sleep(0, result=None),
    )
    checks["temporal"] = "ok" if t_err is None else f"unreachable: {t_err}"
    checks["redis"] = "not_configured" if redis_check is None else ("ok" if r_err is None else f"unreachable: {r_err}")
    w_err = None
    if worker_check is not None:
        w_err = await _timed(worker_check, timeout) if t_err is None else "temporal unreachable"
        checks["worker"] = "ok" if w_err is None else f"none polling: {w_err}"
    ok = t_err is None and w_err is None and (redis_check is None or r_err is None)
    return {
        "status": "ok" if ok else "degraded",
        "checks": checks,
        "uptime_seconds": round(time.monotonic() - started_at, 1),
    }


def _session_from_scope(scope: dict[str, Any]) -> Optional[str]:
    for name, value in scope.get("headers") or []:
        if name == b"x-session-id":
            return value.decode("latin-1")[:64]
    path: str = scope.get("path", "")
    for prefix in ("/ws/", "/api/v1/sessions/"):
        if path.startswith(prefix):
            return path[len(prefix) :].split("/", 1)[0][:64] or None
    return None


class RequestLogMiddleware:
    """Pure ASGI middleware: one JSON log line per HTTP request / WebSocket connection."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        status: dict[str, Any] = {"code": None}

        async def send_wrapper(message: dict[str, Any]) -> None:
            kind = message.get("type")
            if kind == "http.response.start":
                status["code"] = message.get("status")
            elif kind == "websocket.accept":
                status["code"] = 101
            elif kind == "websocket.close" and status["code"] is None:
                status["code"] = 403
            await send(message)

        try:
            await self.app(scope, receive, send_wrapper)
        except Exception:
            status["code"] = 500
            raise
        finally:
            if scope.get("path") not in PROBE_PATHS:
                log.info(
                    "request",
                    method=scope.get("method", "WS"),
                    path=scope.get("path"),
                    status=status["code"],
                    latency_ms=round((time.perf_counter() - start) * 1000, 1),
                    session_id=_session_from_scope(scope),
                )


def init_sentry(dsn: Optional[str]) -> bool:
    if not dsn:
        return False
    try:
        import sentry_sdk

        sentry_sdk.init(dsn=dsn, traces_sample_rate=0.0, send_default_pii=False)
        return True
    except Exception as err:  # noqa: BLE001 - observability must not stop the bridge
        log.warning("sentry_init_failed", error=type(err).__name__)
        return False
