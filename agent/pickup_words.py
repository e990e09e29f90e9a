"""A free pickup / drop-off change the traveller asks for by name is its own consent (EN / KH / ZH).

Relay 26 (issue 37): "pickup at Independence Monument pls instead of the hotel. what time is pickup
there?" was refused as a mere question (its second clause asks), and "yes drop off there too pls. also
… how much" (answering the model's own "move the drop-off to Independence Monument as well?") was
refused again: three round trips for a free change. The message is read clause by clause
(agent.consent_guards.clauses): a clause that states (does not ask), refuses nothing, names the change
(a pickup or drop-off word) and names the new place (or time) is the traveller's order for that change;
"there" / "too" / 那里 / ទីនោះ name it when the model's last message put that very change to them. A
statement naming the change with ANOTHER place (same script as the call's place) asks for something
else. Only changePickup reads this (a free change); a priced change needs a yes to its shown quote
(agent.consent), whatever the words. Pure.
"""

from __future__ import annotations

import re
from typing import Optional

from agent.consent_guards import asks, clauses

_KIND = {
    "pickup": re.compile(r"(?i)pick\s?-?\s?up|pick (?:us|me|them|him|her) up|collect|meet (?:us|me)|接|ទទួល|មកយក"),
    "drop-off": re.compile(r"(?i)drop\s?-?\s?off|drop (?:us|me|them|him|her)|送|ជូន|ទម្លាក់"),
}
_KIND["pickup time"] = _KIND["pickup"]
_NOT = re.compile(r"(?i)\b(?:don'?t|do not|not|no|never|keep|cancel)\b|不|别|没|មិន|កុំ|អត់")
_BACK = re.compile(r"(?i)\b(?:there|that place|same place|too|as well)\b|那里|那儿|那边|同样|也|ទីនោះ|ដែរ")
# "there" naming the place the traveller's own message names ("we sleep at the Sun & Moon. please pick us up there
# instead", "…សណ្ឋាគារ Sun & Moon ។ សូមមកទទួលនៅហ្នឹងវិញ"): relay 52 req 39 put it to them again
_THERE = re.compile(r"(?i)\b(?:there|that place|that hotel|the same place)\b|那里|那儿|那边|ទីនោះ|នៅហ្នឹង|កន្លែងហ្នឹង")
# ...or an order to change it said beside that place ("改住 Angkor Miracle Resort。接送地点帮我改一下": relay run 53 req 43)
_HERE = re.compile(_THERE.pattern + r"|\b(?:change|move|switch|update)\b|改|换|ប្តូរ|ប្ដូរ", re.IGNORECASE)
_TIME = re.compile(r"(?i)\b([01]?\d|2[0-3])[:.h]([0-5]\d)\b|\b(1[0-2]|0?\d)\s?(am|pm)\b")
_TO_PLACE = re.compile(
    r"(?i)\b(?:at|to|from)\s+((?:the\s+)?[a-z][\w' ]*?)"
    r"(?=\s*(?:$|[,.;!?]|\s(?:pls|please|instead|and|too|then|thanks|on|for|by|as)\b))"
)
_TO_PLACE_ZH = re.compile(r"(?:改到|改成|换到|换成|在)+([\u3400-\u9fff]+?)(?=接|送|上车|下车|吧|$)")
_TO_PLACE_KH = re.compile(r"ទៅ\s?([\u1780-\u17ff]+?)(?=\s|ទៅវិញ|ចុះ|បាទ|ចាស|។|$)")
# a sentence ends at its stop, question or exclamation mark (a "." inside "6.30" or "e.g." ends none): a
# question's comma-separated parts ask too ("can the pickup be at Independence Monument, Phnom Penh?")
_SENTENCE = re.compile(r"(?:[^.!?。！？។\n]|\.(?=\S))+[.!?。！？។\n]*")
_UNSPACED = re.compile(r"[\u3400-\u9fff\u1780-\u17ff]")
_FILLER = {"the", "a", "an", "there", "one", "our", "my", "new"}
_LATIN = re.compile(r"[A-Za-z]")


# a word is a run of one script: Latin letters and digits apart from the unspaced scripts' characters they touch
# ("改住Jaya House River Park": "改住", "jaya"; relay 56 req 51 read "改住jaya" and missed the new pickup)
_LATIN_RUN = "0-9a-z\u00c0-\u024f\u1e00-\u1eff"
_TOKEN = re.compile(rf"[{_LATIN_RUN}]+|[^\W{_LATIN_RUN}_]+")


def _words(text: str) -> list[str]:
    return [w for w in _TOKEN.findall(text.casefold()) if w not in _FILLER]


def _name(place: str) -> str:
    """The place's own name, without the town after its comma ("Independence Monument, Phnom Penh")."""
    return place.split(",")[0].strip() or place.strip()


