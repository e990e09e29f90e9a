"""Each special request on a booking, and the tour operator's answer to it (issue 22).

A request given with ``createBooking`` and each one added later (``addBookingRequest``) is an item
of the booking's ``special_request_items``: what was asked, its kind (allergy / medical / mobility,
agent/safety.py, or general), when, and its status. Every request waits for the operator's answer
(``AWAITING_OPERATOR``) until the deadline ``confirm_by`` (sandbox/request_deadlines.py); the
operator then confirms or declines it (``POST /sandbox/bookings/{id}/requests/{n}``, the sandbox's
stand-in for the operator's tool). So "is my request confirmed?" has one truthful answer: the
item's status, as getTripItinerary of the booking and the booking record show it (relay j19, j20:
a later request's status read as if it were every request's; nobody could say whether the female
guide was confirmed).
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Callable, Optional

from agent.booking_needs import asks_nothing, follow_on, stay_fact
from agent.moment_words import said_moment
from agent.need_overlap import need_parts, one_per_need
from agent.quote_changes import distinct, says, sentence_key, sentences
from agent.safety import request_kind, request_kinds
from agent.special_requests import already_said, live_text, standing
from agent.timefmt import format_local
from sandbox.clock import iso
from sandbox.i18n import tr, trf
from sandbox.request_deadlines import confirmation_deadline
from sandbox.store import AWAITING, Booking

CONFIRMED_BY_OPERATOR = "CONFIRMED_BY_OPERATOR"
DECLINED_BY_OPERATOR = "DECLINED_BY_OPERATOR"
# a change already made on the booking (changePickup's new pickup): the operator is told through the booking's
# operator notes (sandbox/operator_notes.py), never a request item; nothing awaits their answer (relay 23 req 55)
TOLD_TO_OPERATOR = "TOLD_TO_OPERATOR"
TOLD = "The change is made on the booking; the tour operator is told of it (status TOLD_TO_OPERATOR): nothing waits, and no special request is added."
DECISIONS = {"CONFIRMED": CONFIRMED_BY_OPERATOR, "DECLINED": DECLINED_BY_OPERATOR}

WHO_CONFIRMS = (
    "The tour operator answers each request by {deadline}; until then it is not confirmed "
    f"(status {AWAITING}), and its status here changes when they answer. If the operator declines a request, "
    "DerLg support calls the traveller on the booking's phone; allergy, medical and mobility needs are also "
    "checked by DerLg's operations team."
)


def new_item(booking: Booking, text: str, now: datetime, added_after_booking: bool) -> dict[str, Any]:
    """One request, waiting for the operator's answer by the booking's confirmation deadline."""
    deadline, _ = confirmation_deadline(booking, now)
    kinds = request_kinds(text)  # a request that cannot be cut into one per need: every kind it holds
    return {
        "request": text,
        "kind": request_kind(text),
        **({"kinds": kinds} if len(kinds) > 1 else {}),
        "added_at": iso(now),
        "added_after_booking": added_after_booking,
        "status": AWAITING,
        "confirm_by": iso(deadline) if deadline else None,
    }


def who_confirms(booking: Booking, now: datetime, language: str = "EN") -> str:
    """Who answers a request and by when, in ``language`` (the deadline in its words: agent.moment_words)."""
    moment, when = confirmation_deadline(booking, now)
    if language in ("KH", "ZH") and moment is not None:
        when = said_moment(format_local(moment, None) or when, language)
    return trf(WHO_CONFIRMS, language, deadline=when)


def status_said(view: dict[str, Any], language: str) -> dict[str, Any]:
    """A booking view with its ``special_requests_status`` in ``language`` (in place, also returned)."""
    if view.get("special_requests_status"):
        view["special_requests_status"] = tr(view["special_requests_status"], language)
    return view


_HALVES = re.compile(r"\s+[/|｜]\s+")


def _script(text: str) -> str:
    if re.search(r"[\u1780-\u17ff]", text):
        return "KH"
    return "ZH" if re.search(r"[\u4e00-\u9fff]", text) else "EN"


def request_parts(text: str) -> list[str]:
    """The requests of a special-requests text, one per sentence; a text said in two languages
    ("KH ... / EN ...", relay 8) is never cut at its "/": the two halves' sentences are paired
    ("KH 1 / EN 1") when they have as many, else each half's sentences are items of their own (no item
    holds the end of one half and the start of the other)."""
    halves = [h for h in _HALVES.split(text) if h.strip()]
    if len(halves) != 2 or _script(halves[0]) == _script(halves[1]):
        return _standing(sentences(text))
    first, second = sentences(halves[0]), sentences(halves[1])
    if len(first) != len(second):  # (one side leans a part on the one before: join, then pair)
        first, second = _standing(first), _standing(second)
    if len(first) == len(second):  # each request in both languages (a translation: pairs, as written)
        return _standing([f"{a.rstrip(';；')} / {b}" for a, b in zip(first, second)], by=lambda p: p.split(" / ")[1])
    return first + second


def one_kind_each(parts: list[str]) -> list[str]:
    """``parts`` with each one that joins needs of two kinds (a diet and a medical need, a mobility need and a diet,
    joined by a semicolon, a comma or a spoken Khmer "and") cut where they meet: every item is one kind of need for
    the operator (agent/need_overlap.py ``need_parts``: "我妈妈吃素，膝盖不好，不能爬陡的台阶" is a diet item and a
    mobility item). Pieces of one kind, or a piece that is no need of its own kind ("general"), stay together."""
    return [piece for part in parts for piece in need_parts(part)]


def _standing(parts: list[str], by: Callable[[str], str] = lambda part: part) -> list[str]:
    """``parts`` with each one that leans on the one before it joined to it (relay 41 req 18: "she stays at
    the resort with the baby on those days." was an item of its own, its referent in the item before);
    ``by``: the text of a part that says so (a translated pair: its second half)."""
    out: list[str] = []
    for part in parts:
        if out and follow_on(by(part), by(out[-1])):
            out[-1] = f"{out[-1]} {part}"
        else:
            out.append(part)
    return out


_STRAY_STOP = re.compile(r"(?<=[\u1780-\u17ff\u3400-\u9fff])\.+$")


def _ended(part: str) -> str:
    """``part`` without a Latin full stop after Khmer or Chinese (their own stops ។ / 。 are kept)."""
    return _STRAY_STOP.sub("", part)


def request_items(booking: Booking, earlier: list[dict[str, Any]], now: datetime) -> list[dict[str, Any]]:
    """The items of a booking just made (no ``earlier`` ones) or renewed: each earlier request still
    in ``booking.special_requests`` keeps its item (when it was added, its status: relay j30 saw a renewal re-date the quiet-room
    request); each other sentence is an item of its own, with its own kind and status (relay j36:
    a vegan diet, a female guide and a meeting place were one "diet" item)."""
    text = (booking.special_requests or "").strip()
    kept = [i for i in earlier if i.get("request") and sentence_key(i["request"]) in sentence_key(text)]
    said = {sentence_key(p) for i in kept for p in sentences(i["request"])}
    # no leading separator of a two-language text (relay j37: an item began "/ Please confirm…")
    rest = [_ended(p.lstrip("/|-–—;:, ").rstrip(";；, ")) for p in one_kind_each(request_parts(text))]
    # an age or headcount, or where they stay (the pickup holds it), asks the operator nothing
    rest = [p for p in rest if not asks_nothing(p) and not stay_fact(p)]
    # never the same request twice (relay 22 req 13: the mother's need was items 1 and 4)
    fresh = [p for p in distinct([p for p in rest if p]) if not any(says(k, sentence_key(p)) for k in said)]
    # one item per need, however often the text says it (run 54: items 1/7, 4/8, 6/9; agent/need_overlap.py)
    fresh = one_per_need(fresh, tuple(i["request"] for i in kept))
    return kept + [new_item(booking, p, now, added_after_booking=False) for p in fresh]


def said_already(booking: Booking, text: str) -> list[dict[str, Any]]:
    """The requests of ``booking`` still standing (each with its 1-based ``number``) that say some of ``text``, when
    together they say all of it: a request added again, alone or inside a longer one, is not a new item (relay 62:
    a child seat asked on its own while the car request beside it asked for it too); empty otherwise."""
    live = [(n, i) for n, i in enumerate(booking.special_request_items, start=1) if standing([i])]
    if not already_said(live_text(i["request"] for _, i in live), text):
        return []
    return [{"number": n, **i} for n, i in live if any(already_said(i["request"], p) for p in sentences(text))]


def decide(booking: Booking, index: int, decision: str, note: Optional[str], now: datetime) -> dict[str, Any]:
    """The operator's answer to request ``index`` (0-based) of ``booking``: the updated item."""
    item = booking.special_request_items[index]
    item["status"] = DECISIONS[decision]
    item["answered_at"] = iso(now)
    if note:
        item["operator_note"] = note
    return item
