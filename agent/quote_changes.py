"""What a detail recorded after the booking summary does to it (issue 22).

The traveller confirmed a summary (``booking_quote``). A detail that does not change the price
(a special request, a pickup, the mood) goes into the booking as it is: no second confirmation.
A detail that changes what is booked or its price (the group, the transport, the dates, the
length) voids the summary, and the session remembers *what* changed, so the createBooking
refusal can name it and the next step (a new previewBooking and a new yes).
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any, Optional

from agent.booking_needs import booking_needs
from agent.sentences import sentences
from agent.state import AgentState, BookingQuote, ConversationState


def _days(quote: BookingQuote) -> Optional[int]:
    try:
        return (date.fromisoformat(quote.end_date or "") - date.fromisoformat(quote.travel_date)).days + 1
    except ValueError:
        return None


def booking_changes(quote: BookingQuote, recorded: dict[str, Any]) -> list[str]:
    """The recorded values that differ from the confirmed summary, as ``name: old → new``."""
    changed: list[str] = []

    def differs(name: str, old: Any, new: Any) -> None:
        if new is not None and old is not None and new != old:
            changed.append(f"{name}: {old} → {new}")

    differs("people_count", quote.people_count, recorded.get("people_count"))
    if "adults" in recorded and quote.adults is not None:
        differs("adults", quote.adults, recorded["adults"])
    if "children_ages" in recorded:
        differs("children_ages", list(quote.children_ages), list(recorded["children_ages"] or []))
    if "transport" in recorded:
        differs("transport", quote.transport or "driver", recorded["transport"])
    if "cambodian_citizens" in recorded:
        differs("cambodian_citizens", quote.cambodian_citizens, recorded["cambodian_citizens"])
    dates = recorded.get("travel_dates") or {}
    differs("travel_date", quote.travel_date, dates.get("start"))
    if quote.end_date:
        differs("end_date", quote.end_date, dates.get("end"))
    days = _days(quote)
    if days is not None:
        differs("duration_days", days, recorded.get("duration_days"))
    return changed


def apply_to_quote(state: ConversationState, recorded: dict[str, Any]) -> dict[str, Any]:
    """Keep or void the open summary after ``recorded``; what the model is told about it."""
    quote = state.booking_quote
    if quote is None or not recorded:
        return {}
    changed = booking_changes(quote, recorded)
    if changed:
        state.booking_quote = None
        state.booking_quote_void_reason = "; ".join(changed)
        return {
            "booking_summary": "void",
            "changed": changed,
            "next_step": "Tell the traveller what changed, call previewBooking for the new details, show the "
            "new summary and total, and ask them to confirm again.",
        }
    note: dict[str, Any] = {"booking_summary": "still valid", "quote_id": quote.quote_id}
    needs = booking_needs(str(recorded.get("special_needs") or ""))  # never a search wish (agent.booking_needs)
    if needs and state.state == AgentState.BOOKING:
        quote.special_requests = merge_requests(quote.special_requests, str(needs))  # fits whole (tools/local.py)
        state.booking_special_requests = quote.special_requests
        note["special_requests_in_booking"] = quote.special_requests
        note["price_changes"] = False
    return note


def void_summary_refusal_text(state: ConversationState) -> Optional[str]:
    """For NEEDS_PREVIEW: what voided the summary the traveller had seen, if anything did."""
    reason = state.booking_quote_void_reason
    return f"The booking summary the traveller saw is no longer valid because {reason}." if reason else None


PRICE_FIELDS = (
    "trip_id",
    "travel_date",
    "end_date",
    "people_count",
    "adults",
    "children_ages",
    "transport",
    "discount_code",
    "customizations",
    "total_usd",
)


def sentence_key(text: str) -> str:
    """A sentence (or text) as compared: words only, lower case."""
    return re.sub(r"\W+", " ", text).strip().lower()


def _plain(key: str) -> str:
    """A compared sentence without the small words that change no request (a, an, the, please)."""
    return " ".join(w for w in key.split() if w not in ("a", "an", "the", "please"))


def says(outer: str, inner: str) -> bool:
    """The request ``outer`` (as compared) already says ``inner``: the same words, or them within it
    (relay 22 req 7: the model's text and the session's need, one inside the other, joined twice)."""
    if not inner or inner == outer:
        return True
    if re.search(r"[^\x00-\x7f]", inner):  # Khmer and Chinese run words together
        return len(inner) >= 6 and inner in outer
    # "a baby cot in the room please" is said by "...: baby cot in the room please" (relay 41 req 18)
    outer, inner = _plain(outer), _plain(inner)
    # a word or two inside a sentence is no request of its own ("A a." + "A." keeps both)
    if len(inner.split()) >= 3 and f" {inner} " in f" {outer} ":
        return True
    # the same request in other words around the same start (relay 36: "daughter has a sensitive stomach
    # (food/water care)" after "Daughter has a sensitive stomach: please take care with food and water")
    words = inner.split()
    return len(words) >= 5 and set(words) <= set(outer.split()) and f" {' '.join(words[:4])} " in f" {outer} "


def distinct(parts: list[str]) -> list[str]:
    """``parts`` with no request said twice, whatever their order: one already said (as a sentence or an
    item of a list) is dropped, a longer one saying an earlier one takes its place."""
    out: list[str] = []
    for piece in parts:
        key = sentence_key(piece)
        items = {sentence_key(i) for p in out for i in re.split(r"[,，、]", p)} | {sentence_key(p) for p in out}
        if any(says(k, key) for k in items):
            continue
        inside = [n for n, p in enumerate(out) if says(key, sentence_key(p))]
        if inside:
            out[inside[0]] = piece
            out = [p for n, p in enumerate(out) if n not in inside[1:]]
        else:
            out.append(piece)
    return out


def merge_requests(old: Optional[str], new: str) -> str:
    """``old`` with the sentences of ``new`` it does not say yet (a relay model restated the whole
    request: the booking carried the ground-floor sentence twice)."""
    parts = distinct(sentences(old) + sentences(new))
    for n in range(len(parts) - 1):
        # "…please" + "Please…" read as one sentence (relay j12); a Khmer sentence already ends with
        # ។ (relay 4 read "…។." on the booking card)
        if parts[n][-1] not in ".;!?。；！？។៕":
            parts[n] += "。" if re.search(r"[\u3000-\u9fff]", parts[n]) else "."
    return " ".join(parts)


def carries_the_yes(old: Optional[BookingQuote], new: BookingQuote, turn: int, consent_rule: bool = False) -> bool:
    """A new summary the traveller already said yes to: the old one was answered (with a yes, under
    the consent rule; before it, in a later turn) and only price-neutral details (special requests,
    pickup) differ."""
    if old is None or turn <= old.turn:
        return False
    if consent_rule and old.consent.answer != "yes":
        return False
    same = all(getattr(old, f) == getattr(new, f) for f in PRICE_FIELDS if f != "transport")
    return same and (old.transport or "driver") == (new.transport or "driver")
