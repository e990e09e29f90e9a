"""What a trial cost and how smooth it was, read from the session's state and the screen."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from evals.asked import outside_language, questions
from evals.episode import Episode


def _tool_results(state: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for message in state.get("messages") or []:
        content = message.get("content")
        if isinstance(content, list):
            out += [b for b in content if isinstance(b, dict) and b.get("type") == "tool_result"]
    return out


def _error_code(block: dict[str, Any]) -> str:
    try:
        body = json.loads(block.get("content") or "{}")
    except (TypeError, ValueError):
        return ""
    error = body.get("error") if isinstance(body, dict) else None
    return str(error.get("code") or "") if isinstance(error, dict) else ""


def trial_metrics(ep: Episode) -> dict[str, Any]:
    usage = ep.state.get("usage") or {}
    results = _tool_results(ep.state)
    errors = [b for b in results if b.get("is_error")]
    asked: Counter[str] = Counter()
    for _, frame in ep.assistant_frames():
        for q in set(questions(str(frame["text"]))):
            asked[q] += 1
    off = sum(len(outside_language(str(f["text"]), ep.task.language)) for _, f in ep.assistant_frames())
    return {
        "model_calls": int(usage.get("llm_calls") or 0),
        "input_tokens": int(usage.get("input_tokens") or 0)
        + int(usage.get("cache_read_input_tokens") or 0)
        + int(usage.get("cache_creation_input_tokens") or 0),
        "output_tokens": int(usage.get("output_tokens") or 0),
        "cost_usd": float(usage.get("cost_usd") or 0.0),
        "tool_errors": len(errors),
        "refused_stage_moves": sum(1 for b in errors if _error_code(b) == "STAGE_CHANGE_REFUSED"),
        "questions_asked_twice": sum(n - 1 for n in asked.values() if n > 1),
        "text_outside_language": off,
        "traveller_messages": len(ep.said),
        "seconds": round(ep.seconds, 1),
    }
