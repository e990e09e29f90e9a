"""A swap allowance never exceeds what the travellers it came from cost now: over any sequence of joins,
price changes (a day removed or added) and leavers, every valid allowance is at most the number of travellers
it came from times one adult's price as the booking stands (sandbox/swap.py)."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any

import pytest

from sandbox import policy, swap

START = datetime(2026, 11, 29, 10, tzinfo=UTC)


@pytest.mark.parametrize("seed", range(40))
def test_an_allowance_never_exceeds_what_its_travellers_cost_now(seed: int) -> None:
    rng = random.Random(seed)
    booking: Any = SimpleNamespace(swap_allowance=[], pricing={"price_per_adult_usd": 442.0})
    now = START
    for _ in range(8):
        now += timedelta(hours=rng.choice([0, 1, 5, 30]))
        step, price = rng.choice(["join", "shorten", "lengthen", "leave"]), booking.pricing["price_per_adult_usd"]
        if step in ("shorten", "lengthen"):
            booking.pricing = {"price_per_adult_usd": policy.money(price + rng.choice([-82.0, -72.0, 72.0, 82.0]))}
            swap.record(booking, 0.0, 0.0, now)
        elif step == "join":
            joined = rng.randint(1, 3)
            swap.record(booking, 0.0, price * joined, now, joining=[{"who": "adult", "price_usd": price}] * joined)
        else:
            spent = min(swap.available(booking, now), price)
            swap.record(booking, spent, 0.0, now, leaving=[{"who": "adult"}])
        cap = booking.pricing["price_per_adult_usd"]
        for g in booking.swap_allowance:
            if now < g["until"]:
                assert g["usd"] <= cap * g.get("travellers", 1) + 0.005
        shown = swap.shown(booking, now).get("swap_allowance", [])
        assert all(a["allowance_usd"] <= cap * 3 + 0.005 for a in shown)
