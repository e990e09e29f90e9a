"""A budget in the traveller's own terms (issue 23): "about 300 USD each", "8000 元 in total",
"up to 1,500,000 riel", "100 to 150 dollars per person".

The model records what was said (``updateTravellerPreferences`` ``budget``: the words, the
amount(s), how they were meant, the currency, per person or for the group); the workflow turns it
into the per-person USD minimum and maximum getTripSuggestions needs, so the model never invents a
minimum or converts by hand, and the session keeps the traveller's words and currency.

Conversion uses the reference rates below (the backend's published sandbox rates, fixed for the
session; getCurrencyRates serves the same table). A figure the traveller gave keeps its exact value in
its own currency (``min_local`` / ``max_local``): the USD is derived from it, never the local figure
re-derived from a rounded USD (relay 34 req 4: "about 60,000 THB for 6" shown as ฿7,999.92). Pure:
workflow code calls it.
"""

from __future__ import annotations

from typing import Any, Literal, Optional

from pydantic import BaseModel

from agent.rounding import amount_text, half_up
from agent.world_currencies import WORLD

# Units of each currency per 1 USD (reference rates, fixed: sandbox/data/currency.py serves this very
# table to getCurrencyRates, so the two never disagree).
# Beyond riel and yuan, the currencies visitors state budgets in most (relay j12: "500 to 700
# Australian dollars each" could not be recorded as said).
REFERENCE_PER_USD: dict[str, float] = {
    "USD": 1.0,
    "KHR": 4100.0,
    "CNY": 7.25,
    "THB": 36.0,
    "VND": 25400.0,
    "EUR": 0.92,
    "GBP": 0.79,
    "JPY": 150.0,
    "SGD": 1.35,
    "AUD": 1.52,
    "KRW": 1370.0,
    "INR": 86.0,  # relay j26: "around 25,000 rupees per person" could not be recorded
    # issue 39 (held-out batch C): travellers from Canada, Taiwan, Hong Kong, New Zealand, Malaysia
    "CAD": 1.37,
    "TWD": 32.0,
    "HKD": 7.8,
    "NZD": 1.65,
    "MYR": 4.7,
    # held-out batch D: travellers from Brazil and Nigeria
    "BRL": 5.6,
    "NGN": 1550.0,
    # held-out batch I: "3 million rupiah each"; the region's other currencies (the sandbox's Lao kip too)
    "IDR": 16300.0,
    "PHP": 58.0,
    "LAK": 21800.0,
    "MMK": 2100.0,
    "MXN": 18.5,
    "CHF": 0.88,
}
# held-out batch Q ("9,000 Danish kroner"): the world's other commonly used currencies, one table
REFERENCE_PER_USD |= {code: row.per_usd for code, row in WORLD.items()}
BUDGET_CURRENCIES = tuple(REFERENCE_PER_USD)
# "about X" = from 20 % below to 5 % above: relay j36 read "about 600 AUD" as up to 720 AUD, and a
# trip at 669 AUD came back as the best match "within budget"
ABOUT_BELOW, ABOUT_ABOVE = 0.2, 0.05

BudgetKind = Literal["about", "up_to", "range"]
INFANT_MAX_AGE = 3  # under 4: free, so never a share of a budget (sandbox/group.py prices them at nothing)


def paying_travellers(people_count: int, children_ages: Optional[list[int]] = None) -> int:
    """The travellers a group's budget is shared by: everyone but the free infants (relay 12 req 5:
    a total divided over a free 1-year-old, beside prices per adult)."""
    return max(1, people_count - sum(1 for age in children_ages or () if age <= INFANT_MAX_AGE))


