"""get_model_client: MODEL_BACKEND selection, the Khmer rule, per-process caching, fail-fast settings."""

from __future__ import annotations

from typing import Any, Iterator

import pytest
from pydantic import ValidationError
from structlog.testing import capture_logs

from activities.models import choose_backend, get_model_client, reset_model_clients
from activities.models.anthropic_client import AnthropicClient
from activities.models.bedrock_client import BedrockClient
from activities.models.ollama_client import OllamaClient
from activities.models.openai_client import OpenAICompatClient
from agent.settings import Settings

_ENV = [
    "MODEL_BACKEND",
    "ANTHROPIC_API_KEY",
    "ANTHROPIC_BASE_URL",
    "OLLAMA_BASE_URL",
    "OPENAI_BASE_URL",
    "OPENAI_API_KEY",
    "AWS_REGION",
    "AWS_DEFAULT_REGION",
    "KHMER_FALLBACK_TO_ANTHROPIC",
    "AWS_BEARER_TOKEN_BEDROCK",
]


@pytest.fixture(autouse=True)
def _clean(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for name in _ENV:
        monkeypatch.delenv(name, raising=False)
    reset_model_clients()
    yield
    reset_model_clients()


def make(**values: Any) -> Settings:
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


OLLAMA = {"MODEL_BACKEND": "ollama", "OLLAMA_BASE_URL": "http://127.0.0.1:11434"}


def test_each_backend_gets_its_client() -> None:
    assert isinstance(get_model_client(make(MODEL_BACKEND="anthropic", ANTHROPIC_API_KEY="k"), "EN"), AnthropicClient)
    assert isinstance(get_model_client(make(**OLLAMA), "EN"), OllamaClient)
    openai_settings = make(MODEL_BACKEND="openai", OPENAI_BASE_URL="http://127.0.0.1:8001/v1")
    assert isinstance(get_model_client(openai_settings, "ZH"), OpenAICompatClient)
    bedrock = get_model_client(make(MODEL_BACKEND="bedrock", AWS_REGION="us-west-2"), "EN")
    assert isinstance(bedrock, BedrockClient) and bedrock.sdk.aws_region == "us-west-2"


def test_scripted_backend() -> None:
    from activities.models.scripted import ScriptedModel

    client = get_model_client(make(MODEL_BACKEND="scripted", SCRIPTED_MODEL_LATENCY_MS="25"), "EN")
    assert isinstance(client, ScriptedModel) and client.latency_ms == 25
    assert get_model_client(make(MODEL_BACKEND="scripted"), "ZH") is not client  # other config


def test_clients_are_cached_per_process_one_sdk_each() -> None:
    settings = make(MODEL_BACKEND="anthropic", ANTHROPIC_API_KEY="k")
    first = get_model_client(settings, "EN")
    assert get_model_client(settings, "ZH") is first
    assert get_model_client(make(MODEL_BACKEND="anthropic", ANTHROPIC_API_KEY="k"), "KH") is first
    other = get_model_client(make(MODEL_BACKEND="anthropic", ANTHROPIC_API_KEY="k", ANTHROPIC_MODEL="m2"), "EN")
    assert other is not first and other.model == "m2"  # type: ignore[attr-defined]
    reset_model_clients()
    assert get_model_client(settings, "EN") is not first


def test_khmer_goes_to_anthropic_when_a_key_is_set() -> None:
    settings = make(ANTHROPIC_API_KEY="k", **OLLAMA)
    assert isinstance(get_model_client(settings, "EN"), OllamaClient)
    assert isinstance(get_model_client(settings, "ZH"), OllamaClient)
    assert isinstance(get_model_client(settings, "KH"), AnthropicClient)
    assert choose_backend(settings, "kh") == "anthropic"
    openai_settings = make(MODEL_BACKEND="openai", OPENAI_BASE_URL="http://x/v1", ANTHROPIC_API_KEY="k")
    assert isinstance(get_model_client(openai_settings, "KH"), AnthropicClient)


def test_khmer_without_key_warns_and_keeps_backend() -> None:
    with capture_logs() as logs:
        client = get_model_client(make(**OLLAMA), "KH")
    assert isinstance(client, OllamaClient)
    warnings = [e for e in logs if e["event"] == "khmer_without_anthropic"]
    assert len(warnings) == 1 and warnings[0]["log_level"] == "warning"
    assert warnings[0]["backend"] == "ollama"


def test_khmer_fallback_can_be_switched_off() -> None:
    settings = make(ANTHROPIC_API_KEY="k", KHMER_FALLBACK_TO_ANTHROPIC="false", **OLLAMA)
    with capture_logs() as logs:
        assert isinstance(get_model_client(settings, "KH"), OllamaClient)
    assert any(e["event"] == "khmer_without_anthropic" for e in logs)


def test_bedrock_keeps_khmer_because_it_is_claude() -> None:
    settings = make(MODEL_BACKEND="bedrock", AWS_REGION="us-east-1", ANTHROPIC_API_KEY="k")
    with capture_logs() as logs:
        assert choose_backend(settings, "KH") == "bedrock"
    assert not logs


@pytest.mark.parametrize(
    ("values", "missing"),
    [
        ({"MODEL_BACKEND": "anthropic"}, "ANTHROPIC_API_KEY"),
        ({"MODEL_BACKEND": "ollama"}, "OLLAMA_BASE_URL"),
        ({"MODEL_BACKEND": "openai"}, "OPENAI_BASE_URL"),
        ({"MODEL_BACKEND": "bedrock"}, "AWS_REGION"),
    ],
)
def test_settings_fail_fast_when_backend_config_is_missing(values: dict[str, str], missing: str) -> None:
    with pytest.raises(ValidationError, match=missing):
        make(**values)


def test_unknown_backend_is_rejected() -> None:
    with pytest.raises(ValidationError):
        make(MODEL_BACKEND="gpt-local")
