"""A failed payment's QR code stays payable while its hold lasts, and the status says so (sandbox/routes/payments.py).

Relay 56 req 29-30: checkPaymentStatus said the intent FAILED ("offer a new QR code"), the traveller scanned the same
code again and it was paid and confirmed, while the model's last words still offered a new code. A failed scan does
not end a KHQR code (a bank declines one attempt, not the code): the simulator pays it while its booking is held. So
every FAILED status whose code can still be paid says so, with the time it can be paid until, in the request's
language, and a status whose code can no longer be paid (the hold over, the booking cancelled) does not.
"""

from __future__ import annotations

import re

import pytest

from sandbox.data.payment_methods import FAILURES
from tests.sandbox.support import Sandbox

SCRIPT = {"EN": re.compile(r"[A-Za-z]"), "KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}


def failed(reason: str, lang: str) -> tuple[Sandbox, dict, dict]:
    sb = Sandbox()
    booking = sb.book("trip_004")
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert (
        sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/fail", body={"reason": reason}).status_code == 200
    )
    return sb, booking, qr


@pytest.mark.parametrize("reason", list(FAILURES))
@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_failed_code_that_can_still_be_paid_says_so_and_pays(reason: str, lang: str) -> None:
    sb, booking, qr = failed(reason, lang)
    intent = qr["payment_intent_id"]
    status = sb.data("checkPaymentStatus", {"payment_intent_id": intent}, lang=lang)
    assert status["status"] == "FAILED"
    says = status["same_code"]
    assert SCRIPT[lang].search(says), says
    assert status["expires_at"][11:16] in says or "ICT" in says or "柬埔寨" in says or "កម្ពុជា" in says
    # ...and it does: the same code pays, and the booking is confirmed
    assert sb.sandbox_post(f"/sandbox/payments/{intent}/succeed").status_code == 200
    paid = sb.data("checkPaymentStatus", {"payment_intent_id": intent}, lang=lang)
    assert paid["status"] == "SUCCEEDED" and "same_code" not in paid


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_failed_code_past_its_hold_does_not_say_it_can_be_paid(lang: str) -> None:
    sb, booking, qr = failed("DECLINED_BY_BANK", lang)
    sb.clock.advance(seconds=901)
    status = sb.data("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]}, lang=lang)
    assert "same_code" not in status
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 409


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_failed_code_replaced_by_a_new_one_does_not_say_it_can_be_paid(lang: str) -> None:
    sb, booking, qr = failed("DECLINED_BY_BANK", lang)  # relay 58 req 23: two live codes on screen
    sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    status = sb.data("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]}, lang=lang)
    assert status["status"] == "FAILED" and "same_code" not in status
