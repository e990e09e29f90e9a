"""Fixtures of the activity tests: the recorded sandbox and the tool activities (one per module)."""

from __future__ import annotations

from typing import AsyncIterator

import pytest_asyncio

from activities.backend import BackendClient
from activities.tools import ToolActivities
from tests.activities.tools_support import Recorder, Sandbox, make_settings, serve


@pytest_asyncio.fixture(scope="module")
async def sandbox() -> AsyncIterator[Sandbox]:
    from sandbox.app import create_app

    settings = make_settings()
    app = create_app(settings)
    recorder = Recorder(app)
    async with serve(recorder) as url:
        yield Sandbox(app, recorder, url, settings)


@pytest_asyncio.fixture(scope="module")
async def tools(sandbox: Sandbox) -> AsyncIterator[ToolActivities]:
    holder = ToolActivities(BackendClient(make_settings(sandbox.url)))
    yield holder
    await holder.aclose()
