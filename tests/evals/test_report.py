"""pass^k (τ-bench) and the report."""

from __future__ import annotations

import pytest

from evals.checks import Check
from evals.report import TaskResult, TrialResult, pass_hat_k, render, summary, to_json


def test_pass_hat_k_is_the_share_of_tasks_solved_in_every_trial_when_n_equals_k():
    # three tasks, 3 trials each: 3/3, 2/3, 0/3 successes
    counts = [(3, 3), (3, 2), (3, 0)]
    assert pass_hat_k(counts, 1) == pytest.approx((1 + 2 / 3 + 0) / 3)
    assert pass_hat_k(counts, 3) == pytest.approx(1 / 3)  # only the first task passed all three


def test_pass_hat_k_uses_the_unbiased_estimate_when_n_exceeds_k():
    # 4 trials, 2 successes: C(2,2)/C(4,2) = 1/6 that two drawn trials both pass
    assert pass_hat_k([(4, 2)], 2) == pytest.approx(1 / 6)
    assert pass_hat_k([(4, 4)], 2) == 1.0
    assert pass_hat_k([(4, 1)], 2) == 0.0


def test_pass_hat_k_falls_with_k():
    counts = [(5, 4), (5, 5), (5, 3)]
    values = [pass_hat_k(counts, k) for k in range(1, 6)]
    assert values == sorted(values, reverse=True)
    assert values[0] > values[-1]


def test_pass_hat_k_refuses_nonsense():
    with pytest.raises(ValueError):
        pass_hat_k([(2, 2)], 3)
    with pytest.raises(ValueError):
        pass_hat_k([(2, 3)], 1)
    with pytest.raises(ValueError):
        pass_hat_k([(2, 2)], 0)
    assert pass_hat_k([], 1) == 0.0


def _trial(task: str, n: int, ok: bool) -> TrialResult:
    checks = [Check("stage", ok, "POST_BOOKING" if ok else "PAYMENT (expected POST_BOOKING)")]
    metrics = {"model_calls": 10, "input_tokens": 1000, "tool_errors": 0 if ok else 2}
    return TrialResult(task, n, f"s-{task}-{n}", ok, checks, metrics, transcript=["traveller: hi"])


def test_report_and_json_name_the_failing_check():
    a = TaskResult("a-task", "A", "EN", [_trial("a-task", 1, True), _trial("a-task", 2, True)])
    b = TaskResult("b-task", "B", "KH", [_trial("b-task", 1, True), _trial("b-task", 2, False)])
    c = TaskResult("c-task", "C", "ZH", skipped="scripted model: cannot")
    text = render([a, b, c], 2, {"model": "scripted", "traveller": "scripted"})
    assert "a-task" in text and "PASS" in text
    assert "1/2" in text and "stage: PAYMENT (expected POST_BOOKING)" in text
    assert "skip" in text and "cannot" in text
    assert "pass^2 = 0.500" in text
    s = summary([a, b, c], 2)
    assert s["tasks"] == 2 and s["skipped"] == 1 and s["pass_hat_k"] == {"1": 0.75, "2": 0.5}
    assert s["totals"]["tool_errors"] == 2
    data = to_json([a, b, c], 2, {"model": "scripted"})
    trials = data["tasks"][1]["trials"]
    assert trials[1]["failing"][0]["name"] == "stage" and trials[1]["transcript"] == ["traveller: hi"]
    assert "transcript" not in trials[0]


def test_make_eval_ends_with_the_development_and_the_held_out_figures(tmp_path) -> None:
    import json as _json

    from evals.report import TaskResult, TrialResult, two_figures

    def task(i: int, ok: bool) -> TaskResult:
        trial = TrialResult(task_id=f"t{i}", trial=1, session_id="s", passed=ok, checks=[], metrics={})
        return TaskResult(task_id=f"t{i}", title="", language="EN", trials=[trial])

    dev = [task(i, True) for i in range(19)] + [task(19, False)]
    held = [task(30 + i, i < 3) for i in range(4)]
    (tmp_path / "BATCH.json").write_text(
        _json.dumps({"first_sight": {"pass1": 0.25, "code": "abc1234", "date": "2026-11-28"}})
    )
    text = two_figures(dev, held, 1, tmp_path)
    assert "development: pass^1 = 0.950 over 20 tasks" in text
    assert "held-out:    pass^1 = 0.750 over 4 tasks (first sight 0.250 on abc1234, 2026-11-28)" in text
    assert "held-out" not in two_figures(dev, [], 1, tmp_path)
