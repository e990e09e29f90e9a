"""The browser chat page (api/static) in headless Chromium, driven by Playwright, against a fake bridge
(canned frames over a real WebSocket): every frame type renders, seq dedupe, reconnect with last_seq,
streaming, the "Choose" button, simulated payment, language switch, reload restores the
conversation; crafted frames create no element; the config / pay proxy refuse a non-sandbox backend."""

from __future__ import annotations

import asyncio
import uuid

import pytest
from fastapi import FastAPI
from playwright.async_api import expect

from tests.api.chat_page_support import (
    canned_frames,
    countdown_seconds,
    counted_down,
    eventually,
    has_len,
    image_decoded,
    open_page,
)

pytestmark = pytest.mark.browser


# ---------------------------------------------------------------- 1. rendering against the fake bridge
async def test_page_renders_every_frame_type_and_reconnects(browser, fake_site):
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await eventually(lambda: has_len(fake.auths, 2))  # the server dropped the first socket
        first, second = fake.auths[0], fake.auths[1]
        assert first["type"] == "auth" and first["language"] == "EN" and first["last_seq"] == 0
        assert first["user_id"] and second["user_id"] == first["user_id"]
        assert second["last_seq"] == len(canned_frames("x"))  # reconnect sends the highest seq seen
        assert uuid.UUID(fake.paths[0]) and fake.paths[1] == fake.paths[0]
        await page.wait_for_selector("#status[data-state=online]")

        # every content frame once, despite overlap and a duplicate delivery
        for kind in (
            "trip_cards",
            "itinerary",
            "weather",
            "comparison",
            "image_gallery",
            "budget_estimate",
            "booking_held",
            "qr_payment",
            "hold_expired",
            "error",
        ):
            await expect(page.locator(f"#messages [data-type={kind}]")).to_have_count(1)
        await expect(page.locator(".msg.welcome")).to_have_count(1)  # a new welcome replaces the old one

        # text: markdown-light
        first_msg = page.locator("#messages .msg.type-text").first
        assert await first_msg.locator("strong").inner_text() == "traveller"
        assert await first_msg.locator("ul li").all_inner_texts() == ["beaches", "temples"]
        assert await first_msg.locator("ol li").all_inner_texts() == ["One\nmore", "Two"]
        assert await first_msg.locator("ol").count() == 1

        # trip cards
        cards = page.locator(".trip-card")
        assert await cards.count() == 3
        card = cards.nth(1)
        assert "Test Trip 2" in await card.locator(".trip-name").inner_text()
        assert await card.locator(".price").inner_text() == "$180 per adult"
        assert await card.locator(".duration").inner_text() == "3 days"
        assert await card.locator(".tier").text_content() == "Standard"
        assert await card.locator(".trip-tagline").inner_text() == "Tagline 2"
        assert await card.locator(".highlights li").all_inner_texts() == ["H2a", "H2b", "H2c"]
        img = card.locator("img.photo")
        assert await img.get_attribute("src") == base + "/static/images/trip_002/1.svg"
        await image_decoded(img)

        # structured panels
        assert "Day 1" in await page.locator(".day").first.inner_text()
        assert "Arrive in Kampot" in await page.locator(".day").first.inner_text()
        assert await page.locator(".day").nth(1).locator(".activities li").all_inner_texts() == ["Farm tour"]
        effort = "Effort: moderate, walking about 2.5 km (River cruise: stepping into a boat)"
        assert await page.locator(".day").first.locator(".effort").inner_text() == effort
        assert await page.locator(".day").nth(1).locator(".effort").count() == 0  # no effort given: no line
        assert await page.locator(".weather .temps").inner_text() == "24°C – 31°C"
        assert "40%" in await page.locator(".weather .facts").inner_text()
        assert await page.locator(".weather .advice").inner_text() == "Bring sunscreen."
        assert await page.locator("table.compare thead th").all_inner_texts() == [
            "Compare",
            "Test Trip 1",
            "Test Trip 2",
        ]
        assert await page.locator("table.compare tbody tr").nth(1).locator("td").all_inner_texts() == [
            "Guesthouse",
            "Boutique",
        ]
        assert await page.locator(".gallery figcaption").all_inner_texts() == ["Caption one", "Caption two"]
        budget = await page.locator(".budget").inner_text()
        assert "$420" in budget and "Accommodation" in budget and "$90" in budget
        assert await page.locator(".outcome.reserved .booking-ref").inner_text() == "DLG-FAKE01"
        err = page.locator(".note.error[data-type=error]")
        assert await err.get_attribute("data-code") == "rate_limited"
        assert "Slow down a little." in await err.inner_text()
        assert "DLG-OLD999" in await page.locator(".outcome.warning").inner_text()

        # QR + live countdown (an expiry of another booking does not stop it)
        qr = page.locator(".panel.qr")
        assert (await qr.locator("img.qr-img").get_attribute("src")).startswith("data:image/png;base64,")
        assert await qr.locator("img.qr-img").get_attribute("loading") == "eager"  # payable at once, even off-screen
        await image_decoded(qr.locator("img.qr-img"))  # decoded after insertion, not at once
        await expect(qr).to_have_attribute("data-state", "pending")
        start = countdown_seconds(await qr.locator(".countdown").inner_text())
        assert 8 * 60 < start <= 10 * 60
        await eventually(lambda: counted_down(qr.locator(".countdown"), start), timeout=5)

        # choose a trip: the card button sends the scripted phrase; the streamed answer is replaced
        await card.locator("button.choose").click()
        await eventually(lambda: has_len(fake.messages, 1))
        sent = fake.messages[0]
        assert sent["type"] == "user_message" and sent["content"] == "I'd like option 2"
        assert uuid.UUID(sent["message_id"])
        await page.wait_for_function(
            "() => [...document.querySelectorAll('.msg.bot')].some(m => m.innerText.trim() === 'Great choice!' "
            "&& !m.classList.contains('streaming'))"
        )
        assert await page.locator(".msg.streaming").count() == 0
        assert await page.locator(".msg.bot", has_text="Great").count() == 1
        assert await page.locator(".msg.me").all_inner_texts() == ["I'd like option 2"]
        await page.wait_for_selector("#typing", state="hidden")

        # type a message with the keyboard (Enter submits)
        await page.fill("#input", "  Hello from the keyboard  ")
        await page.press("#input", "Enter")
        await eventually(lambda: has_len(fake.messages, 2))
        assert fake.messages[1]["content"] == "Hello from the keyboard"
        await expect(page.locator("#input")).to_have_value("")

        # simulate payment: proxied call, confirmation panel, countdown settles
        await qr.locator("button.pay[data-status=SUCCEEDED]").click()
        await eventually(lambda: has_len(fake.pay_calls, 1))
        assert fake.pay_calls[0][0] == "pi_fake1" and fake.pay_calls[0][1]["status"] == "SUCCEEDED"
        await page.wait_for_selector("[data-type=payment_confirmed]")
        await expect(qr).to_have_attribute("data-state", "paid")
        held = page.locator("section.booking-card[data-ref=DLG-FAKE01]")  # the same card, redrawn in place
        assert await held.count() == 1 and await held.get_attribute("data-state") == "paid"
        assert await held.get_attribute("data-status") == "CONFIRMED"
        # one confirmation on screen: the card turned to paid, the confirmation's words beside it (issue 38)
        assert await page.locator("section.outcome.success").count() == 1

        # language switch reconnects with the new language and the current seq
        await page.click("#lang-switch [data-lang=ZH]")
        await eventually(lambda: has_len(fake.auths, 3))
        assert fake.auths[2]["language"] == "ZH" and fake.auths[2]["last_seq"] == fake.next_seq() - 1
        await expect(page.locator("#send")).to_have_text("发送")
        await page.wait_for_function("() => document.documentElement.lang === 'zh'")

        # reload: same session and user, whole log replayed, own messages restored in place
        await page.reload()
        await eventually(lambda: has_len(fake.auths, 4))
        assert fake.paths[3] == fake.paths[0] and fake.auths[3]["user_id"] == first["user_id"]
        assert fake.auths[3]["language"] == "ZH" and fake.auths[3]["last_seq"] == 0
        await page.wait_for_selector("[data-type=payment_confirmed]")
        await page.wait_for_function("() => document.querySelectorAll('.msg.me').length === 2")
        order = await page.evaluate("() => [...document.querySelectorAll('#messages > *')].map(n => n.dataset.type)")
        assert order.index("user") > order.index("hold_expired")
        assert order.index("user") < order.index("payment_confirmed")
        assert page.errors == []  # type: ignore[attr-defined]


