"""What a plan's days say of the Angkor pass agrees with the price they come with.

A day at the ticket office says the pass is included (``INCLUDED``, sandbox/i18n/pass_texts.py), as the
catalogue writes it. Cambodian citizens enter free and their pass is left out of the price
(sandbox/park_pass.py ``with_passes``): for a group priced with citizens the day says instead that citizens
enter free, the pass included only for the others from 12 (``SOME_FREE``), or, when no traveller from 12 pays
a pass, that no pass fee is in the price (``CITIZENS_FREE``). A price without citizens keeps the catalogue's
words."""

from __future__ import annotations

from typing import Any

from sandbox.i18n.pass_texts import CITIZENS_FREE, INCLUDED, SOME_FREE


def pass_words(priced: dict[str, Any], language: str) -> str | None:
    """What a day of ``priced``'s plan says in place of "pass included", None when the catalogue's words hold
    (no citizens, or no pass)."""
    part = priced.get("park_pass") or {}
    if not part.get("cambodian_citizens"):
        return None
    return (SOME_FREE if part.get("passes") else CITIZENS_FREE).in_(language.upper())


def days_agree(days: list[dict[str, Any]], priced: dict[str, Any], language: str) -> list[dict[str, Any]]:
    """``days`` (localized plan days, each with ``activities``) saying of the pass what ``priced`` charges."""
    words = pass_words(priced, language)
    if words is None:
        return days
    included = INCLUDED.in_(language.upper())

    def said(day: dict[str, Any]) -> dict[str, Any]:
        activities = day.get("activities")
        if not activities:
            return day
        return {**day, "activities": [a.replace(included, words) if isinstance(a, str) else a for a in activities]}

    return [said(d) for d in days]
