"""Size and shape limits at the bridge's edge, checked before any JSON parsing.

- ``BodyLimitMiddleware`` (pure ASGI, every HTTP route): a request body larger than its route's
  cap is answered ``413 {"error": {"code": "too_large"}}`` without being parsed (a declared
  ``Content-Length`` over the cap is refused before reading; a chunked body is counted as it
  arrives); a body on a method that takes none (GET, HEAD, OPTIONS, DELETE) is ``400 body_not_allowed``.
- ``loads_bounded``: ``json.loads`` after a linear scan that refuses nesting deeper than
  ``MAX_JSON_DEPTH`` (a 100,000-deep array would otherwise be a RecursionError, i.e. a 500).

The WebSocket frame limit is in ``api.inputs`` (same depth check), the Redis relay's message limit
in ``api.payments``; uvicorn's own WebSocket message cap is ``WS_MAX_BYTES`` (``python -m api``).
"""

from __future__ import annotations

import json
import re
from typing import Any, Union

MAX_JSON_DEPTH = 16
DEFAULT_BODY_BYTES = 64 * 1024  # chat: 4,000 characters even as \\uXXXX escapes fit
PAYMENT_BODY_BYTES = 16 * 1024
CODEC_BODY_BYTES = 8 * 1024 * 1024  # Temporal payloads (2 MB each at most) as base64 JSON
WS_MAX_BYTES = 256 * 1024
DRAIN_BYTES = 64 * 1024 * 1024  # read (and discard) at most this much of a refused body
NO_BODY_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "DELETE"})

# One token per string (an unterminated one runs to the end, so the scan stays linear) or bracket.
_TOKEN = re.compile(r'"(?:[^"\\]+|\\.)*"?|[\[\]{}]', re.DOTALL)


class ShapeError(ValueError):
    """JSON refused for its shape (nesting too deep) before it was parsed."""


def body_limit(path: str) -> int:
    if path.startswith("/codec/"):
        return CODEC_BODY_BYTES
    if path == "/v1/payments/events":
        return PAYMENT_BODY_BYTES
    return DEFAULT_BODY_BYTES


def json_depth(raw: Union[str, bytes], stop_after: int = MAX_JSON_DEPTH) -> int:
    """The deepest nesting of ``[`` / ``{`` outside strings (stops counting past ``stop_after``)."""
    text = raw.decode("utf-8", "replace") if isinstance(raw, (bytes, bytearray)) else raw
    depth = deepest = 0
    for match in _TOKEN.finditer(text):
        token = match.group()
        if token[0] == '"':
            continue
        if token in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > stop_after:
                    return deepest
        else:
            depth -= 1
    return deepest


def loads_bounded(raw: Union[str, bytes], max_depth: int = MAX_JSON_DEPTH) -> Any:
    """``json.loads`` for untrusted input: ShapeError when nested deeper than ``max_depth``,
    ValueError when not JSON (NaN / Infinity are not JSON either)."""
    if json_depth(raw, max_depth) > max_depth:
        raise ShapeError(f"JSON nested deeper than {max_depth} levels")
    try:
        return json.loads(raw, parse_constant=_no_constant)
    except RecursionError:  # cannot happen after the scan; kept so no input ever becomes a 500
        raise ShapeError("JSON nested too deeply") from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def _error_body(code: str, message: str) -> bytes:
    return json.dumps({"error": {"code": code, "message": message}}).encode()


class BodyLimitMiddleware:
    """Caps every HTTP request body (see the module doc); WebSockets pass through untouched."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        method = scope.get("method", "GET")
        limit = 0 if method in NO_BODY_METHODS else body_limit(scope.get("path", ""))
        declared = _content_length(scope)
        if declared is not None and declared > limit:
            await self._refuse(method, limit, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            body = message.get("body", b"")
            size += len(body)
            if size > limit:
                await self._refuse(method, limit, receive, send, already=size, more=message.get("more_body", False))
                return
            chunks.append(body)
            if not message.get("more_body", False):
                break
        await self.app(scope, _replay(b"".join(chunks), receive), send)

    async def _refuse(
        self, method: str, limit: int, receive: Any, send: Any, already: int = 0, more: bool = True
    ) -> None:
        # Read the rest first (up to DRAIN_BYTES) so the client gets the answer, not a reset socket.
        while more and already < DRAIN_BYTES:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            already += len(message.get("body", b""))
            more = message.get("more_body", False)
        if limit == 0:
            status, body = 400, _error_body("body_not_allowed", f"{method} requests take no body.")
        else:
            status, body = 413, _error_body("too_large", f"The request body is too large (at most {limit} bytes).")
        headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
        if more:
            headers.append((b"connection", b"close"))
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})


def _content_length(scope: dict[str, Any]) -> int | None:
    for name, value in scope.get("headers") or []:
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


def _replay(body: bytes, receive: Any) -> Any:
    sent = False

    async def replay() -> dict[str, Any]:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay
