"""After payment, "can we add an activity? maybe X or Y — what can you add and how much?" in EN / KH / ZH
("能不能再加一个活动？比如去看大象，或者去瀑布", "បន្ថែមសកម្មភាពមួយទៀត ដូចជាមើលដំរី ឬទឹកធ្លាក់"): an activity asked
for in general, with examples or none (held-out batch Z got "I can check the weather ..." for it).

An example the booked trip can add (by its list's name or by what it is) is quoted as that add-on; an
example the plan already holds is said to be in the plan with its day; otherwise the answer is plain
(no question): what the trip can add, each with its price per adult. A yes under that list naming none
of it is asked which one. ``wants_an_activity(said)`` is whether the message asks this; ``examples(said)``
the activities it names.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from activities.models.scripted.addable_meaning import by_meaning
from activities.models.scripted.addable_names import closest_addable
from activities.models.scripted.aftercare_phrases import say
from activities.models.scripted.ordinals import extract_ordinal
from activities.models.scripted.reply import Reply, calls, text
from activities.models.scripted.window import View
from agent.normal_text import normalize

_ANY_ACTIVITY = re.compile(
    r"\badd(?:ing)?\b[^.?!]{0,30}?\b(?:activit(?:y|ies)|excursions?|outings?|extras?)\b|"
    r"\bwhat (?:else |other \w+ )?(?:can|could) (?:you|we|i|the trip) add\b|"
    r"\b(?:anything|something) (?:else |more )?(?:we|you|i) (?:can|could) add\b|"
    r"加(?:[一1]|一些|点)?(?:个|项|些)?(?:别的|其他|其它)?(?:活动|项目)|(?:还)?(?:能|可以)(?:再)?加(?:些|点)?什么|"
    r"(?:បន្ថែម|ថែម)\s?(?:សកម្មភាព|កម្មវិធី\s?(?:ផ្សេង|មួយទៀត))|អាច(?:បន្ថែម|ថែម)\s?(?:អ្វី|អី)"
)
# the examples follow "maybe", "like", "比如", "ដូចជា", up to the sentence's end
_CUE = re.compile(
    r"\b(?:maybe|perhaps|like|such as|for example|for instance|e\.g\.|say|something like)\b[:,]?\s*|"
    r"(?:比如说?|例如|譬如|像是)[:：，,]?\s*|(?:ដូចជា|ឧទាហរណ៍)\s*"
)
_SENTENCE_END = re.compile(r"[.?!;。？！；។]|\s(?=តម្លៃ|ថ្លៃ|អស់|តើ)")
# a question beside the examples ("how much is it", "要多少钱", "ប៉ុន្មាន") is none of them
_QUESTION = re.compile(r"\b(?:how|what|which|price|cost)\b|多少|什么|价|ប៉ុន្មាន|អ្វី|តម្លៃ")
_OR = re.compile(r"\s*(?:,|，|、|\bor\b|\band\b|或者|或是|还是|或|ឬ|និង)\s*")
_LEAD = re.compile(
    r"^(?:(?:a|an|the|some|to|go|going|visit|visiting|see|seeing|do|doing)\s+)+|^(?:去|来|看|玩|参观)+(?=\S)|"
    r"^(?:ទៅ|មើល|លេង|ទស្សនា)+\s?"
)


def wants_an_activity(said: str) -> bool:
    """The message asks to add an activity without one name for it, or asks what can be added."""
    return _ANY_ACTIVITY.search(normalize(said)) is not None


def examples(said: str) -> list[str]:
    """The activities a message gives as examples ("maybe a waterfall swim or visiting elephants")."""
    t = normalize(said)
    found: list[str] = []
    for cue in _CUE.finditer(t):
        part = _SENTENCE_END.split(t[cue.end() :])[0]
        for piece in _OR.split(part):
            piece = _LEAD.sub("", piece.strip()).strip()
            if len(piece) >= 2 and piece not in found and not _QUESTION.search(piece):
                found.append(piece)
    return found


def plan_activities(view: View) -> list[tuple[int, str]]:
    """(day, activity) of the booked trip's plan, from its latest itinerary in the window."""
    trip = view.get("selected_trip_id")
    for call in reversed(view.calls):
        if call.name == "getTripItinerary" and call.ok and call.input.get("trip_id") in (trip, None):
            days: list[Any] = call.data.get("itinerary") or []
            return [
                (int(d.get("day") or 0), str(a)) for d in days if isinstance(d, dict) for a in d.get("activities") or []
            ]
    return []


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def offer(view: View, said: str, priced: list[tuple[str, float]]) -> Optional[Reply]:
    """The quote of the example the trip can add, else the plain answer (held examples, what can be added)."""
    names = [name for name, _ in priced]
    asked = examples(said) or [_SENTENCE_END.split(normalize(said))[0]]
    for example in asked:
        match = closest_addable(example, names) or by_meaning(example, names)
        if match:
            booking = view.get("booking_id")
            return calls(view, ("previewReschedule", {"booking_id": booking, "add_activities": [match]}))
    plan = plan_activities(view)
    parts: list[str] = []
    missing: list[str] = []
    for example in examples(said):
        held = by_meaning(example, [a for _, a in plan]) or closest_addable(example, [a for _, a in plan])
        if held:
            day = next(d for d, a in plan if a == held)
            parts.append(say("in_plan_already", view.lang, asked=_capital(example), held=held, day=day))
        else:
            missing.append(example)
    items = ("、" if view.lang == "ZH" else ", ").join(f"{name} ${price:g}" for name, price in priced)
    if missing and items:
        joiner = {"ZH": "、", "KH": " ឬ "}.get(view.lang, " or ")
        parts.append(say("not_addable", view.lang, activity=_capital(joiner.join(missing)), items=items))
    elif items:
        parts.append(say("can_add", view.lang, items=items))
    return text(*parts) if parts else text(say("nothing_to_add", view.lang))


