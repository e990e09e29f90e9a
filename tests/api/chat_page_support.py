"""Helpers of the chat page tests: Playwright pages in Debian chromium, polling, and a fake bridge that
serves api/static and canned frames over a real WebSocket."""

from __future__ import annotations

import asyncio
import json
import re
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from typing import Any, AsyncIterator

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, Response
from fastapi.staticfiles import StaticFiles

from sandbox.qr import qr_data_url
from tests.conftest import ROOT
from tests.support import serve_asgi

STATIC = ROOT / "api" / "static"
SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100">'
    '<rect width="160" height="100" fill="#0f766e"/></svg>'
)


# ---------------------------------------------------------------- shared helpers
def serve(app: Any):
    """uvicorn in this event loop on a free port; stopped on exit."""
    return serve_asgi(app)


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


async def image_decoded(img: Any, timeout: float = 10.0) -> None:
    """Waits until ``img`` (a locator) has loaded and decoded a picture: ``complete`` alone is also
    true for a broken image, and neither is true the moment the element is inserted. A lazy photo
    loads only near the viewport, so it is scrolled into view first."""
    await img.scroll_into_view_if_needed()
    await eventually(lambda: img.evaluate("i => i.complete && i.naturalWidth > 0"), timeout=timeout)


def countdown_seconds(text: str) -> int:
    """A countdown's seconds: mm:ss under an hour, h:mm:ss beyond (never minutes past 59)."""
    m = re.fullmatch(r"(?:([1-9]\d*):)?([0-5]\d):([0-5]\d)", text.strip())
    assert m, f"countdown is not mm:ss or h:mm:ss: {text!r}"
    return int(m.group(1) or 0) * 3600 + int(m.group(2)) * 60 + int(m.group(3))


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
    return {
        "id": f"trip_00{i}",
        "name": f"Test Trip {i}",
        "region": "Kampot",
        "tier": tier,
        "duration_days": 3,
        "price_usd": 100.0 + 40 * i,
        "tagline": f"Tagline {i}",
        "highlights": [f"H{i}a", f"H{i}b", f"H{i}c", f"H{i}d-not-shown"],
        "image_url": f"/static/images/trip_00{i}/1.svg",
        "difficulty": "easy",
    }


