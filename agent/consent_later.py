"""A deferral keeps the quote open: "not yet" is not "no" (EN / KH / ZH).

Relay 55: at the booking summary a mother wrote "មិនទាន់ទេ ចាំសួរប្តីសិន" (not yet, I'll ask my husband first); the
summary closed as declined, like the card's Not now, and when she came back with her yes the model had to preview
it all again. A traveller who asks for time has refused nothing: the quote stays open (its own deadline still
applies) and awaits a yes, and a yes given before the deferral no longer stands ("yes… wait, not yet").

A message defers when it holds a deferral (not yet, let me think / ask / check, I'll get back to you, 再想想, 先别订,
等我问问, 商量一下, 今晚…, គិតសិន, ចាំសួរ…សិន, មិនទាន់, កុំទាន់កក់ (don't book yet), ល្ងាចនេះប្រាប់វិញ (I'll tell you this
evening)) and what is left once the deferrals (and a bare leading no) are taken
out refuses nothing: "no thanks, too expensive, I'll think about it" still declines.
"""

from __future__ import annotations

import re
from typing import Callable

_EN = (
    r"not (?:just )?yet",
    r"(?:let|give) (?:me|us) (?:think|check|ask|talk|discuss|confirm|see|sleep on it|a (?:minute|moment|sec(?:ond)?|bit|while))",
    r"(?:i|we)(?:'ll| will| need to| have to| want to| must| should|'d like to| would like to) "
    r"(?:think|check|ask|talk|discuss|confirm|sleep on it|get back|come back|let you know|decide)",
    r"(?:need|have|want) (?:some )?(?:time|to think|to check|to ask|to talk|to discuss)",
    r"think (?:about )?it over",
    r"(?:hold on|hang on|wait)(?: a (?:minute|moment|sec(?:ond)?|bit))?",
    r"(?:later|tomorrow|tonight|in a (?:bit|while|minute))",
    r"get back to you",
    r"(?:first|before) (?:i|we) (?:ask|check|talk|confirm)",
)
_ZH = (
    "先别订", "先别预订", "先不订", "先不要订", "先不要", "先别", "先不", "再想想", "想一想", "想想", "考虑一下", "考虑考虑",
    "商量一下", "商量商量", "商量", "等一下", "等一等", "等等", "等我", "问问", "问一下", "晚点", "回头", "稍后", "暂时",
    "还没", "明天再",
)  # fmt: skip
_KH = (
    "មិនទាន់ទេ", "អត់ទាន់ទេ", "មិនទាន់", "គិតសិន", "គិតមើលសិន", "ទុកសិន", "ចាំសិន", "ចាំបន្តិច", "ចាំសួរ", "សួរ", "ពិភាក្សា", "ពិគ្រោះ",
    "ពេលក្រោយ", "បន្តិចទៀត", "ថ្ងៃស្អែក", "សិន",
)  # fmt: skip
# held-out batch AB: "don't book yet", "I'll tell you this evening" (sessions from the consent-later-words patch on;
# before it they were read as the words around them, a no)
_LATER = ("今晚", "晚上再", "កុំទាន់", "ប្រាប់វិញ", "ល្ងាចនេះ", "យប់នេះ")


def _deferrals(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(
        r"\b(?:" + "|".join(_EN) + r")\b|" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)),
        re.IGNORECASE,
    )


_DEFER = _deferrals(_ZH + _KH)
_DEFER_LATER = _deferrals(_ZH + _KH + _LATER)
# a bare no beside a deferral ("no, not yet", "不，再想想", "មិនទាន់ទេ"): the deferral says what it means
_BARE_NO = re.compile(r"^\W*(?:(?:no|nope|nah|不行|不了|不用|不|អត់ទេ|ទេ|អត់)\W*)+$", re.IGNORECASE)
_KH_DEFERS = ("មិនទាន់", "គិត", "ទុកសិន", "ចាំ", "សួរ", "ពិភាក្សា", "ពិគ្រោះ", "ពេលក្រោយ", "ថ្ងៃស្អែក")


# Held-out batch AD: "Not yet, please. I want to ask our daughter first … Please keep it as it is, I will write again."
# closed the summary as declined: "keep it as it is" read as a no. Beside a deferral, asking to keep the quote as it
# stands ("keep it as it is", "hold it for us", "先保留着", "保持原样", "ទុកដដែល") asks for time too; alone ("no, keep it
# as it is" under a change) it is still the answer it was (sessions from the consent-kept-as-is patch on).
_KEEP = re.compile(
    r"\b(?:keep|hold) (?:it|this|that|the (?:booking|summary|quote|reservation|trip))"
    r"(?: (?:as it is|as is|like (?:that|this)|open|on hold|for (?:me|us)|for now|please))*\b|"
    r"先?保留(?:着|一下)?|保持原样|先留着|ទុកដដែល|ទុកដូចដើម|រក្សាទុកសិន",
    re.IGNORECASE,
)


def defers(text: str, read: Callable[[str], tuple[str, ...]], later: bool = False, kept: bool = False) -> bool:
    """The message asks for time and refuses nothing else; ``read(part)[0]``: the part's answer. ``later``: with the
    words of :data:`_LATER` (the workflow's consent-later-words patch); a Khmer full stop ends a part then too.
    ``kept``: a request to keep the quote as it stands (:data:`_KEEP`) beside the deferral refuses nothing."""
    deferral = _DEFER_LATER if later else _DEFER
    found = [m.group(0) for m in deferral.finditer(text)]
    if not found or (all(f == "សិន" or f == "សួរ" for f in found) and not any(w in text for w in _KH_DEFERS)):
        return False  # "សិន" (first) or "សួរ" (ask) alone defers nothing
    rest = deferral.sub(" ", text)
    if kept:  # "keep it as it is" beside the deferral asks for time too
        rest = _KEEP.sub(" ", rest)
    ends = r"[,.;!?，。；！？។\n]+" if later else r"[,.;!?，。；！？\n]+"
    parts = [p for p in re.split(ends, rest) if re.search(r"\w", p) and not _BARE_NO.match(p)]
    return not any(read(p)[0] == "no" for p in parts)
