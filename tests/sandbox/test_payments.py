"""Sandbox payments: the payment_event signal to the session workflow (fake and real Temporal
client) and the QR code."""

from __future__ import annotations

import asyncio
import base64
import os
import shutil
import struct
import uuid
import zlib
from typing import Any

import httpx
import pytest
from temporalio import workflow

from agent.settings import Settings
from agent.signals import PaymentEvent
from agent.tools.catalog import endpoint_path
from sandbox import create_app
from sandbox.clock import ManualClock
from tests.conftest import VENV_BIN
from tests.sandbox.support import END, KEY, SESSION, START, TRAVEL, Sandbox

# --- payments and the Temporal signal ------------------------------------------------------


def test_succeed_signals_payment_event_to_the_session_workflow(sb: Sandbox) -> None:
    booking = sb.book("trip_010", people=2)
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.temporal.connects == 0  # lazy
    resp = sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed")
    assert resp.status_code == 200, resp.text
    assert resp.json()["data"]["signalled"] is True
    assert len(sb.temporal.calls) == 1
    workflow_id, name, arg = sb.temporal.calls[0]
    assert workflow_id == f"session-{SESSION}" and name == "payment_event"
    event = PaymentEvent.model_validate(arg)
    assert event.status == "SUCCEEDED" and event.payment_intent_id == qr["payment_intent_id"]
    assert event.booking_id == booking["booking_id"] and event.amount_usd == pytest.approx(booking["total_usd"])
    assert arg == event.model_dump()
    status = sb.data("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]})
    assert status["status"] == "SUCCEEDED" and status["booking_id"] == booking["booking_id"]
    # a repeat re-sends the same event id (the workflow ignores duplicates)
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    assert sb.temporal.calls[1][2]["event_id"] == event.event_id
    assert sb.temporal.connects == 1


def test_fail_signals_failed_and_a_new_intent_can_follow(sb: Sandbox) -> None:
    booking = sb.book("trip_004")
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    resp = sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/fail", key=None, body={"service_key": KEY})
    assert resp.status_code == 200, resp.text
    assert PaymentEvent.model_validate(sb.temporal.calls[-1][2]).status == "FAILED"
    assert sb.data("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]})["status"] == "FAILED"
    retry = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert retry["payment_intent_id"] != qr["payment_intent_id"]
    assert sb.data("checkPaymentStatus", {"payment_intent_id": retry["payment_intent_id"]})["status"] == "PENDING"


def test_sandbox_endpoints_need_a_key_and_signal_failure_is_502() -> None:
    sb = Sandbox(fail_signal=True)
    booking = sb.book()
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    path = f"/sandbox/payments/{qr['payment_intent_id']}/succeed"
    assert sb.sandbox_post(path, key=None).status_code == 401
    assert sb.sandbox_post(path, key=None, body={"service_key": "wrong"}).status_code == 401
    assert sb.sandbox_post("/sandbox/payments/pi_unknown/succeed").status_code == 404
    resp = sb.sandbox_post(path)
    assert resp.status_code == 502 and resp.json()["error"]["code"] == "SIGNAL_FAILED"
    assert sb.data("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]})["status"] == "SUCCEEDED"
    open_sb = Sandbox(dev_open=True)
    b2 = open_sb.book()
    qr2 = open_sb.data("generatePaymentQR", {"booking_id": b2["booking_id"]})
    assert open_sb.sandbox_post(f"/sandbox/payments/{qr2['payment_intent_id']}/succeed", key=None).status_code == 200


def _png_pixels(data: bytes) -> tuple[int, list[list[int]]]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        chunk = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", chunk[:10])
            assert (width, depth, color) == (height, 1, 0)
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    raw, stride = zlib.decompress(idat), 1 + (width + 7) // 8
    rows = [[(raw[r * stride + 1 + x // 8] >> (7 - x % 8)) & 1 for x in range(width)] for r in range(width)]
    return width, rows


def test_payment_qr_is_a_real_qr_png(sb: Sandbox) -> None:
    booking = sb.book()
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert qr["currency"] == "USD" and qr["amount"] == pytest.approx(booking["total_usd"])
    prefix = "data:image/png;base64,"
    assert qr["qr_code_url"].startswith(prefix)
    width, rows = _png_pixels(base64.b64decode(qr["qr_code_url"][len(prefix) :]))
    # A QR code is N x N modules with N = 21 + 4k, plus a 4-module quiet zone on each side.
    size = next(n for n in range(29, 186, 4) if width % n == 0)
    scale = width // size
    module = lambda r, c: rows[r * scale + scale // 2][c * scale + scale // 2]  # noqa: E731  (1 = white)
    q = 4
    for r0, c0 in ((q, q), (q, size - q - 7), (size - q - 7, q)):  # the three finder patterns
        ring = [module(r0 + i, c0 + j) for i in range(7) for j in range(7) if i in (0, 6) or j in (0, 6)]
        assert ring == [0] * 24
        assert [module(r0 + 3, c0 + j) for j in range(2, 5)] == [0, 0, 0]
        assert module(r0 + 1, c0 + 1) == 1
    assert all(module(0, c) == 1 for c in range(size))  # quiet zone
    assert qr["expires_at"] == booking["reserved_until"]


# --- the real Temporal client path (dev server) ---------------------------------------------

TEMPORAL_CLI = str(VENV_BIN / "temporal")


@workflow.defn(name="SandboxSignalProbe")
class SignalProbe:
    """Stands in for SessionWorkflow: records the payment_event it receives."""

    def __init__(self) -> None:
        self.events: list[PaymentEvent] = []

    @workflow.signal(name="payment_event")
    def payment_event(self, event: PaymentEvent) -> None:
        self.events.append(event)

    @workflow.run
    async def run(self) -> list[PaymentEvent]:
        await workflow.wait_condition(lambda: bool(self.events))
        return self.events


@pytest.mark.devserver
@pytest.mark.skipif(not (os.path.exists(TEMPORAL_CLI) or shutil.which("temporal")), reason="no temporal CLI")
async def test_real_temporal_client_delivers_payment_event() -> None:
    from temporalio.contrib.pydantic import pydantic_data_converter
    from temporalio.testing import WorkflowEnvironment
    from temporalio.worker import UnsandboxedWorkflowRunner, Worker

    cli = TEMPORAL_CLI if os.path.exists(TEMPORAL_CLI) else shutil.which("temporal")
    async with await WorkflowEnvironment.start_local(
        data_converter=pydantic_data_converter, dev_server_existing_path=cli
    ) as env:
        target = env.client.service_client.config.target_host
        settings = Settings(AI_SERVICE_KEY=KEY, TEMPORAL_ADDRESS=target)  # type: ignore[call-arg]
        app = create_app(settings, clock=ManualClock(START))  # default (real) client factory
        session = str(uuid.uuid4())
        headers = {"X-Service-Key": KEY, "X-Session-Id": session}
        async with Worker(
            env.client, task_queue="sandbox-probe", workflows=[SignalProbe], workflow_runner=UnsandboxedWorkflowRunner()
        ):
            handle = await env.client.start_workflow(
                SignalProbe.run, id=f"session-{session}", task_queue="sandbox-probe"
            )
            async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://sandbox") as http:
                booking = (
                    await http.post(
                        endpoint_path("createBooking"),
                        headers=headers,
                        json={
                            "trip_id": "trip_014",
                            "travel_date": TRAVEL,
                            "end_date": END,
                            "people_count": 2,
                            "pickup_location": "Phnom Penh",
                            "customer_name": "Dara Kim",
                            "customer_phone": "+85512345678",
                        },
                    )
                ).json()["data"]
                qr = (
                    await http.post(
                        endpoint_path("generatePaymentQR"), headers=headers, json={"booking_id": booking["booking_id"]}
                    )
                ).json()["data"]
                resp = await http.post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed", headers=headers)
                assert resp.status_code == 200, resp.text
                events = await asyncio.wait_for(handle.result(), timeout=30)
            assert len(events) == 1 and events[0].status == "SUCCEEDED"
            assert events[0].payment_intent_id == qr["payment_intent_id"]
            assert events[0].booking_id == booking["booking_id"]
            # a session with no running workflow: 502, and the intent stays paid
            code, body, status = await http_post_flow(app, str(uuid.uuid4()))
            assert code == 502 and body["error"]["code"] == "SIGNAL_FAILED" and status == "SUCCEEDED"


async def http_post_flow(app: Any, session: str) -> tuple[int, dict[str, Any], str]:
    headers = {"X-Service-Key": KEY, "X-Session-Id": session}
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://sandbox") as http:
        booking = (
            await http.post(
                endpoint_path("createBooking"),
                headers=headers,
                json={
                    "trip_id": "trip_001",
                    "travel_date": TRAVEL,
                    "end_date": END,
                    "people_count": 1,
                    "pickup_location": "Airport",
                    "customer_name": "Dara Kim",
                    "customer_phone": "+85512345678",
                },
            )
        ).json()["data"]
        qr = (
            await http.post(
                endpoint_path("generatePaymentQR"), headers=headers, json={"booking_id": booking["booking_id"]}
            )
        ).json()["data"]
        resp = await http.post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed", headers=headers)
        status = (
            await http.post(
                endpoint_path("checkPaymentStatus"),
                headers=headers,
                json={"payment_intent_id": qr["payment_intent_id"]},
            )
        ).json()["data"]["status"]
        return resp.status_code, resp.json(), status
