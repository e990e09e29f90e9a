"""Operators on the real dev server: encrypted history, the codec endpoint, listing, the CLI.

A second client on dev_env's server uses the encryption codec (DERLG_CODEC_KEY); the worker
runs on that client. dev_env's own client (plain pydantic converter) plays two outsiders: a
Temporal client without the key, reading raw history, and the NestJS backend sending a plain
JSON payment signal.
"""

from __future__ import annotations

import base64
import io
import json
import uuid
from datetime import UTC, datetime, timedelta

import httpx
import pytest
import pytest_asyncio
from temporalio.api.common.v1 import Payload
from temporalio.client import Client

from activities.codec import ENCODING, generate_key_setting
from activities.temporal_client import data_converter
from agent.signals import workflow_id_for
from agent.state import AgentState
from api import operator, session_client
from api.codec_server import create_codec_app
from tests.support import make_settings, new_session_id, payment_state, running_worker, start_seeded, wait_for

pytestmark = pytest.mark.devserver

QUEUE = "derlg-agent-encrypted"  # apart from other tests' plain workers on the same server
TOKEN = "operator-token-for-tests"
EMAIL = "sokha.chan@example.com"
PII = ("Sokha Chan", "+85512345678", EMAIL)


@pytest.fixture(scope="module")
def enc_settings(sandbox_url: str):
    key = f"{generate_key_setting('k2')},{generate_key_setting('k1')}"
    return make_settings(sandbox_url, DERLG_CODEC_KEY=key, OPERATOR_TOKEN=TOKEN, TEMPORAL_TASK_QUEUE=QUEUE)


@pytest_asyncio.fixture(scope="module")
async def enc_client(dev_env, enc_settings) -> Client:
    return await Client.connect(
        dev_env.client.service_client.config.target_host,
        namespace="default",
        data_converter=data_converter(enc_settings),
    )


def history_payloads(history) -> list[Payload]:
    """Every Payload message anywhere in a history (walks the protos)."""
    found: list[Payload] = []

    def walk(msg) -> None:
        if isinstance(msg, Payload):
            found.append(msg)
            return
        for field, value in msg.ListFields():
            if field.message_type is None:
                continue
            if field.message_type.GetOptions().map_entry:
                values = value.values()
            elif hasattr(value, "ListFields"):
                values = [value]
            else:
                values = list(value)  # repeated message field
            for v in values:
                if hasattr(v, "ListFields"):
                    walk(v)

    for event in history.events:
        walk(event)
    return found


def raw_bytes(history) -> bytes:
    return b"".join(e.SerializeToString() for e in history.events)


def wire(p: Payload) -> dict:
    return {
        "metadata": {k: base64.b64encode(v).decode() for k, v in p.metadata.items()},
        "data": base64.b64encode(p.data).decode(),
    }


async def cli(client: Client, *argv: str) -> dict:
    out = io.StringIO()
    assert await operator.run(["--json", *argv], client, out) == 0
    return json.loads(out.getvalue())


async def stage_is(client: Client, sid: str, stage: AgentState):
    st = await session_client.session_state(client, sid)
    return st if st.state == stage else None


async def test_plain_client_history_shows_pii_control(dev_env):
    """Control: without the codec, the same seeded state is readable in raw history bytes."""
    sid = new_session_id()
    handle = await start_seeded(
        dev_env.client, payment_state(sid, datetime.now(UTC), customer_email=EMAIL), task_queue="derlg-nobody-polls"
    )
    try:
        raw = raw_bytes(await handle.fetch_history())
        assert all(v.encode() in raw for v in PII)
    finally:
        await handle.terminate("control done")


