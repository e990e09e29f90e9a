"""The booking card on the chat page follows the booking (issue 22): one card per reference,
redrawn in place (held → expiring → expired), the expired QR code visibly dead, a rebook names
the reference it replaces; nothing says "confirmed" before payment."""

from __future__ import annotations

import pytest

from tests.api.chat_page_support import eventually, open_page

pytestmark = pytest.mark.browser


async def card_state(page, ref: str) -> str:
    return await page.locator(f"section.booking-card[data-ref={ref}]").get_attribute("data-state")


async def test_the_card_is_redrawn_in_place_and_the_expired_qr_is_dead(browser, fake_site):
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        held = next(f for f in fake.frames if f["type"] == "booking_held")
        card = {k: v for k, v in held.items() if k not in ("seq", "text")}
        assert "Booking confirmed" not in await page.locator("#messages").inner_text()

        fake.push(
            fake.log(
                {
                    **card,
                    "type": "booking_update",
                    "state": "expiring",
                    "minutes_left": 3,
                    "text": "Your reservation DLG-FAKE01 is held for 3 more minutes.",
                }
            )
        )
        await eventually(lambda: _is(card_state(page, "DLG-FAKE01"), "expiring"))
        assert await page.locator(".msg", has_text="3 more minutes").count() == 1

        fake.push(
            fake.log(
                {
                    **card,
                    "type": "booking_update",
                    "state": "expired",
                    "status": "EXPIRED",
                    "reserved_until": None,
                    "text": "",
                }
            )
        )
        await eventually(lambda: _is(card_state(page, "DLG-FAKE01"), "expired"))
        assert await page.locator("section.booking-card[data-ref=DLG-FAKE01]").count() == 1
        qr = page.locator(".panel.qr[data-ref=DLG-FAKE01]")
        assert await qr.get_attribute("data-state") == "expired"
        assert "no longer works" in await qr.locator(".qr-dead").inner_text()
        assert await qr.locator("button.pay[data-status=SUCCEEDED]").is_disabled()

        fake.push(
            fake.log(
                {
                    **card,
                    "type": "booking_held",
                    "booking_id": "bk_2",
                    "booking_ref": "DLG-NEW002",
                    "replaces_booking_ref": "DLG-FAKE01",
                    "text": "Booked again.",
                }
            )
        )
        new = page.locator("section.booking-card[data-ref=DLG-NEW002]")
        await new.wait_for()
        assert "DLG-FAKE01" in await new.inner_text() and await new.get_attribute("data-state") == "held"
        assert await card_state(page, "DLG-FAKE01") == "expired"
        assert "Booking confirmed" not in await page.locator("#messages").inner_text()


async def _is(value, expected) -> bool:
    return await value == expected
