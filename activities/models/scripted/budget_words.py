"""A budget in free text: "$100-$200", "under $50", "150+", "around $300", vague or luxurious
wishes, and the budget-or-quality answer. Amounts are per person in USD."""

from __future__ import annotations

import re
from typing import Optional

from activities.models.scripted.words import _has
from agent.normal_text import normalize

# ------------------------------------------------------------------ budget
_NOT_MONEY = r"(?!\d)(?!\s?(?:years?|yrs?|y/?o|days?|nights?|weeks?|people|persons?|kids|km|hours?|天|人|ថ្ងៃ|នាក់))"
_MONEY = r"\$?\s?(\d{1,5}(?:\.\d+)?)" + _NOT_MONEY + r"\s?(?:usd|dollars?|bucks|\$|美元|ដុល្លារ)?"
_CURRENCY = r"(\$|usd|dollars?|bucks|美元|美金|ដុល្លារ|budget|预算|ថវិកា|per person|/\s?person|each|a head|per head)"


def _plain_amounts(t: str) -> str:
    """Thousands separators dropped ("1,500" → "1500 ", same length) and amounts of six digits or
    more blanked: "about 200,000 naira each" is no per-person dollar budget (it read as $200)."""
    t = re.sub(r"(?<![\d.])\d{1,3}(?:,\d{3})+", lambda m: m.group(0).replace(",", "").ljust(len(m.group(0))), t)
    return re.sub(r"\d{6,}(?:\.\d+)?", lambda m: " " * len(m.group(0)), t)


def _budget_span(t: str) -> Optional[tuple[tuple[float, float], tuple[int, int]]]:
    """(min, max) and where it was found, or None. ``t`` is normalized text."""
    t = _plain_amounts(t)
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


def _strip_budget(t: str) -> str:
    found = _budget_span(t)
    if not found:
        return t
    start, end = found[1]
    return t[:start] + " " + t[end:]
