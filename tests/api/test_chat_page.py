"""The browser chat page (api/static) in headless Chromium, driven by Playwright.

1. Against a fake bridge (canned frames over a real WebSocket): every frame type renders, seq
   dedupe, reconnect with last_seq, streaming, the "Choose" button, simulated payment, language
   switch, reload restores the conversation.
2. Escaping: a crafted frame passed to the page's exported ``renderFrame`` creates no element.
3. End to end: real Temporal dev server, real worker with the offline scripted model, sandbox
   backend, the bridge app — book a trip through the page, check the QR, the live countdown and
   the confirmation after "Simulate payment"; screenshot in artifacts/chat-booking.png.
"""

from __future__ import annotations

import asyncio
import json
import re
import uuid
from contextlib import asynccontextmanager
from datetime import datetime, timedelta, timezone
from typing import Any, AsyncIterator

import pytest
import pytest_asyncio
from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, Response
from fastapi.staticfiles import StaticFiles

from sandbox.qr import qr_data_url
from tests.support import serve_asgi
from tests.conftest import ROOT

pytestmark = pytest.mark.browser

STATIC = ROOT / "api" / "static"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
SVG = ('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100">'
       '<rect width="160" height="100" fill="#0f766e"/></svg>')


# ---------------------------------------------------------------- shared helpers
def serve(app: Any):
    """uvicorn in this event loop on a free port; stopped on exit."""
    return serve_asgi(app)


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def browser(chromium_path: str) -> AsyncIterator[Any]:
    from playwright.async_api import async_playwright

    async with async_playwright() as pw:
        chromium = await pw.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            await chromium.close()


@asynccontextmanager
async def open_page(browser: Any, url: str) -> AsyncIterator[Any]:
    context = await browser.new_context(viewport={"width": 1100, "height": 900}, locale="en-US")
    page = await context.new_page()
    page.errors = []  # type: ignore[attr-defined]
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))  # type: ignore[attr-defined]
    try:
        await page.goto(url)
        yield page
    finally:
        await context.close()


async def eventually(probe, timeout: float = 10.0, interval: float = 0.1):
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        value = await probe()
        if value:
            return value
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"condition not met within {timeout} s (last value {value!r})")
        await asyncio.sleep(interval)


def countdown_seconds(text: str) -> int:
    m = re.fullmatch(r"(\d{2}):(\d{2})", text.strip())
    assert m, f"countdown is not mm:ss: {text!r}"
    return int(m.group(1)) * 60 + int(m.group(2))


# ---------------------------------------------------------------- the fake bridge
def page_app() -> FastAPI:
    """An app serving the real chat page (api/static) at / ; fake bridges add their routes."""
    app = FastAPI()
    app.mount("/static-chat", StaticFiles(directory=STATIC), name="static-chat")

    @app.get("/")
    async def index() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    return app


def trip(i: int, tier: str) -> dict[str, Any]:
    return {"id": f"trip_00{i}", "name": f"Test Trip {i}", "region": "Kampot", "tier": tier,
            "duration_days": 3, "price_usd": 100.0 + 40 * i, "tagline": f"Tagline {i}",
            "highlights": [f"H{i}a", f"H{i}b", f"H{i}c", f"H{i}d-not-shown"],
            "image_url": f"/static/images/trip_00{i}/1.svg", "difficulty": "easy"}


