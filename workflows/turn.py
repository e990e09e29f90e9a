"""One conversational turn: LLM → tools in parallel → side effects → LLM …, at most 5 tool loops.

Workflow code: deterministic, all I/O through activities.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any, Optional

from temporalio import workflow
from temporalio.exceptions import ActivityError

with workflow.unsafe.imports_passed_through():
    import structlog

    from activities.llm import LlmActivities
    from agent import special_requests as requests_view
    from agent.context import context_window, summarise_outside_window, trim_history
    from agent.display import display_terms
    from agent.formatter import format_frames
    from agent.leaver_withdrawals import pending_removal
    from agent.model import LlmRequest, ModelResponse
    from agent.needs import note_needs
    from agent.payment_effects import note_handoff
    from agent.pickup_consent import asks_first
    from agent.prompts import i18n
    from agent.quick_replies import quick_replies_frame
    from agent.repeat_search import note_same_list
    from agent.side_effects import apply_side_effects
    from agent.signals import SessionConfig
    from agent.special_requests import settled_withdraws, withdraws_side_by_side
    from agent.state import ConversationState
    from agent.tools.calls import ToolOutcome, error_result
    from agent.tools.compact import model_json
    from agent.tools.dispatch import is_local, note_rebook, prepare_remote, run_local, stamp_quote
    from agent.tools.failed_booking import keep_told_requests
    from agent.tools.guidance import for_model
    from agent.tools.late_requests import booking_request_body
    from agent.tools.phone_country import note_phone
    from agent.tools.stages import stage_refusal
    from agent.tools.validation import PHONE_FIELDS, prepare_tool_input, validate_tool_input
    from workflows import patches
    from workflows.options import LLM_STALL_RETRIES, llm_options, missed_heartbeat
    from workflows.turn_calls import BackendCalls
    from workflows.turn_patches import (
        ACTIVITY_ACTION_PATCH,
        FIGURES_CONSENT_PATCH,
        FIGURES_EFFECT_PATCH,
        LATE_REQUEST_FIRST_PATCH,
        LATE_REQUEST_PATCH,
        LEAVER_BESIDE_PATCH,
        LEAVER_REQUESTS_PATCH,
        LLM_STALL_RETRY_PATCH,
        ONE_CHANGE_PATCH,
        ONE_REQUESTS_VIEW_PATCH,
        PICKUP_AS_SAID_PATCH,
        PICKUP_CHECK_PATCH,
        PICKUP_CONSENT_PATCH,
        PICKUP_SENTENCES_PATCH,
        PICKUP_WORDS_PATCH,
        PLACES_ANYTIME_PATCH,
        SEARCH_PATCH,
        SETTLED_WITHDRAWS_PATCH,
        STAGE_TOOLS_PATCH,
    )
    from workflows.turn_withdraws import after_the_quotes, held_back, one_change

log = structlog.get_logger("derlg.workflow")


@dataclass
class TurnResult:
    events: list[dict[str, Any]] = field(default_factory=list)
    llm_failed: bool = False
    tools_ran: bool = False  # a tool was called in this turn (its effects stay even if the model then fails)
    booking_created: bool = False


class TurnRunner:
    """Runs turns against one session's state; the workflow owns the state and the event log."""

    def __init__(self, workflow_id: str, config: SessionConfig) -> None:
        self.workflow_id = workflow_id
        self.config = config
        self.calls = BackendCalls(workflow_id, config)  # every backend activity of a turn
        self._quotes = 0  # previewBooking quotes issued in this run (quote ids stay unique per turn)
        self._sent: dict[str, dict[str, Any]] = {}  # tool_use_id -> the input the backend got
        self._v23 = True  # the issue-23 stage table (see run)
        self._guarded = False  # model contract v2 (see run)

    def _llm_request(self, state: ConversationState, purpose: str, stream_key: str = "") -> LlmRequest:
        if self._guarded:
            # what fell out of the window during this turn's tool rounds is summarised for this call
            # too, not only at the turn's end (relay j17: the traveller's yes was in neither)
            summarise_outside_window(state)
        facts = state.model_copy(update={"messages": [], "unmatched_payments": []})
        return LlmRequest(
            session_id=state.session_id,
            state=facts,
            messages=context_window(state.messages),
            purpose=purpose,
            stream_key=stream_key,
        )

    async def _call_llm(self, state: ConversationState, purpose: str, stream_key: str = "") -> Optional[ModelResponse]:
        """The model's response, or None once its retries are spent. The retry policy retries a
        model error once (req 15.8); attempts that only missed their heartbeat (a killed worker, or
        an event loop stalled for seconds on a loaded host) are called again up to
        ``LLM_STALL_RETRIES`` more times (issue 41), each with its attempt numbers continuing
        (``attempt_offset``), so the traveller's first message survives a slow worker start."""
        request = self._llm_request(state, purpose, stream_key)
        attempts = self.config.llm_max_attempts
        stalls = 0
        while True:
            try:
                response = await workflow.execute_activity_method(
                    LlmActivities.call_llm,
                    request,
                    summary=f"LLM call — stage {state.state.value}",
                    **llm_options(self.config),
                )
                break
            except ActivityError as err:
                if missed_heartbeat(err) and stalls < LLM_STALL_RETRIES and patches.patched(LLM_STALL_RETRY_PATCH):
                    stalls += 1
                    request = request.model_copy(update={"attempt_offset": request.attempt_offset + attempts})
                    workflow.logger.warning("LLM call missed its heartbeat; calling it again (%d)", stalls)
                    continue
                workflow.logger.warning("LLM call failed after retries: %s", err.cause)
                return None
        state.usage = state.usage.add(response.usage)
        return response

    async def _run_tool(
        self, state: ConversationState, block: Any, key_prefix: str, siblings: list[str], guarded: bool
    ) -> ToolOutcome:
        name, tool_input = block.name or "", dict(block.input or {})
        if guarded and name == "changePickup" and not state.pickup_consent:
            # issue 37 (relay 4): a pickup moves only after the traveller's yes to that place
            # (agent.pickup_consent); the patch is asked only when a pickup change is called
            state.pickup_consent = patches.patched(PICKUP_CONSENT_PATCH)
        if guarded and name == "changePickup" and not state.pickup_words:
            state.pickup_words = patches.patched(PICKUP_WORDS_PATCH)  # relay 26 (agent.pickup_words)
        if guarded and name == "changePickup" and not state.pickup_as_said:
            state.pickup_as_said = patches.patched(PICKUP_AS_SAID_PATCH)  # relay 52 (agent.consent_ends)
        if guarded and name == "changePickup" and not state.pickup_own_sentences:
            state.pickup_own_sentences = patches.patched(PICKUP_SENTENCES_PATCH)  # run 60 (agent.pickup_sentences)
        if guarded and name in ("previewReschedule", "previewCancellation") and not state.figures_consent:
            # issue 37 (relays 19-21): a yes to an information quote's shown figures confirms the same
            # change re-issued (agent.consent_figures); asked only when a change is previewed
            state.figures_consent = patches.patched(FIGURES_CONSENT_PATCH)
        if guarded and name in ("previewReschedule", "previewCancellation") and not state.figures_effect:
            state.figures_effect = patches.patched(FIGURES_EFFECT_PATCH)  # agent.consent_figures: ECHOES left out
        if guarded and name == "previewReschedule" and tool_input.get("add_activities") and not state.activity_action:
            state.activity_action = patches.patched(ACTIVITY_ACTION_PATCH)  # agent.consent_orders: "add_activity"
        if guarded and name == "withdrawSpecialRequest" and pending_removal(state) and not state.leaver_requests_kept:
            state.leaver_requests_kept = patches.patched(LEAVER_REQUESTS_PATCH)  # agent.leaver_withdrawals
        if guarded:
            # Issue 23: a search that leaves out discovery fields takes them from the session
            # (before, it was refused as invalid input); the patch is asked only when one does.
            refused, backend_input = prepare_remote(
                state,
                name,
                tool_input,
                siblings,
                legacy_stages=not self._v23,
                search_from_session=lambda: patches.patched(SEARCH_PATCH),
                places_anytime=lambda: patches.patched(PLACES_ANYTIME_PATCH),
            )
        else:  # sessions started before model contract v2 (replay): v1 rules
            refused = validate_tool_input(name, tool_input, backend=True) or stage_refusal(
                name, state.state, legacy=True
            )
            backend_input = prepare_tool_input(name, tool_input, state)
        if refused is not None and guarded and asks_first(name, refused) and patches.patched(PICKUP_CHECK_PATCH):
            refused = await self.calls.check_pickup(state, tool_input, refused, block.id, key_prefix)
        if refused is not None:  # what the traveller asked for with a refused booking is kept, or said not stored
            return keep_told_requests(ToolOutcome(tool_use_id=block.id, name=name, result=refused), tool_input, state)
        self._sent[block.id] = backend_input
        # amounts and times also in the traveller's terms
        outcome, ran = await self.calls.execute(state, name, backend_input, block.id, key_prefix, display_terms(state))
        outcome = keep_told_requests(outcome, tool_input, state)  # a failed booking's requests: kept or said not
        if not ran:
            return outcome
        if name == "previewBooking":
            self._quotes += 1
            outcome = stamp_quote(outcome, state, self._quotes, siblings)
        outcome = note_phone(outcome, PHONE_FIELDS.get(name, ()), tool_input, state)  # issue 41: read back
        outcome = note_handoff(outcome, state)  # issue 41: the third failed payment goes to support
        return note_needs(note_rebook(note_same_list(outcome, backend_input, state), state), state)

    async def read_booking(
        self, state: ConversationState, booking_id: str, key_prefix: str
    ) -> Optional[dict[str, Any]]:
        return await self.calls.read_booking(state, booking_id, key_prefix)

    async def _run_batch(
        self, state: ConversationState, uses: list[Any], key_prefix: str, guarded: bool
    ) -> list[ToolOutcome]:
        """One model response's tool calls: the workflow's own first (they may move the stage),
        then the backend calls in parallel, judged against the stages the batch can reach."""
        names = [b.name or "" for b in uses]
        outcomes: dict[int, ToolOutcome] = {}
        if guarded:
            for i, block in enumerate(uses):
                if is_local(block.name):
                    outcomes[i] = run_local(state, block.id, block.name, dict(block.input or {}), names, workflow.now())
                    log.info(
                        "local_tool",
                        session_id=state.session_id,
                        stage=state.state.value,
                        tool=block.name,
                        ok=outcomes[i].ok,
                    )
        remote = [(i, b) for i, b in enumerate(uses) if i not in outcomes]
        late = [(i, body) for i, o in outcomes.items() if (body := booking_request_body(state, o)) is not None]
        if late and not patches.patched(LATE_REQUEST_PATCH):
            late = []  # sessions recorded before issue 22: the request stays in the session
        if late and patches.patched(LATE_REQUEST_FIRST_PATCH):
            # on the booking before the calls beside it read it (relay j19: getTripItinerary of the
            # booking, called with the request, showed the booking without it)
            added = await asyncio.gather(
                *(self.calls.add_to_booking(state, outcomes[i], body, key_prefix) for i, body in late)
            )
            outcomes.update({i: o for (i, _), o in zip(late, added)})
            late = []
        # a withdrawal beside a removal's quote waits for it (agent.leaver_withdrawals; relay 48 req 42)
        remote, held = held_back(remote, lambda: guarded and patches.patched(LEAVER_BESIDE_PATCH))
        remote, alone = one_change(remote, lambda: guarded and patches.patched(ONE_CHANGE_PATCH))  # run 53 req 47
        outcomes.update(alone)
        results = await asyncio.gather(
            *(self._run_tool(state, b, key_prefix, names, guarded) for _, b in remote),
            *(self.calls.add_to_booking(state, outcomes[i], body, key_prefix) for i, body in late),
        )
        outcomes.update({i: o for (i, _), o in zip([*remote, *late], results)})
        run = lambda b: self._run_tool(state, b, key_prefix, names, guarded)  # noqa: E731
        outcomes.update(await after_the_quotes(held, outcomes, run) if held else {})
        batch = [outcomes[i] for i in range(len(uses))]
        # withdraws run side by side answer in any order: each shows the batch's withdrawals (relay 41 req 32)
        if withdraws_side_by_side(batch) and patches.patched(SETTLED_WITHDRAWS_PATCH):
            batch = settled_withdraws(batch)
        if requests_view.preferences_beside_withdraws(batch) and patches.patched(ONE_REQUESTS_VIEW_PATCH):
            batch = requests_view.one_requests_view(batch)  # preferences' list: after the withdrawals beside it
        return batch

    async def run(self, state: ConversationState, key_prefix: str, purpose: str = "turn") -> TurnResult:
        """The user (or system) message is already appended to ``state.messages``."""
        result = TurnResult()
        outcomes: list[ToolOutcome] = []
        text = ""
        lead_ins: list[str] = []  # what the model wrote before calling tools: the traveller sees it too
        loops = 0
        self._quotes = 0
        self._sent = {}
        # Guards, the workflow's own tools and batch stage projection (model contract v2) change
        # which activities a turn schedules: histories recorded before them replay without.
        guarded = patches.patched("model-contract-v2")
        self._guarded = guarded
        # Issue 23: each stage allows (and offers) fewer tools; a refusal schedules no activity.
        self._v23 = patches.patched(STAGE_TOOLS_PATCH)
        while True:
            response = await self._call_llm(state, purpose, key_prefix)
            if response is None:
                result.llm_failed = True
                text = i18n.turn_error_text(state.preferred_language)
                state.messages.append({"role": "assistant", "content": [{"type": "text", "text": text}]})
                result.events.append({"type": "error", "code": "llm_unavailable", "message": text})
                break
            state.messages.append(response.assistant_message())
            uses = response.tool_uses
            if response.stop_reason != "tool_use" or not uses:
                text = response.text
                break
            if guarded and response.text.strip():
                lead_ins.append(response.text.strip())
            if loops >= self.config.max_tool_loops:
                # Answer the dangling tool_use blocks so history stays valid, then stop (req 13.15).
                state.messages.append(
                    {
                        "role": "user",
                        "content": [
                            {
                                "type": "tool_result",
                                "tool_use_id": b.id,
                                "is_error": True,
                                "content": json.dumps(error_result("LOOP_LIMIT", "Too many steps in one turn.")),
                            }
                            for b in uses
                        ],
                    }
                )
                text = i18n.loop_limit_text(state.preferred_language)
                state.messages.append({"role": "assistant", "content": [{"type": "text", "text": text}]})
                break
            loops += 1
            batch = await self._run_batch(state, uses, f"{key_prefix}:{loops}", guarded)
            state.messages.append(
                {
                    "role": "user",
                    "content": [
                        {
                            "type": "tool_result",
                            "tool_use_id": o.tool_use_id,
                            "content": model_json(for_model(o.result, state.preferred_language, o.name))
                            if guarded
                            else json.dumps(o.result),
                            **({"is_error": True} if o.is_error else {}),
                        }
                        for o in batch
                    ],
                }
            )
            for block, outcome in zip(uses, batch):
                if guarded and is_local(outcome.name):
                    continue  # already applied by the workflow
                booking_before = state.booking_id
                inp = self._sent.get(block.id or "") if guarded else None
                apply_side_effects(state, outcome.name, dict(inp or block.input or {}), outcome.result, workflow.now())
                if outcome.name == "createBooking" and outcome.ok and state.booking_id != booking_before:
                    result.booking_created = True
            outcomes.extend(batch)

        result.tools_ran = bool(outcomes)
        if guarded:
            summarise_outside_window(state)  # what fell out of the window stays in the session facts
        state.messages = trim_history(state.messages, self.config.max_history_messages)
        if not result.llm_failed:
            shown = "\n\n".join(t for t in [*lead_ins, text] if t) if lead_ins and text not in lead_ins else text
            result.events.extend(
                format_frames(shown, outcomes, state) if guarded else format_frames(text, outcomes, state)[:1]
            )
            offered = quick_replies_frame(response.quick_replies) if response is not None else None
            quoted = any(e.get("type") == "quote" for e in result.events)  # its own buttons answer it
            if offered is not None and not quoted:  # issue 39: what the traveller can tap, after the turn's frames
                result.events.append(offered)
        return result
