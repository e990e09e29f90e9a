"""Record SessionWorkflow histories for the replay tests.

    .venv/bin/python -m tests.record_history
    .venv/bin/python -m tests.record_history late_request [file name]   # issue 22's journey only
    .venv/bin/python -m tests.record_history late_request_with_plan     # the same, plan asked beside it

Starts a dev server and the sandbox backend, runs a scripted booking to POST_BOOKING (plus a hold
expiry session), and writes their histories to tests/histories/. Re-record only on purpose: the
point of the saved files is to catch changes that would break sessions already running.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

import httpx
from temporalio.common import SearchAttributeKey
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.testing import WorkflowEnvironment

from agent.signals import SEARCH_ATTRIBUTES, SessionConfig
from api import session_client
from tests.support import (
    drive_to_payment,
    make_settings,
    new_session_id,
    payment_state,
    running_worker,
    start_seeded,
    wait_for,
)

OUT = Path(__file__).parent / "histories"


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def _dev_env() -> WorkflowEnvironment:
    return await WorkflowEnvironment.start_local(
        dev_server_existing_path=str(Path(sys.prefix) / "bin" / "temporal"),
        data_converter=pydantic_data_converter,
        search_attributes=[SearchAttributeKey.for_keyword(n) for n in SEARCH_ATTRIBUTES],
    )


async def record_late_request(name: str, with_itinerary: bool = False) -> None:
    """Issue 22's journey (tests/workflows/late_request_support.py) alone, to ``histories/<name>``;
    ``with_itinerary``: the model asks for the booking's plan beside the request."""
    from tests.workflows.late_request_support import late_request_after_payment

    env = await _dev_env()
    try:
        async with late_request_after_payment(env, with_itinerary=with_itinerary) as (trip, _):
            await trip.handle.cancel()  # a paid trip's session outlives an end request (its timers)
            with contextlib.suppress(Exception):
                await trip.handle.result()
            history = await trip.handle.fetch_history()
        (OUT / name).write_text(json.dumps(history.to_json_dict(), indent=1))
        print("recorded:", name)
    finally:
        await env.shutdown()


async def main() -> None:
    env = await _dev_env()
    port = _free_port()
    sandbox = subprocess.Popen(
        [sys.executable, "-m", "sandbox"],
        env={
            **os.environ,
            "SANDBOX_PORT": str(port),
            "SANDBOX_HOST": "127.0.0.1",
            "TEMPORAL_ADDRESS": env.client.service_client.config.target_host,
        },
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                if httpx.get(url + "/health").status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
        client = env.client
        async with running_worker(client, make_settings(url)):
            sid = new_session_id()
            await drive_to_payment(client, sid)
            st = await session_client.session_state(client, sid)
            async with httpx.AsyncClient(base_url=url) as http:
                await http.post(
                    f"/sandbox/payments/{st.payment_intent_id}/succeed", headers={"X-Service-Key": "dev-service-key"}
                )

            async def confirmed():
                s = await session_client.session_state(client, sid)
                return s.state.value == "POST_BOOKING" and s.last_seq > st.last_seq + 1

            await wait_for(confirmed, timeout=30)
            await session_client.end_session(client, sid, "recorded")
            await session_client.handle(client, sid).result()
            history = await session_client.handle(client, sid).fetch_history()
            OUT.mkdir(exist_ok=True)
            (OUT / "booking_journey.json").write_text(json.dumps(history.to_json_dict(), indent=1))

            now = await env.get_current_time()
            sid2 = new_session_id()
            h2 = await start_seeded(client, payment_state(sid2, now, hold=timedelta(seconds=3)), config=SessionConfig())

            async def expired():
                s = await session_client.session_state(client, sid2)
                return s.state.value == "BOOKING"

            await wait_for(expired, timeout=30)
            await session_client.end_session(client, sid2, "recorded")
            await h2.result()
            (OUT / "hold_expiry.json").write_text(json.dumps((await h2.fetch_history()).to_json_dict(), indent=1))
        print("recorded:", sorted(p.name for p in OUT.glob("*.json")))
    finally:
        sandbox.terminate()
        sandbox.wait(timeout=10)
        await env.shutdown()


if __name__ == "__main__":
    if sys.argv[1:2] == ["late_request_with_plan"]:  # the request reaches the booking before the plan is read
        asyncio.run(record_late_request("late_request_with_plan.json", with_itinerary=True))
    elif sys.argv[1:2] == ["late_request"]:  # python -m tests.record_history late_request [file name]
        asyncio.run(record_late_request(sys.argv[2] if len(sys.argv) > 2 else "late_request.json"))
    else:
        asyncio.run(main())
