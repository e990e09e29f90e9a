"""The booking details (start date, name, phone, pickup, e-mail, requests) read from the whole conversation.

``details(view)``: the session context first, then every traveller message and every
``validateUserDetails`` result in order (a later value wins), whatever the stage each came in.
``question(view, d)`` asks for everything still missing in one question (the single question when
only one is missing), or confirms an ambiguous date ("10 January or 1 October?") first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Any, Optional

from activities.models.scripted.need_labels import needs_in_language
from activities.models.scripted.phrases import say
from activities.models.scripted.understand import hear
from activities.models.scripted.window import Call, View
from agent.dates import long_date, resolve_choice

RECAP = re.compile(r"(\d{4}-\d{2}-\d{2}) → (\d{4}-\d{2}-\d{2})")
# (attribute, its single question, its name in the one-question list), in asking order
FIELDS = (
    ("travel_date", "ask_travel_date", "detail_date"),
    ("name", "ask_customer_name", "detail_name"),
    ("phone", "ask_customer_phone", "detail_phone"),
    ("pickup", "ask_pickup_location", "detail_pickup"),
)
_AND = {"EN": " and ", "KH": " និង ", "ZH": "和"}
_COMMA = {"EN": ", ", "KH": " ", "ZH": "、"}


@dataclass
class Details:
    travel_date: Optional[str]
    name: Optional[str]
    phone: Optional[str]
    pickup: Optional[str]
    email: Optional[str] = None
    date_choices: tuple[str, ...] = ()  # an ambiguous date still to confirm
    requests: Optional[str] = None  # special needs said anywhere ("vegetarian", "wheelchair")

    def missing(self) -> list[str]:
        return [attr for attr, _, _ in FIELDS if not getattr(self, attr)]


def details(view: View) -> Details:
    """Context values, then answers and validation results, in order."""
    d = Details(
        view.travel_start(),
        view.get("customer_name"),
        view.get("customer_phone"),
        view.get("pickup_location"),
        view.get("customer_email"),
    )
    for said in earlier_words(view):  # messages that fell out of the window, oldest first
        _take(d, hear(said, None, view.today).slots, view.today)
    events: list[tuple[int, Any]] = [(t.index, t) for t in view.turns if not t.is_system]
    events += [(c.index, c) for c in view.calls if c.name == "validateUserDetails"]
    events += [(i, said) for i, said in zip(view.assistant_at, view.assistant_texts) if not view.get("booking_id")]
    for _, item in sorted(events, key=lambda e: e[0]):
        if isinstance(item, str):  # our own recap line ("… 2026-12-20 → 2026-12-22") keeps the date in view
            recap = RECAP.search(item)
            if recap:
                d.travel_date = recap.group(1)
            continue
        if isinstance(item, Call):
            if item.ok and item.data.get("valid"):
                normalized = item.data.get("normalized") or {}
                d.name = normalized.get("name") or item.input.get("name") or d.name
                d.phone = normalized.get("phone") or item.input.get("phone") or d.phone
            elif item.ok and "valid" not in item.data and view.flag("details_validated"):
                d.name, d.phone = view.get("customer_name"), view.get("customer_phone")  # compressed result
            continue
        slots = dict(hear(item.text, item.asked, view.today).slots)  # every detail, from any message
        if d.date_choices and item.asked == "ask_which_date" and not slots.get("travel_start_date"):
            slots["travel_start_date"] = resolve_choice(item.text, d.date_choices, view.today)
        _take(d, slots, view.today)
    d.requests = needs_in_language(d.requests, view.lang)  # put on the booking as the traveller reads it
    return d


def _take(d: Details, slots: dict[str, Any], today: date) -> None:
    """A message's details over the ones known so far (a later message wins)."""
    start = slots.get("travel_start_date")
    if start and date.fromisoformat(start) >= today:
        d.travel_date, d.date_choices = start, ()
    if slots.get("date_choices"):
        d.date_choices = tuple(slots["date_choices"])
    d.name = slots.get("name") or d.name
    d.phone = slots.get("phone") or d.phone
    d.email = slots.get("email") or d.email
    d.pickup = slots.get("pickup") or d.pickup
    needs = [n for n in str(slots.get("special_needs") or "").split(", ") if n]
    if needs:
        known = [n for n in (d.requests or "").split(", ") if n]
        d.requests = ", ".join(known + [n for n in needs if n not in known])


def earlier_words(view: View) -> list[str]:
    """The traveller's own messages that fell out of the context window, as the session fact
    ``earlier_conversation_summary`` quotes them (agent.context.summarise_outside_window); none
    when it is absent or worded otherwise."""
    quoted = re.findall(r'"([^"]+)"', view.get("earlier_conversation_summary") or "")
    return [q.removesuffix("…") for q in quoted]


def validated(view: View, d: Details) -> bool:
    return (
        view.flag("details_validated") and d.name == view.get("customer_name") and d.phone == view.get("customer_phone")
    )


def failed_validation(view: View, d: Details) -> Optional[Call]:
    """The last validation of these details, when it failed: refused, or (in this turn only) not
    answered for an outage; an outage in an earlier turn said nothing of the details, which are
    validated again (None)."""
    start = view.last_turn.index if view.last_turn else -1
    for call in reversed(view.calls):
        if (
            call.name == "validateUserDetails"
            and call.input.get("name") == d.name
            and call.input.get("phone") == d.phone
        ):
            if call.outage and call.index < start:
                return None
            return call if (not call.ok or call.data.get("valid") is False) else None
    return None


def question(lang: str, d: Details, skip: tuple[str, ...] = ()) -> Optional[str]:
    """The question for what is still missing (None when nothing is): an ambiguous date first,
    then every missing detail in one question, or the single question when one is missing."""
    if d.date_choices:
        a, b = (long_date(c, lang) for c in d.date_choices[:2])
        return say("ask_which_date", lang, a=a, b=b)
    missing = [f for f in FIELDS if not getattr(d, f[0]) and f[0] not in skip]
    if not missing:
        return None
    if len(missing) == 1:
        return say(missing[0][1], lang)
    names = [say(f[2], lang) for f in missing] + [say("detail_requests", lang)]  # invited once, with the rest
    items = (_COMMA.get(lang) or ", ").join(names[:-1]) + (_AND.get(lang) or " and ") + names[-1]
    return say("ask_booking_details", lang, items=items)


def noted(lang: str, d: Details) -> str:
    """ "Noted: Sokha Chan, +85512345678, pickup at …" for the details already given."""
    parts = [v for v in (d.name, d.phone) if v]
    if d.pickup:
        parts.append(say("summary_pickup", lang, v=d.pickup))
    return say("details_noted", lang, v=", ".join(parts)) if parts else ""
