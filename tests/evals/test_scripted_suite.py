"""``make eval`` offline: the whole task suite against the real stack with the scripted model
(Temporal dev server, sandbox, worker, bridge as subprocesses; k=1, trials played 8 at a time, one
stack per hold setting), in three parts played side by side by make test's workers: the tasks with
a short hold of their own (each waits for its hold to expire: their own stack, started with
``SANDBOX_HOLD_SECONDS``, all played at once) and the others in two halves. Every task meant for
the scripted model passes; the others are reported as skipped with their reason."""

from __future__ import annotations

import io
import json

import pytest

from evals.report import render, to_json
from evals.runner import DEFAULT_TASKS, run
from evals.schema import Task, load_tasks

pytestmark = [pytest.mark.devserver, pytest.mark.slow]

# Played one after the other, a hold-expiry task (~26 s of waiting) and the stack it needs came
# after the half it fell in (~33 s): two halves of ~65 s. Apart, the three parts take ~25-35 s each.
# A trial mostly waits (for the session to go quiet, for a hold to expire): 8 at a time, not 4,
# take a half from ~40 s to ~27 s for the same CPU.
PARTS = ("own-hold", "first-half", "second-half")


def part(name: str, tasks: list[Task]) -> list[Task]:
    own_hold = [t for t in tasks if t.hold_seconds is not None]
    others = [t for t in tasks if t.hold_seconds is None]
    return {"own-hold": own_hold, "first-half": others[0::2], "second-half": others[1::2]}[name]


def test_the_parts_hold_every_task_once():
    tasks = load_tasks(DEFAULT_TASKS)
    ids = [t.id for name in PARTS for t in part(name, tasks)]
    assert sorted(ids) == sorted(t.id for t in tasks) and len(set(ids)) == len(ids)
    assert part("own-hold", tasks), "no hold-expiry task left: fold its part into the halves"


@pytest.mark.parametrize("name", PARTS)
def test_scripted_model_passes_every_task_meant_for_it(name, tmp_path, monkeypatch):
    for key in ("MODEL_BACKEND", "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL"):
        monkeypatch.delenv(key, raising=False)
    tasks = part(name, load_tasks(DEFAULT_TASKS))
    progress = io.StringIO()
    results = run(tasks, k=1, traveller="scripted", concurrency=8, workdir=tmp_path / "stack", progress_out=progress)
    meta = {"model": "scripted", "traveller": "scripted"}
    report = render(results, 1, meta)
    print(report)
    failed = [r.task_id for r in results if r.skipped is None and r.successes != len(r.trials)]
    assert not failed, report
    skipped = {r.task_id: r.skipped for r in results if r.skipped is not None}
    assert skipped == {t.id: f"scripted model: {t.scripted.skip}" for t in tasks if t.scripted.skip}
    played = [r for r in results if r.skipped is None]
    assert all(len(r.trials) == 1 for r in played)
    assert all(r.trials[0].metrics["model_calls"] > 0 and r.trials[0].metrics["input_tokens"] > 0 for r in played)
    assert progress.getvalue().count("\n") == len(played)  # one progress line per trial (not a terminal)
    data = json.loads(json.dumps(to_json(results, 1, meta)))
    assert data["summary"]["pass_hat_k"] == {"1": 1.0}
    assert data["summary"]["tasks"] == len(played) and data["summary"]["skipped"] == len(skipped)
