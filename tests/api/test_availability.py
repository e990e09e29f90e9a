"""The bridge side of the page's send queue (issue 15): frames about one message, and the shared
probe that says when Temporal answers again. End to end (real page, real outage): the
``page-outage`` drill in tests/scripts/test_drills_smoke.py."""

from __future__ import annotations

import asyncio

from api.availability import AVAILABLE_FRAME, RETRY_AFTER_SECONDS, TemporalAvailability, accepted_frame, refused_frame
from api.inputs import error_frame


def test_frames_about_one_message():
    assert accepted_frame("m1") == {"type": "accepted", "message_id": "m1"}
    assert AVAILABLE_FRAME == {"type": "available"}
    down = refused_frame(error_frame("unavailable", "down"), "m1")
    assert down == {
        "type": "error",
        "code": "unavailable",
        "message": "down",
        "message_id": "m1",
        "retry_after": RETRY_AFTER_SECONDS,
    }
    too_long = refused_frame(error_frame("too_long", "shorter please"), "m2")
    assert too_long["message_id"] == "m2" and "retry_after" not in too_long  # retrying cannot help
    assert "message_id" not in refused_frame(error_frame("unavailable", "down"), None)


async def test_waiters_share_one_probe_until_temporal_answers():
    calls = 0

    async def check() -> None:
        nonlocal calls
        calls += 1
        if calls < 4:
            raise ConnectionError("still down")

    probe = TemporalAvailability(check, interval=0.02)
    await asyncio.wait_for(asyncio.gather(probe.wait_back(), probe.wait_back(), probe.wait_back()), 5)
    assert calls == 4  # one probe loop for every waiting socket
    await asyncio.wait_for(probe.wait_back(), 1)  # a later outage starts a new probe
    assert calls == 5


async def test_a_cancelled_waiter_does_not_stop_the_probe_for_others():
    state = {"up": False}

    async def check() -> None:
        if not state["up"]:
            raise ConnectionError("down")

    probe = TemporalAvailability(check, interval=0.02)
    gone = asyncio.create_task(probe.wait_back())
    stays = asyncio.create_task(probe.wait_back())
    await asyncio.sleep(0.05)
    gone.cancel()  # that socket closed
    await asyncio.sleep(0.05)
    state["up"] = True
    await asyncio.wait_for(stays, 1)
