"""A short ``make bench`` (3 travellers, 20 idle sessions) on a real subprocess stack.

Correctness only: every journey reaches POST_BOOKING, every figure the bench reports is there
and plausible, the idle sessions answer again. No timing asserts.
"""

from __future__ import annotations

import math

import pytest

from scripts import bench
from scripts.benchlib.stats import percentile, table

pytestmark = [pytest.mark.devserver, pytest.mark.slow]


def test_percentile_interpolates():
    assert percentile([10.0, 20.0, 30.0, 40.0], 50) == 25.0
    assert percentile([5.0], 99) == 5.0
    assert math.isnan(percentile([], 50))
    assert "p50" in table(["name", "p50"], [["x", 1.0]])


async def test_short_bench_runs_whole_journeys(tmp_path):
    args = bench.parse_args(
        [
            "--travellers",
            "3",
            "--idle-sessions",
            "20",
            "--idle-sample",
            "5",
            "--stream-turns",
            "3",
            "--no-warmup",
            "--out",
            str(tmp_path / "bench.json"),
        ]
    )
    result = await bench.bench(args)

    journeys = result["journeys"]
    assert journeys["completed"] == 3 and journeys["failed"] == 0, journeys["failures"]
    assert journeys["turns"] >= 3 * 6  # the journey takes several turns per traveller
    turns = result["turns"]
    assert turns["latency_ms"]["n"] == journeys["turns"]
    assert 0 < turns["latency_ms"]["p50"] <= turns["latency_ms"]["p99"]
    assert turns["overhead_ms"]["p50"] <= turns["latency_ms"]["p50"]
    assert result["history"]["events_per_turn"] > 1 and result["history"]["bytes_per_turn"] > 100
    stages = result["input_tokens_by_stage"]
    assert {"DISCOVERY", "PAYMENT", "POST_BOOKING"} <= set(stages), stages
    assert all(v["mean"] > 0 for v in stages.values())
    assert result["rss_mb"]["worker_peak"] > 0 and result["rss_mb"]["bridge_peak"] > 0
    streaming = result["streaming"]  # time to the first text_delta, then to the final event
    assert streaming["first_delta_ms"]["n"] == 3 and streaming["deltas_per_turn"]["p50"] > 10
    assert 0 < streaming["first_delta_ms"]["p50"] < streaming["final_ms"]["p50"]
    floor = result["floor"]  # the Temporal floor ran in the same run, same travellers and turns
    cfg = floor["config"]
    assert cfg["travellers"] == 3 and cfg["turns_per_traveller"] >= 6
    assert floor["rounds"][0]["floor"]["turns"] == 3 * cfg["turns_per_traveller"]
    assert floor["rounds"][0]["ratio"]["turns_per_s"] > 0 and floor["history"]["floor"]["activities_per_turn"] == 3.0
    # the bridge's queries per turn (its /metrics counter) beside the floor client's: at least one each
    assert floor["rounds"][0]["ours"]["queries_per_turn"] >= 1 and floor["rounds"][0]["floor"]["queries_per_turn"] >= 1
    assert result["history"]["server_bytes_per_turn"] > 0
    idle = result["idle"]
    assert idle["processed"] == 20 and idle["sample"] == 5 and idle["sample_answered"] == 5
    printed = bench.report(result)
    assert "overhead p50 ms" in printed and "turns/s" in printed
    assert "idle sessions" in bench.report_idle(idle)
