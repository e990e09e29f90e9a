"""A trip card's Choose press reaches the model as a typed choice (issue 38): the bridge reads
``choice`` from the user_message frame, the signal carries it, the context names the trip."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from agent.prompts.context import parse_context, render_context
from agent.signals import TripChoice, UserMessage
from agent.state import ConversationState
from api.inputs import FrameError, UserMessageFrame, parse_frame


def _frame(choice: object) -> str:
    return json.dumps({"type": "user_message", "content": "我选第一个", "choice": choice})


def test_a_choose_press_parses_into_a_typed_choice_and_rides_on_the_signal() -> None:
    frame = parse_frame(_frame({"trip_id": "trip_004", "option": 1}))
    assert isinstance(frame, UserMessageFrame) and frame.choice == TripChoice(trip_id="trip_004", option=1)
    signal = UserMessage(message_id="m1", text=frame.content, choice=frame.choice).bounded()
    assert UserMessage.model_validate_json(signal.model_dump_json()).choice == frame.choice
    assert parse_frame(_frame(None)).choice is None  # type: ignore[union-attr]


@pytest.mark.parametrize("choice", [{"trip_id": ""}, {"trip_id": "x y"}, {"trip_id": "t", "option": 0}, "trip_1"])
def test_a_malformed_choice_is_refused(choice: object) -> None:
    with pytest.raises(FrameError):
        parse_frame(_frame(choice))


def test_the_model_reads_the_chosen_trip_in_its_context() -> None:
    state = ConversationState.new("s", datetime(2026, 11, 28, tzinfo=UTC))
    assert "chosen_on_screen" not in parse_context(render_context(state))
    state.chosen_on_screen = TripChoice(trip_id="trip_004", option=2).model_dump()
    line = parse_context(render_context(state))["chosen_on_screen"]
    assert "trip_004" in line and "option 2" in line