async def test_history_is_encrypted_codec_endpoint_decodes_plain_signal_accepted(dev_env, enc_client, enc_settings):
    sid = new_session_id()
    intent = f"pi_enc_{uuid.uuid4().hex[:12]}"  # unique on the shared dev server
    state = payment_state(sid, datetime.now(UTC), customer_email=EMAIL, payment_intent_id=intent)
    async with running_worker(enc_client, enc_settings, task_queue=QUEUE):
        await start_seeded(enc_client, state, task_queue=QUEUE)
        await wait_for(lambda: stage_is(enc_client, sid, AgentState.PAYMENT), timeout=20)

        # The outsider without the key sees ciphertext only.
        plain_handle = dev_env.client.get_workflow_handle(workflow_id_for(sid))
        history = await plain_handle.fetch_history()
        raw = raw_bytes(history)
        as_json = history.to_json()
        for value in PII:
            assert value.encode() not in raw
            assert base64.b64encode(value.encode()).decode() not in as_json
        sealed = [p for p in history_payloads(history) if p.metadata.get("encoding") == ENCODING]
        assert sealed and all(p.metadata["encryption-key-id"] == b"k2" for p in sealed)

        # The operator's codec endpoint (with the token) turns them back into the traveller data.
        app = create_codec_app(enc_settings, ui_origins="http://localhost:8233")
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://codec") as http:
            body = {"payloads": [wire(p) for p in sealed]}
            refused = await http.post("/codec/decode", json=body)
            assert refused.status_code == 401
            resp = await http.post(
                "/codec/decode", json=body, headers={"Authorization": f"Bearer {TOKEN}", "X-Namespace": "default"}
            )
            assert resp.status_code == 200, resp.text
        decoded = b"".join(base64.b64decode(p["data"]) for p in resp.json()["payloads"])
        assert all(v.encode() in decoded for v in PII)

        # The NestJS backend signals with a plain JSON payload: accepted, the booking is confirmed.
        await plain_handle.signal(
            "payment_event", {"event_id": f"evt-{uuid.uuid4()}", "payment_intent_id": intent, "status": "SUCCEEDED"}
        )
        final = await wait_for(lambda: stage_is(enc_client, sid, AgentState.POST_BOOKING), timeout=30)
        assert final.payment_status == "CONFIRMED"
        after = await plain_handle.fetch_history()
        signal_inputs = [
            e.workflow_execution_signaled_event_attributes.input.payloads[0]
            for e in after.events
            if e.HasField("workflow_execution_signaled_event_attributes")
        ]
        assert signal_inputs and signal_inputs[0].metadata["encoding"] == b"json/plain"

        # show hides the PII unless asked
        shown = await cli(enc_client, "show", sid)
        assert shown["state"]["stage"] == "POST_BOOKING" and "customer_name" in shown["state"]["pii_present"]
        assert not any(v in json.dumps(shown) for v in PII)
        with_pii = await cli(enc_client, "show", sid, "--pii")
        assert with_pii["state"]["customer_email"] == EMAIL
        await cli(enc_client, "end", sid, "--reason", "test done")


async def test_list_by_stage_and_attention_after_late_payment(enc_client, enc_settings):
    now = datetime.now(UTC)
    waiting, late = new_session_id(), new_session_id()
    async with running_worker(enc_client, enc_settings, task_queue=QUEUE):
        await start_seeded(
            enc_client,
            payment_state(waiting, now, booking_ref="DLG-WAIT01", payment_intent_id=f"pi_wait_{uuid.uuid4().hex[:12]}"),
            task_queue=QUEUE,
        )
        await start_seeded(
            enc_client,
            payment_state(late, now, hold=timedelta(seconds=1), booking_ref="DLG-LATE01", payment_intent_id="pi_late1"),
            task_queue=QUEUE,
        )
        await wait_for(lambda: stage_is(enc_client, late, AgentState.BOOKING), timeout=20)  # hold expired

        sent = await cli(enc_client, "resend-payment", late, "--intent", "pi_late1", "--status", "SUCCEEDED")
        assert sent["event"]["payment_intent_id"] == "pi_late1"

        async def unmatched():
            st = await session_client.session_state(enc_client, late)
            return st.unmatched_payments

        recorded = await wait_for(unmatched, timeout=20)
        assert recorded[0].payment_intent_id == "pi_late1"

        async def listed(*argv: str, want: str):
            rows = (await cli(enc_client, "list", *argv))["sessions"]
            return rows if any(r["session_id"] == want for r in rows) else None

        in_payment = await wait_for(lambda: listed("--stage", "PAYMENT", want=waiting), timeout=20, interval=0.5)
        row = next(r for r in in_payment if r["session_id"] == waiting)
        assert row["booking_ref"] == "DLG-WAIT01" and row["trip_name"].startswith("Kep Crab")
        assert late not in {r["session_id"] for r in in_payment}

        flagged = await wait_for(
            lambda: listed("--attention", "unmatched_payment", want=late), timeout=20, interval=0.5
        )
        assert waiting not in {r["session_id"] for r in flagged}
        assert next(r for r in flagged if r["session_id"] == late)["attention"] == "unmatched_payment"
        assert await wait_for(lambda: listed("--attention", want=late), timeout=10, interval=0.5)
        by_ref = await wait_for(
            lambda: listed("--query", 'DerlgBookingRef="DLG-WAIT01"', want=waiting), timeout=10, interval=0.5
        )
        assert [r["session_id"] for r in by_ref] == [waiting]

        shown = await cli(enc_client, "show", late)
        assert shown["attention"] == "unmatched_payment"
        assert shown["state"]["unmatched_payments"][0]["reason"] in ("no_booking", "after_expiry")
        assert any(e["type"] == "hold_expired" for e in shown["events"])

        table = io.StringIO()
        assert await operator.run(["list", "--stage", "PAYMENT"], enc_client, table) == 0
        assert waiting in table.getvalue() and "STAGE" in table.getvalue()

        for sid in (waiting, late):
            await cli(enc_client, "end", sid, "--reason", "test done")
        await wait_for(lambda: _closed(enc_client, late), timeout=20)  # its late payment is told: done
        # still waiting for payment: ended for the traveller, open for the money (issue 19)
        assert (await session_client.session_status(enc_client, waiting)).ended
        await session_client.handle(enc_client, waiting).terminate("test done")


async def _closed(client: Client, sid: str) -> bool:
    desc = await session_client.handle(client, sid).describe()
    return desc.status is not None and desc.status.name != "RUNNING"
