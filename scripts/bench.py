"""``make bench``: N simulated travellers run the whole journey through the WebSocket bridge.

    python -m scripts.bench [--travellers 50] [--model-latency-ms 0] [--backend-latency-ms 0]
                            [--idle-sessions 10000] [--stream-turns 20] [--in-memory]
                            [--out bench-results/latest.json]

Starts a real stack (Temporal dev server on SQLite in a temp dir, or in memory; the sandbox
backend; the worker; the bridge; the same commands as ``make run``), runs the travellers
concurrently, then the idle-sessions run, prints a table (scripts/benchlib/report.py) and writes
the JSON results.

Measured: per-turn latency (user frame sent → ``final`` event received), orchestration overhead
(latency minus the model and backend time the worker logged for that session inside the turn),
turns/s, history events and bytes per turn (``fetch_history`` on finished sessions), worker and
bridge RSS, input tokens per LLM call by stage, the idle-sessions figures, and the streaming
figures (scripts/bench_stream.py: time to the first ``text_delta`` and to the final event against a
fake streaming Claude; needs Redis).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from pathlib import Path
from typing import Any, Optional

import httpx
from temporalio.client import Client
from tqdm import tqdm

from activities.temporal_client import data_converter
from agent.settings import Settings
from agent.signals import workflow_id_for
from scripts.bench_stream import report_stream, run_stream_bench
from scripts.benchlib import compare, worker_log
from scripts.benchlib.floor import run_floor
from scripts.benchlib.history import history_cost
from scripts.benchlib.idle import run_idle
from scripts.benchlib.report import report, report_idle
from scripts.benchlib.stack import ROOT, Stack, StackOptions
from scripts.benchlib.stats import summary
from scripts.benchlib.traveller import JourneyError, Traveller


def default_max_cached() -> int:
    return int(Settings.model_fields["max_cached_workflows"].default)


async def run_travellers(
    stack: Stack, count: int, bar: Optional[tqdm] = None, think_ms: int = 0
) -> tuple[list[Traveller], list[str], float]:
    travellers = [Traveller(stack.ws_base, user_id=f"bench-{i}", think_ms=think_ms) for i in range(count)]
    failures: list[str] = []

    async def one(t: Traveller) -> None:
        try:
            await t.connect()
            await t.journey(stack.sandbox_url, timeout=180)
        except (TimeoutError, JourneyError, OSError) as err:
            failures.append(f"{t.session_id}: {err}")
        finally:
            await t.close()
            if bar is not None:
                bar.update(1)
                bar.set_postfix(turns=sum(len(x.turns) for x in travellers), failed=len(failures))

    started = time.monotonic()
    await asyncio.gather(*(one(t) for t in travellers))
    return travellers, failures, time.monotonic() - started


async def sample_rss(stack: Stack, peaks: dict[str, float], stop: asyncio.Event) -> None:
    while not stop.is_set():
        for name in ("worker", "bridge"):
            peaks[name] = max(peaks.get(name, 0.0), stack.rss_mb(name))
        try:
            await asyncio.wait_for(stop.wait(), 0.5)
        except TimeoutError:
            pass


def turn_metrics(travellers: list[Traveller], calls: list[worker_log.Call]) -> dict[str, Any]:
    grouped = worker_log.by_session(calls)
    latency, overhead, model_ms, backend_ms = [], [], [], []
    for t in travellers:
        for turn in t.turns:
            m, b = worker_log.time_in_window(grouped.get(t.session_id, []), turn.sent_at, turn.done_at)
            latency.append(turn.latency_ms)
            overhead.append(max(0.0, turn.latency_ms - m - b))
            model_ms.append(m)
            backend_ms.append(b)
    return {
        "latency_ms": summary(latency),
        "overhead_ms": summary(overhead),
        "model_ms": summary(model_ms),
        "backend_ms": summary(backend_ms),
    }


def ours_side(
    travellers: list[Traveller], elapsed: float, cpu: dict[str, float], queries: Optional[float] = None
) -> dict[str, Any]:
    return compare.side([turn.latency_ms for t in travellers for turn in t.turns], elapsed, cpu, queries)


async def bridge_queries(stack: Stack) -> Optional[float]:
    """The bridge's session queries so far (``derlg_bridge_session_queries_total``, all kinds)."""
    try:
        async with httpx.AsyncClient(timeout=5) as http:
            text = (await http.get(f"{stack.bridge_url}/metrics")).text
    except httpx.HTTPError:
        return None
    samples = [
        line.rsplit(" ", 1)[-1] for line in text.splitlines() if line.startswith("derlg_bridge_session_queries_total{")
    ]
    return sum(float(v) for v in samples)


