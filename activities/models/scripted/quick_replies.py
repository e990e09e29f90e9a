"""The quick replies of one scripted answer (issue 39): what the traveller can tap next.

``offer(view, reply)`` reads the question the answer asks (its phrase key) and the stage, and
gives the options of :mod:`quick_tables` in the session's language, plus the ones that depend on
the conversation: the trips shown, start dates, the two readings of an ambiguous date, pickup
places in the departure city. Every stage offers some (a journey can be finished by tapping, but
for the name and the phone, which nobody can tap for the traveller). Answers that call tools
offer none (the workflow only sends those of the turn's last response).
"""

from __future__ import annotations

from datetime import timedelta

from activities.models.scripted import aftercare, unpaid_changes
from activities.models.scripted.booking import trip_summary
from activities.models.scripted.details import details
from activities.models.scripted.phrases import asked_question
from activities.models.scripted.quick_tables import (
    BY_QUESTION,
    BY_STAGE,
    CANCELLED,
    COMPARE,
    DATE_FORMS,
    PICKUPS,
    START_OVER,
    TRIP_TEXT,
    Option,
)
from activities.models.scripted.reply import Reply
from activities.models.scripted.route_pickup import refused_pickup, route_pickups
from activities.models.scripted.window import View
from agent.dates import KH_MONTHS, MONTH_NAMES, long_date
from agent.quick_replies import QuickReply

_KH_DIGITS = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")
_DATE_QUESTIONS = ("ask_travel_date", "ask_booking_details")


def _made(options: list[Option], lang: str, **values: object) -> list[QuickReply]:
    out = []
    for value, words in options:
        label, said = words.get(lang) or words["EN"]
        out.append(QuickReply(label=label.format(**values), text=said.format(**values), value=value))
    return out


def date_text(iso: str, lang: str) -> str:
    """A start date as people write it in ``lang`` ("10 January 2027", "ថ្ងៃទី១០ ខែមករា ឆ្នាំ២០២៧", "2027年1月10日")."""
    y, m, d = (int(p) for p in iso.split("-"))
    month = MONTH_NAMES[m - 1] if lang == "EN" else next(k for k, v in KH_MONTHS.items() if v == m)
    written = (DATE_FORMS.get(lang) or DATE_FORMS["EN"]).format(d=d, m=m, y=y, month=month)
    return written.translate(_KH_DIGITS) if lang == "KH" else written


def _dates(view: View) -> list[QuickReply]:
    """Three start dates: in two weeks, in a month, in two months (a Saturday each)."""
    out = []
    for weeks in (2, 4, 8):
        day = view.today + timedelta(weeks=weeks)
        day += timedelta(days=(5 - day.weekday()) % 7)
        iso = day.isoformat()
        out.append(QuickReply(label=long_date(iso, view.lang), text=date_text(iso, view.lang), value=f"date:{iso}"))
    return out


def _trips(view: View) -> list[QuickReply]:
    out = []
    for n, trip_id in enumerate(view.list("suggested_trip_ids")[:3]):
        name = str(trip_summary(view, trip_id).get("name") or "")
        said = (TRIP_TEXT.get(view.lang) or TRIP_TEXT["EN"])[n]
        label = f"{n + 1}. {name}"[:80] if name else said
        out.append(QuickReply(label=label, text=said, value=f"trip:{trip_id}"))
    if len(out) >= 2:
        out += _made([COMPARE], view.lang)
    return out + _made([START_OVER], view.lang)


def _pickups(view: View) -> list[QuickReply]:
    refused = refused_pickup(view)
    if refused is not None:  # the places the trip can start from (issue 37/39)
        return route_pickups(refused, view.lang)
    city = view.get("departure_city") or "Phnom Penh"
    places = PICKUPS.get(city) or PICKUPS["Phnom Penh"]
    named = places.get(view.lang) or places["EN"]
    return [QuickReply(label=p, text=p, value=f"pickup:{p}") for p in named]


_QUOTES = ("quote_move", "quote_leave", "quote_shorter", "quote_cancel")


def _aftercare_question(text: str) -> bool:
    """Our own after-payment quote question ("Shall I confirm this change?" / "Shall I cancel it?")."""
    endings = [t.rsplit("}", 1)[-1].strip() for key in _QUOTES for t in aftercare.PHRASES[key].values()]
    return any(e and text.rstrip().endswith(e) for e in endings)


def _question(view: View, reply_text: str) -> str | None:
    """The phrase key of the question ``reply_text`` ends with, ours of the later modules included."""
    tail = reply_text.rstrip()
    for key in ("ask_confirm_change", "ask_what_to_change"):
        if any(tail.endswith(q) for q in unpaid_changes.PHRASES[key].values()):
            return key
    if _aftercare_question(tail):
        return "ask_confirm_aftercare"
    if any(tail.endswith(q) for q in aftercare.PHRASES["ask_new_date"].values()):
        return "ask_new_date"
    return asked_question(reply_text)


def _for_question(view: View, key: str) -> list[QuickReply]:
    lang = view.lang
    if key in ("ask_which_trip", "ask_pick_after_compare"):
        return _trips(view)
    if key == "ask_which_date":
        choices = details(view).date_choices
        return [QuickReply(label=long_date(c, lang), text=date_text(c, lang), value=f"date:{c}") for c in choices]
    if key == "ask_new_date" or (key in _DATE_QUESTIONS and not details(view).travel_date):
        return _dates(view)
    if key == "ask_pickup_location" or (key == "ask_booking_details" and not details(view).pickup):
        return _pickups(view)
    if key in ("ask_budget_anchors", "ask_budget_in_dollars"):
        key = "ask_budget"
    if key in BY_QUESTION:
        return _made(BY_QUESTION[key], lang, more=int(view.num("people_count") or 1) + 1)
    return []


def offer(view: View, reply: Reply) -> list[QuickReply]:
    """What the traveller can tap after ``reply`` (none when the reply calls tools)."""
    if reply.calls or not reply.text:
        return []
    key = _question(view, reply.text)
    options = _for_question(view, key) if key else []
    if options:
        return options
    stage = view.stage
    if stage == "DISCOVERY":
        return _made(BY_QUESTION["ask_mood"], view.lang)
    if stage == "SUGGESTION":
        return _trips(view)
    if stage == "POST_BOOKING" and (view.get("booking_status") or "").startswith("CANCELLED"):
        return _made(CANCELLED, view.lang)
    return _made(BY_STAGE.get(stage) or [START_OVER], view.lang)
