"""The page follows the language the traveller writes in: a page opened in English (or with a language
code the page did not know, such as the ISO "km") where the traveller types Khmer or Chinese switches
to that language, and so does the session (the new connection's auth says it), so cards and notices
are drawn in the traveller's language, not English beside a Khmer conversation. A model-in-the-loop
traveller met exactly that: a page set to "km" stayed English while every message was Khmer."""

from __future__ import annotations

import json
import uuid
from typing import Any

import pytest

from tests.api.chat_page_support import serve

pytestmark = pytest.mark.browser

WRITTEN = [  # (text, the page language it is written in, or None: no switch)
    ("សួស្តី ខ្ញុំចង់ទៅកែប ៣ថ្ងៃ", "KH"),
    ("ok បង", None),  # a Latin word beside two Khmer letters: too little to say
    ("Hello, we are 2 adults from Phnom Penh (ភ្នំពេញ)", None),
    ("我们两个人想去海边", "ZH"),
    ("我們兩個人", "ZH"),
    ("カンボジアに行きたい", None),  # Japanese: kana, not one of our languages
    ("Hotel 索卡 please, 2 adults and a child", None),
    ("  ", None),
]


async def _page(browser: Any, base: str, stored: str | None) -> tuple[Any, Any, list[dict[str, Any]]]:
    context = await browser.new_context(viewport={"width": 1100, "height": 900}, locale="en-US")
    if stored is not None:
        await context.add_init_script(f"localStorage.setItem('derlg.language', '{stored}')")
    page = await context.new_page()
    sent: list[dict[str, Any]] = []
    page.on("websocket", lambda ws: ws.on("framesent", lambda p: sent.append(json.loads(p))))
    await page.goto(base + "/")
    await page.wait_for_selector("#status[data-state=online]")
    return context, page, sent


async def test_the_page_reads_which_language_a_message_is_written_in(browser, dev_env, sandbox_url):
    from api.app import create_app
    from tests.support import make_settings

    settings = make_settings(sandbox_url, TEMPORAL_TASK_QUEUE=f"script-{uuid.uuid4().hex[:8]}")
    async with serve(create_app(settings, dev_env.client)) as base:
        context, page, _ = await _page(browser, base, None)
        try:
            got = await page.evaluate(
                "async (texts) => { const m = await import('./static-chat/i18n.js');"
                " return texts.map((x) => m.writtenIn(x)); }",
                [text for text, _ in WRITTEN],
            )
            assert got == [want for _, want in WRITTEN]
            codes = await page.evaluate(
                "async () => { const m = await import('./static-chat/i18n.js');"
                " return ['km', 'km-KH', 'KH', 'zh-Hans', 'zh_TW', 'cn', 'en-US', 'fr', ''].map(m.languageCode); }"
            )
            assert codes == ["KH", "KH", "KH", "ZH", "ZH", "ZH", "EN", "EN", "EN"]
        finally:
            await context.close()


@pytest.mark.parametrize(
    ("stored", "message", "language", "html"),
    [
        ("km", None, "KH", "km"),  # the ISO code for Khmer: the page is Khmer from the start
        ("EN", "សួស្តីបង ខ្ញុំចង់ទៅលេងសមុទ្រ ៣ថ្ងៃ", "KH", "km"),
        ("EN", "你好，我们想去海边放松三天", "ZH", "zh"),
    ],
)
async def test_a_page_follows_the_language_the_traveller_writes_in(
    stored, message, language, html, browser, dev_env, sandbox_url
):
    from api.app import create_app
    from tests.support import make_settings, running_worker

    queue = f"script-{uuid.uuid4().hex[:8]}"
    settings = make_settings(sandbox_url, TEMPORAL_TASK_QUEUE=queue)
    async with (
        running_worker(dev_env.client, settings, task_queue=queue),
        serve(create_app(settings, dev_env.client)) as base,
    ):
        context, page, sent = await _page(browser, base, stored)
        try:
            if message is not None:
                await page.fill("#input", message)
                await page.click("#send")
                await page.wait_for_selector("#messages [data-final]", timeout=60_000)
            auths = [f["language"] for f in sent if f.get("type") == "auth"]
            assert auths and auths[-1] == language, auths
            assert await page.evaluate("document.documentElement.lang") == html
            assert await page.evaluate("localStorage.getItem('derlg.language')") == language
            if message is not None:  # sent once, on the connection that speaks its language
                carried = [f for f in sent if f.get("type") == "user_message" and f.get("content") == message]
                assert len({f.get("message_id") for f in carried}) == 1, carried
                placeholder = await page.get_attribute("#input", "placeholder")
                assert placeholder and not placeholder.isascii(), placeholder
        finally:
            await context.close()
