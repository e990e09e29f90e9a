"""Two tabs of one chat session in Chromium, on the real stack (dev server, worker with the
scripted model, sandbox, the bridge app): every traveller message typed in either tab is shown in
both, once, in the order it was typed and before its answer, and again once after a reload."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from tests.api.chat_page_support import eventually, serve

pytestmark = pytest.mark.browser

MINE = "#messages article.msg.me"


async def mine_texts(page: Any) -> list[str]:
    return [t.strip() for t in await page.locator(MINE).all_inner_texts()]


async def answered(page: Any, text: str) -> bool:
    """The bubble with ``text`` is followed by the final frame of its answer, nothing else pending."""
    return await page.evaluate(
        """(text) => {
            const nodes = [...document.querySelectorAll('#messages > *')];
            const at = nodes.findIndex((n) => n.matches('article.msg.me') && n.innerText.trim() === text);
            return at >= 0 && nodes.slice(at + 1).some((n) => n.dataset.final === 'true')
                && document.getElementById('typing').hidden;
        }""",
        text,
    )


async def say(page: Any, text: str) -> None:
    await page.fill("#input", text)
    await page.click("#send")


async def ready(page: Any) -> None:
    await page.wait_for_selector("#status[data-state=online]")
    await page.wait_for_selector(".msg.welcome")


async def test_a_message_typed_in_one_tab_shows_once_in_every_tab(browser, dev_env, sandbox_url, artifacts_dir):
    from api.app import create_app
    from tests.support import make_settings, running_worker

    queue = f"tabs-{uuid.uuid4().hex[:8]}"
    settings = make_settings(sandbox_url, TEMPORAL_TASK_QUEUE=queue, RATE_LIMIT_PER_MINUTE=100)
    app = create_app(settings, dev_env.client)
    words = [f"Hello from the first tab {uuid.uuid4().hex[:6]}", f"And from the second tab {uuid.uuid4().hex[:6]}"]

    async with running_worker(dev_env.client, settings, task_queue=queue), serve(app) as base:
        context = await browser.new_context(viewport={"width": 900, "height": 800}, locale="en-US")
        errors: list[str] = []
        try:
            tab1 = await context.new_page()
            tab1.on("pageerror", lambda exc: errors.append(str(exc)))
            await tab1.goto(base + "/")
            await ready(tab1)
            tab2 = await context.new_page()  # the same browser: the same session (localStorage)
            tab2.on("pageerror", lambda exc: errors.append(str(exc)))
            await tab2.goto(base + "/")
            await ready(tab2)
            sid = await tab1.evaluate("() => window.DerlgChat.state.sessionId")
            assert sid == await tab2.evaluate("() => window.DerlgChat.state.sessionId")

            for sender, text in zip((tab1, tab2), words):
                await say(sender, text)
                for tab in (tab1, tab2):
                    await eventually(lambda tab=tab, text=text: answered(tab, text), timeout=60)
            for tab in (tab1, tab2):
                assert await mine_texts(tab) == words  # once each, in the order typed, in both tabs
                assert await tab.locator(f"{MINE} .queued").count() == 0  # none left "sending…"

            await tab2.reload()
            await ready(tab2)
            await eventually(lambda: answered(tab2, words[-1]), timeout=30)
            await tab2.wait_for_timeout(1500)  # the restore has settled (kept messages put back)
            assert await mine_texts(tab2) == words
            (artifacts_dir / "chat-tabs.png").parent.mkdir(parents=True, exist_ok=True)
            await tab2.screenshot(path=str(artifacts_dir / "chat-tabs.png"), full_page=True)
            assert errors == []
        finally:
            await context.close()
