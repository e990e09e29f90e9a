"""What the model sees of the history: a bounded window that never breaks tool pairs.

- :func:`context_window`: the last ``limit`` messages (req 13.5), starting at a user message
  that is not a tool_result (so no tool_result ever loses its tool_use), with old tool results
  compressed to a one-line summary (seed 001 §12).
- :func:`trim_history`: the same no-orphan rule for bounding what the workflow keeps.
- :func:`needs_summary` / :func:`apply_summary`: hook for summarising turns that fell out.
- :func:`user_message` / :func:`append_user_message` / :func:`tool_results_message`: the
  Anthropic message shapes the history is made of.
"""

from __future__ import annotations

import copy
import json
from datetime import datetime
from typing import Any, Iterable, Optional

from agent.chinese_script import next_script
from agent.memory import remember_said
from agent.notices import NOTICE_TURN_TEXT, neutralise
from agent.state import ConversationState
from agent.tools.calls import ToolOutcome
from agent.tools.compact import model_json
from agent.tools.guidance import for_model

# The session context carries the facts, the lists shown (agent.memory) and a summary of what
# fell out, so the window can stay short: every message in it is paid for on every call.
WINDOW = 20
KEEP_FULL_RESULTS = 4  # the last N messages keep their tool results verbatim
SUMMARY_THRESHOLD = 30  # seed 001 §12: summarise once the history is longer than this


# --- message shapes ---------------------------------------------------------------------------


def user_message(text: str) -> dict[str, Any]:
    """A traveller's message in Anthropic format (seed 000 §16)."""
    return {"role": "user", "content": text}


def append_user_message(state: ConversationState, text: str, now: Optional[datetime] = None) -> dict[str, Any]:
    """Append the traveller's message before the model is called (seed property 18).

    It starts a new turn (confirmations must come in a later turn than their preview) and is
    always the traveller's words: an imitated system notice is quoted (agent.notices)."""
    message = user_message(neutralise(text))
    remember_said(state.memory, message["content"])
    state.chinese_script = next_script(state.chinese_script, text)  # the script the traveller writes
    state.turn += 1
    state.messages.append(message)
    if now is not None:
        state.last_active = now
    return message


def tool_results_message(outcomes: Iterable[ToolOutcome], language: Optional[str] = None) -> dict[str, Any]:
    """One user message with a tool_result block per outcome, in the same order (property 11);
    each result as the model reads it in a session in ``language`` (agent.tools.guidance)."""
    blocks = []
    for outcome in outcomes:
        block: dict[str, Any] = {
            "type": "tool_result",
            "tool_use_id": outcome.tool_use_id,
            "content": model_json(for_model(outcome.result, language, outcome.name)),
        }
        if outcome.is_error:  # a change's first step is no error (agent.tools.first_steps)
            block["is_error"] = True
        blocks.append(block)
    return {"role": "user", "content": blocks}


# --- structure helpers ------------------------------------------------------------------------


def _blocks(message: dict[str, Any]) -> list[dict[str, Any]]:
    content = message.get("content")
    return [b for b in content if isinstance(b, dict)] if isinstance(content, list) else []


def has_tool_result(message: dict[str, Any]) -> bool:
    return any(b.get("type") == "tool_result" for b in _blocks(message))


def has_tool_use(message: dict[str, Any]) -> bool:
    return any(b.get("type") == "tool_use" for b in _blocks(message))


def is_turn_start(message: dict[str, Any]) -> bool:
    """A user message a window may start with: it answers no tool_use."""
    return message.get("role") == "user" and not has_tool_result(message)


