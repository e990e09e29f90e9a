"""Intents of one user message from the phrase table in :mod:`activities.models.scripted.lexicon`. Pure functions."""

from __future__ import annotations

import re
from typing import Any, Optional

from activities.models.scripted.lexicon import AFFIRM_IDIOMS, INTENTS, MASKS, OFF_TOPIC
from activities.models.scripted.words import _has, word_re
from agent.normal_text import normalize


def _spans(t: str, phrase: str) -> list[tuple[int, int]]:
    """Where ``phrase`` occurs in normalized ``t`` (see the matching rules in lexicon)."""
    if phrase.startswith("^"):
        word = phrase[1:]
        return [(0, len(word))] if t.startswith(word) else []
    if phrase.isascii():
        return [m.span() for m in word_re(phrase, "a-z0-9'").finditer(t)] if phrase in t else []
    return [m.span() for m in re.finditer(re.escape(phrase), t)] if phrase in t else []


# "对了，…" opening more words is "by the way", no "right" (zh-hf-xian-roommates: "对了，吴哥窟的门票包含在里面吗？"
# under a summary kept open after "not yet" was read as its yes); "对了" alone still agrees
_BY_THE_WAY = re.compile(r"(?:^|(?<=[\s,，.。!！?？]))(?:哦|噢|啊|喔)?对了(?=\s*[,，.。!！]?\s*[^\s,，.。!！?？])")


# a cancellation that befell a flight, train or bus ("我们的航班取消了", "our flight got cancelled") is the
# traveller's news, no request to cancel the booking: the cancel word with a transport as its subject is masked
_TRANSPORT_CANCELLED = re.compile(
    r"(?:航班|飞机|班机|机票|火车|高铁|车次|大巴|轮渡|船票)[^，,。.!！?？]{0,12}?(?:被|给)?取消(?:了)?"
    r"|\b(?:flights?|planes?|trains?|bus(?:es)?|ferr(?:y|ies)|connections?)\b[a-z' ]{0,24}?\b(?:cancell?ed)\b"
    r"|(?:ជើងហោះហើរ|យន្តហោះ|រថភ្លើង|ឡានក្រុង)[^។,?!]{0,20}?(?:ត្រូវ)?(?:បាន)?(?:លុបចោល|បោះបង់)"
)


def _prepared(text: str, masks: tuple[str, ...] = MASKS) -> str:
    t = normalize(text).strip(" \t\n,.!?，。！？~…")
    t = _TRANSPORT_CANCELLED.sub(lambda m: " " * len(m.group()), t)
    for mask in masks:
        t = t.replace(mask, " " * len(mask)) if not mask.isascii() else re.sub(word_re(mask), " " * len(mask), t)
    return _BY_THE_WAY.sub(lambda m: " " * len(m.group()), t)


def _confirmation(t: str) -> Optional[str]:
    """ "affirm", "deny" or None: the longest phrase wins where they overlap, then the first one."""
    found: list[tuple[int, int, str]] = []
    for intent in ("affirm", "deny"):
        for phrase in INTENTS[intent]:
            found += [(a, b, intent) for a, b in _spans(t, phrase)]
    kept = [
        f
        for f in found
        if not any(o[2] != f[2] and o[0] <= f[0] and f[1] <= o[1] and (o[1] - o[0]) > (f[1] - f[0]) for o in found)
    ]
    if not kept:
        return None
    return min(kept, key=lambda f: (f[0], -(f[1] - f[0])))[2]


def intents(text: str) -> set[str]:
    """Every intent of the lexicon the message expresses (affirm / deny: at most one)."""
    t = _prepared(text, MASKS + AFFIRM_IDIOMS)
    out = {
        name for name, words in INTENTS.items() if name not in ("affirm", "deny") and any(_spans(t, w) for w in words)
    }
    if "cancel" in out:
        out.discard("book")  # "cancel my booking" / 取消预订 is never a request to book
    confirmation = _confirmation(_prepared(text))
    if confirmation:
        out.add(confirmation)
    return out


def has_intent(text: str, intent: str) -> bool:
    return intent in intents(text)


def is_yes(text: str) -> bool:
    return _confirmation(_prepared(text)) == "affirm"


def is_no(text: str) -> bool:
    return _confirmation(_prepared(text)) == "deny"


def is_off_topic(text: str) -> bool:
    return _has(normalize(text), OFF_TOPIC)


_PRONOUNS = ("it", "that", "this", "them", "those", "one", "more", "please")  # "yes, add it" adds nothing new


def customizations(text: str) -> list[dict[str, Any]]:
    """The customisations a message asks for, in the calculateCustomTrip item format."""
    t = normalize(text)
    items: list[dict[str, Any]] = []
    if re.search(r"upgrade[a-z ]{0,12}(hotel|room)|(hotel|room) upgrade|better hotel|nicer hotel|升级酒店", t):
        items.append({"type": "upgrade_hotel", "details": {}})
    if re.search(r"(add|extra|one more|another) (a |an |one )?(extra )?day|多加一天|加一天|បន្ថែម\s?1?\s?ថ្ងៃ", t):
        items.append({"type": "add_day", "details": {"days": 1}})
    if re.search(r"(remove|drop|one less|shorten)[a-z ]{0,6}day|少一天", t):
        items.append({"type": "remove_day", "details": {"days": 1}})
    if re.search(r"private (car|driver|transport|van)|own driver|私人(司机|交通)", t):
        items.append({"type": "change_transport", "details": {"mode": "private car"}})
    m = re.search(
        r"\badd (?:a |an |the |some )?((?:private |romantic |sunset |cooking |boat |spa |massage )?"
        r"[a-z]+(?: [a-z]+)?)",
        t,
    )
    if m and not any(i["type"] == "add_day" for i in items):
        activity = re.sub(r"\b(to|for|please|on|in)\b.*$", "", m.group(1)).strip()
        if activity and activity not in ("day", "extra day") and activity.split()[0] not in _PRONOUNS:
            items.append({"type": "add_activity", "details": {"activity": activity}})
    elif re.search(r"private dinner|romantic dinner|sunset cruise|cooking class|spa|massage", t) and not items:
        found = re.search(r"private dinner|romantic dinner|sunset cruise|cooking class|spa|massage", t)
        items.append({"type": "add_activity", "details": {"activity": found.group(0) if found else "activity"}})
    return items


def pickup_from(text: str) -> Optional[str]:
    """The pickup place in an answer to the pickup question ("pick us up at the Sokha Hotel")."""
    cleaned = re.sub(
        r"(?i)^\s*(?:please\s+)?(?:pick (?:me|us) up (?:at|from)|pickup (?:at|from|is)?|at|from|"
        r"my hotel is|we(?:'re| are) staying at|i(?:'m| am) staying at)\s*:?\s*",
        "",
        text.strip(),
    )
    cleaned = re.split(r"\s+(?:—|--)\s+|[.!?](?:\s|$)", cleaned)[0].strip(" .,!")
    return cleaned[:200] if cleaned else None
