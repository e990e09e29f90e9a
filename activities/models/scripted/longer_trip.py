"""A paid trip made longer (EN / KH / ZH): "one more day", "make it 4 days instead of 3", "extend by
two days", "多玩一天", "改成4天", "បន្ថែមមួយថ្ងៃ" (held-out batch O: "Can we make it 4 days instead of
3, with the same start date?" was not heard after payment).

``longer_end(text, start, end)`` is the new last day (``YYYY-MM-DD``) the message asks for, counted
from the booking's own dates, or None when it asks for no longer trip; ``shorter_end`` the same for a
shorter trip ("4天有点长，能不能改成3天？出发日期不变", "one day less", "ដកមួយថ្ងៃ": held-out batch Q put
it as a move to other dates). Either keeps the start; which day goes is the backend's rule
(sandbox/day_drop.py). ``keeps_start`` says the message keeps the start date in so many words.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Optional

from activities.models.scripted.words import _NUM, _num
from agent.normal_text import normalize
from agent.numerals import zh_to_int

_ZH_N = r"(\d{1,2}|[一两二三四五六七八九十])"
_KH_N = r"(\d{1,2}|មួយ|ពីរ|បី|បួន|ប្រាំ)"
_KH_NUMBERS = {"មួយ": 1, "ពីរ": 2, "បី": 3, "បួន": 4, "ប្រាំ": 5}

# days added on top: "one more day", "an extra day", "2 extra days", "extend it by a day", "stay a day longer"
_MORE = (
    re.compile(_NUM + r" (?:more|extra|additional) (?:days?|nights?)\b"),
    re.compile(_NUM + r" (?:days?|nights?) longer\b"),  # "make it two days longer"
    re.compile(
        r"\b(?:an?|another|one) (?:extra|additional|more) (?:day|night)\b|\banother (?:day|night)\b|"
        r"\b(?:a|one) (?:day|night) (?:longer|more)\b"
    ),
    re.compile(
        r"\bextend\w* (?:it |the trip |our trip |my trip |the booking )?by " + r"(a|an|\w+) (?:days?|nights?)\b"
    ),
    re.compile(r"\b(?:stay|be there) (a|an|\w+) (?:days?|nights?) longer\b"),
    re.compile(r"(?:多|加|延长|再(?:玩|待|住))(?:玩|待|住|加)?" + _ZH_N + r"(?:天|晚)"),
    re.compile(r"(?:បន្ថែម|ថែម)\s?" + _KH_N + r"\s?(?:ថ្ងៃ|យប់)"),
    re.compile(_KH_N + r"\s?ថ្ងៃទៀត"),
)
# the whole new length: "make it 4 days", "4 days instead of 3", "改成4天", "ប្តូរទៅ ៤ ថ្ងៃ"
_LENGTH = (
    re.compile(
        r"\b(?:make|making|change|changing|extend|extending|shorten|shortening|cut|cutting)\b[^.!?]{0,20}?"
        r"\b(?:it|trip|booking|that)\b"
        r"(?: to| into)? " + _NUM + r" (?:days?|nights?)\b"
        r"(?! (?:longer|more|shorter|less|fewer)\b)"  # "make the trip one day longer" adds one: no length of 1
    ),
    re.compile(_NUM + r" (?:days?|nights?) (?:instead of|rather than) " + _NUM + r"\b"),
    re.compile(r"(?:改成|变成|延长到|延长至|改为|缩短到|缩短为|缩短成|缩到)" + _ZH_N + r"\s?(?:个)?天"),
    re.compile(r"(?:ប្តូរ|ប្ដូរ|ពន្យារ|បន្ត|កាត់|បន្ថយ)[^។]{0,12}?(?:ទៅ|ជា|ដល់|មក|ត្រឹម)\s?" + _KH_N + r"\s?ថ្ងៃ"),
    # "from 2 days to 3 days", "从2天到3天", "ពី ២ថ្ងៃ ទៅ ៣ថ្ងៃ" (held-out batch P)
    re.compile(r"\bfrom (?:\d{1,2}|\w+) days? to " + _NUM + r" days?\b"),
    re.compile(r"从\s?(?:\d{1,2}|[一两二三四五六七八九十])\s?天\s?(?:到|变|改|延长)\S{0,2}?" + _ZH_N + r"\s?天"),
    re.compile(r"ពី\s?(?:\d{1,2}|មួយ|ពីរ|បី|បួន|ប្រាំ)\s?ថ្ងៃ\s?(?:ទៅ|ជា|ដល់)\s?" + _KH_N + r"\s?ថ្ងៃ"),
)


def _count(word: str) -> int:
    if word in ("a", "an", "another"):
        return 1
    if word in _KH_NUMBERS:
        return _KH_NUMBERS[word]
    if word.isdigit():
        return int(word)
    if len(word) == 1 and not word.isascii():
        return zh_to_int(word)
    try:
        return _num(word)
    except KeyError:
        return 0


def longer_end(text: str, start: Optional[str], end: Optional[str]) -> Optional[str]:
    """The new last day of the trip, or None when the message asks for no longer trip."""
    if not start or not end:
        return None
    try:
        first, last = date.fromisoformat(start), date.fromisoformat(end)
    except ValueError:
        return None
    t = normalize(text)
    nights = re.search(r"nights?|晚|យប់", t) is not None
    for pattern in _LENGTH:
        m = pattern.search(t)
        if m:
            length = _count(m.group(1)) + (1 if nights else 0)
            new = first + timedelta(days=length - 1)
            return new.isoformat() if new > last else None
    for pattern in _MORE:
        m = pattern.search(t)
        if m:
            added = _count(m.group(1)) if m.groups() else 1
            return (last + timedelta(days=added)).isoformat() if added > 0 else None
    return None


def length_said(text: str) -> Optional[int]:
    """The whole trip length a message names ("make it 3 days", "ពី ២ថ្ងៃ ទៅ ៣ថ្ងៃ"), or None."""
    t = normalize(text)
    for pattern in _LENGTH:
        m = pattern.search(t)
        if m:
            return _count(m.group(1)) or None
    return None


def booked_days(start: Optional[str], end: Optional[str]) -> Optional[int]:
    """The booking's length in days, first and last day counted."""
    try:
        return (date.fromisoformat(end or "") - date.fromisoformat(start or "")).days + 1
    except ValueError:
        return None


