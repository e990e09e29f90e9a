"""Every text about a top-up beside a refund on its way says what the system can do (relay 32 req 51: a quote
said "never taken off that refund" beside ``nettable_refund_usd``, and the model told the traveller netting was
impossible).

Over join/add-on top-ups, the booking's own payer or a friend paying an earlier top-up, and EN/KH/ZH: a quote
offers ``nettable_refund_usd`` exactly when previewReschedule with ``net_pending_refund`` accepts the change;
every rule text the quote, its payment and its QR carry about the refund on its way (``pending_refund_rule``,
``refund_beside_top_up``) is the one statement that names netting as the traveller's choice, whichever the
case; and no result both offers netting and carries a text without that option."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox import policy
from sandbox.i18n import tr
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family

# the part of each rule text naming netting as the traveller's choice, in each language
NETS = {
    "EN": "the traveller asks",
    "KH": "អ្នកដំណើរស្នើសុំ",
    "ZH": "旅客要求",
}
JOINS = [{"add_adults": 1}, {"add_activities": ["Tonle Sap boat trip"]}]


def _history(sb: Sandbox, friend_paid: bool, language: str) -> str:
    bid = family(sb, adults=3, children=())["booking_id"]
    if friend_paid:  # a friend's account paid an earlier top-up: the refund may go back to her
        joined = sb.data("previewReschedule", {"booking_id": bid, "add_adults": 1}, lang=language)
        sb.data("confirmReschedule", {"booking_id": bid, "quote_id": joined["quote_id"]}, lang=language)
        qr = sb.data("generatePaymentQR", {"booking_id": bid}, lang=language)
        assert (
            sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed", {"payer": "friend"}).status_code
            == 200
        )
    left = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1}, lang=language)
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": left["quote_id"]}, lang=language)
    return bid


def _rule_texts(result: dict[str, Any]) -> list[str]:
    return [result[k] for k in ("pending_refund_rule", "refund_beside_top_up") if isinstance(result.get(k), str)]


@pytest.mark.parametrize("language", sorted(NETS))
@pytest.mark.parametrize("friend_paid", [False, True])
@pytest.mark.parametrize("join", JOINS)
def test_no_result_offers_netting_and_says_it_is_impossible(
    language: str, friend_paid: bool, join: dict[str, Any]
) -> None:
    sb = Sandbox()
    bid = _history(sb, friend_paid, language)
    quote = sb.data("previewReschedule", {"booking_id": bid, **join}, lang=language)
    assert quote["amount_due_usd"] > 0 and quote["refunds_pending_usd"] > 0, quote
    netted = sb.call("previewReschedule", {"booking_id": bid, **join, "net_pending_refund": True}, lang=language)
    assert ("nettable_refund_usd" in quote) == (netted.status_code == 200), netted.json()  # offered = accepted
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]}, lang=language)
    qr = sb.data("generatePaymentQR", {"booking_id": bid}, lang=language)
    assert quote.get("pending_refund_rule") == tr(policy.PENDING_REFUND_RULE, language)
    for result in (quote, done["payment"], qr):
        texts = _rule_texts(result)
        assert texts, result  # a top-up beside a refund on its way always says how the two relate
        for text in texts:  # one statement: netting is the traveller's choice, same payer only
            assert NETS[language] in text, text
