"""``python -m evals``: start the real stack, play every task k times, score, report.

One stack (scripts/benchlib/stack.py: Temporal dev server in memory, sandbox, worker, bridge,
and Redis when ``redis-server`` is installed) serves every task with the same hold; tasks with
their own ``hold_seconds`` get a stack started with ``SANDBOX_HOLD_SECONDS`` set to it (the
session's hold timer follows the backend's ``reserved_until``), so hold expiry takes seconds.
The worker's model is chosen by the usual settings (agent/settings.py), passed through as set.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import signal
import sys
import time
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from temporalio.client import Client

from activities.temporal_client import data_converter
from evals.checks import score
from evals.episode import Endpoints, Player
from evals.metrics import trial_metrics
from evals.report import TaskResult, TrialResult, render, to_json, two_figures
from evals.schema import Task, load_tasks
from evals.simulators import make_simulator
from scripts.benchlib.stack import SERVICE_KEY, Stack, StackOptions

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_TASKS = ROOT / "evals" / "tasks"
#: The held-out batch: tasks written from the task format and a description of the product only
#: (never the code or the development tasks); its BATCH.json records the pass^1 at first sight.
DEFAULT_HELDOUT = ROOT / "evals" / "heldout"
#: Settings the worker reads for its model (agent/settings.py), passed through to the stack.
MODEL_PREFIXES = (
    "MODEL_BACKEND",
    "ANTHROPIC_",
    "OLLAMA_",
    "OPENAI_",
    "AWS_",
    "BEDROCK_",
    "LLM_",
    "MAX_TOKENS",
    "KHMER_FALLBACK",
    "PRICE_",
    "SCRIPTED_",
)


def model_env(env: dict[str, str]) -> dict[str, str]:
    return {k: v for k, v in env.items() if k.startswith(MODEL_PREFIXES)}


def model_label(env: dict[str, str]) -> str:
    backend = env.get("MODEL_BACKEND", "scripted")
    name = {
        "anthropic": env.get("ANTHROPIC_MODEL", "claude-sonnet-4-5"),
        "openai": env.get("OPENAI_MODEL", ""),
        "ollama": env.get("OLLAMA_MODEL", ""),
        "bedrock": env.get("BEDROCK_MODEL_ID", ""),
    }.get(backend, "")
    label = f"{backend}:{name}" if name else backend
    base = env.get("ANTHROPIC_BASE_URL") if backend == "anthropic" else None
    return f"{label} via {base}" if base else label


def select(tasks: Sequence[Task], filters: Sequence[str]) -> list[Task]:
    """Tasks whose id, language or a tag contains any of ``filters`` (all when empty)."""
    if not filters:
        return list(tasks)
    wanted = [f.lower() for f in filters]
    return [t for t in tasks if any(w in " ".join([t.id, t.language.lower(), *t.tags]).lower() for w in wanted)]


class Progress:
    def __init__(self, total: int, out: Any = sys.stderr) -> None:
        self.total, self.done, self.failed, self.out = total, 0, 0, out
        self.tty = hasattr(out, "isatty") and out.isatty()
        self.started = time.monotonic()

    def tick(self, label: str, passed: bool) -> None:
        self.done += 1
        self.failed += not passed
        width = 30
        filled = int(width * self.done / max(self.total, 1))
        bar = "#" * filled + "." * (width - filled)
        line = (
            f"[{bar}] {self.done}/{self.total} failed {self.failed} "
            f"{time.monotonic() - self.started:5.0f}s {'ok  ' if passed else 'FAIL'} {label}"
        )
        if self.tty:
            self.out.write("\r\033[K" + line)
            if self.done == self.total:
                self.out.write("\n")
        else:
            self.out.write(line + "\n")
        self.out.flush()


async def run_trial(task: Task, trial: int, ends: Endpoints, traveller: str, turn_timeout: float) -> TrialResult:
    sim = make_simulator(traveller, task)
    player = Player(task, sim, ends, turn_timeout=turn_timeout)
    try:
        ep = await player.play()
    except Exception as exc:  # noqa: BLE001 - one broken trial is a failed trial, not a broken run
        return TrialResult(task.id, trial, player.ep.session_id, False, [], {}, f"{type(exc).__name__}: {exc}")
    checks = score(ep)
    lines = [f"{line.role}: {line.text}" for line in ep.transcript()]
    return TrialResult(
        task.id, trial, ep.session_id, all(c.ok for c in checks), checks, trial_metrics(ep), transcript=lines
    )


async def run_group(
    tasks: Sequence[Task],
    stack: Stack,
    k: int,
    traveller: str,
    concurrency: int,
    turn_timeout: float,
    on_done: Callable[[TrialResult], None],
) -> list[TrialResult]:
    client = await Client.connect(stack.temporal_address, data_converter=data_converter())
    ends = Endpoints(stack.ws_base, stack.sandbox_url, SERVICE_KEY, client)
    gate = asyncio.Semaphore(concurrency)

    async def one(task: Task, trial: int) -> TrialResult:
        async with gate:
            result = await run_trial(task, trial, ends, traveller, turn_timeout)
        on_done(result)
        return result

    return list(await asyncio.gather(*(one(t, n) for t in tasks for n in range(1, k + 1))))


def hold_groups(tasks: Sequence[Task]) -> dict[Optional[int], list[Task]]:
    groups: dict[Optional[int], list[Task]] = {}
    for task in tasks:
        groups.setdefault(task.hold_seconds, []).append(task)
    return dict(sorted(groups.items(), key=lambda kv: kv[0] or 10**9, reverse=True))


def run(
    tasks: Sequence[Task],
    k: int = 1,
    traveller: str = "scripted",
    concurrency: int = 4,
    env: Optional[dict[str, str]] = None,
    workdir: Optional[Path] = None,
    turn_timeout: float = 120.0,
    progress_out: Any = sys.stderr,
) -> list[TaskResult]:
    """Play ``tasks`` ``k`` times each against fresh stacks; tasks the scripted model cannot play
    are reported as skipped when the worker runs the scripted model."""
    env = dict(os.environ if env is None else env)
    scripted_model = env.get("MODEL_BACKEND", "scripted") == "scripted"
    results = {t.id: TaskResult(t.id, t.title, t.language) for t in tasks}
    playable = []
    for t in tasks:
        if scripted_model and t.scripted.skip:
            results[t.id].skipped = f"scripted model: {t.scripted.skip}"
        else:
            playable.append(t)
    progress = Progress(len(playable) * k, progress_out)

    def done(result: TrialResult) -> None:
        results[result.task_id].trials.append(result)
        progress.tick(f"{result.task_id}#{result.trial}", result.passed)

    for hold, group in hold_groups(playable).items():
        extra = model_env(env)
        extra["SANDBOX_SEATS_SHARED"] = "0"  # each task a traveller alone: no task takes another's seats
        if hold:
            extra["SANDBOX_HOLD_SECONDS"] = str(hold)
        options = StackOptions(
            in_memory=True, redis=bool(shutil.which("redis-server")), extra_env=extra, workdir=workdir
        )
        with Stack(options) as stack:
            asyncio.run(run_group(group, stack, k, traveller, concurrency, turn_timeout, done))
    for r in results.values():
        r.trials.sort(key=lambda t: t.trial)
    return [results[t.id] for t in tasks]


def _stop(signum: int, _frame: Any) -> None:
    raise KeyboardInterrupt(signal.Signals(signum).name)


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m evals", description="Whole journeys as tasks, scored by the end state."
    )
    parser.add_argument(
        "--tasks", default=os.environ.get("TASKS") or str(DEFAULT_TASKS), help="directory of task files"
    )
    parser.add_argument("-k", "--trials", type=int, default=1, help="trials per task (pass^1..pass^k are reported)")
    parser.add_argument(
        "--filter", action="append", default=[], help="only tasks whose id, language or tag contains this"
    )
    parser.add_argument("--json", dest="json_out", help="write the JSON results here")
    parser.add_argument(
        "--traveller", choices=("scripted", "model"), default=os.environ.get("EVAL_TRAVELLER", "scripted")
    )
    parser.add_argument("--concurrency", type=int, default=4, help="trials played at the same time")
    parser.add_argument("--turn-timeout", type=float, default=120.0, help="seconds to wait for one answer")
    parser.add_argument("--workdir", help="keep the stack's logs here (default: a temporary directory)")
    parser.add_argument(
        "--heldout", help="a held-out task directory, reported apart (default with the default tasks: evals/heldout)"
    )
    args = parser.parse_args(argv)
    signal.signal(signal.SIGTERM, _stop)  # stop the stack's processes on SIGTERM as on Ctrl-C
    if args.trials < 1:
        parser.error("-k must be at least 1")
    filters = [f for item in args.filter for f in item.split(",") if f]
    tasks = select(load_tasks(args.tasks), filters)
    # `make eval` with the default tasks also plays the held-out batch, reported apart (it never fails the run)
    heldout_dir = (
        args.heldout
        if args.heldout is not None
        else (DEFAULT_HELDOUT if not os.environ.get("TASKS") and args.tasks == str(DEFAULT_TASKS) else None)
    )
    heldout = select(load_tasks(heldout_dir), filters) if heldout_dir and Path(heldout_dir).is_dir() else []
    if not tasks and not heldout:
        parser.error(f"no task in {args.tasks} matches {filters}")
    meta = {
        "model": model_label(dict(os.environ)),
        "traveller": args.traveller,
        "k": args.trials,
        "tasks_dir": args.tasks,
        "started_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    results = run(
        tasks + heldout,
        k=args.trials,
        traveller=args.traveller,
        concurrency=args.concurrency,
        workdir=Path(args.workdir) if args.workdir else None,
        turn_timeout=args.turn_timeout,
    )
    held = {t.id for t in heldout}
    results, held_results = [r for r in results if r.task_id not in held], [r for r in results if r.task_id in held]
    if results:
        print(render(results, args.trials, meta))
    if held_results:
        print(
            "\n"
            + render(held_results, args.trials, {**meta, "tasks_dir": str(heldout_dir)}).replace(
                "DerLg evals", "Held-out batch", 1
            )
        )
    print("\n" + two_figures(results, held_results, args.trials, Path(heldout_dir) if heldout_dir else None))
    if args.json_out:
        out = to_json(results, args.trials, meta)
        if held_results:
            out["heldout"] = to_json(held_results, args.trials, {**meta, "tasks_dir": str(heldout_dir)})
        Path(args.json_out).write_text(json.dumps(out, indent=2, ensure_ascii=False))
    run_tasks = [r for r in results if r.skipped is None]
    return 0 if all(r.successes == len(r.trials) for r in run_tasks) else 1
