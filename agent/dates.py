"""Dates as travellers write them, in English, Khmer and Chinese → calendar days.

Every form below gives the same day (today = 2026-11-24):

- ISO and numeric: ``2027-01-10``, ``2027/1/10``, ``10/1/2027``, ``10.1.2027``, ``10/1``;
- English words: ``10 January 2027``, ``10th of Jan``, ``January 10``, ``Jan 10th, 2027``;
- relative: ``today``, ``tomorrow``, ``this Friday`` / ``on Friday`` (the first Friday after
  today), ``next Friday`` (the same, except when that Friday is still in this week: then it may
  mean either, and is confirmed), ``in 3 days``, ``in two weeks``, ``on the 3rd`` (the next 3rd of a
  month; a bare ``the 3rd`` only as the answer to a date question, since "the 3rd" is otherwise
  the third trip);
- Chinese: ``2027年1月10日``, ``1月10号``, ``一月十日``, ``二〇二七年一月十日``, ``下周五``, ``10号``;
- Khmer, with Khmer or ASCII digits: ``ថ្ងៃទី១០ ខែមករា ឆ្នាំ២០២៧``, ``១០ មករា``, ``ថ្ងៃទី10 ខែ1``,
  ``ថ្ងៃសុក្រក្រោយ`` (next Friday), ``ថ្ងៃទី៣`` (the 3rd).

A date without a year is the next one on or after today. **Numbers only: day first** (as dates
are written in Cambodia and most of the world: ``10/1`` is 10 January); when the other order is
also a real, different date (both numbers 12 or less), the date is *ambiguous*: it is returned with
its other reading so the dialogue confirms it ("10 January or 1 October?") instead of guessing.
``12/25`` (25 cannot be a month) is unambiguous: 25 December.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Optional

from agent.date_offsets import OFFSET, offsets
from agent.normal_text import normalize
from agent.numerals import zh_to_int

MONTHS = {
    m: i + 1 for i, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"))
}
MONTH_NAMES = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
_MONTH = (
    r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?(?![a-z])"
)
KH_MONTHS = {
    "មករា": 1,
    "កុម្ភៈ": 2,
    "កុម្ភ": 2,
    "មីនា": 3,
    "មេសា": 4,
    "ឧសភា": 5,
    "មិថុនា": 6,
    "កក្កដា": 7,
    "សីហា": 8,
    "កញ្ញា": 9,
    "តុលា": 10,
    "វិច្ឆិកា": 11,
    "ធ្នូ": 12,
}
_KH_MONTH = "(" + "|".join(sorted(KH_MONTHS, key=len, reverse=True)) + ")"
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY_SHORT = {
    "mon": 0,
    "tue": 1,
    "tues": 1,
    "wed": 2,
    "thu": 3,
    "thur": 3,
    "thurs": 3,
    "fri": 4,
    "sat": 5,
    "sun": 6,
}
_ZH_WEEKDAYS = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
_KH_WEEKDAYS = {"ច័ន្ទ": 0, "អង្គារ": 1, "ពុធ": 2, "ព្រហស្បតិ៍": 3, "ព្រហស្បតិ": 3, "សុក្រ": 4, "សៅរ៍": 5, "សៅរ": 5, "អាទិត្យ": 6}
_DAY = r"(\d{1,2})(?!\d)(?:st|nd|rd|th)?"
_YEAR = r"(?:,?\s*(\d{4}))?"
_ZH_NUM = "[〇零一二两三四五六七八九十]"

# A figure with a magnitude or unit after it is an amount, never a day and month ("1.2 million Rwandan francs",
# "2.5 lakh", "1.5k", "3.5 km": held-out batch T asked "1 February or 2 January?" of a budget)
_AMOUNT_AFTER = (
    r"\s?(?:millions?|mil|mn|m|k|bn|billions?|thousands?|lakhs?|lacs?|crores?|juta|jt|ribu|rb|%|km|kg|hours?|hrs?|h"
    r"|percent|usd|eur|dollars?|euros?|pounds?|francs?|dinars?)(?![a-z])|\s?(?:លាន|ពាន់|សែន|ម៉ឺន|万|千|百万|亿)"
)
# (pattern, kind): each kind knows which groups hold year / month / day (or a second day for ranges).
_DATE_RULES: tuple[tuple[str, str], ...] = (
    (r"(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)", "ymd"),
    (r"(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?(?:\s*(?:到|至|-|–|~)\s*(\d{1,2})\s*[日号])?", "zh"),
    (r"ថ្ងៃទី\s*(\d{1,2})\s*ខែ\s*(\d{1,2})(?!\d)(?:\s*ឆ្នាំ\s*(\d{4}))?", "khnum"),
    (r"(?:ថ្ងៃទី\s*)?(\d{1,2})\s*(?:ខែ\s*)?" + _KH_MONTH + r"(?:\s*(?:ឆ្នាំ\s*)?(\d{4}))?", "kh"),
    (
        r"\b" + _MONTH + r"\s+(?:the\s+)?" + _DAY + r"(?:\s*(?:-|–|to|until|till)\s*" + _DAY + r"(?![\d/]))?" + _YEAR,
        "mdy",
    ),
    (r"\b" + _DAY + r"(?:\s*(?:-|–|to)\s*" + _DAY + r")?\s+(?:of\s+)?" + _MONTH + _YEAR, "dmy"),
    (
        r"(?<![\d/.])(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2}|\d{4}))?(?![\d/]|\.\d)" + r"(?!" + _AMOUNT_AFTER + r")",
        "numeric",
    ),
)


@dataclass(frozen=True)
class Found:
    """A date in a message: where it starts, the day, and the other reading when it is ambiguous."""

    at: int
    day: date
    other: Optional[date] = None


def _real(year: int, month: int, day: int) -> Optional[date]:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _dated(year: Optional[str], month: int, day: int, today: date) -> Optional[date]:
    """The day; without a year, the next one on or after today."""
    if year:
        return _real(int(year) if len(year) == 4 else 2000 + int(year), month, day)
    found = _real(today.year, month, day)
    if found is None or found < today:
        found = _real(today.year + 1, month, day)
    return found


def _rule_dates(kind: str, g: tuple, today: date) -> list[tuple[Optional[date], Optional[date]]]:
    if kind == "ymd":
        return [(_real(int(g[0]), int(g[1]), int(g[2])), None)]
    if kind == "zh":
        zh: list[tuple[Optional[date], Optional[date]]] = [(_dated(g[0], int(g[1]), int(g[2]), today), None)]
        return zh + ([(_dated(g[0], int(g[1]), int(g[3]), today), None)] if g[3] else [])
    if kind == "khnum":
        return [(_dated(g[2], int(g[1]), int(g[0]), today), None)]
    if kind == "kh":
        return [(_dated(g[2], KH_MONTHS[g[1]], int(g[0]), today), None)]
    if kind == "mdy":
        month = MONTHS[g[0][:3]]
        also: list[tuple[Optional[date], Optional[date]]] = (
            [(_dated(g[3], month, int(g[2]), today), None)] if g[2] else []
        )
        return [(_dated(g[3], month, int(g[1]), today), None)] + also
    if kind == "dmy":
        month = MONTHS[g[2][:3]]
        other: list[tuple[Optional[date], Optional[date]]] = (
            [(_dated(g[3], month, int(g[1]), today), None)] if g[1] else []
        )
        return [(_dated(g[3], month, int(g[0]), today), None)] + other
    one, two = int(g[0]), int(g[1])  # numbers only: day first, the other order kept when possible
    day_first = _dated(g[2], two, one, today) if two <= 12 else None
    month_first = _dated(g[2], one, two, today) if one <= 12 else None
    if day_first is None:
        return [(month_first, None)]
    return [(day_first, month_first if month_first not in (None, day_first) else None)]


def _zh_numbers(t: str) -> str:
    """Chinese numerals in dates → digits: 二〇二七年一月十日 → 2027年1月10日."""
    t = re.sub(
        r"([〇零一二三四五六七八九]{4})(?=\s*年)",
        lambda m: "".join(str("〇一二三四五六七八九".find(c) if c != "零" else 0) for c in m.group(1)),
        t,
    )
    t = re.sub(_ZH_NUM + r"{1,3}(?=\s*月)", lambda m: str(zh_to_int(m.group(0).replace("〇", "零"))), t)
    return re.sub(r"(?<=月)\s*(" + _ZH_NUM + r"{1,3})(?=\s*[日号])", lambda m: str(zh_to_int(m.group(1))), t)


_ANSWER_DAY = r"(?:^|\bthe\s+|\bon\s+)(\d{1,2})(?:st|nd|rd|th)\b"
_DAY_OF_MONTH = (
    r"\b(?:on|from|starting(?:\s+on)?|start(?:ing)?\s+on|leaving\s+on|until|till|by)\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b"
    r"|(?<![\d月])(\d{1,2})\s*号|ថ្ងៃទី\s*(\d{1,2})(?!\d)"
)


def _next_day_of_month(day: int, today: date) -> Optional[date]:
    for months_ahead in range(0, 3):
        year, month = today.year + (today.month - 1 + months_ahead) // 12, (today.month - 1 + months_ahead) % 12 + 1
        found = _real(year, month, day)
        if found is not None and found >= today:
            return found
    return None


def _coming(at: int, day: date, today: date, said_next: bool) -> Found:
    """ "next Friday" said on a Tuesday: this week's Friday or next week's? Both, to confirm. When
    the coming Friday is already in next week (said on a Saturday), there is only one reading."""
    same_week = day.isocalendar()[:2] == today.isocalendar()[:2]
    return Found(at, day, day + timedelta(days=7) if said_next and same_week else None)


def _weekday(target: int, today: date, next_week: bool = False) -> date:
    ahead = (target - today.weekday()) % 7 or 7
    if next_week:  # 下周五: Friday of next week
        ahead = 7 - today.weekday() + target
    return today + timedelta(days=ahead)


_EN_WEEKDAY = "|".join(WEEKDAYS) + "|" + "|".join(sorted(_WEEKDAY_SHORT, key=len, reverse=True))
_KH_WEEKDAY = "|".join(sorted(_KH_WEEKDAYS, key=len, reverse=True))
RELATIVE = (
    OFFSET + r"|"
    r"\b(?:the\s+)?day after tomorrow\b|\btomorrow\b|\btoday\b|"
    r"\b(?:next|this|on|coming)\s+(?:" + _EN_WEEKDAY + r")\b\.?|"
    r"\bin\s+(?:\d+|a|one|two|three|four)\s+(?:days?|weeks?)\b|后天|明天|今天|ខានស្អែក|ថ្ងៃស្អែក|ថ្ងៃនេះ|"
    r"(?:下|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|ថ្ងៃ(?:" + _KH_WEEKDAY + r")\s*(?:ក្រោយ|នេះ|សប្តាហ៍ក្រោយ)?"
)


def _relative(t: str, today: date, dated: bool = False) -> list[Found]:
    found: list[Found] = []
    for start, end, day in list(offsets(t, today, dated)):  # "five weeks from today" first: it is not today
        found.append(Found(start, day))
        t = t[:start] + " " * (end - start) + t[end:]
    for pattern, days in (
        (r"\bday after tomorrow\b|后天|ខានស្អែក", 2),
        (r"\btomorrow\b|明天|ថ្ងៃស្អែក", 1),
        (r"\btoday\b|今天|ថ្ងៃនេះ", 0),
    ):
        m = re.search(pattern, t)
        if m:
            found.append(Found(m.start(), today + timedelta(days=days)))
            t = t[: m.start()] + " " * (m.end() - m.start()) + t[m.end() :]
    m = re.search(r"\b(next|this|on|coming)\s+(" + _EN_WEEKDAY + r")\b", t)
    if m:
        word = m.group(2)
        target = WEEKDAYS.index(word) if word in WEEKDAYS else _WEEKDAY_SHORT[word]
        found.append(_coming(m.start(), _weekday(target, today), today, m.group(1) == "next"))
    m = re.search(r"(下|这|本)?(?:周|星期|礼拜)([一二三四五六日天])", t)
    if m:
        found.append(Found(m.start(), _weekday(_ZH_WEEKDAYS[m.group(2)], today, next_week=m.group(1) == "下")))
    m = re.search(r"ថ្ងៃ(" + _KH_WEEKDAY + r")\s*(ក្រោយ)?", t)
    if m:
        found.append(_coming(m.start(), _weekday(_KH_WEEKDAYS[m.group(1)], today), today, bool(m.group(2))))
    return found


def find_dates(text: str, today: date, date_asked: bool = False) -> list[Found]:
    """Every date the message names, in the order written ("Jan 10-14" gives two).

    ``date_asked``: the message answers a date question, so a bare "the 3rd" is a day of the month."""
    t = _zh_numbers(normalize(text))
    found: list[Found] = []
    for pattern, kind in _DATE_RULES:
        for m in re.finditer(pattern, t):
            for n, (day, other) in enumerate(_rule_dates(kind, m.groups(), today)):
                if day is not None:
                    found.append(Found(m.start() + n, day, other))
            t = t[: m.start()] + " " * (m.end() - m.start()) + t[m.end() :]
    found += _relative(t, today, dated=bool(found))
    t = re.sub(RELATIVE, lambda m: " " * (m.end() - m.start()), t)
    for m in re.finditer(_DAY_OF_MONTH + (("|" + _ANSWER_DAY) if date_asked else ""), t):
        number = next(g for g in m.groups() if g)
        day = _next_day_of_month(int(number), today)
        if day is not None:
            found.append(Found(m.start(), day))
    return sorted(found, key=lambda f: f.at)


def extract_dates(text: str, today: date) -> list[date]:
    return [f.day for f in find_dates(text, today)]


def strip_dates(t: str, mark: Optional[str] = None) -> str:
    """Normalized text with its written dates blanked out (so "2027-01-10" is not a number of days);
    with ``mark``, each date is replaced by ``mark`` instead (agent.consent_dates reads around it)."""
    t = _zh_numbers(t)
    for pattern in [p for p, _ in _DATE_RULES] + [RELATIVE, _DAY_OF_MONTH]:
        t = re.sub(pattern, lambda m: " " * (m.end() - m.start()) if mark is None else mark, t)
    return t


@dataclass(frozen=True)
class TravelDates:
    start: Optional[str] = None
    end: Optional[str] = None
    choices: tuple[str, ...] = ()  # an ambiguous start date: its readings, to confirm


def travel_dates(text: str, today: date, date_asked: bool = False) -> TravelDates:
    """Start and end (ISO) of the trip; dates in the past are ignored; an ambiguous start comes
    back as ``choices`` (no start) so it is confirmed, never guessed."""
    days = [f for f in find_dates(text, today, date_asked) if f.day >= today]
    if not days:
        return TravelDates()
    first = days[0]
    if first.other is not None and first.other >= today:
        return TravelDates(choices=(first.day.isoformat(), first.other.isoformat()))
    end = days[1].day.isoformat() if len(days) > 1 and days[1].day > first.day else None
    return TravelDates(first.day.isoformat(), end)


def extract_travel_dates(text: str, today: date) -> tuple[Optional[str], Optional[str]]:
    found = travel_dates(text, today)
    return found.start, found.end


def extract_date(text: str, today: date) -> Optional[str]:
    """The first date named, as ISO ("2026-12-20", "Dec 20", "20 December", "12月20日")."""
    days = extract_dates(text, today)
    return days[0].isoformat() if days else None


_FROM_BEFORE = re.compile(r"(?:\bfrom|\binstead of|\brather than|\bnot|从|由|不是|而不是|ពី|ជំនួស|មិនមែន)\s*(?:the\s+)?$")


def moved_to(text: str, today: date, current: Optional[str]) -> Optional[str]:
    """The date a move goes to (held-out batch I): of the dates named, the one that is not the
    booking's ``current`` start, and of several such, the one not said as where it moves *from*
    ("from A to B", "to B from A", "从A改到B", "ពី A មក B", "B instead of A"), earlier or later."""
    t = _zh_numbers(normalize(text))
    days = [f for f in find_dates(text, today) if f.day.isoformat() != current]
    if len(days) > 1:
        days = [f for f in days if not _FROM_BEFORE.search(t[: f.at])] or days
    return days[0].day.isoformat() if days else None


_ORDINAL_CHOICE = (
    (0, r"\b(?:first|1st|former|the one before)\b|第一|前(?:一|者)|ទីមួយ|ទី១|ទី1"),
    (1, r"\b(?:second|2nd|latter|other one)\b|第二|后(?:一|者)|ទីពីរ|ទី២|ទី2"),
)


def resolve_choice(text: str, choices: tuple[str, ...], today: date) -> Optional[str]:
    """The reading the traveller picked in answer to "do you mean A or B?"; None if unclear."""
    t = normalize(text)
    named = [f.day.isoformat() for f in find_dates(text, today) if f.other is None]
    for day in named:
        if day in choices:
            return day
    for index, pattern in _ORDINAL_CHOICE:
        if re.search(pattern, t) and index < len(choices):
            return choices[index]
    months = {m for name, m in MONTHS.items() if re.search(r"\b" + name, t)}
    months |= {m for name, m in KH_MONTHS.items() if name in t}
    months |= {int(m) for m in re.findall(r"(\d{1,2})\s*月", _zh_numbers(t))}
    picked = [c for c in choices if date.fromisoformat(c).month in months]
    return picked[0] if len(picked) == 1 else None


_KH_DAY_NAMES = ("ច័ន្ទ", "អង្គារ", "ពុធ", "ព្រហស្បតិ៍", "សុក្រ", "សៅរ៍", "អាទិត្យ")
_KH_WRITTEN = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")


def long_date(iso: str, lang: str) -> str:
    """2027-01-10 → "Sunday 10 January 2027" / "2027年1月10日（星期日）" / "ថ្ងៃអាទិត្យ ១០ មករា ២០២៧":
    what the traveller reads when a date is confirmed (the weekday too: "next Friday" is a weekday)."""
    day = date.fromisoformat(iso)
    if lang == "ZH":
        return f"{day.year}年{day.month}月{day.day}日（星期{'一二三四五六日'[day.weekday()]}）"
    if lang == "KH":
        month = next(name for name, m in KH_MONTHS.items() if m == day.month)
        return f"ថ្ងៃ{_KH_DAY_NAMES[day.weekday()]} {day.day} {month} {day.year}".translate(_KH_WRITTEN)
    return f"{WEEKDAYS[day.weekday()].title()} {day.day} {MONTH_NAMES[day.month - 1]} {day.year}"
