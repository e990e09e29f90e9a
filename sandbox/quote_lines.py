"""The parts of one adult's price a quote shows beside its customisation lines, each part once
(relay 35 req 49: the pass change an added day brings was said in the day's line and again beside it).

A day line (sandbox/day_credit.py) already holds the pass change and the self-drive credit change its
days bring, in its ``price_change_per_adult_usd``; beside the lines go only the parts no line holds, so
the package price, each line's amount and these add up to ``price_per_adult_usd`` (tests/sandbox/
test_quote_lines.py)."""

from __future__ import annotations

from typing import Any

from sandbox.policy import money

PASS_LEFT_OUT = "park_pass_left_out_per_adult_usd"


def _in_lines(pricing: dict[str, Any], key: str) -> float:
    return sum(float(i.get(key) or 0) for i in pricing.get("customizations") or [])


def beside_lines(pricing: dict[str, Any]) -> dict[str, Any]:
    """The pass change, the extra transfer leg, the pass citizen adults leave out and the self-drive credit of one
    adult's price that no customisation line holds (omitted
    at 0); the transfer credit is inside the base (sandbox/price_base.py)."""
    parts = {
        "park_pass_change_per_adult_usd": money(
            float(pricing.get("park_pass_change_per_adult_usd") or 0)
            - _in_lines(pricing, "park_pass_change_per_adult_usd")
        ),
        "extra_leg_per_adult_usd": float(pricing.get("extra_leg_per_adult_usd") or 0),  # no line holds the leg
        # every adult a Cambodian citizen: the pass they do not pay (sandbox/park_pass.py ``citizen_adults``)
        PASS_LEFT_OUT: float(pricing.get(PASS_LEFT_OUT) or 0),
        "self_drive_credit_per_adult_usd": money(
            float(pricing.get("self_drive_credit_per_adult_usd") or 0)
            - _in_lines(pricing, "self_drive_credit_change_per_adult_usd")
        ),
    }
    return {k: v for k, v in parts.items() if abs(v) >= 0.005}
