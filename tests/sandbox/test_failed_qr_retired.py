"""Once a payment intent is FAILED it can never succeed: its QR code is retired, a payment on it is refused
with a clear error, and every next step a failure names pays with a new code (docs/decisions.md). Relay 56
req 29-30: checkPaymentStatus said FAILED with "offer a new QR code", yet the same code was then paid and the
booking confirmed while the model still offered a new one."""

from __future__ import annotations

import re

import pytest

from sandbox.data.payment_methods import FAILURES
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_payment_methods import paid

REASONS = [*FAILURES, None]


def _fail(sb: Sandbox, intent: str, reason: str | None) -> None:
    body = {} if reason is None else {"reason": reason}
    assert sb.sandbox_post(f"/sandbox/payments/{intent}/fail", body=body).status_code == 200


def _refused(sb: Sandbox, intent: str, action: str) -> None:
    for body in ({}, {"force": True}):  # not even forced: nothing turns a failed attempt into money
        resp = sb.sandbox_post(f"/sandbox/payments/{intent}/{action}", body=body)
        assert resp.status_code == 409, resp.text
        error = resp.json()["error"]
        assert error["code"] == "PAYMENT_FAILED" and "generatePaymentQR" in error["message"]


@pytest.mark.parametrize("reason", REASONS)
@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_failed_booking_qr_never_pays_and_a_new_code_does(reason: str | None, lang: str) -> None:
    sb = Sandbox()
    booking = sb.book("trip_004")
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    _fail(sb, qr["payment_intent_id"], reason)
    status = sb.data("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]}, lang=lang)
    assert status["status"] == "FAILED"
    assert "generatePaymentQR" in status["next_step"]  # every failure's next step pays with a new code
    signals = len(sb.temporal.calls)
    _refused(sb, qr["payment_intent_id"], "succeed")
    _refused(sb, qr["payment_intent_id"], "fail")  # nor is it failed (counted) again
    assert len(sb.temporal.calls) == signals  # nothing signalled to the workflow
    again = sb.data("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]})
    assert again["status"] == "FAILED" and again["booking_status"] == "RESERVED"
    new = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert new["payment_intent_id"] != qr["payment_intent_id"]
    assert sb.sandbox_post(f"/sandbox/payments/{new['payment_intent_id']}/succeed").status_code == 200
    assert (
        sb.data("checkPaymentStatus", {"payment_intent_id": new["payment_intent_id"]})["booking_status"] == "CONFIRMED"
    )


def test_a_failed_top_up_qr_never_pays_and_a_new_code_does() -> None:
    sb = Sandbox()
    bid = paid(sb)["booking_id"]
    quote = sb.data("previewReschedule", {"booking_id": bid, "new_travel_date": TRAVEL, "people_count": 3})
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    intent = done["payment"]["payment_intent_id"]
    _fail(sb, intent, None)
    _refused(sb, intent, "succeed")
    new = sb.data("generatePaymentQR", {"booking_id": bid})
    assert new["purpose"] == "top_up" and new["payment_intent_id"] != intent
    assert sb.sandbox_post(f"/sandbox/payments/{new['payment_intent_id']}/succeed").status_code == 200


def test_no_failure_asks_to_pay_the_failed_code_again() -> None:
    """Each next step offers a new code or support, never a scan of the code that failed ("scan it")."""
    for _, next_step in FAILURES.values():
        assert "generatePaymentQR" in next_step and not re.search(r"\bscan it\b", next_step)
