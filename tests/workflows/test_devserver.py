"""SessionWorkflow end to end on the real dev server (`temporal server start-dev`).

Real worker, offline scripted model, real tool activities over HTTP to the sandbox backend.
"""

from __future__ import annotations

import json
import uuid

import httpx
import pytest
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.worker import Replayer

import worker
from activities.compression import DEFAULT_MIN_BYTES, ENCODING as COMPRESSED
from activities.temporal_client import data_converter
from agent.signals import UserMessage, workflow_id_for
from agent.state import AgentState
from api import session_client
from tests.support import drive_to_payment, make_settings, new_session_id, running_worker, say, wait_for
from workflows import patches
from workflows.session import SessionWorkflow

pytestmark = pytest.mark.devserver


async def test_whole_booking_reaches_post_booking(dev_env, sandbox_url):
    client = dev_env.client
    async with running_worker(client, make_settings(sandbox_url)):
        sid = new_session_id()
        events = await drive_to_payment(client, sid)
        types = [e["type"] for e in events]
        assert "trip_cards" in types and "qr_payment" in types
        seqs = [e["seq"] for e in (await session_client.events_since(client, sid, 0)).events]
        assert seqs == list(range(1, len(seqs) + 1))

        state = await session_client.session_state(client, sid)
        assert state.booking_ref and state.payment_intent_id

        async def listed():
            found = [w async for w in client.list_workflows(f'DerlgStage="PAYMENT" AND WorkflowId="session-{sid}"')]
            return found

        assert await wait_for(listed, timeout=20, interval=0.5)

        async with httpx.AsyncClient(base_url=sandbox_url) as http:
            r = await http.post(
                f"/sandbox/payments/{state.payment_intent_id}/succeed", headers={"X-Service-Key": "dev-service-key"}
            )
            assert r.status_code == 200, r.text

        async def confirmed():
            st = await session_client.session_state(client, sid)
            return st if st.state == AgentState.POST_BOOKING else None

        final = await wait_for(confirmed, timeout=30)
        assert final.payment_status == "CONFIRMED"

        async def answered():  # the stage changes on the signal; the confirmation turn's events follow
            page = await session_client.events_since(client, sid, 0)
            return page if any(e.get("final") and e["seq"] > state.last_seq for e in page.events[-1:]) else None

        page = await wait_for(answered, timeout=30)
        cards = [e for e in page.events if e["type"] in ("booking_held", "booking_update", "booking_confirmed")]
        assert cards[0]["type"] == "booking_held" and cards[0]["status"] == "RESERVED"  # held, not confirmed
        assert cards[-1]["state"] == "paid" and cards[-1]["status"] == "CONFIRMED"  # the card follows the payment
        assert not any(e["type"] == "booking_confirmed" and e.get("status") != "CONFIRMED" for e in page.events)
        assert final.usage.llm_calls > 0


async def test_duplicate_message_id_is_answered_once(dev_env, sandbox_url):
    client = dev_env.client
    async with running_worker(client, make_settings(sandbox_url)):
        sid = new_session_id()
        msg = UserMessage(message_id=str(uuid.uuid4()), text="Hello there", user_id="user-1")
        await session_client.send_user_message(client, sid, msg)
        await session_client.send_user_message(client, sid, msg)
        await say(client, sid, "I want a beach trip")
        page = await session_client.events_since(client, sid, 0)
        assert len([e for e in page.events if e.get("reply_to") == msg.message_id and e.get("final")]) == 1


async def test_continue_as_new_keeps_state_and_seq(dev_env_small_history, sandbox_url):
    client = dev_env_small_history.client
    async with running_worker(client, make_settings(sandbox_url)):
        sid = new_session_id()
        await say(client, sid, "I'm stressed, beach trip please, 3 days, 2 people, $100-$200, from Phnom Penh")
        first_run = (await session_client.handle(client, sid).describe()).run_id
        for i in range(6):
            await say(client, sid, f"Tell me about option {1 + i % 3}")
        desc = await session_client.handle(client, sid).describe()
        assert desc.run_id != first_run, "expected continue-as-new with the low history threshold"
        state = await session_client.session_state(client, sid)
        assert state.mood is not None and state.suggested_trip_ids
        seqs = [e["seq"] for e in (await session_client.events_since(client, sid, 0)).events]
        assert seqs == sorted(set(seqs)) and seqs[-1] == state.last_seq
        await say(client, sid, "Thanks!")
        after = await session_client.events_since(client, sid, state.last_seq)
        assert after.events and after.events[0]["seq"] == state.last_seq + 1


async def test_history_cost_per_turn(dev_env, sandbox_url):
    """Measures (and prints) history events and bytes per turn; asserts only that turns are recorded."""
    client = dev_env.client
    async with running_worker(client, make_settings(sandbox_url)):
        sid = new_session_id()
        await say(client, sid, "Hello")
        h1 = await session_client.handle(client, sid).fetch_history()
        await say(client, sid, "I'm stressed, beach trip please, 3 days, 2 people, $100-$200, from Phnom Penh")
        h2 = await session_client.handle(client, sid).fetch_history()
        events = len(h2.events) - len(h1.events)
        size = len(json.dumps(h2.to_json_dict())) - len(json.dumps(h1.to_json_dict()))
        print(f"\nhistory per suggestion turn: {events} events, {size} bytes")
        assert events > 0 and size > 0


