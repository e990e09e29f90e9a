"""Who takes an add-on that only part of the group takes, said beside its activity wherever a day of the plan
is shown: "Sunset cruise off Otres (for 2 adults only)", "（仅2位成人参加）", "(សម្រាប់តែមនុស្សពេញវ័យ ២ នាក់)".
The counts are the add-on's ``for_adults`` / ``for_children_ages`` (sandbox/add_on_people.py)."""

from __future__ import annotations

from sandbox.i18n.group_texts import KH_DIGITS, LANGS


def _en(adults: int, ages: list[int]) -> str:
    parts = [f"{adults} adult{'s' if adults != 1 else ''}"] if adults else []
    if ages:
        listed = ", ".join(str(a) for a in ages[:-1]) + f" and {ages[-1]}" if len(ages) > 1 else str(ages[0])
        parts.append(f"a child aged {listed}" if len(ages) == 1 else f"{len(ages)} children aged {listed}")
    return f"(for {' and '.join(parts)} only)"


def _kh(adults: int, ages: list[int]) -> str:
    parts = [f"មនុស្សពេញវ័យ {adults} នាក់"] if adults else []
    if ages:
        parts.append(f"កុមារ {len(ages)} នាក់ អាយុ {', '.join(str(a) for a in ages)} ឆ្នាំ")
    return f"(សម្រាប់តែ{' និង '.join(parts)})".translate(KH_DIGITS)


def _zh(adults: int, ages: list[int]) -> str:
    parts = [f"{adults}位成人"] if adults else []
    if ages:
        parts.append(f"{len(ages)}位儿童（{'、'.join(f'{a}岁' for a in ages)}）")
    return f"（仅{'和'.join(parts)}参加）"


def only_for(adults: int, children_ages: list[int], language: str = "EN") -> str:
    """The words after an add-on's activity naming the only people who take it (empty when nobody is named)."""
    ages = sorted(int(a) for a in children_ages)
    if not adults and not ages:
        return ""
    return (_en, _kh, _zh)[LANGS.get(language, 0)](int(adults), ages)


def with_takers(activity: str, adults: int, children_ages: list[int], language: str = "EN") -> str:
    """``activity`` as a day shows it, followed by who takes it (unchanged when nobody is named)."""
    words = only_for(adults, children_ages, language)
    if not words:
        return activity
    return f"{activity}{words}" if LANGS.get(language, 0) == 2 else f"{activity} {words}"
