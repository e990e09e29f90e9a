"""A start date corrected inside one message (EN / KH / ZH): "sorry, wrong date! On 2026-12-15 we are
busy, can we start on 2026-12-18 instead?", "日期写错了，15号有事，改成18号出发", "ខ្ញុំដាក់ថ្ងៃខុស ...
ប្ដូរទៅចាប់ផ្ដើមថ្ងៃ ... វិញ" (held-out batch O: the two dates were read as the trip's start and end and
the wrong one was booked).

``corrected_start(text, today)`` is the new start when the message says it corrects a date and names
two or more, else None: the last date named that is not said as the one it moves *from* ("B instead
of A", "change it from A to B", "从A改到B"). Two dates said together as a range ("15 to 18 December", "from
A to B" without a move word) stay a range.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Optional

from agent.dates import _FROM_BEFORE, _zh_numbers, find_dates
from agent.normal_text import normalize

_CORRECTING = re.compile(
    r"\b(?:wrong|mistake|sorry|actually|instead|change|switch|move|rather|correct(?:ion)?|meant|typo|oops)\b|"
    r"错|改|换|其实|应该是|不好意思|ខុស|ប្ដូរ|ប្តូរ|វិញ|សុំទោស|តាមពិត"
)
_MOVING = re.compile(r"\b(?:change|switch|move|moving|changing)\b|改|换|ប្ដូរ|ប្តូរ")
_BREAK = re.compile(r"[.,;!?。，；！？។]")
# A day said for paying is when they pay, never the trip's start: "Paola is checking her bank app to see if
# she can pay her half today", "我今天付款", "ថ្ងៃស្អែកខ្ញុំបង់លុយ" (held-out batch AA: a "not yet" at the summary
# moved the trip to today). Only in a clause that names no going: "pay today and leave tomorrow" leaves tomorrow.
_SAID_DAY = re.compile(r"\b(?:today|tonight|tomorrow)\b|今天|今晚|明天|ថ្ងៃនេះ|យប់នេះ|ថ្ងៃស្អែក")
_PAYING = re.compile(
    r"\b(?:pay|pays|paid|paying|payment|transfer|bank|banking)\b|付款|付钱|支付|转账|汇款|银行|付|បង់|ផ្ទេរលុយ|ធនាគារ"
)
_GOING = re.compile(
    r"\b(?:go|going|leave|leaving|start|starting|travel|travelling|traveling|depart|departing|trip|tour|"
    r"pick(?:ing)? (?:us|me) up|pickup|instead|move|change)\b|出发|走|行程|改|接|ចេញ|ដំណើរ|ប្ដូរ|ប្តូរ|ទទួល"
)
_CLAUSE = re.compile(r"[.,;!?。，；！？។]|\s(?:and|but|so|then)\s|然后|但是|ហើយ")


def without_paying_days(text: str) -> str:
    """``text`` with every day said for paying blanked (same length), so that no reader takes it for a date."""
    out, start = [], 0
    for m in [*_CLAUSE.finditer(text), None]:
        end = m.start() if m else len(text)
        clause = text[start:end]
        if _PAYING.search(clause) and not _GOING.search(clause):
            clause = _SAID_DAY.sub(lambda d: " " * len(d.group()), clause)
        out.append(clause + (m.group() if m else ""))
        start = m.end() if m else end
    return "".join(out)


def corrected_start(text: str, today: date) -> Optional[str]:
    t = _zh_numbers(normalize(text))
    if not _CORRECTING.search(t):
        return None
    days = [f for f in find_dates(text, today) if f.day >= today]
    if len(days) < 2:
        return None
    first, second = days[0], days[1]
    between = t[first.at : second.at]
    moving_from = _FROM_BEFORE.search(t[: first.at]) is not None and _MOVING.search(t) is not None
    if not moving_from and len(between) <= 25 and not _BREAK.search(between) and not _CORRECTING.search(between):
        return None  # "15 to 18 December", "from A to B": a range, not a correction
    named = [f for f in days if not _FROM_BEFORE.search(t[: f.at])] or days
    return named[-1].day.isoformat()
