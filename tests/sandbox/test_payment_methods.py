"""Which apps can pay a QR code, and why a payment failed (sandbox/data/payment_methods.py): a
Chinese traveller asked about Alipay / WeChat / UnionPay and the result said nothing (relay j7)."""

from __future__ import annotations

import re

import pytest

from sandbox.data.payment_methods import FAILURES, failure
from tests.sandbox.support import TRAVEL, Sandbox

SCRIPT = {"EN": re.compile(r"[A-Za-z]"), "KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}


def paid(sb: Sandbox, people: int = 2) -> dict:
    booking = sb.book("trip_001", people=people, user_id="user-a")
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return booking


BRANDS = ("ABA", "ACLEDA", "Wing")  # issue 38's allowlist: the only Latin words of a KH / ZH app name
LATIN_WORD = re.compile(r"[A-Za-z]+")


def assert_says_who_can_pay(block: dict, lang: str) -> None:
    apps = block["khqr_apps"]
    for brand in BRANDS:  # each app by its brand ...
        assert any(re.search(rf"\b{brand}\b", app) for app in apps), (brand, apps)
    assert block["foreign_wallets_accepted"] is False
    assert len(block["not_accepted"]) == 3
    if lang == "EN":
        assert {"ABA Mobile", "ACLEDA mobile", "Wing Bank"} <= set(apps)
        assert {"Alipay", "WeChat Pay", "UnionPay"} <= set(block["not_accepted"])
    else:  # ... and every other word of it, and of the wallets' names, in the session's language
        for name in [*apps, *block["not_accepted"]]:
            assert set(LATIN_WORD.findall(name)) <= {*BRANDS, "KHQR"}, (lang, name)
            assert SCRIPT[lang].search(name), (lang, name)
    for text in (block["if_no_cambodian_app"], apps[-1]):
        assert SCRIPT[lang].search(text), (lang, text)


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_booking_qr_says_which_apps_pay_it_and_that_foreign_wallets_do_not(lang: str) -> None:
    sb = Sandbox()
    booking = sb.book("trip_004")
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]}, lang=lang)
    assert_says_who_can_pay(qr["payable_with"], lang)


def test_a_top_up_qr_says_it_too_both_from_the_move_and_when_shown_again() -> None:
    sb = Sandbox()
    bid = paid(sb)["booking_id"]
    quote = sb.data("previewReschedule", {"booking_id": bid, "new_travel_date": TRAVEL, "people_count": 3})
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]}, lang="ZH")
    assert_says_who_can_pay(done["payment"]["payable_with"], "ZH")
    again = sb.data("generatePaymentQR", {"booking_id": bid})
    assert again["purpose"] == "top_up"
    assert_says_who_can_pay(again["payable_with"], "EN")


@pytest.mark.parametrize("reason", [*FAILURES, None, "MADE_UP"])
@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_failed_payment_says_why_and_what_next(reason: str | None, lang: str) -> None:
    sb = Sandbox()
    booking = sb.book("trip_004")
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    pending = sb.data("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]}, lang=lang)
    assert "failure_reason" not in pending and "next_step" not in pending  # nothing failed yet
    body = {} if reason is None else {"reason": reason}
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/fail", body=body).status_code == 200
    status = sb.data("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]}, lang=lang)
    expected = reason if reason in FAILURES else "DECLINED_BY_BANK"
    assert status["status"] == "FAILED" and status["failure_reason"]["code"] == expected
    assert SCRIPT[lang].search(status["failure_reason"]["message"]) and SCRIPT[lang].search(status["next_step"])
    if lang != "EN":  # translated, not the English text
        assert status["next_step"] != FAILURES[expected][1]
    retry = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    retried = sb.data("checkPaymentStatus", {"payment_intent_id": retry["payment_intent_id"]})
    assert "failure_reason" not in retried  # the new QR has not failed


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_the_preview_says_who_can_pay_before_anything_is_reserved(lang: str) -> None:
    """Relay j9/j10: foreign wallets were named only by generatePaymentQR, with the hold running."""
    sb = Sandbox()
    preview = sb.data("previewBooking", {"trip_id": "trip_004", "travel_date": TRAVEL, "people_count": 2}, lang=lang)
    assert_says_who_can_pay(preview["payable_with"], lang)
    booking = sb.book("trip_004")
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]}, lang=lang)
    assert preview["payable_with"] == qr["payable_with"]  # the same block the QR carries


@pytest.mark.parametrize("code", [c for c in FAILURES if c != "APP_NOT_SUPPORTED"])
def test_a_failed_payment_s_next_step_offers_a_new_qr_as_the_payment_rules_do(code: str) -> None:
    """Relay j10: the failed-payment notice offered a new QR while the status check said to scan
    the same one again; each new QR is an attempt the workflow counts."""
    for language in ("EN", "KH", "ZH"):
        step = failure(code, language)["next_step"]
        assert "generatePaymentQR" in step and "same QR" not in step and "同一个" not in step


def test_the_preview_says_what_a_cancellation_after_payment_refunds() -> None:
    """Relay j26: a traveller worried about hidden costs asked before paying; no tool in BOOKING said
    the refund rules, which previewCancellation applies after payment."""
    sb = Sandbox()
    preview = sb.data("previewBooking", {"trip_id": "trip_004", "travel_date": TRAVEL, "people_count": 2})
    policy = preview["cancellation_policy"]
    bid = paid(sb)["booking_id"]
    quote = sb.data("previewCancellation", {"booking_id": bid})
    assert policy == quote["policy"] and "100% refund" in policy and "no refund" in policy
    # in the session's language (relay j30: English in a Chinese session)
    for lang, word in (("ZH", "全额退款"), ("KH", "សងប្រាក់វិញ")):
        body = {"trip_id": "trip_004", "travel_date": TRAVEL, "people_count": 2}
        assert word in sb.data("previewBooking", body, lang=lang)["cancellation_policy"]
