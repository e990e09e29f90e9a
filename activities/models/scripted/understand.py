"""One traveller message → every slot it fills and every intent it expresses (``hear``).

All slots are read from every message, in any order (a name, a phone, a date and a group size
can come in one line); ``asked`` (the question asked right before) only lets a bare answer
count ("3" after "How many days?", "Sokha Chan" after "What is the full name?"). A value is kept
only when it fits its slot (see :mod:`activities.models.scripted.contact`). Corrections are understood by
dropping what the traveller negates: "4 people, not 3" gives 4, "Jan 12 instead of Jan 10" gives
Jan 12.

Slot names follow the ``updateTravellerPreferences`` contract plus the booking details:
mood, environment, duration_days, people_count, adults, children_ages, budget (min, max per
person), departure_city, travel_start_date, travel_end_date, special_needs, transport, name,
phone, email, pickup, and date_choices (an ambiguous date's two readings, to confirm).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache
from typing import Any, Optional

from activities.models.scripted import contact as c, extract as x
from activities.models.scripted.budget_words import extract_anchor_choice, extract_budget, is_vague_budget, wants_luxury
from activities.models.scripted.destination import destination_environment
from activities.models.scripted.intents import intents
from activities.models.scripted.looking import asks_to_look
from activities.models.scripted.money_words import per_person_usd, stated_budget, strip_amount
from activities.models.scripted.negated_places import split_negated
from activities.models.scripted.party import extract_party
from activities.models.scripted.pickup_place import home_of_kin, home_town, place_only
from activities.models.scripted.place_correction import corrected_place
from activities.models.scripted.redate import corrected_start, without_paying_days
from activities.models.scripted.special_notes import noted_requests, request_part
from activities.models.scripted.unknown_money import unknown_currency
from activities.models.scripted.words import _has
from agent.dates import TravelDates, strip_dates, travel_dates
from agent.normal_text import normalize

DISCOVERY_SLOTS = ("mood", "environment", "duration_days", "people_count", "budget", "departure_city")
BUDGET_QUESTIONS = ("ask_budget", "ask_budget_anchors", "ask_budget_in_dollars")
_PHONE_LIKE = re.compile(r"(\+?\d(?:[\d\s()-]|\.(?!\s)){6,}\d)(\)?\.?)")  # digits up to a sentence's end
DATE_QUESTIONS = ("ask_travel_date", "ask_booking_details", "ask_which_date")
# Intents that make a message more than a bare answer (it is not a name / a pickup place).
_NOT_AN_ANSWER = {
    "affirm",
    "deny",
    "book",
    "change",
    "start_over",
    "compare",
    "none_fit",
    "negotiate",
    "cancel",
    "paid",
    "payment_problem",
    "help",
}
_NEGATED = re.compile(
    r"(?<![a-z])(?:not(?! (?:more|over|too|above|exceeding|much|very|really|sure|yet|now|bad|a problem|eat|drink))|"
    r"instead of|rather than|no longer|isn't|wasn't|不是|而不是|មិនមែន)\s+[^,.;!?，。；]{1,24}?(?=[,.;!?，。；]|\s+but\s|$)"
)
_SPECIAL_NEEDS = (
    ("wheelchair", ("wheelchair", "轮椅", "រទេះរុញ")),
    ("limited mobility", ("mobility", "can't walk far", "行动不便")),
    (
        "vegetarian",
        (
            "vegetarian",
            "veggie",
            "don't eat meat",
            "dont eat meat",
            "do not eat meat",
            "doesn't eat meat",
            "does not eat meat",
            "none of us eat meat",
            "nobody eats meat",
            "no one eats meat",
            "no meat",
            "meat-free",
            "meat free",
            "素食",
            "吃素",
            "不吃肉",
            "不吃荤",
            "បួស",
            "មិនញ៉ាំសាច់",
            "មិនហូបសាច់",
            "មិនបរិភោគសាច់",
            "តមសាច់",
        ),
    ),
    ("vegan", ("vegan",)),
    ("halal", ("halal", "清真", "ហាឡាល់")),
    ("food allergy", ("allergy", "allergic", "过敏", "អាឡែហ្ស៊ី")),
    ("pregnant", ("pregnant", "怀孕", "មានផ្ទៃពោះ")),
    ("elderly travellers", ("elderly", "grandma", "grandpa", "grandparents", "老人", "ចាស់ជរា")),
)
_TRANSPORT = (
    (
        "self_drive",
        (
            "self-drive",
            "self drive",
            "drive ourselves",
            "drive myself",
            "rent a car",
            "rental car",
            "rent a motorbike",
            "自驾",
            "បើកបរខ្លួនឯង",
        ),
    ),
    ("driver", ("with a driver", "private driver", "a driver", "our own driver", "司机", "包车", "អ្នកបើកបរ")),
)


@dataclass
class Heard:
    """What one message says: filled slots, intents and a few signals for the dialogue."""

    slots: dict[str, Any] = field(default_factory=dict)
    intents: set[str] = field(default_factory=set)
    vague_budget: bool = False
    luxury: bool = False
    unknown_currency: Optional[str] = None  # "20,000 birr": a currency the budget table does not know

    @property
    def empty(self) -> bool:
        return (
            not self.slots
            and not (self.intents - {"greeting", "thanks"})
            and not self.vague_budget
            and not self.unknown_currency
        )


def _without_negated(text: str) -> str:
    return _NEGATED.sub(" ", text)


def _answer_city(text: str) -> Optional[str]:
    city = x.find_city(text)
    if city:
        return city
    cleaned = re.sub(
        r"(?i)^\s*(?:from|i'?m in|we'?re in|leaving|leaving from|in|we live in|i live in)\s+", "", text.strip()
    ).strip(" .!")
    # a town's name the table does not know, in any script, kept as given ("Kuching", "បាវិត", "芒街"):
    # Khmer vowel signs are no word characters of the pattern (held-out batch U: "បាវិត" was not understood)
    cleaned = _AT_TOWN.sub("", cleaned).strip(" .!។。") if not cleaned.isascii() else cleaned
    if (
        cleaned
        and not _NO_TOWN.search(cleaned)
        and len(cleaned.split()) <= 3
        and not re.search(r"\d|[០-៩]", cleaned)
        and re.fullmatch(r"[^\W\d_][\w '-]*|[\u1780-\u17dd\s]{2,24}|[\u4e00-\u9fff]{2,8}", cleaned)
    ):
        return cleaned.title() if cleaned.isascii() else cleaned
    return None


# not knowing, a yes or a no is never a town ("មិនដឹងទេ", "不知道", "好的", "随便")
_NO_TOWN = re.compile(
    r"(?i)^(?:ok|okay|yes|no|sure|idk|any|anywhere)$|\b(?:don'?t|dont|not) (?:know|sure)\b|មិនដឹង|អត់ដឹង|មិនច្បាស់|"
    r"^(?:ទេ|បាទ|ចាស|អត់ទេ|បាន|យល់ព្រម|ណាក៏បាន)$|不知道|不确定|随便|都可以|都行|^(?:好的?|是的?|对|行|可以|没有|不)$"
)
# "ពីបាវិត", "នៅបាវិត បង", "从芒街出发": the town inside its words of starting
_AT_TOWN = re.compile(r"^(?:ចេញ)?(?:ពី|នៅ|ខ្ញុំនៅ|យើងនៅ)|(?:បង|ណា|ចាស|បាទ)$|^(?:从|在|我在|我们在)|(?:出发|吧|呢)$")


def _keyword_value(t: str, table: tuple[tuple[str, tuple[str, ...]], ...]) -> list[str]:
    return [value for value, words in table if _has(t, words)]


def _label_of(label: str, note: str) -> bool:
    """``label`` (a need's keyword value) was read from the words of ``note``, or is in it."""
    return label in note.lower() or _has(note, dict(_SPECIAL_NEEDS).get(label, ()))


@lru_cache(maxsize=2048)
def hear(text: str, asked: Optional[str] = None, today: Optional[date] = None) -> Heard:
    """Everything ``text`` says; ``asked`` is the question key asked right before (or None).

    Cached (the dialogue reads the same messages on every call): treat the result as read-only."""
    today = today or date(2026, 1, 1)
    asked_requests = ""
    if asked == "ask_booking_details":  # the details and then any special requests, in the traveller's words
        text, asked_requests = request_part(text)
    heard = Heard(intents=intents(text))
    s = heard.slots
    plain = _without_negated(normalize(text))
    first = re.split(r"(?<=[.!?。！？])\s+|\s+(?:—|--)\s+", text.strip())[0]
    # a bare answer comes first ("Sokha Hotel. Actually, …"); a question or a request to see something
    # ("看看照片", "hotel details", "what are the reviews like?") is never one (issue 38/39)
    bare_ok = not (intents(first) & _NOT_AN_ANSWER) and not asks_to_look(first)

    # booking details first; their text is then blanked so its digits are not read as days or dollars
    email = c.extract_email(text)
    phone = c.extract_phone(_without_negated(text))
    name = c.extract_name(_without_negated(text), asked=asked == "ask_customer_name" and bare_ok)
    # "不是 Golden Banana，是 Angkor Village 酒店": the right place of a correction (held-out batch AB)
    pickup = corrected_place(text) or c.extract_pickup(text, asked=asked == "ask_pickup_location" and bare_ok)
    if (asked == "ask_booking_details" and bare_ok) or email or phone:  # "Sokha Chan, +855…, Riverside Hotel"
        bare_name, bare_pickup = c.bare_details(_without_negated(text), asked=asked == "ask_booking_details")
        said_notes = noted_requests(text)  # "ប្ដីខ្ញុំឈឺខ្នង" (my husband's back hurts) is no name or pickup
        bare_name, bare_pickup = (None, None) if said_notes and not (phone or email) else (bare_name, bare_pickup)
        name, pickup = name or bare_name, pickup or bare_pickup
    pickup = place_only(pickup, name, phone)  # never the traveller's name or phone (issue 39)
    if pickup and asked != "ask_pickup_location" and home_of_kin(pickup):
        pickup = None  # "住在金边儿子家": where they stay, said in passing; the pickup is asked (batch O)
    if pickup and x.is_city_name(pickup):
        pickup = None  # "ស្នាក់នៅកំពត" (staying in Kampot): where they start from, not a pickup place
    if pickup and asked not in ("ask_pickup_location", "ask_booking_details") and home_town(text, pickup):
        pickup = None  # "我们一家三口住在悉尼": their town, said in passing (held-out batch U)
    dated = without_paying_days(plain)  # "she can pay her half today" is no start date (held-out batch AA)
    found = travel_dates(dated, today, date_asked=asked in DATE_QUESTIONS)
    fixed = corrected_start(dated, today)  # "wrong date, A is busy, change to B": B, no end (batch O)
    if fixed:
        found = TravelDates(fixed)
    for key, value in (
        ("email", email),
        ("phone", phone),
        ("name", name),
        ("pickup", pickup),
        ("travel_start_date", found.start),
        ("travel_end_date", found.end),
        ("date_choices", found.choices),
    ):
        if value:
            s[key] = value
    rest = strip_dates(plain)
    for value in (email, phone, pickup, name):
        if value:
            rest = rest.replace(value.lower(), " ")
    rest = _PHONE_LIKE.sub(lambda m: " " * len(m.group(1)) + m.group(2), rest)  # "(+855 12 777 666). 2 of us"

    stated = stated_budget(text)  # another currency, or for the whole group (issue 39)
    if stated is not None:
        s["stated_budget"] = stated
        rest = strip_amount(rest)

    # trip preferences
    _preferences(heard, rest, asked, bare_ok)
    said_notes = [*noted_requests(text, (name or "",)), *split_negated(text)[1]]  # a refused place is a need
    said_notes += [asked_requests] if asked_requests else []
    diets = [k for k in _keyword_value(asked_requests, _SPECIAL_NEEDS) if k not in s.get("special_needs", "")]
    if diets:  # "none of us eat meat" said as the request is vegetarian too
        s["special_needs"] = ", ".join([*filter(None, [s.get("special_needs")]), *diets])
    notes = [n for n in dict.fromkeys(said_notes) if n.lower() not in s.get("special_needs", "").lower()]
    if notes:  # "Please make a note of his knee, as little climbing as possible", beside any other intent
        # a label read from words a note quotes yields to the note: "vegetarian" inside "Vegetarian meals please"
        # once, and never "vegetarian" for "Pescatarian: fish is fine, no meat" (held-out batch S)
        kept = [k for k in s.get("special_needs", "").split(", ") if k and not any(_label_of(k, n) for n in notes)]
        s["special_needs"] = ", ".join([*kept, *notes])
    if stated is not None:
        s.pop("budget", None)  # the amount said with its currency or group is the budget, not a number left over
        heard.vague_budget = False
    heard.unknown_currency = None if stated is not None else unknown_currency(text, asked in BUDGET_QUESTIONS)
    if heard.unknown_currency is not None:  # never read as dollars ("about 20,000 birr" is not $20,000)
        s.pop("budget", None)
        heard.vague_budget = False
    if stated is not None and "budget" not in s:
        per_person = per_person_usd(stated, s.get("people_count"))
        if per_person is not None:
            s["budget"] = per_person
    staying = re.search(r"(?i)\bstay(?:ing)?\b|住在|ស្នាក់នៅ", text)  # "staying at X in Siem Reap": they start there
    if pickup and staying and not s.get("departure_city") and x.find_city(pickup):
        s["departure_city"] = x.find_city(pickup)  # "staying at the Riverside Hotel in Kampot"
    if pickup and s.get("departure_city") and not staying and pickup.lower().find(s["departure_city"].lower()) >= 0:
        del s["departure_city"]
    return heard


def _preferences(heard: Heard, said: str, asked: Optional[str], bare_ok: bool) -> None:
    s = heard.slots
    t = split_negated(said)[0]  # "不要爬山", "កុំឡើងភ្នំច្រើន": never the place wished for (a need: hear)
    mood, env = x.extract_mood(t), x.extract_environment(t)
    days = x.extract_duration(t) or (x.extract_bare_int(t) if asked == "ask_duration_days" else None)
    party = extract_party(t)
    people = party.people_count or (x.extract_bare_int(t) if asked == "ask_people_count" else None)
    budget = extract_budget(t, asked=asked in BUDGET_QUESTIONS)
    if budget is None and asked == "ask_budget_anchors":
        budget = extract_anchor_choice(t)
    city = x.extract_departure_city(t) or (_answer_city(t) if asked == "ask_departure_city" and bare_ok else None)
    if env is None and asked != "ask_departure_city":
        env = destination_environment(t, city)  # "Kampot sounds nice", "ទៅលេងកែប" (issue 39)
    for key, value in (
        ("mood", mood),
        ("environment", env),
        ("duration_days", days),
        ("people_count", people),
        ("adults", party.adults),
        ("budget", budget),
        ("departure_city", city),
    ):
        if value is not None:
            s[key] = value
    if party.children_ages:
        s["children_ages"] = party.children_ages
    needs = _keyword_value(t, _SPECIAL_NEEDS)
    if needs:
        s["special_needs"] = ", ".join(needs)
    transport = _keyword_value(t, _TRANSPORT)
    if transport:
        s["transport"] = transport[0]
    heard.vague_budget = budget is None and (is_vague_budget(t) or (asked in BUDGET_QUESTIONS and not s))
    heard.luxury = wants_luxury(t)


def preference_input(slots: dict[str, Any]) -> dict[str, Any]:
    """The slots of the ``updateTravellerPreferences`` contract, in its field names."""
    out = {
        k: v
        for k, v in slots.items()
        if k
        in (
            "mood",
            "environment",
            "duration_days",
            "people_count",
            "adults",
            "children_ages",
            "departure_city",
            "travel_start_date",
            "travel_end_date",
            "special_needs",
            "transport",
        )
    }
    if "stated_budget" in slots:
        out["budget"] = slots["stated_budget"]  # as said: the workflow converts it
    elif "budget" in slots:
        out["budget_min_usd"], out["budget_max_usd"] = slots["budget"]
    return out
