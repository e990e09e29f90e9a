"""An add-on's age rules in words, beside it wherever it is offered or priced (the list of addable activities,
the add-on's line in a quote), so "can the kids go alone?" has its answer before anything is asked: its youngest
age (``min_age``, sandbox/data/addable.py) and the company rule of sandbox/add_on_people.py (a child under 12
takes it only with someone 16 or over taking part; from 12 a child may take it alone)."""

from __future__ import annotations

from typing import Any, Optional

from sandbox.add_on_people import ESCORT_AGE
from sandbox.group import CHILD_MAX_AGE
from sandbox.i18n import trf
from sandbox.i18n.add_on_rule_texts import FROM_AGE, ONLY_FROM, WITH_COMPANY


def age_rules(min_age: Optional[int], language: str = "EN") -> dict[str, Any]:
    """The add-on's age rules: ``accompanied_from_age`` (16) when a child under 12 may take it, and ``age_rule``
    (its youngest age and who may take it alone, in ``language``)."""
    least = int(min_age or 0)
    if least > CHILD_MAX_AGE:  # no child under 12 takes it: no company rule
        return {"age_rule": trf(ONLY_FROM, language, least=least)}
    from_age = trf(FROM_AGE, language, least=least) if least else ""
    says = trf(WITH_COMPANY, language, from_age=from_age, limit=CHILD_MAX_AGE + 1, escort=ESCORT_AGE)
    return {"accompanied_from_age": ESCORT_AGE, "age_rule": says}
