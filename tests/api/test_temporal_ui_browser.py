"""The Temporal Web UI in headless Chromium: an operator filters ``DerlgStage="PAYMENT"``.

One extra dev server (with its UI, wired to the codec server via ``--ui-codec-endpoint``, as the
dev setup does), a worker with the encryption codec, two seeded sessions: one in PAYMENT and one
back in BOOKING. The UI's filtered list shows the first and not the second; its page shows the
input decoded by the codec server. Screenshot: artifacts/temporal-ui-payment.png.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any, AsyncIterator

import pytest
import pytest_asyncio
from temporalio.common import SearchAttributeKey
from temporalio.testing import WorkflowEnvironment

from activities.codec import generate_key_setting
from activities.temporal_client import data_converter
from agent.signals import SEARCH_ATTRIBUTES, workflow_id_for
from agent.state import AgentState
from api.codec_server import create_codec_app
from scripts.relay_page import CHROMIUM_ARGS
from tests.conftest import free_port
from tests.support import (
    make_settings,
    new_session_id,
    payment_state,
    running_worker,
    serve_asgi,
    start_seeded,
    wait_for,
)

pytestmark = [pytest.mark.browser, pytest.mark.devserver]

QUERY = 'DerlgStage="PAYMENT"'


def serve(app: Any, port: int):
    return serve_asgi(app, port=port)


@pytest_asyncio.fixture(scope="module")
async def ui_stack(temporal_cli_path: str, chromium_path: str) -> AsyncIterator[dict[str, Any]]:
    """Codec server + a dev server whose Web UI uses it (the only extra Temporal server here)."""
    ui_port, codec_port = free_port(), free_port()
    settings = make_settings(
        "http://127.0.0.1:9", DERLG_CODEC_KEY=generate_key_setting("ui1"), TEMPORAL_TASK_QUEUE="derlg-agent"
    )
    origins = f"http://127.0.0.1:{ui_port},http://localhost:{ui_port}"
    async with serve(create_codec_app(settings, ui_origins=origins), codec_port) as codec_url:
        env = await WorkflowEnvironment.start_local(
            dev_server_existing_path=temporal_cli_path,
            namespace="default",
            ui=True,
            ui_port=ui_port,
            data_converter=data_converter(settings),
            search_attributes=[SearchAttributeKey.for_keyword(n) for n in SEARCH_ATTRIBUTES],
            dev_server_extra_args=["--ui-codec-endpoint", f"{codec_url}/codec", "--ui-disable-news-fetch"],
        )
        try:
            yield {"env": env, "settings": settings, "ui": f"http://127.0.0.1:{ui_port}"}
        finally:
            await env.shutdown()


@pytest_asyncio.fixture(scope="module")
async def browser(chromium_path: str) -> AsyncIterator[Any]:
    try:
        from playwright.async_api import async_playwright
    except ImportError:
        pytest.skip("browser tests skipped: playwright not installed (pip install playwright)")
    async with async_playwright() as pw:
        chromium = await pw.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            await chromium.close()


async def test_ui_filters_sessions_in_payment(ui_stack, browser, artifacts_dir: Path):
    env: WorkflowEnvironment = ui_stack["env"]
    client = env.client
    now = datetime.now(UTC)
    paying, other = new_session_id(), new_session_id()
    async with running_worker(client, ui_stack["settings"]):
        await start_seeded(client, payment_state(paying, now, booking_ref="DLG-UIPAY1"))
        booking = payment_state(
            other,
            now,
            booking_ref=None,
            booking_id=None,
            payment_intent_id=None,
            payment_status=None,
            reserved_until=None,
        )
        booking.state = AgentState.BOOKING
        await start_seeded(client, booking)

        async def indexed():
            ids = {w.id async for w in client.list_workflows(QUERY)}
            every = {w.id async for w in client.list_workflows('DerlgStage="BOOKING"')}
            return workflow_id_for(paying) in ids and workflow_id_for(other) in every

        await wait_for(indexed, timeout=30, interval=0.5)

        page = await browser.new_page(viewport={"width": 1440, "height": 900})
        try:
            await page.goto(f"{ui_stack['ui']}/namespaces/default/workflows", wait_until="domcontentloaded")
            rows = page.get_by_test_id("workflows-summary-configurable-table-row")
            await rows.first.wait_for(timeout=30_000)
            # unfiltered, both sessions are listed
            await page.get_by_text(workflow_id_for(other), exact=True).first.wait_for(timeout=30_000)

            await page.get_by_test_id("toggle-manual-query").click()
            box = page.get_by_test_id("workflow-manual-search-input")
            await box.wait_for(timeout=10_000)
            await box.fill(QUERY)
            await box.press("Enter")

            paying_link = page.get_by_text(workflow_id_for(paying), exact=True)
            await paying_link.first.wait_for(timeout=30_000)
            await page.wait_for_function(
                "(id) => !document.body.innerText.includes(id)", arg=workflow_id_for(other), timeout=30_000
            )
            assert "DerlgStage" in page.url and "PAYMENT" in page.url
            assert await rows.count() >= 1
            shot = artifacts_dir / "temporal-ui-payment.png"
            await page.screenshot(path=str(shot), full_page=True)
            assert shot.stat().st_size > 0

            # The session page: input decoded by the codec server (the history itself is encrypted).
            await paying_link.first.click()
            await page.get_by_text('"departure_city"').first.wait_for(timeout=30_000)
            await page.get_by_text('"Phnom Penh"').first.wait_for(timeout=10_000)
            await page.screenshot(path=str(artifacts_dir / "temporal-ui-session.png"), full_page=False)
        finally:
            await page.close()