class StatedBudget(BaseModel):
    """The budget as the traveller said it, and what it means per person in USD."""

    words: str
    kind: BudgetKind
    amount: float
    amount_max: Optional[float] = None  # "range": the upper end
    currency: str = "USD"
    # "adult": the budget is one adult's; children pay what the price function says (relay 18 req 2)
    per: Literal["person", "total", "adult"] = "person"
    people_count: int = 1  # the group a total was divided by
    for_people: Optional[int] = None  # the people the words name ("for the two of us"): never re-divided
    free_infants: int = 0  # under-4s of the group a total was NOT divided by (they pay nothing)
    min_usd: float = 0.0  # per person
    max_usd: float = 0.0
    # the same window in ``currency``, per person, exact (unrounded): what min_usd / max_usd come from
    min_local: Optional[float] = None
    max_local: Optional[float] = None

    def describe(self) -> str:
        """``"8000 元 in total" → up to 8,000 CNY for 2 people ≈ 1,103 USD; searching up to 552 USD per person
        (reference rate 1 USD = 7.25 CNY)``: the converted amount and the search range apart, in whole
        dollars (relay j34: "344.83 USD" repeated; relay 18: "2,000 CNY = about 221-290 USD")."""
        unit = (
            "per person"
            if self.per == "person"
            else "per adult (children pay their own price)"
            if self.per == "adult"
            else "for 1 person"  # relay j36: "about 600 AUD for 1 people"
            if self.people_count == 1
            else f"for {self.people_count} paying travellers (under-4s free)"
            if self.free_infants
            else f"for {self.people_count} people"
        )
        top = self.amount_max if self.kind == "range" and self.amount_max is not None else self.amount
        if self.kind == "range":
            meant = f"{self.amount:,.0f}–{top:,.0f} {self.currency} {unit}"
        else:
            meant = f"{'about' if self.kind == 'about' else 'up to'} {self.amount:,.0f} {self.currency} {unit}"
        rate = (
            ""
            if self.currency == "USD"
            else f" (reference rate 1 USD = {REFERENCE_PER_USD[self.currency]:,g} {self.currency})"
        )
        converted = ""
        if self.currency != "USD":
            low, high = to_usd(self.amount, self.currency), to_usd(top, self.currency)
            converted = f" ≈ {low:,.0f}{f'–{high:,.0f}' if high > low else ''} USD;"
        # the window as fits are decided: at most the max, cheaper trips too (relay 32 req 7: "552–724" beside
        # fitting $420 and $243 trips); the very figure searched (``max_usd``), never a rounded-up one beside it
        searching = f"searching up to {amount_text(self.max_usd)} USD"
        per = "adult" if self.per == "adult" else "paying traveller" if self.free_infants else "person"
        return f'"{self.words}" → {meant}{converted} {searching} per {per}{self._about_allows()}{rate}'

    def said(self) -> str:
        """The budget as the traveller gave it, per person in USD with their own words' figure beside:
        ``about 641 USD per person (20,000 HKD for 4)``; a range as its two ends. No minimum is made up for
        one figure ("about", "up to"): the search's window is the search's (``budget_as_stated``)."""
        share = self.people_count if self.per == "total" and self.people_count > 1 else 1
        top = self.amount_max if self.kind == "range" and self.amount_max is not None else self.amount
        low, high = to_usd(self.amount / share, self.currency), to_usd(top / share, self.currency)
        each = "adult" if self.per == "adult" else "paying traveller" if self.free_infants else "person"
        usd = f"{amount_text(low)}–{amount_text(high)}" if self.kind == "range" else amount_text(high)
        word = {"about": "about ", "up_to": "up to "}.get(self.kind, "")
        amount = f"{self.amount:,.0f}" + (f"–{top:,.0f}" if self.kind == "range" else "")
        own = f"{amount} {self.currency}" + (f" for {self.people_count}" if share > 1 else "")
        beside = f" ({own})" if self.currency != "USD" or share > 1 else ""
        return f"{word}{usd} USD per {each}{beside}"

    def _about_allows(self) -> str:
        """Why "about" searches above the amount said: the share of each, then the allowance (relay 61:
        "about 4,000,000 riel for 4" ≈ 976 USD "searching up to 256.10 USD per person" read as a wrong
        976 / 4 = 244)."""
        if self.kind != "about":
            return ""
        allows = f'"about" allows up to {ABOUT_ABOVE:.0%} more'
        if self.per != "total" or self.people_count <= 1:
            return f" ({allows})"
        share = to_usd(self.amount / self.people_count, self.currency)
        return f" ({amount_text(share)} USD each, and {allows})"


def to_usd(amount: float, currency: str) -> float:
    return half_up(amount / REFERENCE_PER_USD[currency], 2)


def resolve_budget(
    stated: dict[str, Any], people_count: Optional[int], children_ages: Optional[list[int]] = None
) -> StatedBudget | str:
    """The USD range per paying traveller of what the traveller said, or why it cannot be worked
    out: a total is shared by the group's paying travellers (``children_ages``: infants are free)."""
    currency = str(stated.get("currency") or "USD").upper()
    if currency not in REFERENCE_PER_USD:
        return f"budget currency {currency} is not supported (use one of {', '.join(BUDGET_CURRENCIES)})"
    kind = stated.get("kind")
    amount = float(stated["amount"])
    high = stated.get("amount_max")
    if kind == "range":
        if high is None or float(high) < amount:
            return "a budget range needs amount_max at or above amount"
        low, top = amount, float(high)
    elif kind == "about":
        low, top = amount * (1 - ABOUT_BELOW), amount * (1 + ABOUT_ABOVE)
    else:  # up_to
        low, top = 0.0, amount
    per = stated.get("per") or "person"
    people, infants = 1, 0
    if per == "total":
        named = stated.get("for_people")
        if not (named or people_count):
            return "a budget for the whole group needs the number of travellers: record people_count too"
        if named and not (people_count and int(named) == int(people_count) and children_ages):
            people = int(named)
        else:  # "for all four of us" names the group itself: its infants are free there too
            people = paying_travellers(int(named or people_count or 1), children_ages)
            infants = int(named or people_count or 1) - people
        low, top = low / people, top / people
    return StatedBudget(
        words=str(stated.get("words") or "").strip()[:200],
        kind=kind,  # type: ignore[arg-type]
        amount=amount,
        amount_max=float(high) if kind == "range" and high is not None else None,
        currency=currency,
        per=per,
        people_count=people,
        free_infants=max(0, infants),
        for_people=int(stated["for_people"]) if per == "total" and stated.get("for_people") else None,
        min_usd=to_usd(low, currency),
        max_usd=to_usd(top, currency),
        min_local=low,
        max_local=top,
    )
