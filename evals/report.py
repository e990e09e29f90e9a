"""pass^k, the readable report and the JSON results.

pass^k (τ-bench): for a task tried n times with c successes, the chance that k trials drawn from
those n all pass is C(c, k) / C(n, k); pass^k is its mean over tasks. With n = k it is simply the
share of tasks solved in every one of the k trials. pass^1 is the plain success rate; pass^k falls
as k grows unless the agent is reliable, which is what a traveller experiences.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from math import comb
from pathlib import Path
from typing import Any, Optional, Sequence

from evals.checks import Check

METRIC_COLUMNS = (
    ("model_calls", "calls"),
    ("input_tokens", "in-tok"),
    ("tool_errors", "tool-err"),
    ("refused_stage_moves", "refused"),
    ("questions_asked_twice", "asked-2x"),
    ("text_outside_language", "off-lang"),
)


@dataclass
class TrialResult:
    task_id: str
    trial: int
    session_id: str
    passed: bool
    checks: list[Check]
    metrics: dict[str, Any]
    error: Optional[str] = None
    transcript: list[str] = field(default_factory=list)  # "traveller: ..." / "assistant: ..." lines

    @property
    def failing(self) -> list[Check]:
        return [c for c in self.checks if not c.ok]


@dataclass
class TaskResult:
    task_id: str
    title: str
    language: str
    trials: list[TrialResult] = field(default_factory=list)
    skipped: Optional[str] = None

    @property
    def successes(self) -> int:
        return sum(t.passed for t in self.trials)


def pass_hat_k(results: Sequence[tuple[int, int]], k: int) -> float:
    """Mean over tasks of C(c, k) / C(n, k), ``results`` holding (n trials, c successes) per task."""
    if k < 1:
        raise ValueError("k must be at least 1")
    scored = [(n, c) for n, c in results if n > 0]
    if not scored:
        return 0.0
    for n, c in scored:
        if n < k:
            raise ValueError(f"pass^{k} needs at least {k} trials per task, a task has {n}")
        if not 0 <= c <= n:
            raise ValueError(f"successes {c} outside 0..{n}")
    return sum(comb(c, k) / comb(n, k) for n, c in scored) / len(scored)


def summary(tasks: Sequence[TaskResult], k: int) -> dict[str, Any]:
    run = [t for t in tasks if t.skipped is None]
    counts = [(len(t.trials), t.successes) for t in run]
    totals: dict[str, float] = {}
    for t in run:
        for trial in t.trials:
            for key, _ in METRIC_COLUMNS:
                totals[key] = totals.get(key, 0) + float(trial.metrics.get(key, 0) or 0)
    return {
        "tasks": len(run),
        "skipped": len(tasks) - len(run),
        "trials": sum(n for n, _ in counts),
        "passed_trials": sum(c for _, c in counts),
        "pass_hat_k": {str(j): round(pass_hat_k(counts, j), 4) for j in range(1, k + 1)} if run else {},
        "totals": {key: int(v) for key, v in totals.items()},
    }


def to_json(tasks: Sequence[TaskResult], k: int, meta: dict[str, Any]) -> dict[str, Any]:
    out = []
    for t in tasks:
        out.append(
            {
                "task_id": t.task_id,
                "title": t.title,
                "language": t.language,
                "skipped": t.skipped,
                "successes": t.successes,
                "trials": [
                    {
                        **{k2: v for k2, v in asdict(tr).items() if k2 not in ("checks", "transcript")},
                        "failing": [asdict(c) for c in tr.failing],
                        **({"transcript": tr.transcript} if not tr.passed else {}),
                    }
                    for tr in t.trials
                ],
            }
        )
    return {"meta": meta, "summary": summary(tasks, k), "tasks": out}


def render(tasks: Sequence[TaskResult], k: int, meta: dict[str, Any]) -> str:
    width = max([len(t.task_id) for t in tasks] + [4])
    head = f"{'task':<{width}}  lang  result  " + "  ".join(f"{label:>8}" for _, label in METRIC_COLUMNS)
    lines = [f"DerLg evals — model {meta.get('model')}, traveller {meta.get('traveller')}, k={k}", "", head]
    lines.append("-" * len(head))
    for t in tasks:
        if t.skipped is not None:
            lines.append(f"{t.task_id:<{width}}  {t.language:<4}  skip    {t.skipped}")
            continue
        n = len(t.trials)
        mean = {
            key: sum(float(tr.metrics.get(key, 0) or 0) for tr in t.trials) / max(n, 1) for key, _ in METRIC_COLUMNS
        }
        verdict = "PASS" if t.successes == n else f"{t.successes}/{n}"
        cells = "  ".join(f"{mean[key]:>8.0f}" for key, _ in METRIC_COLUMNS)
        lines.append(f"{t.task_id:<{width}}  {t.language:<4}  {verdict:<6}  {cells}")
        for tr in t.trials:
            if tr.passed:
                continue
            why = tr.error or "; ".join(f"{c.name}: {c.detail}" for c in tr.failing)
            lines.append(f"{'':<{width}}    trial {tr.trial} ({tr.session_id}): {why[:400]}")
    s = summary(tasks, k)
    lines += [
        "",
        f"tasks {s['tasks']} (skipped {s['skipped']}), trials {s['passed_trials']}/{s['trials']} passed",
        "pass^k: " + ", ".join(f"pass^{j} = {v:.3f}" for j, v in s["pass_hat_k"].items()),
        "totals: " + ", ".join(f"{key} {v}" for key, v in s["totals"].items()),
    ]
    return "\n".join(lines)


def two_figures(dev: Sequence[TaskResult], held: Sequence[TaskResult], k: int, heldout_dir: Optional[Path]) -> str:
    """The two figures `make eval` ends with: the development set's pass^1 and the held-out batch's,
    beside the held-out pass^1 recorded at first sight (``BATCH.json`` of the batch)."""
    lines = []
    if dev:
        s = summary(dev, k)
        lines.append(f"development: pass^1 = {float(s['pass_hat_k'].get('1', 0)):.3f} over {s['tasks']} tasks")
    if held:
        s = summary(held, k)
        line = f"held-out:    pass^1 = {float(s['pass_hat_k'].get('1', 0)):.3f} over {s['tasks']} tasks"
        batch = (heldout_dir / "BATCH.json") if heldout_dir else None
        if batch is not None and batch.is_file():
            first = json.loads(batch.read_text()).get("first_sight") or {}
            if "pass1" in first:
                line += f" (first sight {first['pass1']:.3f} on {first.get('code', '?')}, {first.get('date', '?')})"
        lines.append(line)
    return "\n".join(lines)