def canned_frames(reserved_until: str) -> list[dict[str, Any]]:
    trips = [trip(1, "budget"), trip(2, "standard"), trip(3, "luxury")]
    frames = [
        {"type": "text", "text": "Hello **traveller**!\n\n- beaches\n- temples\n\n1. One\n   more\n2. Two"},
        {"type": "trip_cards", "text": "Here are three options.", "trips": trips},
        {"type": "itinerary", "text": "", "trip_id": "trip_002", "trip_name": "Test Trip 2", "price_usd": 180.0,
         "itinerary": [{"day": 1, "title": "Arrive in Kampot", "activities": ["River cruise", "Sunset"], "meals": ["Dinner"]},
                       {"day": 2, "title": "Pepper farm", "activities": ["Farm tour"], "meals": []}],
         "hotels": [{"id": "hotel_001", "name": "River Lodge", "stars": 3}], "included": ["Transport"]},
        {"type": "weather", "text": "", "destination": "Kampot", "date": "2027-03-10",
         "forecast": {"condition": "Partly cloudy", "temp_min_c": 24, "temp_max_c": 31, "rain_chance_pct": 40,
                      "humidity_pct": 70, "advice": "Bring sunscreen."}},
        {"type": "comparison", "text": "", "trips": trips[:2],
         "comparison": {"rows": [{"label": "Price", "values": ["$140", "$180"]},
                                 {"label": "Hotel", "values": ["Guesthouse", "Boutique"]}]}},
        {"type": "image_gallery", "text": "", "trip_id": "trip_001",
         "images": [{"url": "/static/images/trip_001/1.svg", "caption": "Caption one"},
                    {"url": "/static/images/trip_001/1.svg", "caption": "Caption two"}]},
        {"type": "budget_estimate", "text": "", "estimate": {
            "trip_type": "standard", "duration_days": 3, "people_count": 2, "per_person_usd": 210.0,
            "total_estimate_usd": 420.0, "breakdown": {"accommodation": 90, "transport": 40, "food": 50, "activities": 30}}},
        {"type": "booking_confirmed", "text": "Reserved!", "booking_id": "bk_1", "booking_ref": "DLG-FAKE01",
         "trip_name": "Test Trip 2", "status": "RESERVED", "reserved_until": reserved_until,
         "travel_date": "2027-03-10", "end_date": "2027-03-12", "people_count": 2, "total_usd": 360.0},
        {"type": "qr_payment", "text": "Scan to pay.", "qr_code_url": qr_data_url("derlg-pay:pi_fake1:360.00"),
         "amount": 360.0, "currency": "USD", "expires_at": reserved_until, "reserved_until": reserved_until,
         "booking_ref": "DLG-FAKE01", "booking_id": "bk_1", "payment_intent_id": "pi_fake1"},
        {"type": "error", "code": "rate_limited", "message": "Slow down a little."},
        {"type": "hold_expired", "text": "An older hold expired.", "booking_ref": "DLG-OLD999"},
    ]
    return [{**f, "seq": i + 1, "at": "2027-01-01T00:00:00+00:00"} for i, f in enumerate(frames)]


class FakeBridge:
    def __init__(self) -> None:
        self.auths: list[dict[str, Any]] = []
        self.paths: list[str] = []
        self.messages: list[dict[str, Any]] = []
        self.pay_calls: list[tuple[str, dict[str, Any]]] = []
        self.reserved_until = (datetime.now(timezone.utc) + timedelta(minutes=10)).isoformat()
        self.frames = canned_frames(self.reserved_until)
        self.live: list[asyncio.Queue] = []
        self.base = ""

    def next_seq(self) -> int:
        return len(self.frames) + 1

    def log(self, frame: dict[str, Any]) -> dict[str, Any]:
        stamped = {**frame, "seq": self.next_seq()}
        self.frames.append(stamped)
        return stamped

    def push(self, frame: dict[str, Any]) -> None:
        for q in self.live:
            q.put_nowait(frame)

    def app(self) -> FastAPI:
        app = page_app()

        @app.get("/api/v1/config")
        async def config() -> dict:
            return {"sandbox_url": self.base, "model": "scripted", "languages": ["EN", "KH", "ZH"]}

        @app.get("/static/images/{trip_id}/{name}")
        async def image(trip_id: str, name: str) -> Response:
            return Response(SVG, media_type="image/svg+xml")

        @app.post("/api/v1/sandbox/pay/{intent}")
        async def pay(intent: str, request: Request) -> dict:
            body = json.loads(await request.body() or b"{}")
            self.pay_calls.append((intent, body))
            self.push(self.log({"type": "payment_confirmed", "text": "Paid, thank you!", "booking_ref": "DLG-FAKE01",
                                "trip_name": "Test Trip 2", "payment_intent_id": intent, "amount_usd": 360.0}))
            return {"success": True, "data": {"status": body.get("status")}}

        @app.websocket("/ws/{session_id}")
        async def ws(websocket: WebSocket, session_id: str) -> None:
            await websocket.accept()
            self.paths.append(session_id)
            auth = await websocket.receive_json()
            self.auths.append(auth)
            first = len(self.auths) == 1
            await websocket.send_json({"type": "text", "text": "Welcome to DerLg!", "welcome": True})
            last = int(auth.get("last_seq") or 0)
            for frame in self.frames:
                if frame["seq"] > last - 2:  # overlap on purpose: the page must drop what it has
                    await websocket.send_json(frame)
            if first:
                await websocket.send_json(self.frames[1])  # a duplicate delivery
                await websocket.close(code=1011)  # the page must reconnect with last_seq
                return
            queue: asyncio.Queue = asyncio.Queue()
            self.live.append(queue)

            async def writer() -> None:
                while True:
                    await websocket.send_json(await queue.get())

            task = asyncio.create_task(writer())
            try:
                while True:
                    msg = await websocket.receive_json()
                    self.messages.append(msg)
                    if msg.get("type") == "user_message":
                        queue.put_nowait({"type": "typing_start"})
                        queue.put_nowait({"type": "text_delta", "text": "Great ", "index": 0})
                        queue.put_nowait({"type": "text_delta", "text": "Great ", "index": 0})  # repeated chunk
                        queue.put_nowait({"type": "text_delta", "text": "choice!", "index": 1})
                        queue.put_nowait(self.log({"type": "text", "text": "Great choice!", "final": True,
                                                   "reply_to": msg.get("message_id")}))
                        queue.put_nowait({"type": "typing_end"})
            except WebSocketDisconnect:
                pass
            finally:
                task.cancel()
                self.live.remove(queue)

        return app


