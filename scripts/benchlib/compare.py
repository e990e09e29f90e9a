"""Ours against the Temporal floor (scripts.benchlib.floor), side by side, ratios from one run.

Each round runs both on the same stack, one after the other (the order alternates between
rounds so neither always gets the warmer machine): our travellers through the bridge, then the
floor with the same number of travellers and turns per traveller.
"""

from __future__ import annotations

import statistics
from typing import Any, Optional, Sequence

from scripts.benchlib.stats import percentile, table

#: Targets (issue 26): throughput ratio at least, one-traveller p50 ratio at most, KB per turn at most.
TARGET_TPS_RATIO = 0.85
TARGET_P50_RATIO = 1.1
TARGET_KB_PER_TURN = 12.0


def cpu_used(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
    """CPU seconds each process used between two ``Stack.cpu_snapshot()`` calls."""
    return {name: after[name] - before.get(name, 0.0) for name in after}


def side(
    latencies_ms: Sequence[float],
    elapsed_s: float,
    cpu: Optional[dict[str, float]] = None,
    queries: Optional[float] = None,
) -> dict[str, Any]:
    """One side of a round; ``queries``: workflow queries sent for these turns (bridge or floor client)."""
    turns = len(latencies_ms)
    return {
        "turns": turns,
        "queries_per_turn": queries / turns if queries is not None and turns else float("nan"),
        "p50_ms": percentile(latencies_ms, 50),
        "p95_ms": percentile(latencies_ms, 95),
        "turns_per_s": turns / elapsed_s if elapsed_s else 0.0,
        # CPU milliseconds per turn, per process (temporal, worker, bridge, sandbox, floor, driver)
        "cpu_ms_per_turn": {name: 1000 * sec / turns for name, sec in (cpu or {}).items()} if turns else {},
    }


def round_result(ours: dict[str, Any], floor: dict[str, Any], order: str) -> dict[str, Any]:
    def ratio(key: str) -> float:
        return ours[key] / floor[key] if floor[key] else float("nan")

    return {
        "order": order,
        "ours": ours,
        "floor": floor,
        "ratio": {key: ratio(key) for key in ("p50_ms", "p95_ms", "turns_per_s")},
    }


def summary(rounds: list[dict[str, Any]]) -> dict[str, float]:
    """The median ratio over rounds (each ratio is from one round: ours and the floor together)."""
    return {key: statistics.median(r["ratio"][key] for r in rounds) for key in ("p50_ms", "p95_ms", "turns_per_s")}


def cpu_total(side: dict[str, Any]) -> float:
    return float(sum(side.get("cpu_ms_per_turn", {}).values()))


def cpu_ratio(rounds: list[dict[str, Any]]) -> float:
    """Floor CPU per turn over ours (all processes): the throughput ratio when the machine is
    saturated, and far less sensitive than wall-clock turns/s to other load on the machine."""
    ratios = [cpu_total(r["floor"]) / cpu_total(r["ours"]) for r in rounds if cpu_total(r["ours"])]
    return statistics.median(ratios) if ratios else float("nan")


def report(cmp: dict[str, Any]) -> str:
    cfg = cmp["config"]
    lines = [
        f"\nOurs vs the Temporal floor: {cfg['travellers']} travellers x {cfg['turns_per_traveller']} turns, "
        f"floor = signal-with-start, {cfg['activities']} no-op activities in sequence, reply seen by a "
        "50 ms query poll; same dev server, rounds interleaved\n"
    ]
    rows = []
    for i, r in enumerate(cmp["rounds"], 1):
        for key, label in (("p50_ms", "turn p50 ms"), ("p95_ms", "turn p95 ms"), ("turns_per_s", "turns/s")):
            rows.append([f"{i} ({r['order']})", label, r["ours"][key], r["floor"][key], f"{r['ratio'][key]:.2f}x"])
        ours_q, floor_q = (
            r["ours"].get("queries_per_turn", float("nan")),
            r["floor"].get("queries_per_turn", float("nan")),
        )
        if ours_q == ours_q or floor_q == floor_q:  # either measured (not NaN)
            rows.append([f"{i} ({r['order']})", "queries / turn", ours_q, floor_q, ""])
    lines.append(table(["round", "measure", "ours", "floor", "ours/floor"], rows))
    med = cmp["median_ratio"]
    hist = cmp.get("history", {})
    ours_h, floor_h = hist.get("ours", {}), hist.get("floor", {})
    rows = [
        ["turns/s ratio (median)", f"{med['turns_per_s']:.2f}x", f">= {TARGET_TPS_RATIO}x (50 travellers)"],
        ["turn p50 ratio (median)", f"{med['p50_ms']:.2f}x", f"<= {TARGET_P50_RATIO}x (1 traveller)"],
    ]
    cpu = cpu_ratio(cmp["rounds"])
    if cpu == cpu:  # not NaN
        rows.append(["CPU per turn, floor/ours (median)", f"{cpu:.2f}x", "the turns/s ratio of a saturated machine"])
    if ours_h:
        rows.append(
            ["history KB / turn (ours), JSON form", ours_h["bytes_per_turn"] / 1024, f"<= {TARGET_KB_PER_TURN}"]
        )
        rows.append(
            [
                "history KB / turn (ours), Temporal's count",
                ours_h["server_bytes_per_turn"] / 1024,
                f"<= {TARGET_KB_PER_TURN}",
            ]
        )
    lines.append("\n" + table(["summary", "value", "target"], rows))
    if ours_h and floor_h:
        keys = (
            ("events_per_turn", "history events"),
            ("bytes_per_turn", "history bytes (JSON form)"),
            ("server_bytes_per_turn", "history bytes (Temporal's history_size_bytes)"),
            ("workflow_tasks_per_turn", "workflow tasks"),
            ("activities_per_turn", "activities"),
            ("upserts_per_turn", "search-attribute upserts"),
            ("memo_upserts_per_turn", "memo upserts"),
            ("markers_per_turn", "markers (patches, local activities)"),
            ("activity_input_bytes_per_turn", "activity input bytes"),
            ("activity_result_bytes_per_turn", "activity result bytes"),
            ("wft_schedule_to_start_p50_ms", "workflow task schedule-to-start p50 ms"),
            ("wft_start_to_complete_p50_ms", "workflow task start-to-complete p50 ms"),
            ("activity_schedule_to_start_p50_ms", "activity schedule-to-start p50 ms"),
            ("activity_run_p50_ms", "activity start-to-close p50 ms"),
            ("wft_schedule_to_start_p95_ms", "workflow task schedule-to-start p95 ms"),
            ("activity_schedule_to_start_p95_ms", "activity schedule-to-start p95 ms"),
        )
        lines.append("\n" + table(["per turn", "ours", "floor"], [[label, ours_h[k], floor_h[k]] for k, label in keys]))
    first = cmp["rounds"][0]
    ours_cpu, floor_cpu = first["ours"].get("cpu_ms_per_turn", {}), first["floor"].get("cpu_ms_per_turn", {})
    if ours_cpu and floor_cpu:
        names = [
            n for n in ("temporal", "worker", "floor", "bridge", "sandbox", "driver") if n in ours_cpu or n in floor_cpu
        ]
        rows = [[name, ours_cpu.get(name, 0.0), floor_cpu.get(name, 0.0)] for name in names]
        rows.append(["total", sum(ours_cpu.get(n, 0.0) for n in names), sum(floor_cpu.get(n, 0.0) for n in names)])
        lines.append("\n" + table(["CPU ms / turn (round 1)", "ours run", "floor run"], rows))
    return "\n".join(lines)
