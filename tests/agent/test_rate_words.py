"""Every text that explains a local twin says what its rate is: our reference rate, the same all session, a
bank's own rate may differ, never "today's rate" (relay 34 req 14, 18: previewBooking's payable_with and the
QR said "at today's rate" of the fixed ฿36).

Over languages and currencies: the QR text of generatePaymentQR and previewBooking alike (agent/qr_currency.py),
the results' ``shown_in`` note and getCurrencyRates' ``rate_is`` all carry the one phrase of agent/rate_words.py
with the rate itself, in the session's language (Khmer without the bare អ្នក), and none says "today"."""

from __future__ import annotations

import pytest

from agent.display import DisplayTerms, in_travellers_terms
from agent.rate_words import (
    BANK_RATE_MAY_DIFFER,
    REFERENCE_RATE,
    REFERENCE_RATE_OF,
    rate_figure,
    reference_rate,
    reference_rate_of,
)
from sandbox.data.currency import PER_USD
from tests.sandbox.support import TRAVEL, Sandbox

TODAY = ("today", "ថ្ងៃនេះ", "今日", "今天")
CURRENCIES = ["THB", "KHR", "CNY", "BRL", "EUR", "MXN"]


@pytest.fixture(scope="module")
def sandbox() -> Sandbox:
    return Sandbox()


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("currency", CURRENCIES)
def test_every_twin_explained_names_our_reference_rate(sandbox: Sandbox, lang: str, currency: str) -> None:
    rate = PER_USD[currency]
    phrase = reference_rate(rate, currency, lang)
    assert rate_figure(rate, currency) in phrase
    preview = sandbox.data("previewBooking", {"trip_id": "trip_001", "travel_date": TRAVEL, "adults": 2}, lang=lang)
    qr = sandbox.data("generatePaymentQR", {"booking_id": sandbox.book(people=3)["booking_id"]}, lang=lang)
    for data in (preview, qr):
        shown = in_travellers_terms(
            {"success": True, "data": data}, DisplayTerms(currency=currency, language=lang), rate
        )
        sentence = shown["data"]["payable_with"]["paying_from_other_account"]
        # one phrase source for the QR and previewBooking alike, said after the amount it converts
        assert reference_rate_of(rate, currency, lang) in sentence, sentence
        assert not any(word in sentence for word in TODAY), sentence
        assert reference_rate(rate, currency, "EN") in shown["data"]["shown_in"]["currency"]
    said = sandbox.data("getCurrencyRates", {"from_currency": "USD", "to_currency": currency}, lang=lang)
    assert phrase in said["rate_is"] and BANK_RATE_MAY_DIFFER[lang] in said["rate_is"]
    back = sandbox.data("getCurrencyRates", {"from_currency": currency, "to_currency": "USD"}, lang=lang)
    assert back["rate_is"] == said["rate_is"]


@pytest.mark.parametrize("words", [REFERENCE_RATE, REFERENCE_RATE_OF, BANK_RATE_MAY_DIFFER])
def test_phrase_data_has_every_language(words: dict[str, str]) -> None:
    assert set(words) == {"EN", "KH", "ZH"}
    assert "អ្នក" not in words["KH"].replace("លោកអ្នក", "")  # the prompt's address: never the bare អ្នក
    assert not any(word in text for text in words.values() for word in TODAY)


def test_a_usd_rate_says_nothing_more(sandbox: Sandbox) -> None:
    assert "rate_is" not in sandbox.data("getCurrencyRates", {"from_currency": "USD", "to_currency": "USD"})