@pytest_asyncio.fixture(loop_scope="session")
async def fake_site() -> AsyncIterator[tuple[str, FakeBridge]]:
    fake = FakeBridge()
    async with serve(fake.app()) as base:
        fake.base = base
        yield base, fake


# ---------------------------------------------------------------- 1. rendering against the fake bridge
async def test_page_renders_every_frame_type_and_reconnects(browser, fake_site):
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await eventually(lambda: _len(fake.auths, 2))  # the server dropped the first socket
        first, second = fake.auths[0], fake.auths[1]
        assert first["type"] == "auth" and first["language"] == "EN" and first["last_seq"] == 0
        assert first["user_id"] and second["user_id"] == first["user_id"]
        assert second["last_seq"] == len(canned_frames("x"))  # reconnect sends the highest seq seen
        assert uuid.UUID(fake.paths[0]) and fake.paths[1] == fake.paths[0]
        await page.wait_for_selector("#status[data-state=online]")

        # every content frame once, despite overlap and a duplicate delivery
        for kind in ("trip_cards", "itinerary", "weather", "comparison", "image_gallery", "budget_estimate",
                     "booking_confirmed", "qr_payment", "hold_expired", "error"):
            assert await page.locator(f"#messages [data-type={kind}]").count() == 1, kind
        assert await page.locator(".msg.welcome").count() == 1  # a new welcome replaces the old one

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
        assert await card.locator(".price").inner_text() == "$180 per person"
        assert await card.locator(".duration").inner_text() == "3 days"
        assert await card.locator(".tier").text_content() == "Standard"
        assert await card.locator(".trip-tagline").inner_text() == "Tagline 2"
        assert await card.locator(".highlights li").all_inner_texts() == ["H2a", "H2b", "H2c"]
        img = card.locator("img.photo")
        assert await img.get_attribute("src") == base + "/static/images/trip_002/1.svg"
        await eventually(lambda: img.evaluate("i => i.complete && i.naturalWidth > 0"))

        # structured panels
        assert "Day 1" in await page.locator(".day").first.inner_text()
        assert "Arrive in Kampot" in await page.locator(".day").first.inner_text()
        assert await page.locator(".day").nth(1).locator(".activities li").all_inner_texts() == ["Farm tour"]
        assert await page.locator(".weather .temps").inner_text() == "24°C – 31°C"
        assert "40%" in await page.locator(".weather .facts").inner_text()
        assert await page.locator(".weather .advice").inner_text() == "Bring sunscreen."
        assert await page.locator("table.compare thead th").all_inner_texts() == ["Compare", "Test Trip 1", "Test Trip 2"]
        assert await page.locator("table.compare tbody tr").nth(1).locator("td").all_inner_texts() == ["Guesthouse", "Boutique"]
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
        assert await qr.locator("img.qr-img").evaluate("i => i.complete && i.naturalWidth > 0")
        assert await qr.get_attribute("data-state") == "pending"
        start = countdown_seconds(await qr.locator(".countdown").inner_text())
        assert 8 * 60 < start <= 10 * 60
        await eventually(lambda: _lower(qr.locator(".countdown"), start), timeout=5)

        # choose a trip: the card button sends the scripted phrase; the streamed answer is replaced
        await card.locator("button.choose").click()
        await eventually(lambda: _len(fake.messages, 1))
        sent = fake.messages[0]
        assert sent["type"] == "user_message" and sent["content"] == "I'd like option 2"
        assert uuid.UUID(sent["message_id"])
        await page.wait_for_function(
            "() => [...document.querySelectorAll('.msg.bot')].some(m => m.innerText.trim() === 'Great choice!' "
            "&& !m.classList.contains('streaming'))")
        assert await page.locator(".msg.streaming").count() == 0
        assert await page.locator(".msg.bot", has_text="Great").count() == 1
        assert await page.locator(".msg.me").all_inner_texts() == ["I'd like option 2"]
        await page.wait_for_selector("#typing", state="hidden")

        # type a message with the keyboard (Enter submits)
        await page.fill("#input", "  Hello from the keyboard  ")
        await page.press("#input", "Enter")
        await eventually(lambda: _len(fake.messages, 2))
        assert fake.messages[1]["content"] == "Hello from the keyboard"
        assert await page.input_value("#input") == ""

        # simulate payment: proxied call, confirmation panel, countdown settles
        await qr.locator("button.pay[data-status=SUCCEEDED]").click()
        await eventually(lambda: _len(fake.pay_calls, 1))
        assert fake.pay_calls[0][0] == "pi_fake1" and fake.pay_calls[0][1]["status"] == "SUCCEEDED"
        await page.wait_for_selector("[data-type=payment_confirmed] .outcome.success")
        assert await page.locator("[data-type=payment_confirmed] .booking-ref").inner_text() == "DLG-FAKE01"
        assert await qr.get_attribute("data-state") == "paid"

        # language switch reconnects with the new language and the current seq
        await page.click("#lang-switch [data-lang=ZH]")
        await eventually(lambda: _len(fake.auths, 3))
        assert fake.auths[2]["language"] == "ZH" and fake.auths[2]["last_seq"] == fake.next_seq() - 1
        assert await page.locator("#send").inner_text() == "发送"
        assert await page.evaluate("document.documentElement.lang") == "zh"

        # reload: same session and user, whole log replayed, own messages restored in place
        await page.reload()
        await eventually(lambda: _len(fake.auths, 4))
        assert fake.paths[3] == fake.paths[0] and fake.auths[3]["user_id"] == first["user_id"]
        assert fake.auths[3]["language"] == "ZH" and fake.auths[3]["last_seq"] == 0
        await page.wait_for_selector("[data-type=payment_confirmed]")
        await page.wait_for_function("() => document.querySelectorAll('.msg.me').length === 2")
        order = await page.evaluate(
            "() => [...document.querySelectorAll('#messages > *')].map(n => n.dataset.type)")
        assert order.index("user") > order.index("hold_expired")
        assert order.index("user") < order.index("payment_confirmed")
        assert page.errors == []  # type: ignore[attr-defined]


