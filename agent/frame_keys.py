"""Which frame fields are keys a page translates, and which are words a traveller reads (issue 38).

A frame carries two kinds of strings. Keys (``state: "held"``, ``status: "RESERVED"``,
``payment: "not_started"``, ``kind``, ``tier``, ``effort.level: "moderate"``,
``forecast_type: "typical_for_season"``, currency codes, ids, URLs, ISO dates) are for the client,
which shows its own words for them (api/static: t(`pay_${payment}`)); they are never shown as they
are. Every other string is traveller-facing and is in the session's language. docs/contract.md lists
the keys; tests/agent/test_frame_words.py checks every frame builder against this split.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

# field names whose string values are keys, wherever they appear in a frame
KEY_FIELDS = frozenset(
    {
        "type", "state", "status", "payment", "kind", "purpose", "decision", "tier", "level", "difficulty",
        "environment", "moods", "mood", "forecast_type", "currency", "local_currency", "price_is", "trip_type",
        "booking_status", "category", "seq", "at", "reply_to", "answers", "code", "region_en", "name_en",
        "budget_fit", "matches", "does_not_fit", "fits_request", "needs", "line", "for",
    }
)  # fmt: skip
_ID = re.compile(r"(^|_)(id|ids|ref|url|quote)$")
_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}([T ][\d:.]+([+-]\d{2}:\d{2}|Z)?)?$")
# how a raw value looks: CODE_WORDS, snake_words, or one of the single lower-case enum words
_RAW = re.compile(r"^(?:[A-Z]{2,}(?:_[A-Z]+)*|[a-z]+(?:_[a-z]+)+)$")
RAW_WORDS = frozenset({"held", "expiring", "expired", "paid", "moved", "cancelled", "pending", "failed", "easy",
                       "moderate", "hard", "budget", "standard", "luxury", "booking", "reschedule", "cancellation",
                       "confirm", "decline", "forecast", "refunded"})  # fmt: skip


def is_key_field(name: str) -> bool:
    return name in KEY_FIELDS or bool(_ID.search(name))


def traveller_strings(value: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """Every (path, string) of a frame that a traveller reads: keys, ids, URLs and ISO dates left out."""
    if isinstance(value, dict):
        for key, item in value.items():
            if not is_key_field(str(key)):
                yield from traveller_strings(item, f"{path}.{key}" if path else str(key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from traveller_strings(item, f"{path}[{i}]")
    elif isinstance(value, str) and value.strip() and not _ISO.match(value) and not value.startswith("data:"):
        yield path, value


def raw_values(frame: dict[str, Any]) -> list[tuple[str, str]]:
    """The traveller-facing strings of ``frame`` that are raw enum or status values."""
    return [(p, v) for p, v in traveller_strings(frame) if _RAW.match(v.strip()) or v.strip() in RAW_WORDS]
