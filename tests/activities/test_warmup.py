"""The worker's warm-up (issue 41): what a first model call would build, built before it polls."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from typing import Any

import pytest

import worker
from activities.models import reset_model_clients
from activities.models.warmup import exercise_anthropic_sdk
from activities.temporal_client import data_converter
from agent.settings import Settings
from tests.conftest import ROOT


def anthropic_settings(**extra: Any) -> Settings:
    values = {"MODEL_BACKEND": "anthropic", "ANTHROPIC_API_KEY": "k", "ANTHROPIC_BASE_URL": "http://127.0.0.1:9"}
    return Settings(**{**values, **extra})  # type: ignore[arg-type]


@pytest.mark.parametrize("streaming", [True, False])
async def test_the_sdk_round_trip_parses_text_and_tool_use_offline(streaming):
    responses = await exercise_anthropic_sdk(anthropic_settings(LLM_STREAMING=streaming))
    for response in responses:  # one streamed, one plain: both parsed like a real answer
        assert response.stop_reason == "tool_use"
        assert response.text == "Warming up."
        assert [(b.name, b.input) for b in response.tool_uses] == [("warm_up", {"ok": True})]


def test_after_the_warm_up_every_session_language_has_its_client_and_sdk_loaded():
    """In a fresh interpreter (nothing imported yet): the warm-up imports the SDKs and caches a
    client for each language, so the first call creates and imports nothing on the event loop."""
    script = textwrap.dedent(
        """
        import asyncio, sys
        from activities import models
        from activities.temporal_client import data_converter
        from activities.warmup import LANGUAGES, warm_up
        from agent.settings import Settings
        s = Settings(MODEL_BACKEND="scripted", ANTHROPIC_API_KEY="k", KHMER_FALLBACK_TO_ANTHROPIC=True)
        assert "anthropic" not in sys.modules
        asyncio.run(warm_up(s, data_converter(s)))
        print(sorted(b for b, _ in models._clients), "anthropic" in sys.modules, "openai" in sys.modules)
        """
    )
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "['anthropic', 'scripted'] True True"


async def test_the_worker_polls_only_after_the_warm_up(monkeypatch):
    order: list[str] = []

    async def fake_warm_up(settings: Settings, converter: Any) -> dict[str, float]:
        order.append("warm_up")
        return {}

    class Stop(Exception):
        pass

    def fake_worker(*args: Any, **kwargs: Any) -> None:
        order.append("worker")
        raise Stop

    monkeypatch.setattr(worker, "warm_up", fake_warm_up)
    monkeypatch.setattr(worker, "Worker", fake_worker)

    class FakeClient:
        data_converter = data_converter()

    with pytest.raises(Stop):
        async with worker.running_worker(FakeClient(), anthropic_settings()):  # type: ignore[arg-type]
            pass
    assert order == ["warm_up", "worker"]
    reset_model_clients()
