"""Invariant: every currency a traveller of the eval tasks thinks in (development and held-out) is in the reference
rate table, so a budget said in it is recorded and converted, never refused as unsupported (run 60: "about
900,000 tenge" refused, and the duration given beside it lost with the failed call)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from activities.models.scripted.money_words import stated_budget
from agent.budget import REFERENCE_PER_USD

ROOT = Path(__file__).resolve().parents[2] / "evals"
SAID = sorted(
    {
        m.group(1)
        for f in [*ROOT.glob("tasks/*.yaml"), *ROOT.glob("heldout/*.yaml")]
        if (m := re.search(r"currency: (\w+)", f.read_text()))
    }
)


@pytest.mark.parametrize("code", SAID)
def test_every_currency_a_task_traveller_thinks_in_converts(code: str) -> None:
    assert REFERENCE_PER_USD.get(code, 0) > 0


@pytest.mark.parametrize(
    "said, code",
    [("about 900,000 tenge", "KZT"), ("8 million guaranies", "PYG"), ("25,000 Namibian dollars", "NAD")],
)
def test_the_relay_and_held_out_budgets_are_read(said: str, code: str) -> None:
    stated = stated_budget(said)
    assert stated is not None and stated["currency"] == code
