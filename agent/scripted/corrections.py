"""Corrections during booking: "actually, change the date", "wrong number", "not yet".

``correction(view, text)`` answers a traveller who wants to change a booking detail: when the new
value is already in the message, the booking flow simply goes on with it (every detail is read
from every message); when it is not, the model asks for exactly that detail. ``None`` means the
message is not a correction of a booking detail.
"""

from __future__ import annotations

from typing import Optional

from agent.scripted.extract import _has, normalize
from agent.scripted.intents import intents, is_no
from agent.scripted.phrases import say
from agent.scripted.reply import Reply, text
from agent.scripted.understand import hear
from agent.scripted.window import View

CONFIRM_QUESTIONS = ("ask_confirm_booking", "ask_confirm_reserve", "ask_rereserve")
BOOKING_SLOTS = ("travel_start_date", "name", "phone", "email", "pickup")
# Which detail a correction is about, by the words it uses.
FIELDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("ask_travel_date", ("date", "dates", "day", "when", "start", "日期", "时间", "哪天", "出发日", "កាលបរិច្ឆេទ", "ថ្ងៃចេញ")),
    ("ask_customer_name", ("name", "spelling", "spelled", "名字", "姓名", "ឈ្មោះ")),
    ("ask_customer_phone", ("phone", "number", "mobile", "电话", "号码", "手机", "ទូរស័ព្ទ", "លេខ")),
    ("ask_pickup_location", ("pickup", "pick up", "pick-up", "pick us", "pick me", "接送", "接我", "ទទួល")),
)


def asked_detail(t: str) -> Optional[str]:
    words = normalize(t)
    for question, cues in FIELDS:
        if _has(words, cues):
            return question
    return None


def correction(view: View, t: str, restate: "Reply | None" = None) -> Optional[Reply]:
    """``restate``: what to answer when the message already holds the new value (e.g. the summary
    again); None lets the caller go on with the booking flow."""
    turn = view.last_turn
    said = intents(t)
    if "change" not in said and not (is_no(t) and turn is not None and turn.asked in CONFIRM_QUESTIONS):
        return None
    heard = hear(t, turn.asked if turn else None, view.today)
    if any(k in heard.slots for k in BOOKING_SLOTS):
        return restate
    question = asked_detail(t)
    if question is not None:
        return text(say(question, view.lang))
    return None