async def test_activity_payloads_compressed_contract_payloads_plain(dev_env, sandbox_url):
    """Large activity payloads are written zlib-compressed; signals, the workflow input and
    query answers stay plain JSON, so a client without the codec (the NestJS side) reads them."""
    client = dev_env.client
    async with running_worker(client, make_settings(sandbox_url)):
        sid = new_session_id()
        await say(client, sid, "Hello")
        await say(client, sid, "I'm stressed, beach trip please, 3 days, 2 people, $100-$200, from Phnom Penh")
        history = await session_client.handle(client, sid).fetch_history()
        outsider = await Client.connect(
            client.service_client.config.target_host, namespace="default", data_converter=pydantic_data_converter
        )
        page = await outsider.get_workflow_handle(workflow_id_for(sid)).query("events_since", {"after_seq": 0})
    assert page["last_seq"] >= 2 and page["events"][0]["seq"] == 1
    scheduled = [
        p
        for e in history.events
        if e.HasField("activity_task_scheduled_event_attributes")
        for p in e.activity_task_scheduled_event_attributes.input.payloads
    ]
    assert any(p.metadata["encoding"] == COMPRESSED for p in scheduled)
    assert all(p.metadata["encoding"] == COMPRESSED for p in scheduled if len(p.data) >= DEFAULT_MIN_BYTES)
    contract = [
        p
        for e in history.events
        for attrs in ("workflow_execution_signaled_event_attributes", "workflow_execution_started_event_attributes")
        if e.HasField(attrs)
        for p in getattr(e, attrs).input.payloads
    ]
    assert contract and all(p.metadata["encoding"] == b"json/plain" for p in contract)


def _patch_figures(history) -> tuple[list[str], int]:
    """(patch ids of the run's patch markers, TemporalChangeVersion upserts)."""
    ids, versions = [], 0
    for e in history.events:
        if e.HasField("marker_recorded_event_attributes"):
            details = e.marker_recorded_event_attributes.details
            if "patch-data" in details:
                ids.append(json.loads(details["patch-data"].payloads[0].data)["id"])
        if e.HasField("upsert_workflow_search_attributes_event_attributes"):
            fields = e.upsert_workflow_search_attributes_event_attributes.search_attributes.indexed_fields
            versions += "TemporalChangeVersion" in fields
    return ids, versions


async def test_a_new_run_records_one_patch_marker_and_replays(dev_env, sandbox_url):
    """A run that starts on current code takes every covered patch with the one CURRENT marker
    (workflows/patches.py) instead of a marker and a TemporalChangeVersion upsert per patch; a patch
    added since (not in COVERED) records its own marker once, when the run first takes it."""
    client = dev_env.client
    async with running_worker(client, make_settings(sandbox_url)):
        sid = new_session_id()
        await drive_to_payment(client, sid)
        history = await session_client.handle(client, sid).fetch_history()
    ids, versions = _patch_figures(history)
    assert ids[0] == patches.CURRENT and not set(ids[1:]) & patches.COVERED, ids
    assert len(set(ids)) == len(ids) and versions <= len(ids), (ids, versions)
    replayer = Replayer(
        workflows=[SessionWorkflow], data_converter=data_converter(), workflow_runner=worker.WORKFLOW_RUNNER
    )
    result = await replayer.replay_workflow(history, raise_on_replay_failure=False)
    assert result.replay_failure is None, result.replay_failure


async def test_a_run_begun_before_current_replays_with_its_own_markers(dev_env, sandbox_url, monkeypatch):
    """A session that started on the code before workflows/patches.py (one marker per patch, no
    CURRENT marker) replays on current code: CURRENT is False for that whole run."""
    client = dev_env.client
    with monkeypatch.context() as old_code:
        old_code.setattr(patches, "begin_run", lambda instance: setattr(instance, patches.FLAG, False))
        async with running_worker(client, make_settings(sandbox_url)):
            sid = new_session_id()
            await say(client, sid, "Hello")
            await say(client, sid, "I'm stressed, beach trip please, 3 days, 2 people, $100-$200, from Phnom Penh")
            history = await session_client.handle(client, sid).fetch_history()
    ids, _ = _patch_figures(history)
    assert patches.CURRENT not in ids and {"model-contract-v2", "stage-tools-issue-23"} <= set(ids), ids
    replayer = Replayer(
        workflows=[SessionWorkflow], data_converter=data_converter(), workflow_runner=worker.WORKFLOW_RUNNER
    )
    result = await replayer.replay_workflow(history, raise_on_replay_failure=False)
    assert result.replay_failure is None, result.replay_failure
