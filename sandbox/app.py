"""The sandbox backend: a FastAPI app that behaves like the NestJS backend's 19 AI tool endpoints.

``create_app()`` builds a fresh app with its own in-memory store; tests pass a ``clock`` to move
time and a ``temporal_client_factory`` to record the ``payment_event`` signals.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Optional

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.cors import CORSMiddleware
from fastapi.routing import APIRoute
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

from agent.settings import Settings, get_settings
from agent.tools.catalog import API_PREFIX
from sandbox.clock import Clock
from sandbox.errors import ApiError, error_response
from sandbox.faults import Faults, config_from_env
from sandbox.middleware import FaultMiddleware, IdempotencyMiddleware
from sandbox.routes import (
    admin,
    aftercare,
    bookings,
    cancellation,
    changes,
    details,
    essentials,
    health,
    info,
    payments,
    preview,
    requests,
    trips,
)
from sandbox.signaling import PaymentSignaler, TemporalClientFactory, default_client_factory
from sandbox.store import Store

STATIC_DIR = Path(__file__).parent / "static"

DESCRIPTION = """
Sandbox of the DerLg NestJS backend's AI tool endpoints (`POST /v1/ai-tools/...`).

* Every tool call needs `X-Service-Key`; `Accept-Language: EN|KH|ZH` picks the language of names;
  `X-Session-Id` is stored with bookings and payment intents; `Idempotency-Key` (same key + same
  path) replays the stored answer instead of running the request again.
* Envelope: `{"success": true, "data": {...}}` or `{"success": false, "error": {"code", "message"}}`.
  HTTP 400 invalid input, 401 bad service key, 404 unknown id, 409 conflict (`HOLD_EXPIRED`,
  `ALREADY_PAID`, `NOT_AVAILABLE`), 503 injected fault.
* Paid bookings change in two steps: `previewReschedule` / `previewCancellation` answer a quote
  (`quote_id`, amounts, `expires_at` after 15 minutes); `confirmReschedule` / `confirmCancellation`
  with that `quote_id` apply it. Cancellation refunds: ≥ 30 days before travel (Cambodia time)
  100 %, 7-29 days 50 %, < 7 days 0 %; `getRefundStatus` follows refunds.
* `/sandbox/*` endpoints are sandbox-only: simulate payments (they signal the session workflow's
  `payment_event` with the Temporal client), list bookings, reset, fault knobs. They take the
  service key as the `X-Service-Key` header or a `service_key` JSON field.
"""

TAGS = [
    {"name": "trips", "description": "Trip search, itineraries, galleries, comparison, customisation"},
    {"name": "hotels", "description": "Hotel details"},
    {"name": "bookings", "description": "Contact validation, discounts, reservations"},
    {"name": "payments", "description": "Payment QR and status"},
    {
        "name": "after payment",
        "description": "Reschedule or cancel a paid booking (preview → quote → confirm), refunds",
    },
    {"name": "info", "description": "Weather, places, festivals, budget, currency"},
    {"name": "sandbox", "description": "Sandbox-only controls (not in the real backend)"},
]


def _invalid_fields(exc: RequestValidationError) -> list[str]:
    """The fields a refused body names ("remove_day.day"), each once."""
    paths = (".".join(str(p) for p in err.get("loc", ()) if p != "body") for err in exc.errors()[:5])
    return list(dict.fromkeys(p for p in paths if p))


def _validation_message(exc: RequestValidationError) -> str:
    parts = []
    for err in exc.errors()[:5]:
        loc = ".".join(str(p) for p in err.get("loc", ()) if p != "body")
        parts.append(f"{loc or 'body'}: {err.get('msg', 'invalid')}")
    return "Invalid input. " + "; ".join(parts)


# In the order the app matches them (health last, as it always was).
ROUTERS = (
    trips,
    info,
    bookings,
    details,
    preview,
    payments,
    changes,
    cancellation,
    aftercare,
    requests,
    admin,
    essentials,
    health,
)


def add_routes(app: FastAPI) -> None:
    """Put the routers' own routes, built once when their modules were imported, on ``app``.

    ``app.include_router`` would wrap each router for this app, and the FastAPI in uv.lock rebuilds every wrapped
    route (dependencies, body and response models, handler) on the app's first request that reaches that router:
    that was most of a fresh sandbox's cost in the tests, which build one per test. The routers add their prefix,
    tags, dependencies and responses to each route already, and the app adds none, so the routes are the same.
    Sharing them shares no state: a route reaches the store, clock, settings, faults and signaler through
    ``request.app.state``, which is this app's (tests/sandbox/test_sandbox_isolation.py).
    """
    for module in ROUTERS:
        if not all(isinstance(route, APIRoute) for route in module.router.routes):
            raise TypeError(f"{module.__name__}.router may hold only its own routes (no included routers)")
        app.router.routes.extend(module.router.routes)


def create_app(
    settings: Optional[Settings] = None,
    temporal_client_factory: Optional[TemporalClientFactory] = None,
    clock: Optional[Clock] = None,
    dev_open: Optional[bool] = None,
) -> FastAPI:
    settings = settings or get_settings()
    seats_shared = os.environ.get("SANDBOX_SEATS_SHARED", "1").lower() not in {"0", "false", "no"}
    store = Store(clock=clock, hold_seconds=settings.sandbox_hold_seconds, seats_shared=seats_shared)
    faults = Faults(config_from_env())

    app = FastAPI(title="DerLg sandbox backend", version="1.0.0", description=DESCRIPTION, openapi_tags=TAGS)
    app.state.settings = settings
    app.state.store = store
    app.state.faults = faults
    app.state.signaler = PaymentSignaler(temporal_client_factory or default_client_factory(settings))
    app.state.dev_open = (
        dev_open if dev_open is not None else os.environ.get("SANDBOX_DEV_OPEN", "").lower() in {"1", "true", "yes"}
    )

    @app.exception_handler(ApiError)
    async def _api_error(_: Request, exc: ApiError):
        return error_response(exc.status, exc.code, exc.message, exc.details)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, exc: RequestValidationError):
        fields = _invalid_fields(exc)  # named in details too, as every refusal names its fields
        return error_response(400, "INVALID_INPUT", _validation_message(exc), {"fields": fields} if fields else None)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException):
        if exc.status_code == 404 and request.url.path.startswith(API_PREFIX):
            return error_response(404, "UNKNOWN_TOOL", f"No tool endpoint at {request.url.path}.")
        code = {404: "NOT_FOUND", 405: "INVALID_INPUT"}.get(exc.status_code, "BACKEND_ERROR")
        return error_response(exc.status_code, code, str(exc.detail))

    add_routes(app)
    app.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")
    # Innermost first: idempotency runs inside the fault layer.
    app.add_middleware(IdempotencyMiddleware, store=store)
    app.add_middleware(FaultMiddleware, faults=faults)
    app.add_middleware(CORSMiddleware, allow_origins=["*"], allow_methods=["*"], allow_headers=["*"])
    return app
