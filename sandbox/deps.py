"""Request helpers shared by the routes: service key, language, session id, app state."""

from __future__ import annotations

import hmac
from typing import Optional

from fastapi import Request

from agent.state import Language
from sandbox.errors import ApiError

_LANG_ALIASES = {"EN": "EN", "KH": "KH", "KM": "KH", "ZH": "ZH", "CN": "ZH"}


def key_matches(given: Optional[str], expected: str) -> bool:
    return given is not None and given != "" and hmac.compare_digest(given.encode(), expected.encode())


async def require_service_key(request: Request) -> None:
    """Every ``/v1/ai-tools`` call must carry ``X-Service-Key: {AI_SERVICE_KEY}``."""
    expected = request.app.state.settings.ai_service_key
    if not key_matches(request.headers.get("x-service-key"), expected):
        raise ApiError(401, "UNAUTHORIZED", "Missing or invalid service key.")


def header_language(value: Optional[str]) -> Optional[Language]:
    if not value:
        return None
    first = value.split(",")[0].split(";")[0].strip().upper()
    return _LANG_ALIASES.get(first) or _LANG_ALIASES.get(first.split("-")[0])  # type: ignore[return-value]


def language_of(request: Request, body_language: Optional[str] = None) -> Language:
    """The body's injected ``language`` wins, then ``Accept-Language``, then EN."""
    return header_language(body_language) or header_language(request.headers.get("accept-language")) or "EN"


def session_of(request: Request) -> Optional[str]:
    value = request.headers.get("x-session-id")
    return value.strip() if value and value.strip() else None
