"""The booking card on the chat page follows the booking (issue 22): one card per reference,
redrawn in place (held → expiring → expired), the expired QR code visibly dead, a rebook names
the reference it replaces; nothing says "confirmed" before payment."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from sandbox.qr import qr_data_url
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


def _qr(ref: str, intent: str, until: datetime, purpose: str = "booking") -> dict:
    return {
        "type": "qr_payment",
        "text": "Scan to pay.",
        "qr_code_url": qr_data_url(f"derlg-pay:{intent}:30.00"),
        "amount": 30.0,
        "currency": "USD",
        "expires_at": until.isoformat(),
        "reserved_until": None if purpose == "top_up" else until.isoformat(),
        "booking_ref": ref,
        "payment_intent_id": intent,
        "purpose": purpose,
    }


async def test_a_paid_top_up_qr_stops_its_countdown_and_says_paid(browser, fake_site):
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        held = next(f for f in fake.frames if f["type"] == "booking_held")
        card = {k: v for k, v in held.items() if k not in ("seq", "text", "reserved_until")}
        paid = {**card, "type": "booking_update", "state": "paid", "status": "CONFIRMED", "payment": "paid"}
        fake.push(fake.log(paid))
        # the move leaves a difference to pay: the card says balance_due, the top-up QR is live
        fake.push(fake.log({**paid, "state": "moved", "payment": "balance_due", "people_count": 3}))
        fake.push(fake.log(_qr("DLG-FAKE01", "pi_top", datetime.now(UTC) + timedelta(minutes=10), "top_up")))
        top_up = page.locator("section.panel.qr[data-intent=pi_top]")
        await top_up.wait_for()
        assert await top_up.get_attribute("data-purpose") == "top_up"
        assert "Pay within" in await top_up.inner_text() and "Hold expires" not in await top_up.inner_text()
        assert await top_up.get_attribute("data-state") == "pending"

        # the top-up is paid (the workflow's frames: the card update naming it, then the model's words)
        fake.push(fake.log({**paid, "state": "moved", "people_count": 3, "paid_top_up_intent_ids": ["pi_top"]}))
        fake.push(fake.log({"type": "text", "text": "Your top-up is paid, thank you."}))
        await eventually(lambda: _is(top_up.get_attribute("data-state"), "paid"))
        clock = top_up.locator(".countdown")
        assert await clock.inner_text() == "✓ paid"
        await page.wait_for_timeout(600)  # the ticker runs every 250 ms: the clock must not restart
        assert await clock.inner_text() == "✓ paid"
        assert "nothing more to pay" in await top_up.locator(".qr-paid").inner_text()
        assert await top_up.locator(".qr-dead").count() == 0
        assert await top_up.locator("button.pay[data-status=SUCCEEDED]").is_disabled()
        assert page.errors == []  # type: ignore[attr-defined]


async def test_a_confirmation_after_the_local_clock_ran_out_shows_paid_not_dead(browser, fake_site):
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        fake.push(fake.log(_qr("DLG-SKEW01", "pi_skew", datetime.now(UTC) + timedelta(seconds=1))))
        qr = page.locator("section.panel.qr[data-intent=pi_skew]")
        await eventually(lambda: _is(qr.get_attribute("data-state"), "expired"))  # the browser's clock ran out
        confirmed = {"type": "payment_confirmed", "text": "Paid!", "booking_ref": "DLG-SKEW01", "amount_usd": 30.0}
        fake.push(fake.log(confirmed | {"payment_intent_id": "pi_skew"}))
        await eventually(lambda: _is(qr.get_attribute("data-state"), "paid"))
        assert await qr.locator(".countdown").inner_text() == "✓ paid"
        assert await qr.locator(".qr-dead").count() == 0 and await qr.locator(".qr-paid").count() == 1


async def _is(value, expected) -> bool:
    return await value == expected


async def test_a_renewed_hold_redraws_the_same_card_and_the_old_qr_says_replaced(browser, fake_site):
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        held = next(f for f in fake.frames if f["type"] == "booking_held")
        card = {k: v for k, v in held.items() if k not in ("seq", "text")}
        expired = {**card, "type": "booking_update", "state": "expired", "status": "EXPIRED", "payment": "void"}
        fake.push(fake.log({**expired, "reserved_until": None, "text": ""}))
        old = page.locator(".panel.qr[data-ref=DLG-FAKE01]").first
        await eventually(lambda: _is(old.get_attribute("data-state"), "expired"))
        old_intent = await old.get_attribute("data-intent")

        # the same booking held again (issue 22): same reference, one card, held, then a new QR
        until = datetime.now(UTC) + timedelta(minutes=15)
        renewed = {**card, "reserved_until": until.isoformat(), "hold_renewed": True, "text": "Hold renewed."}
        fake.push(fake.log(renewed))
        await eventually(lambda: _is(card_state(page, "DLG-FAKE01"), "held"))
        cards = page.locator("section.booking-card")
        assert await cards.count() == 1
        assert "same booking reference" in await cards.first.inner_text()
        fake.push(fake.log(_qr("DLG-FAKE01", "pi_renewed", until)))
        new = page.locator("section.panel.qr[data-intent=pi_renewed]")
        await new.wait_for()
        assert old_intent != "pi_renewed" and await new.get_attribute("data-state") == "pending"
        assert await old.get_attribute("data-state") == "replaced"
        assert (await old.locator(".qr-replaced").inner_text()).strip() == "Replaced by the new QR code below."
        assert await old.locator(".qr-image").count() == 0  # no longer scannable; its amount stays, struck
        assert await old.locator(".qr-amount").inner_text() == "$360"
        assert await old.locator("button:enabled:visible").count() == 0
        assert await old.locator(".qr-dead").count() == 0

        # paid with the new QR: the new one says paid, the replaced one stays dead
        fake.push(
            fake.log({**card, "type": "booking_update", "state": "paid", "status": "CONFIRMED", "payment": "paid"})
        )
        await eventually(lambda: _is(new.get_attribute("data-state"), "paid"))
        assert await old.get_attribute("data-state") == "replaced"
        assert await page.locator("section.booking-card").count() == 1
        assert page.errors == []  # type: ignore[attr-defined]


async def test_a_request_added_after_booking_shows_on_the_card(browser, fake_site):
    """Relay j13: "added to your booking" and nothing on screen changed."""
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        held = next(f for f in fake.frames if f["type"] == "booking_held")
        card = {k: v for k, v in held.items() if k not in ("seq", "text")}
        fake.push(fake.log({**card, "type": "booking_update", "special_requests": "Vegetarian meals.", "text": ""}))
        box = page.locator("section.booking-card[data-ref=DLG-FAKE01]")
        await eventually(lambda: _has(box.inner_text(), "Vegetarian meals."))
        assert "Special requests" in await box.inner_text() and await box.count() == 1


async def _has(text_coro, wanted: str) -> bool:
    return wanted in await text_coro


async def test_the_card_shows_the_pickup_and_it_and_the_payment_confirmation_the_travellers_currency(
    browser, fake_site
):
    # relay j22: every amount came in USD and riel, then the paid panel said only "$298"
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        held = next(f for f in fake.frames if f["type"] == "booking_held")
        card = {k: v for k, v in held.items() if k not in ("seq", "text")}
        local = {"total_usd": 298.0, "total_local": 1221800, "local_currency": "KHR"}
        pickup = {"pickup_location": "Wat Phnom", "pickup_time": "07:30"}  # relay j18: the card had no pickup
        fake.push(
            fake.log({**card, **local, **pickup, "type": "booking_update", "state": "paid", "status": "CONFIRMED"})
        )
        card_panel = page.locator("section.booking-card[data-ref=DLG-FAKE01]")
        await eventually(lambda: _contains(card_panel.inner_text(), "$298 (1,221,800៛)"))
        assert "07:30 · Wat Phnom" in await card_panel.inner_text()
        paid = {"type": "payment_confirmed", "text": "Paid!", "booking_ref": "DLG-FAKE01", "amount_usd": 298.0}
        fake.push(fake.log(paid | {"amount_local": 1221800, "local_currency": "KHR"}))
        await page.locator("[data-type=payment_confirmed]").wait_for()  # its words; the card says paid
        assert await page.locator("section.panel.outcome.success[data-status=PAID]").count() == 0
        assert "$298 (1,221,800៛)" in await card_panel.inner_text()
        fake.push(fake.log(paid | {"booking_ref": "DLG-USD001"}))  # a USD-only session: the amount alone
        usd = page.locator("section.panel.outcome.success[data-status=PAID]").last
        await eventually(lambda: _contains(usd.inner_text(), "DLG-USD001"))
        assert "$298" in await usd.inner_text() and "៛" not in await usd.inner_text()


async def _contains(value, part) -> bool:
    return part in await value


# ---------------------------------------------------------------- a top-up QR follows its own payment only
TOP_UP_WORDS = {
    "EN": ("withdrawn", "nothing was charged", "Earlier message (before this change was withdrawn)", "Paid:"),
    "KH": ("បានដកចេញ", "មិនមានការកាត់ប្រាក់អ្វី", "សារមុន (មុនពេលការផ្លាស់ប្ដូរនេះត្រូវបានដកចេញ)", "បានបង់ហើយ"),
}


async def _top_up_owed(page, fake, intent: str = "pi_top") -> tuple[dict, object]:
    """A paid booking whose confirmed change left a top-up: its QR on the page, payable."""
    await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
    held = next(f for f in fake.frames if f["type"] == "booking_held")
    card = {k: v for k, v in held.items() if k not in ("seq", "text", "reserved_until")}
    paid = {**card, "type": "booking_update", "state": "paid", "status": "CONFIRMED", "payment": "paid"}
    typed = {"paid_top_up_intent_ids": None, "withdrawn_top_up_intent_ids": None}
    fake.push(fake.log(paid | typed))
    fake.push(fake.log(paid | typed | {"payment": "balance_due", "people_count": 3, "balance_due_usd": 99.0}))
    top_up = {**_qr("DLG-FAKE01", intent, datetime.now(UTC) + timedelta(minutes=10), "top_up"), "amount": 99.0}
    fake.push(fake.log(top_up | {"text": "Scan to pay the $99 top-up."}))
    qr = page.locator(f"section.panel.qr[data-intent={intent}]")
    await qr.wait_for()
    assert await qr.get_attribute("data-state") == "pending"
    return paid | typed, qr


async def _payable(qr) -> bool:
    return (
        await qr.get_attribute("data-state") == "pending"
        and await qr.locator("button.pay[data-status=SUCCEEDED]").is_enabled()
    )


@pytest.mark.parametrize("language", ["EN", "KH"])
async def test_a_withdrawn_top_ups_qr_says_withdrawn_nothing_charged_never_paid(browser, fake_site, language):
    """The traveller withdrew the unpaid change: the card is redrawn paid (the booking as it was) and names
    the withdrawn top-up; its QR says withdrawn and nothing charged, in the session's language, never paid."""
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.evaluate(f"localStorage.setItem('derlg.language', '{language}')")
        await page.reload()
        paid, qr = await _top_up_owed(page, fake)
        fake.push(fake.log(paid | {"withdrawn_top_up_intent_ids": ["pi_top"]}))
        fake.push(fake.log({"type": "text", "text": "The change was withdrawn: nothing was charged."}))
        await eventually(lambda: _is(qr.get_attribute("data-state"), "withdrawn"))
        said, nothing, fold, paid_word = TOP_UP_WORDS[language]
        note = await qr.locator(".qr-withdrawn").inner_text()
        assert said in note and nothing in note
        assert await qr.locator(".qr-paid, .qr-dead").count() == 0
        assert paid_word not in await qr.inner_text() and "✓" not in await qr.locator(".countdown").inner_text()
        assert await qr.locator("button.pay[data-status=SUCCEEDED]").is_disabled()
        assert await qr.locator("xpath=ancestor::article//details/summary").inner_text() == fold
        # the booking's own QR was paid: it says so
        assert await page.locator("section.panel.qr[data-intent=pi_fake1]").get_attribute("data-state") == "paid"
        await page.wait_for_timeout(600)  # the ticker runs every 250 ms: the clock must not restart
        assert await qr.get_attribute("data-state") == "withdrawn"
        assert page.errors == []  # type: ignore[attr-defined]


