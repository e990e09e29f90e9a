"""Special requests are never cut (issue 37: a relay saw "...get his agreement before ch").

A booking's ``special_requests`` is its requests joined, sentence by sentence (agent.quote_changes
``merge_requests``), and holds at most :data:`MAX_REQUESTS_CHARS` characters (the backend's limit on
createBooking). Each request is kept whole: a request that would not fit is refused, nothing
recorded and nothing cut, with a next step (say it shorter, or withdraw an earlier one with
``withdrawSpecialRequest``); a withdrawn request leaves the text sentence by sentence
(:func:`without`). Shared by the session (agent/tools) and the sandbox backend. Pure.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Optional

from agent.quote_changes import merge_requests, sentence_key, sentences
from agent.state import ConversationState

MAX_REQUESTS_CHARS = 1000
REQUESTS_FULL = "REQUESTS_FULL"
FULL_NEXT_STEP = (
    "Nothing was recorded and nothing was cut. Tell the traveller the booking's special requests are full "
    f"(at most {MAX_REQUESTS_CHARS} characters in all) and ask them to say this request in fewer words, or "
    "to withdraw an earlier request first (withdrawSpecialRequest, once the booking exists)."
)


def joined(old: Optional[str], new: str) -> Optional[str]:
    """``old`` with the sentences of ``new`` it does not say yet, whole; None when that would not fit."""
    merged = merge_requests(old, new)
    return merged if len(merged) <= MAX_REQUESTS_CHARS else None


def carries(text: Optional[str], needs: str) -> bool:
    """``text`` says every sentence of ``needs`` (the needs told earlier are on the summary)."""
    said = {sentence_key(p) for p in sentences(text)}
    return bool(text) and all(sentence_key(p) in said for p in sentences(needs))


def fits(new: str, *texts: Optional[str]) -> bool:
    """``new`` can join each of ``texts`` whole."""
    return all(joined(text, new) is not None for text in texts)


def full_details(old: Optional[str], new: str) -> dict[str, Any]:
    """What a refusal tells: the limit, what is used, the request that did not fit (whole)."""
    return {"limit_chars": MAX_REQUESTS_CHARS, "used_chars": len(old or ""), "request": new}


def full_message(new: str) -> str:
    return (
        f"This request ({len(new)} characters) does not fit in the booking's special requests "
        f"(at most {MAX_REQUESTS_CHARS} characters in all)."
    )


def without(text: Optional[str], removed: str) -> Optional[str]:
    """``text`` without the sentences of ``removed`` (a withdrawn request); None when nothing is left."""
    gone = {sentence_key(p) for p in sentences(removed)}
    kept = [p for p in sentences(text) if sentence_key(p) not in gone]
    return " ".join(kept) or None


def withdraw_request(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    """withdrawSpecialRequest's side effect: the booking's requests as the backend now holds them; the
    session's own needs lose the withdrawn request too (so no later call puts it back)."""
    if not data.get("withdrawn"):
        return
    found = data.get("withdrawn_request")
    gone = str(found.get("request") or "") if isinstance(found, dict) else ""
    state.booking_special_requests = data.get("special_requests") or None
    if gone:
        state.special_needs = without(state.special_needs, gone)
        if state.booking_quote is not None:
            state.booking_quote.special_requests = without(state.booking_quote.special_requests, gone)
