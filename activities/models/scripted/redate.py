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


def _blank_days(text: str, said_for: re.Pattern[str], unless: re.Pattern[str], lower: bool = False) -> str:
    """``text`` with every day said in a clause that ``said_for`` matches and ``unless`` does not blanked (same
    length), clause by clause; ``lower``: the clause is matched lower-cased."""
    out, start = [], 0
    for m in [*_CLAUSE.finditer(text), None]:
        end = m.start() if m else len(text)
        clause = text[start:end]
        read = clause.lower() if lower else clause
        if said_for.search(read) and not unless.search(read):
            clause = _SAID_DAY.sub(lambda d: " " * len(d.group()), clause)
        out.append(clause + (m.group() if m else ""))
        start = m.end() if m else end
    return "".join(out)


def without_paying_days(text: str) -> str:
    """``text`` with every day said for paying blanked (same length), so that no reader takes it for a date."""
    return _blank_days(text, _PAYING, _GOING)


# A day someone goes home on is their going, never the trip's start: "she's flying home tomorrow. Please take her
# off the trip", "他明天就回国了", "គាត់ត្រឡប់ទៅផ្ទះថ្ងៃស្អែក" (held-out batch AC: a leaver's day moved the trip to
# tomorrow). Only in a clause that names no trip: "leave the trip tomorrow and move it" is read as said.
_GOING_HOME = re.compile(
    r"\b(?:fly|flies|flying|flew|go|goes|going|head|heads|heading|travel(?:l?ing)?|return(?:s|ing)?)"
    r" (?:back )?home\b|\b(?:fly|flies|flying) back\b|回家|回国|飞回|赶回|ត្រឡប់ទៅផ្ទះ|ត្រឡប់ទៅស្រុក|ហោះត្រឡប់|ទៅផ្ទះវិញ"
)
_TRIP = re.compile(r"\b(?:trip|tour|start|starting|move|moving|change|instead)\b|行程|出发|改|ដំណើរ|ប្ដូរ|ប្តូរ")


def without_going_home_days(text: str) -> str:
    """``text`` with every day someone goes home on blanked (same length), so that no reader takes it for a date."""
    return _blank_days(text, _GOING_HOME, _TRIP, lower=True)


# Coming back is the trip's end, never a correction: "ចេញថ្ងៃ A ត្រឡប់មកវិញថ្ងៃ B" (leave on A, come back on B; its
# "វិញ" is "back", not "instead": held-out batch AC booked B as the start), "leave A, back B", "A出发，B回来"
_RETURNING = re.compile(
    r"ត្រឡប់\s?(?:មក|ទៅ)?\s?(?:វិញ)?|មកវិញ|\b(?:come|comes|coming|came|get|getting|be|fly|flying|head|heading|go|going)"
    r" back\b|\bback on\b|\breturn(?:s|ing)?\b|回来|返回|回程|回到"
)


def corrected_start(text: str, today: date) -> Optional[str]:
    said = _zh_numbers(normalize(text))
    t = _RETURNING.sub(lambda m: " " * len(m.group()), said)  # same length: the dates' places stay
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
    after = re.match(r"[\d\-/年月日号. ]{0,12}\s?(?:回来|返回|回程)", said[named[-1].at :])
    if after or _RETURNING.search(said[max(0, named[-1].at - 16) : named[-1].at]):
        return None  # the last day said is the one they come back on
    return named[-1].day.isoformat()
