"""Quick replies on the chat page (issue 39): a ``quick_replies`` frame is a row of buttons; a tap
posts that option's text (in the session's language) as the traveller's message, and only the
newest row stays live."""

from __future__ import annotations

import pytest

from tests.api.chat_page_support import eventually, open_page

pytestmark = pytest.mark.browser

OPTIONS = [
    {"label": "ឆ្នេរសមុទ្រ", "text": "ខ្ញុំចង់ទៅឆ្នេរសមុទ្រ", "value": "environment:BEACH"},
    {"label": "ប្រាសាទ", "text": "ខ្ញុំចង់ទៅមើលប្រាសាទ", "value": "environment:TEMPLE"},
]


async def test_a_tap_posts_the_options_text_and_retires_the_older_rows(browser, fake_site):
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card")
        fake.push(fake.log({"type": "quick_replies", "options": [{**OPTIONS[0], "label": "old"}]}))
        fake.push(fake.log({"type": "quick_replies", "options": OPTIONS}))
        live = page.locator(".quick-replies[data-state=live]")
        await eventually(lambda: _count(live, 1))
        assert await page.locator(".quick-replies[data-state=used]").count() >= 1  # the older row
        buttons = live.locator("button.quick-reply")
        assert [await b.inner_text() for b in await buttons.all()] == [o["label"] for o in OPTIONS]
        assert await buttons.nth(1).get_attribute("data-value") == "environment:TEMPLE"
        sent = len(fake.messages)
        await buttons.nth(1).click()

        async def posted() -> bool:
            return any(
                m.get("type") == "user_message" and m.get("content") == OPTIONS[1]["text"] for m in fake.messages[sent:]
            )

        await eventually(posted)
        assert await page.locator(".quick-replies[data-state=live]").count() == 0
        assert OPTIONS[1]["text"] in await page.locator("#messages").inner_text()  # shown as the traveller's
        assert not page.errors  # type: ignore[attr-defined]


async def _count(locator, n: int) -> bool:
    return await locator.count() == n
