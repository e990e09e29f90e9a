"""Corrections during booking: "actually, change the date", "wrong number", "not yet".

``correction(view, text)`` answers a traveller who wants to change a booking detail: when the new
value is already in the message, the booking flow simply goes on with it (every detail is read
from every message); when it is not, the model asks for exactly that detail. ``None`` means the
message is not a correction of a booking detail.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from activities.models.scripted import fit
from activities.models.scripted.discovery import FIELDS as SEARCH_FIELDS, facts, held_search, search_input
from activities.models.scripted.intents import intents, is_no
from activities.models.scripted.phrases import say
from activities.models.scripted.reply import Reply, text
from activities.models.scripted.summary_wait import CONFIRM_QUESTIONS
from activities.models.scripted.understand import hear
from activities.models.scripted.window import View
from activities.models.scripted.words import _has
from agent.normal_text import normalize

BOOKING_SLOTS = ("travel_start_date", "date_choices", "name", "phone", "email", "pickup")
# Which detail a correction is about, by the words it uses.
DETAILS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "ask_travel_date",
        ("date", "dates", "day", "when", "start", "日期", "时间", "哪天", "出发日", "កាលបរិច្ឆេទ", "ថ្ងៃចេញ"),
    ),
    ("ask_customer_name", ("name", "spelling", "spelled", "名字", "姓名", "ឈ្មោះ")),
    ("ask_customer_phone", ("phone", "number", "mobile", "电话", "号码", "手机", "ទូរស័ព្ទ", "លេខ")),
    ("ask_pickup_location", ("pickup", "pick up", "pick-up", "pick us", "pick me", "接送", "接我", "ទទួល")),
)


def asked_detail(t: str) -> Optional[str]:
    words = normalize(t)
    for question, cues in DETAILS:
        if _has(words, cues):
            return question
    return None


def correction(view: View, t: str, restate: Reply | None = None) -> Optional[Reply]:
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


# ---------------------------------------------------------------- changing the trip wishes
START_OVER: dict[str, str] = {
    "EN": "Of course — let's start again. Tell me what you'd like this time: the kind of trip, the place, how many "
    "days, who is coming, the budget per person and where you'd leave from. Anything you don't change stays "
    "as before{kept}.",
    "KH": "បាទ/ចាស — តោះចាប់ផ្តើមម្តងទៀត។ សូមប្រាប់ខ្ញុំពីអ្វីដែលអ្នកចង់បានលើកនេះ៖ ប្រភេទដំណើរ កន្លែង ចំនួនថ្ងៃ "
    "អ្នកណាខ្លះទៅ ថវិកាក្នុងម្នាក់ និងទីក្រុងចេញដំណើរ។ អ្វីដែលអ្នកមិនប្តូរ នៅដដែល{kept}។",
    "ZH": "好的——我们重新开始。请告诉我这次的想法：旅行类型、目的地、天数、同行人员、每人预算和出发城市。"
    "您没有修改的内容保持不变{kept}。",
}
_KEPT = {"EN": " ({v})", "KH": " ({v})", "ZH": "（{v}）"}


def start_over_text(view: View) -> str:
    lang = view.lang
    held = {key: view.get(key) for key in ("mood", "environment", "duration_days", "people_count", "departure_city")}
    known = fit.changes_line({}, held, lang, bare=True)
    kept = (_KEPT.get(lang) or _KEPT["EN"]).format(v=known) if known else ""
    return (START_OVER.get(lang) or START_OVER["EN"]).format(kept=kept)


def wants_new_search(view: View, t: str) -> bool:
    """The message changes a trip wish (days, budget, place…) after suggestions were shown, and the
    search those wishes make differs from the last one."""
    last = view.latest("getTripSuggestions")
    # the last search still in the window, else (older calls leave it) the one the session's
    # recorded wishes make: the lists shown are in the context
    searched = (
        dict(last.input) if last is not None else (held_search(view) if view.list("suggested_trip_ids") else None)
    )
    if searched is None or "book" in intents(t):
        return False
    turn = view.last_turn
    wish = without_trip_questions(t)  # "山上冷不冷？带什么衣服？" asks about the trip: no new wish (held-out AD)
    if not any(k in hear(wish, turn.asked if turn else None, view.today).slots for k in SEARCH_FIELDS):
        return False
    wished = facts(view)
    wanted = search_input(wished, view)
    return not wished.missing() and _compared(wanted, searched) != _compared(searched, wanted)


# a question's sentence, ended by its question mark ("山上冷不冷？", "is it cold up there?", "ភ្នំត្រជាក់ទេ?")
_SENTENCES = re.compile(r"[^.!?。！？\n]*(?:[.!?。！？\n]+|$)")
_ASKS_ABOUT_THE_TRIP = frozenset({"weather", "packing"})


def without_trip_questions(t: str) -> str:
    """``t`` without its questions about what the trip will be like (its weather, what to pack): held-out batch AD's
    "先问一下：山上冷不冷？老人小孩要带什么衣服？" under the cards was read as a wish for the mountains, a new search
    drew other cards, and "就第一个" booked another trip than the first card shown. The place a weather or packing
    question names is the trip's, asked about, never a wish changing the search."""
    kept = [s for s in _SENTENCES.findall(t) if not (re.search(r"[?？]", s) and intents(s) & _ASKS_ABOUT_THE_TRIP)]
    return "".join(kept)


def _compared(search: dict[str, Any], other: dict[str, Any]) -> dict[str, Any]:
    """``search`` as compared with ``other``: a budget by its maximum alone when either has no minimum (the
    context shows none for one figure said; the session's window has it)."""
    budget, theirs = search.get("budget_usd"), other.get("budget_usd")
    if isinstance(budget, dict) and isinstance(theirs, dict) and ("min" not in budget or "min" not in theirs):
        return {**search, "budget_usd": budget.get("max")}
    return search


def sent_twice(view: View) -> Optional[Reply]:
    """The traveller's message says again what the one before said (sent twice, a double tap) while
    the cards that first copy's own search drew are on screen: answered once more in a line that says
    so, never a second search or list (held-out batch Q). A copy whose turn drew no cards (its answer
    was "busy, please try again", or it chose a card) is no double tap: the repeat is read afresh, so a
    traveller who tries again after a failed answer gets what they asked for."""
    turns = [turn for turn in view.turns if not turn.is_system]
    if len(turns) < 2 or view.stage != "SUGGESTION" or view.trip_in_focus:
        return None
    if normalize(turns[-1].text).strip() != normalize(turns[-2].text).strip():
        return None
    if not _drew_cards(view, turns[-2].index, turns[-1].index):
        return None
    return text(say("sent_twice_cards", view.lang), say("present_invite", view.lang))


def _drew_cards(view: View, start: int, end: int) -> bool:
    """A trip search made between these two message indexes (in that one turn) succeeded."""
    return any(c.name == "getTripSuggestions" and c.ok for c in view.calls if start < c.index < end)
