"""A Chinese-writing traveller reads the script they write (relay 28 req 1: a Taichung family writing
Traditional got Simplified in every answer and label). The detector reads the script from the
characters that differ, never flips on a few ambiguous messages, and every frame the system
appends for a Traditional session carries no Simplified-only character."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given, strategies as st

from agent.booking_card import hold_warning
from agent.chinese_script import EVIDENCE, HANS_ONLY, HANT_ONLY, in_script, next_script, read_script, traditional
from agent.context import append_user_message
from agent.events import append_events
from agent.prompts.context import render_context
from agent.prompts.i18n import TEXTS
from agent.state import AgentState, ConversationState

NOW = datetime(2026, 11, 29, 9, 0, tzinfo=UTC)
HANS = sorted(HANS_ONLY)
HANT = sorted(HANT_ONLY)
# characters that say nothing about the script: shared hanzi, Latin, digits, punctuation
NEUTRAL = list("台里后面的是我们吗人大中天日月 abcXYZ0123456789，。！？")
NEUTRAL = [c for c in NEUTRAL if c not in HANS_ONLY and c not in HANT_ONLY]

telling = st.integers(min_value=EVIDENCE, max_value=30)
neutral_text = st.lists(st.sampled_from(NEUTRAL), max_size=40).map("".join)


def _mixed(draw: st.DrawFn, chars: list[str], n: int) -> str:
    picked = draw(st.lists(st.sampled_from(chars), min_size=n, max_size=n))
    filler = draw(neutral_text)
    return "".join(a + b for a, b in zip(picked, filler.ljust(n))) + filler[n:]


@st.composite
def simplified_texts(draw: st.DrawFn) -> str:
    return _mixed(draw, HANS, draw(telling))


@st.composite
def traditional_texts(draw: st.DrawFn) -> str:
    return _mixed(draw, HANT, draw(telling))


@given(simplified_texts())
def test_simplified_is_read_as_simplified_and_its_traditional_form_as_traditional(text: str) -> None:
    assert read_script(text) == "Hans"
    assert read_script(traditional(text)) == "Hant"
    assert not set(traditional(text)) & HANS_ONLY  # the converter leaves no Simplified-only character


@given(traditional_texts())
def test_traditional_is_read_as_traditional(text: str) -> None:
    assert read_script(text) == "Hant"


@given(st.sampled_from(["Hans", "Hant", None]), st.lists(neutral_text, max_size=6), st.data())
def test_ambiguous_messages_never_flip_the_script(start: str | None, messages: list[str], data: st.DataObject) -> None:
    # messages with fewer telling characters than the evidence asks, of either script, keep the script
    few = [data.draw(st.lists(st.sampled_from(HANS + HANT), max_size=EVIDENCE - 1)) for _ in messages]
    script = start
    for text, extra in zip(messages, few):
        script = next_script(script, text + "".join(extra))  # type: ignore[arg-type]
    assert script == start


@given(st.sampled_from(sorted(TEXTS)))
def test_every_system_phrase_reaches_a_traditional_session_without_simplified_characters(key: str) -> None:
    state = ConversationState.new("s", NOW, language="ZH")
    append_user_message(state, "你好，我們一家四口從台中來，想去吳哥窟，預算大概新台幣六萬")
    assert state.chinese_script == "Hant"
    log: list[dict] = []
    frame = {"type": "text", "text": TEXTS[key]["ZH"], "booking_ref": "DLG-个们"}
    shown = append_events(log, state, [frame], NOW)[0]
    assert not set(shown["text"]) & HANS_ONLY
    assert shown["booking_ref"] == "DLG-个们"  # references are data, never converted


def test_a_card_rendered_for_a_traditional_session_has_no_simplified_only_character() -> None:
    state = ConversationState.new("s", NOW, language="ZH")
    state.state, state.booking_id, state.booking_ref = AgentState.PAYMENT, "bk_1", "DLG-UYPFZQ"
    frame, _ = hold_warning(state, 3)
    assert set(frame["text"]) & HANS_ONLY  # the phrase data is Simplified
    state.chinese_script = "Hant"
    shown = append_events([], state, [frame], NOW)[0]
    assert not set(shown["text"]) & HANS_ONLY and shown["minutes_left"] == frame["minutes_left"]


def test_other_languages_and_simplified_sessions_are_left_as_they_are() -> None:
    frame = {"type": "text", "text": "您的订单已确认"}
    assert in_script(frame, "ZH", "Hans") == frame and in_script(frame, "ZH", None) == frame
    assert in_script(frame, "EN", "Hant") == frame


def test_the_model_is_told_the_script_only_in_a_traditional_session() -> None:
    state = ConversationState.new("s", NOW, language="ZH")
    assert "chinese_script" not in render_context(state)
    state.chinese_script = "Hant"
    assert "chinese_script: Hant" in render_context(state)
