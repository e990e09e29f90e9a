"""The quote card on the chat page: a booking summary (or a reschedule / cancellation quote) with
Confirm / Not now. A press sends the contract's ``consent`` frame naming that quote, in the
session's words, with the last event the page had shown; the buttons go once answered or when a
newer quote of the same kind arrives. Every typed message carries ``last_seq`` too."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agent.quote_card import quote_frame
from agent.state import ConversationState
from tests.api.chat_page_support import eventually, has_len, open_page

pytestmark = pytest.mark.browser

SUMMARY = {
    "quote_id": "Q-booking-3-1",
    "trip_name": "Test Trip 2",
    "travel_date": "2027-01-10",
    "end_date": "2027-01-12",
    "people_count": 2,
    "pickup_location": "Riverside Hotel",
    "price_per_person_usd": 180.0,
    "total_usd": 360.0,
}


def card(quote_id: str = "Q-booking-3-1") -> dict:
    state = ConversationState.new("s-page", datetime(2026, 11, 28, tzinfo=UTC))
    state.customer_name, state.customer_phone, state.details_validated = "Dara", "+85512345678", True  # can book
    frame = quote_frame("Shall I book this?", {**SUMMARY, "quote_id": quote_id}, state, "previewBooking")
    assert frame is not None
    return frame.frame()


async def test_confirm_sends_a_consent_frame_for_that_quote_and_the_buttons_go(browser, fake_site):
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        fake.push(fake.log(card()))
        quote = page.locator("section.quote-card[data-quote='Q-booking-3-1']")
        await quote.wait_for()
        assert "Riverside Hotel" in await quote.inner_text() and "$360" in await quote.inner_text()
        shown = fake.next_seq() - 1
        await quote.locator("button.quote-confirm").click()
        await eventually(lambda: has_len([m for m in fake.messages if m.get("type") == "consent"], 1))
        sent = next(m for m in fake.messages if m.get("type") == "consent")
        assert sent["quote_id"] == "Q-booking-3-1" and sent["decision"] == "confirm"
        assert sent["label"] == "Yes, confirm" and sent["message_id"] and sent["last_seq"] >= shown
        assert await quote.locator("button").count() == 0  # answered: no second press


async def test_a_newer_quote_retires_the_older_ones_buttons_and_typed_messages_carry_last_seq(browser, fake_site):
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        fake.push(fake.log(card("Q-old")))
        await page.locator("section.quote-card[data-quote='Q-old']").wait_for()
        fake.push(fake.log(card("Q-new")))
        await page.locator("section.quote-card[data-quote='Q-new'] button.quote-decline").wait_for()
        assert await page.locator("section.quote-card[data-quote='Q-old'] button").count() == 0
        await page.locator("section.quote-card[data-quote='Q-new'] button.quote-decline").click()
        await eventually(lambda: has_len([m for m in fake.messages if m.get("type") == "consent"], 1))
        sent = next(m for m in fake.messages if m.get("type") == "consent")
        assert sent["quote_id"] == "Q-new" and sent["decision"] == "decline" and sent["label"] == "Not now"
        await page.fill("#input", "what is included?")
        await page.click("#send")
        await eventually(lambda: has_len([m for m in fake.messages if m.get("type") == "user_message"], 1))
        typed = next(m for m in fake.messages if m.get("type") == "user_message")
        assert typed["last_seq"] >= fake.next_seq() - 2


async def test_every_money_row_of_a_card_says_the_travellers_currency_too(browser, fake_site):
    """Issue 37: a cancellation card's "Paid $1,472" had no local figure while its refund had one."""
    from agent.display import DisplayTerms, in_travellers_terms

    state = ConversationState.new("s-page", datetime(2026, 11, 28, tzinfo=UTC), language="EN")
    state.display_currency = "PHP"
    data = {"quote_id": "Q-cancel-1", "amount_paid_usd": 1472.0, "refund_usd": 736.0, "refund_pct": 50}
    shown = in_travellers_terms({"success": True, "data": data}, DisplayTerms(currency="PHP"), 58.0)["data"]
    frame = quote_frame("If you cancelled today", shown, state, "previewCancellation")
    assert frame is not None
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        fake.push(fake.log(frame.frame()))
        quote = page.locator("section.quote-card[data-quote='Q-cancel-1']")
        await quote.wait_for()
        text = await quote.inner_text()
        assert "$1,472 (₱85,376)" in text and "$736 (₱42,688)" in text, text
