"""A shown card named by its name or a distinctive part of it, in any language: "the Ratanakiri Jungle
& Crater Lake one", "យកកញ្ចប់ភ្នំបូកគោ និងម្រេចកំពតហ្នឹង", "就订波哥山与贡布胡椒之旅", "要波哥山那个".

The names come from the suggestions in the window or, once that result has left the window (a
question answered in between), from the session's trip list (``trips_shown_N``: "1. <name> (<id>) …"),
so a card named after a question is still the card chosen (held-out batch Q)."""

from __future__ import annotations

import re
from typing import Any, Optional

from activities.models.scripted.window import View

_GENERIC_EN = frozenset({"tours", "cambodia", "trip", "escape", "retreat", "getaway", "explorer", "discovery"})
# what joins or closes a name's parts: "&", "and", "និង" (and), "与" / "和" (and), "之旅" (trip), "度假" (holiday)
_SEPARATORS = re.compile(r"\s*(?:&|,|\band\b|និង|与|和|之旅|度假|\s)\s*")
_ITEM = re.compile(r"(?:^|; |\) )(\d+)\. (.+?) \((trip_[\w-]+)\)")


def _listed(view: View) -> list[dict[str, Any]]:
    """The trips of the current list in the session's context lines, as ``{"id", "name"}``."""
    lists = [v for k, v in view.ctx.items() if k.startswith("trips_shown_") and "(current list" in v]
    lists = lists or [v for k, v in view.ctx.items() if k.startswith("trips_shown_")]
    out: list[dict[str, Any]] = []
    for line in lists:
        out += [{"id": m.group(3), "name": m.group(2)} for m in _ITEM.finditer(line)]
    return out


def _names(trip: dict[str, Any]) -> list[str]:
    return [str(trip.get(k) or "").lower() for k in ("name", "name_en", "name_kh", "name_zh") if trip.get(k)]


def _parts(name: str) -> list[str]:
    """The parts of a name that can stand for it: English words of 5+ letters, Khmer parts of 4+
    characters, Chinese parts of 3+ characters (never a generic word)."""
    if name.isascii():
        return [w for w in re.findall(r"[a-z]{5,}", name) if w not in _GENERIC_EN]
    parts = [p for p in _SEPARATORS.split(name) if p]
    return [p for p in parts if (len(p) >= 3 if re.search(r"[\u4e00-\u9fff]", p) else len(p) >= 4)]


def named_card(view: View, words: str, trips: list[dict[str, Any]]) -> Optional[str]:
    """The id of the one shown trip whose name, or a part of it no other shown trip has, the
    (normalised, lowercase) message contains; None when none or several are named."""
    shown = list(trips)
    known = {t.get("id") for t in shown}
    shown += [t for t in _listed(view) if t["id"] not in known]
    for trip in shown:
        if any(name and name in words for name in _names(trip)):
            return trip.get("id")
    parts = {trip.get("id"): {p for name in _names(trip) for p in _parts(name)} for trip in shown}
    named = set()
    for trip_id, own in parts.items():
        others = set().union(*(p for other, p in parts.items() if other != trip_id))
        for part in own - others:
            pattern = r"\b" + re.escape(part) + r"\b" if part.isascii() else re.escape(part)
            if re.search(pattern, words):
                named.add(trip_id)
    return named.pop() if len(named) == 1 else None
