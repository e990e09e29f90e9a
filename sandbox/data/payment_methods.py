"""Which apps can pay a DerLg QR code, and why a payment failed: sandbox data the model may cite.

The QR code generatePaymentQR answers is a KHQR code (Cambodia's national QR standard on the
National Bank's Bakong system), so any Bakong-member bank or wallet app in Cambodia pays it. The
sandbox's policy for foreign wallets (Alipay, WeChat Pay, UnionPay, foreign bank apps) is that they
are NOT accepted: this sandbox has no cross-border QR link, so the result says so plainly and
names what a traveller without a Cambodian app can do. A real backend replaces this with its
acquirer's list; the shape stays.
"""

from __future__ import annotations

from typing import Any

from sandbox.i18n import tr

# Bakong-member apps travellers meet most; "any" keeps the list honest about the rest.
KHQR_APPS = ("ABA Mobile", "ACLEDA mobile", "Wing Bank")
ANY_MEMBER_APP = "any other Bakong-member app in Cambodia"
FOREIGN_WALLETS = ("Alipay", "WeChat Pay", "UnionPay")  # nor foreign bank apps
WITHOUT_AN_APP = "Someone with a Cambodian bank app can scan it for them, or ask DerLg support."

# Failure reasons of a failed payment (checkPaymentStatus FAILED): what the traveller is told, and
# the next step. The sandbox's simulate endpoint takes one of these codes ("reason").
DEFAULT_FAILURE = "DECLINED_BY_BANK"
FAILURES: dict[str, tuple[str, str]] = {
    "DECLINED_BY_BANK": (
        "The bank declined the payment.",
        "Ask the traveller to check their banking app or try another Bakong-member app, then offer "
        "a new QR code (generatePaymentQR); no new booking is needed while the hold lasts.",
    ),
    "INSUFFICIENT_FUNDS": (
        "The account did not have enough money for this payment.",
        "Ask the traveller to top up their account or pay from another Bakong-member app, then offer "
        "a new QR code (generatePaymentQR).",
    ),
    "APP_NOT_SUPPORTED": (
        "The QR code was scanned with an app that cannot pay KHQR codes (a foreign wallet or bank app).",
        "Tell the traveller which apps can pay (payable_with of generatePaymentQR) and that foreign "
        "wallets cannot; someone with a Cambodian bank app can scan it, or DerLg support can help.",
    ),
    "TIMED_OUT": (
        "The payment was not completed in the banking app in time.",
        "Offer a new QR code (generatePaymentQR) and ask the traveller to finish the payment in the app.",
    ),
}


def payable_with(language: str) -> dict[str, Any]:
    """The ``payable_with`` block of a generatePaymentQR result, in the request's language (kept
    short: it is in every payment-stage model call, tests/scripts/test_tokens.py). An app is named by
    its brand (ABA, ACLEDA, Wing) with the rest of its name in the request's language (issue 38: a
    Khmer and a Chinese screen read "ABA Mobile, ACLEDA mobile, Wing Bank"); a foreign wallet by the
    name its traveller knows it by (支付宝 in Chinese)."""
    return {
        "khqr_apps": [*(tr(app, language) for app in KHQR_APPS), tr(ANY_MEMBER_APP, language)],
        "foreign_wallets_accepted": False,  # the sandbox's policy: no cross-border QR link
        "not_accepted": [tr(wallet, language) for wallet in FOREIGN_WALLETS],
        "if_no_cambodian_app": tr(WITHOUT_AN_APP, language),
    }


def failure(code: str, language: str) -> dict[str, Any]:
    """``failure_reason`` and ``next_step`` for a failed payment (an unknown code: the default)."""
    known = code if code in FAILURES else DEFAULT_FAILURE
    message, next_step = FAILURES[known]
    return {"failure_reason": {"code": known, "message": tr(message, language)}, "next_step": tr(next_step, language)}