async def test_an_owed_top_up_qr_stays_payable_through_other_news_and_is_paid_by_its_own(browser, fake_site):
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        paid, qr = await _top_up_owed(page, fake)
        # a card redraw while it is owed (a request added), naming an earlier paid top-up
        owed = {"payment": "balance_due", "people_count": 3, "balance_due_usd": 99.0}
        fake.push(fake.log(paid | owed | {"special_requests": "A cot.", "paid_top_up_intent_ids": ["pi_old"]}))
        box = page.locator("section.booking-card[data-ref=DLG-FAKE01]")
        await eventually(lambda: _has(box.inner_text(), "A cot."))
        assert await _payable(qr)
        # a paid card redraw that names no top-up (the pickup time set): the booking's news, not this QR's
        fake.push(fake.log(paid | {"pickup_time": "08:00"}))
        await eventually(lambda: _has(box.inner_text(), "08:00"))
        assert await _payable(qr)
        # a confirmation of the booking's own payment (its intent): not this QR's
        confirmed = {"type": "payment_confirmed", "text": "Paid!", "booking_ref": "DLG-FAKE01", "amount_usd": 360.0}
        fake.push(fake.log(confirmed | {"payment_intent_id": "pi_fake1"}))
        await page.locator("[data-type=payment_confirmed]").wait_for()
        await page.wait_for_timeout(600)
        assert await _payable(qr)
        assert await qr.locator(".qr-paid, .qr-dead, .qr-withdrawn").count() == 0
        assert "✓" not in await qr.locator(".countdown").inner_text()

        # its own payment confirmed: paid
        fake.push(fake.log(confirmed | {"payment_intent_id": "pi_top", "amount_usd": 99.0, "text": "Top-up paid."}))
        await eventually(lambda: _is(qr.get_attribute("data-state"), "paid"))
        assert await qr.locator(".countdown").inner_text() == "✓ paid"
        assert "nothing more to pay" in await qr.locator(".qr-paid").inner_text()
        assert page.errors == []  # type: ignore[attr-defined]