# ---------------------------------------------------------------- 2. escaping
HOSTILE = "<img src=x onerror=alert(1)>"


async def test_rendered_server_data_is_escaped(browser, fake_site):
    base, _ = fake_site
    async with open_page(browser, base + "/") as page:
        dialogs: list[str] = []
        page.on("dialog", lambda d: (dialogs.append(d.message), asyncio.ensure_future(d.dismiss())))
        await page.wait_for_function("() => window.DerlgChat !== undefined")
        frames = [
            {
                "type": "trip_cards",
                "seq": 10_000,
                "text": HOSTILE + " **ok**",
                "trips": [
                    {
                        "id": "x",
                        "name": HOSTILE,
                        "tagline": "<script>window.__pwned = 1</script>",
                        "tier": 'luxury"><img src=x>',
                        "highlights": [HOSTILE],
                        "price_usd": 10,
                        "duration_days": 2,
                        "image_url": "javascript:alert(1)",
                    }
                ],
            },
            {
                "type": "qr_payment",
                "seq": 10_001,
                "qr_code_url": "javascript:alert(1)",
                "text": HOSTILE,
                "booking_ref": HOSTILE,
                "reserved_until": "not a date",
            },
            {
                "type": "image_gallery",
                "seq": 10_002,
                "images": [{"url": "data:text/html,<script>alert(1)</script>", "caption": HOSTILE}],
            },
            {"type": "error", "code": '"><img src=x onerror=alert(1)>', "message": HOSTILE},
            {
                "type": "comparison",
                "seq": 10_003,
                "trips": [{"name": HOSTILE}, {"name": "b"}],
                "comparison": {"rows": [{"label": HOSTILE, "values": [HOSTILE, "<b>b</b>"]}]},
            },
        ]
        added = await page.evaluate(
            """async (frames) => {
                 const mod = await import('/static-chat/chat.js');
                 return frames.map(f => {
                   const n = mod.renderFrame(f);
                   if (n) n.classList.add('hostile-test');
                   return n ? n.outerHTML.length : 0;
                 });
               }""",
            frames,
        )
        assert all(added), "every crafted frame rendered something"
        await asyncio.sleep(0.3)  # let any (wrongly) injected handler fire
        name = page.locator(".trip-card[data-trip-id=x] .trip-name")
        assert HOSTILE in await name.inner_text()
        assert (
            await page.locator(".trip-card[data-trip-id=x] .trip-tagline").inner_text()
            == "<script>window.__pwned = 1</script>"
        )
        counts = await page.evaluate("""() => ({
            badImg: document.querySelectorAll('img[src="x"], img[src^="javascript"], img[src^="data:text"]').length,
            handlers: document.querySelectorAll('[onerror], [onload], [onclick]').length,
            scripts: document.querySelectorAll('#messages script').length,
            bold: document.querySelectorAll('#messages td b').length,
            imgs: document.querySelectorAll('.hostile-test img').length,
            pwned: window.__pwned === undefined ? null : window.__pwned,
        })""")
        assert counts["badImg"] == 0 and counts["handlers"] == 0 and counts["scripts"] == 0
        assert counts["bold"] == 0 and counts["pwned"] is None
        # the unsafe image URLs became placeholders, not <img> elements
        assert counts["imgs"] == 0
        assert await page.locator(".trip-card[data-trip-id=x] .img-missing").count() == 1
        assert (
            await page.locator(".note.error", has_text=HOSTILE).get_attribute("data-code")
            == '"><img src=x onerror=alert(1)>'
        )
        assert await page.locator("table.compare", has_text=HOSTILE).count() == 1
        assert dialogs == []
        assert page.errors == []  # type: ignore[attr-defined]


