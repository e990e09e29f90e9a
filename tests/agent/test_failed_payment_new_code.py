"""A traveller asking for a new code after a failed payment gets it in the next answer (EN / KH / ZH).

A run (ZH): the system's own message already said "付款未成功（第 1 次，共 3 次）… 需要为您生成新的二维码再试一次吗？";
the model's notice said to call checkPaymentStatus before saying why, so "快点再给个码" (quick, another code)
got a status check first and the QR one round trip later. The notice says the attempts left and that a
new code needs no check first; from the third failure on no new code is offered (support hand-off)."""

from __future__ import annotations

import pytest

from agent.payment_texts import MAX_FAILED_PAYMENTS, payment_failed_note
from agent.prompts import i18n


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("attempts", range(1, MAX_FAILED_PAYMENTS))
def test_a_new_code_is_given_without_a_check_first(lang: str, attempts: int) -> None:
    note = payment_failed_note(attempts, i18n.payment_failed_text(lang, attempts))
    assert f"({MAX_FAILED_PAYMENTS - attempts} left)" in note
    assert "call generatePaymentQR now" in note and "needs no check first" in note
    assert "before saying why" not in note  # the reason is for when they ask why, never a step before the QR
    assert "failure_reason" in note  # where the reason is, when asked


@pytest.mark.parametrize("attempts", [MAX_FAILED_PAYMENTS, MAX_FAILED_PAYMENTS + 1])
def test_no_new_code_after_the_last_attempt(attempts: int) -> None:
    note = payment_failed_note(attempts, "told")
    assert "generatePaymentQR" not in note and "do not offer one" in note
