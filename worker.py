"""The DerLg worker: runs SessionWorkflow and every activity (LLM, 19 tools, notifications).

    python worker.py

Settings come from the environment (agent/settings.py) and fail fast when invalid. SIGTERM and
Ctrl-C shut down gracefully: running activities finish, then the worker exits.
"""

from __future__ import annotations

import asyncio
import signal
import sys
from datetime import timedelta

import structlog
from pydantic import ValidationError
from temporalio.worker import Worker

from activities.llm import LlmActivities
from activities.notify import NotifyActivities
from activities.temporal_client import connect
from activities.tools import build_tool_activities
from agent.logs import configure_logging
from agent.settings import Settings, get_settings
from workflows.session import SessionWorkflow

log = structlog.get_logger("derlg.worker")


def build_worker(client, settings: Settings) -> Worker:
    notify = NotifyActivities(settings)
    activities = [LlmActivities(settings).call_llm, *build_tool_activities(settings), notify.notify_new_events]
    return Worker(
        client,
        task_queue=settings.temporal_task_queue,
        workflows=[SessionWorkflow],
        activities=activities,
        max_cached_workflows=settings.max_cached_workflows,
        graceful_shutdown_timeout=timedelta(seconds=20),
    )


async def main() -> None:
    try:
        settings = get_settings()
    except ValidationError as err:
        print(f"Invalid settings: {err}", file=sys.stderr)
        raise SystemExit(2) from None
    configure_logging(settings.log_level, component="worker")
    client = await connect(settings, metrics_port=settings.worker_metrics_port)
    worker = build_worker(client, settings)

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)

    async with worker:
        log.info(
            "worker_started",
            task_queue=settings.temporal_task_queue,
            temporal=settings.temporal_address,
            model_backend=settings.model_backend,
            backend_url=settings.backend_url,
        )
        await stop.wait()
        log.info("worker_stopping")
    log.info("worker_stopped")


if __name__ == "__main__":
    asyncio.run(main())
