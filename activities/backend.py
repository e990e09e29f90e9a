"""The HTTP client for the backend's tool endpoints (shared/CONTRACT.md, "Backend tool calls").

One :class:`BackendClient` per worker wraps ONE shared ``httpx.AsyncClient`` (connection pooling).
``call`` never retries by itself: Temporal does, with backoff. It

* returns an error envelope, without any HTTP request, for schema-invalid input, for an open
  circuit (``SERVICE_BUSY``) and, from the cache, a recent identical weather/currency/places call;
* returns 2xx envelopes as they are and turns 4xx answers into non-retryable error envelopes with a
  message a traveller can read (never a stack trace or an internal URL);
* raises a retryable ``ApplicationError`` (type ``BackendTimeout`` / ``BackendUnavailable``) for
  timeouts, connection errors, 408/429 and 5xx. When the last attempt fails, the workflow turns
  the error into a tool result with :func:`final_failure_result`.

This module is safe to import from a workflow only through
``workflow.unsafe.imports_passed_through()`` (it imports httpx).
"""

from __future__ import annotations

import asyncio
import re
import time
import uuid
from typing import Any, Optional, TypeGuard

import httpx
import structlog
from temporalio.exceptions import ApplicationError

from activities.cache import ToolCache, build_cache, cache_key
from activities.circuit import CircuitBreaker
from agent.settings import Settings
from agent.tools.calls import ToolCall, error_result
from agent.tools.catalog import ENDPOINTS, endpoint_path
from agent.tools.validation import validate_tool_input

log = structlog.get_logger("derlg.backend")

# ApplicationError types raised for retryable failures (never non_retryable).
BACKEND_TIMEOUT = "BackendTimeout"
BACKEND_UNAVAILABLE = "BackendUnavailable"

SERVICE_BUSY_MESSAGE = "Our booking service is busy right now — please try again in a minute."
TIMEOUT_MESSAGE = "Our booking system is taking too long to answer right now. Please try again shortly."
BACKEND_ERROR_MESSAGE = "Something went wrong on our booking system. Please try again shortly."
UNAUTHORIZED_MESSAGE = "I can't reach our booking system right now. Please try again a little later."
BAD_REPLY_MESSAGE = "Our booking system sent an answer I couldn't read. Please try again shortly."

_STATUS_CODES: dict[int, tuple[str, str]] = {
    400: ("INVALID_INPUT", "Some of the details for this request were not accepted. Please check them."),
    404: ("NOT_FOUND", "I couldn't find that — please check the reference and try again."),
    409: ("NOT_AVAILABLE", "That is no longer available. Let's look at another option."),
    410: ("HOLD_EXPIRED", "That reservation's hold has expired. It can be reserved again."),
    422: ("INVALID_INPUT", "Some of the details for this request were not accepted. Please check them."),
}
_RETRYABLE_4XX = frozenset({408, 425, 429})
_CODE_RE = re.compile(r"^[A-Z][A-Z0-9_]{1,63}$")
# Anything that smells like internals: URLs, paths, stack frames, exception names, markup, SQL.
_UNSAFE_MESSAGE_RE = re.compile(
    r"://|www\.|traceback|stack|exception|\b\w+error\b\s*:|\bat\s+\S+\s*\(|\bline\s+\d+"
    r"|\.(py|ts|js|java|go|rb)\b|[/\\][\w.-]+[/\\]|[<>{}\[\]`]|\bselect\b.+\bfrom\b|\bnull\b|undefined"
    r"|\b(localhost|127\.0\.0\.1)\b|\b\d{1,3}(\.\d{1,3}){3}\b",
    re.IGNORECASE,
)


def is_plain_sentence(message: Any) -> TypeGuard[str]:
    """True for a short human sentence that is safe to show a traveller as it is."""
    if not isinstance(message, str):
        return False
    text = message.strip()
    if not (3 <= len(text) <= 240) or "\n" in text or "\r" in text:
        return False
    if not re.search(r"[^\W\d_]", text):  # must contain letters (any script)
        return False
    return _UNSAFE_MESSAGE_RE.search(text) is None


