"""The tables ``make bench`` (scripts/bench.py) prints: the journeys' per-turn figures against the
targets, history and memory, input tokens by stage, and the idle-sessions run."""

from __future__ import annotations

from typing import Any

from scripts.benchlib.stats import fmt, table, verdict

TARGET_OVERHEAD_P50_MS = 40.0
TARGET_OVERHEAD_P95_MS = 120.0
TARGET_TURNS_PER_S = 60.0


def report(result: dict[str, Any]) -> str:
    j, t, rss = result["journeys"], result["turns"], result["rss_mb"]
    cfg = result["config"]
    lines = [
        f"\nDerLg bench: {cfg['travellers']} travellers, model latency {cfg['model_latency_ms']} ms, "
        f"backend latency {cfg['backend_latency_ms']} ms, {'in-memory' if cfg['in_memory'] else 'SQLite'} dev server, "
        f"{'Redis hints' if cfg.get('redis') else 'no Redis (polling)'}, think time {cfg.get('think_ms', 0)} ms",
        f"journeys completed {j['completed']}, failed {j['failed']}; {j['turns']} turns in {j['elapsed_s']:.1f} s\n",
    ]
    rows = [
        [name, s["n"], s["p50"], s["p95"], s["p99"], s["max"]]
        for name, s in (
            ("turn latency ms", t["latency_ms"]),
            ("overhead ms", t["overhead_ms"]),
            ("model ms (logged)", t["model_ms"]),
            ("backend ms (logged)", t["backend_ms"]),
        )
    ]
    lines.append(table(["per turn", "n", "p50", "p95", "p99", "max"], rows))
    o = t["overhead_ms"]
    lines.append(
        "\n"
        + table(
            ["target", "measured", "target value", "verdict"],
            [
                ["overhead p50 ms", o["p50"], TARGET_OVERHEAD_P50_MS, verdict(o["p50"], TARGET_OVERHEAD_P50_MS)],
                ["overhead p95 ms", o["p95"], TARGET_OVERHEAD_P95_MS, verdict(o["p95"], TARGET_OVERHEAD_P95_MS)],
                ["turns/s", j["turns_per_s"], TARGET_TURNS_PER_S, verdict(j["turns_per_s"], TARGET_TURNS_PER_S, True)],
            ],
        )
    )
    h = result["history"]
    lines.append(
        "\n"
        + table(
            ["other", "value"],
            [
                ["history events / turn", h["events_per_turn"]],
                ["history bytes / turn, JSON form", h["bytes_per_turn"]],
                ["history bytes / turn, Temporal's history_size_bytes", h["server_bytes_per_turn"]],
                ["history events / session", h["events_per_session"]],
                ["history bytes / session, JSON form", h["bytes_per_session"]],
                ["history bytes / session, Temporal's history_size_bytes", h["server_bytes_per_session"]],
                ["worker RSS MiB idle / peak", f"{fmt(rss['worker_idle'])} / {fmt(rss['worker_peak'])}"],
                ["bridge RSS MiB idle / peak", f"{fmt(rss['bridge_idle'])} / {fmt(rss['bridge_peak'])}"],
            ],
        )
    )
    tokens = result["input_tokens_by_stage"]
    if tokens:
        lines.append(
            "\n"
            + table(
                ["stage", "LLM calls", "input tokens mean", "max"],
                [[s, v["calls"], v["mean"], v["max"]] for s, v in tokens.items()],
            )
        )
    return "\n".join(lines)


def report_idle(idle: dict[str, Any]) -> str:
    lines = [
        "\n"
        + table(
            ["idle sessions", "value"],
            [
                [
                    "sessions started / processed",
                    f"{idle['sessions']} / {idle['processed']} in {idle['started_s']:.0f} s",
                ],
                ["MAX_CACHED_WORKFLOWS", idle["max_cached"]],
                [
                    "worker RSS MiB before / cache full / peak / end",
                    f"{fmt(idle['rss_before_mb'])} / {fmt(idle['rss_at_cache_full_mb'])} / {fmt(idle['rss_peak_mb'])} / "
                    f"{fmt(idle['rss_end_mb'])}",
                ],
                ["memory bounded", "yes" if idle["bounded"] else "NO"],
                ["sessions started per second", idle["processed"] / idle["started_s"] if idle["started_s"] else 0.0],
                ["sample answered a new message", f"{idle['sample_answered']} / {idle['sample']}"],
            ],
        )
    ]
    return "\n".join(lines)
