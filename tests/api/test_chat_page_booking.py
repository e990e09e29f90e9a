"""A whole booking through the chat page: real Temporal dev server, real worker with the offline
scripted model, sandbox backend, the bridge app. Checks the QR, the live countdown and the
confirmation after "Simulate payment"; screenshot in artifacts/chat-booking.png."""

from __future__ import annotations

import re
import uuid
from typing import Any

import pytest
from playwright.async_api import expect

from tests.api.chat_page_support import countdown_seconds, counted_down, eventually, image_decoded, open_page, serve

pytestmark = pytest.mark.browser


# ---------------------------------------------------------------- 3. a whole booking on the real stack
OPENING = "I'm stressed and want a relaxing beach trip for 3 days for 2 people, budget $100-$200, from Phnom Penh"
ANSWERS = (  # (words in the concierge's last question, our answer) — first match wins
    ("yyyy-mm-dd", "2027-03-10"),
    ("when would you like", "2027-03-10"),
    ("full name", "Sokha Chan"),
    ("phone", "+855 12 345 678"),
    ("pick you up", "Riverside Hotel, Phnom Penh"),
    ("special", "No special requests"),
    ("shall i", "Yes, go ahead"),
    ("book", "Yes, book it"),
)


async def finals(page: Any) -> int:
    return await page.locator("#messages [data-final]").count()


async def say_and_wait(page: Any, text: str, timeout: float = 60) -> str:
    """Type a message, wait for the turn's final frame; returns its text."""
    before = await finals(page)
    await page.fill("#input", text)
    await page.click("#send")
    await page.wait_for_function(
        f"() => document.querySelectorAll('#messages [data-final]').length > {before}", timeout=timeout * 1000
    )
    return await page.locator("#messages article.msg.bot").last.inner_text()  # the words (quick replies follow)


@pytest.mark.slow  # a whole journey in the browser: ~15 s (handed out first by make test)
async def test_booking_through_the_page(browser, dev_env, sandbox_url, artifacts_dir):
    from api import config_route
    from api.app import create_app
    from tests.support import make_settings, running_worker

    queue = f"browser-{uuid.uuid4().hex[:8]}"
    settings = make_settings(sandbox_url, TEMPORAL_TASK_QUEUE=queue, RATE_LIMIT_PER_MINUTE=100)
    app = create_app(settings, dev_env.client)
    if not any(getattr(r, "path", None) == "/api/v1/config" for r in app.routes):
        app.include_router(config_route.router)  # until the bridge mounts it itself

    async with running_worker(dev_env.client, settings, task_queue=queue), serve(app) as base:
        async with open_page(browser, base + "/") as page:
            config = await page.evaluate("() => fetch('/api/v1/config').then(r => r.json())")
            assert config["sandbox_url"] == sandbox_url and config["model"] == "scripted"
            await page.wait_for_selector("#status[data-state=online]")
            await page.wait_for_selector(".msg.welcome")

            await say_and_wait(page, OPENING)
            cards = page.locator(".trip-card")
            assert await cards.count() == 3
            first = cards.first
            assert (await first.locator("img.photo").get_attribute("src")).startswith(sandbox_url + "/static/images/")
            await image_decoded(first.locator("img.photo"))
            assert re.search(r"\$\d+", await first.locator(".price").inner_text())
            assert await first.locator(".highlights li").count() == 3
            trip_name = (await first.locator(".trip-name").inner_text()).split(". ", 1)[1]

            before = await finals(page)
            await first.locator("button.choose").click()
            await page.wait_for_function(
                f"() => document.querySelectorAll('#messages [data-final]').length > {before}", timeout=60_000
            )
            last = await say_and_wait(page, "Let's book it")
            for _ in range(12):
                if await page.locator(".panel.qr").count():
                    break
                question = last.lower()
                answer = next((a for key, a in ANSWERS if key in question), "Yes, go ahead")
                last = await say_and_wait(page, answer)
            qr = page.locator(".panel.qr").last
            assert await qr.count() == 1, f"no QR after the booking questions; last message: {last!r}"

            # the QR image, the amount and a live countdown to the hold's end
            img = qr.locator("img.qr-img")
            assert (await img.get_attribute("src")).startswith("data:image/png;base64,")
            await image_decoded(img)
            ref = await qr.locator(".booking-ref").inner_text()
            assert re.fullmatch(r"DLG-[A-Z0-9]+", ref)
            assert re.search(r"\$\d", await qr.locator(".facts").inner_text())
            start = countdown_seconds(await qr.locator(".countdown").inner_text())
            assert 0 < start <= settings.sandbox_hold_seconds
            await eventually(lambda: counted_down(qr.locator(".countdown"), start), timeout=5)
            assert trip_name and ref

            # pay through the sandbox button: the workflow confirms and the page shows it
            await qr.locator("button.pay[data-status=SUCCEEDED]").click()
            confirmed = page.locator(f"section.booking-card[data-ref={ref}][data-state=paid]")
            await confirmed.wait_for(timeout=30_000)
            assert await confirmed.locator(".booking-ref").inner_text() == ref
            await page.locator("[data-type=payment_confirmed]").wait_for()  # the words of the confirmation
            await expect(qr).to_have_attribute("data-state", "paid")
            await page.wait_for_selector("#typing", state="hidden", timeout=30_000)
            (artifacts_dir / "chat-booking.png").parent.mkdir(parents=True, exist_ok=True)
            # the whole conversation in one image: let the page grow instead of scrolling inside
            await page.add_style_tag(content=".app{height:auto!important}.chat{overflow:visible!important}")
            await page.screenshot(path=str(artifacts_dir / "chat-booking.png"), full_page=True)
            assert page.errors == []  # type: ignore[attr-defined]
