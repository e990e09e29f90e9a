"""The page's booking and change cards say a row of travellers by age as the REST text does: how many, then
their ages ("儿童 1 位（4 岁）", never "儿童（年龄） 4" under "人数 5", read as four children), in every language
(api/static/quote.js ``groupAges``, agent/band_lines.py ``ages_said``)."""

from __future__ import annotations

import pytest

from agent.band_lines import ages_said
from agent.quote_text import LABELS
from tests.api.chat_page_support import open_page

pytestmark = pytest.mark.browser


def _ascii(text: str) -> str:  # the page writes Khmer digits in a Khmer session
    return text.translate({0x17E0 + d: str(d) for d in range(10)})


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_booking_and_change_cards_count_the_children_then_give_their_ages(language, browser, fake_site) -> None:
    base, fake = fake_site
    rows = {"children_ages": [4], "child_price_ages": [5, 9], "free_ages": [2], "adult_price_ages": [13]}
    async with open_page(browser, base + "/") as page:
        if language != "EN":
            await page.context.add_init_script(f"localStorage.setItem('derlg.language', '{language}')")
            await page.goto(base + "/")
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        for kind in ("booking", "reschedule"):
            details = {"people_count": 5, "adults": 4, **rows}
            fake.push(
                fake.log({"type": "quote", "text": "", "kind": kind, "quote_id": f"Q-{kind}", "details": details})
            )
            card = page.locator(f"section.quote-card[data-quote='Q-{kind}']")
            await card.wait_for()
            said = _ascii(await card.inner_text())
            for key, ages in rows.items():
                assert _ascii(LABELS[key][language]) in said, (kind, key, said)
                assert ages_said(ages, language) in said, (kind, key, said)


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_an_empty_row_of_ages_says_none_never_an_empty_bracket(language, browser, fake_site) -> None:
    """A group of adults only: the children row says there are none, as the REST text does ("儿童 无"), never
    "0 位（ 岁）"."""
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        if language != "EN":
            await page.context.add_init_script(f"localStorage.setItem('derlg.language', '{language}')")
            await page.goto(base + "/")
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        details = {"people_count": 4, "adults": 4, "children_ages": []}
        fake.push(fake.log({"type": "quote", "text": "", "kind": "booking", "quote_id": "Q-none", "details": details}))
        card = page.locator("section.quote-card[data-quote='Q-none']")
        await card.wait_for()
        said = await card.inner_text()
        assert ages_said([], language) in said, said
        assert not any(empty in said for empty in ("( ", "（ ", "(age )", "(ages )", "អាយុ  ឆ្នាំ")), said