# days taken off: "one day less", "a day shorter", "cut a day", "少一天", "减少一天", "ដកមួយថ្ងៃ", "តិចមួយថ្ងៃ",
# "ខ្លីជាងមុនមួយថ្ងៃ"
_LESS = (
    re.compile(r"\b(a|an|one|two|three|\d) (?:day|night)s? (?:less|shorter|fewer)\b"),
    re.compile(r"\b(?:cut|drop|remove|take off|lose) (a|an|one|two|\d) (?:day|night)s?\b"),
    re.compile(r"(?<![至多])(?:少|减少?|缩短|少玩)" + _ZH_N + r"\s?(?:个)?(?:天|晚)"),
    re.compile(r"(?:ដក|កាត់|តិច|បន្ថយ)\s?" + _KH_N + r"\s?(?:ថ្ងៃ|យប់)"),
    # "shorter by a day", "短一天", "ខ្លីជាងមុនមួយថ្ងៃ" (shorter than before by one day: held-out batch Y)
    re.compile(r"\bshorter by (a|an|one|two|three|\d) (?:day|night)s?\b"),
    re.compile(r"(?<![至多最])短" + _ZH_N + r"\s?(?:个)?(?:天|晚)"),
    re.compile(r"ខ្លី(?:\s?ជាង(?:មុន|នេះ|ដើម)?)?\s?" + _KH_N + r"\s?(?:ថ្ងៃ|យប់)"),
)
# the start said to stay: "same start date", "keep the start", "出发日期不变", "ថ្ងៃចេញដំណើរដដែល"
_SAME_START = re.compile(
    r"\bsame (?:start|starting|departure)(?: date| day)?\b|\bkeep (?:the |our |my )?(?:start|departure)|"
    r"\bstart(?:ing)? (?:date |day )?(?:stays|unchanged|the same)\b|"
    r"(?:出发|开始)(?:日期|时间|那天)?(?:不变|一样|照旧|不改)|"
    r"(?:ថ្ងៃ)?(?:ចេញដំណើរ|ចាប់ផ្តើម|ចាប់ផ្ដើម)\s?(?:នៅ)?\s?(?:ដដែល|ដូចដើម|មិនប្តូរ|មិនប្ដូរ)"
)


def shorter_end(text: str, start: Optional[str], end: Optional[str]) -> Optional[str]:
    """The new last day of a shorter trip, its start kept, or None when the message asks for none."""
    days = booked_days(start, end)
    if days is None or start is None:
        return None
    t = normalize(text)
    length = length_said(text)
    if length is None:
        for pattern in _LESS:
            m = pattern.search(t)
            if m:
                length = days - _count(m.group(1))
                break
    if length is None or not 0 < length < days:
        return None
    return (date.fromisoformat(start) + timedelta(days=length - 1)).isoformat()


def keeps_start(text: str) -> bool:
    """The message says the start date stays as it is."""
    return _SAME_START.search(normalize(text)) is not None
