"""No card depends on an emoji glyph (relay 34: Debian's chromium without an emoji font drew the
weather card's icon as a crossed box): the page's own files hold no emoji code point (nor the
emoji variation selector), and the cards drawn from every canned frame show none; pictures are
inline SVG or CSS."""

from __future__ import annotations

from typing import Any

import pytest
import pytest_asyncio

from tests.api.chat_page_support import STATIC, open_page, page_app, serve

pytestmark = pytest.mark.browser

# chromium's own Unicode tables: a pictograph, a character drawn as emoji by default, or VS16
EMOJI = r"/[\p{Extended_Pictographic}\p{Emoji_Presentation}\u{FE0F}]/gu"
SOURCES = sorted(p.name for p in STATIC.iterdir() if p.suffix in (".js", ".css", ".html"))

SCAN = f"""async (names) => {{
  const found = {{}};
  for (const name of names) {{
    const text = await (await fetch("/static-chat/" + name)).text();
    const hits = [...text.matchAll({EMOJI})].map((m) => "U+" + m[0].codePointAt(0).toString(16).toUpperCase());
    if (hits.length) found[name] = hits;
  }}
  return found;
}}"""


@pytest_asyncio.fixture(scope="module", loop_scope="session")
async def static_page(browser) -> Any:
    async with serve(page_app()) as base, open_page(browser, base + "/static-chat/chat.css") as page:
        yield page


async def test_the_pages_files_hold_no_emoji(static_page):
    assert SOURCES and "render.js" in SOURCES
    assert await static_page.evaluate(SCAN, SOURCES) == {}
    # the scan can fail: an emoji in a file is found
    probe = "(t) => [...t.matchAll(" + EMOJI + ")].length"
    assert await static_page.evaluate(probe, "sun \u26c5 cloud \U0001f324\ufe0f") == 3


async def test_the_drawn_cards_show_no_emoji_and_the_weather_has_a_picture(browser, fake_site):
    base, _fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.locator("#messages [data-type=weather] .weather-icon svg").wait_for()
        await page.locator("#messages [data-type=qr_payment]").wait_for()
        shown = await page.evaluate("() => [...document.body.innerText.matchAll(" + EMOJI + ")].map((m) => m[0])")
        assert shown == []
