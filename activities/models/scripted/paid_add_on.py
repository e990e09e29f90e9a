"""After payment an activity asked for is quoted as an add-on of the booking (previewReschedule's
``add_activities``), in EN / KH / ZH: "Can you add a boat trip for all four of us? How much extra?",
"能加一个日落游船吗？要多少钱？", "តើអាចបន្ថែមការជិះទូកកាយ៉ាក់បានទេ?" (held-out batch Q: a paid booking's
add-on got "I can check the weather, share packing tips…" again and again).

The backend names what the trip can add and refuses another with that list; its quote is said as
what it adds, the yes confirms it (aftercare.py) and the top-up is paid by its QR.
Who joins, a longer trip, a hotel upgrade are not activities: ``asked_activity`` is None for them.
"""

from __future__ import annotations

import re
from typing import Optional

from activities.models.scripted.add_on_offer import (
    LIST_TAIL,
    by_place,
    examples,
    generic_activity,
    offer,
    picked,
    under_the_list,
    wants_an_activity,
    which_one,
)
from activities.models.scripted.addable_meaning import by_meaning
from activities.models.scripted.addable_names import closest_addable
from activities.models.scripted.aftercare_phrases import say
from activities.models.scripted.intents import customizations
from activities.models.scripted.reply import Reply, calls, text
from activities.models.scripted.window import Call, View
from agent.normal_text import normalize

# a person, a day or a room is never an activity ("add another adult", "加一个大人", "បន្ថែមមនុស្សធំ"); "晚上" before the
# activity is when it happens ("晚上坐船看萤火虫": an evening boat), on its own a night ("再加一个晚上")
_NOT_AN_ACTIVITY = re.compile(
    r"\b(?:adults?|child(?:ren)?|kids?|person|people|baby|son|daughter|mother|father|mum|mom|dad|wife|husband|"
    r"friend|grand\w*|brother|sister|aunt|uncle|nephew|niece|cousin|partner|days?|nights?|room|hotel|"
    r"my|our|him|her|them|me|us)\b|人|大人|成人|孩子|小孩|儿子|女儿|妈|爸|朋友|老伴|一天|两天|[0-9一二两三]\s?天|晚(?!餐|饭|宴|会|上[\u4e00-\u9fff])|房|酒店|"
    r"ថ្ងៃ(?!លិច|រះ)|នាក់|មនុស្ស|កូន|ម្តាយ|ឪពុក|មិត្ត|បន្ទប់|សណ្ឋាគារ|លុយ|ប្រាក់|ថវិកា"
)
# "加一个日落游船", "添加按摩", "再加个潜水": the activity after the verb, up to the question or the clause end
_ZH_ADD = re.compile(
    r"(?:添加|加上|增加|再加|加)(?:[1一两二](?:个|次|项|节|堂|场)?|个|节|堂|场)?([^，,。？?！!吗呢吧]{2,16})"
)
# "ថែម" is the spoken "add" ("ថែមជិះទូកមើលថ្ងៃលិច", held-out batch T), "ថែមលុយ" its price, never an activity
# the activity named after a filler word ("ថែមកម្មវិធីទៅមើលចម្ការម្រេច", add a programme to go and see the pepper
# farm; held-out batch X read "កម្មវិធី" as the activity): the programme, trip or visit words are not its name
_KH_ADD = re.compile(
    r"(?:បន្ថែម|ថែម)\s?(?:ការ|កម្មវិធី|ដំណើរ)?\s?(?:ទៅ\s?(?:មើល|លេង|ទស្សនា)|ទស្សនា)?\s?"
    r"([^?។,!]{2,40}?)\s?(?:បានទេ|បានអត់|ផង|ទៅ|សម្រាប់|ឱ្យ|អោយ|[?។,!]|$)"
)
_KH_TAIL = re.compile(r"\s?(?:មួយ|ម្តង|ទៀត)$")
# particles and address words only ("ថែមទៅបង", add it, dear): asks, adds nothing
_KH_NOTHING = re.compile(r"(?:\s?(?:បានទេ|បានអត់|ផង|ទៅ|ទៀត|បង|អូន|ណា|ចុះ|ហើយ|ចាស|បាទ))+\s?")
_ZH_FILLER = re.compile(
    r"^(?:项目|行程|活动)[:：]?|^(?:去|来)?(?:参观|游览|看看|看|逛逛?)(?=[\u4e00-\u9fff]{2})|的?(?:项目|行程)$"
)
_EN_FILLER = re.compile(
    r"\badd (?:a |an |one )?(?:day |half-day |short |side )?(?:trip|visit|excursion|outing|tour) (?:to|of) "
    r"(?:the |a |an )?([a-z][a-z' -]{1,60}?)(?= for\b| to\b| please\b| on day\b|[?.,!;]|$)"
)


