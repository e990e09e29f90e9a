"""Names in the traveller's answer match the names the quote was put with, whatever their case (Latin script).

Held-out evals: under "Shall I add Imani for $355?" the traveller's "…then add imani" was not heard as naming the one
the quote adds (a capitalised "Imani" was: agent.consent_business, agent.consent_orders read a name by its capital).
Travellers type in lower case; the name is the quote's. :func:`with_shown_names` spells each word of the message that
is, case-insensitively, a name in the model's text putting the quote (its question) as that text spells it, so the
message is read as if typed with the capital.

A name is a capitalised Latin word of the model's text ("Imani", "Otieno", "Rathana"), not "I" and not a common word
opening a sentence ("Shall", "The", "Your"): "the" is never turned into a name.
"""

from __future__ import annotations

import re

_WORD = re.compile(r"(?<![\w'])([A-Z][a-z][\w'-]*)")
_SENTENCE_START = re.compile(r"(?:^|[.!?。！？\n]\s*|[\"“(]\s*)$")
_COMMON = frozenset(
    "a about add adding after all also an and any are as at be before but by can could do does for from great "
    "have he her here him his how i if in is it its just let no not of ok okay on or our please remove removing "
    "shall she should so thank thanks that the their them then there these they this to total we what when where "
    "which who will with would yes you your".split()
)


def shown_names(said: str) -> list[str]:
    """The names in the model's text ``said``: capitalised words not opening a sentence, and those opening one that
    are not common words."""
    found: list[str] = []
    for match in _WORD.finditer(said):
        word = match.group(1)
        opens = bool(_SENTENCE_START.search(said[: match.start()]))
        if word.casefold() in _COMMON and opens or word == "I" or word in found:
            continue
        if not opens or word.casefold() not in _COMMON:
            found.append(word)
    return found


def with_shown_names(text: str, said: str) -> str:
    """``text`` with each word that is one of ``said``'s names, in any case, spelled as ``said`` spells it."""
    for name in shown_names(said):
        text = re.sub(rf"(?<![\w']){re.escape(name)}(?![\w'])", name, text, flags=re.IGNORECASE)
    return text


def joiner_as_pronoun(text: str, said: str, han: bool = False) -> str:
    """``text`` with "add <a name ``said`` puts>" said as "add her", the order's pronoun (relay 66 req 21: "Yes please
    add Aroha" under "Shall I add Aroha for $460?" was read as an order for another change, "Yes please add her" was
    the yes): only a name the model's question itself names, so "add Tom" under a quote adding Aroha stays another
    change. ``han``: also "加上思琪" under a question naming "陈思琪" (a Chinese name, whole or its given part, that
    the question holds)."""
    for name in shown_names(said):
        text = re.sub(rf"(?i)\b(add|include)\s+{re.escape(name)}(?![\w'])", r"\1 her", text)
    if not han:
        return text
    return _HAN_JOINER.sub(lambda m: m.group(1) + "她" if _han_name(m.group(2), said) else m.group(0), text)


def _han_name(words: str, said: str) -> bool:
    """``words`` are a name ``said`` holds, not a thing of the trip ("早餐", "一天", "船票", "房间")."""
    return words in said and not any(ch in _NOT_IN_NAMES for ch in words)


# characters of the trip's things, days and counts, never read as a joiner's name
_NOT_IN_NAMES = frozenset("餐饭菜房床天晚夜日游船车票导接送程课活动项位个间次一二三四五六七八九十两几孩童钱费价款")
# "加上思琪" / "添加陈思琪吧": an adding verb and a name of two to four characters ending the order
_HAN_JOINER = re.compile(r"(加上|添加|带上|加)([\u3400-\u9fff]{2,4}?)(?=[吧了啊呀哦进]|[^\u3400-\u9fff]|$)")
