"""Whom a group total is for (``total_is_for``), a list that reads right in EN, KH and ZH and counts people
the way the price does (sandbox/group.py ``price_bands``): the adults, then the 12-17s paying as adults (by
age), then the children under 12 (by age). Relay 48 req 35: "5 people (2 adults, a child aged 9, 14 and
14-year-olds paying as adults)" ran the 12-17s' ages into the child's. Each part holds its own list; the
parts are joined with a separator no part uses when there are three of them."""

from __future__ import annotations

from collections import Counter

CHILD_MAX_AGE = 11  # as sandbox/group.py (no import: group.py imports this module)
KH_DIGITS = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")
EN_COUNT = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}
LANGS = {"EN": 0, "KH": 1, "ZH": 2}


def _en_list(items: list[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def _en(adults: int, teens: list[int], kids: list[int]) -> str:
    people = adults + len(teens) + len(kids)
    parts = [f"{adults} adult{'s' if adults != 1 else ''}"]
    if teens:
        by_age = [
            f"a {age}-year-old" if n == 1 else f"{EN_COUNT.get(n, str(n))} {age}-year-olds"
            for age, n in sorted(Counter(teens).items())
        ]
        parts.append(f"{_en_list(by_age)} paying as {'an adult' if len(teens) == 1 else 'adults'}")
    if kids:
        ages = _en_list([str(a) for a in sorted(kids)])
        parts.append(f"a child aged {ages}" if len(kids) == 1 else f"children aged {ages}")
    return f"{people} {'person' if people == 1 else 'people'} ({('; ' if len(parts) == 3 else ', ').join(parts)})"


def _kh(adults: int, teens: list[int], kids: list[int]) -> str:
    parts = [f"មនុស្សពេញវ័យ {adults} នាក់"]
    if teens:
        by_age = " និង ".join(f"អាយុ {age} ឆ្នាំ {n} នាក់" for age, n in sorted(Counter(teens).items()))
        parts.append(f"{by_age} បង់តម្លៃមនុស្សពេញវ័យ")
    if kids:
        parts.append(f"កុមារ {len(kids)} នាក់ អាយុ {', '.join(str(a) for a in sorted(kids))} ឆ្នាំ")
    return f"មនុស្ស {adults + len(teens) + len(kids)} នាក់ ({'; '.join(parts)})".translate(KH_DIGITS)


def _zh(adults: int, teens: list[int], kids: list[int]) -> str:
    parts = [f"成人 {adults} 位"]
    if teens:
        parts.append("、".join(f"{age} 岁 {n} 位" for age, n in sorted(Counter(teens).items())) + "（按成人价）")
    if kids:
        parts.append(f"儿童 {len(kids)} 位（{'、'.join(f'{a} 岁' for a in sorted(kids))}）")
    return f"{adults + len(teens) + len(kids)} 人（{'；'.join(parts)}）"


def total_is_for(adults: int, children_ages: list[int], language: str = "EN") -> str:
    """The group a total is for, spelled out in ``language``: "5 people (2 adults; two 14-year-olds paying as
    adults; a child aged 9)"."""
    teens = [a for a in children_ages if a > CHILD_MAX_AGE]
    kids = [a for a in children_ages if a <= CHILD_MAX_AGE]
    return (_en, _kh, _zh)[LANGS.get(language, 0)](adults, teens, kids)


def people(count: int, language: str = "EN") -> str:
    """A total's people, counted only ("5 people"), in ``language``."""
    return (
        f"{count} {'person' if count == 1 else 'people'}",
        f"មនុស្ស {count} នាក់".translate(KH_DIGITS),
        f"{count} 人",
    )[LANGS.get(language, 0)]
