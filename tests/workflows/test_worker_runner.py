"""The worker's workflow runner (issue 26): the workflows package passed through the sandbox, and
the saved histories replay under exactly that runner, so the worker's setting keeps them valid."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from temporalio.client import WorkflowHistory
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.worker import Replayer

import worker
from workflows.session import SessionWorkflow

HISTORIES = sorted((Path(__file__).parent.parent / "histories").glob("*.json"))


def test_the_workflows_package_is_passed_through():
    assert "workflows" in worker.WORKFLOW_RUNNER.restrictions.passthrough_modules


@pytest.mark.parametrize("path", HISTORIES, ids=[p.stem for p in HISTORIES])
async def test_saved_history_replays_under_the_workers_runner(path: Path):
    history = WorkflowHistory.from_json(path.stem, json.loads(path.read_text()))
    replayer = Replayer(
        workflows=[SessionWorkflow], data_converter=pydantic_data_converter, workflow_runner=worker.WORKFLOW_RUNNER
    )
    result = await replayer.replay_workflow(history, raise_on_replay_failure=False)
    assert result.replay_failure is None, f"{path.name}: {result.replay_failure}"
