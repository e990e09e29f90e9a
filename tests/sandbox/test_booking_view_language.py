"""Every result that carries the booking says its words in the session's language: a change's result gave
``booking.special_requests_status`` in English in a Chinese session while createBooking gave it in Chinese
(each route translated the booking view on its own; one left it out). The booking view is built in the
session's language in one place (sandbox/paid_money.py ``public``)."""

from __future__ import annotations

import re

import pytest

from sandbox.i18n import tr
from sandbox.store import SPECIAL_REQUESTS_STATUS
from tests.sandbox.support import Sandbox

SCRIPT = {"KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u3400-\u9fff]")}


def _paid_with_requests(sb: Sandbox, language: str) -> str:
    booking = sb.book(special_requests="Vegetarian meals. A quiet room.", language=language, user_id="user-a")
    assert booking["special_requests_status"] == tr(SPECIAL_REQUESTS_STATUS, language)
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return str(booking["booking_id"])


@pytest.mark.parametrize("language", ["KH", "ZH"])
def test_every_change_result_gives_the_booking_in_the_sessions_language(language: str) -> None:
    sb = Sandbox()
    bid = _paid_with_requests(sb, language)
    said = {}
    quote = sb.data("previewReschedule", {"booking_id": bid, "new_travel_date": "2026-04-21", "language": language})
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"], "language": language})
    said["confirmReschedule"] = done["booking"]
    more = sb.data("previewReschedule", {"booking_id": bid, "people_count": 3, "language": language})
    grown = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": more["quote_id"], "language": language})
    said["confirmReschedule (top-up)"] = grown["booking"]
    back = sb.data("withdrawTopUp", {"booking_id": bid, "language": language})
    said["withdrawTopUp"] = back["booking"]
    refunds = sb.data("getRefundStatus", {"booking_id": bid, "include_booking": True, "language": language})
    said["getRefundStatus"] = refunds["booking"]
    for tool, booking in said.items():
        status = booking.get("special_requests_status")
        assert status == tr(SPECIAL_REQUESTS_STATUS, language), (tool, status)
        assert SCRIPT[language].search(status), (tool, status)
