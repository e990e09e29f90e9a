"""Options shown together stay options on the page (Chromium, the fake bridge): a sunset boat and a cooking
class priced for the traveller to choose showed as one card, the cooking class "to pay $126", as if picked.

Invariant, in EN, KH and ZH: the option cards of one choice (agent/quote_options.py) are all on the page, side
by side, none retired by its sibling, each marked as an option with no button; a later quote of the kind still
retires them."""

from __future__ import annotations

import pytest

from agent.formatter import format_frames
from tests.agent.test_quote_options import quote
from tests.api.test_chat_page_quote_updates import page_in, session

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_options_stay_side_by_side_none_chosen(language, browser, fake_site) -> None:
    base, fake = fake_site
    state = session(language)
    frames = format_frames("Which one?", [quote(1, 108.0, "information"), quote(2, 126.0, "information")], state)
    async with page_in(browser, base, language) as page:
        for frame in frames:
            fake.push(fake.log(frame))
        cards = page.locator("section.quote-card.quote-option")
        await page.locator("section.quote-card[data-quote='qt_2']").wait_for()
        assert await cards.count() == 2
        for quote_id in ("qt_1", "qt_2"):
            one = page.locator(f"section.quote-card[data-quote='{quote_id}']")
            assert await one.get_attribute("data-state") is None  # not replaced by its sibling
            assert await one.locator("button").count() == 0  # nothing to confirm: not chosen
        headings = [await cards.nth(i).locator("h3").inner_text() for i in range(2)]
        assert all(h for h in headings) and headings[0] != headings[1]
        # a single later quote of the kind replaces both
        (later,) = [f for f in format_frames("", [quote(3, 108.0, "change")], state) if f["type"] == "quote"]
        fake.push(fake.log(later))
        await page.locator("section.quote-card[data-quote='qt_3']").wait_for()
        for quote_id in ("qt_1", "qt_2"):
            closed = page.locator(f"section.quote-card[data-quote='{quote_id}'][data-state]")
            await closed.wait_for()
