"""A budget in any currency and for the whole group, as the traveller says it (issue 39).

"ថវិកាសរុប ៣ លានរៀល" (a total of 3 million riel), "about 300 pounds each", "总预算一万二人民币",
"每人2000元", "400 euros in total for the two of us". ``stated_budget(text)`` gives the
``updateTravellerPreferences`` ``budget`` object (words, kind, amount, amount_max, currency, per:
the workflow converts it, agent/budget.py) when the budget is in another currency than USD or is
for the whole group; a per-person USD budget stays with :mod:`budget_words` as before.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from activities.models.scripted.budget_words import extract_budget
from activities.models.scripted.family_currency import family_entries, neighbour, resolved
from agent.budget import REFERENCE_PER_USD, StatedBudget, resolve_budget
from agent.currency_words import NAMES
from agent.hanzi import simplified
from agent.numerals import KH_DIGITS, zh_to_int
from agent.world_currencies import BARE, WORLD

# Currency words and signs, longest first within each language (美元 before 元).
_CURRENCIES: tuple[tuple[str, str], ...] = (
    ("USD", r"us\s?dollars?|american dollars?|usd|us\$|美元|美金"),
    ("AUD", r"australian dollars?|aud|a\$|澳大利亚元|澳洲元|澳元"),
    ("CAD", r"canadian dollars?|cad|c\$|加元|加币"),
    ("TWD", r"new taiwan dollars?|taiwan dollars?|twd|nt\$|nt dollars?|新台币|台币"),
    ("HKD", r"hong kong dollars?|hkd|hk\$|港币|港元"),
    ("NZD", r"new zealand dollars?|nzd|nz\$|纽币"),
    ("MYR", r"ringgit|myr|rm(?=\s?\d)|马币|令吉"),
    ("SGD", r"singapore dollars?|sgd|s\$|新币|新加坡元"),
    ("KHR", r"riels?|khr|រៀល|瑞尔"),
    ("IDR", r"(?:indonesian )?rupiahs?|idr|rp(?=\s?\d)|印尼盾|印尼卢比|រូពីយ៉ា|រូពីឥណ្ឌូណេស៊ី"),
    ("CNY", r"yuan|rmb|cny|renminbi|人民币|块钱|块|元|យ័ន|យាន់"),
    ("GBP", r"pounds?(?: sterling)?|quid|gbp|£|英镑|ផោន"),
    ("EUR", r"euros?|eur|€|欧元|欧(?!洲)|អឺរ៉ូ"),
    ("THB", r"baht|thb|泰铢|泰币|បាត"),
    ("JPY", r"yen|jpy|日元|日币|円|យ៉េន"),
    ("KRW", r"won|krw|韩元|韩币|វ៉ុន"),
    ("VND", r"dong|vnd|₫|越南盾|ដុង"),
    ("INR", r"rupees?|inr|₹|卢比|រូពី"),
    ("MXN", r"mexican pesos?|mxn"),
    ("PHP", r"(?:philippine )?pesos?|php|₱|菲律宾比索|比索|ប៉េសូ"),
    ("LAK", r"(?:lao )?kip|lak|₭|老挝基普|基普|គីប"),
    ("MMK", r"kyats?|mmk|缅元|缅甸元|ចាត"),
    ("CHF", r"swiss francs?|francs?|chf|瑞士法郎|法郎|ហ្វ្រង់"),
    ("BRL", r"brazilian reais|reais|reals?|brl|r\$|雷亚尔"),
    ("NGN", r"naira|ngn|₦|奈拉"),
    ("USD", r"dollars?|bucks|\$|刀|ដុល្លារ"),
)
# Every currency's own Khmer and Chinese name (agent.currency_words) first, longest first:
# "ដុល្លារសិង្ហបុរី" is Singapore dollars before "ដុល្លារ" is dollars, "រៀលប្រេស៊ីល" reais before "រៀល" riel.
# the world's other currencies by their English names and code ("9,000 danish kroner", "5000 sek"), before
# the bare words above that would read them as another currency ("pakistani rupees" is no Indian rupee)
# A code that is an English word ("300 all in", "budget 300 top") is never read as the currency (ALL, TOP).
CODE_WORDS = frozenset({"all", "top"})
_WORLD = tuple(
    (
        code,
        "|".join(
            [*(re.escape(n) + ("s?" if n[-1].isalpha() else "") for n in row.english)]
            + ([code.lower()] if code.lower() not in CODE_WORDS else [])
        ),
    )
    for code, row in WORLD.items()
)
_CURRENCIES = _WORLD + _CURRENCIES
_NAMED = sorted(((code, name) for code, names in NAMES.items() for name in names), key=lambda cn: -len(cn[1]))
# then each name said without its country ("五十万宽扎", held-out batch AA), after every full name
_BARE = sorted(((code, name) for code, names in BARE.items() for name in names if name), key=lambda cn: -len(cn[1]))
# A Khmer name borrowed from another language is written with the vowels each writer hears: "ស្ល័តី" and "ស្លូតី" are
# both the zloty (held-out batch AB: "៣០០០ ស្លូតី" was no currency, and the budget brackets were asked). A name of
# three consonants or more is read whatever its vowel signs, its consonants as written; a shorter one ("រៀល", "លេក")
# only as written, so a word like "លក់" (sell) is never a currency.
_KH_VOWELS = "[\u17b6-\u17d1\u17d3\u17dd]"
_KH_CLUSTER = "[\u1780-\u17b3](?:\u17d2[\u1780-\u17b3])*"  # a consonant with those written below it


def _spellings(name: str) -> str:
    """The pattern of a currency name: as written, and a Khmer name of three consonants or more with any vowels."""
    clusters = re.findall(_KH_CLUSTER, name)
    consonants = re.sub(_KH_VOWELS + "|\u17d2", "", name)
    if not re.fullmatch("[\u1780-\u17dd]+", name) or len(consonants) < 3:
        return re.escape(name)
    return re.escape(name) + "|" + (_KH_VOWELS + "*").join(clusters) + _KH_VOWELS + "*"


_CURRENCIES = tuple((code, _spellings(name)) for code, name in [*_NAMED, *_BARE]) + _CURRENCIES


def _said_in_bi(table: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """Each Chinese currency name in "元" said in "币" too, as people say it ("澳元" / "澳币", "加元" / "加币",
    "新加坡元" / "新加坡币"; held-out batch U: "两千澳币" was a currency unknown)."""
    said = {alt for _, pattern in table for alt in pattern.split("|")}
    extra = [
        (code, alt[:-1] + "币")
        for code, pattern in table
        for alt in pattern.split("|")
        if len(alt) >= 2
        and alt.endswith("元")
        and all("\u4e00" <= ch <= "\u9fff" for ch in alt)
        and alt[:-1] + "币" not in said
    ]
    return tuple(sorted(extra, key=lambda cn: -len(cn[1]))) + table


_CURRENCIES = _said_in_bi(_CURRENCIES) + family_entries()  # a bare family name: by its country, after every full name
_SIGN_FIRST = {
    "£": "GBP",
    "€": "EUR",
    "¥": "CNY",
    "￥": "CNY",
    "₹": "INR",
    "$": "USD",
    "₦": "NGN",
    "rm": "MYR",
    "rp": "IDR",
    "₱": "PHP",
    "₭": "LAK",
    "₫": "VND",
}
_SIGN_FIRST |= {
    "us$": "USD",
    "r$": "BRL",
    "hk$": "HKD",
    "nt$": "TWD",
    "nz$": "NZD",
    "a$": "AUD",
    "c$": "CAD",
    "s$": "SGD",
}
_MULTIPLIERS = (
    (r"crores?", 10_000_000),
    (r"millions?|mil|mn|juta|jt|m(?![a-z])|លាន|百万", 1_000_000),
    (r"lakhs?|lacs?", 100_000),
    (r"សែន", 100_000),
    (r"万|ម៉ឺន", 10_000),
    (r"thousands?|ribu|rb|k(?![a-z])|千|ពាន់", 1_000),
)
_KH_NUMBER_WORDS: tuple[tuple[str, int], ...] = (("ប្រាំបួន", 9), ("ប្រាំបី", 8), ("ប្រាំពីរ", 7), ("ប្រាំមួយ", 6))
_KH_NUMBER_WORDS += (("ប្រាំ", 5), ("បួន", 4), ("មួយ", 1), ("ពីរ", 2), ("បី", 3), ("ដប់", 10))
_AMOUNT = r"(\d[\d,]*(?:\.\d+)?)\s?(" + "|".join(p for p, _ in _MULTIPLIERS) + r")?"
_CURRENCY = "|".join(f"(?P<c{n}>{pattern})" for n, (_, pattern) in enumerate(_CURRENCIES))
_AFTER = re.compile(
    r"(?<![\d.])" + _AMOUNT + r"(?:\s?(?:-|–|to|到|至|ដល់)\s?" + _AMOUNT + r")?\s?(?:" + _CURRENCY + r")(?![a-z])"
)
_BEFORE = re.compile(
    r"(?<![a-z])((?:us|r|hk|nt|nz|a|c|s)\$|rm(?=\s?\d)|rp(?=\s?\d)|₦|₱|₭|₫|£|€|¥|￥|₹|\$)\s?"
    + _AMOUNT
    + r"(?:\s?(?:-|–|to|到|至)\s?[£€¥￥₹₱₭₫$]?\s?"
    + _AMOUNT
    + r")?"
)
_TOTAL = re.compile(
    r"\b(?:in total|total|altogether|all together|all in|all up|all told|for everything|for it all|for all of us|for (?:the|our) (?:whole )?(?:group|family|team)|"
    r"for (?:everyone|everybody|us all)|combined|for (?:the )?(?:two|three|four|five|six|\d+) of us|for both of us|"
    r"between us|for all (?:two|three|four|five|six|\d+)(?: of us)?)\b|一共|总共|总预算|合计|全部|整个团|大家一起|全家|"
    r"(?:两个?人|我们俩|俩人)(?:大概|大约|差不多|一共|总共)?\s?\d|សរុប|ទាំងអស់គ្នា|ទាំងគ្រួសារ|ទាំងក្រុម|សម្រាប់គ្រួសារ"
)
_PER_PERSON = re.compile(
    r"\b(?:each|per person|per head|a head|pp|a person|per pax|/\s?person|apiece)\b|每人|每个人|人均|一个人|"
    r"ក្នុងម្នាក់|ម្នាក់"
)
# "2,000 yuan per adult, the kids maybe half" (relay 18 req 2): one adult's budget, children pay less
_PER_ADULT = re.compile(
    r"\b(?:per adult|each adult|for each adult|a grown-?up|per grown-?up)\b|每位大人|每个大人|每位成人|每个成人|"
    r"大人每人|成人每人|每大人|ក្នុងមនុស្សពេញវ័យម្នាក់|មនុស្សពេញវ័យម្នាក់"
)
_ABOUT = re.compile(
    r"\b(?:about|around|approximately|approx|roughly|some|maybe|perhaps)\b|~|大约|大概|左右|差不多|ប្រហែល"
)


_DOT_THOUSANDS = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{3}){2,}(?![\d.])")
_ZH_CURRENCY = "|".join(
    sorted({*(names[1] for names in NAMES.values()), "人民币", "元", "块", "美金", "港元", "台币", "令吉", "马币", "加币"}
           | {"新币", "纽币", "雷亚尔", "奈拉", "比索", "基普", "缅元", "卢比", "印尼盾", "法郎", "韩币", "日币", "泰币", "欧"}
           | {alt for _, pattern in _CURRENCIES for alt in pattern.split("|") if re.fullmatch(r"[\u4e00-\u9fff]{2,}", alt)},
           key=len, reverse=True)
)  # fmt: skip


# A Chinese or Khmer currency name before its amount, "about" between them or not ("台币大概四万五",
# "人民币一万", "欧元500左右"): every name of the table written in those scripts, longest first; a
# one-character word of many uses (元, 块, 刀, 欧) only after its figure.
_NAME_CODES: dict[str, str] = {}
for _code, _pattern in _CURRENCIES:
    for _alt in _pattern.split("|"):
        if re.fullmatch(r"[\u4e00-\u9fff]{2,}|[\u1780-\u17ff]{2,}", _alt):
            _NAME_CODES.setdefault(_alt, _code)
_NAME_FIRST = "|".join(re.escape(name) for name in sorted(_NAME_CODES, key=len, reverse=True))
_ABOUT_WORD = r"(?:大概|大约|差不多|约|最多|不超过|ប្រហែល|មិនលើស)?"
_NAME_BEFORE = re.compile(
    r"("
    + _NAME_FIRST
    + r")\s?(?::|：)?\s?"
    + _ABOUT_WORD
    + r"\s?"
    + _AMOUNT
    + r"(?:\s?(?:-|–|到|至|ដល់)\s?"
    + _AMOUNT
    + r")?(?!\s?(?:人|天|晚|个|位|岁|号|日|月|នាក់|ថ្ងៃ|យប់|ឆ្នាំ|[\d.]))"
)


def _kh_and_zh_numbers(text: str) -> str:
    """Khmer digits and number words, and Chinese numbers, before a multiplier or currency → digits."""
    out = simplified(text).translate(KH_DIGITS)
    for word, value in _KH_NUMBER_WORDS:
        out = re.sub(re.escape(word) + r"(?=\s?(?:លាន|សែន|ម៉ឺន|ពាន់|រៀល|ដុល្លារ))", str(value), out)
    out = _DOT_THOUSANDS.sub(lambda m: m.group(0).replace(".", ""), out)  # "Rp 3.000.000", "1.500.000 dong"
    out = re.sub(
        r"(?<![\d.零一二两三四五六七八九十百千万])([零一二两三四五六七八九十百千万]+)(?=\s?(?:" + _ZH_CURRENCY + r"))",
        lambda m: str(zh_to_int(m.group(1))),
        out,
    )
    return re.sub(  # the figure after its currency's name: "台币大概四万五"
        r"((?:"
        + _NAME_FIRST
        + r")\s?"
        + _ABOUT_WORD
        + r"\s?)([零一二两三四五六七八九十百千万]+)(?![\d零一二两三四五六七八九十百千万])",
        lambda m: m.group(1) + str(zh_to_int(m.group(2))),
        out,
    )


def _value(number: str, multiplier: Optional[str]) -> float:
    value = float(number.replace(",", ""))
    for pattern, factor in _MULTIPLIERS:
        if multiplier and re.fullmatch(pattern, multiplier):
            return value * factor
    return value


# Held-out batch AD ("Budget SBD 4,000 all up", "about M4,000 each, Lesotho maloti"): a currency's code in capitals
# before the figure ("EUR 4,000", "SBD 4,000"), and the currency named after the figure in the same sentence, past
# words of its own ("M4,000 each, Lesotho maloti"), name the amount's currency when nothing beside it does.
_CODE_BEFORE = re.compile(
    r"(?<![A-Za-z])("
    + "|".join(sorted((c for c in REFERENCE_PER_USD if c.lower() not in CODE_WORDS), key=len, reverse=True))
    + r")\s?"
    + _AMOUNT
)
_UNIT_AFTER = r"(?!\s?(?:days?|nights?|people|persons|adults?|kids?|children|years?|weeks?|months?|天|人|岁|ថ្ងៃ|នាក់))"
_NAMED_LATER = re.compile(
    r"(?<![\d.])" + _AMOUNT + _UNIT_AFTER + r"[^.!?。！？\d\n]{0,40}?[,，(（]\s?(?:" + _CURRENCY + r")(?![a-z])"
)


def _said_apart(text: str) -> Optional[tuple[float, Optional[float], str, tuple[int, int]]]:
    """The amount whose currency is said apart from it: its code before it, or its name later in the sentence."""
    t = _kh_and_zh_numbers(text)
    code = _CODE_BEFORE.search(t)
    if code is not None:
        return _value(code.group(2), code.group(3)), None, code.group(1), code.span()
    later = _NAMED_LATER.search(t.lower())
    if later is None:
        return None
    currency = next(_CURRENCIES[int(k[1:])][0] for k, v in later.groupdict().items() if v)
    return _value(later.group(1), later.group(2)), None, currency, later.span()


def find_amount(text: str) -> Optional[tuple[float, Optional[float], str, tuple[int, int]]]:
    """(amount, upper end of a range or None, currency, where) of the first amount with a currency; a name two
    countries share read by the country beside it, else no amount (activities/models/scripted/family_currency.py)."""
    t = _kh_and_zh_numbers(text.lower())
    found = _first_amount(t) or _said_apart(text)
    if found is None or (code := resolved(found[2], t)) is None:
        return None
    return found[0], found[1], neighbour(code, t), found[3]


def _first_amount(t: str) -> Optional[tuple[float, Optional[float], str, tuple[int, int]]]:
    after, before, named = _AFTER.search(t), _BEFORE.search(t), _NAME_BEFORE.search(t)
    if named and all(m is None or named.start() < m.start() for m in (after, before)):
        low, high = _ends(named.group(2), named.group(3), named.group(4), named.group(5))
        return low, high, _NAME_CODES[named.group(1)], named.span()
    if before and (after is None or before.start() <= after.start()):
        low, high = _ends(before.group(2), before.group(3), before.group(4), before.group(5))
        return low, high, _SIGN_FIRST[before.group(1)], before.span()
    if after is None:
        return None
    currency = next(_CURRENCIES[int(k[1:])][0] for k, v in after.groupdict().items() if v)
    low, high = _ends(after.group(1), after.group(2), after.group(3), after.group(4))
    return low, high, currency, after.span()


def _ends(
    low: str, low_unit: Optional[str], high: Optional[str], high_unit: Optional[str]
) -> tuple[float, Optional[float]]:
    """A range's two ends; "2-3 million" is 2 million to 3 million."""
    if high is None:
        return _value(low, low_unit), None
    return _value(low, low_unit or high_unit), _value(high, high_unit or low_unit)


