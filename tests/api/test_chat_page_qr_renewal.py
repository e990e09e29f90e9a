"""One scannable QR per booking (relay 34 req 22): a QR replaced by a newer one of the same booking
(a renewed hold, a retry) says so in the session's language ("replaced by the code below") and loses
its picture, however many times the code is renewed; its amount and reference stay, struck through,
and none of its buttons can act (relay 63: a closed card keeps its figures)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tests.api.chat_page_support import open_page
from tests.api.test_chat_page_cards import _qr

pytestmark = pytest.mark.browser

REF = "DLG-FAKE01"  # the canned booking, whose QR (pi_fake1) is on the page first


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_after_each_renewal_exactly_one_qr_can_be_scanned(browser, fake_site, language: str):
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.locator(f"section.panel.qr[data-ref={REF}]").first.wait_for()
        await page.click(f"#lang-switch button[data-lang={language}]")
        replaced = await page.evaluate("async () => (await import('/static-chat/i18n.js')).t('qrReplaced')")
        for n in range(1, 4):
            until = datetime.now(UTC) + timedelta(minutes=15 + n)
            fake.push(fake.log(_qr(REF, f"pi_renewed{n}", until)))
            await page.locator(f"section.panel.qr[data-intent=pi_renewed{n}]").wait_for()
            panels = page.locator(f"section.panel.qr[data-ref={REF}]")
            scannable = panels.locator("img.qr-img")
            assert await scannable.count() == 1
            assert await page.locator(f"section.panel.qr[data-intent=pi_renewed{n}] img.qr-img").count() == 1
            old = page.locator(f"section.panel.qr[data-ref={REF}][data-state=replaced]")
            assert await old.count() == n
            for i in range(n):
                card = old.nth(i)
                assert (await card.locator(".qr-replaced").inner_text()).strip() == replaced
                assert await card.locator(".qr-image").count() == 0
                assert await card.locator(".qr-amount").is_visible()
                assert await card.locator(".booking-ref").inner_text() == REF
                assert await card.locator("button:enabled:visible").count() == 0
        assert page.errors == []  # type: ignore[attr-defined]
