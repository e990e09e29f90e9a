"""Model-backend failures as Temporal ``ApplicationError``s.

- 400/404/413/422, ``invalid_request_error`` → non-retryable ``ModelBadRequest``;
- 401/403, authentication/permission errors → non-retryable ``ModelAuthError``;
- 408/409/429/5xx/529, ``overloaded_error``, timeouts and connection errors → retryable
  ``ModelUnavailable``, with ``next_retry_delay`` taken from a ``retry-after`` header.

Messages stay generic: the provider's error text goes to the logs only and never into the
Temporal failure (the exception is raised ``from None``), so it cannot reach the traveller; the
workflow turns a failed turn into ``agent.prompts.i18n.turn_error_text``.
"""

from __future__ import annotations

from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from email.utils import parsedate_to_datetime
from typing import Any, Iterator, Mapping, Optional

import anthropic
import httpx
import openai
import structlog
from temporalio.exceptions import ApplicationError

log = structlog.get_logger(__name__)

MODEL_AUTH_ERROR = "ModelAuthError"
MODEL_BAD_REQUEST = "ModelBadRequest"
MODEL_UNAVAILABLE = "ModelUnavailable"
# For an activity RetryPolicy(non_retryable_error_types=...), in addition to the flag itself.
NON_RETRYABLE_MODEL_ERRORS = [MODEL_AUTH_ERROR, MODEL_BAD_REQUEST]
MAX_RETRY_AFTER_SECONDS = 300.0

_MESSAGES = {
    MODEL_AUTH_ERROR: "The model backend refused our credentials",
    MODEL_BAD_REQUEST: "The model backend rejected the request",
    MODEL_UNAVAILABLE: "The model backend is unavailable",
}
_AUTH_STATUS = {401, 403}
_RETRY_STATUS = {408, 409, 425, 429, 500, 502, 503, 504, 529}
_AUTH_TYPES = {"authentication_error", "permission_error"}
_RETRY_TYPES = {"overloaded_error", "rate_limit_error", "api_error", "timeout_error"}


class ModelResponseError(Exception):
    """The backend answered 2xx with a body we cannot read (treated as retryable)."""


def retry_after_seconds(headers: Optional[Mapping[str, str]]) -> Optional[float]:
    """Seconds to wait from ``retry-after-ms`` / ``retry-after`` (seconds or HTTP date)."""
    if not headers:
        return None
    value: Optional[float] = None
    raw_ms = headers.get("retry-after-ms")
    raw = headers.get("retry-after")
    try:
        if raw_ms is not None:
            value = float(raw_ms) / 1000.0
        elif raw is not None:
            value = float(raw)
    except ValueError:
        value = None
    if value is None and raw:
        try:
            value = (parsedate_to_datetime(raw) - datetime.now(UTC)).total_seconds()
        except (TypeError, ValueError):
            return None
    if value is None:
        return None
    return min(max(value, 0.0), MAX_RETRY_AFTER_SECONDS)


def classify(status: Optional[int], error_type: Optional[str]) -> str:
    """The ApplicationError type for an HTTP status and/or provider error type."""
    if error_type in _RETRY_TYPES:
        return MODEL_UNAVAILABLE
    if status in _AUTH_STATUS or error_type in _AUTH_TYPES:
        return MODEL_AUTH_ERROR
    if status is None or status in _RETRY_STATUS or status >= 500:
        return MODEL_UNAVAILABLE
    return MODEL_BAD_REQUEST


def model_error(
    kind: str,
    *,
    backend: str,
    status: Optional[int] = None,
    error_type: Optional[str] = None,
    retry_after: Optional[float] = None,
) -> ApplicationError:
    """A generic ApplicationError of ``kind``; details carry no provider text."""
    retryable = kind == MODEL_UNAVAILABLE
    delay = timedelta(seconds=retry_after) if retryable and retry_after is not None else None
    return ApplicationError(
        f"{_MESSAGES[kind]} ({backend})",
        {"backend": backend, "status": status, "error_type": error_type},
        type=kind,
        non_retryable=not retryable,
        next_retry_delay=delay,
    )


def _status_parts(exc: BaseException) -> Optional[tuple[Optional[int], Optional[str], Any, str]]:
    """(status, provider error type, headers, provider message) for an HTTP error, else None."""
    if isinstance(exc, (anthropic.APIStatusError, openai.APIStatusError)):
        return exc.status_code, getattr(exc, "type", None), exc.response.headers, exc.message
    if isinstance(exc, httpx.HTTPStatusError):
        return exc.response.status_code, None, exc.response.headers, exc.response.text
    return None


def map_model_error(exc: BaseException, backend: str) -> Optional[ApplicationError]:
    """The ApplicationError for a backend failure, or None if ``exc`` is not one."""
    parts = _status_parts(exc)
    if parts is not None:
        status, error_type, headers, detail = parts
        kind = classify(status, error_type)
        delay = retry_after_seconds(headers)
        log.warning(
            "model_http_error",
            backend=backend,
            status=status,
            error_type=error_type,
            kind=kind,
            retry_after=delay,
            detail=str(detail)[:300],
        )
        return model_error(kind, backend=backend, status=status, error_type=error_type, retry_after=delay)
    transient = (
        anthropic.APIConnectionError,
        anthropic.APIResponseValidationError,
        openai.APIConnectionError,
        openai.APIResponseValidationError,
        httpx.TransportError,
        TimeoutError,
        ModelResponseError,
    )
    if isinstance(exc, transient):
        log.warning("model_transport_error", backend=backend, error=type(exc).__name__, detail=str(exc)[:300])
        return model_error(MODEL_UNAVAILABLE, backend=backend, error_type=type(exc).__name__)
    return None


@contextmanager
def translated_errors(backend: str) -> Iterator[None]:
    """Re-raise backend failures inside the block as generic ApplicationErrors."""
    try:
        yield
    except ApplicationError:
        raise
    except Exception as exc:  # noqa: BLE001 - anything else propagates unchanged below
        mapped = map_model_error(exc, backend)
        if mapped is None:
            raise
        raise mapped from None
