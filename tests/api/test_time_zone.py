"""The traveller's time zone over a real socket: the auth frame's IANA zone reaches the session; an
unknown one is an error frame on a socket that stays usable, and times stay in Cambodia time."""

from __future__ import annotations

import uuid

import pytest

from api import session_client
from tests.bridge_harness import Tab, auth, bridge_settings, running_bridge
from tests.support import running_worker

pytestmark = pytest.mark.devserver


async def test_auth_frame_time_zone_reaches_the_session(dev_env, sandbox_url):
    client = dev_env.client
    settings = bridge_settings(sandbox_url)
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        sid = str(uuid.uuid4())
        async with Tab.open(bridge.ws_base, sid, {**auth(), "time_zone": "Asia/Singapore"}) as tab:
            await tab.recv()  # welcome
            await tab.turn("Hello!")
        assert (await session_client.session_state(client, sid)).time_zone == "Asia/Singapore"

        other = str(uuid.uuid4())
        async with Tab.open(bridge.ws_base, other, {**auth(), "time_zone": "Mars/Olympus_Mons"}) as tab:
            frames = [await tab.recv(), await tab.recv()]
            error = next(f for f in frames if f["type"] == "error")
            assert error["code"] == "invalid_frame" and "Cambodia time" in error["message"]
            await tab.turn("Hello!")  # still usable
        assert (await session_client.session_state(client, other)).time_zone is None
