"""New sessions start with the knobs of the process that starts them (the bridge's settings)."""

from __future__ import annotations

from agent.settings import Settings
from api.session_client import session_config


def test_session_config_follows_settings():
    settings = Settings(
        HOLD_MINUTES_DEFAULT=5,
        INACTIVITY_DAYS=2,
        TOOL_TIMEOUT_SECONDS=3,  # type: ignore[call-arg]
        LLM_TIMEOUT_SECONDS=30,
        REDIS_URL="redis://localhost:6379/0",
    )
    config = session_config(settings)
    assert (config.hold_minutes_default, config.inactivity_days) == (5, 2)
    assert config.tool_start_to_close_seconds > 3 and config.llm_start_to_close_seconds == 30
    assert config.notify_hints is True
    assert session_config(Settings(REDIS_URL=None)).notify_hints is False  # type: ignore[call-arg]