def _safe_error(error: dict[str, Any], fallback_code: str, fallback_message: str) -> dict[str, Any]:
    """The backend's error, keeping only a well-formed code, a plain message and plain details."""
    code, message = error.get("code"), error.get("message")
    safe_code = code if isinstance(code, str) and _CODE_RE.match(code) else fallback_code
    safe_message = message.strip() if is_plain_sentence(message) else fallback_message
    details = _safe_details(error.get("details"))
    return error_result(safe_code, safe_message, **details)


def _safe_details(details: Any) -> dict[str, Any]:
    """Field errors such as ``{"phone": "must start with +855"}`` help the model ask again."""
    if not isinstance(details, dict):
        return {}
    safe: dict[str, Any] = {}
    for key, value in list(details.items())[:10]:
        if not (isinstance(key, str) and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]{0,40}", key)):
            continue
        if isinstance(value, (bool, int, float)) or (isinstance(value, str) and is_plain_sentence(value)):
            safe[key] = value
        elif isinstance(value, dict):
            nested = _safe_details(value)
            if nested:
                safe[key] = nested
    return safe


def final_failure_result(name: str, exc_type: str) -> dict[str, Any]:
    """The tool result to give the model once a tool activity has failed for good.

    ``exc_type`` is the ``ApplicationError.type`` of the last failure (or the class name of a
    Temporal timeout): timeouts → ``TIMEOUT`` (seed property 21), an open circuit →
    ``SERVICE_BUSY``, anything else → ``BACKEND_ERROR``.
    """
    lowered = (exc_type or "").lower()
    if "timeout" in lowered:
        return error_result("TIMEOUT", TIMEOUT_MESSAGE, tool=name)
    if "busy" in lowered or "circuit" in lowered:
        return error_result("SERVICE_BUSY", SERVICE_BUSY_MESSAGE, tool=name)
    return error_result("BACKEND_ERROR", BACKEND_ERROR_MESSAGE, tool=name)


def service_busy_result() -> dict[str, Any]:
    return error_result("SERVICE_BUSY", SERVICE_BUSY_MESSAGE)


def is_envelope(value: Any) -> bool:
    if not isinstance(value, dict) or not isinstance(value.get("success"), bool):
        return False
    if value["success"]:
        return isinstance(value.get("data"), dict)
    error = value.get("error")
    return isinstance(error, dict) and isinstance(error.get("code"), str)


def build_body(call: ToolCall) -> dict[str, Any]:
    """The request body: the model's input without any ``user_id``, plus the session fields."""
    spec = ENDPOINTS[call.name]
    body = {k: v for k, v in call.input.items() if k != "user_id"}
    if spec.injects_user_id and call.user_id:
        body["user_id"] = call.user_id
    if spec.injects_language and "language" not in body:
        body["language"] = call.language
    return body


class _Retryable(Exception):
    def __init__(self, error_type: str, reason: str, status: Optional[int] = None) -> None:
        super().__init__(reason)
        self.error_type = error_type
        self.reason = reason
        self.status = status


