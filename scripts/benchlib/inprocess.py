"""One chat session run in this process, for measuring what the model is sent.

The real pieces, minus Temporal: the offline scripted model, the sandbox backend (its FastAPI app
through ``httpx.ASGITransport``, called by the worker's own :class:`BackendClient`), and the turn
rules the workflow applies (agent.tools.dispatch, agent.side_effects). Every model request is
built by :func:`agent.prompts.builder.model_request`, the function the ``call_llm`` activity uses,
and recorded before it goes to the model (:class:`Recorded`).

A payment is made through the sandbox (``/sandbox/payments/{id}/succeed``); the payment event the
sandbox signals is applied as the workflow does (agent.payments) and answered by a system turn.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Optional

import httpx

from activities.backend import BackendClient
from activities.cache import MemoryToolCache
from activities.models.scripted import ScriptedModel
from activities.tools import ToolActivities
from agent.context import append_user_message, context_window, summarise_outside_window, tool_results_message
from agent.display import display_terms
from agent.model import ModelResponse
from agent.notices import NOTICE_TURN_TEXT, NoticeKind, add_notice, mark_answered
from agent.payments import PaymentOutcome, apply_payment_event
from agent.prompts.builder import model_request
from agent.settings import Settings
from agent.side_effects import apply_side_effects
from agent.signals import PaymentEvent
from agent.state import ConversationState, Language
from agent.tools.calls import ToolCall, ToolOutcome
from agent.tools.dispatch import is_local, prepare_remote, run_local, stamp_quote
from agent.tools.failed_booking import keep_told_requests
from sandbox.app import create_app
from sandbox.clock import ManualClock

MAX_TOOL_LOOPS = 5


@dataclass
class Recorded:
    """One model request as sent: its stage, system blocks, tools and messages."""

    stage: str
    purpose: str
    system: list[dict[str, Any]]
    tools: list[dict[str, Any]]
    messages: list[dict[str, Any]]
    response_tools: list[str] = field(default_factory=list)


class _Signals:
    """Stands in for the Temporal client the sandbox signals payments with: keeps the events."""

    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []

    def get_workflow_handle(self, workflow_id: str) -> _Signals:
        return self

    async def signal(self, name: str, arg: dict[str, Any]) -> None:
        self.events.append(arg)


class InProcessSession:
    def __init__(self, language: Language = "EN", now: Optional[datetime] = None, time_zone: Optional[str] = None):
        self.now = now or datetime(2027, 1, 15, 9, 0, tzinfo=UTC)
        self.settings = Settings(BACKEND_URL="http://sandbox")  # type: ignore[call-arg]
        self.signals = _Signals()

        async def client() -> _Signals:
            return self.signals

        clock = ManualClock(self.now)  # the sandbox and the session share one fixed clock
        self.app = create_app(self.settings, temporal_client_factory=client, clock=clock, dev_open=True)
        self.http = httpx.AsyncClient(transport=httpx.ASGITransport(app=self.app), base_url="http://sandbox")
        self.tools = ToolActivities(BackendClient(self.settings, http=self.http, cache=MemoryToolCache()))
        self.model = ScriptedModel()
        self.state = ConversationState.new(str(uuid.uuid4()), self.now, user_id="tokens-bench", language=language)
        self.state.time_zone = time_zone
        self.requests: list[Recorded] = []
        self.replies: list[str] = []

    async def aclose(self) -> None:
        await self.http.aclose()

    async def say(self, text: str) -> str:
        append_user_message(self.state, text, self.now)
        reply = await self._loop("turn")
        mark_answered(self.state.notices)
        return reply

    async def pay(self) -> str:
        """Pay the open payment intent in the sandbox and let the model confirm it (a system turn)."""
        intent = self.state.payment_intent_id
        if not intent:
            raise RuntimeError("no payment intent to pay")
        before = len(self.signals.events)
        response = await self.http.post(
            f"/sandbox/payments/{intent}/succeed", headers={"X-Service-Key": self.settings.ai_service_key}
        )
        response.raise_for_status()
        event = PaymentEvent.model_validate(self.signals.events[before])
        if apply_payment_event(self.state, event, self.now) != PaymentOutcome.CONFIRMED:
            raise RuntimeError("the payment was not applied")
        return await self.system_turn("payment_confirmed", f"Payment confirmed for booking {self.state.booking_ref}.")

    async def system_turn(self, kind: NoticeKind, note: str) -> str:
        self.state.notices = add_notice(self.state.notices, kind, note, self.now, self.state.turn)
        self.state.messages.append({"role": "user", "content": NOTICE_TURN_TEXT})
        reply = await self._loop("confirmation")
        mark_answered(self.state.notices, kind)
        return reply

    async def _model(self, purpose: str) -> ModelResponse:
        summarise_outside_window(self.state)  # as workflows/turn.py does before every model call
        facts = self.state.model_copy(update={"messages": []})
        system, tools = model_request(facts, self.now, self.settings.support_contact)
        messages = context_window(self.state.messages)
        record = Recorded(self.state.state.value, purpose, system, tools, json.loads(json.dumps(messages)))
        self.requests.append(record)
        response = await self.model.create_message(system, messages, tools)
        record.response_tools = [b.name or "" for b in response.tool_uses]
        return response

    async def _loop(self, purpose: str) -> str:
        state = self.state
        for _ in range(MAX_TOOL_LOOPS + 1):
            response = await self._model(purpose)
            state.messages.append(response.assistant_message())
            if response.stop_reason != "tool_use":
                self.replies.append(response.text)
                return response.text
            names = [b.name or "" for b in response.tool_uses]
            outcomes: dict[str, ToolOutcome] = {}
            sent: dict[str, dict[str, Any]] = {}
            for block in response.tool_uses:  # the workflow's own tools first: they may move the stage
                if is_local(block.name):
                    outcomes[block.id or ""] = run_local(
                        state, block.id or "", block.name or "", block.input or {}, names, self.now
                    )
            for serial, block in enumerate(response.tool_uses, start=1):
                if is_local(block.name):
                    continue
                refused, backend_input = prepare_remote(state, block.name or "", block.input or {}, names)
                sent[block.id or ""] = backend_input
                outcome = ToolOutcome(tool_use_id=block.id or "", name=block.name or "", result=refused or {})
                if refused is None:
                    outcome = await self._call(block.id or "", block.name or "", backend_input)
                outcome = keep_told_requests(outcome, dict(block.input or {}), state)  # as workflows/turn.py does
                outcomes[block.id or ""] = stamp_quote(outcome, state, serial, names)
            ordered = [outcomes[b.id or ""] for b in response.tool_uses]
            state.messages.append(tool_results_message(ordered, state.preferred_language))
            for block, outcome in zip(response.tool_uses, ordered):
                if not is_local(outcome.name):
                    apply_side_effects(state, outcome.name, sent.get(block.id or "") or {}, outcome.result, self.now)
        raise RuntimeError("the model did not finish within 5 tool loops")

    async def _call(self, tool_use_id: str, name: str, backend_input: dict[str, Any]) -> ToolOutcome:
        call = ToolCall(
            session_id=self.state.session_id,
            tool_use_id=tool_use_id,
            name=name,
            input=backend_input,
            language=self.state.preferred_language,
            user_id=self.state.user_id,
            idempotency_key=f"{self.state.session_id}:{tool_use_id}",
            display=display_terms(self.state),
        )
        return await self.tools.run(name, call)
