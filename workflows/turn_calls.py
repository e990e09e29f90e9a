"""The backend activities of a turn: one tool call, the pickup check before a traveller's yes, the booking as the
backend reads it, a special request added to a booking. Workflow code: deterministic, all I/O through activities."""

from __future__ import annotations

from typing import Any, Optional

from temporalio import workflow
from temporalio.exceptions import ActivityError

with workflow.unsafe.imports_passed_through():
    import structlog

    from agent.display import DisplayTerms
    from agent.pickup_consent import refused_before_yes
    from agent.signals import SessionConfig
    from agent.state import ConversationState
    from agent.tools.calls import ToolCall, ToolOutcome
    from agent.tools.late_requests import LATE_REQUEST_CALL, with_booking_answer
    from agent.tools.validation import prepare_tool_input
    from agent.top_up_lapse import BOOKING_READ_CALL
    from workflows.options import failure_result, tool_options

log = structlog.get_logger("derlg.workflow")


def tool_summary(name: str, tool_input: dict[str, Any]) -> str:
    for key in ("trip_id", "base_trip_id", "booking_id", "hotel_id", "destination", "payment_intent_id", "category"):
        if key in tool_input:
            return f"{name} {tool_input[key]}"
    return name


class BackendCalls:
    """A session's backend activities, each with its idempotency key from the workflow id and the turn's prefix."""

    def __init__(self, workflow_id: str, config: SessionConfig) -> None:
        self.workflow_id = workflow_id
        self.config = config

    async def check_pickup(
        self, state: ConversationState, tool_input: dict[str, Any], asked: dict[str, Any], use_id: str, prefix: str
    ) -> dict[str, Any]:
        """changePickup's checks run (``check_only``: nothing changes) before the change is put to the traveller:
        a place the backend refuses is refused now, never after their yes (agent.pickup_consent)."""
        body = {**prepare_tool_input("changePickup", dict(tool_input), state), "check_only": True}
        outcome, ran = await self.execute(state, "changePickup", body, f"{use_id}:check", prefix)
        return refused_before_yes(state, outcome.result, asked) if ran else asked

    async def read_booking(
        self, state: ConversationState, booking_id: str, key_prefix: str
    ) -> Optional[dict[str, Any]]:
        """The booking as the backend reads it now (getRefundStatus with its ``booking``, the path that
        fetches a paid booking and its status); None when it could not be read."""
        body = {"booking_id": booking_id, "include_booking": True}
        outcome, _ = await self.execute(state, BOOKING_READ_CALL, body, "booking", key_prefix)
        data = outcome.result.get("data") if outcome.ok else None
        booking = data.get("booking") if isinstance(data, dict) else None
        return booking if isinstance(booking, dict) else None

    async def execute(
        self,
        state: ConversationState,
        name: str,
        backend_input: dict[str, Any],
        tool_use_id: str,
        key_prefix: str,
        display: Optional[DisplayTerms] = None,
    ) -> tuple[ToolOutcome, bool]:
        """One backend activity: its outcome, and False when Temporal gave up on it (the outcome is
        then the failure result the model reads)."""
        call = ToolCall(
            session_id=state.session_id,
            tool_use_id=tool_use_id,
            name=name,
            input=backend_input,
            language=state.preferred_language,
            user_id=state.user_id,
            idempotency_key=f"{self.workflow_id}:{key_prefix}:{tool_use_id}",
            display=display,
        )
        try:
            outcome = await workflow.execute_activity(
                name,
                call,
                result_type=ToolOutcome,
                summary=tool_summary(name, backend_input),
                **tool_options(self.config),
            )
        except ActivityError as err:
            workflow.logger.warning("tool %s failed after retries: %s", name, err.cause)
            return ToolOutcome(tool_use_id=tool_use_id, name=name, result=failure_result(name, err)), False
        return outcome, True

    async def add_to_booking(
        self, state: ConversationState, local: ToolOutcome, body: dict[str, Any], key_prefix: str
    ) -> ToolOutcome:
        """Issue 22: a special request stated after createBooking goes to the booking; the local
        result then says what the backend answered."""
        answer, _ = await self.execute(state, LATE_REQUEST_CALL, body, f"{local.tool_use_id}:booking", key_prefix)
        outcome = with_booking_answer(local, answer.result, state)
        log.info(
            "late_request",
            session_id=state.session_id,
            stage=state.state.value,
            tool=LATE_REQUEST_CALL,
            on_the_booking=answer.ok,
        )
        return outcome
