"""The whole-conversation corpus (issue 25): ``tests/corpus/conversations/*.yaml``, one conversation
per file, and what it should end with at PAYMENT.

Shape (``make eval`` loads the same files as its scripted tasks)::

    id: en-issue-25                      # unique: the file name without .yaml
    language: EN                         # EN | KH | ZH: the session's language
    today: 2026-11-24                    # optional: the day the conversation happens (default below)
    notes: what the conversation tries   # optional
    messages: [str, ...]                 # the traveller's messages, in order (quote "yes" / "no": YAML reads them as booleans)
    expect:                              # the booking at PAYMENT
      trip_id: trip_kep_crab_coast       # optional (a sandbox catalogue id)
      start_date: 2027-01-10
      end_date: 2027-01-12
      adults: 2
      children_ages: []
      pickup: Raffles Hotel Le Royal
      name: Sokha Chan
      phone: "+85512345678"             # E.164, as the booking stores it
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, Optional

import yaml

FOLDER = Path(__file__).parent / "conversations"
DEFAULT_TODAY = date(2026, 11, 24)
LANGUAGES = ("EN", "KH", "ZH")
EXPECT_KEYS = {"trip_id", "start_date", "end_date", "adults", "children_ages", "pickup", "name", "phone"}
REQUIRED_EXPECT = EXPECT_KEYS - {"trip_id"}


@dataclass(frozen=True)
class Conversation:
    id: str
    language: str
    messages: tuple[str, ...]
    expect: dict[str, Any]
    today: date = DEFAULT_TODAY
    notes: str = ""

    @property
    def trip_id(self) -> Optional[str]:
        return self.expect.get("trip_id")


def _checked(path: Path, raw: Any) -> Conversation:
    """The file as a Conversation; a ValueError naming the file and the field when it is malformed."""
    where = path.name
    if not isinstance(raw, dict):
        raise ValueError(f"{where}: a mapping is expected at the top")
    unknown = set(raw) - {"id", "language", "today", "notes", "messages", "expect"}
    if unknown:
        raise ValueError(f"{where}: unknown keys {sorted(unknown)}")
    if raw.get("id") != path.stem:
        raise ValueError(f"{where}: id must be the file name without .yaml ({path.stem!r})")
    if raw.get("language") not in LANGUAGES:
        raise ValueError(f"{where}: language must be one of {LANGUAGES}")
    messages = raw.get("messages")
    if not isinstance(messages, list) or not messages or not all(isinstance(m, str) and m.strip() for m in messages):
        raise ValueError(f"{where}: messages must be a non-empty list of non-empty strings")
    expect = raw.get("expect")
    if not isinstance(expect, dict) or set(expect) - EXPECT_KEYS or REQUIRED_EXPECT - set(expect):
        raise ValueError(f"{where}: expect needs {sorted(REQUIRED_EXPECT)} (and may have trip_id), nothing else")
    expect = dict(expect)
    for key in ("start_date", "end_date"):
        expect[key] = date.fromisoformat(str(expect[key])).isoformat()
    if not isinstance(expect["adults"], int) or not all(isinstance(a, int) for a in expect["children_ages"]):
        raise ValueError(f"{where}: adults is a number and children_ages a list of numbers")
    today = raw.get("today", DEFAULT_TODAY)
    today = today if isinstance(today, date) else date.fromisoformat(str(today))
    return Conversation(path.stem, raw["language"], tuple(messages), expect, today, str(raw.get("notes") or ""))


def load(folder: Path = FOLDER) -> list[Conversation]:
    """Every conversation of the corpus, sorted by id."""
    return [_checked(p, yaml.safe_load(p.read_text(encoding="utf-8"))) for p in sorted(folder.glob("*.yaml"))]