def used(before: Optional[float], after: Optional[float]) -> Optional[float]:
    return after - before if before is not None and after is not None else None


async def compare_with_floor(
    stack: Stack,
    args: argparse.Namespace,
    first: tuple[list[Traveller], float, dict[str, float], Optional[float]],
    history: dict,
) -> dict[str, Any]:
    """The floor (scripts.benchlib.floor) with our travellers' numbers, rounds interleaved."""
    travellers = first[0]
    await asyncio.to_thread(stack.start_component, "floor")
    floor_client = await Client.connect(stack.temporal_address)
    per = max(1, round(sum(len(t.turns) for t in travellers) / max(1, len(travellers))))
    k = args.floor_activities
    if args.warmup:
        await run_floor(floor_client, 1, 2, k)

    async def floor_side() -> tuple[dict[str, Any], list[str]]:
        before = stack.cpu_snapshot()
        run = await run_floor(floor_client, args.travellers, per, k)
        cpu = compare.cpu_used(before, stack.cpu_snapshot())
        return compare.side(run.latencies_ms, run.elapsed_s, cpu, sum(run.queries)), run.workflow_ids

    async def our_side() -> dict[str, Any]:
        before, queries = stack.cpu_snapshot(), await bridge_queries(stack)
        more, _, took = await run_travellers(stack, args.travellers, think_ms=args.think_ms)
        cpu = compare.cpu_used(before, stack.cpu_snapshot())
        return ours_side(more, took, cpu, used(queries, await bridge_queries(stack)))

    floor, floor_ids = await floor_side()
    rounds = [compare.round_result(ours_side(*first), floor, "ours first")]
    for i in range(1, args.rounds):
        if i % 2:
            floor, _ = await floor_side()
            rounds.append(compare.round_result(await our_side(), floor, "floor first"))
        else:
            ours = await our_side()
            floor, _ = await floor_side()
            rounds.append(compare.round_result(ours, floor, "ours first"))
    return {
        "config": {"travellers": args.travellers, "turns_per_traveller": per, "activities": k},
        "rounds": rounds,
        "median_ratio": compare.summary(rounds),
        "cpu_ratio": compare.cpu_ratio(rounds),
        "history": {"ours": history, "floor": await history_cost(floor_client, floor_ids[: args.history_sample])},
    }


def token_metrics(calls: list[worker_log.Call]) -> dict[str, Any]:
    return {
        stage: {"calls": len(v), "mean": sum(v) / len(v), "max": max(v)}
        for stage, v in sorted(worker_log.tokens_by_stage(calls).items())
    }


