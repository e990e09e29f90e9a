"""The reduced drill set (as ``make drills --quick`` would run it, fewer drills) on a real stack:
kill -9 the worker mid-LLM-call and mid-tool (restarted, and with a second worker and no restart),
kill -9 the Temporal server mid-turn, the real chat page through a Temporal and a bridge outage,
two bridges with one killed, payment event chaos, fuzzed frames. The recovery drills also check
their time targets over their few trials (the full figures come from ``make drills``)."""

from __future__ import annotations

import pytest

from scripts import drills
from scripts.benchlib.drill import DrillResult
from scripts.benchlib.drills_backend import friendly
from scripts.benchlib.drills_fuzz import bridge_tracebacks

pytestmark = [pytest.mark.devserver, pytest.mark.slow]

SMOKE = {
    "worker-kill-llm-recovery",
    "worker-kill-tool-recovery",
    "server-kill-in-flight",
    "worker-kill-no-restart",
    "scale-out-bridge-kill",
    "bridge-kill",
    "payment-events",
    "money-paths",
    "fuzz-10k-frames",
}
BROWSER = {"page-outage"}  # needs Debian's chromium: its own test, skipped with the browser tests


def test_drill_result_counts_failures():
    result = DrillResult("x")
    result.check(True, "fine")
    result.check(False, "broken")
    assert (result.passed, result.failed, result.failures, result.ok) == (1, 1, ["broken"], False)


def test_friendly_and_traceback_classifiers():
    assert friendly({"text": "Our booking system is taking too long to answer right now."})
    assert not friendly({"text": "Traceback (most recent call last): httpx.ConnectError"})
    assert not friendly({"text": "  "})
    log = (
        'Traceback (most recent call last):\n  File "x/uvicorn/protocols/websockets/impl.py"\n'
        "UnicodeDecodeError: bad\nTraceback (most recent call last):\n  File \"api/ws.py\"\nKeyError: 'x'\n"
    )
    assert bridge_tracebacks(log) == (1, 1)


def test_quick_set_is_reduced_and_named():
    quick = {d.name for d in drills.select(quick=True)}
    full = {d.name for d in drills.select(quick=False)}
    assert SMOKE | BROWSER <= quick < full


@pytest.mark.parametrize("name", sorted(SMOKE))
async def test_reduced_drill_passes(name: str):
    """Each drill on a stack of its own, so ``make test``'s workers run them side by side (most of a
    drill is waiting: for a timeout, an outage, a restart)."""
    await _run_quick({name})


async def test_page_outage_drill_passes(chromium_path):
    """A message typed while Temporal is down 20 s: sending…, re-sent by the page, answered once."""
    await _run_quick(BROWSER)


async def _run_quick(names: set[str]) -> None:
    chosen = drills.select(quick=True, only=names)
    results = await drills.run_drills(chosen, quick=True)
    assert [r.name for r in results] == [d.name for d in chosen]
    for r in results:
        assert r.ok, f"{r.name}: {r.passed} passed, {r.failed} failed: {r.failures[:5]}"
