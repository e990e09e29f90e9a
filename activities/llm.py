"""The LLM activity: one model call with the session's system prompt and stage tools.

The workflow sends the session facts and the context window; the prompt is built here (a pure
function of that input), so history stays small. The model is offered all 19 tools on every call:
one identical tool block for every stage and every session, which prompt caching serves from
cache; the workflow refuses calls the stage does not allow (agent.tools.stages.stage_refusal).

With ``LLM_STREAMING`` on, the answer's text is published piece by piece while it is written
(``activities/stream.py``); the activity's result is still the whole response.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime

import structlog
from temporalio import activity

from activities.heartbeat import heartbeating
from activities.stream import DeltaPublisher
from agent.model import LlmRequest, ModelClient, ModelResponse
from agent.prompts.builder import model_request
from agent.settings import Settings, get_settings

log = structlog.get_logger("derlg.llm")


def _client_for(settings: Settings, language: str) -> ModelClient:
    from activities.models import get_model_client

    return get_model_client(settings, language)


class LlmActivities:
    """Holds the settings; the model client is chosen per call (Khmer may route to Anthropic)."""

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or get_settings()
        self.deltas = DeltaPublisher(self.settings.redis_url)

    async def aclose(self) -> None:
        await self.deltas.aclose()

    @activity.defn(name="call_llm")
    async def call_llm(self, request: LlmRequest) -> ModelResponse:
        state = request.state
        client = _client_for(self.settings, state.preferred_language)
        system, tools = model_request(state, datetime.now(UTC), self.settings.support_contact)
        started = time.perf_counter()
        attempt = request.attempt_offset + activity.info().attempt
        sink = None
        if self.settings.llm_streaming:
            sink = self.deltas.sink(request.session_id, request.stream_key, request.call_number, attempt)
        async with heartbeating():  # a killed worker is noticed in seconds (workflows/options.py)
            try:
                response = await client.create_message(
                    system=system,
                    messages=request.messages,
                    tools=tools,
                    max_tokens=self.settings.max_tokens_for(state.preferred_language),  # per language (settings)
                    on_text=sink,
                )
            finally:
                if sink is not None:
                    await sink.flush()  # every delta out before the result (and the final event)
            if response.stop_reason != "tool_use" or not response.tool_uses:  # the turn ends with this answer
                await self.deltas.answer_ready(request.session_id, request.stream_key)
        log.info(
            "llm_call",
            session_id=request.session_id,
            stage=state.state.value,
            purpose=request.purpose,
            model=client.name,
            stop_reason=response.stop_reason,
            tools=[b.name for b in response.tool_uses],
            input_tokens=response.usage.input_tokens,
            output_tokens=response.usage.output_tokens,
            latency_ms=round((time.perf_counter() - started) * 1000, 1),
            attempt=attempt,
            streamed_pieces=len(sink.pieces) if sink else 0,
            streamed_frames=sink.frames if sink else 0,
        )
        return response


# Module-level name so workflows can refer to the activity with a typed handle.
call_llm = LlmActivities.call_llm
