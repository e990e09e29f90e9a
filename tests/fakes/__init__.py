"""Fake model servers for tests: small FastAPI apps run in-process by uvicorn on a free port.

Each fake records every request (method, path, headers, JSON body) and answers from a queue of
scripted :class:`Reply` objects given by the test, speaking the real wire format of its API.

    fake = FakeAnthropicServer()
    fake.queue(Reply(anthropic_text("hi")))
    with run_fake(fake.app) as base_url:
        ...  # point a client at base_url
    assert fake.requests[0].body["model"] == ...
"""

from __future__ import annotations

import asyncio
import copy
import json
import socket
import threading
import time
from collections import deque
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Iterator, Optional

import uvicorn
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response, StreamingResponse


@dataclass
class Recorded:
    """One request as the fake server received it."""

    method: str
    path: str
    headers: dict[str, str]
    body: Any


@dataclass
class Reply:
    """One scripted answer: JSON body, HTTP status, extra headers, optional delay in seconds;
    ``pace`` (tests.fakes.streaming.Pace) overrides the server's pace when the answer is streamed."""

    body: Any
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    pace: Any = None


class FakeServer:
    """Request recorder plus reply queue shared by the concrete fakes."""

    def __init__(self) -> None:
        self.requests: list[Recorded] = []
        self.replies: deque[Reply] = deque()
        self._lock = threading.Lock()
        from tests.fakes.streaming import Pace

        self.pace = Pace()  # how streamed answers are paced (tests.fakes.streaming)

    def queue(self, *replies: Reply) -> FakeServer:
        with self._lock:
            self.replies.extend(replies)
        return self

    @property
    def bodies(self) -> list[Any]:
        return [r.body for r in self.requests]

    async def record(self, request: Request) -> Recorded:
        raw = await request.body()
        try:
            body: Any = json.loads(raw) if raw else None
        except ValueError:
            body = raw.decode("utf-8", "replace")
        rec = Recorded(
            method=request.method,
            path=request.url.path,
            headers={k.lower(): v for k, v in request.headers.items()},
            body=body,
        )
        with self._lock:
            self.requests.append(rec)
        return rec

    def next_reply(self) -> Optional[Reply]:
        with self._lock:
            return self.replies.popleft() if self.replies else None

    async def respond(self, reply: Reply) -> Response:
        if reply.delay:
            await asyncio.sleep(reply.delay)
        return JSONResponse(reply.body, status_code=reply.status, headers=reply.headers)

    async def stream(self, reply: Reply, chunks: Any, media_type: str) -> Response:
        """A streamed answer (after the reply's delay): ``chunks`` from tests.fakes.streaming."""
        if reply.delay:
            await asyncio.sleep(reply.delay)
        return StreamingResponse(chunks, headers=reply.headers, media_type=media_type)


def new_app(title: str) -> FastAPI:
    return FastAPI(title=title, docs_url=None, redoc_url=None, openapi_url=None)


@contextmanager
def run_fake(app: FastAPI, host: str = "127.0.0.1") -> Iterator[str]:
    """Serve ``app`` with uvicorn in a background thread on a free port; yield its base URL."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(app, log_level="warning", lifespan="off", access_log=False)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("fake server did not start")
        time.sleep(0.01)
    try:
        yield f"http://{host}:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


# ---------------------------------------------------------------- a shared two-tool-call conversation

KAMPOT = {"destination": "Kampot", "date": "2025-03-01"}
KEP = {"destination": "Kep", "date": "2025-03-01"}
USER_1 = {"role": "user", "content": "What's the weather in Kampot and Kep on 1 March?"}
FOLLOW_UP = "Which one is drier?"


def system_blocks() -> list[dict[str, Any]]:
    """Two system blocks as agent.prompts.builder returns them: stable, then session context."""
    return [
        {"type": "text", "text": "You are DerLg's Cambodia travel concierge. STABLE RULES."},
        {"type": "text", "text": "Session: stage=EXPLORATION language=EN"},
    ]


def weather_tools() -> list[dict[str, Any]]:
    from agent.tools.schemas import COMPARE_TRIPS, GET_TRIP_ITINERARY, GET_WEATHER_FORECAST

    return copy.deepcopy([GET_WEATHER_FORECAST, GET_TRIP_ITINERARY, COMPARE_TRIPS])


def tool_results(id_kampot: str, id_kep: str) -> dict[str, Any]:
    """The user turn answering both calls (one str result, one block-list result) plus a question."""
    return {
        "role": "user",
        "content": [
            {"type": "tool_result", "tool_use_id": id_kampot, "content": '{"condition": "sunny", "temp_c": 31}'},
            {
                "type": "tool_result",
                "tool_use_id": id_kep,
                "content": [{"type": "text", "text": '{"condition": "showers", "temp_c": 29}'}],
            },
            {"type": "text", "text": FOLLOW_UP},
        ],
    }