def generic_activity(found: Optional[str]) -> bool:
    """An activity word that names none ("activity", "活动", "សកម្មភាព")."""
    return found is None or re.sub(r"\s", "", found) in ("activity", "activities", "活动", "项目", "សកម្មភាព")


# the list's closing line in each language (can_add and not_addable end with it)
LIST_TAIL = ("Name the one you'd like", "ប្រាប់ខ្ញុំមួយណា", "告诉我您要哪一项")
_ADD_IT = re.compile(
    r"\b(?:add|book|take|do) (?:it|that|this|one)\b|\byes\b|\bplease\b|加上|加吧|要加|好|行|可以|"
    r"បន្ថែម|ថែម|យក|បាទ|ចាស"
)


def which_one(view: View, said: str, names: list[str]) -> Optional[Reply]:
    """ "Yes, add it" under the list of what can be added, naming none: which one, asked with the names."""
    last = view.assistant_texts[-1] if view.assistant_texts else ""
    if not names or not any(tail in last for tail in LIST_TAIL) or not _ADD_IT.search(normalize(said)):
        return None
    joiner = "、" if view.lang == "ZH" else ", "
    return text(say("which_add_on", view.lang, items=joiner.join(names)))


_WHICH = ("Which one would you like to add", "តើអ្នកចង់បន្ថែមមួយណា", "请问您想加哪一项")


def under_the_list(view: View) -> bool:
    """The assistant's last message is the list of what can be added, or asks which of it."""
    last = view.assistant_texts[-1] if view.assistant_texts else ""
    return any(tail in last for tail in (*LIST_TAIL, *_WHICH))


def picked(view: View, said: str, names: list[str]) -> Optional[Reply]:
    """The add-on named in answer to the list or to "which one?" ("the kayaking one"): its quote."""
    if not names or not under_the_list(view):
        return None
    match = closest_addable(said, names) or by_meaning(said, names)
    if match is None:
        return None
    return calls(view, ("previewReschedule", {"booking_id": view.get("booking_id"), "add_activities": [match]}))


# "the last one", "最后一个", "មួយចុងក្រោយ": the list's last item, however long the list is
_LAST = re.compile(r"\blast\b|最后|ចុងក្រោយ")


def by_place(view: View, said: str, names: list[str]) -> Optional[str]:
    """Held-out batch AD: "please add the first activity you suggested" under the list of what the trip can add
    names the add-on by its place in that list ("the second one", "第一个", "ទីមួយ", "the last one"), never an
    activity called "first activity". None when no list is on screen, no place is said, or an add-on is named."""
    if not names or not under_the_list(view):
        return None
    index = -1 if _LAST.search(normalize(said)) else extract_ordinal(said)
    if index is None or closest_addable(said, names):
        return None
    last = view.assistant_texts[-1]
    shown = sorted((n for n in names if n in last), key=last.index) or names
    return shown[index] if -len(shown) <= index < len(shown) else None
