"""Helpers for the bridge tests: the bridge in-process on a free port, WebSocket tabs, a worker."""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any, AsyncIterator, Callable, Optional

import httpx
from temporalio.client import Client
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from agent.settings import Settings
from api.app import create_app
from tests.support import make_settings, payment_state, serve_asgi, start_seeded


@asynccontextmanager
async def running_bridge(client: Client, settings: Settings) -> AsyncIterator[Any]:
    """uvicorn in this event loop on a free port; yields an object with .base / .ws_base / .app."""
    app = create_app(settings, client=client)
    async with serve_asgi(app) as base:
        yield SimpleNamespace(app=app, base=base, ws_base="ws" + base[len("http") :])


def http(base: str) -> httpx.AsyncClient:
    return httpx.AsyncClient(base_url=base, trust_env=False, timeout=120)


class Tab:
    """One browser tab on a session: a WebSocket plus every frame it received, with receive times."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.frames: list[dict[str, Any]] = []
        self.received_at: list[float] = []

    @classmethod
    @asynccontextmanager
    async def open(cls, ws_base: str, session_id: str, auth: Optional[dict[str, Any]] = None) -> AsyncIterator[Tab]:
        ws = await connect(f"{ws_base}/ws/{session_id}", proxy=None, open_timeout=10)
        try:
            tab = cls(ws)
            if auth is not None:
                try:
                    await tab.send(auth)
                except ConnectionClosed:
                    pass  # refused before auth (e.g. not a UUID): the frames are still readable
            yield tab
        finally:
            try:
                await ws.close()
            except ConnectionClosed:
                pass

    async def send(self, frame: Any) -> None:
        await self.ws.send(frame if isinstance(frame, (str, bytes)) else json.dumps(frame))

    async def say(self, text: str, message_id: Optional[str] = None) -> str:
        mid = message_id or str(uuid.uuid4())
        await self.send({"type": "user_message", "content": text, "message_id": mid})
        return mid

    async def recv(self, timeout: float = 30.0) -> dict[str, Any]:
        raw = await asyncio.wait_for(self.ws.recv(), timeout)
        frame = json.loads(raw)
        self.frames.append(frame)
        self.received_at.append(time.time())
        return frame

    async def until(self, pred: Callable[[dict[str, Any]], bool], timeout: float = 60.0) -> list[dict[str, Any]]:
        """Frames received until (and including) the first one matching ``pred``."""
        got: list[dict[str, Any]] = []
        deadline = time.monotonic() + timeout
        while True:
            frame = await self.recv(max(0.01, deadline - time.monotonic()))
            got.append(frame)
            if pred(frame):
                return got

    async def turn(self, text: str, timeout: float = 60.0) -> list[dict[str, Any]]:
        mid = await self.say(text)
        frames = await self.until(
            lambda f: (f.get("reply_to") == mid and bool(f.get("final"))) or (f["type"] == "error" and "seq" not in f),
            timeout,
        )
        if frames[-1]["type"] == "error" and "seq" not in frames[-1]:
            raise AssertionError(f"message refused: {frames[-1]}")
        return frames

    def seqs(self) -> list[int]:
        return [f["seq"] for f in self.frames if "seq" in f]


def auth(user_id: str = "user-1", language: str = "EN", last_seq: Optional[int] = None) -> dict[str, Any]:
    frame: dict[str, Any] = {"type": "auth", "user_id": user_id, "language": language}
    if last_seq is not None:
        frame["last_seq"] = last_seq
    return frame


def bridge_settings(sandbox_url: str, **overrides: Any) -> Settings:
    return make_settings(sandbox_url, **overrides)


async def seeded_payment_session(
    client: Client, hold: timedelta = timedelta(minutes=15), user_id: str = "user-1", **config: Any
) -> tuple[str, str]:
    """A session waiting for payment (seeded state); returns (session_id, payment_intent_id)."""
    from agent.signals import SessionConfig

    sid = str(uuid.uuid4())
    intent = f"pi_{uuid.uuid4().hex[:12]}"
    now = datetime.now(UTC)
    state = payment_state(sid, now, hold=hold, payment_intent_id=intent, user_id=user_id)
    await start_seeded(client, state, config=SessionConfig(**config), hold_deadline=state.reserved_until)
    return sid, intent