def _drop_orphans(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    start = 0
    while start < len(messages) and not is_turn_start(messages[start]):
        start += 1
    return messages[start:]


def trim_history(messages: list[dict[str, Any]], max_messages: int = 60) -> list[dict[str, Any]]:
    """At most ``max_messages`` of the newest messages, starting at a clean turn start."""
    if max_messages <= 0:
        return []
    return _drop_orphans(list(messages[-max_messages:]))


# --- compression ------------------------------------------------------------------------------


def _result_payload(content: Any) -> Any:
    if isinstance(content, list):
        content = "".join(b.get("text", "") for b in content if isinstance(b, dict))
    if isinstance(content, str):
        try:
            return json.loads(content)
        except ValueError:
            return content
    return content


def _trip_brief(trip: dict[str, Any]) -> str:
    """``trip_007 Kep Crab & Sunset Getaway $159 per adult``: what the traveller saw of it."""
    price = trip.get("price_per_person_usd", trip.get("price_usd"))
    parts = [str(trip.get("id", "?")), str(trip.get("name") or "")]
    if isinstance(price, (int, float)):
        parts.append(f"${price:,.0f} per adult")  # relay 14 req 4: the price is one adult's
    return " ".join(p for p in parts if p)


def _describe_data(tool: Optional[str], data: dict[str, Any]) -> str:
    if isinstance(data.get("trips"), list):
        trips = [t for t in data["trips"] if isinstance(t, dict)]
        return f"{len(trips)} trips (in the order shown): {'; '.join(_trip_brief(t) for t in trips)}"
    if isinstance(data.get("itinerary"), list):
        return f"itinerary of {data.get('trip_id', '?')} ({len(data['itinerary'])} days)"
    if isinstance(data.get("forecast"), dict):
        return (
            f"weather {data.get('destination', '?')} {data.get('date', '')}: {data['forecast'].get('condition', '?')}"
        )
    if data.get("qr_code_url"):
        return f"payment QR for intent {data.get('payment_intent_id', '?')}"
    if data.get("booking_ref"):
        return f"booking {data.get('booking_ref')} {data.get('status', '')}".strip()
    if isinstance(data.get("images"), list):
        return f"{len(data['images'])} images"
    if "status" in data:
        return f"status {data['status']}"
    return "done"  # the facts it changed are in the session context; its field names say nothing


def summarize_tool_result(content: Any, tool_name: Optional[str] = None) -> str:
    """A one-line JSON stand-in for a large tool result, e.g.
    ``{"success": true, "summary": "3 trips: trip_001, trip_004, trip_009"}``."""
    payload = _result_payload(content)
    if isinstance(payload, dict) and "success" in payload:
        if not payload.get("success"):
            error = payload.get("error") or {}
            code = error.get("code", "ERROR") if isinstance(error, dict) else str(error)
            return json.dumps({"success": False, "summary": f"error {code}"})
        data = payload.get("data")
        summary = _describe_data(tool_name, data) if isinstance(data, dict) else "ok"
        return json.dumps({"success": True, "summary": summary}, ensure_ascii=False)
    text = payload if isinstance(payload, str) else json.dumps(payload, ensure_ascii=False, default=str)
    return json.dumps({"summary": text[:200]}, ensure_ascii=False)


def compress_old_results(messages: list[dict[str, Any]], keep_last: int = KEEP_FULL_RESULTS) -> list[dict[str, Any]]:
    """A copy where tool results older than the last ``keep_last`` messages are summarised."""
    names: dict[str, str] = {}
    out: list[dict[str, Any]] = []
    cutoff = len(messages) - keep_last
    for i, message in enumerate(messages):
        for block in _blocks(message):
            if block.get("type") == "tool_use" and block.get("id"):
                names[block["id"]] = str(block.get("name"))
        if i >= cutoff or not has_tool_result(message):
            out.append(message)
            continue
        new = copy.deepcopy(message)
        for block in new["content"]:
            if isinstance(block, dict) and block.get("type") == "tool_result":
                block["content"] = summarize_tool_result(block.get("content"), names.get(block.get("tool_use_id", "")))
        out.append(new)
    return out


# Calls whose whole effect is a session fact (what was recorded, the stage): in an earlier turn the
# session context already says what they did, so the window leaves them out (issue 23).
BOOKKEEPING_TOOLS = frozenset({"updateTravellerPreferences", "requestStageChange"})
# Turns (the current one included) whose other tool calls stay in the window. Older calls were
# already cut to a one-line summary (compress_old_results) and what they established is in the
# session context (facts, every list shown, the quote, the booking), so they go too.
KEEP_TOOL_TURNS = 2


def _as_blocks(content: Any) -> list[Any]:
    return list(content) if isinstance(content, list) else [{"type": "text", "text": str(content)}]


def _dropped_ids(messages: list[dict[str, Any]], keep_turns: int) -> set[Any]:
    starts = [i for i, m in enumerate(messages) if is_turn_start(m)] or [0]
    current, kept_from = starts[-1], starts[-min(keep_turns, len(starts))]
    return {
        b.get("id")
        for i, m in enumerate(messages[:current])
        for b in _blocks(m)
        if b.get("type") == "tool_use" and (i < kept_from or b.get("name") in BOOKKEEPING_TOOLS)
    }


def drop_earlier_calls(messages: list[dict[str, Any]], keep_turns: int = KEEP_TOOL_TURNS) -> list[dict[str, Any]]:
    """A copy without the tool calls (and their results) of the turns before the last
    ``keep_turns``, and without the bookkeeping calls of every turn before the current one; a
    message left empty goes, and two messages of one role that end up adjacent join."""
    dropped = _dropped_ids(messages, keep_turns)
    if not dropped:
        return list(messages)
    out: list[dict[str, Any]] = []
    gap = False  # a message between the last one kept and this one went
    for message in messages:
        if isinstance(message.get("content"), list):
            kept = [
                b
                for b in message["content"]
                if not (isinstance(b, dict) and (b.get("id") in dropped or b.get("tool_use_id") in dropped))
            ]
            if not kept:
                gap = True
                continue
            message = {**message, "content": kept}
        if gap and out and out[-1].get("role") == message.get("role"):
            out[-1] = {**out[-1], "content": _as_blocks(out[-1].get("content")) + _as_blocks(message.get("content"))}
        else:
            out.append(message)
        gap = False
    return out


def context_window(messages: list[dict[str, Any]], limit: int = WINDOW) -> list[dict[str, Any]]:
    """The messages to send to the model: ≤ ``limit``, first one a plain user message, every
    tool_result with its tool_use, old tool results compressed, older turns' calls left out
    (:func:`drop_earlier_calls`). The input is not modified."""
    window = trim_history(messages, limit)
    return compress_old_results(drop_earlier_calls(window))


# --- summary hook -----------------------------------------------------------------------------


def needs_summary(messages: list[dict[str, Any]], threshold: int = SUMMARY_THRESHOLD) -> bool:
    """True when the history is long enough that older turns should be summarised."""
    return len(messages) > threshold


SUMMARY_CHARS = 4000


def summarise_outside_window(state: ConversationState, limit: int = WINDOW) -> Optional[str]:
    """Keep what fell out of the model's window: every message the traveller wrote before it
    (agent.memory keeps them; the facts and the lists shown are in the session context too).
    Deterministic and free: no extra model call. Sets ``state.summary``."""
    window = trim_history(state.messages, limit)
    in_window = sum(
        1
        for m in window
        if m.get("role") == "user" and isinstance(m.get("content"), str) and m["content"] != NOTICE_TURN_TEXT
    )
    said = state.memory.said
    earlier = said[: max(0, len(said) - in_window)]
    if not earlier:
        return state.summary
    runs: list[tuple[str, int]] = []  # a message sent again (after "please try again") is said once
    for text in earlier:
        if runs and runs[-1][0] == text:
            runs[-1] = (text, runs[-1][1] + 1)
        else:
            runs.append((text, 1))
    quoted = [f'"{text}"' + (f" (sent {n} times)" if n > 1 else "") for text, n in runs]
    summary = f"Before the messages below, the traveller said (oldest first): {'; '.join(quoted)}"
    if len(summary) > SUMMARY_CHARS:  # keep the first words and the newest
        summary = summary[:1000] + " … " + summary[-(SUMMARY_CHARS - 1003) :]
    state.summary = summary
    return state.summary


def apply_summary(state: ConversationState, summary: str, keep_last: int = WINDOW) -> None:
    """Store ``summary`` (which should include any previous summary) and drop the older turns."""
    state.summary = summary.strip() or state.summary
    state.messages = trim_history(state.messages, keep_last)
