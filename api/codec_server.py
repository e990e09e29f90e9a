"""Temporal codec server: lets the Temporal UI (and `temporal` CLI) show compressed and encrypted payloads.

``POST /codec/decode`` and ``POST /codec/encode`` speak the remote-codec JSON format
(``{"payloads": [{"metadata": {"encoding": "<b64>"}, "data": "<b64>"}]}``, i.e. the Payloads
proto as JSON). When ``OPERATOR_TOKEN`` is set, a request must carry
``Authorization: Bearer <OPERATOR_TOKEN>`` (401 without it, 403 with a wrong one), so the UI
shows ciphertext to anyone else. CORS answers the Temporal UI's origins (``TEMPORAL_UI_ORIGINS``,
comma-separated, default ``http://localhost:8233,http://127.0.0.1:8233``), including the
preflight and the ``X-Namespace`` header the UI sends.

In the bridge: ``app.include_router(codec_server.build_router(settings))``.
Standalone (dev setup): ``python -m api.codec_server`` → uvicorn on CODEC_HOST:CODEC_PORT
(127.0.0.1:8081); start the dev server with ``--ui-codec-endpoint http://localhost:8081/codec``.
"""

from __future__ import annotations

import hmac
import os
import sys
from dataclasses import dataclass, field
from typing import Any, Optional

import structlog
from fastapi import APIRouter, FastAPI, Request
from fastapi.responses import JSONResponse, Response
from google.protobuf import json_format
from pydantic import ValidationError
from temporalio.api.common.v1 import Payloads

from activities.codec import CodecDecryptError, CodecKeyError
from activities.compression import CodecChain, CodecDecompressError
from activities.temporal_client import payload_codec
from agent.settings import Settings, get_settings
from api.limits import loads_bounded

log = structlog.get_logger("derlg.codec")

DEFAULT_UI_ORIGINS = "http://localhost:8233,http://127.0.0.1:8233"
DEFAULT_CODEC_PORT = 8081
ALLOWED_HEADERS = "Authorization, Content-Type, X-Namespace"
MAX_BODY_BYTES = 8 * 1024 * 1024


@dataclass
class CodecConfig:
    """What the endpoints need: the codec (decompression, plus decryption with a key), the token,
    allowed origins. Encoding has no serialization context, so it only encrypts (never compresses)."""

    codec: CodecChain
    operator_token: Optional[str]
    ui_origins: list[str] = field(default_factory=lambda: DEFAULT_UI_ORIGINS.split(","))

    @classmethod
    def from_settings(cls, settings: Settings, ui_origins: Optional[str] = None) -> CodecConfig:
        raw = ui_origins if ui_origins is not None else os.environ.get("TEMPORAL_UI_ORIGINS", DEFAULT_UI_ORIGINS)
        origins = [o.strip().rstrip("/") for o in raw.split(",") if o.strip()]
        return cls(codec=payload_codec(settings), operator_token=settings.operator_token or None, ui_origins=origins)


def _cors_headers(config: CodecConfig, request: Request) -> dict[str, str]:
    origin = (request.headers.get("origin") or "").rstrip("/")
    if not origin or ("*" not in config.ui_origins and origin not in config.ui_origins):
        return {}
    return {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Credentials": "true",
        "Access-Control-Allow-Methods": "POST, OPTIONS",
        "Access-Control-Allow-Headers": ALLOWED_HEADERS,
        "Access-Control-Max-Age": "600",
        "Vary": "Origin",
    }


def _error(status: int, code: str, message: str, headers: dict[str, str]) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message}}, status_code=status, headers=headers)


def _auth_failure(config: CodecConfig, request: Request, headers: dict[str, str]) -> Optional[JSONResponse]:
    if not config.operator_token:
        return None
    scheme, _, token = (request.headers.get("authorization") or "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return _error(
            401,
            "unauthorized",
            "Authorization: Bearer <operator token> required.",
            {**headers, "WWW-Authenticate": "Bearer"},
        )
    if not hmac.compare_digest(token.strip().encode(), config.operator_token.encode()):
        return _error(403, "forbidden", "Operator token not accepted.", headers)
    return None


