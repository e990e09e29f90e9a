"""The payment QR says its currency and how a riel (yuan, other) account pays it (relay 31).

For every language and display currency, generatePaymentQR and previewBooking as the model reads them
state that the QR charges USD, its amount in the session's currency at the day's rate, and (phrase data
in the session's language) how an account in that currency pays: a riel account in a Cambodian app at the
bank's own rate; any other only where the block accepts foreign wallets, else the words say that only a
Cambodian KHQR app pays (relay 48 req 11: a Kenyan family told a KES bank account would pay).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from agent.budget import REFERENCE_PER_USD
from agent.currency_words import money_text
from agent.display import DisplayTerms, convert_usd, in_travellers_terms
from agent.qr_currency import ONLY_KHQR_APPS, PAYING_FROM_OTHER_ACCOUNT
from agent.rate_words import rate_figure
from sandbox.data.currency import PER_USD
from tests.sandbox.support import TRAVEL, Sandbox


def results(lang: str) -> dict[str, tuple[dict[str, Any], float]]:
    sb = Sandbox()
    preview = sb.data("previewBooking", {"trip_id": "trip_001", "travel_date": TRAVEL, "adults": 2}, lang=lang)
    qr = sb.data("generatePaymentQR", {"booking_id": sb.book(people=3)["booking_id"]}, lang=lang)
    return {"previewBooking": (preview, preview["total_usd"]), "generatePaymentQR": (qr, qr["amount"])}


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("currency", ["KHR", "CNY", "AUD"])
def test_the_qr_says_its_currency_and_how_another_account_pays(lang: str, currency: str) -> None:
    rate = PER_USD[currency]
    for tool, (data, usd) in results(lang).items():
        shown = in_travellers_terms(
            {"success": True, "data": data}, DisplayTerms(currency=currency, language=lang), rate
        )
        block = shown["data"]["payable_with"]
        assert block["qr_currency"] == "USD", tool
        local = money_text(convert_usd(usd, currency, rate), currency)
        sentence = block["paying_from_other_account"]
        assert money_text(usd, "USD") in sentence and local in sentence, (tool, sentence)
        words = PAYING_FROM_OTHER_ACCOUNT if currency == "KHR" else ONLY_KHQR_APPS
        stem = words[lang].split("{")[0]
        assert sentence.startswith(stem), (tool, lang)  # the session's language, from the phrase data


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("currency", sorted(set(REFERENCE_PER_USD) - {"USD"}))
def test_the_payment_words_never_name_a_way_to_pay_the_block_rules_out(lang: str, currency: str) -> None:
    """Where ``payable_with`` says foreign wallets are not accepted, a traveller whose currency is not riel
    reads that only a Cambodian KHQR app pays and what the QR charges, never that their own account pays;
    a riel account (a Cambodian app's) keeps the bank-rate words, as does any account where a block accepts
    foreign wallets."""
    rate = PER_USD[currency]
    for tool, (data, usd) in results(lang).items():
        assert data["payable_with"]["foreign_wallets_accepted"] is False
        for accepted in (False, True):
            block = {**data["payable_with"], "foreign_wallets_accepted": accepted}
            shown = in_travellers_terms(
                {"success": True, "data": {**data, "payable_with": block}},
                DisplayTerms(currency=currency, language=lang),
                rate,
            )
            sentence = shown["data"]["payable_with"]["paying_from_other_account"]
            assert money_text(usd, "USD") in sentence, sentence  # what is charged
            own_account_pays = "KHQR" not in sentence
            assert own_account_pays == (accepted or currency == "KHR"), (tool, accepted, sentence)
            if not own_account_pays:
                assert f"paying from a {currency} account" not in sentence, sentence


OPEN, CLOSE = "(（", ")）"
END = {"EN": re.compile(r"[.!?](?:\s|$)"), "KH": re.compile("។"), "ZH": re.compile("[。！？]")}


def _depth(text: str) -> int:
    depth = deepest = 0
    for ch in text:
        depth += (ch in OPEN) - (ch in CLOSE)
        deepest = max(deepest, depth)
    return deepest


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("currency", ["KHR", "CNY", "AUD"])
def test_the_qr_sentence_reads_plainly(lang: str, currency: str) -> None:
    """One sentence, no bracket inside a bracket, and the converted amount said before the rate it is at (a
    Chinese traveller read "（按我们的参考汇率（1 美元 = 7.25元），整个会话不变，并非实时汇率约 5,193.90元）")."""
    rate = PER_USD[currency]
    for tool, (data, usd) in results(lang).items():
        shown = in_travellers_terms(
            {"success": True, "data": data}, DisplayTerms(currency=currency, language=lang), rate
        )
        sentence = shown["data"]["payable_with"]["paying_from_other_account"]
        assert _depth(sentence) <= 1, (tool, sentence)
        assert len(END[lang].findall(sentence)) == 1 and END[lang].search(sentence.rstrip()[-1] + " "), sentence
        local = money_text(convert_usd(usd, currency, rate), currency)
        assert sentence.index(local) < sentence.index(rate_figure(rate, currency)), (tool, sentence)


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_phrase_data_has_every_language_with_the_same_slots(lang: str) -> None:
    for table in (PAYING_FROM_OTHER_ACCOUNT, ONLY_KHQR_APPS):
        assert all(slot in table[lang] for slot in ("{usd}", "{local}", "{name}", "{rate}"))


def test_a_usd_only_session_gets_nothing_more() -> None:
    data, _ = results("EN")["generatePaymentQR"]
    shown = in_travellers_terms({"success": True, "data": data}, DisplayTerms(currency=None), None)
    assert "qr_currency" not in shown["data"]["payable_with"]