async def bench(args: argparse.Namespace) -> dict[str, Any]:
    max_cached = args.max_cached or default_max_cached()
    opts = StackOptions(
        in_memory=args.in_memory,
        model_latency_ms=args.model_latency_ms,
        backend_latency_ms=args.backend_latency_ms,
        max_cached_workflows=max_cached,
        redis=args.redis,
    )
    stack = Stack(opts)
    print(
        f"starting the stack in {stack.workdir} ({'in-memory' if args.in_memory else 'SQLite'} dev server) ...",
        flush=True,
    )
    await asyncio.to_thread(stack.start)
    try:
        client = await Client.connect(stack.temporal_address, data_converter=data_converter())
        rss_idle = {n: stack.rss_mb(n) for n in ("worker", "bridge")}
        if args.warmup:
            await run_travellers(stack, 1)
        offset = stack.log_path("worker").stat().st_size
        peaks: dict[str, float] = {}
        stop = asyncio.Event()
        sampler = asyncio.create_task(sample_rss(stack, peaks, stop))
        with tqdm(total=args.travellers, desc="travellers", unit="journey", file=sys.stderr) as bar:
            cpu_before, queries_before = stack.cpu_snapshot(), await bridge_queries(stack)
            travellers, failures, elapsed = await run_travellers(stack, args.travellers, bar, args.think_ms)
            cpu = compare.cpu_used(cpu_before, stack.cpu_snapshot())
            queries = used(queries_before, await bridge_queries(stack))
        stop.set()
        await sampler
        calls = worker_log.calls(worker_log.records(stack.log_path("worker"), offset))
        turns = sum(len(t.turns) for t in travellers)
        finished = [t.session_id for t in travellers if t.turns and t.session_id not in " ".join(failures)]
        result: dict[str, Any] = {
            "config": {
                "travellers": args.travellers,
                "model_latency_ms": args.model_latency_ms,
                "backend_latency_ms": args.backend_latency_ms,
                "in_memory": args.in_memory,
                "redis": args.redis,
                "think_ms": args.think_ms,
                "idle_sessions": args.idle_sessions,
                "max_cached_workflows": max_cached,
                "command": "python -m scripts.bench " + " ".join(sys.argv[1:]),
            },
            "journeys": {
                "completed": len(travellers) - len(failures),
                "failed": len(failures),
                "failures": failures[:10],
                "turns": turns,
                "elapsed_s": elapsed,
                "turns_per_s": turns / elapsed if elapsed else 0.0,
            },
            "turns": turn_metrics(travellers, calls),
            "history": await history_cost(
                client,
                [workflow_id_for(s) for s in finished[: args.history_sample]],
                Path(args.dump_history) if args.dump_history else None,
            ),
            "rss_mb": {
                "worker_idle": rss_idle["worker"],
                "bridge_idle": rss_idle["bridge"],
                "worker_peak": peaks.get("worker", 0.0),
                "bridge_peak": peaks.get("bridge", 0.0),
            },
            "input_tokens_by_stage": token_metrics(calls),
        }
        print(report(result), flush=True)  # the journey figures, before the (long) idle run
        if args.floor:
            result["floor"] = await compare_with_floor(
                stack, args, (travellers, elapsed, cpu, queries), result["history"]
            )
            print(compare.report(result["floor"]), flush=True)
        if args.stream_turns and args.redis:
            result["streaming"] = await run_stream_bench(stack, args.stream_turns)
            print(report_stream(result["streaming"]), flush=True)
        if args.idle_sessions:
            with tqdm(total=args.idle_sessions, desc="idle sessions", unit="session", file=sys.stderr) as bar:
                idle = await run_idle(
                    client,
                    stack,
                    args.idle_sessions,
                    max_cached,
                    sample=args.idle_sample,
                    progress=bar.update,
                    timeout=args.idle_timeout,
                )
            result["idle"] = idle.as_dict()
        return result
    finally:
        await asyncio.to_thread(stack.cleanup)


def parse_args(argv: Optional[list[str]] = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m scripts.bench", description=__doc__.split("\n")[0])
    p.add_argument("--travellers", type=int, default=50)
    p.add_argument("--model-latency-ms", type=int, default=0)
    p.add_argument("--backend-latency-ms", type=int, default=0)
    p.add_argument("--idle-sessions", type=int, default=10000)
    p.add_argument(
        "--idle-timeout",
        type=float,
        default=900.0,
        help="stop starting idle sessions after this many seconds and measure what is there",
    )
    p.add_argument("--idle-sample", type=int, default=50, help="idle sessions woken with a new message")
    p.add_argument("--max-cached", type=int, default=0, help="MAX_CACHED_WORKFLOWS (default: the setting's)")
    p.add_argument("--history-sample", type=int, default=20, help="finished sessions whose history is measured")
    p.add_argument("--no-warmup", dest="warmup", action="store_false", help="skip the one-journey warm-up")
    p.add_argument(
        "--think-ms",
        type=int,
        default=0,
        help="pause before each message (0: back-to-back, which measures saturation throughput)",
    )
    p.add_argument(
        "--stream-turns",
        type=int,
        default=20,
        help="turns measured against a fake streaming Claude (0: skip; needs Redis)",
    )
    p.add_argument("--dump-history", default="", help="write one finished session's history (JSON) here")
    p.add_argument("--no-floor", dest="floor", action="store_false", help="skip the Temporal floor comparison")
    p.add_argument("--floor-activities", type=int, default=3, help="no-op activities per floor turn (K)")
    p.add_argument("--rounds", type=int, default=1, help="ours/floor rounds, interleaved (ratios per round)")
    p.add_argument("--in-memory", action="store_true", help="in-memory dev server instead of SQLite")
    p.add_argument(
        "--no-redis",
        dest="redis",
        action="store_false",
        help="no Redis: the bridge polls during turns instead of waking on worker hints",
    )
    p.add_argument("--out", default="bench-results/latest.json")
    return p.parse_args(argv)


def main(argv: Optional[list[str]] = None) -> int:
    args = parse_args(argv)
    result = asyncio.run(bench(args))
    if result.get("idle"):
        print(report_idle(result["idle"]))
    out = Path(args.out)
    if not out.is_absolute():
        out = ROOT / out
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2, default=str))
    print(f"\nresults written to {out}")
    failed = result["journeys"]["failed"] or (
        result.get("idle") and result["idle"]["sample_answered"] < result["idle"]["sample"]
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
