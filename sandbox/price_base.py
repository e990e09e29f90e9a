"""One adult's package price as every result names it, and the transfer credit inside it.

A group that joins at the destination (or the pier) has no transfer from the route's start: its package
price is the catalogue's less ``transfer_credit_per_adult_usd``. Every result names that one base (the
suggestion card's price, calculateCustomTrip's and customizeTrip's ``base_price_per_adult_usd``,
previewBooking's ``pricing.base_per_adult_usd``, a change quote's base, the day rate's base) and says the
credit once, beside it, with ``transfer_credit_is``: already taken off (model run: 165 + 44 + 10 = 219
quoted, then previewBooking's 189 + 44 + 10 - 24 = 219, and "where does the 24 come in?").

Every result that states one adult's price in parts states them by :func:`price_lines`: the base, the
customisation lines (each by what it moves one adult's price by: a day's line holds the pass and self-drive
credit its days bring), and beside them only what no line holds (sandbox/quote_lines.py), so the parts add
up to ``price_per_adult_usd`` and no figure is said twice (relay 50: a day's line +54 beside "add-ons" +44
and a pass change +10; a confirmed change's pricing with the catalogue's 189 where every quote said 165).
A booking's ``pricing`` block (previewBooking, createBooking, getBookingStatus, a change's result) is shown
by :func:`pricing_view`, the stored block staying as priced."""

from __future__ import annotations

from typing import Any, Optional

from sandbox.add_on_people import IN_PER_ADULT, some_adults
from sandbox.catalogue.models import Text
from sandbox.data.join_points import trip_leg_line
from sandbox.data.road_hours import Leg
from sandbox.policy import money
from sandbox.quote_lines import beside_lines

TRANSFER_KEY = "transfer_credit_per_adult_usd"
LEG_KEY = "extra_leg_per_adult_usd"  # the extra transfer leg from a town off the route (sandbox/totals.py)
TRANSFER_CREDIT_IS = Text(
    en="the transfer from the route's start not taken: already taken off the base price",
    kh="ការដឹកជញ្ជូនពីចំណុចចាប់ផ្តើមដែលមិនបានប្រើ៖ បានដកចេញពីតម្លៃមូលដ្ឋានរួចហើយ",
    zh="未乘坐的起点接送：已从基本价格中扣除",
)


def shown_base(priced: dict[str, Any]) -> float:
    """One adult's package price for the group's join point: the catalogue's less the transfer credit."""
    return money(float(priced["base_per_adult_usd"]) - float(priced.get(TRANSFER_KEY) or 0.0))


def credit_said(priced: dict[str, Any], language: str = "EN") -> dict[str, Any]:
    """The transfer credit and what it is (already inside the base), or nothing when there is none; an extra
    transfer leg from a town off the route (already inside the price) beside it."""
    credit = money(float(priced.get(TRANSFER_KEY) or 0.0))
    leg = {LEG_KEY: priced[LEG_KEY]} if priced.get(LEG_KEY) else {}
    return {TRANSFER_KEY: credit, "transfer_credit_is": TRANSFER_CREDIT_IS.in_(language), **leg} if credit else leg


def line_change(item: dict[str, Any]) -> float:
    """What a customisation line moves one adult's price by: a day's by its ``price_change_per_adult_usd``
    (the pass and self-drive credit its days bring inside), any other by its price."""
    return float(item.get("price_change_per_adult_usd", item.get("price_usd") or 0.0))


def price_lines(priced: dict[str, Any], language: str, base: str, lines: Optional[str]) -> dict[str, Any]:
    """One adult's price in its parts, each once: ``base`` (the package at the group's join point, the
    transfer credit inside and said beside it), ``lines`` (the customisations in one adult's price, each by
    :func:`line_change`; an add-on only some take is charged to them, in none unless every adult takes it) and
    what no line holds
    (the pass change, the self-drive credit), so base + lines + pass change - credit = price per adult. A
    result listing its lines one by one (a change quote's ``customizations_per_adult``) gives no ``lines``."""
    held = [i for i in priced.get("customizations") or [] if "taken_by" not in i or i.get(IN_PER_ADULT)]
    return {
        base: shown_base(priced),
        **credit_said(priced, language),
        **({lines: money(sum(line_change(i) for i in held))} if lines else {}),
        **beside_lines(priced),
        **some_adults(priced),  # adults paying differently: what price_per_adult_usd leaves out, and for how many
    }


# the parts of a pricing block price_lines states: said again only as it states them (0: not said)
_BESIDE = ("park_pass_change_per_adult_usd", "self_drive_credit_per_adult_usd")
_OLDER = {"self_drive_credit_per_person_usd": "self_drive_credit_per_adult_usd"}


def pricing_view(pricing: dict[str, Any], language: str) -> dict[str, Any]:
    """A booking's pricing block as every result shows it, by :func:`price_lines`: ``base_per_adult_usd``
    (the credit inside), ``customizations_per_person_usd`` (its lines), the parts no line holds; the group's
    ``transfer_credit_usd`` / ``self_drive_credit_usd`` stay. The stored block is never changed."""
    if not pricing or "price_per_person_usd" not in pricing:
        return pricing
    parts = price_lines(pricing, language, "base_per_adult_usd", "customizations_per_person_usd")
    out = {k: v for k, v in pricing.items() if k not in _BESIDE and k not in _OLDER}
    out.update(parts)
    out.update({old: parts[new] for old, new in _OLDER.items() if new in parts})
    return out


def leg_said(trip_id: str, pricing: dict[str, Any], pickup_time: str, language: str) -> dict[str, Any]:
    """The extra transfer leg from a town off the route as a line of its own (previewBooking): from where, the
    hours, one adult's part and the group's (children by their band), and the sentence; nothing without a leg."""
    leg = pricing.get("extra_leg")
    if not leg:
        return {}
    per_adult = float(pricing["extra_leg_per_adult_usd"])
    line = trip_leg_line(
        trip_id, Leg(leg["from"], leg["to"], float(leg["hours_each_way"]), per_adult), pickup_time, language
    )
    return {"extra_leg": {**leg, "per_adult_usd": per_adult, "group_usd": pricing["extra_leg_usd"], "line": line}}
