"""At most one QR per booking can be paid on the page: the moment a newer code of the booking is drawn
(or a payment frame names one), every older code of that booking not settled for good says it was
replaced, without its picture or pay buttons (the sandbox refuses paying it: 409 REPLACED). A failed
top-up's code followed by a new code that is paid never keeps its pay buttons."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from sandbox.qr import qr_data_url
from tests.api.chat_page_support import eventually, open_page

pytestmark = pytest.mark.browser

REPLACED = {
    "EN": "Replaced by the new QR code below.",
    "KH": "ត្រូវបានជំនួសដោយកូដ KHQR ថ្មីខាងក្រោម។",
    "ZH": "已由下方的新二维码取代。",
}


def _top_up(intent: str) -> dict:
    until = datetime.now(UTC) + timedelta(hours=24)
    return {
        "type": "qr_payment",
        "text": "Scan to pay the $99 top-up.",
        "qr_code_url": qr_data_url(f"derlg-pay:{intent}:99.00"),
        "amount": 99.0,
        "currency": "USD",
        "expires_at": until.isoformat(),
        "reserved_until": None,
        "booking_ref": "DLG-FAKE01",
        "payment_intent_id": intent,
        "purpose": "top_up",
    }


async def _payable(page) -> list[str]:
    """The codes the traveller could still pay: a live picture or an enabled pay button."""
    return await page.evaluate(
        """() => [...document.querySelectorAll("section.panel.qr")]
            .filter((p) => (p.dataset.state === "pending" && p.querySelector(".qr-image"))
                || p.querySelector("button.pay:enabled"))
            .map((p) => p.dataset.intent)"""
    )


async def _is(value, expected) -> bool:
    return await value == expected


async def _owed(page, fake) -> dict:
    await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
    held = next(f for f in fake.frames if f["type"] == "booking_held")
    card = {k: v for k, v in held.items() if k not in ("seq", "text", "reserved_until")}
    paid = {**card, "type": "booking_update", "state": "paid", "status": "CONFIRMED", "payment": "paid"}
    fake.push(fake.log(paid))
    fake.push(fake.log(paid | {"payment": "balance_due", "people_count": 3, "balance_due_usd": 99.0}))
    return paid


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_a_failed_top_ups_code_is_replaced_by_the_new_one_and_never_payable_again(browser, fake_site, language):
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.evaluate(f"localStorage.setItem('derlg.language', '{language}')")
        await page.reload()
        await _owed(page, fake)
        fake.push(fake.log(_top_up("pi_top1")))
        first = page.locator("section.panel.qr[data-intent=pi_top1]")
        await first.wait_for()
        await eventually(lambda: _is(_payable(page), ["pi_top1"]))

        # its payment failed: the words name it; the same code may still be paid until a new one is made
        fake.push(
            fake.log({"type": "text", "text": "It failed.", "payment_failed": True, "payment_intent_id": "pi_top1"})
        )
        await page.locator(".msg", has_text="It failed.").wait_for()
        assert await first.get_attribute("data-state") == "pending"

        # a new code for the same booking: the failed one is replaced, its picture and buttons gone
        fake.push(fake.log(_top_up("pi_top2")))
        second = page.locator("section.panel.qr[data-intent=pi_top2]")
        await second.wait_for()
        assert await first.get_attribute("data-state") == "replaced"
        assert (await first.locator(".qr-replaced").inner_text()).strip() == REPLACED[language]
        assert await first.locator("button.pay").count() == 0 and await first.locator(".qr-image").count() == 0
        assert await _payable(page) == ["pi_top2"]

        # the new code is paid: it says paid; the failed one stays replaced, nothing on the page payable
        paid = {"type": "payment_confirmed", "text": "Paid.", "booking_ref": "DLG-FAKE01", "amount_usd": 99.0}
        fake.push(fake.log(paid | {"payment_intent_id": "pi_top2"}))
        await eventually(lambda: _is(second.get_attribute("data-state"), "paid"))
        assert await first.get_attribute("data-state") == "replaced"
        assert await _payable(page) == []
        assert page.errors == []  # type: ignore[attr-defined]


async def test_an_older_code_drawn_again_stays_replaced_and_the_newest_stays_payable(browser, fake_site):
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await _owed(page, fake)
        fake.push(fake.log(_top_up("pi_top1")))
        fake.push(fake.log(_top_up("pi_top2")))
        await page.locator("section.panel.qr[data-intent=pi_top2]").wait_for()
        fake.push(fake.log(_top_up("pi_top1")))  # the older code's frame again
        await eventually(lambda: _is(page.locator("section.panel.qr[data-intent=pi_top1]").count(), 2))
        await page.wait_for_timeout(300)
        assert await _payable(page) == ["pi_top2"]
        states = await page.locator("section.panel.qr[data-intent=pi_top1]").evaluate_all(
            "(ps) => ps.map((p) => p.dataset.state)"
        )
        assert states == ["replaced", "replaced"]
        assert page.errors == []  # type: ignore[attr-defined]
