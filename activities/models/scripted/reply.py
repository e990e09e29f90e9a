"""What the dialogue decides for one model call: some text, or tool calls, or both."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from activities.models.scripted.window import View


@dataclass
class Reply:
    text: str = ""
    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)


def text(*parts: str) -> Reply:
    return Reply(text="\n\n".join(p for p in parts if p))


def calls(view: View, *wanted: tuple[str, dict[str, Any]]) -> Reply | None:
    """Tool calls limited to the tools offered; None when none of them is offered."""
    offered = [(name, inp) for name, inp in wanted if view.can(name)]
    return Reply(calls=offered) if offered else None
