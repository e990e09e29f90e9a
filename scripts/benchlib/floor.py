"""The Temporal floor: the bare shape of one of our turns, measured on the same dev server.

A minimal workflow per traveller: a message arrives by signal-with-start, the workflow runs K
no-op activities in sequence, appends the reply, and the reply becomes visible to a query. The
driver does what our bridge does for a turn: signal-with-start, query at once, then every 50 ms
(``api.fanout.FAST_INTERVAL``) until the reply is there. Default worker settings, default data
converter, its own task queue, its own process (like our worker):

    python -m scripts.benchlib.floor          # the floor worker; TEMPORAL_ADDRESS from the env

Everything a turn of ours costs above this floor (the bridge, the WebSocket, payload size,
workflow tasks per turn, upserts, the model and the tools at 0 ms) is ours.
"""

from __future__ import annotations

import asyncio
import os
import time
import uuid
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Optional

from temporalio import activity, workflow
from temporalio.client import Client
from temporalio.worker import Worker

with workflow.unsafe.imports_passed_through():
    from api.fanout import FAST_INTERVAL
    from scripts.benchlib.stack import FLOOR_READY_MARKER

FLOOR_TASK_QUEUE = "derlg-floor"


@activity.defn(name="floor_step")
async def floor_step(text: str) -> str:
    return text


@workflow.defn(name="FloorWorkflow")
class FloorWorkflow:
    def __init__(self) -> None:
        self.inbox: list[str] = []
        self.replies: list[str] = []

    @workflow.signal
    def message(self, text: str) -> None:
        self.inbox.append(text)

    @workflow.query
    def replies_after(self, seen: int) -> list[str]:
        return self.replies[seen:]

    @workflow.run
    async def run(self, activities: int) -> None:
        while True:
            await workflow.wait_condition(lambda: bool(self.inbox))
            text = self.inbox.pop(0)
            for _ in range(activities):
                text = await workflow.execute_activity(floor_step, text, start_to_close_timeout=timedelta(seconds=30))
            self.replies.append(text)


@dataclass
class FloorRun:
    travellers: int
    turns_per_traveller: int
    activities: int
    latencies_ms: list[float] = field(default_factory=list)
    elapsed_s: float = 0.0
    workflow_ids: list[str] = field(default_factory=list)
    queries: list[int] = field(default_factory=list)  # per turn

    @property
    def turns(self) -> int:
        return len(self.latencies_ms)

    @property
    def turns_per_s(self) -> float:
        return self.turns / self.elapsed_s if self.elapsed_s else 0.0


async def floor_turn(
    client: Client,
    workflow_id: str,
    activities: int,
    seen: int,
    text: str,
    task_queue: str = FLOOR_TASK_QUEUE,
    counter: Optional[list[int]] = None,
) -> float:
    """One turn: signal-with-start, then query until the reply is visible; latency in ms (the
    turn's number of queries appended to ``counter``)."""
    started = time.time()
    handle = await client.start_workflow(
        FloorWorkflow.run,
        activities,
        id=workflow_id,
        task_queue=task_queue,
        start_signal="message",
        start_signal_args=[text],
    )
    queries = 1
    while not await handle.query(FloorWorkflow.replies_after, seen):
        await asyncio.sleep(FAST_INTERVAL)
        queries += 1
    if counter is not None:
        counter.append(queries)
    return (time.time() - started) * 1000


async def run_floor(
    client: Client, travellers: int, turns_per_traveller: int, activities: int, task_queue: str = FLOOR_TASK_QUEUE
) -> FloorRun:
    """``travellers`` concurrent floor sessions, each sending its next message as soon as the
    previous reply is visible (back-to-back, like the bench's travellers)."""
    run = FloorRun(travellers, turns_per_traveller, activities)
    batch = uuid.uuid4().hex[:8]

    async def traveller(i: int) -> None:
        wid = f"floor-{batch}-{i}"
        run.workflow_ids.append(wid)
        for turn in range(turns_per_traveller):
            run.latencies_ms.append(
                await floor_turn(client, wid, activities, turn, f"message {turn} from {i}", task_queue, run.queries)
            )

    started = time.monotonic()
    await asyncio.gather(*(traveller(i) for i in range(travellers)))
    run.elapsed_s = time.monotonic() - started
    return run


async def serve() -> None:
    client = await Client.connect(
        os.environ["TEMPORAL_ADDRESS"], namespace=os.environ.get("TEMPORAL_NAMESPACE", "default")
    )
    worker = Worker(client, task_queue=FLOOR_TASK_QUEUE, workflows=[FloorWorkflow], activities=[floor_step])
    async with worker:
        print(FLOOR_READY_MARKER, flush=True)
        await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(serve())
