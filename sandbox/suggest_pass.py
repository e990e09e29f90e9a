"""A suggestion's price at the asked length (``to_match_duration``) with its parts stated (relay 30 req 6/9:
$442 for 5 days said only "72.00 USD/adult/day", the +10 of the 7-day Angkor pass in place of the 3-day one
said nowhere). When the length's temple days need another pass than the catalogue trip's
(sandbox/park_pass.py), ``park_pass_change_per_adult_usd`` names what it adds to (takes off) one adult's price;
a self-driving group's credit for the days moved is ``self_drive_credit_change_per_adult_usd``; ``price_rule``
says each in the session's language and ends with the sum of the parts as shown (the day rate in cents, times
the days), so the card's price, the days' rate and these lines give back the length's price to the cent."""

from __future__ import annotations

from typing import Any

from sandbox.data.pricing import day_rate
from sandbox.data.trips import T, get_trip
from sandbox.day_credit import said_after
from sandbox.group import self_drive_credit
from sandbox.i18n import tr, trf
from sandbox.i18n.pass_texts import PASS_DAY_RULE
from sandbox.i18n.price_rule_texts import LENGTH_SUM, SELF_DRIVE_DAY_RULE
from sandbox.park_pass import pass_change, temple_days
from sandbox.plan import plan_for
from sandbox.policy import money


def _signed(value: float) -> str:
    return f"{'-' if value < 0 else '+'} {abs(value):.2f}"


def _length_lines(card: dict[str, Any], match: dict[str, Any], trip: T, language: str) -> None:
    """``match`` (a card's length) with its pass change, its self-drive credit change and their sum said."""
    rule = match.get("price_rule", "")
    if trip.get("park_pass"):
        change = pass_change(trip, temple_days(plan_for(trip, [match["customization"]])["days"]))
        if change:
            match["park_pass_change_per_adult_usd"] = change
            template = PASS_DAY_RULE.in_(language.upper())
            # the day rate's text may end without a stop, in any script; the pass said once
            rule = said_after(rule, template.format(change=f"{change:+.2f}"), language, template)
    moved = int(match["duration_days"]) - int(card["duration_days"])
    rate = day_rate(trip)
    credit = 0.0
    if card.get("self_drive_credit_per_adult_usd") is not None:  # the group drives itself: its credit moves too
        credit = money(
            self_drive_credit(trip["tier"], int(match["duration_days"])) - card["self_drive_credit_per_adult_usd"]
        )
        if credit:
            match["self_drive_credit_change_per_adult_usd"] = credit
            template = tr(SELF_DRIVE_DAY_RULE, language)
            per_day = self_drive_credit(trip["tier"], 1)
            rule = said_after(
                rule, template.format(credit=f"{per_day:.2f}", net=f"{money(rate - per_day):.2f}"), language, template
            )
    parts = [
        f"{card['price_per_adult_usd']:.2f}",
        f"{'-' if moved < 0 else '+'} {abs(moved)} x {rate:.2f}",
        *([_signed(p)] if (p := match.get("park_pass_change_per_adult_usd", 0.0)) else []),
        *([_signed(-credit)] if credit else []),
        *([_signed(c)] if (c := match.get("left_out_credit_per_adult_usd", 0.0)) else []),
    ]
    total = money(
        card["price_per_adult_usd"] + moved * rate + match.get("park_pass_change_per_adult_usd", 0.0) - credit
    )
    total = money(total + match.get("left_out_credit_per_adult_usd", 0.0))
    if total == match.get("price_per_adult_usd"):  # the parts shown give the price back: their sum, said
        said = trf(LENGTH_SUM, language, days=match["duration_days"], parts=" ".join(parts), price=f"{total:.2f}")
        rule = said_after(rule, said, language, tr(LENGTH_SUM, language))
    match["price_rule"] = rule


def with_pass_lines(data: dict[str, Any], language: str) -> dict[str, Any]:
    """``data`` (getTripSuggestions') with each length's price parts stated (in place)."""
    for item in data.get("trips", []):
        match, trip = item.get("to_match_duration"), get_trip(item.get("id", ""))
        if match and trip is not None and "duration_days" in match:
            _length_lines(item, match, trip, language)
    return data
