"""changePickup put to the traveller (its designed first step) reaches the model as a normal result, never an
error, in every session language and for every kind of pickup change; a real failure stays an error."""

from __future__ import annotations

import pytest

from agent.context import tool_results_message
from agent.state import ConversationState
from agent.tools.calls import ToolOutcome, error_result
from agent.tools.guards import guard_call
from agent.tools.guidance import for_model
from tests.agent.test_pickup_consent import QUESTIONS, paid_session

_CALLS = (
    {"pickup_location": "Siem Reap airport"},
    {"drop_off_location": "Siem Reap airport"},
    {"time": "11:30"},
)


def _asked(language: str, inp: dict[str, str], question: str) -> dict:
    state: ConversationState = paid_session()
    state.preferred_language = language  # type: ignore[assignment]
    state.pickup_location = "Apsara Courtyard Hotel"
    state.messages.append({"role": "user", "content": question})
    refused, _ = guard_call("changePickup", {"booking_id": "bk_1", **inp}, state)
    assert refused is not None and refused["error"]["code"] == "NEEDS_CONFIRMATION"
    return refused


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("inp", _CALLS)
@pytest.mark.parametrize("question", QUESTIONS)
def test_the_first_step_is_no_error(language: str, inp: dict[str, str], question: str) -> None:
    refused = _asked(language, inp, question)
    seen = for_model(refused, language, "changePickup")
    assert seen["success"] is True and "error" not in seen
    assert seen["data"]["status"] == "NEEDS_CONFIRMATION" and seen["data"]["changed"] is False
    assert seen["data"]["next_step"] == refused["error"]["next_step"]
    outcome = ToolOutcome(tool_use_id="t1", name="changePickup", result=refused)
    assert not outcome.is_error and not outcome.ok  # inside the workflow nothing ran
    assert "is_error" not in tool_results_message([outcome], language)["content"][0]


@pytest.mark.parametrize("tool", ["changePickup", "confirmReschedule", "confirmCancellation", "createBooking"])
@pytest.mark.parametrize("code", ["NOT_FOUND", "QUOTE_DECLINED", "NEEDS_CONFIRMATION"])
def test_other_refusals_stay_errors(tool: str, code: str) -> None:
    result = error_result(code, "refused", next_step="ask")
    outcome = ToolOutcome(tool_use_id="t1", name=tool, result=result)
    first = tool == "changePickup" and code == "NEEDS_CONFIRMATION"
    assert outcome.is_error is not first
    assert ("error" in for_model(result, "EN", tool)) is not first
