"""What the browser chat page needs from the bridge besides the WebSocket.

- ``GET /api/v1/config`` → ``{"sandbox_url": str | None, "model": str, "languages": [...]}``.
  ``sandbox_url`` is set only when ``BACKEND_URL`` points at the project's sandbox backend (its
  ``/health`` says ``"service": "derlg-sandbox"``); the page resolves trip ``image_url`` paths
  against it and shows the "simulate payment" button. ``BACKEND_PUBLIC_URL`` (environment, or a
  ``backend_public_url`` setting) overrides the address the browser is given, for setups where the
  bridge reaches the sandbox by a name the browser cannot resolve (Docker Compose).
- ``POST /api/v1/sandbox/pay/{payment_intent_id}`` body ``{"status": "SUCCEEDED" | "FAILED"}`` →
  forwards to the sandbox's ``POST /sandbox/payments/{id}/succeed|fail`` with ``X-Service-Key``
  (the browser never sees the key). 404 unless the backend is the sandbox. Only the traveller of
  that chat may (issue 28): ``X-Session-Id`` and ``X-User-Id`` (or the bearer token when
  ``AUTH_JWT_SECRET`` is set) must name the session's owner (401 ``UNAUTHORIZED``, 403
  ``FORBIDDEN``), and the intent must be that session's payment or top-up (403 ``FORBIDDEN``).

Mount with ``app.include_router(api.config_route.router)``. Settings come from
``app.state.settings`` or ``app.state.bridge.settings``, else :func:`agent.settings.get_settings`.
"""

from __future__ import annotations

import os
import re
import time
from typing import Any, Literal, Optional

import httpx
import structlog
from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from agent.settings import Settings, get_settings
from agent.signals import canonical_session_id
from api.auth import bearer_token, check_access, resolve_user
from api.inputs import FrameError

log = structlog.get_logger("api.config")
router = APIRouter(tags=["chat page"])

LANGUAGES = ["EN", "KH", "ZH"]
SANDBOX_SERVICE = "derlg-sandbox"
NEGATIVE_TTL_SECONDS = 30.0
_INTENT_RE = re.compile(r"^[A-Za-z0-9_-]{1,100}$")
_probe_cache: dict[str, tuple[bool, float]] = {}


class SimulatedPayment(BaseModel):
    status: Literal["SUCCEEDED", "FAILED"] = "SUCCEEDED"


def _settings(request: Request) -> Settings:
    """``app.state.settings``, else the bridge's (``app.state.bridge.settings``), else the environment."""
    state = request.app.state
    for found in (getattr(state, "settings", None), getattr(getattr(state, "bridge", None), "settings", None)):
        if isinstance(found, Settings):
            return found
    return get_settings()


def _backend(settings: Settings) -> str:
    return settings.backend_url.rstrip("/")


async def is_sandbox(backend_url: str) -> bool:
    """True when ``backend_url`` is the sandbox backend (cached; a "no" is re-checked after 30 s)."""
    cached = _probe_cache.get(backend_url)
    if cached and (cached[0] or time.monotonic() - cached[1] < NEGATIVE_TTL_SECONDS):
        return cached[0]
    found = False
    try:
        async with httpx.AsyncClient(timeout=2.0, trust_env=False) as client:
            resp = await client.get(f"{backend_url}/health")
            body = resp.json() if resp.status_code == 200 else {}
            found = isinstance(body, dict) and body.get("service") == SANDBOX_SERVICE
    except (httpx.HTTPError, ValueError):
        found = False
    _probe_cache[backend_url] = (found, time.monotonic())
    return found


def public_backend_url(settings: Settings) -> str:
    explicit: Optional[str] = getattr(settings, "backend_public_url", None) or os.environ.get("BACKEND_PUBLIC_URL")
    return (explicit or settings.backend_url).rstrip("/")


@router.get("/api/v1/config")
async def chat_config(request: Request) -> dict[str, Any]:
    settings = _settings(request)
    sandbox = await is_sandbox(_backend(settings))
    return {
        "sandbox_url": public_backend_url(settings) if sandbox else None,
        "model": settings.model_backend,
        "languages": LANGUAGES,
    }


def _error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse({"success": False, "error": {"code": code, "message": message}}, status_code=status)


async def _refuse_stranger(request: Request, settings: Settings, intent: str) -> Optional[JSONResponse]:
    """None when the caller is the traveller of the chat this payment belongs to; else the refusal."""
    bridge = getattr(request.app.state, "bridge", None)
    token = bearer_token(request.headers.get("authorization"))
    try:
        user = resolve_user(request.headers.get("x-user-id") or None, token, settings.auth_jwt_secret)
        sid = canonical_session_id(request.headers.get("x-session-id") or "")
    except (FrameError, ValueError):
        return _error(401, "UNAUTHORIZED", "Sign in to the chat this payment belongs to (X-Session-Id, X-User-Id).")
    if bridge is None:
        return _error(401, "UNAUTHORIZED", "No session can be checked here.")
    try:
        access = await check_access(bridge.source, sid, user)
    except FrameError:
        return _error(403, "FORBIDDEN", "This chat belongs to another user.")
    state = access.state
    owned = state is not None and intent in (
        state.payment_intent_id,
        state.after_payment.top_up_intent_id if state.after_payment else None,
        *(hold.payment_intent_id for hold in state.expired_holds),  # paying late is a test case too
    )
    if not access.exists or not owned:
        return _error(403, "FORBIDDEN", "This payment does not belong to this chat.")
    return None


@router.post("/api/v1/sandbox/pay/{payment_intent_id}")
async def simulate_payment(payment_intent_id: str, request: Request) -> JSONResponse:
    settings = _settings(request)
    backend = _backend(settings)
    if not _INTENT_RE.match(payment_intent_id):
        return _error(400, "INVALID_INPUT", "Not a payment intent id.")
    try:
        raw = await request.body()
        body = SimulatedPayment.model_validate_json(raw) if raw.strip() else SimulatedPayment()
    except ValueError:
        return _error(400, "INVALID_INPUT", 'Body must be {"status": "SUCCEEDED" | "FAILED"}.')
    if not await is_sandbox(backend):
        return _error(404, "NOT_FOUND", "Simulated payments exist only with the sandbox backend.")
    refused = await _refuse_stranger(request, settings, payment_intent_id)
    if refused is not None:
        return refused
    action = "succeed" if body.status == "SUCCEEDED" else "fail"
    url = f"{backend}/sandbox/payments/{payment_intent_id}/{action}"
    try:
        async with httpx.AsyncClient(timeout=10.0, trust_env=False) as client:
            resp = await client.post(url, json={}, headers={"X-Service-Key": settings.ai_service_key})
    except httpx.HTTPError as exc:
        log.warning("sandbox_pay_unreachable", payment_intent_id=payment_intent_id, error=type(exc).__name__)
        return _error(502, "BACKEND_ERROR", "The sandbox backend did not answer.")
    try:
        payload = resp.json()
    except ValueError:
        payload = {"success": resp.is_success}
    log.info(
        "sandbox_pay_forwarded",
        payment_intent_id=payment_intent_id,
        status=body.status,
        upstream_status=resp.status_code,
    )
    return JSONResponse(payload, status_code=resp.status_code)
