"""Replay saved SessionWorkflow histories: a code change that breaks running sessions fails CI.

The histories in tests/histories/ were recorded from real sessions on the dev server
(`python -m tests.record_history`). If you change the workflow in a way that changes the commands
it issues for the same events, guard it with `workflow.patched(...)` or these tests fail.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from temporalio import workflow
from temporalio.client import WorkflowHistory
from temporalio.worker import Replayer

from activities.temporal_client import data_converter
from agent.signals import SessionInput, SessionOutcome
from workflows.session import SessionWorkflow

# No import of tests.conftest here: the sandbox re-imports this module (it defines a workflow) and
# conftest's Path.resolve() is not allowed inside a workflow sandbox.
HISTORIES = sorted((Path(__file__).parent.parent / "histories").glob("*.json"))


def _load(path: Path) -> WorkflowHistory:
    return WorkflowHistory.from_json(path.stem, json.loads(path.read_text()))


def test_saved_histories_exist():
    assert HISTORIES, "no saved histories in tests/histories/"


@pytest.mark.parametrize("path", HISTORIES, ids=[p.stem for p in HISTORIES])
async def test_saved_history_replays_cleanly(path: Path):
    replayer = Replayer(workflows=[SessionWorkflow], data_converter=data_converter())
    result = await replayer.replay_workflow(_load(path), raise_on_replay_failure=False)
    assert result.replay_failure is None, f"{path.name}: {result.replay_failure}"


@workflow.defn(name="SessionWorkflow")
class ReorderedSessionWorkflow(SessionWorkflow):
    """A non-deterministic change: waits on a timer before doing anything else."""

    @workflow.run
    async def run(self, input: SessionInput) -> SessionOutcome:
        await workflow.sleep(1)
        return await super().run(input)


@pytest.mark.parametrize("path", HISTORIES[:1], ids=[p.stem for p in HISTORIES[:1]])
async def test_non_deterministic_change_fails_replay(path: Path):
    replayer = Replayer(workflows=[ReorderedSessionWorkflow], data_converter=data_converter())
    result = await replayer.replay_workflow(_load(path), raise_on_replay_failure=False)
    assert result.replay_failure is not None


def _scheduled(path: Path) -> list[str]:
    events = json.loads(path.read_text())["events"]
    return [
        e["activityTaskScheduledEventAttributes"]["activityType"]["name"]
        for e in events
        if "activityTaskScheduledEventAttributes" in e
    ]


def test_the_late_request_histories_are_before_and_after_issue_22():
    """Issue 22 (workflows/turn.py LATE_REQUEST_PATCH): the same journey recorded before the change
    (the request stays in the session) and after it (one addBookingRequest); both replay above."""
    folder = Path(__file__).parent.parent / "histories"
    assert "addBookingRequest" not in _scheduled(folder / "late_request_before_issue22.json")
    assert _scheduled(folder / "late_request.json").count("addBookingRequest") == 1
    # LATE_REQUEST_FIRST_PATCH: the request reaches the booking before the plan asked for beside it
    with_plan = _scheduled(folder / "late_request_with_plan.json")
    assert with_plan.index("addBookingRequest") < with_plan.index("getTripItinerary")
