"""One adult's package price as every result names it, and the transfer credit inside it.

A group that joins at the destination (or the pier) has no transfer from the route's start: its package
price is the catalogue's less ``transfer_credit_per_adult_usd``. Every result names that one base (the
suggestion card's price, calculateCustomTrip's and customizeTrip's ``base_price_per_adult_usd``,
previewBooking's ``pricing.base_per_adult_usd``, a change quote's base, the day rate's base) and says the
credit once, beside it, with ``transfer_credit_is``: already taken off (model run: 165 + 44 + 10 = 219
quoted, then previewBooking's 189 + 44 + 10 - 24 = 219, and "where does the 24 come in?")."""

from __future__ import annotations

from typing import Any

from sandbox.catalogue.models import Text
from sandbox.policy import money

TRANSFER_KEY = "transfer_credit_per_adult_usd"
TRANSFER_CREDIT_IS = Text(
    en="the transfer from the route's start not taken: already taken off the base price",
    kh="ការដឹកជញ្ជូនពីចំណុចចាប់ផ្តើមដែលមិនបានប្រើ៖ បានដកចេញពីតម្លៃមូលដ្ឋានរួចហើយ",
    zh="未乘坐的起点接送：已从基本价格中扣除",
)


def shown_base(priced: dict[str, Any]) -> float:
    """One adult's package price for the group's join point: the catalogue's less the transfer credit."""
    return money(float(priced["base_per_adult_usd"]) - float(priced.get(TRANSFER_KEY) or 0.0))


def credit_said(priced: dict[str, Any], language: str = "EN") -> dict[str, Any]:
    """The transfer credit and what it is (already inside the base), or nothing when there is none."""
    credit = money(float(priced.get(TRANSFER_KEY) or 0.0))
    return {TRANSFER_KEY: credit, "transfer_credit_is": TRANSFER_CREDIT_IS.in_(language)} if credit else {}


def with_shown_base(pricing: dict[str, Any], language: str) -> dict[str, Any]:
    """previewBooking's pricing block named like every other result: its base already without the transfer
    credit, the credit said beside it (the group's ``transfer_credit_usd`` stays, the same credit)."""
    return {**pricing, "base_per_adult_usd": shown_base(pricing), **credit_said(pricing, language)}
