"""Held-out batch Q ("Our budget is around 9,000 Danish kroner for the three of us" got "I don't have an
exchange rate for danish"): the rate table covers the world's commonly used currencies, and every
currency in it is read from its English name (singular and plural), its code, its Khmer and its
Chinese name, at its true size: the budget per person is the amount over the sandbox's reference
rate, the rate getCurrencyRates quotes (one table)."""

from __future__ import annotations

import pytest

from activities.models.scripted.money_words import per_person_usd, unknown_currency
from activities.models.scripted.understand import hear
from agent.budget import REFERENCE_PER_USD
from agent.currency_words import NAMES, SIGNS
from agent.world_currencies import WORLD
from sandbox.data import currency as sandbox_currency
from tests.activities.models.scripted.journey_support import TODAY

# commonly used currencies a traveller may state a budget in (written for this test)
COMMON = "DKK SEK NOK CAD KES CZK PLN HUF CHF GBP EUR ZAR TRY AED ILS EGP PKR BDT ARS CLP COP PEN".split()
SAID = {
    "EN": ["Our budget is around {n} {w} each", "budget {n} {w} per person"],
    "KH": ["ថវិកាប្រហែល {n} {w} ក្នុងម្នាក់"],
    "ZH": ["预算每人{n}{w}左右"],
}


def _words(code: str, lang: str) -> list[str]:
    if lang == "KH":
        return [NAMES[code][0]]
    if lang == "ZH":
        return [NAMES[code][1]]
    names = [n for n in WORLD[code].english if n[-1].isalpha()]
    return [*names, *(n + "s" for n in names if not n.endswith("s")), code, code.lower()]


def test_the_table_covers_the_commonly_used_currencies_and_the_sandbox_quotes_it():
    for code in COMMON:
        assert code in REFERENCE_PER_USD and code in NAMES and code in SIGNS, code
        assert sandbox_currency.rate("USD", code) == pytest.approx(REFERENCE_PER_USD[code], rel=1e-6)


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("code", sorted(WORLD))
def test_every_currency_is_read_from_its_names_and_code_at_its_true_size(code, lang):
    amount = 100 * REFERENCE_PER_USD[code]  # 100 US dollars a person
    figure = f"{amount:,.0f}" if amount == int(amount) else f"{amount:,.2f}"
    for words in _words(code, lang):
        for form in SAID[lang]:
            said = form.format(n=figure, w=words)
            stated = hear(said, None, TODAY).slots.get("budget")
            if isinstance(stated, dict):  # a total or per-adult budget, converted by the workflow
                assert stated.get("currency") == code, (said, stated)
                stated = per_person_usd(stated, 1)
            assert stated is not None, said
            low, high = stated  # the budget per person in US dollars, at the reference rate
            assert low <= 100.0 + 0.01 and high >= 100.0 - 0.01 and high <= 106, (said, low, high)
            assert unknown_currency(said, asked_budget=True) is None, said
