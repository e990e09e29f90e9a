"""The DerLg worker: runs SessionWorkflow and every activity (LLM, 19 tools, notifications).

    python worker.py

Settings come from the environment (agent/settings.py) and fail fast when invalid. SIGTERM and
Ctrl-C shut down gracefully: the worker stops polling, tells the server its sticky queue is gone,
gives running activities ``WORKER_SHUTDOWN_GRACE_SECONDS`` to finish, then cancels the rest, which
are handed back as retryable failures and retried at once on another worker (their retry policy).
"""

from __future__ import annotations

import asyncio
import cProfile
import os
import pstats
import signal
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import timedelta
from typing import AsyncIterator, Optional

import structlog
from pydantic import ValidationError
from temporalio.client import Client
from temporalio.worker import Worker, WorkflowInstance, WorkflowInstanceDetails
from temporalio.worker.workflow_sandbox import SandboxedWorkflowRunner, SandboxRestrictions

from activities.ledger import LedgerActivities
from activities.llm import LlmActivities
from activities.models import aclose_model_clients
from activities.notify import NotifyActivities
from activities.temporal_client import connect
from activities.tools import ToolActivities
from activities.warmup import warm_up
from agent.logs import configure_logging
from agent.settings import Settings, get_settings
from workflows.ledger import PaymentLedgerWorkflow
from workflows.options import HEARTBEAT_THROTTLE
from workflows.session import SessionWorkflow

log = structlog.get_logger("derlg.worker")

# Issue 15. Shutdown grace (WORKER_SHUTDOWN_GRACE_SECONDS, default 15 s): lets nearly every model
# call and any tool call (15 s HTTP timeout) finish, and stays under `make run`'s 25 s SIGKILL and
# the compose stop_grace_period (20 s). What still runs then is cancelled and the server retries it
# on another worker at once (the worker-sigterm drill: retried 2.0 s after SIGTERM with a 1 s grace).
# A workflow's next task goes to the sticky queue of the worker that has it cached. When that
# worker died without saying so (kill -9), the server waits this long before handing the task to
# any worker (which replays the history). The SDK default is 10 s; 3 s bounds the wait after a
# crash while a live, busy worker still starts its sticky tasks well within it (ms normally).
STICKY_SCHEDULE_TO_START = timedelta(seconds=3)


# Issue 26. The sandbox re-imports a workflow's own module for every workflow it creates (a new
# session, or one evicted from the cache and replayed): workflows/session.py executed again and,
# where no bytecode cache is written (PYTHONDONTWRITEBYTECODE, as in the dev shell), compiled
# again: replaying tests/histories/hold_expiry.json cost 9.1 ms CPU, 5.2 ms passed through. The
# other workflow modules are already imported passed through (workflows/session.py), so passing
# the package through loses no checking the sandbox still did; determinism stays guarded by the
# replay tests (tests/workflows/test_replay.py).
@dataclass(frozen=True)
class SessionWorkflowRunner(SandboxedWorkflowRunner):
    """The SDK's sandbox, with the serialization-context look-ups made as plain calls.

    Issue 26. Around every workflow task and query the SDK asks the workflow instance which
    serialization context each payload sequence belongs to (and which external-store context):
    ~85 look-ups per turn. The sandbox forwards each one by ``exec`` of a source string (compiled
    every time) inside its import guard, 28 µs apiece; the answer is a pure read of the
    instance's pending commands (``_WorkflowInstanceImpl.get_serialization_context``), which
    imports nothing and needs no guard. Calling the in-sandbox object directly costs 0.4 µs.
    Workflow code itself still runs only inside the sandbox; if the SDK's internals change
    shape, the SDK's own path is kept (tests/workflows/test_worker_runner.py checks both agree).
    """

    def create_instance(self, det: WorkflowInstanceDetails) -> WorkflowInstance:
        instance = super().create_instance(det)
        inner = getattr(instance, "globals_and_locals", {}).get("__temporal_in_sandbox")
        if (
            inner is not None
            and hasattr(inner, "get_serialization_context")
            and hasattr(inner, "get_external_store_context")
        ):
            instance.get_serialization_context = inner.get_serialization_context  # type: ignore[method-assign]
            instance.get_external_store_context = inner.get_external_store_context  # type: ignore[method-assign]
        return instance