def stated_budget(text: str) -> Optional[dict[str, Any]]:
    """The ``budget`` object of what ``text`` says, when it is not a per-person USD amount; else None."""
    found = find_amount(text)
    if found is None:
        return None
    low, high, currency, _ = found
    t = _kh_and_zh_numbers(text.lower())  # "两个人大概四千港币": the total's amount as digits
    adult = bool(_PER_ADULT.search(t))
    total = bool(_TOTAL.search(t)) and not _PER_PERSON.search(t) and not adult
    if currency == "USD" and not total and not adult and _read_as_dollars(text, high or low):
        return None  # per person in dollars: budget_words reads it (budget_min_usd / budget_max_usd)
    if currency not in REFERENCE_PER_USD or low <= 0:
        return None
    out: dict[str, Any] = {
        "words": re.sub(r"\s+", " ", text.strip())[:200],
        "kind": "range" if high and high > low else ("about" if _ABOUT.search(t) else "up_to"),
        "amount": low,
        "currency": currency,
        "per": "total" if total else "adult" if adult else "person",
    }
    if high and high > low:
        out["amount_max"] = high
    return out


def _read_as_dollars(text: str, amount: float) -> bool:
    """budget_words reads this per-person dollar amount itself ("around $300", "$100-$200"); not
    "$2k each" or "2ពាន់ដុល្លារ ក្នុងម្នាក់" (a magnitude word it does not know)."""
    plain = extract_budget(text)
    return plain is not None and plain[0] <= amount <= plain[1]


def per_person_usd(stated: dict[str, Any], people: Optional[int]) -> Optional[tuple[float, float]]:
    """(min, max) USD per person of a stated budget; None while a total has no group to divide by."""
    resolved = resolve_budget(stated, people)
    return (resolved.min_usd, resolved.max_usd) if isinstance(resolved, StatedBudget) else None


def strip_amount(text: str) -> str:
    """``text`` (its numbers as digits) without the amount and its currency, so that its digits are
    not read as days or people ("总预算一万二人民币" is not 12000 people)."""
    t = _kh_and_zh_numbers(text.lower())
    found = find_amount(t)
    if found is None:
        return t
    start, end = found[3]
    return t[:start] + " " * (end - start) + t[end:]