def names_place(text: str, place: str) -> bool:
    """``text`` names ``place``: every word of its name (Latin), or its name unspaced (Khmer, Chinese)."""
    name = _name(place)
    if _LATIN.search(name):
        wanted, said, bare = _words(name), set(_words(text)), re.sub(r"\s+", "", text.casefold())
        # a name's Khmer or Chinese part ("Jaya House 酒店") is found unspaced, as a name in that script is
        return bool(wanted) and all(w in said or (_UNSPACED.search(w) and w in bare) for w in wanted)
    bare = re.sub(r"\s+", "", name)
    return bool(bare) and bare in re.sub(r"\s+", "", text)


def _clock(text: str) -> set[str]:
    found = set()
    for m in _TIME.finditer(text):
        if m.group(1):
            found.add(f"{int(m.group(1)):02d}:{m.group(2)}")
        else:
            hour = int(m.group(3)) % 12 + (12 if m.group(4).lower() == "pm" else 0)
            found.add(f"{hour:02d}:00")
    return found


def _names(clause: str, what: str, place: str) -> bool:
    return place in _clock(clause) if what == "pickup time" else names_place(clause, place)


def _other_place(clause: str, place: str) -> bool:
    """The clause names a place for the change ("at the hotel", "改到机场") that is not ``place`` (in
    ``place``'s script: across scripts nothing is judged)."""
    if not _LATIN.search(_name(place)):  # Khmer, Chinese: the name said after "改到" / "ទៅ"
        bare = re.sub(r"\s+", "", _name(place))
        said = [m.group(1) for p in (_TO_PLACE_ZH, _TO_PLACE_KH) for m in p.finditer(clause)]
        return any(name not in bare and bare not in name for name in said)
    if not _LATIN.search(clause):
        return False  # the traveller's script differs from the call's: not judged
    wanted = set(_words(_name(place)))
    for m in _TO_PLACE.finditer(clause):
        said = _words(m.group(1))
        if said and not any(w.isdigit() for w in said) and not set(said) <= wanted:
            return True
    return False


_LATIN_NAME = re.compile(r"[A-Z][A-Za-z'’-]+(?:\s+[A-Z][A-Za-z'’-]+)*")


def speaks_of_pickup(text: str) -> bool:
    """``text`` (a special request, say) speaks of the pickup (EN / KH / ZH)."""
    return bool(_KIND["pickup"].search(text))


def names_other_place(text: str, place: str) -> bool:
    """A clause of ``text`` names a place for the pickup that is not ``place``: "at Shinta Mani Angkor"
    (Latin), "改到机场" / "ទៅ…" (Chinese, Khmer), or a Latin name inside a Khmer or Chinese clause."""
    if any(_other_place(clause, place) for clause in clauses(text)):
        return True
    if not (_UNSPACED.search(text) and _LATIN.search(_name(place))):
        return False
    wanted = set(_words(_name(place)))
    return any((said := _words(m.group(0))) and not set(said) <= wanted for m in _LATIN_NAME.finditer(text))


def _stated(text: str) -> list[str]:
    """The clauses of the sentences that do not ask (Khmer and Chinese parts end at spaces: each its own)."""
    return [c for s in _SENTENCE.findall(text) if _UNSPACED.search(s) or not asks(s) for c in clauses(s)]


def offered(model_text: str, what: str, place: str) -> bool:
    """The model's message put this change to the traveller: it names the change and its place."""
    return bool(_KIND[what].search(model_text)) and _names(model_text, what, place)


def request_for(text: str, what: str, place: str, model_text: str = "", own_reference: bool = False) -> Optional[bool]:
    """True: a stated clause of ``text`` asks for this change (``what``: "pickup", "drop-off" or "pickup
    time") to ``place`` by name, or by "there" / "too" when ``model_text`` (the model's last message)
    put it to them, or (``own_reference``) by "there" when the message itself names the place. False: a stated
    clause asks for it with another place (or time) and none names this one. None: the words name no such change
    (the caller's other rules decide)."""
    kind, other = _KIND[what], False
    back = offered(model_text, what, place) if model_text else False
    here = own_reference and what != "pickup time" and names_place(text, place) and not names_other_place(text, place)
    elsewhere = bool(model_text) and not back and bool(kind.search(model_text))  # "there": the model's other place
    for clause in _stated(text):
        if asks(clause) or _NOT.search(clause) or not kind.search(clause):
            continue
        if _names(clause, what, place) or (back and _BACK.search(clause)) or (here and _HERE.search(clause)):
            return True
        if elsewhere and _BACK.search(clause):
            other = True
        elif what == "pickup time":
            other = other or bool(_clock(clause))
        else:
            other = other or _other_place(clause, place)
    return False if other else None