WORKFLOW_RUNNER = SessionWorkflowRunner(restrictions=SandboxRestrictions.default.with_passthrough_modules("workflows"))


class WorkerProfile:
    """``WORKER_PROFILE=<file>`` (bench and profiling only): cProfile of the event loop thread
    (activities, payload conversion and codecs, polling) and of every workflow-task thread (the
    sandboxed activations), merged into one pstats file when the worker stops."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._profiles: list[cProfile.Profile] = []
        self._lock = threading.Lock()
        self.executor = ThreadPoolExecutor(
            max_workers=500, thread_name_prefix="temporal_workflow_", initializer=self.enable_in_this_thread
        )

    def enable_in_this_thread(self) -> None:
        profile = cProfile.Profile(time.thread_time)  # CPU time of the thread, not GIL waits
        with self._lock:
            self._profiles.append(profile)
        profile.enable()

    def dump(self) -> None:
        with self._lock:
            profiles = list(self._profiles)
        for profile in profiles:
            profile.disable()
        if profiles:
            stats = pstats.Stats(profiles[0])
            for profile in profiles[1:]:
                stats.add(profile)
            stats.dump_stats(self.path)


@asynccontextmanager
async def running_worker(
    client: Client, settings: Settings, profile: Optional[WorkerProfile] = None
) -> AsyncIterator[Worker]:
    """The worker, warmed up (activities/warmup.py), then polling until the block exits; its HTTP
    and Redis clients closed afterwards."""
    # Issue 41: everything a first call would build on the event loop (model SDK imports and
    # clients, the SDK's parsing, prompts, payload codecs), built before the worker polls.
    await warm_up(settings, client.data_converter)
    tools = ToolActivities.from_settings(settings)
    notify = NotifyActivities(settings)
    llm = LlmActivities(settings)
    worker = Worker(
        client,
        task_queue=settings.temporal_task_queue,
        workflows=[SessionWorkflow, PaymentLedgerWorkflow],
        activities=[
            llm.call_llm,
            *tools.activities(),
            notify.notify_new_events,
            LedgerActivities(client).locate_payment_sessions,
        ],
        max_cached_workflows=settings.max_cached_workflows,
        graceful_shutdown_timeout=timedelta(seconds=settings.worker_shutdown_grace_seconds),
        sticky_queue_schedule_to_start_timeout=STICKY_SCHEDULE_TO_START,
        max_heartbeat_throttle_interval=HEARTBEAT_THROTTLE,
        workflow_runner=WORKFLOW_RUNNER,
        workflow_task_executor=profile.executor if profile is not None else None,
    )
    try:
        async with worker:
            yield worker
    finally:
        await tools.aclose()
        await notify.aclose()
        await llm.aclose()


async def main() -> None:
    try:
        settings = get_settings()
    except ValidationError as err:
        print(f"Invalid settings: {err}", file=sys.stderr)
        raise SystemExit(2) from None
    configure_logging(settings.log_level, component="worker")
    client = await connect(settings, metrics_port=settings.worker_metrics_port)

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)

    profile = WorkerProfile(os.environ["WORKER_PROFILE"]) if os.environ.get("WORKER_PROFILE") else None
    if profile is not None:
        profile.enable_in_this_thread()  # the event loop's own thread
    async with running_worker(client, settings, profile):
        log.info(
            "worker_started",
            task_queue=settings.temporal_task_queue,
            temporal=settings.temporal_address,
            model_backend=settings.model_backend,
            backend_url=settings.backend_url,
        )
        await stop.wait()
        log.info("worker_stopping")
    await aclose_model_clients()
    if profile is not None:
        profile.dump()
        log.info("worker_profile_written", path=profile.path)
    log.info("worker_stopped")


if __name__ == "__main__":
    asyncio.run(main())
