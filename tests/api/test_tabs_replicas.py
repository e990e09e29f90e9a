"""Tabs in step across bridge replicas (issue 38): a traveller message typed in a tab on one bridge
process reaches the tabs of the session on another bridge process, through Redis (api.hints), once,
before its answer; the sending bridge's own tabs get it once too.

Two bridge apps (each with its own hubs and Redis listeners, as two processes would have), one
worker with the offline model, the Temporal dev server, the sandbox and a real redis-server.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from typing import Any

import pytest

from api.hints import traveller_message
from tests.bridge_harness import Tab, auth, bridge_settings, running_bridge
from tests.support import running_worker

pytestmark = pytest.mark.devserver


def typed(frames: list[dict[str, Any]], mid: str) -> list[dict[str, Any]]:
    return [f for f in frames if f["type"] == "traveller_message" and f.get("message_id") == mid]


async def listening(bridge: Any) -> None:
    """Until the bridge's Redis hint listener is subscribed (announcements are best effort)."""
    for _ in range(200):
        if bridge.app.state.bridge.hints is not None and bridge.app.state.bridge.hints.ready:
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the hint listener never subscribed")


async def test_a_message_typed_on_one_replica_shows_in_the_tabs_of_another(dev_env, sandbox_url, redis_url):
    client, sid = dev_env.client, str(uuid.uuid4())
    queue = f"replicas-{uuid.uuid4().hex[:8]}"
    settings = bridge_settings(sandbox_url, REDIS_URL=redis_url, TEMPORAL_TASK_QUEUE=queue, RATE_LIMIT_PER_MINUTE=100)
    async with (
        running_worker(client, settings, task_queue=queue),
        running_bridge(client, settings) as one,
        running_bridge(client, settings) as two,
    ):
        await listening(one), await listening(two)
        async with (
            Tab.open(one.ws_base, sid, auth()) as here,
            Tab.open(two.ws_base, sid, auth()) as there,
            Tab.open(two.ws_base, sid, auth()) as there_too,
        ):
            for tab in (here, there, there_too):
                await tab.recv()  # the greeting
            words = ["Hello from a tab on the first bridge", "ជំរាបសួរ ពីផ្ទាំងមួយទៀត"]
            for sender, text in zip((here, there), words):
                mid = await sender.say(text)
                final = lambda f, mid=mid: f.get("reply_to") == mid and bool(f.get("final"))  # noqa: E731
                for tab in (here, there, there_too):
                    await tab.until(final, timeout=60)
                for tab in (here, there, there_too):
                    frames = tab.frames
                    shown = typed(frames, mid)
                    assert [f["text"] for f in shown] == [text], (text, shown)  # once, as typed
                    answer = next(i for i, f in enumerate(frames) if final(f))
                    assert frames.index(shown[0]) < answer  # before its answer


def test_an_announcement_is_read_only_from_another_replica() -> None:
    said = {"type": "traveller_message", "origin": "b", "message_id": "m1", "text": "你好"}
    assert traveller_message(json.dumps(said, ensure_ascii=False).encode(), "a") == ("m1", "你好")
    assert traveller_message(json.dumps(said), "b") is None  # its own: its tabs have it already
    for other in (b"turn", b"17", b"{", json.dumps({**said, "message_id": 5}), json.dumps({**said, "type": "x"})):
        assert traveller_message(other, "a") is None
