"""History cost per turn, read back from the server (``fetch_history``) after a run.

A turn is one signal: a traveller message or a payment event (signal-with-start records the
first message as a signal too, right after the start). Besides events and bytes, it counts
what a turn costs the server: workflow tasks, activities and search-attribute/memo upserts.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Optional

from temporalio.client import Client

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
    events = size = turns = 0
    counts = {name: 0 for name in COUNTED.values()}
    for wid in workflow_ids:
        history = await client.get_workflow_handle(wid).fetch_history()
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
    per_turn = {f"{name}_per_turn": n / turns if turns else 0.0 for name, n in counts.items()}
    return {
        "sessions": len(workflow_ids),
        "turns": turns,
        "events_per_turn": events / turns if turns else 0.0,
        "bytes_per_turn": size / turns if turns else 0.0,
        "events_per_session": events / len(workflow_ids) if workflow_ids else 0.0,
        "bytes_per_session": size / len(workflow_ids) if workflow_ids else 0.0,
        **per_turn,
    }
