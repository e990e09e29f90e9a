"""DISCOVERY: gather the six required fields, one question at a time, then search."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from agent.scripted import extract as x
from agent.scripted import fit
from agent.scripted.compose import error_text, money, suggestions_text
from agent.scripted.intents import is_off_topic
from agent.scripted.phrases import say
from agent.scripted.reply import Reply, calls, text
from agent.scripted.understand import hear
from agent.scripted.window import View

FIELDS = ("mood", "environment", "duration_days", "people_count", "budget", "departure_city")
QUESTIONS = {
    "ask_mood", "ask_environment", "ask_duration_days", "ask_people_count", "ask_budget",
    "ask_budget_anchors", "ask_departure_city", "ask_conflict", "ask_what_didnt_fit",
}
CITY_ENVIRONMENT = {"Siem Reap": "TEMPLE", "Sihanoukville": "BEACH", "Kep": "BEACH", "Koh Kong": "FOREST",
                    "Phnom Penh": "CITY"}
LUXURY_CONFLICT_MAX_USD = 80.0
_PRICE_WORDS = ("price", "expensive", "cheap", "cheaper", "budget", "cost", "money", "贵", "价格", "预算", "ថ្លៃ", "តម្លៃ")
_LENGTH_WORDS = ("long", "short", "shorter", "longer", "days", "length", "duration", "天数", "រយៈពេល")


@dataclass
class Facts:
    mood: Optional[str] = None
    environment: Optional[str] = None
    duration_days: Optional[int] = None
    people_count: Optional[int] = None
    budget: Optional[tuple[float, float]] = None
    departure_city: Optional[str] = None
    vague_budget: bool = False
    anchors_needed: bool = False
    luxury: bool = False
    conflict_answered: bool = False

    def missing(self) -> list[str]:
        return [name for name in FIELDS if getattr(self, name) is None]

    @property
    def conflict(self) -> bool:
        return (self.luxury and not self.conflict_answered and self.budget is not None
                and self.budget[1] < LUXURY_CONFLICT_MAX_USD)


def _from_context(view: View) -> Facts:
    f = Facts(mood=view.get("mood"), environment=view.get("environment"), departure_city=view.get("departure_city"))
    days, people = view.num("duration_days"), view.num("people_count")
    f.duration_days = int(days) if days else None
    f.people_count = int(people) if people else None
    lo, hi = view.num("budget_min_usd"), view.num("budget_max_usd")
    f.budget = (lo, hi) if lo is not None and hi is not None else None
    return f


def facts(view: View) -> Facts:
    """The discovery fields: context first, then every user message in order (later answers win)."""
    f = _from_context(view)
    for turn in view.turns:
        if turn.is_system:
            continue
        t, asked = turn.text, turn.asked
        heard = hear(t, asked, view.today)
        s = heard.slots
        env = s.get("environment")
        if env is None and asked == "ask_environment":
            env = CITY_ENVIRONMENT.get(x.find_city(t) or "")
        values = {name: (env if name == "environment" else s.get(name)) for name in FIELDS}
        for name, value in values.items():
            if value is not None:
                setattr(f, name, value)
        budget = s.get("budget")
        if budget is not None:
            f.vague_budget = f.anchors_needed = False
        elif heard.vague_budget:
            f.vague_budget = True
        f.luxury = f.luxury or heard.luxury
        if asked == "ask_conflict":
            f.conflict_answered = True
            if x.prefers_budget_over_quality(t) is False and budget is None:
                f.budget, f.anchors_needed = None, True
        if asked == "ask_what_didnt_fit":
            _clear_what_did_not_fit(f, t, changed=any(v is not None for v in values.values()))
    return f


def _clear_what_did_not_fit(f: Facts, t: str, changed: bool) -> None:
    """The traveller said what did not fit: forget that field so it is asked again."""
    words = x.normalize(t)
    if changed:
        return
    if x._has(words, _PRICE_WORDS):
        f.budget, f.anchors_needed = None, True
    elif x._has(words, _LENGTH_WORDS):
        f.duration_days = None
    else:
        f.environment = None


def search_input(f: Facts, view: View) -> dict[str, Any]:
    assert f.budget is not None
    inp: dict[str, Any] = {
        "mood": f.mood, "environment": f.environment, "duration_days": f.duration_days,
        "people_count": f.people_count, "budget_usd": {"min": f.budget[0], "max": f.budget[1]},
        "departure_city": f.departure_city, "language": view.lang,
    }
    return inp


def question_for(f: Facts, lang: str) -> str:
    missing = f.missing()
    if not missing:
        return say("present_invite", lang)
    field = missing[0]
    if field == "budget":
        return say("ask_budget_anchors" if (f.vague_budget or f.anchors_needed) else "ask_budget", lang)
    return say(f"ask_{field}", lang)


def discovery(view: View) -> Reply:
    lang = view.lang
    done = view.turn_call("getTripSuggestions")
    if done is not None:
        earlier = [c for c in view.calls if c.name == "getTripSuggestions" and c.index < done.index]
        changed = fit.changes_line(earlier[-1].input, done.input, lang) if earlier else ""
        return text(changed, suggestions_text(done, lang) if done.ok else error_text(done, lang))
    turn = view.last_turn
    f = facts(view)
    if turn is not None and is_off_topic(turn.text) and not _mentions_trip(turn.text):
        return text(say("off_topic", lang), question_for(f, lang))
    if f.conflict:
        assert f.budget is not None
        return text(say("conflict_intro", lang, budget=money(f.budget[1])), say("ask_conflict", lang))
    if f.missing():
        opener = say("greeting", lang) if view.first_reply else ""
        return text(opener, question_for(f, lang))
    reply = calls(view, ("getTripSuggestions", search_input(f, view)))
    return reply or text(say("no_trips", lang))


def _mentions_trip(t: str) -> bool:
    return any(k in hear(t).slots for k in FIELDS)