def canned_frames(reserved_until: str) -> list[dict[str, Any]]:
    trips = [trip(1, "budget"), trip(2, "standard"), trip(3, "luxury")]
    frames = [
        {"type": "text", "text": "Hello **traveller**!\n\n- beaches\n- temples\n\n1. One\n   more\n2. Two"},
        {"type": "trip_cards", "text": "Here are three options.", "trips": trips},
        {
            "type": "itinerary",
            "text": "",
            "trip_id": "trip_002",
            "trip_name": "Test Trip 2",
            "price_usd": 180.0,
            "itinerary": [
                {
                    "day": 1,
                    "title": "Arrive in Kampot",
                    "activities": ["River cruise", "Sunset"],
                    "meals": ["Dinner"],
                    "effort": {"level": "moderate", "walking_km": 2.5, "note": "River cruise: stepping into a boat"},
                },
                {"day": 2, "title": "Pepper farm", "activities": ["Farm tour"], "meals": []},
            ],
            "hotels": [{"id": "hotel_001", "name": "River Lodge", "stars": 3}],
            "included": ["Transport"],
        },
        {
            "type": "weather",
            "text": "",
            "destination": "Kampot",
            "date": "2027-03-10",
            "forecast": {
                "condition": "Partly cloudy",
                "temp_min_c": 24,
                "temp_max_c": 31,
                "rain_chance_pct": 40,
                "humidity_pct": 70,
                "advice": "Bring sunscreen.",
            },
        },
        {
            "type": "comparison",
            "text": "",
            "trips": trips[:2],
            "comparison": {
                "rows": [
                    {"label": "Price", "values": ["$140", "$180"]},
                    {"label": "Hotel", "values": ["Guesthouse", "Boutique"]},
                ]
            },
        },
        {
            "type": "image_gallery",
            "text": "",
            "trip_id": "trip_001",
            "images": [
                {"url": "/static/images/trip_001/1.svg", "caption": "Caption one"},
                {"url": "/static/images/trip_001/1.svg", "caption": "Caption two"},
            ],
        },
        {
            "type": "budget_estimate",
            "text": "",
            "estimate": {
                "trip_type": "standard",
                "duration_days": 3,
                "people_count": 2,
                "per_person_usd": 210.0,
                "total_estimate_usd": 420.0,
                "breakdown": {"accommodation": 90, "transport": 40, "food": 50, "activities": 30},
            },
        },
        {
            "type": "booking_held",
            "text": "Reserved!",
            "booking_id": "bk_1",
            "booking_ref": "DLG-FAKE01",
            "trip_name": "Test Trip 2",
            "state": "held",
            "payment": "not_started",
            "status": "RESERVED",
            "reserved_until": reserved_until,
            "travel_date": "2027-03-10",
            "end_date": "2027-03-12",
            "people_count": 2,
            "total_usd": 360.0,
        },
        {
            "type": "qr_payment",
            "text": "Scan to pay.",
            "qr_code_url": qr_data_url("derlg-pay:pi_fake1:360.00"),
            "amount": 360.0,
            "currency": "USD",
            "expires_at": reserved_until,
            "reserved_until": reserved_until,
            "booking_ref": "DLG-FAKE01",
            "booking_id": "bk_1",
            "payment_intent_id": "pi_fake1",
        },
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
        self.reserved_until = (datetime.now(UTC) + timedelta(minutes=10)).isoformat()
        self.frames = canned_frames(self.reserved_until)
        self.live: list[asyncio.Queue] = []
        self.base = ""
        self.auto_reply = True  # a typed message is answered at once (False: the test answers it)

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
            card = next(f for f in self.frames if f["type"] == "booking_held")
            if body.get("status") == "FAILED":  # the card says the last payment failed, the hold stays
                failed = {k: v for k, v in card.items() if k not in ("seq", "text")}
                self.push(
                    self.log({**failed, "type": "booking_update", "payment": "failed", "payment_intent_id": intent})
                )
                return {"success": True, "data": {"status": "FAILED"}}
            self.push(
                self.log(
                    {
                        **{k: v for k, v in card.items() if k not in ("seq", "text", "reserved_until")},
                        "type": "booking_update",
                        "state": "paid",
                        "status": "CONFIRMED",
                        "payment": "paid",
                    }
                )
            )
            self.push(
                self.log(
                    {
                        "type": "payment_confirmed",
                        "text": "Paid, thank you!",
                        "booking_ref": "DLG-FAKE01",
                        "trip_name": "Test Trip 2",
                        "payment_intent_id": intent,
                        "amount_usd": 360.0,
                    }
                )
            )
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
                    if msg.get("type") == "user_message" and self.auto_reply:
                        queue.put_nowait({"type": "typing_start"})
                        queue.put_nowait({"type": "text_delta", "text": "Great ", "index": 0})
                        queue.put_nowait({"type": "text_delta", "text": "Great ", "index": 0})  # repeated chunk
                        queue.put_nowait({"type": "text_delta", "text": "choice!", "index": 1})
                        queue.put_nowait(
                            self.log(
                                {
                                    "type": "text",
                                    "text": "Great choice!",
                                    "final": True,
                                    "reply_to": msg.get("message_id"),
                                }
                            )
                        )
                        queue.put_nowait({"type": "typing_end"})
            except WebSocketDisconnect:
                pass
            finally:
                task.cancel()
                self.live.remove(queue)

        return app


async def has_len(items: list, n: int) -> bool:
    return len(items) >= n


async def counted_down(locator: Any, start: int) -> bool:
    return countdown_seconds(await locator.inner_text()) < start
