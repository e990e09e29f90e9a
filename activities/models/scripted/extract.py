"""Pure extraction of travel facts from free text (EN, plus common KH / ZH words).

Every function takes text and returns a value or None; nothing here knows about sessions. The
dialogue layer decides which messages to read and in which order (later answers win).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Optional

from activities.models.scripted.lexicon import SPELLINGS
from activities.models.scripted.numerals import digits

_SPELLING_RE = re.compile(
    r"(?<![a-z0-9'])(?:" + "|".join(re.escape(w) for w in sorted(SPELLINGS, key=len, reverse=True)) + r")(?![a-z0-9'])"
)

_WORD_NUMBERS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "fourteen": 14,
    "a couple of": 2,
    "a few": 3,
}
_NUM = r"(?<![a-z0-9])(\d+|" + "|".join(sorted(_WORD_NUMBERS, key=len, reverse=True)) + r")"


def normalize(text: str) -> str:
    """Lower case, number words and Khmer digits → ASCII digits, curly quotes → straight, tidy spaces."""
    out = digits(text).lower().replace("’", "'")
    out = _SPELLING_RE.sub(lambda m: SPELLINGS[m.group(0)], out)
    out = re.sub(r"(?<![a-z])y+e+s+(?![a-z])", "yes", out)  # "yesss"
    return re.sub(r"[ \t]+", " ", out)


def _num(token: str) -> int:
    return int(token) if token.isdigit() else _WORD_NUMBERS[token]


@cache
def word_re(word: str, edge: str = "a-z") -> re.Pattern[str]:
    """``word`` as a whole word (no letters of class ``edge`` around it); compiled once."""
    return re.compile(r"(?<![" + edge + r"])" + re.escape(word) + r"(?![" + edge + r"])")


def _has(text: str, words: tuple[str, ...]) -> bool:
    """Whole-word match for ASCII words, substring match for KH / ZH words."""
    for word in words:
        if word.isascii():
            if word_re(word).search(text):
                return True
        elif word in text:
            return True
    return False


# ------------------------------------------------------------------ mood / environment
MOODS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("romantic", ("romantic", "romance", "honeymoon", "anniversary", "浪漫", "蜜月", "រ៉ូមែនទិក", "ក្រេបទឹកឃ្មុំ")),
    (
        "family",
        (
            "family",
            "kid",
            "kids",
            "children",
            "child",
            "家庭",
            "家人",
            "全家",
            "一家",
            "孩子",
            "亲子",
            "គ្រួសារ",
            "កូន",
            "ក្មេង",
        ),
    ),
    ("adventurous", ("adventure", "adventurous", "thrill", "exciting", "trekking", "冒险", "刺激", "ផ្សងព្រេង")),
    (
        "curious",
        ("culture", "cultural", "history", "historic", "curious", "learn", "文化", "历史", "វប្បធម៌", "ប្រវត្តិសាស្ត្រ"),
    ),
    (
        "stressed",
        (
            "stressed",
            "stress",
            "relax",
            "relaxing",
            "relaxed",
            "tired",
            "rest",
            "unwind",
            "calm",
            "peaceful",
            "chill",
            "quiet",
            "getaway",
            "break",
            "放松",
            "压力",
            "累",
            "休息",
            "សម្រាក",
            "ស្ត្រេស",
            "នឿយហត់",
        ),
    ),
)

ENVIRONMENTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("TEMPLE", ("temple", "temples", "angkor", "pagoda", "寺庙", "吴哥", "寺", "ប្រាសាទ", "វត្ត")),
    ("ISLAND", ("island", "islands", "koh rong", "海岛", "岛", "កោះ")),
    ("BEACH", ("beach", "beaches", "seaside", "sea", "coast", "ocean", "海滩", "海边", "ឆ្នេរ", "សមុទ្រ")),
    ("MOUNTAIN", ("mountain", "mountains", "hills", "highlands", "mondulkiri", "山", "ភ្នំ")),
    ("FOREST", ("forest", "jungle", "rainforest", "waterfall", "森林", "丛林", "ព្រៃ")),
    ("CITY", ("city", "urban", "nightlife", "shopping", "城市", "ទីក្រុង")),
)


def extract_mood(text: str) -> Optional[str]:
    t = normalize(text)
    for mood, words in MOODS:
        if _has(t, words):
            return mood
    return None


def extract_environment(text: str) -> Optional[str]:
    t = _strip_cities(normalize(text)).replace("ប្រវត្តិ", " ")  # history, which contains វត្ត (a pagoda)
    for env, words in ENVIRONMENTS:
        if _has(t, words):
            return env
    return None


# ------------------------------------------------------------------ budget
_NOT_MONEY = r"(?!\d)(?!\s?(?:years?|yrs?|y/?o|days?|nights?|weeks?|people|persons?|kids|km|hours?|天|人|ថ្ងៃ|នាក់))"
_MONEY = r"\$?\s?(\d{1,5}(?:\.\d+)?)" + _NOT_MONEY + r"\s?(?:usd|dollars?|bucks|\$|美元|ដុល្លារ)?"
_CURRENCY = r"(\$|usd|dollars?|bucks|美元|美金|ដុល្លារ|budget|预算|ថវិកា|per person|/\s?person|each|a head|per head)"


def _budget_span(t: str) -> Optional[tuple[tuple[float, float], tuple[int, int]]]:
    """(min, max) and where it was found, or None. ``t`` is normalized text."""
    rules: list[tuple[str, str]] = [
        (r"between\s*" + _MONEY + r"\s*(?:and|to|-)\s*" + _MONEY, "range"),
        (r"\$\s?(\d{1,5})\s?(?:-|–|to)\s?\$?\s?(\d{1,5})", "range"),
        (r"(\d{1,5})\s?(?:-|–|to|到|至|ដល់)\s?(\d{1,5})\s?(?:usd|dollars?|bucks|\$|美元|美金|ដុល្លារ)", "range"),
        (r"(?:under|below|less than|max(?:imum)?|up to|no more than|at most|最多|不超过|ក្រោម)\s*" + _MONEY, "under"),
        (r"\$?\s?(\d{1,5})\s?\+", "over"),
        (r"(?:over|above|more than|at least|from)\s*\$?\s?(\d{1,5})" + _NOT_MONEY, "over"),
        (
            r"(?:around|about|approximately|roughly|~|大约|大概|ប្រហែល)\s*\$?\s?(\d{1,5})(?!\s?(?:day|night|people|person))",
            "around",
        ),
        (r"(\d{1,5})\s?(?:美元|美金|块|刀)?\s?左右", "around"),
        (r"\$\s?(\d{1,5}(?:\.\d+)?)", "single"),
        (r"(?<![\d.])(\d{1,5})\s?\$", "single"),
        (r"(\d{1,5}(?:\.\d+)?)\s?(?:usd|dollars?|bucks|美元|美金|ដុល្លារ)", "single"),
        (r"(?<![\d.])(\d{2,5})\s?(?:/\s?person|/\s?pax|per person|per head|a head|pp\b|each)", "single"),
    ]
    for pattern, kind in rules:
        m = re.search(pattern, t)
        if not m:
            continue
        values = [float(g) for g in m.groups() if g is not None]
        if kind in ("around", "under", "over") and not (
            re.search(_CURRENCY, t) or "$" in m.group(0) or "+" in m.group(0)
        ):
            continue
        if kind == "range":
            lo, hi = sorted(values[:2])
        elif kind == "under":
            lo, hi = 0.0, values[0]
        elif kind == "over":
            lo, hi = values[0], max(1000.0, values[0] * 2)
        elif kind == "around":
            delta = round(values[0] / 6)
            lo, hi = max(0.0, values[0] - delta), values[0] + delta
        else:
            lo, hi = 0.0, values[0]
        return (lo, hi), m.span()
    return None


def extract_budget(text: str, asked: bool = False) -> Optional[tuple[float, float]]:
    """Budget per person as (min, max) USD: "$100-$200", "under $50", "150+", "around $300".

    ``asked``: the text answers the budget question, so bare amounts count as dollars.
    """
    if asked:
        return extract_budget("budget " + text) or extract_bare_budget(text)
    found = _budget_span(normalize(text))
    return found[0] if found else None


def extract_bare_budget(text: str) -> Optional[tuple[float, float]]:
    """A budget given as a bare number or range right after the budget question ("100-200")."""
    t = normalize(text)
    m = re.search(r"(\d{1,5})\s?(?:-|–|to)\s?(\d{1,5})", t)
    if m:
        lo, hi = sorted((float(m.group(1)), float(m.group(2))))
        return lo, hi
    m = re.fullmatch(r"\s*(?:about|around|maybe)?\s*(\d{1,5})\s*(?:per person|pp|each)?\s*[.!]?\s*", t)
    if m:
        return 0.0, float(m.group(1))
    return None


def extract_anchor_choice(text: str) -> Optional[tuple[float, float]]:
    """An answer to "under $50, $50-$150, or $150+?" given as a position ("the middle one")."""
    t = normalize(text)
    if _has(t, ("cheapest", "lowest", "first", "low", "cheap")):
        return 0.0, 50.0
    if _has(t, ("middle", "second", "medium", "mid")):
        return 50.0, 150.0
    if _has(t, ("highest", "third", "last", "top", "high")):
        return 150.0, 1000.0
    return None


def is_vague_budget(text: str) -> bool:
    t = normalize(text)
    return (
        _has(
            t,
            (
                "not too expensive",
                "affordable",
                "reasonable",
                "cheap",
                "budget-friendly",
                "not sure about budget",
                "don't know the budget",
                "moderate",
                "inexpensive",
                "不太贵",
                "便宜",
                "មិនថ្លៃពេក",
            ),
        )
        and extract_budget(text) is None
    )


def wants_luxury(text: str) -> bool:
    return _has(normalize(text), ("luxury", "luxurious", "5-star", "five star", "five-star", "premium", "豪华", "ប្រណីត"))


def prefers_budget_over_quality(text: str) -> Optional[bool]:
    """Answer to the conflict question: True = the budget matters more, False = quality."""
    t = normalize(text)
    if _has(t, ("quality", "experience", "luxury", "品质", "体验", "គុណភាព")):
        return False
    if _has(t, ("budget", "price", "money", "cost", "cheap", "预算", "价格", "ថវិកា")):
        return True
    return None


# ------------------------------------------------------------------ duration / people
def _strip_budget(t: str) -> str:
    found = _budget_span(t)
    if not found:
        return t
    start, end = found[1]
    return t[:start] + " " + t[end:]


def extract_duration(text: str) -> Optional[int]:
    t = _strip_budget(normalize(text))
    m = re.search(r"(\d+)d\d+n\b", t) or re.search(_NUM + r"\s?-?\s?(?:days?|d\b|天|日|ថ្ងៃ)", t)
    if m:
        return _num(m.group(1))
    m = re.search(_NUM + r"\s?-?\s?nights?", t)
    if m:
        return _num(m.group(1)) + 1
    m = re.search(r"\b(?:a|one|1)\s?weeks?\b|一周|一个星期|មួយសប្តាហ៍|(?<!\d)1\s?សប្[តដ]ាហ៍", t)
    if m:
        return 7
    m = re.search(r"\b(\d+|two|three)\s?weeks?\b", t)
    if m:
        return 7 * _num(m.group(1))
    if _has(t, ("weekend", "周末", "ចុងសប្តាហ៍")):
        return 2
    if _has(t, ("day trip", "one day")):
        return 1
    return None


_PAIR = (
    "me and my wife",
    "me and my husband",
    "me and my partner",
    "me and my girlfriend",
    "me and my boyfriend",
    "me and my friend",
    "my wife and i",
    "my husband and i",
    "my partner and i",
    "my girlfriend and i",
    "my boyfriend and i",
    "my friend and i",
    "the two of us",
    "both of us",
    "a couple",
    "we are a couple",
    "we're a couple",
    "with my wife",
    "with my husband",
    "with my partner",
    "with my girlfriend",
    "with my boyfriend",
    "两个人",
    "我和我",
    "ពីរនាក់",
)
_SOLO = ("solo", "alone", "just me", "by myself", "only me", "on my own", "一个人", "ម្នាក់ឯង")


def extract_people(text: str) -> Optional[int]:
    t = _strip_budget(normalize(text))
    m = re.search(r"(?:family|group|party|team) of " + _NUM, t) or re.search(r"(\d+)\s?口", t)
    if m:
        return _num(m.group(1))
    m = re.search(_NUM + r"\s?(?:people|ppl|persons?|adults?|pax|travell?ers|guests|of us|friends|个人|人|位|នាក់)", t)
    if m:
        return _num(m.group(1))
    m = re.search(
        r"\b(?:we(?:'re| are| r)|there(?:'re| are) )\s?" + _NUM + r"(?!\s?(?:days?|nights?|weeks?|\$|usd))\b", t
    )
    if m:
        return _num(m.group(1))
    m = re.search(r"\bfor " + _NUM + r"(?!\s?(?:days?|nights?|weeks?|\$|usd|dollars?))\b", t)
    if m:
        return _num(m.group(1))
    if _has(t, _SOLO):
        return 1
    if _has(t, _PAIR):
        return 2
    return None


def extract_bare_int(text: str) -> Optional[int]:
    """A lone number given as an answer ("3", "three", "3 please")."""
    m = re.fullmatch(r"\s*(?:about|around|maybe|just)?\s*" + _NUM + r"\s*(?:please|pls)?\s*[.!]?\s*", normalize(text))
    return _num(m.group(1)) if m else None


# ------------------------------------------------------------------ places
CITIES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Phnom Penh", ("phnom penh", "pp", "金边", "ភ្នំពេញ")),
    ("Siem Reap", ("siem reap", "siemreap", "暹粒", "សៀមរាប")),
    ("Battambang", ("battambang", "马德望", "បាត់ដំបង")),
    ("Sihanoukville", ("sihanoukville", "西哈努克", "ព្រះសីហនុ")),
    ("Kampot", ("kampot", "贡布", "កំពត")),
    ("Kep", ("kep", "白马", "កែប")),
    ("Koh Kong", ("koh kong", "国公", "កោះកុង")),
    ("Kratie", ("kratie", "桔井", "ក្រចេះ")),
    ("Bangkok", ("bangkok", "曼谷", "បាងកក")),
    ("Ho Chi Minh City", ("ho chi minh city", "ho chi minh", "hcmc", "saigon", "胡志明", "ហូជីមិញ")),
    ("Hanoi", ("hanoi", "河内")),
    ("Singapore", ("singapore", "新加坡")),
    ("Kuala Lumpur", ("kuala lumpur", "吉隆坡")),
)
_FROM = r"(?:from|leaving|departing|depart|starting (?:in|from)|start (?:in|from)|based in|live in|i'?m in|we'?re in|staying in|从|ពី)\s*"


def _strip_cities(t: str) -> str:
    for _, aliases in CITIES:
        for alias in aliases:
            if alias.isascii():
                t = word_re(alias).sub(" ", t)
            else:
                t = t.replace(alias, " ")
    return t


def find_city(text: str) -> Optional[str]:
    """The first known city named anywhere in the text."""
    t = normalize(text)
    best: Optional[tuple[int, str]] = None
    for city, aliases in CITIES:
        for alias in aliases:
            m = word_re(alias).search(t) if alias.isascii() else re.search(re.escape(alias), t)
            if m and (best is None or m.start() < best[0]):
                best = (m.start(), city)
    return best[1] if best else None


def extract_departure_city(text: str) -> Optional[str]:
    """A known city introduced by "from" / "leaving" / "based in" (or 从 / ពី, or 出发)."""
    t = normalize(text)
    for m in re.finditer(_FROM, t):
        rest = t[m.end() :]
        for city, aliases in CITIES:
            for alias in aliases:
                if rest.startswith(alias) and not (alias.isascii() and rest[len(alias) : len(alias) + 1].isalpha()):
                    return city
    if "出发" in t or "ចេញដំណើរ" in t:
        return find_city(t)
    return None


# ------------------------------------------------------------------ selection / dates / details
_ORDINALS = (
    (0, ("first", "1st", "option 1", "option one", "#1", "number 1", "number one", "no. 1", "第一", "ទីមួយ", "ទី១")),
    (
        1,
        (
            "second",
            "2nd",
            "option 2",
            "option two",
            "#2",
            "number 2",
            "number two",
            "no. 2",
            "middle one",
            "第二",
            "ទីពីរ",
            "ទី២",
        ),
    ),
    (
        2,
        (
            "third",
            "3rd",
            "option 3",
            "option three",
            "#3",
            "number 3",
            "number three",
            "no. 3",
            "last one",
            "第三",
            "ទីបី",
            "ទី៣",
        ),
    ),
)


def extract_ordinal(text: str) -> Optional[int]:
    """0-based index of the option the traveller points at ("the first one", "option 2", "#3")."""
    t = normalize(text)
    for index, words in _ORDINALS:
        for word in words:
            if word.isascii():
                if word_re(word, "a-z0-9").search(t):
                    return index
            elif word in t:
                return index
    m = re.fullmatch(r"\s*(?:option|trip|number|#)?\s*([123])\s*[.!]?\s*", t)
    return int(m.group(1)) - 1 if m else None
