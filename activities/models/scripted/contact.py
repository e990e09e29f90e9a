"""Booking details in free text: travel dates, name, phone, email, pickup place, discount code.

Each function takes one message and returns a value or None. A value is returned only when it
fits its slot: a phone has 8-15 digits, an email has an ``@``, a name is one to four words of
letters (never a sentence such as "yes, everything is correct"), a date is a real calendar day.
``asked`` says the message answers that question, which lets a bare answer ("Sokha Chan",
"Riverside Hotel") count without its cue words.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Optional

from activities.models.scripted.extract import normalize
from activities.models.scripted.numerals import KH_DIGITS

# ------------------------------------------------------------------ dates
_MONTHS = {
    m: i + 1 for i, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"))
}
_MONTH = (
    r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?(?![a-z])"
)
_KH_MONTHS = {
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
_KH_MONTH = "(" + "|".join(sorted(_KH_MONTHS, key=len, reverse=True)) + ")"
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_ZH_WEEKDAYS = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(?:,?\s*(\d{4}))?"

# (pattern, kind): each kind knows which groups hold year / month / day (or a second day for ranges).
_DATE_RULES: tuple[tuple[str, str], ...] = (
    (r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", "ymd"),
    (r"(?:(\d{4})年)?(\d{1,2})月(\d{1,2})[日号]?(?:\s*(?:到|至|-|–|~)\s*(\d{1,2})[日号])?", "zh"),
    (r"(?:ថ្ងៃទី\s*)?(\d{1,2})\s*(?:ខែ\s*)?" + _KH_MONTH + r"(?:\s*(?:ឆ្នាំ\s*)?(\d{4}))?", "kh"),
    (r"\b" + _MONTH + r"\s+" + _DAY + r"(?:\s*(?:-|–|to|until|till)\s*" + _DAY + r"(?![\d/]))?" + _YEAR, "mdy"),
    (r"\b" + _DAY + r"(?:\s*(?:-|–|to)\s*" + _DAY + r")?\s+(?:of\s+)?" + _MONTH + _YEAR, "dmy"),
    (r"(?<![\d/])(\d{1,2})/(\d{1,2})(?:/(\d{2,4}))?(?![\d/])", "slash"),
)


def _real(year: int, month: int, day: int) -> Optional[date]:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _dated(year: Optional[str], month: int, day: int, today: date) -> Optional[date]:
    if year:
        return _real(int(year) if len(year) == 4 else 2000 + int(year), month, day)
    found = _real(today.year, month, day)
    if found is not None and found < today:
        found = _real(today.year + 1, month, day)
    return found


def _rule_dates(kind: str, g: tuple, today: date) -> list[Optional[date]]:
    if kind == "ymd":
        return [_real(int(g[0]), int(g[1]), int(g[2]))]
    if kind == "zh":
        first = _dated(g[0], int(g[1]), int(g[2]), today)
        return [first] + ([_dated(g[0], int(g[1]), int(g[3]), today)] if g[3] else [])
    if kind == "kh":
        return [_dated(g[2], _KH_MONTHS[g[1]], int(g[0]), today)]
    if kind == "mdy":
        month = _MONTHS[g[0][:3]]
        return [_dated(g[3], month, int(g[1]), today)] + ([_dated(g[3], month, int(g[2]), today)] if g[2] else [])
    if kind == "dmy":
        month = _MONTHS[g[2][:3]]
        return [_dated(g[3], month, int(g[0]), today)] + ([_dated(g[3], month, int(g[1]), today)] if g[1] else [])
    day, month = int(g[0]), int(g[1])  # slash: day first (as written in Cambodia), unless that cannot be
    if month > 12 >= day:
        day, month = month, day
    return [_dated(g[2], month, day, today)]


_RELATIVE = (
    r"\b(?:day after tomorrow|tomorrow|today|(?:next|this|on)\s+(?:" + "|".join(_WEEKDAYS) + r")|"
    r"in\s+(?:\d+|a|one|two|three)\s+(?:days?|weeks?))\b|后天|明天|今天|ខានស្អែក|ថ្ងៃស្អែក|ថ្ងៃនេះ|"
    r"(?:下|这|本)?(?:周|星期|礼拜)[一二三四五六日天]"
)


def _relative(t: str, today: date) -> list[tuple[int, date]]:
    found: list[tuple[int, date]] = []
    for pattern, days in (
        (r"\bday after tomorrow\b|后天|ខានស្អែក", 2),
        (r"\btomorrow\b|明天|ថ្ងៃស្អែក", 1),
        (r"\btoday\b|今天|ថ្ងៃនេះ", 0),
    ):
        m = re.search(pattern, t)
        if m and not any(a <= m.start() < a + 3 for a, _ in found):
            found.append((m.start(), today + timedelta(days=days)))
            t = t[: m.start()] + " " * (m.end() - m.start()) + t[m.end() :]
    m = re.search(r"\b(next|this|on)\s+(" + "|".join(_WEEKDAYS) + r")\b", t)
    if m:
        ahead = (_WEEKDAYS.index(m.group(2)) - today.weekday()) % 7 or 7
        found.append((m.start(), today + timedelta(days=ahead)))
    m = re.search(r"(下|这|本)?(?:周|星期|礼拜)([一二三四五六日天])", t)
    if m:
        target = _ZH_WEEKDAYS[m.group(2)]
        ahead = (target - today.weekday()) % 7 or 7
        if m.group(1) == "下":
            ahead = 7 - today.weekday() + target
        found.append((m.start(), today + timedelta(days=ahead)))
    m = re.search(r"\bin\s+(\d+|a|one|two|three)\s+(days?|weeks?)\b", t)
    if m:
        n = {"a": 1, "one": 1, "two": 2, "three": 3}.get(m.group(1)) or int(m.group(1))
        found.append((m.start(), today + timedelta(days=n * (7 if m.group(2).startswith("week") else 1))))
    return found


def extract_dates(text: str, today: date) -> list[date]:
    """Every date the message names, in the order written ("Jan 10-14" gives two)."""
    t = normalize(text)
    found: list[tuple[int, date]] = []
    for pattern, kind in _DATE_RULES:
        for m in re.finditer(pattern, t):
            for n, day in enumerate(_rule_dates(kind, m.groups(), today)):
                if day is not None:
                    found.append((m.start() + n, day))
            t = t[: m.start()] + " " * (m.end() - m.start()) + t[m.end() :]
    found += _relative(t, today)
    return [d for _, d in sorted(found, key=lambda f: f[0])]


def strip_dates(t: str) -> str:
    """Normalized text with its written dates blanked out (so "2027-01-10" is not a number of days)."""
    for pattern in [p for p, _ in _DATE_RULES] + [_RELATIVE]:
        t = re.sub(pattern, lambda m: " " * (m.end() - m.start()), t)
    return t


def extract_travel_dates(text: str, today: date) -> tuple[Optional[str], Optional[str]]:
    """(start, end) ISO dates of the trip; dates in the past are ignored."""
    days = [d for d in extract_dates(text, today) if d >= today]
    start = days[0].isoformat() if days else None
    end = days[1].isoformat() if len(days) > 1 and days[1] > days[0] else None
    return start, end


def extract_date(text: str, today: date) -> Optional[str]:
    """The first date named, as ISO ("2026-12-20", "Dec 20", "20 December", "12月20日")."""
    days = extract_dates(text, today)
    return days[0].isoformat() if days else None


# ------------------------------------------------------------------ phone / email
_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
_PHONE = re.compile(r"(?<![A-Za-z0-9$])\(?\+?\(?\d[\d\s().-]{6,20}\d(?![A-Za-z0-9$])")
_NOT_PHONE = re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}/\d{1,2}/\d{2,4}")


def extract_email(text: str) -> Optional[str]:
    m = _EMAIL.search(text)
    return m.group(0).rstrip(".").lower() if m else None


def extract_phone(text: str) -> Optional[str]:
    """A phone number with 8-15 digits, spaces and punctuation removed ("+855 12 345 678")."""
    t = _EMAIL.sub(" ", text.translate(KH_DIGITS))
    t = _NOT_PHONE.sub(" ", t)
    for m in _PHONE.finditer(t):
        raw = m.group(0).strip()
        digits = re.sub(r"\D", "", raw)
        if 8 <= len(digits) <= 15:
            return ("+" if "+" in raw[:2] else "") + digits
    return None


# ------------------------------------------------------------------ names
_NAME_CUES = (
    r"my (?:full )?name is|my name's|name is|name's|name\s*:|the name is|under the name(?: of)?|"
    r"in the name of|book (?:it |this )?under|put it under|name should be|call me|i am|i'm|im|this is|it's|it is|name|"
    r"我叫|我的名字是|我的名字叫|名字是|名字叫|姓名[:：是]?|预订人是?|ខ្ញុំឈ្មោះ|ឈ្មោះរបស់ខ្ញុំគឺ|ឈ្មោះ"
)
_WEAK_CUES = ("i am", "i'm", "im", "this is", "it's", "it is", "call me", "name")
_NOT_NAME = {
    "yes",
    "yeah",
    "no",
    "ok",
    "okay",
    "sure",
    "correct",
    "right",
    "fine",
    "good",
    "great",
    "perfect",
    "please",
    "book",
    "booking",
    "thanks",
    "thank",
    "you",
    "stressed",
    "tired",
    "looking",
    "from",
    "interested",
    "ready",
    "here",
    "travelling",
    "traveling",
    "planning",
    "going",
    "so",
    "very",
    "a",
    "an",
    "the",
    "not",
    "just",
    "also",
    "with",
    "and",
    "in",
    "at",
    "on",
    "to",
    "for",
    "we",
    "our",
    "my",
    "is",
    "it",
    "that",
    "this",
    "everything",
    "all",
    "sorry",
    "hi",
    "hello",
    "hey",
    "happy",
    "excited",
    "done",
    "sounds",
    "go",
    "ahead",
    "wait",
    "alone",
    "solo",
    "back",
    "new",
    "curious",
    "staying",
    "hoping",
    "thinking",
    "wondering",
    "still",
    "cancel",
    "change",
    "actually",
    "what",
    "when",
    "where",
    "how",
    "why",
    "who",
    "phone",
    "email",
    "number",
    "date",
    "trip",
    "hotel",
    "pickup",
    "pick",
    "name",
    "full",
    "of",
    "be",
    "will",
    "would",
    "can",
    "could",
    "travel",
    "tour",
    "beach",
    "days",
    "people",
    "family",
    "couple",
    "honeymoon",
    "budget",
    "let's",
    "lets",
}
_ZH_NAME = re.compile(r"[\u4e00-\u9fff]{2,4}")
_KH_STOP = ("លេខ", "ទូរស័ព្ទ", "អ៊ីមែល", "ហើយ", "និង", "។", ",", "，")


def _name_words(raw: str, original: str, weak: bool) -> Optional[str]:
    """Clean ``raw`` into a name, or None when it is not one."""
    raw = re.split(r"[,;.!?\n。，！？]| and | from | phone| email| my | we | - | — |\d", raw + " ")[0].strip()
    raw = re.sub(r"(?i)\s+(?:please|pls|thanks|thank you|here)$", "", raw)
    if not raw:
        return None
    if _ZH_NAME.fullmatch(raw):
        return raw
    if re.search(r"[\u1780-\u17FF]", raw):
        for stop in _KH_STOP:
            raw = raw.split(stop)[0]
        raw = raw.strip()
        return raw if raw and len(raw.split()) <= 3 and not re.search(r"[a-z\d]", raw) else None
    words = raw.split()
    if not 1 <= len(words) <= 4 or any(not re.fullmatch(r"[^\W\d_][\w'’-]*", w) for w in words):
        return None
    if any(w.lower() in _NOT_NAME for w in words):
        return None
    if weak and not all(w[:1].isupper() for w in _original_words(original, words)):
        return None
    return " ".join(w[:1].upper() + w[1:] for w in words)


def _original_words(original: str, words: list[str]) -> list[str]:
    """The same words as written by the traveller (case kept)."""
    m = re.search(r"(?i)\b" + r"\s+".join(re.escape(w) for w in words) + r"\b", original)
    return m.group(0).split() if m else words


def extract_name(text: str, asked: bool = False) -> Optional[str]:
    """A person's name: after a cue ("my name is", "I'm", "我叫", "ខ្ញុំឈ្មោះ"), or the whole
    answer to the name question when it looks like a name."""
    original = _EMAIL.sub(" ", text).strip()
    lowered = original.lower()
    for m in re.finditer(r"(?:^|(?<=[\s,.;!]))(?:" + _NAME_CUES + r")\s*", lowered):
        cue = m.group(0).strip()
        weak = cue in _WEAK_CUES and not asked
        name = _name_words(original[m.end() :], original, weak)
        if name:
            return name
    phone = extract_phone(original)
    if not asked:  # "Dara Sok, +85599111222, …": a capitalised name first, next to contact details
        first = re.split(r"[,;\n]", original)[0]
        return _name_words(first, original, weak=True) if (phone or _EMAIL.search(text)) and first != original else None
    cleaned = _PHONE.sub(" ", original) if phone else original
    return _name_words(cleaned.strip(), original, weak=False)


# ------------------------------------------------------------------ pickup
_PICKUP_CUES = (
    r"pick (?:me|us) up (?:at|from|in)|pickup (?:at|from|is|location is|point is)|pickup\s*:|"
    r"pick-up (?:at|from|is|:)|pickup location\s*:?|collect (?:me|us) (?:at|from)|"
    r"(?:we're|we are|i'm|i am|we'll be|i'll be) staying at|our hotel is|my hotel is|"
    r"接送地点(?:是|：|:)?|在(?=.{2,30}接)|我们住在|我住在|住在|"
    r"មកទទួល(?:ខ្ញុំ|យើង)?នៅ|ទទួល(?:ខ្ញុំ|យើង)?នៅ|ស្នាក់នៅ"
)
_PICKUP_END = re.compile(
    r"[.!?;。！？]\s|[.!?;。！？]$|\s+(?:—|--|-)\s+|,\s*(?:and |my |our |phone|email|name|we |i )|"
    r"\s+and\s+(?:my|our|we|i|the|phone)\b|接(?:我|我们)?|来接"
)


def _tidy_place(value: str) -> str:
    kept: list[str] = []
    for part in value.split(","):
        if kept and (extract_dates(part, date(2000, 1, 1)) or extract_phone(part) or "@" in part):
            break  # "Sokha Hotel, Dec 24": the date is not part of the place
        kept.append(part)
    value = ",".join(kept)
    return re.sub(r"(?i)[\s,]+(?:please|pls|thanks|thank you)$", "", value.strip(" .,!:")).strip(" .,!:")


def extract_pickup(text: str, asked: bool = False) -> Optional[str]:
    """The pickup place: after a cue anywhere ("pick us up at the Sokha Hotel"), or the whole answer
    to the pickup question."""
    original = text.strip()
    m = re.search(r"(?i)(?:" + _PICKUP_CUES + r")\s*(?:the\s+)?", original)
    if m:
        rest = original[m.end() :]
        value = _tidy_place(_PICKUP_END.split(rest)[0])
        return value[:200] if len(value) >= 2 else None
    if not asked:
        return None
    cleaned = re.sub(r"(?i)^\s*(?:please\s+)?(?:at|from|the)\s+", "", original)
    value = _tidy_place(_PICKUP_END.split(cleaned)[0])
    return value[:200] if len(value) >= 2 and not re.fullmatch(r"[\d\s+()-]+", value) else None


# ------------------------------------------------------------------ discount code
def extract_discount_code(text: str) -> Optional[str]:
    m = re.search(r"(?i)\b(?:code|coupon|promo|voucher|优惠码|折扣码|កូដ)\s*(?:is|:|是)?\s*([A-Za-z0-9_-]{3,40})", text)
    if m and m.group(1).lower() not in ("is", "for", "the"):
        return m.group(1).upper()
    return None
