"""The relay traveller's page mode (scripts/relay_page.py) on the stack the page tests use (Temporal dev
server, worker with the offline scripted model, sandbox, bridge): a line in outbox.txt is typed into
the chat page and sent, and the answer the page renders reaches screen.log with a screenshot."""

from __future__ import annotations

import asyncio
import re
import uuid
from pathlib import Path

import httpx
import pytest

from scripts.relay_page import RelayPage, init_script

pytestmark = pytest.mark.browser

WORD = re.compile(r"[A-Za-z]{3,}")


async def wait_for(probe, timeout: float) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not probe():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"not within {timeout} s")
        await asyncio.sleep(0.25)


def test_the_page_is_opened_for_the_given_session_user_and_language() -> None:
    script = init_script("0f0e0d0c-0000-4000-8000-000000000001", "u-1", "ZH")
    for key, value in (("derlg.session_id", "0f0e0d0c"), ("derlg.user_id", "u-1"), ("derlg.language", "ZH")):
        assert re.search(rf"'{key}', '{value}", script), (key, script)
    with pytest.raises(SystemExit):
        RelayPage(Path("/nonexistent"), "not-a-uuid", "u", "EN", "http://x")


async def test_a_line_in_the_outbox_is_sent_from_the_page_and_its_answer_logged(
    tmp_path, chromium_path, dev_env, sandbox_url
) -> None:
    from api.app import create_app
    from tests.api.chat_page_support import serve
    from tests.support import make_settings, running_worker

    queue = f"relay-page-{uuid.uuid4().hex[:8]}"
    settings = make_settings(sandbox_url, TEMPORAL_TASK_QUEUE=queue, RATE_LIMIT_PER_MINUTE=100)
    sid, uid = str(uuid.uuid4()), f"relay-{uuid.uuid4().hex[:6]}"
    async with (
        running_worker(dev_env.client, settings, task_queue=queue),
        serve(create_app(settings, dev_env.client)) as base,
    ):
        traveller = RelayPage(tmp_path, sid, uid, "EN", base)
        task = asyncio.create_task(traveller.run(chromium_path))
        screen = tmp_path / "screen.log"
        try:
            await wait_for(lambda: "page open" in screen.read_text(), 60)
            line = "Two of us want 3 relaxing beach days from Phnom Penh, around $150 each"
            (tmp_path / "outbox.txt").write_text(line + "\n")
            async with httpx.AsyncClient(base_url=base, headers={"X-User-Id": uid}) as http:

                async def answered() -> list[str]:
                    events = (await http.get(f"/api/v1/sessions/{sid}/events")).json().get("events", [])
                    return [str(e["text"]) for e in events if e.get("type") in ("text", "trip_cards") and e.get("text")]

                deadline = asyncio.get_running_loop().time() + 90
                texts: list[str] = []
                while not texts and asyncio.get_running_loop().time() < deadline:
                    texts = await answered()
                    await asyncio.sleep(0.5)
            assert texts, "the bridge logged no answer to the line typed into the page"
            answer = texts[-1]
            await wait_for(lambda: all(w in screen.read_text() for w in WORD.findall(answer)), 30)
        finally:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
        log = screen.read_text()
        assert f">>> TRAVELLER TYPED: {line}" in log
        typed_at = log.index(">>> TRAVELLER TYPED")
        assert WORD.findall(answer)[0] in log[typed_at:], log
        assert list((tmp_path / "screens").glob("*.png")), "no screenshot"


async def test_a_ticking_hold_countdown_does_not_keep_an_answer_from_settling(chromium_path) -> None:
    """The QR card's countdown changes every second; the snapshot reads it as one placeholder, so an
    answer with a QR settles (a relay traveller once waited forever on the first QR)."""
    from playwright.async_api import async_playwright

    from scripts.relay_page import CHROMIUM_ARGS, SNAPSHOT

    page_html = """<div id="messages"><div class="panel qr" data-type="qr_payment">Hold expires in
      <time class="countdown">14:59</time></div></div>
      <script>let s = 899; setInterval(() => { s -= 1;
        document.querySelector('.countdown').textContent = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
      }, 200);</script>"""
    async with async_playwright() as pw:
        chromium = await pw.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS)
        try:
            page = await chromium.new_page()
            await page.set_content(page_html)
            first = await page.evaluate(SNAPSHOT)
            await asyncio.sleep(0.7)  # the clock has ticked (3 times)
            assert await page.evaluate("() => document.querySelector('.countdown').textContent") != "14:59"
            assert await page.evaluate(SNAPSHOT) == first
            assert "[countdown]" in first[0]["text"] and "Hold expires in" in first[0]["text"]
        finally:
            await chromium.close()
