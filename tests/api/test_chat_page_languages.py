"""A whole booking through the chat page in Khmer and in Chinese at phone size (390x844), on the real
stack (Temporal dev server, worker with the offline scripted model, sandbox, bridge), with the
page's own controls: the trip card's button, the summary's Confirm, the sandbox payment button,
then the trip moved to another date with the change card's Confirm.

Fails on any visible word outside the session's language (allowlist: tests/api/screen_words.py),
an ISO date, Latin digits on a Khmer screen or half-width punctuation in Chinese, on a second
confirmation card, on text wider than the phone, and on a button that posts another language.
Screenshots go to artifacts/ (gitignored)."""

from __future__ import annotations

import json
import uuid
from typing import Any

import pytest

from tests.api.chat_page_support import eventually, serve
from tests.api.screen_words import foreign_words, overflowing, screen_problems, visible_texts

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
TRAVELLER = {  # (opening, booking details, a plain yes) in the session's language
    "KH": (
        "យើង ២ នាក់ ចង់សម្រាកនៅឆ្នេរ ៣ ថ្ងៃ ថវិកា ១០០-២០០ ដុល្លារ ក្នុងម្នាក់ ចេញពីភ្នំពេញ",
        "ខ្ញុំឈ្មោះ ដារ៉ា សុខ លេខ +85599111222 ចេញដំណើរថ្ងៃទី២៤ ខែធ្នូ មកទទួលយើងនៅសណ្ឋាគាររីវើសាយ",
        "បាទ",
    ),
    "ZH": (
        "我们两个人，想去海滩放松3天，从金边出发，预算100-200美元",
        "我叫王明，电话+8613800138000，12月24日出发，在金边的索卡酒店接我们",
        "好的",
    ),
}
CHANGE = {  # after paying: the trip moved to another date (the change quote's card, then the booking card)
    "KH": "តាមពិត ប្តូរកាលបរិច្ឆេទទៅថ្ងៃទី២៨ ខែធ្នូ",
    "ZH": "能改到12月28日吗？",
}


async def finals(page: Any) -> int:
    return int(await page.locator("#messages [data-final]").count())


async def after_turn(page: Any, act: Any, timeout: float = 60) -> None:
    before = await finals(page)
    await act()
    await page.wait_for_function(
        f"() => document.querySelectorAll('#messages [data-final]').length > {before}", timeout=timeout * 1000
    )


async def say(page: Any, text: str) -> None:
    async def act() -> None:
        await page.fill("#input", text)
        await page.click("#send")

    await after_turn(page, act)


async def step_problems(page: Any, language: str, step: str) -> list[str]:
    """What is wrong on the screen at this step (a card that changes later, e.g. the QR before it is
    paid or the summary before its answer, is read while it shows)."""
    problems = screen_problems(await visible_texts(page), language)
    problems += [f"overflow: {o}" for o in await overflowing(page, PHONE["width"])]
    return [f"{step}: {p}" for p in dict.fromkeys(problems)]


def posted_by_buttons(sent: list[dict[str, Any]], typed: set[str]) -> list[str]:
    return [
        str(m.get("content") or m.get("label") or "")
        for m in sent
        if m.get("type") in ("user_message", "consent") and (m.get("content") or m.get("label")) not in typed
    ]


@pytest.mark.parametrize("language", ["KH", "ZH"])
async def test_a_booking_on_a_phone_reads_in_the_sessions_language(
    language, browser, dev_env, sandbox_url, artifacts_dir
):
    from api.app import create_app
    from tests.support import make_settings, running_worker

    queue = f"phone-{uuid.uuid4().hex[:8]}"
    settings = make_settings(sandbox_url, TEMPORAL_TASK_QUEUE=queue, RATE_LIMIT_PER_MINUTE=100)
    opening, details, yes = TRAVELLER[language]
    typed = {opening, details, yes, CHANGE[language]}
    shots = artifacts_dir / "screens"
    shots.mkdir(parents=True, exist_ok=True)
    async with (
        running_worker(dev_env.client, settings, task_queue=queue),
        serve(create_app(settings, dev_env.client)) as base,
    ):
        context = await browser.new_context(
            viewport=PHONE, locale="en-US", timezone_id="Asia/Phnom_Penh", is_mobile=True, has_touch=True
        )
        await context.add_init_script(f"localStorage.setItem('derlg.language', '{language}')")
        page = await context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        sent: list[dict[str, Any]] = []
        page.on("websocket", lambda ws: ws.on("framesent", lambda p: sent.append(json.loads(p))))
        try:
            await page.goto(base + "/")
            await page.wait_for_selector("#status[data-state=online]")
            await page.wait_for_selector(".msg.welcome")
            await say(page, opening)
            await page.locator(".trip-card").first.wait_for()
            await page.screenshot(path=str(shots / f"{language}-1-trips.png"))
            problems = await step_problems(page, language, "trips")
            await after_turn(page, lambda: page.locator(".trip-card button.choose").first.click())
            await say(page, details)
            for _ in range(8):
                if await page.locator(".panel.qr").count():
                    break
                confirm = page.locator(".quote-card button.quote-confirm")
                if await confirm.count():
                    await page.screenshot(path=str(shots / f"{language}-2-summary.png"))
                    problems += await step_problems(page, language, "summary")
                    await after_turn(page, confirm.last.click)
                else:
                    await say(page, yes)
            qr = page.locator(".panel.qr").last
            assert await qr.count() == 1, "no QR code after the booking questions"
            ref = await qr.locator(".booking-ref").inner_text()
            await page.screenshot(path=str(shots / f"{language}-3-qr.png"))
            problems += await step_problems(page, language, "QR")

            await qr.locator("button.pay[data-status=SUCCEEDED]").click()
            await eventually(_state_is(qr, "paid"), timeout=30)
            await page.wait_for_selector("#typing", state="hidden", timeout=30_000)
            await page.wait_for_timeout(500)
            await page.screenshot(path=str(shots / f"{language}-4-paid.png"))

            confirmations = page.locator(
                f"section.outcome[data-ref='{ref}'][data-state=paid], [data-type=payment_confirmed] section.outcome"
            )
            problems += await step_problems(page, language, "paid")
            if await confirmations.count() != 1:
                problems.append(f"{await confirmations.count()} confirmation cards for one booking")

            await say(page, CHANGE[language])
            change = page.locator(".quote-card button.quote-confirm")
            assert await change.count(), "no change card with a Confirm button after asking to move the trip"
            problems += await step_problems(page, language, "change quote")
            await after_turn(page, change.last.click)
            await page.wait_for_selector("#typing", state="hidden", timeout=30_000)
            await page.screenshot(path=str(shots / f"{language}-5-changed.png"))
            problems += await step_problems(page, language, "changed")
            problems += [f"a button posted {w!r}" for w in foreign_words(posted_by_buttons(sent, typed))]
            assert not problems, "\n".join(problems)
            assert errors == []
        finally:
            await page.add_style_tag(content=".app{height:auto!important}.chat{overflow:visible!important}")
            await page.screenshot(path=str(shots / f"{language}-whole.png"), full_page=True)
            await context.close()


def _state_is(locator: Any, wanted: str) -> Any:
    async def probe() -> bool:
        return await locator.get_attribute("data-state") == wanted

    return probe
