"""A failed payment says plainly that nothing was charged, and what pays instead (sandbox/routes/payments.py).

A Chinese traveller's payment was DECLINED_BY_BANK: the QR card said "未扣款" (not charged), but checkPaymentStatus
gave the model nothing about whether money was taken, so the model said it could not tell.

Invariant, for every failure reason and EN / KH / ZH: checkPaymentStatus of a FAILED payment states that nothing was
charged in the very words the QR card shows in that language (api/static/i18n.js ``qrFailed``: one fact, one text),
and names the next step, a new QR code (generatePaymentQR); a payment that went through says no such thing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sandbox.data.payment_methods import FAILURES
from tests.sandbox.test_failed_code_still_payable import failed

I18N = Path(__file__).resolve().parents[2] / "api" / "static" / "i18n.js"


def card_says(lang: str) -> str:
    """The QR card's failed-payment words in ``lang`` (the page's own table)."""
    text = I18N.read_text(encoding="utf-8")
    found = re.findall(r'qrFailed:\s*"([^"]+)"', text)
    assert len(found) == 3, found  # EN, KH, ZH, in that order
    return dict(zip(["EN", "KH", "ZH"], found))[lang]


@pytest.mark.parametrize("reason", list(FAILURES))
@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_failed_payment_says_nothing_was_charged_and_the_next_step(reason: str, lang: str) -> None:
    sb, _, qr = failed(reason, lang)
    status = sb.data("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]}, lang=lang)
    assert status["status"] == "FAILED" and status["charged"] is False, status
    says = status["charged_says"]
    assert says.startswith(card_says(lang)), says  # the card's fact, word for word
    assert "generatePaymentQR" in says, says  # what pays instead: a new code


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_payment_that_went_through_says_nothing_of_a_charge_not_made(lang: str) -> None:
    sb, _, qr = failed("DECLINED_BY_BANK", lang)
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    status = sb.data("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]}, lang=lang)
    assert status["status"] == "SUCCEEDED" and "charged" not in status and "charged_says" not in status
