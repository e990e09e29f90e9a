"""DISCOVERY: gather the six required fields, one question at a time, then search."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from activities.models.scripted import extract as x, fit
from activities.models.scripted.assumptions import MOOD_NOTE, assumed_line, default_for, value_label
from activities.models.scripted.budget_words import prefers_budget_over_quality
from activities.models.scripted.compose import error_text, money, suggestions_text
from activities.models.scripted.destination import CITY_ENVIRONMENT, destination_region
from activities.models.scripted.intents import intents, is_off_topic
from activities.models.scripted.money_words import per_person_usd
from activities.models.scripted.phrases import say
from activities.models.scripted.recovery import help_text
from activities.models.scripted.reply import Reply, calls, text
from activities.models.scripted.stage_help import can_do_now
from activities.models.scripted.understand import hear
from activities.models.scripted.window import View
from activities.models.scripted.words import _has
from agent.normal_text import normalize

FIELDS = ("mood", "environment", "duration_days", "people_count", "budget", "departure_city")
QUESTIONS = {
    "ask_mood",
    "ask_environment",
    "ask_duration_days",
    "ask_people_count",
    "ask_budget",
    "ask_budget_anchors",
    "ask_budget_in_dollars",
    "ask_departure_city",
    "ask_conflict",
    "ask_what_didnt_fit",
}
LUXURY_CONFLICT_MAX_USD = 80.0
_PRICE_WORDS = (
    "price",
    "expensive",
    "cheap",
    "cheaper",
    "budget",
    "cost",
    "money",
    "贵",
    "价格",
    "预算",
    "ថ្លៃ",
    "តម្លៃ",
)
_LENGTH_WORDS = ("long", "short", "shorter", "longer", "days", "length", "duration", "天数", "រយៈពេល")


@dataclass
class Facts:
    mood: Optional[str] = None
    environment: Optional[str] = None
    duration_days: Optional[int] = None
    people_count: Optional[int] = None
    budget: Optional[tuple[Optional[float], float]] = None
    departure_city: Optional[str] = None
    region: Optional[str] = None  # the destination named (not asked for): its trips come first
    vague_budget: bool = False
    anchors_needed: bool = False
    luxury: bool = False
    conflict_answered: bool = False
    unknown_currency: Optional[str] = None  # the budget was said in it: asked again in dollars, once
    stated_total: Optional[dict[str, Any]] = None  # the last budget said was for the whole group (issue 39)
    assumed: dict[str, Any] = field(default_factory=dict)  # asked, no usable answer: the default taken
    assumed_now: dict[str, Any] = field(default_factory=dict)  # ... because of the last message

    def missing(self) -> list[str]:
        """Missing fields in asking order."""
        return [name for name in FIELDS if getattr(self, name) is None]

    @property
    def conflict(self) -> bool:
        return (
            self.luxury
            and not self.conflict_answered
            and self.budget is not None
            and self.budget[1] < LUXURY_CONFLICT_MAX_USD
        )


def _from_context(view: View, use_context: bool = True) -> Facts:
    if not use_context:
        return Facts()
    f = Facts(mood=view.get("mood"), environment=view.get("environment"), departure_city=view.get("departure_city"))
    days, people = view.num("duration_days"), view.num("people_count")
    f.duration_days = int(days) if days else None
    f.people_count = int(people) if people else None
    lo, hi = view.num("budget_min_usd"), view.num("budget_max_usd")
    # one figure said: the context shows no minimum (the session's search window has it)
    f.budget = (lo, hi) if hi is not None else None
    return f


def facts(view: View, use_context: bool = True) -> Facts:
    """The discovery fields: context first, then every user message in order (later answers win).
    A question answered with nothing usable for its field is not asked again: the field takes its
    default at once (assumptions.py), said in the reply (issue 39). ``use_context=False``: from the
    messages alone (once a search has recorded every field, to tell what was assumed)."""
    f = _from_context(view, use_context)
    turns = [turn for turn in view.turns if not turn.is_system]
    for n, turn in enumerate(turns):
        t, asked = turn.text, turn.asked
        heard = hear(t, asked, view.today)
        s = heard.slots
        env = s.get("environment")
        if env is None and asked == "ask_environment":
            env = CITY_ENVIRONMENT.get(x.find_city(t) or "")
        if env == "BEACH" and f.environment == "ISLAND" and "change" not in intents(t):
            env = None  # "the sea" after Koh Rong was named keeps the island: it is a sea trip (batch G)
        values = {name: (env if name == "environment" else s.get(name)) for name in FIELDS}
        f.region = destination_region(t, s.get("departure_city") or f.departure_city) or f.region
        said_budget = "budget" in s or "stated_budget" in s
        if said_budget:
            stated = s.get("stated_budget")
            f.stated_total = stated if stated and stated["per"] == "total" else None
        for name, value in values.items():
            if value is not None:
                setattr(f, name, value)
                f.assumed.pop(name, None)
        budget = s.get("budget")
        if heard.unknown_currency and asked != "ask_budget_in_dollars":
            f.unknown_currency = heard.unknown_currency
        if budget is not None or said_budget:
            f.vague_budget = f.anchors_needed = False
        elif heard.vague_budget:
            f.vague_budget = True
        f.luxury = f.luxury or heard.luxury
        if asked == "ask_conflict":
            f.conflict_answered = True
            if prefers_budget_over_quality(t) is False and budget is None:
                f.budget, f.anchors_needed = None, True
        if asked == "ask_what_didnt_fit":
            _clear_what_did_not_fit(f, t, changed=any(v is not None for v in values.values()))
        _assume_unanswered(f, asked, said_budget, last=n == len(turns) - 1)
    if f.stated_total is not None:  # divided by the group as it is now
        f.budget = per_person_usd(f.stated_total, f.people_count) or f.budget
        f.vague_budget = f.anchors_needed = f.vague_budget and f.budget is None
    return f


def _assume_unanswered(f: Facts, asked: Optional[str], said_budget: bool, last: bool) -> None:
    """The field ``asked`` is still empty after its answer: take its default (never ask twice).
    A budget question answered vaguely ("cheap") is followed by the anchors question instead,
    which is another question; the anchors question itself is asked once."""
    answered = "budget" if asked in ("ask_budget", "ask_budget_anchors", "ask_budget_in_dollars") else (asked or "")[4:]
    if answered not in FIELDS or getattr(f, answered) is not None or (answered == "budget" and said_budget):
        return
    if asked == "ask_budget" and f.vague_budget:
        return
    value = default_for(answered, f.mood, f.environment)
    setattr(f, answered, value)
    f.vague_budget = f.anchors_needed = False if answered == "budget" else f.vague_budget
    f.assumed[answered] = value
    if last:
        f.assumed_now[answered] = value


def assumed_mood_note(view: View, f: Facts) -> str:
    """ "I planned it as a relaxing trip…" at the trip cards, when the traveller never said which
    kind of trip (unless this very reply already says it was assumed)."""
    mood = f.assumed.get("mood")
    if mood is None or "mood" in f.assumed_now:
        return ""
    return (MOOD_NOTE.get(view.lang) or MOOD_NOTE["EN"]).format(mood=value_label("mood", mood, view.lang))


def _clear_what_did_not_fit(f: Facts, t: str, changed: bool) -> None:
    """The traveller said what did not fit: forget that field so it is asked again."""
    words = normalize(t)
    if changed:
        return
    if _has(words, _PRICE_WORDS):
        f.budget, f.anchors_needed = None, True
    elif _has(words, _LENGTH_WORDS):
        f.duration_days = None
    else:
        f.environment = None


def search_input(f: Facts, view: View) -> dict[str, Any]:
    assert f.budget is not None
    inp: dict[str, Any] = {
        "mood": f.mood,
        "environment": f.environment,
        "duration_days": f.duration_days,
        "people_count": f.people_count,
        "departure_city": f.departure_city,
        "language": view.lang,
    }
    # one figure said: its maximum alone (the context shows no made-up minimum; the session's window is searched)
    inp["budget_usd"] = {"max": f.budget[1]} if f.budget[0] is None else {"min": f.budget[0], "max": f.budget[1]}
    if f.region:  # the region the traveller named, read from the messages (getTripSuggestions' region)
        inp["region"] = f.region
    return inp


def question_for(f: Facts, lang: str) -> str:
    missing = f.missing()
    if not missing:
        return say("present_invite", lang)
    field = missing[0]
    if field == "budget" and f.unknown_currency:
        return say("ask_budget_in_dollars", lang, currency=f.unknown_currency)
    if field == "budget":
        return say("ask_budget_anchors" if (f.vague_budget or f.anchors_needed) else "ask_budget", lang)
    return say(f"ask_{field}", lang)


def held_search(view: View) -> Optional[dict[str, Any]]:
    """The search the wishes the session context holds make, when they are complete, with the region
    named before this message (the context has no region: without it every later message that
    says a search word would look like a new search)."""
    f = _from_context(view)
    if f.missing():
        return None
    earlier = [turn for turn in view.turns if not turn.is_system][:-1]
    for turn in earlier:
        city = hear(turn.text, turn.asked, view.today).slots.get("departure_city") or f.departure_city
        f.region = destination_region(turn.text, city) or f.region
    return search_input(f, view)


# Search fields by the updateTravellerPreferences field that records them.
_SEARCH_KEY = {"budget": "budget_usd", "budget_min_usd": "budget_usd", "budget_max_usd": "budget_usd"}


def search_before(view: View, done: Any) -> Optional[dict[str, Any]]:
    """The search before ``done``: the last one still in the window, else (older calls leave the
    window) ``done`` without what this turn recorded; None for the first search."""
    earlier = [c for c in view.calls if c.name == "getTripSuggestions" and c.index < done.index]
    if earlier:
        return dict(earlier[-1].input)
    if "trips_shown_2" not in view.ctx:
        return None
    recorded = view.turn_call("updateTravellerPreferences")
    changed = {_SEARCH_KEY.get(k, k) for k in (recorded.input if recorded else {})}
    return {k: v for k, v in done.input.items() if k not in changed}


def discovery(view: View) -> Reply:
    lang = view.lang
    done = view.turn_call("getTripSuggestions")
    if done is not None:
        before = search_before(view, done)
        changed = fit.changes_line(before, done.input, lang) if before is not None else ""
        f = facts(view, use_context=False)
        assumed = assumed_mood_note(view, f) if before is None else ""
        return text(
            changed,
            _assumed(view, f),
            assumed,
            suggestions_text(done, lang) if done.ok else error_text(done, lang),
        )
    turn = view.last_turn
    f = facts(view)
    if turn is not None and is_off_topic(turn.text) and not _mentions_trip(turn.text):
        return text(say("off_topic", lang), _assumed(view, f), question_for(f, lang))
    if f.conflict:
        assert f.budget is not None
        return text(say("conflict_intro", lang, budget=money(f.budget[1])), say("ask_conflict", lang))
    if f.missing():
        opener = say("greeting", lang) if view.first_reply else ""
        return text(opener, _assumed(view, f), question_for(f, lang))
    reply = calls(view, ("getTripSuggestions", search_input(f, view)))
    return reply or text(say("no_trips", lang))


def _assumed(view: View, f: Facts) -> str:
    """What this reply assumed, after "I didn't catch that" when the message said nothing usable."""
    if not f.assumed_now:
        return ""
    turn = view.last_turn
    lost = turn is not None and hear(turn.text, turn.asked, view.today).empty
    parts = [help_text("not_understood", view.lang), can_do_now(view.stage, view.lang)] if lost else []
    return "\n\n".join([*parts, assumed_line(f.assumed_now, view.lang)])


def _mentions_trip(t: str) -> bool:
    return any(k in hear(t).slots for k in FIELDS)
