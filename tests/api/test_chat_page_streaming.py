"""The chat page shows a streamed answer growing, then the final card (issue 14), in Debian's
Chromium: real dev server, worker, Redis and bridge; the model is the fake streaming Anthropic API
through the official SDK. The second test breaks the first stream mid-way: the retried call starts
over and the page never shows the broken text glued to the new one.
"""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from tests.api.chat_page_support import open_page
from tests.api.test_streaming import ANSWER, fake_model, stack_settings  # noqa: F401 - fake_model is a fixture
from tests.bridge_harness import running_bridge
from tests.fakes import Reply
from tests.fakes.anthropic_server import anthropic_text
from tests.fakes.streaming import Pace
from tests.support import running_worker

pytestmark = [pytest.mark.browser, pytest.mark.devserver]

# Every 15 ms: the draft's text when it changed, and whether the final bubble is there yet.
WATCH = """() => {
  window.__drafts = [];
  setInterval(() => {
    const draft = document.querySelector("#messages .msg.streaming");
    const final = document.querySelectorAll("#messages [data-final=true]").length;
    const text = draft ? draft.textContent : null;
    const last = window.__drafts[window.__drafts.length - 1];
    if (!last || last.text !== text || last.final !== final) window.__drafts.push({ text, final });
  }, 15);
}"""


async def ask(page: Any, text: str) -> None:
    await page.wait_for_selector("#status[data-state=online]", timeout=20000)
    await page.evaluate(WATCH)
    await page.fill("#input", text)
    await page.press("#input", "Enter")


async def final_bubble(page: Any) -> str:
    await page.wait_for_selector("#messages [data-final=true]", timeout=60000)
    return await page.inner_text("#messages [data-final=true] .md")


async def run_page(browser: Any, dev_env: Any, settings: Any) -> tuple[str, list[dict[str, Any]], int, list[str]]:  # noqa: F811
    client = dev_env.client
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        async with open_page(browser, f"{bridge.base}/?s={uuid.uuid4()}") as page:
            await page.evaluate("() => localStorage.clear()")
            await page.reload()
            await ask(page, "What is Kep like in March?")
            shown = await final_bubble(page)
            drafts = await page.evaluate("() => window.__drafts")
            left = await page.locator("#messages .msg.streaming").count()
            return shown, drafts, left, page.errors  # type: ignore[attr-defined]


async def test_page_shows_the_answer_grow_then_the_final_bubble(browser, dev_env, sandbox_url, redis_url, fake_model):  # noqa: F811
    server, url = fake_model
    server.queue(Reply(anthropic_text(ANSWER), pace=Pace(first_token=0.3, tokens_per_second=15)))
    shown, drafts, left, errors = await run_page(browser, dev_env, stack_settings(sandbox_url, redis_url, url))
    growing = [d["text"] for d in drafts if d["text"] and not d["final"]]
    assert len(growing) >= 5, drafts  # the words appeared in steps before the final bubble
    assert all(len(a) < len(b) and b.startswith(a) for a, b in zip(growing, growing[1:]))
    assert all(ANSWER.startswith(t) for t in growing)
    assert shown == ANSWER and left == 0 and errors == []


async def test_page_drops_the_text_of_a_broken_attempt(browser, dev_env, sandbox_url, redis_url, fake_model):  # noqa: F811
    server, url = fake_model
    server.queue(
        Reply(anthropic_text(ANSWER), pace=Pace(first_token=0.2, tokens_per_second=15, fail_after=6)),
        Reply(anthropic_text(ANSWER), pace=Pace(first_token=0.2, tokens_per_second=15)),
    )
    shown, drafts, left, errors = await run_page(browser, dev_env, stack_settings(sandbox_url, redis_url, url))
    growing = [d["text"] for d in drafts if d["text"] and not d["final"]]
    assert len(server.requests) == 2
    assert all(ANSWER.startswith(t) for t in growing), growing  # never the broken text plus the new one
    assert any(len(b) < len(a) for a, b in zip(growing, growing[1:])), growing  # it started over
    assert shown == ANSWER and left == 0 and errors == []
