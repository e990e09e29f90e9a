"""Settings for every process (worker, bridge, sandbox, CLI), read from the environment.

Reading happens only when :func:`get_settings` is called, never at import, so workflow code and
pure tests never touch the environment. Invalid combinations fail fast with a clear message
(req 18): e.g. ``MODEL_BACKEND=anthropic`` without ``ANTHROPIC_API_KEY``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal, Optional

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from agent.support import SUPPORT_EMAIL, SUPPORT_PHONE

ModelBackend = Literal["scripted", "anthropic", "ollama", "openai", "bedrock"]


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    # Temporal (shared/CONTRACT.md)
    temporal_address: str = Field("localhost:7233", alias="TEMPORAL_ADDRESS")
    temporal_namespace: str = Field("default", alias="TEMPORAL_NAMESPACE")
    temporal_task_queue: str = Field("derlg-agent", alias="TEMPORAL_TASK_QUEUE")

    # Backend tools
    backend_url: str = Field("http://localhost:8300", alias="BACKEND_URL")
    ai_service_key: str = Field("dev-service-key", alias="AI_SERVICE_KEY")
    tool_timeout_seconds: float = Field(15.0, alias="TOOL_TIMEOUT_SECONDS")
    circuit_failure_threshold: int = Field(5, alias="CIRCUIT_FAILURE_THRESHOLD")
    circuit_open_seconds: float = Field(60.0, alias="CIRCUIT_OPEN_SECONDS")

    # Model selection (req 5.10-5.12)
    model_backend: ModelBackend = Field("scripted", alias="MODEL_BACKEND")
    anthropic_api_key: Optional[str] = Field(None, alias="ANTHROPIC_API_KEY")
    anthropic_base_url: Optional[str] = Field(None, alias="ANTHROPIC_BASE_URL")
    anthropic_model: str = Field("claude-sonnet-4-5", alias="ANTHROPIC_MODEL")
    ollama_base_url: Optional[str] = Field(None, alias="OLLAMA_BASE_URL")
    ollama_model: str = Field("qwen2.5:14b", alias="OLLAMA_MODEL")
    openai_base_url: Optional[str] = Field(None, alias="OPENAI_BASE_URL")
    openai_api_key: Optional[str] = Field(None, alias="OPENAI_API_KEY")
    openai_model: str = Field("qwen2.5-14b-instruct", alias="OPENAI_MODEL")
    aws_region: Optional[str] = Field(None, alias="AWS_REGION")
    bedrock_model_id: str = Field("anthropic.claude-3-5-sonnet-20240620-v1:0", alias="BEDROCK_MODEL_ID")
    bedrock_base_url: Optional[str] = Field(None, alias="BEDROCK_BASE_URL")
    khmer_fallback_to_anthropic: bool = Field(True, alias="KHMER_FALLBACK_TO_ANTHROPIC")
    llm_timeout_seconds: float = Field(60.0, alias="LLM_TIMEOUT_SECONDS")
    max_tokens: int = Field(2048, alias="MAX_TOKENS")  # English; Khmer and Chinese need more tokens per word
    max_tokens_kh: int = Field(6144, alias="MAX_TOKENS_KH")
    max_tokens_zh: int = Field(3072, alias="MAX_TOKENS_ZH")
    price_input_per_mtok: float = Field(3.0, alias="PRICE_INPUT_PER_MTOK")
    price_output_per_mtok: float = Field(15.0, alias="PRICE_OUTPUT_PER_MTOK")
    price_cache_read_per_mtok: float = Field(0.30, alias="PRICE_CACHE_READ_PER_MTOK")
    price_cache_write_per_mtok: float = Field(3.75, alias="PRICE_CACHE_WRITE_PER_MTOK")
    scripted_model_latency_ms: int = Field(0, alias="SCRIPTED_MODEL_LATENCY_MS")
    # Streaming (issue 14): model clients stream and the LLM activity publishes text deltas to
    # Redis; off = the non-streaming API (e.g. a relay that only speaks plain JSON).
    llm_streaming: bool = Field(True, alias="LLM_STREAMING")
    scripted_stream_ms: int = Field(0, ge=0, alias="SCRIPTED_STREAM_MS")  # pause between scripted chunks
    # drills only: the scripted model confirms any open quote on any message (activities/models/careless.py)
    scripted_careless_confirm: bool = Field(False, alias="SCRIPTED_CARELESS_CONFIRM")

    # Redis (optional everywhere: in-process fallbacks when unset)
    redis_url: Optional[str] = Field(None, alias="REDIS_URL")

    # Bridge
    bridge_host: str = Field("0.0.0.0", alias="BRIDGE_HOST")
    bridge_port: int = Field(8000, alias="BRIDGE_PORT")
    auth_jwt_secret: Optional[str] = Field(None, alias="AUTH_JWT_SECRET")
    cors_origins: str = Field("", alias="CORS_ORIGINS")  # comma-separated, added to derlg.com
    rate_limit_per_minute: int = Field(10, alias="RATE_LIMIT_PER_MINUTE")
    max_message_chars: int = Field(4000, alias="MAX_MESSAGE_CHARS")
    sentry_dsn: Optional[str] = Field(None, alias="SENTRY_DSN")
    operator_token: Optional[str] = Field(None, alias="OPERATOR_TOKEN")

    # Sandbox backend
    sandbox_host: str = Field("0.0.0.0", alias="SANDBOX_HOST")
    sandbox_port: int = Field(8300, alias="SANDBOX_PORT")
    sandbox_hold_seconds: int = Field(900, alias="SANDBOX_HOLD_SECONDS")

    # What travellers are told for anything the concierge cannot do (POST_BOOKING context)
    support_contact: str = Field(f"{SUPPORT_EMAIL}, {SUPPORT_PHONE}", alias="SUPPORT_CONTACT")

    # Worker
    worker_metrics_port: Optional[int] = Field(None, alias="WORKER_METRICS_PORT")
    max_cached_workflows: int = Field(1000, alias="MAX_CACHED_WORKFLOWS")
    worker_shutdown_grace_seconds: float = Field(15.0, alias="WORKER_SHUTDOWN_GRACE_SECONDS", ge=0)
    hold_minutes_default: int = Field(15, alias="HOLD_MINUTES_DEFAULT")
    inactivity_days: int = Field(7, alias="INACTIVITY_DAYS")

    # Payload encryption (optional)
    derlg_codec_key: Optional[str] = Field(None, alias="DERLG_CODEC_KEY")
    # Activity payloads of at least this many bytes are zlib-compressed (0 = write uncompressed)
    payload_compress_min_bytes: int = Field(1024, alias="DERLG_COMPRESS_MIN_BYTES", ge=0)

    log_level: str = Field("INFO", alias="LOG_LEVEL")

    @model_validator(mode="after")
    def _check_backend(self) -> Settings:
        need = {
            "anthropic": ("ANTHROPIC_API_KEY", self.anthropic_api_key),
            "ollama": ("OLLAMA_BASE_URL", self.ollama_base_url),
            "openai": ("OPENAI_BASE_URL", self.openai_base_url),
            "bedrock": ("AWS_REGION", self.aws_region),
        }.get(self.model_backend)
        if need and not need[1]:
            raise ValueError(f"MODEL_BACKEND={self.model_backend} needs {need[0]} to be set")
        return self

    def max_tokens_for(self, language: str) -> int:
        """Output budget of one LLM call in ``language`` (Khmer script costs ~3x the tokens per word)."""
        return {"KH": self.max_tokens_kh, "ZH": self.max_tokens_zh}.get(language, self.max_tokens)

    @property
    def cors_origin_list(self) -> list[str]:
        base = ["https://derlg.com", "https://www.derlg.com"]
        return base + [o.strip() for o in self.cors_origins.split(",") if o.strip()]


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()  # type: ignore[call-arg]
