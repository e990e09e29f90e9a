"""An add-on's age rules in words, beside it wherever it is offered or priced (the list of addable activities,
the add-on's line in a quote), so "can the kids go alone?" has its answer before anything is asked: its youngest
age (``min_age``, sandbox/data/addable.py) and the company rule of sandbox/add_on_people.py (a child under 12
takes it only with someone 16 or over taking part; from 12 a child may take it alone)."""

from __future__ import annotations

from typing import Any, Optional

from sandbox.add_on_people import ESCORT_AGE
from sandbox.group import CHILD_MAX_AGE

WITH_COMPANY = (
    "{from_age}A child under {limit} takes it only with someone aged {escort} or over taking part (an adult or "
    "a 16-17-year-old of the group); from {limit} a child may take it alone."
)
FROM_AGE = "Ages {least} and over only. "
ONLY_FROM = "Ages {least} and over only; from {least} a traveller may take it alone."
KH = {
    WITH_COMPANY: "{from_age}កុមារអាយុក្រោម {limit} ឆ្នាំចូលរួមបានតែជាមួយមនុស្សអាយុ {escort} ឆ្នាំឡើងទៅដែលចូលរួមដែរ "
    "(មនុស្សពេញវ័យ ឬក្មេងអាយុ 16-17 ឆ្នាំក្នុងក្រុម)។ ចាប់ពីអាយុ {limit} ឆ្នាំ កុមារអាចចូលរួមតែម្នាក់ឯងបាន។",
    FROM_AGE: "សម្រាប់តែអាយុ {least} ឆ្នាំឡើងទៅ។ ",
    ONLY_FROM: "សម្រាប់តែអាយុ {least} ឆ្នាំឡើងទៅ។ ចាប់ពីអាយុ {least} ឆ្នាំ អ្នកដំណើរអាចចូលរួមតែម្នាក់ឯងបាន។",
}
ZH = {
    WITH_COMPANY: "{from_age}{limit}岁以下的儿童只有在{escort}岁或以上的人（成人或团中16-17岁的孩子）一同参加时才能参加；"
    "{limit}岁起儿童可以单独参加。",
    FROM_AGE: "仅限{least}岁及以上。",
    ONLY_FROM: "仅限{least}岁及以上；{least}岁起可以单独参加。",
}
OWN = {"KH": KH, "ZH": ZH}


def _say(text: str, language: str, **values: object) -> str:
    return OWN.get(language, {}).get(text, text).format(**values)


def age_rules(min_age: Optional[int], language: str = "EN") -> dict[str, Any]:
    """The add-on's age rules: ``accompanied_from_age`` (16) when a child under 12 may take it, and ``age_rule``
    (its youngest age and who may take it alone, in ``language``)."""
    least = int(min_age or 0)
    if least > CHILD_MAX_AGE:  # no child under 12 takes it: no company rule
        return {"age_rule": _say(ONLY_FROM, language, least=least)}
    from_age = _say(FROM_AGE, language, least=least) if least else ""
    says = _say(WITH_COMPANY, language, from_age=from_age, limit=CHILD_MAX_AGE + 1, escort=ESCORT_AGE)
    return {"accompanied_from_age": ESCORT_AGE, "age_rule": says}
