"""What the scripted model can see, read once per call: context lines, turns, tool calls.

Only the inputs a real LLM gets are used: the system prompt's "Current Session Context" lines,
the Anthropic-format messages of the context window, and the names of the offered tools.
"""

from __future__ import annotations

import builtins
import json
import re
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any, Optional

from activities.models.scripted.phrases import asked_question
from agent.model import SystemPrompt, system_text
from agent.notices import NOTICE_TURN_TEXT  # the user message of a turn the workflow started itself
from agent.prompts.context import parse_context

_FALLBACK_TODAY = date(2026, 1, 1)
#: Error codes of a call the backend could not answer (busy or its circuit open, too slow, broken):
#: they say nothing about what the call asked, and the same call may succeed a minute later.
OUTAGE_CODES = ("SERVICE_BUSY", "TIMEOUT", "BACKEND_ERROR")


@dataclass
class Turn:
    """One user text message and the question (phrase key) asked right before it."""

    index: int
    text: str
    asked: Optional[str]
    is_system: bool


@dataclass
class Call:
    """One tool_use in the window and its result envelope (None until it comes back)."""

    index: int
    id: str
    name: str
    input: dict[str, Any]
    result: Optional[dict[str, Any]] = None

    @property
    def ok(self) -> bool:
        return bool(self.result and self.result.get("success"))

    @property
    def data(self) -> dict[str, Any]:
        data = (self.result or {}).get("data") if self.ok else None
        return data if isinstance(data, dict) else {}

    @property
    def outage(self) -> bool:
        """It failed because the backend could not answer (``OUTAGE_CODES``), not because of its input."""
        return not self.ok and str(((self.result or {}).get("error") or {}).get("code")) in OUTAGE_CODES

    @property
    def error_message(self) -> str:
        error = (self.result or {}).get("error") or {}
        return str(error.get("message") or error.get("code") or "unknown error")


def _text_of(content: Any) -> tuple[str, bool]:
    """(text, has_tool_result) of a message content."""
    if isinstance(content, str):
        return content, False
    texts, has_result = [], False
    for block in content or []:
        if not isinstance(block, dict):
            continue
        if block.get("type") == "text":
            texts.append(str(block.get("text") or ""))
        elif block.get("type") == "tool_result":
            has_result = True
    return "\n".join(texts), has_result


def _parse_result(content: Any) -> Optional[dict[str, Any]]:
    raw = content
    if isinstance(content, list):
        raw = "".join(str(b.get("text", "")) for b in content if isinstance(b, dict))
    if isinstance(raw, dict):
        return raw
    try:
        parsed = json.loads(raw) if isinstance(raw, str) else None
    except ValueError:
        return None  # compressed older result: not machine readable any more
    return parsed if isinstance(parsed, dict) else None


