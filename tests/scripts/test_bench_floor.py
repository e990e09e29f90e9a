"""The bench's Temporal floor (scripts/benchlib/floor.py) runs with small numbers on a dev server,
its history is measured like ours, and the side-by-side report shows ours, the floor and the ratio."""

from __future__ import annotations

import uuid

import pytest
from temporalio.worker import Worker

from scripts.benchlib import compare
from scripts.benchlib.floor import FLOOR_TASK_QUEUE, FloorWorkflow, floor_step, run_floor
from scripts.benchlib.history import history_cost

pytestmark = [pytest.mark.devserver]


async def test_floor_runs_turns_and_reports_against_ours(dev_env):
    client = dev_env.client
    queue = f"{FLOOR_TASK_QUEUE}-{uuid.uuid4().hex[:6]}"
    async with Worker(client, task_queue=queue, workflows=[FloorWorkflow], activities=[floor_step]):
        run = await run_floor(client, travellers=2, turns_per_traveller=3, activities=2, task_queue=queue)
        replies = await client.get_workflow_handle(run.workflow_ids[0]).query(FloorWorkflow.replies_after, 0)

    assert run.turns == 6 and len(run.workflow_ids) == 2
    assert len(run.queries) == 6 and all(q >= 1 for q in run.queries)  # the first query of a turn counts
    assert all(ms > 0 for ms in run.latencies_ms) and run.turns_per_s > 0
    # each turn: one signal, two activities; replies visible to the query, in order
    history = await history_cost(client, run.workflow_ids)
    assert history["turns"] == 6
    assert history["activities_per_turn"] == 2.0
    assert history["workflow_tasks_per_turn"] >= 2.0  # one per activity result at least
    assert history["upserts_per_turn"] == 0.0 and history["bytes_per_turn"] > 0
    # Temporal's own count (protobuf) is smaller than the JSON form, never zero
    assert 0 < history["server_bytes_per_turn"] < history["bytes_per_turn"]
    assert history["server_bytes_per_session"] == pytest.approx(history["server_bytes_per_turn"] * 3)
    assert history["activity_input_bytes_per_turn"] > 0 and history["activity_result_bytes_per_turn"] > 0
    assert 0 <= history["wft_schedule_to_start_p50_ms"] <= history["wft_schedule_to_start_p95_ms"]
    assert history["activity_run_p50_ms"] >= 0 and history["wft_start_to_complete_p50_ms"] >= 0
    assert replies == [f"message {t} from 0" for t in range(3)]

    floor = compare.side(run.latencies_ms, run.elapsed_s, queries=sum(run.queries))
    assert floor["queries_per_turn"] == pytest.approx(sum(run.queries) / 6)
    ours = {
        **floor,
        "p50_ms": floor["p50_ms"] * 2,
        "p95_ms": floor["p95_ms"] * 2,
        "turns_per_s": floor["turns_per_s"] / 2,
    }
    rnd = compare.round_result(ours, floor, "ours first")
    assert rnd["ratio"]["p50_ms"] == pytest.approx(2.0) and rnd["ratio"]["turns_per_s"] == pytest.approx(0.5)
    cmp = {
        "config": {"travellers": 2, "turns_per_traveller": 3, "activities": 2},
        "rounds": [rnd],
        "median_ratio": compare.summary([rnd]),
        "history": {"ours": history, "floor": history},
    }
    printed = compare.report(cmp)
    assert (
        "0.50x" in printed
        and "2.00x" in printed
        and "queries / turn" in printed
        and "history KB / turn (ours), JSON form" in printed
    )
    assert "Temporal's count" in printed and "history_size_bytes" in printed
