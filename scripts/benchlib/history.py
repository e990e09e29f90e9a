"""History cost per turn, read back from the server (``fetch_history``) after a run.

A turn is one signal: a traveller message or a payment event (signal-with-start records the
first message as a signal too, right after the start). Besides events and bytes, it counts
what a turn costs the server: workflow tasks, activities and search-attribute/memo upserts.

Bytes are counted two ways: ``bytes_*`` is the history's JSON form (``temporal workflow show
--output json``, payloads base64; what an export or the UI download weighs), ``server_bytes_*``
is Temporal's own count (DescribeWorkflowExecution ``history_size_bytes``: the stored protobuf
events, the figure behind the 50 MB history limit and ``workflow.info().get_current_history_size()``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Optional

from temporalio.api.enums.v1 import EventType
from temporalio.api.history.v1 import HistoryEvent
from temporalio.client import Client

from scripts.benchlib.stats import percentile

#: event attribute key (in the history's JSON form) -> the figure it counts
COUNTED = {
    "workflowTaskCompletedEventAttributes": "workflow_tasks",
    "activityTaskScheduledEventAttributes": "activities",
    "upsertWorkflowSearchAttributesEventAttributes": "upserts",
    "workflowPropertiesModifiedEventAttributes": "memo_upserts",
    "markerRecordedEventAttributes": "markers",
}


async def history_cost(client: Client, workflow_ids: list[str], dump: Optional[Path] = None) -> dict[str, Any]:
    """Per-turn and per-session averages over the given workflows' current runs; ``dump``: write
    the first one's history there (JSON, as the Temporal CLI exports it)."""
    events = size = server_size = turns = 0
    counts = {name: 0 for name in COUNTED.values()}
    timings: dict[str, list[float]] = {name: [] for name in TIMINGS}
    payload = {"activity_input_bytes": 0, "activity_result_bytes": 0}
    for wid in workflow_ids:
        handle = client.get_workflow_handle(wid)
        history = await handle.fetch_history()
        server_size += (await handle.describe()).raw_description.workflow_execution_info.history_size_bytes
        data = history.to_json_dict()
        if dump is not None and wid == workflow_ids[0]:
            dump.write_text(json.dumps(data, indent=1))
        raw = data.get("events", [])
        turns += sum(1 for e in raw if "workflowExecutionSignaledEventAttributes" in e)
        for event in raw:
            for key, name in COUNTED.items():
                if key in event:
                    counts[name] += 1
        events += len(history.events)
        size += len(json.dumps(data))
        _timings(list(history.events), timings, payload)
    per_turn = {f"{name}_per_turn": n / turns if turns else 0.0 for name, n in {**counts, **payload}.items()}
    return {
        "sessions": len(workflow_ids),
        "turns": turns,
        "events_per_turn": events / turns if turns else 0.0,
        "bytes_per_turn": size / turns if turns else 0.0,
        "server_bytes_per_turn": server_size / turns if turns else 0.0,
        "events_per_session": events / len(workflow_ids) if workflow_ids else 0.0,
        "bytes_per_session": size / len(workflow_ids) if workflow_ids else 0.0,
        "server_bytes_per_session": server_size / len(workflow_ids) if workflow_ids else 0.0,
        **per_turn,
        **{f"{name}_p50_ms": percentile(v, 50) for name, v in timings.items()},
        **{f"{name}_p95_ms": percentile(v, 95) for name, v in timings.items()},
    }


#: Durations read from event times: schedule-to-start and start-to-close of workflow tasks
#: (the server's queue, then the worker's activation and the round trip) and of activities.
TIMINGS = ("wft_schedule_to_start", "wft_start_to_complete", "activity_schedule_to_start", "activity_run")


def _ms(later: HistoryEvent, earlier: HistoryEvent) -> float:
    return (later.event_time.ToNanoseconds() - earlier.event_time.ToNanoseconds()) / 1e6


def _timings(events: list[HistoryEvent], out: dict[str, list[float]], payload: dict[str, int]) -> None:
    by_id = {e.event_id: e for e in events}
    for e in events:
        t = e.event_type
        if t == EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED:
            out["wft_schedule_to_start"].append(
                _ms(e, by_id[e.workflow_task_started_event_attributes.scheduled_event_id])
            )
        elif t == EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED:
            out["wft_start_to_complete"].append(
                _ms(e, by_id[e.workflow_task_completed_event_attributes.started_event_id])
            )
        elif t == EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED:
            out["activity_schedule_to_start"].append(
                _ms(e, by_id[e.activity_task_started_event_attributes.scheduled_event_id])
            )
        elif t == EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED:
            attrs = e.activity_task_completed_event_attributes
            out["activity_run"].append(_ms(e, by_id[attrs.started_event_id]))
            payload["activity_result_bytes"] += sum(len(p.data) for p in attrs.result.payloads)
        elif t == EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED:
            payload["activity_input_bytes"] += sum(
                len(p.data) for p in e.activity_task_scheduled_event_attributes.input.payloads
            )
