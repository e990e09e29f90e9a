"""The budget window getTripSuggestions searched, stated as searched: the per-traveller minimum and
maximum in USD (the figures compared), the same two in the budget's own currency (each converted
as the traveller said them when the workflow passes them, else each converted once from the USD figure:
sandbox/data/currency.py), and why the window is what it is for the way
the budget was said, in the session's language (phrase data: sandbox/catalogue/budget_window.yaml,
validated when this module loads)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

import yaml
from pydantic import ValidationError

from agent.budget import ABOUT_ABOVE, ABOUT_BELOW
from agent.display import local_amount
from agent.rounding import half_up
from sandbox.catalogue import CatalogueError
from sandbox.catalogue.models import Record, Text
from sandbox.data.currency import PER_USD, convert
from sandbox.models import Budget

FILE = Path(__file__).parent / "catalogue" / "budget_window.yaml"


class WindowTexts(Record):
    """One reason per way a budget is said (agent/budget.py ``BudgetKind``), and what the window is matched
    with, said after each (``covers``: the trip from its start city, no flights)."""

    about: Text
    up_to: Text
    range: Text
    fits: Text  # how a trip is found to fit: at most the max, cheaper trips too (never a minimum)
    covers: Text


def load_texts(path: Path = FILE) -> WindowTexts:
    """The reasons, or a :class:`CatalogueError` naming the file and field."""
    try:
        return WindowTexts.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
    except (OSError, yaml.YAMLError, ValidationError) as exc:
        raise CatalogueError(f"{path}: {exc}") from exc


TEXTS = load_texts()


def local_figures(currency: str, low: float, high: float) -> dict[str, Any]:
    """A window in ``currency`` as it is shown (agent/display.py ``local_amount``)."""
    return {"currency": currency, "min": local_amount(low, currency), "max": local_amount(high, currency)}


def group_window(budget: Budget, paying: int) -> Optional[tuple[tuple[float, float], dict[str, Any]]]:
    """The group's window in USD and as said, from the window as said (each USD figure derived once from
    the local one: relay 34 req 4, $1,333.32 for ฿48,000; a USD total: the total as said, not $1,599.99 for
    $1,600 shared by 3), or None when the figures as said are not known."""
    said = budget.local_window()
    if said is None or not budget.currency:
        return None
    low, high = (value * paying for value in said)
    per_usd = PER_USD[budget.currency]
    return (half_up(low / per_usd, 2), half_up(high / per_usd, 2)), local_figures(budget.currency, low, high)


def searched(budget: Budget, language: str) -> dict[str, Any]:
    """What to add to ``matched_on.budget_usd`` (whose min / max are the USD window searched):
    ``local`` (that window in the budget's currency) and ``why`` (the reason, when the way the budget
    was said is known, with what the window is matched with: the trip from its start city, no flights)."""
    out: dict[str, Any] = {}
    said = budget.local_window()
    if said is not None and budget.currency not in (
        None,
        "USD",
    ):  # as said, exact (relay 34 req 4: not ฿7,999.92 for ฿8,000)
        out["local"] = local_figures(budget.currency, *said)
    elif budget.currency and budget.currency != "USD":
        cur = budget.currency
        out["local"] = {"currency": cur, "min": convert(budget.min, "USD", cur), "max": convert(budget.max, "USD", cur)}
    if budget.kind:
        text: Text = getattr(TEXTS, budget.kind)
        lang = language.upper()
        reason = text.in_(lang).format(below=round(ABOUT_BELOW * 100), above=round(ABOUT_ABOVE * 100))
        fits = TEXTS.fits.in_(lang).format(max=f"{budget.max:,.2f}")
        out["why"] = ("" if lang == "ZH" else " ").join((reason, fits, TEXTS.covers.in_(lang)))
    return out
