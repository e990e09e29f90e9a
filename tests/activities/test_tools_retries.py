"""Tool activities under Temporal's real retries (time-skipping test server): a flaky backend never
leads to a double booking."""

from __future__ import annotations

import contextlib
import os
import uuid
from datetime import timedelta
from typing import Any, AsyncIterator

import pytest
from temporalio import workflow
from temporalio.client import Client
from temporalio.common import RetryPolicy
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.exceptions import ActivityError, ApplicationError
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Worker

from activities.backend import final_failure_result
from activities.circuit import CircuitState
from activities.tools import ToolActivities
from agent.settings import Settings
from agent.tools.calls import ToolCall, ToolOutcome
from tests.activities.tools_support import BOOKING_INPUT, SERVICE_KEY, Sandbox, make_call
from tests.conftest import VENV_BIN

# ---------------------------------------------------------------- real Temporal retries

# The options recommended to SessionWorkflow for tool activities.
TOOL_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=1),
    backoff_coefficient=2.0,
    maximum_interval=timedelta(seconds=10),
    maximum_attempts=3,
    non_retryable_error_types=["InvalidInput", "Unauthorized", "BadRequest"],
)


@workflow.defn(sandboxed=False)
class OneToolCall:
    """A stand-in for SessionWorkflow's tool step: run one tool activity, never crash."""

    @workflow.run
    async def run(self, call: ToolCall) -> dict[str, Any]:
        try:
            outcome = await workflow.execute_activity(
                call.name,
                call,
                result_type=ToolOutcome,
                start_to_close_timeout=timedelta(seconds=20),
                retry_policy=TOOL_RETRY,
            )
            return outcome.result
        except ActivityError as err:
            cause = err.cause
            kind = (cause.type if isinstance(cause, ApplicationError) else type(cause).__name__) or ""
            return final_failure_result(call.name, kind)


TEST_SERVER = str(VENV_BIN / "temporal-test-server")


@contextlib.asynccontextmanager
async def temporal_worker(sandbox: Sandbox) -> AsyncIterator[tuple[Client, ToolActivities]]:
    if not os.path.exists(TEST_SERVER):
        print(f"SKIP reason: {TEST_SERVER} not found")
        pytest.skip("temporal-test-server not installed")
    settings = Settings(  # type: ignore[call-arg]
        BACKEND_URL=sandbox.url,
        AI_SERVICE_KEY=SERVICE_KEY,
        TOOL_TIMEOUT_SECONDS=0.5,
        MODEL_BACKEND="scripted",
        REDIS_URL=None,
    )
    holder = ToolActivities.from_settings(settings)
    env = await WorkflowEnvironment.start_time_skipping(
        data_converter=pydantic_data_converter,
        test_server_existing_path=TEST_SERVER,
    )
    try:
        async with Worker(env.client, task_queue="tools-test", workflows=[OneToolCall], activities=holder.activities()):
            yield env.client, holder
    finally:
        await env.shutdown()
        await holder.aclose()


def set_faults(sandbox: Sandbox, **knobs: Any) -> None:
    from sandbox.faults import FaultUpdate

    sandbox.app.state.faults.update(FaultUpdate(reset=True, **knobs))


@pytest.mark.timeskipping
async def test_retries_through_temporal_never_double_book(sandbox: Sandbox) -> None:
    store = sandbox.app.state.store
    async with temporal_worker(sandbox) as (client, holder):
        # 1. the backend books, but its answer never arrives in time; the retry gets the same booking
        set_faults(sandbox, timeout_next=1, timeout_phase="after", timeout_seconds=1, paths=["createBooking"])
        call = make_call("createBooking", {**BOOKING_INPUT, "trip_id": "trip_008"})
        before = set(store.bookings)
        try:
            result = await client.execute_workflow(
                OneToolCall.run, call, id=f"wf-{uuid.uuid4()}", task_queue="tools-test"
            )
        finally:
            set_faults(sandbox)
        assert result["success"] is True, result
        new = [store.bookings[b] for b in set(store.bookings) - before]
        assert len(new) == 1 and new[0].booking_id == result["data"]["booking_id"]
        attempts = [
            r
            for r in sandbox.recorder.for_tool("createBooking")
            if r["headers"]["idempotency-key"] == call.idempotency_key
        ]
        assert len(attempts) == 2

        # 2. a backend that keeps answering 503: three attempts, then a BACKEND_ERROR result
        set_faults(sandbox, fail_next=5, paths=["generatePaymentQR"])
        qr_call = make_call("generatePaymentQR", {"booking_id": new[0].booking_id})
        try:
            failed = await client.execute_workflow(
                OneToolCall.run, qr_call, id=f"wf-{uuid.uuid4()}", task_queue="tools-test"
            )
        finally:
            set_faults(sandbox)
        assert failed["success"] is False and failed["error"]["code"] == "BACKEND_ERROR"
        assert (
            len(
                [
                    r
                    for r in sandbox.recorder.for_tool("generatePaymentQR")
                    if r["headers"]["idempotency-key"] == qr_call.idempotency_key
                ]
            )
            == 3
        )
        assert store.intents_for(new[0].booking_id) == []

        circuit = holder.backend.circuit
        assert circuit.consecutive_failures == 3
        circuit.record_success()  # forget those three: the next scenario starts from a healthy backend

        # 3. a hanging backend: every attempt times out, the conversation gets a TIMEOUT result
        set_faults(sandbox, always_timeout=True, timeout_seconds=1, paths=["getTripImages"])
        try:
            timed_out = await client.execute_workflow(
                OneToolCall.run,
                make_call("getTripImages", {"trip_id": "trip_002"}),
                id=f"wf-{uuid.uuid4()}",
                task_queue="tools-test",
            )
            assert timed_out["success"] is False and timed_out["error"]["code"] == "TIMEOUT"

            # 4. still hanging: failures 4 and 5 open the circuit, attempt 3 fails fast with SERVICE_BUSY
            busy_call = make_call("getTripImages", {"trip_id": "trip_003"})
            busy = await client.execute_workflow(
                OneToolCall.run, busy_call, id=f"wf-{uuid.uuid4()}", task_queue="tools-test"
            )
        finally:
            set_faults(sandbox)
        assert circuit.state is CircuitState.OPEN
        assert busy["success"] is False and busy["error"]["code"] == "SERVICE_BUSY"
        assert (
            len(
                [
                    r
                    for r in sandbox.recorder.for_tool("getTripImages")
                    if r["headers"]["idempotency-key"] == busy_call.idempotency_key
                ]
            )
            == 2
        )