async def _len(items: list, n: int) -> bool:
    return len(items) >= n


async def _lower(locator: Any, start: int) -> bool:
    return countdown_seconds(await locator.inner_text()) < start


# ---------------------------------------------------------------- 2. escaping
HOSTILE = "<img src=x onerror=alert(1)>"


async def test_rendered_server_data_is_escaped(browser, fake_site):
    base, _ = fake_site
    async with open_page(browser, base + "/") as page:
        dialogs: list[str] = []
        page.on("dialog", lambda d: (dialogs.append(d.message), asyncio.ensure_future(d.dismiss())))
        await page.wait_for_function("() => window.DerlgChat !== undefined")
        frames = [
            {"type": "trip_cards", "seq": 10_000, "text": HOSTILE + " **ok**", "trips": [{
                "id": "x", "name": HOSTILE, "tagline": "<script>window.__pwned = 1</script>",
                "tier": 'luxury"><img src=x>', "highlights": [HOSTILE], "price_usd": 10, "duration_days": 2,
                "image_url": "javascript:alert(1)"}]},
            {"type": "qr_payment", "seq": 10_001, "qr_code_url": "javascript:alert(1)", "text": HOSTILE,
             "booking_ref": HOSTILE, "reserved_until": "not a date"},
            {"type": "image_gallery", "seq": 10_002, "images": [
                {"url": "data:text/html,<script>alert(1)</script>", "caption": HOSTILE}]},
            {"type": "error", "code": '"><img src=x onerror=alert(1)>', "message": HOSTILE},
            {"type": "comparison", "seq": 10_003, "trips": [{"name": HOSTILE}, {"name": "b"}],
             "comparison": {"rows": [{"label": HOSTILE, "values": [HOSTILE, "<b>b</b>"]}]}},
        ]
        added = await page.evaluate(
            """async (frames) => {
                 const mod = await import('/static-chat/chat.js');
                 return frames.map(f => {
                   const n = mod.renderFrame(f);
                   if (n) n.classList.add('hostile-test');
                   return n ? n.outerHTML.length : 0;
                 });
               }""", frames)
        assert all(added), "every crafted frame rendered something"
        await asyncio.sleep(0.3)  # let any (wrongly) injected handler fire
        name = page.locator(".trip-card[data-trip-id=x] .trip-name")
        assert HOSTILE in await name.inner_text()
        assert await page.locator(".trip-card[data-trip-id=x] .trip-tagline").inner_text() == \
            "<script>window.__pwned = 1</script>"
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
        assert await page.locator(".note.error", has_text=HOSTILE).get_attribute("data-code") == \
            '"><img src=x onerror=alert(1)>'
        assert await page.locator("table.compare", has_text=HOSTILE).count() == 1
        assert dialogs == []
        assert page.errors == []  # type: ignore[attr-defined]


