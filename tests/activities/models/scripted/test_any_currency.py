"""Held-out batch I ("Budget maybe 3 million rupiah each"): a budget in ANY currency the budget
table knows, with the magnitude words people use (million, juta, k, thousand, 万, លាន), per person
or for the group, is understood in EN / KH / ZH, and converts at the very rates the backend's
getCurrencyRates quotes (one table)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from activities.models.scripted.money_words import per_person_usd
from activities.models.scripted.understand import hear
from agent.budget import REFERENCE_PER_USD
from agent.currency_words import NAMES
from agent.world_currencies import WORLD
from sandbox.data import currency as sandbox_currency

# How an English speaker writes each currency (written for this test, not read from the code).
EN_WORDS: dict[str, list[str]] = {
    "USD": ["US dollars", "USD"],
    "KHR": ["riel", "KHR"],
    "CNY": ["yuan", "RMB"],
    "THB": ["baht", "THB"],
    "VND": ["dong", "VND"],
    "EUR": ["euros", "EUR"],
    "GBP": ["pounds", "GBP"],
    "JPY": ["yen", "JPY"],
    "SGD": ["Singapore dollars", "SGD"],
    "AUD": ["Australian dollars", "AUD"],
    "KRW": ["won", "KRW"],
    "INR": ["rupees", "INR"],
    "CAD": ["Canadian dollars", "CAD"],
    "TWD": ["Taiwan dollars", "TWD"],
    "HKD": ["Hong Kong dollars", "HKD"],
    "NZD": ["New Zealand dollars", "NZD"],
    "MYR": ["ringgit", "MYR"],
    "BRL": ["reais", "BRL"],
    "NGN": ["naira", "NGN"],
    "IDR": ["rupiah", "IDR", "Indonesian rupiah"],
    "PHP": ["pesos", "Philippine pesos", "PHP"],
    "LAK": ["kip", "LAK"],
    "MMK": ["kyat", "MMK"],
    "MXN": ["Mexican pesos", "MXN"],
    "CHF": ["Swiss francs", "CHF"],
    # held-out batch Q: the world's other currencies, by their first English name and code
    **{code: [row.english[0], code] for code, row in WORLD.items()},
}
MAGNITUDE = {  # (words, factor) per language
    "EN": [("{n}", 1), ("{n} thousand", 1_000), ("{n}k", 1_000), ("{n} million", 1_000_000), ("{n} juta", 1_000_000)],
    "KH": [("{n}", 1), ("{n}ពាន់", 1_000), ("{n}ម៉ឺន", 10_000), ("{n}លាន", 1_000_000)],
    "ZH": [("{n}", 1), ("{n}千", 1_000), ("{n}万", 10_000), ("{n}百万", 1_000_000)],
}
EACH = {"EN": ["Budget maybe {m} each", "{m} per person", "around {m} a head"], "KH": ["{m} ក្នុងម្នាក់"],
        "ZH": ["每人{m}", "人均大概{m}"]}  # fmt: skip
TOTAL = {"EN": ["{m} in total", "{m} for all of us", "total budget {m}"], "KH": ["ថវិកាសរុប {m}"],
         "ZH": ["总预算{m}", "一共{m}"]}  # fmt: skip


def test_every_budget_currency_has_english_words_here_and_the_backend_rate():
    assert set(EN_WORDS) == set(REFERENCE_PER_USD)
    for code, per_usd in REFERENCE_PER_USD.items():
        assert sandbox_currency.rate("USD", code) == pytest.approx(per_usd, rel=1e-6), code


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.sampled_from(sorted(REFERENCE_PER_USD)), st.data())
def test_a_budget_in_any_known_currency_with_its_magnitude_is_understood(lang, code, data):
    word = data.draw(st.sampled_from(EN_WORDS[code] if lang == "EN" else [NAMES[code][0 if lang == "KH" else 1]]))
    form, factor = data.draw(st.sampled_from(MAGNITUDE[lang]))
    n = data.draw(st.integers(min_value=2, max_value=9))
    money = form.format(n=n) + ("" if lang != "EN" else " ") + word
    total = code != "USD" and data.draw(st.booleans())  # per-person dollars are the plain USD budget
    said = data.draw(st.sampled_from((TOTAL if total else EACH)[lang])).format(m=money)
    heard = hear(said, data.draw(st.sampled_from([None, "ask_budget"])))
    people = data.draw(st.integers(min_value=1, max_value=6))
    if code == "USD" and not total:
        assert heard.slots.get("budget") or heard.slots.get("stated_budget"), said
        return
    stated = heard.slots.get("stated_budget")
    assert stated is not None, said
    amount = n * factor
    assert (stated["currency"], stated["amount"], stated["per"]) == (code, amount, "total" if total else "person"), said
    _, high = per_person_usd(stated, people) or (None, None)
    expected = amount / REFERENCE_PER_USD[code] / (people if total else 1)
    assert high is not None and expected * 0.99 - 0.01 <= high <= expected * 1.06 + 0.01, (said, high, expected)


@pytest.mark.parametrize(
    ("text", "code", "amount"),
    [
        ("Budget maybe 3 million rupiah each", "IDR", 3_000_000),
        ("Rp 3.000.000 per person", "IDR", 3_000_000),
        ("1.500.000 dong each", "VND", 1_500_000),
        ("3 lakh rupees each", "INR", 300_000),
        ("₱5,000 each", "PHP", 5_000),
        ("每人五千比索", "PHP", 5_000),
        ("ថវិកា 500 ដុល្លារសិង្ហបុរី ក្នុងម្នាក់", "SGD", 500),
    ],
)
def test_written_forms_of_amounts(text, code, amount):
    stated = hear(text, "ask_budget").slots["stated_budget"]
    assert (stated["currency"], stated["amount"]) == (code, amount)
