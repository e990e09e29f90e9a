"""A start date said as a distance from today (EN / KH / ZH): "five weeks from today", "in 3 days",
"two weeks later", "a month from now", "五周后", "一个月以后", "៥សប្តាហ៍ទៀត", "ប្រាំសប្តាហ៍ពីថ្ងៃនេះ".

Read before the single words "today" / "今天" / "ថ្ងៃនេះ" (dates.py), so that "five weeks from
today" is never today (held-out batch D: a start date the traveller never gave was booked).
Input is normalised text (agent.normal_text.normalize: Khmer digits and counted number words already
digits).
"""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta
from typing import Iterator

from agent.numerals import WORD_NUMBERS, zh_to_int

_EN_NUMBERS = {"a": 1, "an": 1, **WORD_NUMBERS}  # "in a week", "five weeks": the number words of agent.numerals
_KH_NUMBERS = {"មួយ": 1, "ពីរ": 2, "បី": 3, "បួន": 4, "ប្រាំ": 5, "ប្រាំមួយ": 6, "ប្រាំពីរ": 7, "ប្រាំបី": 8, "ដប់": 10}
_EN_N = r"(\d{1,3}|" + "|".join(sorted(_EN_NUMBERS, key=len, reverse=True)) + r")"
_EN_UNIT = r"(days?|weeks?|fortnights?|months?)"
_ZH_N = r"(\d{1,3}|[一二两三四五六七八九十]{1,3})"
_ZH_UNIT = r"(天|日|周|星期|礼拜|个月|月)"
_KH_N = r"(\d{1,3}|" + "|".join(sorted(_KH_NUMBERS, key=len, reverse=True)) + r")"
_KH_UNIT = r"(ថ្ងៃ|សប្តាហ៍|សប្ដាហ៍|អាទិត្យ|ខែ)"
# the day a distance is counted from ("two weeks from tomorrow" is tomorrow + 14 days, not tomorrow)
ANCHORS = {
    "the day after tomorrow": 2,
    "day after tomorrow": 2,
    "tomorrow": 1,
    "today": 0,
    "now": 0,
    "后天": 2,
    "明天": 1,
    "今天": 0,
    "现在": 0,
    "ខានស្អែក": 2,
    "ថ្ងៃស្អែក": 1,
    "ស្អែក": 1,
    "ថ្ងៃនេះ": 0,
}
_EN_ANCHOR = r"(the day after tomorrow|day after tomorrow|tomorrow|today|now)"
_ZH_ANCHOR = r"(后天|明天|今天|现在)"
_KH_ANCHOR = r"(ខានស្អែក|ថ្ងៃស្អែក|ស្អែក|ថ្ងៃនេះ)"
_FROM_NOW = r"(?:(?:from|after)\s+" + _EN_ANCHOR + r"|(later)|away|out|hence|(?:'?s)?\s+time)"
# (pattern, which group is the number, which the unit, which the bare "later" (0: none); an anchor word
# group, when present, names the day counted from: "one day later" beside a calendar date is counted from that date, not today)
PATTERNS: tuple[tuple[re.Pattern[str], int, int, int], ...] = (
    (
        re.compile(r"\bin\s+(?:exactly\s+|about\s+|around\s+)?" + _EN_N + r"\s+" + _EN_UNIT + r"(?:'?s?\s+time)?\b"),
        1,
        2,
        0,
    ),
    (re.compile(r"(?<![a-z])" + _EN_N + r"\s+" + _EN_UNIT + r"\s+" + _FROM_NOW + r"(?![a-z])"), 1, 2, 4),
    (
        re.compile(
            r"(?:(?:从)?"
            + _ZH_ANCHOR
            + r"(?:起|开始)?(?:算)?\s*)?"
            + _ZH_N
            + r"\s*个?\s*"
            + _ZH_UNIT
            + r"\s*(?:以后|之后|后)"
        ),
        2,
        3,
        0,
    ),
    (re.compile(r"(?:从)?" + _ZH_ANCHOR + r"(?:起|开始)(?:算)?\s*" + _ZH_N + r"\s*个?\s*" + _ZH_UNIT), 2, 3, 0),
    (
        re.compile(
            r"(?:ពី\s*"
            + _KH_ANCHOR
            + r"\s*(?:តទៅ|ទៅ)?\s*)?"
            + _KH_N
            + r"\s*"
            + _KH_UNIT
            + r"\s*(?:ទៀត|ក្រោយ|(?:គិត\s*)?ពី\s*"
            + _KH_ANCHOR
            + r")"
        ),
        2,
        3,
        0,
    ),
    (
        re.compile(
            r"(?:ពី\s*"
            + _KH_ANCHOR
            + r"\s*(?:តទៅ|ទៅ)?\s*)?(?:ក្រោយ|បន្ទាប់ពី)\s*"
            + _KH_N
            + r"\s*"
            + _KH_UNIT
            + r"(?:\s*ទៀត)?"
        ),
        2,
        3,
        0,
    ),
)


def _number(token: str) -> int:
    if token.isdigit():
        return int(token)
    if token in _EN_NUMBERS:
        return _EN_NUMBERS[token]
    if token in _KH_NUMBERS:
        return _KH_NUMBERS[token]
    return zh_to_int(token)


def _add_months(today: date, months: int) -> date:
    month0 = today.month - 1 + months
    year, month = today.year + month0 // 12, month0 % 12 + 1
    return date(year, month, min(today.day, calendar.monthrange(year, month)[1]))


def shifted(today: date, n: int, unit: str) -> date:
    """``today`` moved ``n`` units (days, weeks, fortnights or calendar months) ahead."""
    if unit.startswith(("month", "月", "个月", "ខែ")):
        return _add_months(today, n)
    if unit.startswith("fortnight"):
        return today + timedelta(days=14 * n)
    weeks = unit.startswith(("week", "周", "星期", "礼拜", "សប្", "អាទិត្យ"))
    return today + timedelta(days=n * (7 if weeks else 1))


def _anchor(m: re.Match[str]) -> int:
    """Days from today to the day the distance is counted from ("tomorrow": 1; a Khmer anchor may
    stand before or after the distance)."""
    return next((ANCHORS[g] for g in m.groups() if g in ANCHORS), 0)


def offsets(t: str, today: date, dated: bool = False) -> Iterator[tuple[int, int, date]]:
    """(start, end, day) of every distance-from-a-day in ``t`` ("two weeks from tomorrow",
    "明天起两周后"); spans do not overlap. ``dated``: the message also names a calendar date, so a bare
    "one day later" is said of that date (a correction), not of today, and is skipped."""
    taken: list[tuple[int, int]] = []
    for pattern, number, unit, later in PATTERNS:
        for m in pattern.finditer(t):
            if any(m.start() < end and start < m.end() for start, end in taken):
                continue
            taken.append((m.start(), m.end()))
            n = _number(m.group(number))
            if not 0 < n <= 400 or (dated and later and m.group(later)):
                continue
            start = today + timedelta(days=_anchor(m))
            yield m.start(), m.end(), shifted(start, n, m.group(unit))


OFFSET = "|".join(p.pattern for p, _, _, _ in PATTERNS)
