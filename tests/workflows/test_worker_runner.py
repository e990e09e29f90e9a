"""The worker's workflow runner (issue 26): the workflows package passed through the sandbox, the
serialization-context look-ups answered directly (the same answers as the SDK's sandboxed path),
and the saved histories replay under exactly that runner, so the worker's setting keeps them valid."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from temporalio.client import WorkflowHistory
from temporalio.converter import ActivitySerializationContext
from temporalio.worker import Replayer

import worker
from activities.temporal_client import data_converter
from workflows.session import SessionWorkflow

HISTORIES = sorted((Path(__file__).parent.parent / "histories").glob("*.json"))


def test_the_workflows_package_is_passed_through():
    assert "workflows" in worker.WORKFLOW_RUNNER.restrictions.passthrough_modules


@pytest.mark.parametrize("path", HISTORIES, ids=[p.stem for p in HISTORIES])
async def test_saved_history_replays_under_the_workers_runner(path: Path):
    history = WorkflowHistory.from_json(path.stem, json.loads(path.read_text()))
    # the worker's own converter: pydantic with its payload codec (a history may hold compressed payloads)
    replayer = Replayer(
        workflows=[SessionWorkflow], data_converter=data_converter(), workflow_runner=worker.WORKFLOW_RUNNER
    )
    result = await replayer.replay_workflow(history, raise_on_replay_failure=False)
    assert result.replay_failure is None, f"{path.name}: {result.replay_failure}"


@dataclass(frozen=True)
class _Comparing(worker.SessionWorkflowRunner):
    """The worker's runner, recording its direct answer beside the SDK's own sandboxed one."""

    seen: list = field(default_factory=list, compare=False)

    def create_instance(self, det):
        instance = super().create_instance(det)
        direct = instance.get_serialization_context
        sdk = type(instance).get_serialization_context

        def both(command_info):
            ours, theirs = direct(command_info), sdk(instance, command_info)
            self.seen.append((command_info, ours, theirs))
            return ours

        instance.get_serialization_context = both
        return instance


async def test_direct_serialization_context_matches_the_sandboxed_one():
    runner = _Comparing(restrictions=worker.WORKFLOW_RUNNER.restrictions)
    path = next(p for p in HISTORIES if p.stem == "booking_journey")
    history = WorkflowHistory.from_json(path.stem, json.loads(path.read_text()))
    replayer = Replayer(workflows=[SessionWorkflow], data_converter=data_converter(), workflow_runner=runner)
    result = await replayer.replay_workflow(history, raise_on_replay_failure=False)
    assert result.replay_failure is None
    assert runner.seen, "the SDK asked for no serialization context"
    assert all(ours == theirs for _, ours, theirs in runner.seen)
    assert any(isinstance(ours, ActivitySerializationContext) for _, ours, _ in runner.seen)
    assert worker.WORKFLOW_RUNNER.create_instance.__qualname__.startswith("SessionWorkflowRunner")


def test_worker_profile_merges_the_workflow_threads(tmp_path):
    """WORKER_PROFILE: work done in the workflow-task threads ends up in the one pstats file."""
    import pstats

    def busy_workflow_task() -> int:
        return sum(i * i for i in range(20000))

    profile = worker.WorkerProfile(str(tmp_path / "worker.prof"))
    try:
        assert profile.executor.submit(busy_workflow_task).result() > 0
    finally:
        profile.dump()
        profile.executor.shutdown()
    names = {fn for (_, _, fn) in pstats.Stats(profile.path).stats}
    assert "busy_workflow_task" in names
