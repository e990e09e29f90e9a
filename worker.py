"""The DerLg worker: runs SessionWorkflow and every activity (LLM, 19 tools, notifications).

    python worker.py

Settings come from the environment (agent/settings.py) and fail fast when invalid. SIGTERM and
Ctrl-C shut down gracefully: the worker stops polling, tells the server its sticky queue is gone,
gives running activities ``WORKER_SHUTDOWN_GRACE_SECONDS`` to finish, then cancels the rest, which
are handed back as retryable failures and retried at once on another worker (their retry policy).
"""

from __future__ import annotations

import asyncio
import signal
import sys
from contextlib import asynccontextmanager
from datetime import timedelta
from typing import AsyncIterator

import structlog
from pydantic import ValidationError
from temporalio.client import Client
from temporalio.worker import Worker
from temporalio.worker.workflow_sandbox import SandboxedWorkflowRunner, SandboxRestrictions

from activities.ledger import LedgerActivities
from activities.llm import LlmActivities
from activities.models import aclose_model_clients
from activities.notify import NotifyActivities
from activities.temporal_client import connect
from activities.tools import ToolActivities
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
WORKFLOW_RUNNER = SandboxedWorkflowRunner(
    restrictions=SandboxRestrictions.default.with_passthrough_modules("workflows")
)


@asynccontextmanager
async def running_worker(client: Client, settings: Settings) -> AsyncIterator[Worker]:
    """The worker, polling until the block exits; its HTTP and Redis clients closed afterwards."""
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

    async with running_worker(client, settings):
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
    log.info("worker_stopped")


if __name__ == "__main__":
    asyncio.run(main())
