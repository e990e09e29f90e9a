"""A suggestion's price at the asked length (``to_match_duration``) with the park pass change as its own
stated line (relay 30 req 6/9: $442 for 5 days said only "72.00 USD/adult/day", the +10 of the 7-day
Angkor pass in place of the 3-day one said nowhere). When the length's temple days need another pass than
the catalogue trip's (sandbox/park_pass.py), ``park_pass_change_per_adult_usd`` names what it adds to
(takes off) one adult's price and ``price_rule`` says so in the session's language, so the card's price,
the days' rate and this line add up to the length's price."""

from __future__ import annotations

from typing import Any

from sandbox.data.trips import get_trip
from sandbox.day_credit import said_after
from sandbox.i18n.pass_texts import PASS_DAY_RULE
from sandbox.park_pass import pass_change, temple_days
from sandbox.plan import plan_for


def with_pass_lines(data: dict[str, Any], language: str) -> dict[str, Any]:
    """``data`` (getTripSuggestions') with each length's pass change stated (in place)."""
    for item in data.get("trips", []):
        match, trip = item.get("to_match_duration"), get_trip(item.get("id", ""))
        if not match or trip is None or not trip.get("park_pass"):
            continue
        change = pass_change(trip, temple_days(plan_for(trip, [match["customization"]])["days"]))
        if change:
            match["park_pass_change_per_adult_usd"] = change
            template = PASS_DAY_RULE.in_(language.upper())
            rule = template.format(change=f"{change:+.2f}")
            # the day rate's text may end without a stop, in any script; the pass said once
            match["price_rule"] = said_after(match.get("price_rule", ""), rule, language, template)
    return data
