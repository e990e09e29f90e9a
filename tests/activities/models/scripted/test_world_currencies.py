"""Held-out batch Q ("Our budget is around 9,000 Danish kroner for the three of us" got "I don't have an
exchange rate for danish"): the rate table covers the world's commonly used currencies, and every
currency in it is read from its English name (singular and plural), its code, its Khmer and its
Chinese name, at its true size: the budget per person is the amount over the sandbox's reference
rate, the rate getCurrencyRates quotes (one table)."""

from __future__ import annotations

import pytest

from activities.models.scripted.money_words import CODE_WORDS, per_person_usd, stated_budget
from activities.models.scripted.understand import hear
from activities.models.scripted.unknown_money import _CURRENCY_NOUNS, unknown_currency
from agent.budget import REFERENCE_PER_USD
from agent.currency_words import NAMES, SIGNS
from agent.world_currencies import BARE, WORLD
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
    codes = [] if code.lower() in CODE_WORDS else [code, code.lower()]  # "300 all in" is no Albanian lek
    return [*names, *(n + "s" for n in names if not n.endswith("s")), *codes]


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


# Held-out batch AA ("预算大概五十万宽扎" asked twice, then the traveller stuck): every currency word the reader knows
# reads as a currency of the table, except a family name several currencies share, which needs its country
FAMILY = {"dinar", "krona", "krone", "kronor", "kroner", "kronur", "rial", "riyal", "shilling", "lira", "leu", "kwacha"}
RETIRED = {"kuna"}  # no longer issued (Croatia pays in euros): asked in dollars like a family name


def _per_person(said: str, code: str) -> tuple[float, float]:
    """The budget per person in US dollars read from ``said``, checked to be read in ``code``."""
    stated = hear(said, None, TODAY).slots.get("budget")
    if isinstance(stated, dict):  # a total or per-adult budget, converted by the workflow
        assert stated.get("currency") == code, (said, stated)
        stated = per_person_usd(stated, 1)
    assert stated is not None, said
    return stated


def test_every_currency_word_the_reader_knows_is_a_currency_of_the_table_or_needs_its_country():
    for noun in sorted(_CURRENCY_NOUNS - FAMILY - RETIRED):
        said = [f"budget about 5000 {w} each" for w in (noun, noun + "s")]
        assert any(hear(s, None, TODAY).slots.get("budget") and not unknown_currency(s) for s in said), noun
    for noun in sorted(FAMILY | RETIRED):
        said = f"budget 5000 {noun}s each"
        assert stated_budget(said) is None and unknown_currency(said) is not None, noun


@pytest.mark.parametrize("code", sorted(c for c, names in BARE.items() if any(names)))
def test_a_name_said_without_its_country_names_one_currency_and_reads_at_its_true_size(code):
    amount = 100 * REFERENCE_PER_USD[code]
    figure = f"{amount:,.0f}" if amount == int(amount) else f"{amount:,.2f}"
    others = {name for other, names in NAMES.items() if other != code for name in names}
    others |= {name for other, names in BARE.items() if other != code for name in names}
    for lang, bare in zip(("KH", "ZH"), BARE[code]):
        if not bare:
            continue
        assert bare not in others, (code, bare)
        for form in SAID[lang]:
            said = form.format(n=figure, w=bare)
            assert stated_budget(said) is not None and stated_budget(said)["currency"] == code, said
            low, high = _per_person(said, code)
            assert low <= 100.01 and 99.99 <= high <= 106, (said, low, high)


def test_a_chinese_budget_in_kwanza_is_read_at_its_size():
    assert stated_budget("预算大概五十万宽扎")["amount"] == 500_000
    low, high = _per_person("预算大概五十万宽扎", "AOA")
    assert low <= 500_000 / REFERENCE_PER_USD["AOA"] <= high