@dataclass
class View:
    ctx: dict[str, str]
    tools: set[str]
    messages: list[dict[str, Any]]
    turns: list[Turn] = field(default_factory=list)
    calls: list[Call] = field(default_factory=list)
    assistant_texts: list[str] = field(default_factory=list)
    assistant_at: list[int] = field(default_factory=list)  # message index of each assistant text

    # ------------------------------------------------------------- context helpers
    @property
    def lang(self) -> str:
        lang = self.ctx.get("preferred_language", "EN").upper()
        return lang if lang in ("EN", "KH", "ZH") else "EN"

    @property
    def stage(self) -> str:
        return self.ctx.get("state", "DISCOVERY").upper()

    @property
    def session_id(self) -> str:
        return self.ctx.get("session_id", "")

    def get(self, key: str) -> Optional[str]:
        value = self.ctx.get(key)
        return value if value not in (None, "", "None") else None

    @property
    def trip_in_focus(self) -> Optional[str]:
        """The chosen trip, else the one last shown: this demo model treats the trip it showed as chosen."""
        return self.get("selected_trip_id") or self.get("viewed_trip_id")

    def num(self, key: str) -> Optional[float]:
        try:
            return float(self.ctx[key])
        except (KeyError, ValueError):
            return None

    def flag(self, key: str) -> bool:
        return self.ctx.get(key, "").lower() == "true"

    def list(self, key: str) -> list[str]:
        return [p.strip() for p in self.ctx.get(key, "").split(",") if p.strip()]

    def travel_end(self) -> Optional[str]:
        """The last day of the booked trip (``travel_dates``' ``end=``), like :meth:`travel_start`."""
        return next((p.split("=", 1)[1] for p in self.list("travel_dates") if p.startswith("end=")), None)

    def travel_start(self) -> Optional[str]:
        for part in self.list("travel_dates"):
            if part.startswith("start="):
                return part.split("=", 1)[1]
        return None

    @property
    def today(self) -> date:
        """The traveller's today: the date of ``now_local`` (their zone, Cambodia by default), so that
        "tomorrow" said at 02:00 in Phnom Penh is not read from the UTC date; else ``now``'s date."""
        local = re.match(r"(\d{4}-\d{2}-\d{2})\b", self.ctx.get("now_local") or "")
        if local:
            try:
                return date.fromisoformat(local.group(1))
            except ValueError:
                pass
        raw = self.ctx.get("now")
        try:
            return datetime.fromisoformat(raw.replace("Z", "+00:00")).date() if raw else _FALLBACK_TODAY
        except ValueError:
            return _FALLBACK_TODAY

    # ------------------------------------------------------------- conversation helpers
    @property
    def last_turn(self) -> Optional[Turn]:
        return self.turns[-1] if self.turns else None

    @property
    def first_reply(self) -> bool:
        return not any(t.strip() for t in self.assistant_texts)

    def turn_calls(self) -> builtins.list[Call]:  # `list` is View.list in here
        """Tool calls made since the last user text (this turn), in order."""
        start = self.last_turn.index if self.last_turn else -1
        return [c for c in self.calls if c.index > start]

    def turn_call(self, name: str, inp: Optional[dict[str, Any]] = None) -> Optional[Call]:
        for call in reversed(self.turn_calls()):
            if call.name == name and (inp is None or call.input == inp):
                return call
        return None

    def latest(self, name: str, ok: bool = True) -> Optional[Call]:
        for call in reversed(self.calls):
            if call.name == name and (call.ok or not ok):
                return call
        return None

    def can(self, tool: str) -> bool:
        return tool in self.tools

    def user_texts(self) -> builtins.list[str]:
        return [t.text for t in self.turns if not t.is_system]


def build_view(system: SystemPrompt, messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> View:
    view = View(ctx=parse_context(system_text(system)), tools={t.get("name", "") for t in tools}, messages=messages)
    by_id: dict[str, Call] = {}
    last_question: Optional[str] = None
    last_note = ""
    for index, message in enumerate(messages):
        role, content = message.get("role"), message.get("content")
        if role == "assistant":
            text, _ = _text_of(content)
            if text.strip():
                view.assistant_texts.append(text)
                view.assistant_at.append(index)
                last_question = asked_question(text)
                if last_question is None and "expired" in last_note:
                    last_question = "ask_rereserve"  # the workflow's own hold-expired message
            for block in content if isinstance(content, list) else []:
                if isinstance(block, dict) and block.get("type") == "tool_use":
                    call = Call(index, str(block.get("id")), str(block.get("name")), dict(block.get("input") or {}))
                    view.calls.append(call)
                    by_id[call.id] = call
            continue
        text, has_result = _text_of(content)
        if has_result and isinstance(content, list):
            for block in content:
                if isinstance(block, dict) and block.get("type") == "tool_result":
                    answered = by_id.get(str(block.get("tool_use_id")))
                    if answered is not None:
                        result = _parse_result(block.get("content"))
                        if result is None and block.get("is_error"):
                            result = {"success": False, "error": {"code": "TOOL_ERROR", "message": "tool failed"}}
                        answered.result = result
        if text.strip() and not has_result:
            is_system = text.strip() == NOTICE_TURN_TEXT
            if not is_system and last_question is None and "hold_expired" in (view.ctx.get("open_notice") or ""):
                last_question = "ask_rereserve"  # the workflow told the traveller the hold expired
            view.turns.append(Turn(index, text.strip(), None if is_system else last_question, is_system))
            last_note = (view.ctx.get("open_notice") or "").lower() if is_system else ""
            last_question = None
    return view
