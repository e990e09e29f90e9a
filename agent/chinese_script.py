"""The script a Chinese-writing traveller reads: Simplified (``Hans``) or Traditional (``Hant``).

The session's language stays ``ZH`` (the contract's code); within it the session records the script
the traveller writes (``ConversationState.chinese_script``), read from the characters that differ
between the two scripts (agent/hanzi.py's table: 們, 個, 預 are only ever written in Traditional;
们, 个, 预 only in Simplified; 台, 里, 后, 面… are written in both and say nothing). A message
decides only with clear evidence (:data:`EVIDENCE` characters more of one script than the other and
at most a third as many of the other), so a few short or mixed messages never flip it.

Every traveller-facing text the system writes is converted at one boundary when the script is
``Hant`` (:func:`in_script`, called where the session's events are appended, agent/events.py);
the model is told in the session context to write Traditional itself. Pure: the converter's
dictionaries are loaded when this module is imported (outside any workflow sandbox).
"""

from __future__ import annotations

from typing import Any, Literal, Optional

from opencc_purepy import OpenCC

from agent.hanzi import _TABLE

Script = Literal["Hans", "Hant"]
EVIDENCE = 2

# Simplified forms that are also ordinary Traditional characters (后 in 皇后, 里 in 公里, 面 in 見面…)
_SHARED = set("于云几划台后周干松准游里面系迹么庄床净凉挂")
HANT_ONLY = frozenset(chr(k) for k in _TABLE) | {"鍾"}  # 钟 as the converter writes it
HANS_ONLY = frozenset(v for v in _TABLE.values() if v not in _SHARED) - HANT_ONLY

_TO_TRADITIONAL = OpenCC("s2tw")
_TO_TRADITIONAL.convert("预订的行程")  # its first conversion builds its tables: at import, never in a workflow task


def script_counts(text: str) -> tuple[int, int]:
    """(Simplified-only, Traditional-only) characters in ``text``."""
    return sum(1 for c in text if c in HANS_ONLY), sum(1 for c in text if c in HANT_ONLY)


def read_script(text: str) -> Optional[Script]:
    """The script ``text`` is clearly written in, or None (too few telling characters, or mixed)."""
    hans, hant = script_counts(text)
    if hant >= hans + EVIDENCE and hans * 3 <= hant:
        return "Hant"
    if hans >= hant + EVIDENCE and hant * 3 <= hans:
        return "Hans"
    return None


def next_script(current: Optional[Script], text: str) -> Optional[Script]:
    """The session's script after the traveller wrote ``text``: what it clearly says, else unchanged."""
    return read_script(text) or current


def traditional(text: str) -> str:
    """``text`` in Traditional characters (Latin letters, digits, ids and other scripts unchanged)."""
    return _TO_TRADITIONAL.convert(text) if any("\u4e00" <= c <= "\u9fff" for c in text) else text


# fields whose strings are data, never words (ids, references, addresses, times): left as they are
_KEPT = frozenset({"seq", "at", "type", "reply_to", "qr_code_url", "booking_ref", "quote_id", "trip_id"})


def _converted(value: Any) -> Any:
    if isinstance(value, str):
        return traditional(value)
    if isinstance(value, list):
        return [_converted(v) for v in value]
    if isinstance(value, dict):
        return {k: (v if k in _KEPT else _converted(v)) for k, v in value.items()}
    return value


def in_script(event: dict[str, Any], language: str, script: Optional[Script]) -> dict[str, Any]:
    """``event`` (a frame for the page) with every text in the traveller's script: converted to
    Traditional in a ``ZH`` session whose traveller writes Traditional, else as it is."""
    if language != "ZH" or script != "Hant":
        return event
    return dict(_converted(event))
