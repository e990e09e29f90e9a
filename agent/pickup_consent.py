"""A booking's pickup moves when the traveller asked for it, never on a question (relay 4, issue 37).

changePickup changes the paid booking at once (its pickup, day plan, the operator's request list
and the reminder), with no preview step of its own, so nothing but the model stood between a
question and the change: "can the pickup move to the Sokha Angkor, is there a charge?" moved it,
and the traveller objected that she had only asked. The change is free, so the traveller's own
instruction is their yes; when their latest words only ask, the first changePickup for a place is
not sent: it puts the change to the traveller (an open "pickup" quote, answered like the others,
in words) and tells the model to ask. A yes to that place lets it through; a no closes it. Sessions
recorded before this rule keep the old behaviour (``state.pickup_consent``, set by the workflow's
patch ``pickup-change-needs-yes``).

Pure: the guard records the proposal on the state it is given.
"""

from __future__ import annotations

import re
from typing import Any, Optional, Union

from agent.booking_records import AfterPayment, IssuedQuote
from agent.consent_ends import End, own_end
from agent.consent_words import classify
from agent.pickup_sentences import about_the_change
from agent.pickup_words import request_for
from agent.state import ConversationState
from agent.tools.calls import error_result

Refusal = dict[str, Any]


def _place(value: Any) -> str:
    return " ".join(str(value or "").split())


def _same(a: Optional[str], b: str) -> bool:
    return a is not None and a.casefold() == b.casefold()


TIME = re.compile(r"^([01][0-9]|2[0-3]):[0-5][0-9]$")
_WHAT_CHANGES = {
    "pickup": "the new pickup place; no charge; the pickup time stays the trip's unless they give one",
    "drop-off": "the new drop-off place; no charge; the pickup stays as booked",
    "pickup time": "the new pickup time at the same pickup place; no charge",
}


def _ask(place: str, what: str = "pickup") -> Refusal:
    same = "time" if what == "pickup time" else "place"
    return error_result(
        "NEEDS_CONFIRMATION",
        f"The {what} is NOT changed: the traveller has not said yes to moving it to {place!r}.",
        next_step=f"Tell the traveller what would change ({_WHAT_CHANGES[what]}; the operator is told) and ask "
        f"plainly whether to change it. Call changePickup again with the same {same} only after their yes, in a "
        f"later message; a question about the {what} is not a yes.",
    )


def _latest_words(state: ConversationState) -> str:
    for message in reversed(state.messages):
        if message.get("role") == "user" and isinstance(message.get("content"), str):
            return str(message["content"])
    return ""


def model_said(state: ConversationState) -> str:
    """The model's last text before the traveller's latest message (the question that message answers)."""
    seen_user = False
    for message in reversed(state.messages):
        content = message.get("content")
        if message.get("role") == "user" and isinstance(content, str):
            seen_user = True
        elif seen_user and message.get("role") == "assistant":
            blocks = [content] if isinstance(content, str) else [b.get("text", "") for b in content or []
                                                                  if isinstance(b, dict)]  # fmt: skip
            text = " ".join(b for b in blocks if b)
            if text:
                return text
    return ""


def asks(text: str) -> bool:
    """The traveller's words ask (a question) rather than tell: "can the pickup move to …?",
    "接送地点能改到机场吗", "…បានទេ"."""
    t = text.strip()
    bare = re.sub(r"[។!！\s]+$", "", t)
    return any(mark in t for mark in ("?", "？", "吗", "嗎")) or bare.endswith(("ទេ", "បានទេ", "ឬទេ", "អត់"))


def pickup_guard(inp: dict[str, Any], state: ConversationState) -> Union[Refusal, dict[str, Any]]:
    """changePickup's input when the traveller asked for it or said yes to this place; when their
    latest words only ask whether it could move, the change is put to them (recorded as the open
    "pickup" quote) and the call refused with what to ask. A no to this place closes it.

    The pickup is free, so the traveller's own instruction ("pick us up at Wat Phnom instead") is
    their yes; only a question is not (relay 4). Relays 6 and 8: with a yes required after the
    proposal, a proposal made in the turn of the traveller's instruction, or put together with a
    priced change the traveller declined, took four yeses or never moved at all."""
    if not state.pickup_consent:
        return inp
    place, what = asked_place(inp, state)
    if state.after_payment is None:
        state.after_payment = state.current_ledger()
    book: AfterPayment = state.after_payment
    asked = book.quotes.get("pickup")
    if asked is not None and _same(asked.location, place):
        if asked.consent.answer == "yes":
            return inp
        if asked.consent.answer == "no":
            del book.quotes["pickup"]  # closed: asking again is a new proposal
            return error_result(
                "QUOTE_DECLINED",
                f"The traveller said no to moving the {what} to {place!r}; it is not changed.",
                next_step=f"Acknowledge their answer; keep the {what} as it is unless they ask for another change.",
            )
    words = _latest_words(state)
    if state.pickup_as_said:  # what they said of the other end answers nothing here (agent.consent_ends)
        words = own_end(words, what)
    if state.pickup_own_sentences:  # a question in another request answers nothing here
        words = about_the_change(words, what, place)
    said = model_said(state)
    named = request_for(words, what, place, said, state.pickup_as_said) if state.pickup_words else None
    if named is not None:  # relay 26: a request naming the change is its own yes; another place is not
        if named:
            return inp
    elif words.strip() and not asks(words) and classify(words, "pickup", place=place) != "no":
        return inp  # their instruction: the change they asked for, at no charge
    if asked is None or not _same(asked.location, place):
        book.quotes["pickup"] = IssuedQuote(
            quote_id=f"pickup-{state.turn}",
            turn=state.turn,
            amount_usd=0.0,
            location=place,
            end=what if state.pickup_as_said else None,
        )
    return _ask(place, what)


def asked_place(inp: dict[str, Any], state: ConversationState) -> tuple[str, End]:
    """The place the call actually moves and what it is: the drop-off when only the drop-off changes (no
    pickup, or the booking's own pickup sent again: relay 21 req 60/63, whose consent talked about the
    pickup already set), else the pickup."""
    pickup, drop = _place(inp.get("pickup_location")), _place(inp.get("drop_off_location"))
    if drop and (not pickup or _same(state.pickup_location, pickup)):
        return drop, "drop-off"
    time = _place(inp.get("time"))
    if time and (not pickup or _same(state.pickup_location, pickup)):  # only the time at the booked place
        return time, "pickup time"  # (relay 23 req 57: named the place just moved there as "NOT changed")
    return pickup, "pickup"


def asks_first(name: str, refused: dict[str, Any]) -> bool:
    """Whether ``refused`` is changePickup put to the traveller (NEEDS_CONFIRMATION): before they are asked,
    the backend checks the place (``check_only``), so one it would refuse is refused now, never after the
    yes (relay 27 req 48: the crab statue in Kep read as Kratie and refused once the traveller agreed)."""
    return name == "changePickup" and (refused.get("error") or {}).get("code") == "NEEDS_CONFIRMATION"


def refused_before_yes(state: ConversationState, checked: dict[str, Any], asked: dict[str, Any]) -> dict[str, Any]:
    """The result the model reads after the check: the backend's refusal (the proposal put to the traveller
    withdrawn: there is nothing to agree to), else the question ``asked``."""
    if checked.get("success", True):
        return asked
    book = state.after_payment
    if book is not None:
        book.quotes.pop("pickup", None)
    return checked
