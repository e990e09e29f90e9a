"""Everything a first call would otherwise build on the worker's event loop, built before it polls.

Issue 41: on a loaded 2-core host the first model call after a worker start held the event loop
for ~10 s (py-spy, ``python -m scripts.drills --only cold-start``): ``import anthropic`` and
``import openai`` inside the first ``get_model_client``, then ~2 s of the SDK building its
response and stream-event models on the first streamed answer. Meanwhile no heartbeat went out,
the call timed out (``Heartbeat timeout``), and so did its retry, polled by the worker's core
while the loop was still stuck: the traveller's first message got ``llm_unavailable``.

:func:`warm_up` runs once in ``worker.py`` before the ``Worker`` exists (the worker logs
``worker_started``, the marker ``make run`` and the stacks wait for, only after it):

1. every model client a session can be routed to (each language: Khmer may go to Anthropic) is
   created and cached, which imports its SDK and builds its HTTP client and TLS context;
2. each backend answers one offline request: the Anthropic family one streamed and one plain
   round trip through the SDK against an in-memory transport, the scripted model one reply;
3. the system prompt and tool list of a new session are built in each language;
4. the activity payloads (LlmRequest, ModelResponse, ToolCall, ToolOutcome) go once through the
   worker's data converter and codecs both ways.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

import structlog
from temporalio.converter import DataConverter

from activities.models import choose_backend, get_model_client
from agent.model import LlmRequest, ModelResponse
from agent.prompts.builder import model_request
from agent.settings import Settings
from agent.state import ConversationState
from agent.tools.calls import ToolCall, ToolOutcome

log = structlog.get_logger("derlg.warmup")

LANGUAGES = ("EN", "KH", "ZH")
WARM_UP_SESSION = "warm-up"


async def _no_sink(text: str) -> None:
    return None


async def exercise_backend(backend: str, settings: Settings, system: Any, tools: list[dict[str, Any]]) -> None:
    """One offline answer from ``backend``'s code path (nothing leaves the process)."""
    messages = [{"role": "user", "content": "Hello"}]
    if backend == "scripted":
        from activities.models.scripted import ScriptedModel

        await ScriptedModel().create_message(system, messages, tools, on_text=_no_sink)
    elif backend in ("anthropic", "bedrock"):
        from activities.models.warmup import exercise_anthropic_sdk

        await exercise_anthropic_sdk(settings)


async def round_trip_payloads(converter: DataConverter, request: LlmRequest) -> None:
    """Each activity payload type encoded and decoded through ``converter`` (pydantic + codecs)."""
    call = ToolCall(
        session_id=WARM_UP_SESSION,
        tool_use_id="warm-up",
        name="getTripSuggestions",
        input={},
        idempotency_key="warm-up",
    )
    samples: list[Any] = [
        request,
        ModelResponse(stop_reason="end_turn", content=[]),
        call,
        ToolOutcome(tool_use_id="warm-up", name="getTripSuggestions", result={"success": True, "data": {}}),
    ]
    for sample in samples:
        payloads = await converter.encode([sample])
        await converter.decode(payloads, [type(sample)])


async def warm_up(settings: Settings, converter: DataConverter) -> dict[str, float]:
    """Build and exercise everything above; the seconds each step took (logged as ``worker_warmed``)."""
    took: dict[str, float] = {}
    started = time.perf_counter()

    def lap(name: str) -> None:
        nonlocal started
        now = time.perf_counter()
        took[name] = round(now - started, 3)
        started = now

    backends = sorted({choose_backend(settings, language) for language in LANGUAGES})
    for language in LANGUAGES:
        get_model_client(settings, language)
    lap("model_clients")
    now = datetime.now(UTC)
    state = ConversationState(session_id=WARM_UP_SESSION, created_at=now, last_active=now)
    requests = []
    for language in LANGUAGES:
        facts = state.model_copy(update={"preferred_language": language})
        requests.append(model_request(facts, now, settings.support_contact))
    lap("prompts")
    system, tools = requests[0]
    for backend in backends:
        await exercise_backend(backend, settings, system, tools)
    lap("model_answers")
    await round_trip_payloads(
        converter, LlmRequest(session_id=WARM_UP_SESSION, state=state, messages=[{"role": "user", "content": "Hello"}])
    )
    lap("payloads")
    log.info("worker_warmed", backends=backends, seconds=took, total=round(sum(took.values()), 3))
    return took
