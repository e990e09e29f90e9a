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


def test_a_booking_is_never_paid_twice_by_a_replaced_code() -> None:
    """Relay 65 req 30: a failed code, then a new one for the same booking; the new one paid, the old one scanned
    again paid the booking a second time. A code replaced by a newer one for its booking can no longer be paid,
    whichever of them is paid first; the booking is paid once."""
    for first_the_new in (True, False):
        sb, booking, qr = failed("DECLINED_BY_BANK", "EN")
        new = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
        old_id, new_id = qr["payment_intent_id"], new["payment_intent_id"]
        assert old_id != new_id
        if first_the_new:
            assert sb.sandbox_post(f"/sandbox/payments/{new_id}/succeed").status_code == 200
        refused = sb.sandbox_post(f"/sandbox/payments/{old_id}/succeed")
        assert refused.status_code == 409 and refused.json()["error"]["code"] == "REPLACED", refused.text
        assert new_id in refused.json()["error"]["message"]
        if not first_the_new:
            assert sb.sandbox_post(f"/sandbox/payments/{new_id}/succeed").status_code == 200
        paid = [i for i in sb.app.state.store.intents_for(booking["booking_id"]) if i.status == "SUCCEEDED"]
        assert [i.payment_intent_id for i in paid] == [new_id]


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_status_and_payment_agree_on_the_one_payable_code(lang: str) -> None:
    """Relay 68 req 19: checkPaymentStatus said a failed code could still be paid while a new code for the booking
    was issued beside it. checkPaymentStatus and the payment endpoint agree on which code is payable: a replaced code
    reports ``payable`` false and names the code that replaced it (the one the refusal names), never ``same_code``;
    a failed code's own words say a new code would replace it."""
    sb, booking, qr = failed("DECLINED_BY_BANK", lang)
    first = sb.data("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]}, lang=lang)
    assert "replaced_by" not in first and SCRIPT[lang].search(first["same_code"])
    made = [qr["payment_intent_id"]]
    made.append(sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})["payment_intent_id"])
    for old in made[:-1]:
        status = sb.data("checkPaymentStatus", {"payment_intent_id": old}, lang=lang)
        assert status["payable"] is False and status["replaced_by"] == made[-1] and "same_code" not in status
        assert made[-1] in status["replaced_says"] and SCRIPT[lang].search(status["replaced_says"])
        refused = sb.sandbox_post(f"/sandbox/payments/{old}/succeed")
        assert refused.json()["error"]["code"] == "REPLACED" and made[-1] in refused.json()["error"]["message"]
    newest = sb.data("checkPaymentStatus", {"payment_intent_id": made[-1]}, lang=lang)
    assert "replaced_by" not in newest
    assert sb.sandbox_post(f"/sandbox/payments/{made[-1]}/succeed").status_code == 200
