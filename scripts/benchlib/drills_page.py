"""The real chat page through an outage (issue 15): Debian Chromium driven by Playwright.

The traveller types a message while Temporal (or the bridge) is down for ``OUTAGE_S`` seconds.
The page must show it as "sending…", never ask for it to be typed again, re-send it with the same
``message_id`` once the bridge can accept it, and the concierge must answer it exactly once.
"""

from __future__ import annotations

import asyncio
import shutil
import time
from typing import Any

from scripts.benchlib.drill import Context, Drill, DrillResult, log_exactly_once
from scripts.benchlib.traveller import JOURNEY

OUTAGE_S = 20.0
ANSWER_TARGET_S = 20.0  # after the outage ends
CHROMIUM = "/usr/bin/chromium"
BROWSER_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


async def _finals(page: Any) -> int:
    return int(await page.evaluate("document.querySelectorAll('#messages [data-final=\"true\"]').length"))


async def _until(probe: Any, timeout: float, what: str) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = await probe()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} not within {timeout:.0f} s")
        await asyncio.sleep(0.2)


async def _type(page: Any, text: str) -> None:
    await page.fill("#input", text)
    await page.press("#input", "Enter")


async def _outage_trial(ctx: Context, browser: Any, part: str) -> tuple[list[str], float]:
    stack = ctx.stack
    context = await browser.new_context(viewport={"width": 1000, "height": 800}, locale="en-US")
    page = await context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    problems: list[str] = []
    took = float("nan")
    try:
        await page.goto(stack.bridge_url + "/")
        await _until(
            lambda: page.evaluate("document.getElementById('status').dataset.state === 'online'"), 30, "page online"
        )
        await _type(page, "Hello")
        await _until(lambda: _finals(page), 60, "first answer")
        sid = await page.evaluate("window.DerlgChat.state.sessionId")
        before = await _finals(page)

        await asyncio.to_thread(stack.kill, part)
        down = time.monotonic()
        await asyncio.sleep(1.0)
        await _type(page, JOURNEY[0])
        mid = await page.evaluate("document.querySelector('#messages .msg.me:last-of-type')?.dataset.messageId")
        await asyncio.sleep(max(0.0, OUTAGE_S / 2 - (time.monotonic() - down)))
        shown = await page.evaluate(
            "(id) => document.querySelector(`[data-message-id='${id}'] .queued`)?.textContent || ''", mid
        )
        if "sending" not in shown:
            problems.append(f"during the outage the message is not shown as sending (got {shown!r})")
        await asyncio.sleep(max(0.0, OUTAGE_S - (time.monotonic() - down)))
        await asyncio.to_thread(stack.start_component, part)
        back = time.monotonic()
        try:
            await _until(
                lambda: page.evaluate("(id) => !window.DerlgChat.outbox.has(id)", mid),
                ANSWER_TARGET_S + 40,
                "message accepted",
            )
            await _until(lambda: _finals_after(page, before), ANSWER_TARGET_S + 40, "answer after the outage")
            took = time.monotonic() - back
            if took > ANSWER_TARGET_S:
                problems.append(f"answered {took:.1f} s after the outage ended (target {ANSWER_TARGET_S:.0f} s)")
        except AssertionError as err:
            problems.append(str(err))
        await asyncio.sleep(2.0)  # a second answer would arrive now
        problems += await log_exactly_once(ctx, sid, [mid])
        mine = await page.evaluate("(id) => document.querySelectorAll(`[data-message-id='${id}']`).length", mid)
        if mine != 1:
            problems.append(f"the message is shown {mine} times")
        if await page.evaluate("document.querySelectorAll('#messages .note.error').length"):
            problems.append("an error note is shown to the traveller")
        if await page.input_value("#input"):
            problems.append("the input box is not empty: the traveller would have to send again")
        if await page.evaluate("document.querySelectorAll('#messages .queued').length"):
            problems.append("a message is still marked as sending")
        problems += [f"page error: {e}" for e in errors]
    finally:
        await context.close()
    return problems, took


async def _finals_after(page: Any, before: int) -> bool:
    return await _finals(page) > before


async def page_outage(ctx: Context, result: DrillResult) -> None:
    if not shutil.which(CHROMIUM):
        result.check(False, f"{CHROMIUM} missing: apt-get install chromium")
        return
    from playwright.async_api import async_playwright

    parts = ["temporal", "bridge"] if not ctx.stack.options.in_memory else ["bridge"]
    if ctx.quick:
        parts = parts[:1]  # CI: one outage (Temporal on SQLite); the full run does both
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
        try:
            for part in parts:
                problems, took = await _outage_trial(ctx, browser, part)
                result.note(f"{part} down {OUTAGE_S:.0f} s: answered {took:.1f} s after it was back")
                result.check(not problems, f"{part} outage: {'; '.join(problems)}")
        finally:
            await browser.close()


DRILLS = [
    Drill(
        "page-outage",
        f"the real chat page (Chromium): the traveller types a message while Temporal, then the bridge, is down "
        f"for {OUTAGE_S:.0f} s (kill -9, then started again; --quick: Temporal only)",
        "the message shows as 'sending…' during the outage, is re-sent by the page with the same message_id, "
        f"answered exactly once within {ANSWER_TARGET_S:.0f} s after the outage, no error shown, nothing retyped",
        page_outage,
    ),
]
