"""What the traveller sees of each answer, and the product rule the backend drills check on it.

The rule: every message the traveller sent is answered with words they can read — never an answer
without words, never raw error text (a traceback, an exception or library name), never an error
that the page can only show by its code, never a line outside the session's language (English on
a Khmer or Chinese session). The words of an answer are those of all its log frames, the way the
chat page (api/static/render.js) shows them: a text's or card's ``text``, an error's ``message``
(else its ``text``; else the page shows the bare code). The frame marked ``final`` closes the answer
but is often wordless (the quick replies or a quote card after the streamed words), so the rule
reads the whole answer, never only its last frame. A copy of a message typed twice (``repeat_of``)
is answered by the first copy's words.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any, Iterable, Optional

from evals.asked import outside_language

INTERNAL_WORDS = ("traceback", "exception", "httpx", "temporalio", "applicationerror", "stack trace", "errno")


def shown_words(frame: dict[str, Any]) -> str:
    """The words the chat page shows for one log frame ("" for a wordless one)."""
    if frame.get("type") == "error":
        return str(frame.get("message") or frame.get("text") or frame.get("code") or "")
    return str(frame.get("text") or "")


def words_problems(words: str, language: str = "EN") -> list[str]:
    """What is wrong with words shown to a traveller of this session language (empty: friendly)."""
    if not words.strip():
        return ["no words"]
    problems = [f"internal words: {words[:80]!r}" for w in INTERNAL_WORDS if w in words.lower()][:1]
    problems += [f"outside {language}: {line[:80]!r}" for line in outside_language(words, language)[:1]]
    return problems


def _frame_problems(frame: dict[str, Any], language: str) -> list[str]:
    if frame.get("type") == "error" and not (frame.get("message") or frame.get("text")):
        return [f"an error without words (the page shows its code {frame.get('code')!r})"]
    words = shown_words(frame)
    return words_problems(words, language) if words.strip() else []


def answered(frame: dict[str, Any]) -> list[str]:
    """The traveller messages this log frame answers."""
    ids = [str(frame["reply_to"])] if frame.get("reply_to") else []
    return ids + [str(m) for m in frame.get("answers") or () if str(m) not in ids]


def answer_problems(
    frames: Iterable[dict[str, Any]], language: str = "EN", messages: Optional[Iterable[str]] = None
) -> list[str]:
    """Problems of every answer in these frames (the log frames, with ``seq``, a traveller received),
    each named by the message it answers, and of the frames nobody waits on (a payment's card, which
    may have no words); with ``messages``, of those messages' answers only (each must have one)."""
    log = [f for f in frames if isinstance(f.get("seq"), int)]
    by_message: dict[str, list[dict[str, Any]]] = defaultdict(list)
    problems: list[str] = []
    for frame in log:
        ids = answered(frame)
        for mid in ids:
            by_message[mid].append(frame)
        if not ids and messages is None:
            problems += [f"seq {frame['seq']} ({frame.get('type')}): {p}" for p in _frame_problems(frame, language)]
    for mid in by_message if messages is None else messages:
        found = _answer_problems(by_message[mid], by_message, language) if mid in by_message else ["no answer"]
        problems += [f"answer to {mid[:8]}: {p}" for p in found]
    return problems


def _answer_problems(
    answer: list[dict[str, Any]], by_message: dict[str, list[dict[str, Any]]], language: str
) -> list[str]:
    copy_of = next((str(f["repeat_of"]) for f in answer if f.get("repeat_of")), None)
    if copy_of is not None:  # a message typed twice: its answer is the first copy's
        return [] if copy_of in by_message else [f"a copy of {copy_of[:8]}, which has no answer here"]
    problems = [p for f in answer for p in _frame_problems(f, language)]
    if not any(f.get("final") for f in answer):
        problems.append("never closed (no final frame)")
    if not "".join(shown_words(f) for f in answer).strip():
        problems.append(f"no words: only {[f.get('type') for f in answer]}")
    return problems
