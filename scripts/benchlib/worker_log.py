"""The worker's structlog JSON lines (stdout → ``worker.log``): model calls, tool calls, circuit.

``llm_call`` lines carry ``session_id``, ``stage``, ``input_tokens`` and ``latency_ms``;
``tool_call`` lines ``session_id``, ``tool``, ``status`` and ``latency_ms``;
``circuit_state_changed`` lines ``from_state`` / ``to_state``. The event name is under ``msg``
(agent/logs.py renames structlog's ``event``), ``timestamp`` is ISO UTC (the call's end).
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Iterable, Iterator


@dataclass(frozen=True)
class Call:
    kind: str  # "llm" | "tool"
    session_id: str
    end: float  # epoch seconds
    latency_ms: float
    stage: str = ""
    input_tokens: int = 0
    status: str = ""


def records(path: Path, offset: int = 0) -> Iterator[dict[str, Any]]:
    """Every JSON object line of the log from byte ``offset`` (other lines are skipped)."""
    try:
        with open(path, "rb") as f:
            f.seek(offset)
            for raw in f:
                raw = raw.strip()
                if not raw.startswith(b"{"):
                    continue
                try:
                    value = json.loads(raw)
                except ValueError:
                    continue
                if isinstance(value, dict):
                    yield value
    except FileNotFoundError:
        return


def event_name(rec: dict[str, Any]) -> str:
    return str(rec.get("msg") or rec.get("event") or "")


def _epoch(ts: Any) -> float:
    try:
        return datetime.fromisoformat(str(ts).replace("Z", "+00:00")).timestamp()
    except ValueError:
        return 0.0


def calls(recs: Iterable[dict[str, Any]]) -> list[Call]:
    out = []
    for rec in recs:
        name = event_name(rec)
        if name not in ("llm_call", "tool_call") or "latency_ms" not in rec:
            continue
        out.append(
            Call(
                kind="llm" if name == "llm_call" else "tool",
                session_id=str(rec.get("session_id", "")),
                end=_epoch(rec.get("timestamp")),
                latency_ms=float(rec["latency_ms"]),
                stage=str(rec.get("stage", "")),
                input_tokens=int(rec.get("input_tokens") or 0),
                status=str(rec.get("status", "")),
            )
        )
    return out


def by_session(items: Iterable[Call]) -> dict[str, list[Call]]:
    grouped: dict[str, list[Call]] = defaultdict(list)
    for call in items:
        grouped[call.session_id].append(call)
    return grouped


def time_in_window(session_calls: list[Call], start: float, end: float, slack: float = 0.005) -> tuple[float, float]:
    """(model ms, backend ms) of the calls that ended inside [start, end] (epoch seconds)."""
    model = backend = 0.0
    for call in session_calls:
        if start - slack <= call.end <= end + slack:
            if call.kind == "llm":
                model += call.latency_ms
            else:
                backend += call.latency_ms
    return model, backend


def circuit_transitions(recs: Iterable[dict[str, Any]]) -> list[tuple[str, str]]:
    return [
        (str(r.get("from_state")), str(r.get("to_state"))) for r in recs if event_name(r) == "circuit_state_changed"
    ]


def tokens_by_stage(items: Iterable[Call]) -> dict[str, list[int]]:
    grouped: dict[str, list[int]] = defaultdict(list)
    for call in items:
        if call.kind == "llm":
            grouped[call.stage].append(call.input_tokens)
    return dict(grouped)
