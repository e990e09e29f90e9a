"""Fixtures of the bridge and chat page tests: one headless chromium per run, the fake bridge site."""

from __future__ import annotations

from typing import Any, AsyncIterator

import pytest_asyncio

from scripts.relay_page import CHROMIUM_ARGS
from tests.api.chat_page_support import FakeBridge, serve


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def browser(chromium_path: str) -> AsyncIterator[Any]:
    from playwright.async_api import async_playwright

    async with async_playwright() as pw:
        chromium = await pw.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            await chromium.close()


@pytest_asyncio.fixture(loop_scope="session")
async def fake_site() -> AsyncIterator[tuple[str, FakeBridge]]:
    fake = FakeBridge()
    async with serve(fake.app()) as base:
        fake.base = base
        yield base, fake
