"""Quick replies as a contract addition (issue 39): typed on the model's response, one
``quick_replies`` frame per turn (deduplicated, bounded), numbered choices for the REST answer."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st
from pydantic import ValidationError

from agent.messages import FRAME_TYPES, parse_frame
from agent.model import ModelResponse
from agent.quick_replies import MAX_OPTIONS, QuickReply, numbered_choices, quick_replies_frame

words = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=40)
options = st.builds(QuickReply, label=words, text=words, value=words)


@given(st.lists(options, max_size=20))
def test_the_frame_keeps_each_text_once_and_at_most_the_maximum(offered):
    frame = quick_replies_frame(offered)
    if not offered:
        assert frame is None
        return
    assert frame is not None and frame["type"] == "quick_replies"
    texts = [o["text"] for o in frame["options"]]
    assert len(texts) == len(set(texts)) <= MAX_OPTIONS
    assert texts == list(dict.fromkeys(o.text for o in offered))[:MAX_OPTIONS]  # in the order offered
    assert parse_frame(frame).frame() == frame  # a valid frame of the contract


@given(st.lists(options, min_size=1, max_size=8))
def test_the_rest_answer_numbers_the_turns_last_quick_replies(offered):
    earlier = quick_replies_frame([QuickReply(label="old", text="old", value="old")])
    frame = quick_replies_frame(offered)
    events = [{"type": "text", "text": "Hi"}, earlier, {"type": "text", "text": "More"}, frame]
    choices = numbered_choices(events)  # type: ignore[arg-type]
    assert [c["number"] for c in choices] == list(range(1, len(choices) + 1))
    assert [c["text"] for c in choices] == [o["text"] for o in frame["options"]]  # type: ignore[index]
    assert numbered_choices([{"type": "text", "text": "Hi"}]) == []


def test_a_response_without_quick_replies_still_loads_and_an_empty_option_is_refused():
    old = {"stop_reason": "end_turn", "content": [{"type": "text", "text": "Hello"}]}  # recorded before issue 39
    assert ModelResponse.model_validate(old).quick_replies == []
    with_options = ModelResponse(
        stop_reason="end_turn", quick_replies=[QuickReply(label="Beach", text="The beach", value="environment:BEACH")]
    )
    assert ModelResponse.model_validate_json(with_options.model_dump_json()) == with_options
    assert "quick_replies" in FRAME_TYPES
    with pytest.raises(ValidationError):
        QuickReply(label="", text="x", value="y")