def payloads_from_json(body: Any) -> Payloads:
    """The codec JSON body → Payloads proto (ValueError when malformed)."""
    if not isinstance(body, dict) or not isinstance(body.get("payloads", []), list):
        raise ValueError('body must be {"payloads": [...]}')
    return json_format.ParseDict(body, Payloads())


def payloads_to_json(payloads: Payloads) -> dict[str, Any]:
    out = json_format.MessageToDict(payloads)
    out.setdefault("payloads", [])
    return out


def build_router(settings: Optional[Settings] = None, ui_origins: Optional[str] = None) -> APIRouter:
    """The /codec routes; settings read from the environment on first request when not given."""
    router = APIRouter()
    holder: dict[str, CodecConfig] = {}

    def config() -> CodecConfig:
        if "cfg" not in holder:
            holder["cfg"] = CodecConfig.from_settings(settings or get_settings(), ui_origins)
        return holder["cfg"]

    async def handle(request: Request, direction: str) -> Response:
        cfg = config()
        headers = _cors_headers(cfg, request)
        refused = _auth_failure(cfg, request, headers)
        if refused is not None:
            log.info(
                "codec_refused",
                direction=direction,
                status=refused.status_code,
                namespace=request.headers.get("x-namespace"),
            )
            return refused
        raw = await request.body()
        if len(raw) > MAX_BODY_BYTES:
            return _error(413, "too_large", "Body too large.", headers)
        try:
            payloads = payloads_from_json(loads_bounded(raw))
        except (ValueError, json_format.ParseError) as err:
            return _error(400, "invalid_payloads", f"Not a Payloads JSON body: {err}", headers)
        items = list(payloads.payloads)
        try:
            items = await (cfg.codec.encode(items) if direction == "encode" else cfg.codec.decode(items))
        except (CodecKeyError, CodecDecryptError, CodecDecompressError) as err:
            log.warning("codec_failed", direction=direction, error=str(err))
            return _error(422, "codec_error", str(err), headers)
        log.info("codec_ok", direction=direction, payloads=len(items), namespace=request.headers.get("x-namespace"))
        return JSONResponse(payloads_to_json(Payloads(payloads=items)), headers=headers)

    async def preflight(request: Request) -> Response:
        headers = _cors_headers(config(), request)
        return Response(status_code=204 if headers else 403, headers=headers)

    for direction in ("encode", "decode"):

        async def endpoint(request: Request, _d: str = direction) -> Response:
            return await handle(request, _d)

        router.add_api_route(
            f"/codec/{direction}", endpoint, methods=["POST"], include_in_schema=True, name=f"codec_{direction}"
        )
        router.add_api_route(
            f"/codec/{direction}",
            preflight,
            methods=["OPTIONS"],
            include_in_schema=False,
            name=f"codec_{direction}_preflight",
        )
    return router


#: For ``app.include_router(codec_server.router)`` when the process settings come from the environment.
router = build_router()


def create_codec_app(settings: Optional[Settings] = None, ui_origins: Optional[str] = None) -> FastAPI:
    """A stand-alone app with only the codec routes and /health."""
    app = FastAPI(title="DerLg codec server")
    app.include_router(build_router(settings, ui_origins))

    @app.get("/health")
    async def health() -> dict[str, str]:
        return {"status": "ok"}

    return app


def main() -> None:
    import uvicorn

    from agent.logs import configure_logging

    try:
        settings = get_settings()
        CodecConfig.from_settings(settings)  # fail fast on a malformed DERLG_CODEC_KEY
        app = create_codec_app(settings)
    except (ValidationError, CodecKeyError) as err:
        print(f"Invalid settings: {err}", file=sys.stderr)
        raise SystemExit(2) from None
    configure_logging(settings.log_level, component="codec")
    if not settings.derlg_codec_key:
        log.warning("codec_without_key", hint="DERLG_CODEC_KEY unset: only compressed payloads are decoded")
    if not settings.operator_token:
        log.warning("codec_without_auth", hint="OPERATOR_TOKEN unset: anyone reaching this port can decode")
    host = os.environ.get("CODEC_HOST", "127.0.0.1")
    port = int(os.environ.get("CODEC_PORT", DEFAULT_CODEC_PORT))
    uvicorn.run(app, host=host, port=port, log_level=settings.log_level.lower(), access_log=False)


if __name__ == "__main__":
    main()