def asked_activity(said: str) -> Optional[str]:
    """The activity a message asks to add, as said ("boat trip", "日落游船", "ជិះទូក"), else None."""
    t = normalize(said)
    found: Optional[str] = None
    for item in customizations(said):
        if item["type"] == "add_activity":
            found = str(item["details"].get("activity") or "")
    if found is None:
        zh = _ZH_ADD.search(t)
        kh = _KH_ADD.search(t)
        found = zh.group(1) if zh else _KH_TAIL.sub("", kh.group(1).strip()) if kh else None
        found = None if found and _KH_NOTHING.fullmatch(found) else found  # asks, adds nothing
    filler = _EN_FILLER.search(t)  # "add a trip to the pepper farm": the farm, not "trip"
    found = filler.group(1) if filler else _ZH_FILLER.sub("", _ZH_FILLER.sub("", found)) if found else found
    if re.search(r"\badd\s+[A-Z]", said):  # "add Oliver": someone named, never an activity
        return None
    if not _an_activity(found) and _ADD_IT.search(t):
        found = _wished(t)  # "想划皮划艇，能给我们三个人都加上吗": the activity wished for is the one added
    found = _ZH_VERB.sub("", _KIND_HEAD.sub("", (found or "").strip(" 的")))
    if len(found) < 2 or _NOT_AN_ACTIVITY.search(found) or found in ("activity", "something", "more"):
        return None
    return found


# "加一个活动：晚上坐船看萤火虫": the kind of thing added, said before the activity itself (held-out batch Y)
_KIND_HEAD = re.compile(r"^(?:活动|项目|行程|សកម្មភាព)\s?[：:]?\s?(?=\S{2})")


# an add with no activity of its own ("add it for all three of us", "能给我们都加上吗", "បន្ថែមឲ្យយើងទាំងបីនាក់")
# adds the activity the same message wishes for ("my son wants to go kayaking", "儿子想划皮划艇", "កូនចង់ជិះទូកកាយ៉ាក់"):
# held-out batch U got "what do you need?" for it
_ADD_IT = re.compile(
    r"\badd (?:it|that|this|one|them)\b|\badd (?:it )?for (?:all|both|us|everyone|the)\b|"
    r"(?:加上|加|添加|增加)(?:吗|嗎|呢|吧|[?？。，,]|$)|都加|"
    r"(?:បន្ថែម|ថែម)\s?(?:វា|ឲ្យ|អោយ|ឱ្យ|សម្រាប់|បានទេ|ផង|ទៅ)"
)
_WISH = re.compile(
    r"\b(?:wants?|wanted|would (?:love|like)|'d (?:love|like)|keen|dying|hoping) (?:to |on )?(?:go |try |do )?"
    r"(?:some |a |an )?([a-z][a-z -]{2,30}?)(?=[,.;!?(]|\s+(?:so|and|but|can|could|would|please|for)\b|$)|"
    r"(?:想要|想去|想玩|想试试|想|希望)([^，,。？?！!（(]{2,16})|"
    r"ចង់(?:ទៅ|សាក)?\s?([^?។,!]{2,40}?)\s?(?=[?។,!]|\s(?:អាច|តើ|បង)|$)"
)

_JOINING = re.compile(r"\b(?:join|come|along|with us)\b|^一起(?:去|来|走)?$|^跟(?:我们|着)|ចូលរួម|^(?:ទៅ|មក)?ជាមួយ")


def _an_activity(found: Optional[str]) -> bool:
    found = _ZH_VERB.sub("", (found or "").strip(" 的"))
    return len(found) >= 2 and not _NOT_AN_ACTIVITY.search(found)


def _wished(t: str) -> Optional[str]:
    """The activity a message wishes for, as said, else None."""
    for m in _WISH.finditer(t):
        found = _ZH_VERB.sub("", next((g for g in m.groups() if g), "").strip())
        if _an_activity(found) and not _JOINING.search(found):
            gloss = _GLOSS.match(t, m.end())  # "皮划艇（kayak）": the traveller's own gloss names it too
            return f"{found} ({gloss.group(1).strip()})" if gloss else found
    return None


# "划皮划艇" (paddle a kayak), "去浮潜" (go snorkelling): the activity is the noun after its verb
_ZH_VERB = re.compile(r"^(?:去|来|划|玩|做|学|参加|体验|试试|试)(?=[\u4e00-\u9fff]{2})")
_GLOSS = re.compile(r"\s?[（(]([^）)]{2,30})[）)]")


