"""getTripSuggestions' budget (sandbox/suggest.py): the budget's basis (per paying traveller, or per adult),
the group's budget window, and a trip's price against it, like with like."""

from __future__ import annotations

from typing import Any

from sandbox.budget_window import group_window
from sandbox.group import Group
from sandbox.models import SuggestBody
from sandbox.policy import money

BUDGET_PER = "paying traveller (adults and children from 4; under-4s free)"
PER_ADULT = "adult (compared with one adult's price; children pay their own price)"


def per_adult(body: SuggestBody) -> bool:
    """The budget is one adult's ("2,000 yuan per adult, the kids maybe half": relay 18 req 2)."""
    return body.budget_usd.per == "adult"


def group_budget(body: SuggestBody, group: Group) -> tuple[float, float]:
    """The group's budget (min, max): the per-paying-traveller budget times the paying travellers."""
    paying = max(group.paying_count, 1)
    said = group_window(body.budget_usd, paying)
    if said is not None:  # derived from the figure said in its own currency, not from a rounded USD
        return said[0]
    return money(body.budget_usd.min * paying), money(body.budget_usd.max * paying)


def against_budget(priced: dict[str, Any], body: SuggestBody, group: Group) -> tuple[float, float, float]:
    """(price, budget min, budget max) like with like: one adult's price against a per-adult budget,
    else the group's price against the group's budget."""
    if per_adult(body):
        return priced["price_per_adult_usd"], body.budget_usd.min, body.budget_usd.max
    return (priced["total_usd"], *group_budget(body, group))


def budget_fit(total: float, low: float, high: float) -> str:
    """The group's price against the group's budget."""
    if total > high:
        return "above_range"
    return "below_range" if total < low else "in_range"


def budget_window(body: SuggestBody, group: Group) -> tuple[str, float, float]:
    """The price key compared with the budget and the budget's min and max (one adult's or the group's)."""
    if per_adult(body):
        return "price_per_adult_usd", body.budget_usd.min, body.budget_usd.max
    return ("total_usd", *group_budget(body, group))
