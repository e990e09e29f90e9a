"""Model backends and their selection (req 5.10-5.12).

``MODEL_BACKEND`` = ``scripted`` | ``anthropic`` | ``ollama`` | ``openai`` | ``bedrock``. A Khmer
session goes to Anthropic whenever ``ANTHROPIC_API_KEY`` is set and
``KHMER_FALLBACK_TO_ANTHROPIC`` is on; otherwise it stays on the configured backend, with a
warning when that backend is not Claude (Bedrock serves Claude already, so it keeps Khmer).

One client per backend and configuration per process: each holds one SDK / HTTP client whose
connection pool is reused by every activity call.
"""

from __future__ import annotations

import json
import threading
from typing import Any, Callable

import structlog

from agent.model import ModelClient
from agent.settings import Settings

log = structlog.get_logger(__name__)

KHMER_CODES = {"KH", "KM"}
_CLAUDE_BACKENDS = {"anthropic", "bedrock"}

_clients: dict[tuple[str, str], ModelClient] = {}
_lock = threading.Lock()


def choose_backend(settings: Settings, language: str) -> str:
    """The backend name for a session in ``language`` (pure; logs the Khmer fallback case)."""
    backend = settings.model_backend
    if (language or "").upper() not in KHMER_CODES or backend in _CLAUDE_BACKENDS:
        return backend
    if settings.anthropic_api_key and settings.khmer_fallback_to_anthropic:
        return "anthropic"
    log.warning(
        "khmer_without_anthropic",
        backend=backend,
        reason="no ANTHROPIC_API_KEY" if not settings.anthropic_api_key else "KHMER_FALLBACK_TO_ANTHROPIC off",
    )
    return backend


def _config_key(settings: Settings, backend: str) -> str:
    fields = {
        "scripted": ["scripted_model_latency_ms", "scripted_stream_ms", "scripted_careless_confirm"],
        "anthropic": ["anthropic_api_key", "anthropic_base_url", "anthropic_model"],
        "ollama": ["ollama_base_url", "ollama_model"],
        "openai": ["openai_base_url", "openai_api_key", "openai_model"],
        "bedrock": ["aws_region", "bedrock_model_id", "bedrock_base_url"],
    }[backend]
    common = [
        "llm_streaming",
        "llm_timeout_seconds",
        "price_input_per_mtok",
        "price_output_per_mtok",
        "price_cache_read_per_mtok",
        "price_cache_write_per_mtok",
    ]
    return json.dumps({f: getattr(settings, f) for f in fields + common}, sort_keys=True, default=str)


def _scripted(settings: Settings) -> ModelClient:
    from activities.models.scripted import ScriptedModel  # imported lazily: only the scripted backend needs it

    model = ScriptedModel(latency_ms=settings.scripted_model_latency_ms, stream_ms=settings.scripted_stream_ms)
    if settings.scripted_careless_confirm:
        from activities.models.careless import CarelessConfirm

        return CarelessConfirm(model)  # type: ignore[return-value]
    return model


def _anthropic(settings: Settings) -> ModelClient:
    if not settings.anthropic_api_key:
        raise ValueError("the anthropic backend needs ANTHROPIC_API_KEY to be set")
    from activities.models.anthropic_client import AnthropicClient

    return AnthropicClient(settings)


def _ollama(settings: Settings) -> ModelClient:
    from activities.models.ollama_client import OllamaClient

    return OllamaClient(settings)


def _openai(settings: Settings) -> ModelClient:
    from activities.models.openai_client import OpenAICompatClient

    return OpenAICompatClient(settings)


def _bedrock(settings: Settings) -> ModelClient:
    from activities.models.bedrock_client import BedrockClient

    return BedrockClient(settings)


_FACTORIES: dict[str, Callable[[Settings], ModelClient]] = {
    "scripted": _scripted,
    "anthropic": _anthropic,
    "ollama": _ollama,
    "openai": _openai,
    "bedrock": _bedrock,
}


def get_model_client(settings: Settings, language: str) -> ModelClient:
    """The (process-cached) model client for a session in ``language`` ("EN" | "KH" | "ZH")."""
    backend = choose_backend(settings, language)
    key = (backend, _config_key(settings, backend))
    with _lock:
        client = _clients.get(key)
        if client is None:
            client = _FACTORIES[backend](settings)
            _clients[key] = client
            log.info("model_client_created", backend=backend)
    return client


def reset_model_clients() -> None:
    """Forget cached clients (tests; a new event loop needs new connection pools)."""
    with _lock:
        _clients.clear()


async def aclose_model_clients() -> None:
    """Close every cached client's connections and forget them (worker shutdown)."""
    with _lock:
        clients = list(_clients.values())
        _clients.clear()
    for client in clients:
        close: Any = getattr(client, "close", None)
        if close is not None:
            try:
                await close()
            except Exception:  # noqa: BLE001 - best effort on shutdown
                log.warning("model_client_close_failed", backend=getattr(client, "name", "?"))


__all__ = ["choose_backend", "get_model_client", "reset_model_clients", "aclose_model_clients"]