# ---------------------------------------------------------------- 3. a whole booking on the real stack
OPENING = "I'm stressed and want a relaxing beach trip for 3 days for 2 people, budget $100-$200, from Phnom Penh"
ANSWERS = (  # (words in the concierge's last question, our answer) — first match wins
    ("yyyy-mm-dd", "2027-03-10"), ("when would you like", "2027-03-10"), ("full name", "Sokha Chan"),
    ("phone", "+855 12 345 678"), ("pick you up", "Riverside Hotel, Phnom Penh"),
    ("special", "No special requests"), ("shall i", "Yes, go ahead"), ("book", "Yes, book it"),
)


async def finals(page: Any) -> int:
    return await page.locator("#messages [data-final]").count()


async def say_and_wait(page: Any, text: str, timeout: float = 60) -> str:
    """Type a message, wait for the turn's final frame; returns its text."""
    before = await finals(page)
    await page.fill("#input", text)
    await page.click("#send")
    await page.wait_for_function(
        f"() => document.querySelectorAll('#messages [data-final]').length > {before}", timeout=timeout * 1000)
    return await page.locator("#messages [data-final]").last.inner_text()


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
            await eventually(lambda: first.locator("img.photo").evaluate("i => i.complete && i.naturalWidth > 0"))
            assert re.search(r"\$\d+", await first.locator(".price").inner_text())
            assert await first.locator(".highlights li").count() == 3
            trip_name = (await first.locator(".trip-name").inner_text()).split(". ", 1)[1]

            before = await finals(page)
            await first.locator("button.choose").click()
            await page.wait_for_function(
                f"() => document.querySelectorAll('#messages [data-final]').length > {before}", timeout=60_000)
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
            assert await img.evaluate("i => i.complete && i.naturalWidth > 0")
            ref = await qr.locator(".booking-ref").inner_text()
            assert re.fullmatch(r"DLG-[A-Z0-9]+", ref)
            assert re.search(r"\$\d", await qr.locator(".facts").inner_text())
            start = countdown_seconds(await qr.locator(".countdown").inner_text())
            assert 0 < start <= settings.sandbox_hold_seconds
            await eventually(lambda: _lower(qr.locator(".countdown"), start), timeout=5)
            assert trip_name and ref

            # pay through the sandbox button: the workflow confirms and the page shows it
            await qr.locator("button.pay[data-status=SUCCEEDED]").click()
            confirmed = page.locator("[data-type=payment_confirmed]")
            await confirmed.wait_for(timeout=30_000)
            assert await confirmed.locator(".outcome.success .booking-ref").inner_text() == ref
            assert await qr.get_attribute("data-state") == "paid"
            await page.wait_for_selector("#typing", state="hidden", timeout=30_000)
            (artifacts_dir / "chat-booking.png").parent.mkdir(parents=True, exist_ok=True)
            # the whole conversation in one image: let the page grow instead of scrolling inside
            await page.add_style_tag(content=".app{height:auto!important}.chat{overflow:visible!important}")
            await page.screenshot(path=str(artifacts_dir / "chat-booking.png"), full_page=True)
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