class BackendClient:
    """Calls the backend's tool endpoints; one per worker process."""

    def __init__(
        self,
        settings: Settings,
        *,
        http: Optional[httpx.AsyncClient] = None,
        circuit: Optional[CircuitBreaker] = None,
        cache: Optional[ToolCache] = None,
        max_connections: int = 100,
    ) -> None:
        self.settings = settings
        self.timeout_seconds = float(settings.tool_timeout_seconds)
        self.http = http or httpx.AsyncClient(
            base_url=settings.backend_url.rstrip("/"),
            timeout=httpx.Timeout(self.timeout_seconds),
            limits=httpx.Limits(max_connections=max_connections, max_keepalive_connections=20),
            headers={"User-Agent": "derlg-agent/0.1"},
        )
        self.circuit = circuit or CircuitBreaker(
            failure_threshold=settings.circuit_failure_threshold,
            open_seconds=settings.circuit_open_seconds,
        )
        self.cache: ToolCache = cache if cache is not None else build_cache(settings)

    async def aclose(self) -> None:
        await self.http.aclose()
        await self.cache.aclose()

    def headers_for(self, call: ToolCall) -> dict[str, str]:
        return {
            "X-Service-Key": self.settings.ai_service_key,
            "Accept-Language": call.language,
            "X-Session-Id": call.session_id,
            "Idempotency-Key": call.idempotency_key,
            "X-Request-Id": uuid.uuid4().hex,
        }

    async def call(self, call: ToolCall) -> dict[str, Any]:
        """Run one tool call; see the module docstring for what is returned and what is raised."""
        started = time.perf_counter()
        model_input = {k: v for k, v in call.input.items() if k != "user_id"}
        invalid = validate_tool_input(call.name, model_input, backend=True)
        if invalid is not None:
            self._log(call, "invalid_input", started, code=invalid.get("error", {}).get("code"))
            return invalid
        call = call.model_copy(update={"input": model_input})
        spec = ENDPOINTS[call.name]

        key = cache_key(call.name, call.language, model_input) if spec.cache_ttl_seconds > 0 else None
        if key is not None:
            cached = await self.cache.get(key)
            if cached is not None:
                self._log(call, "cache_hit", started)
                return cached

        if not self.circuit.allow_request():
            self._log(call, "circuit_open", started, code="SERVICE_BUSY")
            return service_busy_result()

        outcome_recorded = False
        try:
            result, status = await self._post(call)
            self.circuit.record_success()
            outcome_recorded = True
        except _Retryable as exc:
            self.circuit.record_failure()
            outcome_recorded = True
            self._log(call, "retryable_error", started, http_status=exc.status, reason=exc.reason)
            raise ApplicationError(
                f"{call.name}: backend {exc.reason}", type=exc.error_type, non_retryable=False
            ) from None
        finally:
            if not outcome_recorded:
                self.circuit.release_trial()

        if key is not None and result.get("success") is True:
            await self.cache.set(key, result, spec.cache_ttl_seconds)
        code = None if result.get("success") else result.get("error", {}).get("code")
        self._log(call, "ok" if result.get("success") else "error", started, http_status=status, code=code)
        return result

    async def _post(self, call: ToolCall) -> tuple[dict[str, Any], int]:
        path = endpoint_path(call.name)
        try:
            async with asyncio.timeout(self.timeout_seconds):  # total, not per read
                response = await self.http.post(path, json=build_body(call), headers=self.headers_for(call))
        except (TimeoutError, httpx.TimeoutException):
            raise _Retryable(BACKEND_TIMEOUT, "timed out") from None
        except httpx.TransportError as exc:
            raise _Retryable(BACKEND_UNAVAILABLE, f"unreachable ({type(exc).__name__})") from None
        status = response.status_code
        if status >= 500 or status in _RETRYABLE_4XX:
            raise _Retryable(BACKEND_UNAVAILABLE, f"answered HTTP {status}", status)
        payload = _json_or_none(response)
        if status in (401, 403):
            log.error(
                "backend_rejected_service_key",
                session_id=call.session_id,
                tool=call.name,
                http_status=status,
                hint="check AI_SERVICE_KEY and BACKEND_URL",
            )
            return error_result("UNAUTHORIZED", UNAUTHORIZED_MESSAGE), status
        if status >= 400:
            code, message = _STATUS_CODES.get(status, ("BACKEND_ERROR", BACKEND_ERROR_MESSAGE))
            error = payload.get("error") if isinstance(payload, dict) else None
            if isinstance(error, dict):
                return _safe_error(error, code, message), status
            return error_result(code, message), status
        if not is_envelope(payload):
            log.warning("backend_reply_not_an_envelope", session_id=call.session_id, tool=call.name, http_status=status)
            return error_result("BACKEND_ERROR", BAD_REPLY_MESSAGE), status
        assert isinstance(payload, dict)
        if payload["success"] is False:
            error = payload["error"]
            return _safe_error(error, "BACKEND_ERROR", BACKEND_ERROR_MESSAGE), status
        return payload, status

    def _log(self, call: ToolCall, status: str, started: float, **fields: Any) -> None:
        # Never the input: it may hold names, phones and emails (validateUserDetails, createBooking).
        emit = log.warning if status == "retryable_error" else log.info
        emit(
            "tool_call",
            session_id=call.session_id,
            tool=call.name,
            tool_use_id=call.tool_use_id,
            status=status,
            latency_ms=round((time.perf_counter() - started) * 1000, 1),
            **{k: v for k, v in fields.items() if v is not None},
        )


def _json_or_none(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        return None
