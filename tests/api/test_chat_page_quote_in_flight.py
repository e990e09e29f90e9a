"""No quote button can be pressed once its quote may be used (relay 48 req 18: the traveller typed "he is
ready now", the yes that booked, and pressed Confirm a second later; the press reached a used quote and "did
nothing", and the traveller read the reply as her press failing).

In every language: while a message of the traveller's waits for its answer, every quote card's buttons are
disabled (that turn may use, replace or close any quote) and a press sends nothing; when the turn ends
having used the quote (its ``quote_update`` first, as agent.quote_updates sends it), the card has no button,
live and on a fresh page that replays the log; when the turn leaves the quote open, its buttons come back."""

from __future__ import annotations

from typing import Any

import pytest

from tests.api.chat_page_support import eventually, has_len, open_page
from tests.api.test_chat_page_quote import card

pytestmark = pytest.mark.browser

BUTTONS = "section.quote-card[data-quote='{}'] .quote-actions button"


async def _typed(page: Any, fake: Any, text: str, n: int) -> str:
    await page.fill("#input", text)
    await page.click("#send")
    await eventually(lambda: has_len([m for m in fake.messages if m.get("type") == "user_message"], n))
    return [m for m in fake.messages if m.get("type") == "user_message"][n - 1]["message_id"]


async def _all_disabled(page: Any, quote_id: str) -> bool:
    states = await page.locator(BUTTONS.format(quote_id)).evaluate_all("bs => bs.map(b => b.disabled)")
    return bool(states) and all(states)


async def _none_disabled(page: Any, quote_id: str) -> bool:
    states = await page.locator(BUTTONS.format(quote_id)).evaluate_all("bs => bs.map(b => b.disabled)")
    return bool(states) and not any(states)


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_a_quote_cannot_be_pressed_while_a_turn_may_use_it_nor_after(language, browser, fake_site) -> None:
    base, fake = fake_site
    fake.auto_reply = False
    async with open_page(browser, base + "/") as page:
        if language != "EN":
            await page.context.add_init_script(f"localStorage.setItem('derlg.language', '{language}')")
            await page.goto(base + "/")
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        fake.push(fake.log(card("Q-booking-6-1")))
        await page.locator(BUTTONS.format("Q-booking-6-1")).first.wait_for()
        assert await _none_disabled(page, "Q-booking-6-1")

        # a question the turn answers without touching the quote: the buttons wait, then come back
        asked = await _typed(page, fake, "what is included?", 1)
        await eventually(lambda: _all_disabled(page, "Q-booking-6-1"))
        await page.locator(BUTTONS.format("Q-booking-6-1")).first.click(force=True)  # a press on a waiting card
        fake.push(fake.log({"type": "text", "text": "Hotel and guide.", "reply_to": asked, "final": True}))
        await eventually(lambda: _none_disabled(page, "Q-booking-6-1"))
        assert not [m for m in fake.messages if m.get("type") == "consent"]  # the press sent nothing

        # the yes typed in words: the turn books, the card says so and has no button
        said_yes = await _typed(page, fake, "ok a friend will scan it, he is ready now", 2)
        await eventually(lambda: _all_disabled(page, "Q-booking-6-1"))
        fake.push(
            fake.log(
                {"type": "quote_update", "text": "", "quote_id": "Q-booking-6-1", "kind": "booking", "state": "used"}
            )
        )
        fake.push(fake.log({"type": "text", "text": "Reserved.", "reply_to": said_yes, "final": True}))
        used = page.locator("section.quote-card[data-quote='Q-booking-6-1'][data-state=used]")
        await used.wait_for()
        assert await page.locator(BUTTONS.format("Q-booking-6-1")).count() == 0
        assert (await used.locator(".quote-closed").inner_text()).strip()
        assert not [m for m in fake.messages if m.get("type") == "consent"]

    async with open_page(browser, base + "/") as again:  # a fresh page replays the log: still no button
        if language != "EN":
            await again.context.add_init_script(f"localStorage.setItem('derlg.language', '{language}')")
            await again.goto(base + "/")
        await again.locator("section.quote-card[data-quote='Q-booking-6-1'][data-state=used]").wait_for()
        assert await again.locator(BUTTONS.format("Q-booking-6-1")).count() == 0


async def test_a_card_drawn_while_a_message_waits_waits_too_and_a_late_update_in_the_turn_closes_it(
    browser, fake_site
) -> None:
    base, fake = fake_site
    fake.auto_reply = False
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        first = await _typed(page, fake, "yes book it", 1)
        second = await _typed(page, fake, "and the pickup is the Rosewood", 2)
        # the turn answering both draws a summary and then retires it (used in the same turn): the final
        # frame is the card's update, which names no message
        fake.push(fake.log({**card("Q-booking-7-1"), "reply_to": second}))
        await page.locator(BUTTONS.format("Q-booking-7-1")).first.wait_for()
        assert await _all_disabled(page, "Q-booking-7-1")
        fake.push(
            fake.log(
                {
                    "type": "quote_update",
                    "text": "",
                    "quote_id": "Q-booking-7-1",
                    "kind": "booking",
                    "state": "used",
                    "final": True,
                }
            )
        )
        await page.locator("section.quote-card[data-quote='Q-booking-7-1'][data-state=used]").wait_for()
        assert await page.locator(BUTTONS.format("Q-booking-7-1")).count() == 0
        # the batch is answered: a newer card is pressable at once
        fake.push(fake.log(card("Q-booking-8-1")))
        await eventually(lambda: _none_disabled(page, "Q-booking-8-1"))
        assert first != second