# ---------------------------------------------------------------- 4. the page's config / pay proxy without a sandbox
async def test_config_and_pay_proxy_refuse_a_backend_that_is_not_the_sandbox(fake_site):
    """A backend whose /health is not the sandbox's: no sandbox_url, and no payment forwarding."""
    import httpx

    from api import config_route
    from tests.support import make_settings

    base, fake = fake_site  # the fake site answers /health with 404: it is not the sandbox
    app = FastAPI()
    app.state.settings = make_settings(base)
    app.include_router(config_route.router)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://bridge") as http:
        config = (await http.get("/api/v1/config")).json()
        assert config == {"sandbox_url": None, "model": "scripted", "languages": ["EN", "KH", "ZH"]}
        refused = await http.post("/api/v1/sandbox/pay/pi_123", json={"status": "SUCCEEDED"})
        assert refused.status_code == 404 and refused.json()["error"]["code"] == "NOT_FOUND"
        bad = await http.post("/api/v1/sandbox/pay/pi_123", json={"status": "MAYBE"})
        assert bad.status_code == 400
        assert (await http.post("/api/v1/sandbox/pay/..%2Fadmin", json={})).status_code in (400, 404)
    assert fake.pay_calls == []


# ---------------------------------------------------------------- 5. the bridge's refusals in the page's language
@pytest.mark.parametrize("language", ["KH", "ZH"])
async def test_the_bridges_own_refusals_read_in_the_sessions_language(browser, fake_site, language):
    """The bridge refuses in English (``message``): the page says its own words for the codes it knows;
    an error from the session's log (with ``seq``) is already in the session's language."""
    from tests.api.screen_words import screen_problems

    base, _ = fake_site
    async with open_page(browser, base + "/") as page:
        await page.evaluate(f"localStorage.setItem('derlg.language', '{language}')")
        await page.reload()
        await page.wait_for_function("() => window.DerlgChat !== undefined")
        codes = ["rate_limited", "session_ended", "unavailable", "too_long", "empty_message"]
        frames = [{"type": "error", "code": c, "message": f"English words for {c}"} for c in codes]
        logged = {"type": "error", "seq": 20_000, "code": "llm_unavailable", "message": "ខ្ញុំសុំទោស 抱歉"}
        texts = await page.evaluate(
            """async (frames) => {
                 const mod = await import('/static-chat/chat.js');
                 const nodes = frames.map(f => mod.renderFrame(f));
                 await new Promise((done) => setTimeout(done, 50));  // the page localises what it adds
                 return nodes.map(n => n.innerText);
               }""",
            [*frames, logged],
        )
        assert texts[-1].endswith(logged["message"])
        assert screen_problems(texts[:-1], language) == [], texts
        assert page.errors == []  # type: ignore[attr-defined]
