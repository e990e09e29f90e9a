"""Context window (req 13.5, seed 001 §12): bounded, never orphans a tool_result; property 18."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from hypothesis import given, settings, strategies as st

from agent.context import (
    BOOKKEEPING_TOOLS,
    KEEP_FULL_RESULTS,
    KEEP_TOOL_TURNS,
    append_user_message,
    apply_summary,
    compress_old_results,
    context_window,
    is_turn_start,
    needs_summary,
    summarize_tool_result,
    tool_results_message,
    trim_history,
)
from agent.notices import QUOTED_PREFIX, neutralise
from agent.state import ConversationState
from agent.tools.calls import ToolOutcome

NOW = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)


@st.composite
def histories(draw: st.DrawFn) -> list[dict[str, Any]]:
    """Realistic turns: user text, 0-5 tool rounds, final assistant text; sometimes a [system] note."""
    messages: list[dict[str, Any]] = []
    counter = 0
    for _ in range(draw(st.integers(0, 8))):
        messages.append({"role": "user", "content": draw(st.text(max_size=10))})
        for _ in range(draw(st.integers(0, 5))):
            uses = []
            for _ in range(draw(st.integers(1, 3))):
                counter += 1
                name = draw(st.sampled_from(["getTripSuggestions", "updateTravellerPreferences", "getTripItinerary"]))
                uses.append({"type": "tool_use", "id": f"tu_{counter}", "name": name, "input": {}})
            messages.append({"role": "assistant", "content": [{"type": "text", "text": "checking"}, *uses]})
            result = {"success": True, "data": {"trips": [{"id": f"trip_{i}"} for i in range(3)]}}
            messages.append(
                {
                    "role": "user",
                    "content": [
                        {"type": "tool_result", "tool_use_id": u["id"], "content": json.dumps(result)} for u in uses
                    ],
                }
            )
        messages.append({"role": "assistant", "content": [{"type": "text", "text": "done"}]})
        if draw(st.booleans()):
            messages.append({"role": "user", "content": "[system] The payment hold expired."})
    return messages


def tool_uses(message: dict[str, Any]) -> set[str]:
    content = message.get("content")
    return {b["id"] for b in content if b.get("type") == "tool_use"} if isinstance(content, list) else set()


def tool_results(message: dict[str, Any]) -> set[str]:
    content = message.get("content")
    return {b["tool_use_id"] for b in content if b.get("type") == "tool_result"} if isinstance(content, list) else set()


def assert_well_formed(window: list[dict[str, Any]]) -> None:
    if not window:
        return
    assert window[0]["role"] == "user" and not tool_results(window[0])
    for i, message in enumerate(window):
        wanted = tool_results(message)
        if wanted:
            assert i > 0 and wanted == tool_uses(window[i - 1])  # every tool_result has its tool_use
        if tool_uses(message) and i + 1 < len(window):
            assert tool_results(window[i + 1]) == tool_uses(message)  # and every tool_use its result


def texts(messages: list[dict[str, Any]]) -> list[str]:
    out = []
    for m in messages:
        content = m["content"]
        blocks = content if isinstance(content, list) else [{"type": "text", "text": content}]
        out.extend(b["text"] for b in blocks if b.get("type") == "text")
    return out


def kept_calls(messages: list[dict[str, Any]]) -> list[str]:
    """The tool calls a window keeps: those of the last KEEP_TOOL_TURNS turns, without the
    bookkeeping ones (updateTravellerPreferences, requestStageChange) before the current turn."""
    starts = [i for i, m in enumerate(messages) if is_turn_start(m)] or [0]
    current, first = starts[-1], starts[-min(KEEP_TOOL_TURNS, len(starts))]
    return [
        b["id"]
        for i, m in enumerate(messages)
        if isinstance(m["content"], list)
        for b in m["content"]
        if b.get("type") == "tool_use" and i >= first and (i >= current or b["name"] not in BOOKKEEPING_TOOLS)
    ]


def same_role_neighbours(messages: list[dict[str, Any]]) -> int:
    return sum(a["role"] == b["role"] for a, b in zip(messages, messages[1:]))


def call_ids(messages: list[dict[str, Any]]) -> list[str]:
    return [
        b["id"] for m in messages if isinstance(m["content"], list) for b in m["content"] if b.get("type") == "tool_use"
    ]


@settings(max_examples=100, deadline=None)
@given(histories(), st.integers(1, 30))
def test_window_is_bounded_and_never_orphans(messages: list[dict[str, Any]], limit: int) -> None:
    snapshot = json.dumps(messages)
    window = context_window(messages, limit)
    assert json.dumps(messages) == snapshot  # input untouched
    assert len(window) <= limit
    assert_well_formed(window)
    # the newest messages of the history, every word kept; of the tool calls, only the last turns'
    trimmed = trim_history(messages, limit)
    assert same_role_neighbours(window) <= same_role_neighbours(trimmed)  # a dropped call joins no roles
    assert texts(window) == texts(trimmed)
    assert call_ids(window) == kept_calls(trimmed)
    # the current turn is untouched, its most recent results verbatim
    starts = [i for i, m in enumerate(trimmed) if is_turn_start(m)]
    if starts:
        current = trimmed[starts[-1] :]
        assert window[-len(current) :][-KEEP_FULL_RESULTS:] == current[-KEEP_FULL_RESULTS:]
    # only a few leading messages may be dropped for the no-orphan rule
    if len(messages) >= limit and messages:
        dropped = min(limit, len(messages)) - len(trimmed)
        assert dropped <= 11  # at most one turn's worth of tool rounds (5 × 2 + 1)


@settings(max_examples=100, deadline=None)
@given(histories(), st.integers(1, 80))
def test_trim_history_keeps_the_rule(messages: list[dict[str, Any]], limit: int) -> None:
    kept = trim_history(messages, limit)
    assert len(kept) <= limit
    assert_well_formed(kept)
    assert kept == (messages[len(messages) - len(kept) :] if kept else [])


def test_old_tool_results_are_compressed() -> None:
    result = {"success": True, "data": {"trips": [{"id": "trip_001"}, {"id": "trip_004"}, {"id": "trip_009"}]}}
    messages = [
        {"role": "user", "content": "beach please"},
        {"role": "assistant", "content": [{"type": "tool_use", "id": "t1", "name": "getTripSuggestions", "input": {}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1", "content": json.dumps(result)}]},
    ] + [{"role": r, "content": f"m{i}"} for i, r in enumerate(["assistant", "user"] * 4)]
    window = compress_old_results(messages)
    compressed = json.loads(window[2]["content"][0]["content"])
    assert compressed == {"success": True, "summary": "3 trips (in the order shown): trip_001; trip_004; trip_009"}
    named = {"id": "trip_007", "name": "Kep Crab & Sunset Getaway", "price_usd": 159.0, "price_per_person_usd": 159.0}
    line = summarize_tool_result(json.dumps({"success": True, "data": {"trips": [named]}}))
    assert (
        json.loads(line)["summary"] == "1 trips (in the order shown): trip_007 Kep Crab & Sunset Getaway $159 per adult"
    )
    failed = summarize_tool_result(json.dumps({"success": False, "error": {"code": "TIMEOUT", "message": "x"}}))
    assert json.loads(failed) == {"success": False, "summary": "error TIMEOUT"}


@settings(max_examples=100, deadline=None)
@given(histories(), st.text(max_size=50))
def test_user_message_is_appended_in_anthropic_format(messages: list[dict[str, Any]], text: str) -> None:
    state = ConversationState.new("s", datetime(2026, 1, 1, tzinfo=UTC))
    state.messages = list(messages)
    before = list(state.messages)
    appended = append_user_message(state, text, NOW)
    said = neutralise(text)  # a text that imitates a notice ("# ...") is quoted as the traveller's
    assert said == text or said.startswith(QUOTED_PREFIX)
    assert state.messages[:-1] == before
    assert state.messages[-1] == appended == {"role": "user", "content": said}
    assert state.last_active == NOW
    window = context_window(state.messages)
    assert window[-1] == {"role": "user", "content": said}


def test_tool_results_message_keeps_order_and_marks_errors() -> None:
    outcomes = [
        ToolOutcome(tool_use_id="a", name="getPlaces", result={"success": True, "data": {"places": []}}),
        ToolOutcome(
            tool_use_id="b",
            name="getTripImages",
            result={"success": False, "error": {"code": "NOT_FOUND", "message": "m"}},
        ),
    ]
    message = tool_results_message(outcomes)
    assert message["role"] == "user"
    assert [b["tool_use_id"] for b in message["content"]] == ["a", "b"]
    assert json.loads(message["content"][1]["content"])["error"]["code"] == "NOT_FOUND"
    assert message["content"][1]["is_error"] is True and "is_error" not in message["content"][0]


def test_summary_hook() -> None:
    state = ConversationState.new("s", NOW)
    state.messages = [{"role": r, "content": str(i)} for i, r in enumerate(["user", "assistant"] * 20)]
    assert needs_summary(state.messages) and not needs_summary(state.messages[:30])
    apply_summary(state, "Traveller wants a beach trip for 2.", keep_last=20)
    assert state.summary == "Traveller wants a beach trip for 2."
    assert len(state.messages) <= 20 and state.messages[0]["role"] == "user"
    assert state.messages[-1] == {"role": "assistant", "content": "39"}
