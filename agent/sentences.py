"""The sentences of a special-requests text, split where each one ends (never inside a parenthesis, a
quote or a number): the one splitter the booking's needs, a quote's requests and the backend's request
items share."""

from __future__ import annotations

from typing import Optional

_ENDS = ".;!?。；！？។៕"
_OPENS = {"(": ")", "（": "）", "[": "]", "【": "】", "「": "」", "『": "』", "《": "》", "“": "”", "‘": "’", '"': '"'}
_CLOSES = {c for c in _OPENS.values()}


def _cuts_at(text: str, n: int, inside: list[str]) -> bool:
    """A sentence ends after ``text[n]`` (an end mark): never inside a parenthesis or quote, never in a
    number or a word ("6.5", "៦.៥", "a.m.", "derlg.com": relay 35 sent "5公里）" to the operator)."""
    if inside:
        return False
    after = text[n + 1] if n + 1 < len(text) else ""
    if text[n] == "." and after and (after.isalnum() and after.isascii() or after.isdigit()):
        return False
    return not (after and after in _ENDS)  # "...", "?!" end once, after the last mark


def sentences(text: Optional[str]) -> list[str]:
    """The sentences of a special-requests text (split after . ; ! ?, their CJK forms and Khmer ។ ៕, each
    outside any parenthesis or quote and not inside a number; joined back they are the text)."""
    text = text or ""
    parts: list[str] = []
    inside: list[str] = []
    start = 0
    for n, ch in enumerate(text):
        if inside and ch == inside[-1]:
            inside.pop()
        elif ch in _OPENS and _OPENS[ch] in text[n + 1 :] and not (ch == '"' and '"' in inside):  # closed later
            inside.append(_OPENS[ch])
        elif ch in _CLOSES and ch in inside:  # a closing mark of an outer pair ends the inner ones
            del inside[inside.index(ch) :]
        elif ch in _ENDS and _cuts_at(text, n, inside):
            parts.append(text[start : n + 1])
            start = n + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]
