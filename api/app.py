"""The bridge's FastAPI app: ``create_app(settings=None, client=None)``.

The lifespan connects nothing eagerly: Temporal is connected on first use (so the bridge starts,
and /health says "degraded", while Temporal is down); Redis is optional (rate limits, event hints
and the payment relay use it when ``REDIS_URL`` is set). Tests pass their own ``client``.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from pathlib import Path
from typing import Any, AsyncIterator, Optional

import structlog
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from temporalio.client import Client

from activities.temporal_client import connect
from agent.settings import Settings, get_settings
from api import codec_server, config_route, payments, rest, ws
from api.availability import TemporalAvailability
from api.deltas import DeltaListener
from api.fanout import HubRegistry
from api.hints import HintListener
from api.limits import BodyLimitMiddleware
from api.observability import (
    RequestLogMiddleware,
    health_report,
    init_sentry,
    live_report,
    metrics_body,
    workers_polling,
)
from api.owners import Owners
from api.ratelimit import RateLimiter, build_rate_limiter
from api.source import TemporalSource

log = structlog.get_logger("derlg.bridge")

STATIC_DIR = Path(__file__).parent / "static"
# @fontsource/noto-sans-khmer and @fontsource/noto-sans-sc (npm), served at /fonts/<package>/
FONTS_DIR = Path(__file__).resolve().parent.parent / ".tools" / "fonts" / "node_modules" / "@fontsource"


class Bridge:
    """Everything the routes share; nothing in it is needed to resume a session elsewhere."""

    def __init__(self, settings: Settings, client: Optional[Client] = None) -> None:
        self.settings = settings
        self._client = client
        self._connect_lock = asyncio.Lock()
        self.redis: Any = None
        self.hints: Optional[HintListener] = None
        self.relay: Optional[payments.PaymentRelay] = None
        self.deltas: Optional[DeltaListener] = None
        self.source = TemporalSource(self.client)
        self.owners = Owners()  # session owners this bridge has checked (api/owners.py)
        self.registry = HubRegistry(self.source, self._hints_ready, self._answers_hinted)
        self.limiter: RateLimiter = build_rate_limiter(settings.rate_limit_per_minute)
        self.availability = TemporalAvailability(self.temporal_check)
        self.started_at = time.monotonic()
        self._tasks: list[asyncio.Task[None]] = []

    def _hints_ready(self) -> bool:
        return self.hints is not None and self.hints.ready

    def _answers_hinted(self) -> bool:
        return self.hints is not None and self.hints.answers_hinted()

    async def client(self) -> Client:
        if self._client is None:
            async with self._connect_lock:
                if self._client is None:
                    self._client = await connect(self.settings)
        return self._client

    async def start(self) -> None:
        if not self.settings.redis_url:
            return
        import redis.asyncio as redis

        self.redis = redis.from_url(self.settings.redis_url)
        self.limiter = build_rate_limiter(self.settings.rate_limit_per_minute, self.redis)
        self.hints = HintListener(self.redis, self.registry)
        self.relay = payments.PaymentRelay(self.redis, self.client, self.settings.temporal_task_queue)
        self.deltas = DeltaListener(self.redis, self.registry)
        self._tasks = [
            asyncio.create_task(self.hints.run()),
            asyncio.create_task(self.relay.run()),
            asyncio.create_task(self.deltas.run()),
        ]

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        await self.registry.close()
        if self.redis is not None:
            await self.redis.aclose()

    async def temporal_check(self) -> None:
        client = await self.client()
        await client.service_client.check_health(timeout=_seconds(2))

    async def worker_check(self) -> None:
        """Raises NoWorker unless some worker polled the task queue recently (DescribeTaskQueue)."""
        await workers_polling(await self.client(), self.settings.temporal_namespace, self.settings.temporal_task_queue)

    async def announce_turn(self, session_id: str, message_id: str = "", text: str = "") -> None:
        if self.hints is not None:
            await self.hints.announce_turn(session_id, message_id, text)

    async def redis_check(self) -> None:
        await self.redis.ping()


class ScopedCORS:
    """The CORS allow-list for every path except ``skip_prefix`` (the codec routes do their own)."""

    def __init__(self, app: Any, skip_prefix: str, **options: Any) -> None:
        self.app = app
        self.skip_prefix = skip_prefix
        self.cors = CORSMiddleware(app, **options)

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope.get("path", "").startswith(self.skip_prefix):
            await self.app(scope, receive, send)
        else:
            await self.cors(scope, receive, send)


def _seconds(n: float) -> Any:
    from datetime import timedelta

    return timedelta(seconds=n)


def create_app(settings: Optional[Settings] = None, client: Optional[Client] = None) -> FastAPI:
    settings = settings or get_settings()
    bridge = Bridge(settings, client)
    init_sentry(settings.sentry_dsn)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await bridge.start()
        log.info("bridge_started", redis=bool(settings.redis_url), temporal=settings.temporal_address)
        try:
            yield
        finally:
            await bridge.stop()

    app = FastAPI(title="DerLg concierge bridge", lifespan=lifespan)
    app.state.bridge = bridge
    app.add_middleware(BodyLimitMiddleware)  # innermost: CORS and the request log see its 4xx
    app.add_middleware(
        ScopedCORS,
        skip_prefix="/codec/",
        allow_origins=settings.cors_origin_list,
        allow_credentials=True,
        allow_methods=["GET", "POST", "OPTIONS"],
        allow_headers=["*"],
    )
    app.add_middleware(RequestLogMiddleware)
    app.include_router(ws.router)
    app.include_router(rest.router)
    app.add_exception_handler(RequestValidationError, rest.invalid_request)  # the product's error body
    app.include_router(
        payments.build_router(lambda: settings.ai_service_key, bridge.client, lambda: settings.temporal_task_queue)
    )
    app.include_router(config_route.router)  # the chat page's /api/v1/config and simulated payments
    app.include_router(codec_server.build_router(settings))  # answers the Temporal UI's own CORS

    @app.get("/health/live")
    async def health_live() -> JSONResponse:
        """Liveness: the process and its event loop answer. Restarting it would not help otherwise."""
        return JSONResponse(live_report(bridge.started_at))

    @app.get("/health/ready")
    @app.get("/health")  # the contract's name, the same readiness report
    async def health_ready() -> JSONResponse:
        """Readiness: Temporal answers, a worker polls the task queue, Redis (if set) answers; else 503."""
        report = await health_report(
            bridge.temporal_check,
            bridge.redis_check if bridge.redis else None,
            bridge.started_at,
            worker_check=bridge.worker_check,
        )
        return JSONResponse(report, status_code=200 if report["status"] == "ok" else 503)

    @app.get("/metrics")
    async def metrics() -> Response:
        body, content_type = metrics_body()
        return Response(body, media_type=content_type)

    @app.get("/")
    async def index(request: Request) -> Any:
        page = STATIC_DIR / "index.html"
        if not page.exists():
            return JSONResponse({"error": {"code": "not_found", "message": "No chat page."}}, status_code=404)
        return FileResponse(page, media_type="text/html")

    STATIC_DIR.mkdir(exist_ok=True)
    app.mount("/static-chat", StaticFiles(directory=STATIC_DIR), name="static-chat")
    if FONTS_DIR.is_dir():  # Khmer and Chinese web fonts (scripts/ensure_deps.sh installs them)
        app.mount("/fonts", StaticFiles(directory=FONTS_DIR), name="fonts")
    return app