def decide(view: View) -> Optional[Reply]:
    """previewReschedule adding the activity asked for to a paid booking, or None."""
    turn, booking = view.last_turn, view.get("booking_id")
    status = (view.get("booking_status") or "").split(" ")[0]
    if turn is None or turn.is_system or not booking or status != "CONFIRMED" or not view.can("previewReschedule"):
        return None
    activity = asked_activity(turn.text)
    general = wants_an_activity(turn.text) and (generic_activity(activity) or bool(examples(turn.text)))
    if activity is None and not general and not under_the_list(view):
        return None
    names = _addable_names(view)
    trip = view.get("selected_trip_id")
    if names is None and trip and not view.turn_call("getTripItinerary"):
        fetched = calls(view, ("getTripItinerary", {"trip_id": trip}))  # the list of what the booked trip adds
        if fetched is not None:
            return fetched
    placed = by_place(view, turn.text, names or [])  # "the first activity you suggested" (held-out AD)
    if placed is not None:
        return calls(view, ("previewReschedule", {"booking_id": booking, "add_activities": [placed]}))
    if activity is None and not general:  # an answer to the list of what can be added, or to "which one?"
        return picked(view, turn.text, names or []) or which_one(view, turn.text, names or [])
    if general:  # "add an activity? maybe X or Y - what can you add?" (add_on_offer.py)
        return offer(view, turn.text, _addable_prices(view))
    assert activity is not None
    said = _EN_PHRASE.search(normalize(turn.text))  # "add the dinner and dance show for the 4 of us": all of it
    phrase = said.group(1) if said and said.group(1).startswith(activity) else activity
    # the list's own name (held-out batch V), else the add-on of the kind described ("晚上坐船看萤火虫，或者类似的夜游":
    # a boat, the sentence's other words too; held-out batch Y)
    activity = (
        closest_addable(phrase, names or []) or by_meaning(_sentence(turn.text, activity), names or []) or activity
    )
    refused = _refused_again(view, activity, names or [])
    return refused or calls(view, ("previewReschedule", {"booking_id": booking, "add_activities": [activity]}))


def _sentence(said: str, activity: str) -> str:
    """The sentence of ``said`` that names ``activity`` (its alternatives too), else all of it."""
    t = normalize(said)
    return next((part for part in re.split(r"[。！？!?.;；។]", t) if activity in part), t)


# the English activity asked for, up to who it is for or the sentence's end
_EN_PHRASE = re.compile(
    r"\badd (?:a |an |the |some )?([a-z][a-z' -]{1,60}?)(?= for\b| to\b| please\b| on day\b|[?.,!;]|$)"
)


def _listing(view: View) -> Optional[Call]:
    """The booked trip's latest itinerary in the window that still holds its ``addable_activities`` (an older
    result is cut to a one-line summary without them: then the list is fetched again, never read as empty)."""
    trip = view.get("selected_trip_id")
    for call in reversed(view.calls):
        if call.name == "getTripItinerary" and call.ok and call.input.get("trip_id") in (trip, None):
            if "addable_activities" in call.data:
                return call
    return None


def _addable_names(view: View) -> Optional[list[str]]:
    """The names of the booked trip's ``addable_activities`` from its latest itinerary in the window, else None."""
    call = _listing(view)
    if call is None:
        return None
    listed = call.data.get("addable_activities") or []
    return [str(a["name"]) for a in listed if isinstance(a, dict) and a.get("name")]


def not_addable_text(view: View, call: Call) -> Optional[str]:
    """A refused add-on answered plainly with what the booked trip can add, each with its price per adult
    (held-out batch Y: the refusal's English line was shown, then a menu question); None for another error
    or when the list is not in the window."""
    details = ((call.result or {}).get("error") or {}).get("details") or {}
    if call.ok or call.name != "previewReschedule" or not isinstance(details, dict) or not details.get("activity"):
        return None
    if details.get("already_in_plan"):
        return None  # "already in this trip's plan, at no extra cost: day 2, …": said as the backend says it
    listed = _addable_prices(view)
    if not listed:
        return None
    items = ("、" if view.lang == "ZH" else ", ").join(f"{name} ${price:g}" for name, price in listed)
    return say("not_addable", view.lang, activity=details["activity"], items=items)


def _addable_prices(view: View) -> list[tuple[str, float]]:
    """(name, price per adult) of the booked trip's add-ons, from its latest itinerary in the window."""
    call = _listing(view)
    listed = (call.data.get("addable_activities") or []) if call is not None else []
    return [
        (str(a["name"]), float(a["price_per_adult_usd"]))
        for a in listed
        if isinstance(a, dict) and a.get("name") and isinstance(a.get("price_per_adult_usd"), (int, float))
    ]


def _refused_again(view: View, activity: str, names: list[str]) -> Optional[Reply]:
    """An add-on already answered as one the trip cannot add, asked for again ("yes, add the ox-cart ride"
    under that answer): the same plain answer with the list, never a call the backend refuses."""
    if activity in names or not names:
        return None
    said = [t for t in view.assistant_texts if activity in t and any(tail in t for tail in LIST_TAIL)]
    listed = _addable_prices(view)
    if not said or not listed:
        return None
    items = ("、" if view.lang == "ZH" else ", ").join(f"{name} ${price:g}" for name, price in listed)
    return text(say("not_addable", view.lang, activity=activity[:1].upper() + activity[1:], items=items))
