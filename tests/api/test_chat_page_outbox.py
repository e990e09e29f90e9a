"""The chat page's send queue (api/static/outbox.js) in Chromium, against a scripted bridge.

While the bridge refuses with ``unavailable`` the message stays "sending…" (no error shown, input
empty), is re-sent after ``retry_after``, survives a reload, and goes again on ``available`` — always
with the same ``message_id``; ``accepted`` ends it. A refusal a retry cannot fix puts the text back
in the input box. The real outage (Temporal / bridge killed) is the ``page-outage`` drill."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import FastAPI, WebSocket, WebSocketDisconnect
from playwright.async_api import expect

from tests.api.chat_page_support import eventually, open_page, page_app, serve

pytestmark = pytest.mark.browser


class ScriptedBridge:
    """Answers each user_message according to ``mode``: down / up / too_long."""

    def __init__(self) -> None:
        self.mode = "down"
        self.received: list[dict[str, Any]] = []
        self.sockets: list[WebSocket] = []

    def reply(self, msg: dict[str, Any]) -> dict[str, Any]:
        mid = msg.get("message_id")
        if self.mode == "up":
            return {"type": "accepted", "message_id": mid}
        if self.mode == "too_long":
            return {"type": "error", "code": "too_long", "message": "Shorter, please.", "message_id": mid}
        return {"type": "error", "code": "unavailable", "message": "Down.", "message_id": mid, "retry_after": 1}

    async def available(self) -> None:
        for ws in list(self.sockets):
            await ws.send_json({"type": "available"})

    def app(self) -> FastAPI:
        app = page_app()

        @app.websocket("/ws/{session_id}")
        async def ws(websocket: WebSocket, session_id: str) -> None:
            await websocket.accept()
            await websocket.receive_json()  # auth
            await websocket.send_json({"type": "text", "text": "Welcome!", "welcome": True})
            self.sockets.append(websocket)
            try:
                while True:
                    msg = await websocket.receive_json()
                    if msg.get("type") == "user_message":
                        self.received.append(msg)
                        await websocket.send_json(self.reply(msg))
            except WebSocketDisconnect:
                pass
            finally:
                self.sockets.remove(websocket)

        return app


async def _sending(page: Any) -> list[str]:
    return await page.evaluate("[...document.querySelectorAll('#messages .msg.me .queued')].map(n => n.textContent)")


async def _type(page: Any, text: str) -> None:
    await page.fill("#input", text)
    await page.press("#input", "Enter")


async def test_a_refused_message_is_kept_resent_with_its_id_and_survives_a_reload(browser):  # noqa: F811
    bridge = ScriptedBridge()
    async with serve(bridge.app()) as base, open_page(browser, base + "/") as page:
        await page.wait_for_selector("#status[data-state=online]")
        await _type(page, "Beach trip for two, please")
        await eventually(lambda: _count(bridge.received, 2), timeout=10)  # re-sent after retry_after
        assert await _sending(page) == ["sending…"]
        await expect(page.locator("#input")).to_have_value("")
        assert not await page.query_selector("#messages .note.error"), "a refusal to retry must not show an error"

        await page.reload()  # still down: the kept message comes back and goes again
        await page.wait_for_selector("#status[data-state=online]")
        sent_before = len(bridge.received)
        await eventually(lambda: _count(bridge.received, sent_before + 1), timeout=10)
        await eventually(lambda: _sending_now(page), timeout=10)

        bridge.mode = "up"
        await bridge.available()
        await eventually(lambda: _no_sending(page), timeout=10)
        ids = {m["message_id"] for m in bridge.received}
        assert len(ids) == 1 and {m["content"] for m in bridge.received} == {"Beach trip for two, please"}
        assert await page.evaluate("window.DerlgChat.outbox.size") == 0
        assert page.errors == []  # type: ignore[attr-defined]

        bridge.mode = "too_long"
        await _type(page, "x" * 50)
        await page.wait_for_selector("#messages .note.error[data-code=too_long]")
        await expect(page.locator("#input")).to_have_value("x" * 50)  # handed back, nothing lost
        await page.wait_for_function("() => window.DerlgChat.outbox.size === 0")


async def _count(items: list, n: int) -> bool:
    return len(items) >= n


async def _sending_now(page: Any) -> bool:
    return await _sending(page) == ["sending…"]


async def _no_sending(page: Any) -> bool:
    return await _sending(page) == []
