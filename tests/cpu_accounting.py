"""CPU seconds per test of a pytest run, for finding where ``make test`` spends its CPU.

A plugin, off unless asked for: with ``DERLG_TEST_CPU=<dir>`` and ``-p tests.cpu_accounting`` each
pytest process (every pytest-xdist worker) appends one line per test to ``<dir>/cpu-<worker>.tsv``:
node id, wall seconds, the CPU (user + system) of the pytest process itself, and that of the
child processes reaped during the test (a stack's Temporal server, sandbox, worker and bridge,
stopped by the test that started them), and the test's start time. Then
``python -m tests.cpu_accounting <dir>`` prints the totals per test directory and the heaviest tests.

    DERLG_TEST_CPU=/tmp/cpu PYTEST_ADDOPTS="-p tests.cpu_accounting" make test
    python -m tests.cpu_accounting /tmp/cpu

A child is counted when it is reaped: the servers of session fixtures (each worker's dev server,
its chromium) are stopped after the worker's last test and land on that test's line, which the
report marks.
"""

from __future__ import annotations

import os
import resource
import sys
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Optional

import pytest

ENV = "DERLG_TEST_CPU"


def _cpu() -> tuple[float, float]:
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, kids.ru_utime + kids.ru_stime


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: Optional[pytest.Item]) -> Iterator[None]:
    out = os.environ.get(ENV)
    if not out:
        return (yield)
    started, wall0, (own0, kids0) = time.time(), time.monotonic(), _cpu()
    try:
        return (yield)
    finally:
        own1, kids1 = _cpu()
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        Path(out).mkdir(parents=True, exist_ok=True)
        with open(Path(out) / f"cpu-{worker}.tsv", "a", encoding="utf-8") as f:
            f.write(
                f"{item.nodeid}\t{time.monotonic() - wall0:.2f}\t{own1 - own0:.2f}\t{kids1 - kids0:.2f}\t{started:.1f}\n"
            )


@dataclass
class Row:
    nodeid: str
    wall: float
    own: float
    children: float
    started: float
    worker: str
    last: bool = False  # the worker's last test: it also carries the session fixtures' servers

    @property
    def cpu(self) -> float:
        return self.own + self.children

    @property
    def group(self) -> str:
        """``tests/<dir>`` (or the file for tests at the top of tests/)."""
        parts = self.nodeid.split("::", 1)[0].split("/")
        return "/".join(parts[:2])


def read_rows(folder: Path) -> list[Row]:
    rows: list[Row] = []
    for path in sorted(folder.glob("cpu-*.tsv")):
        worker = path.stem.removeprefix("cpu-")
        mine = []
        for line in path.read_text(encoding="utf-8").splitlines():
            nodeid, wall, own, kids, started = line.split("\t")
            mine.append(Row(nodeid, float(wall), float(own), float(kids), float(started), worker))
        if mine:
            max(mine, key=lambda r: r.started).last = True
        rows += mine
    return rows


def report(rows: list[Row], top: int = 25) -> str:
    totals: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0, 0.0])
    for r in rows:
        t = totals[r.group]
        t[0], t[1], t[2], t[3] = t[0] + r.own, t[1] + r.children, t[2] + r.wall, t[3] + 1
    own, kids = sum(r.own for r in rows), sum(r.children for r in rows)
    lines = [f"{len(rows)} tests: {own + kids:.1f} CPU s ({own:.1f} in pytest, {kids:.1f} in reaped children)", ""]
    lines.append(f"{'CPU s':>8} {'pytest':>8} {'children':>8} {'wall s':>8} {'tests':>6}  group")
    for group, (o, k, w, n) in sorted(totals.items(), key=lambda kv: -(kv[1][0] + kv[1][1])):
        lines.append(f"{o + k:8.1f} {o:8.1f} {k:8.1f} {w:8.1f} {int(n):6d}  {group}")
    lines += ["", f"{'CPU s':>8} {'wall s':>8}  test (* = a worker's last test: also its session fixtures' servers)"]
    for r in sorted(rows, key=lambda r: -r.cpu)[:top]:
        lines.append(f"{r.cpu:8.1f} {r.wall:8.1f}  {'* ' if r.last else ''}{r.nodeid}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m tests.cpu_accounting <dir written with DERLG_TEST_CPU>", file=sys.stderr)
        return 2
    rows = read_rows(Path(argv[0]))
    if not rows:
        print(f"no cpu-*.tsv in {argv[0]}", file=sys.stderr)
        return 1
    print(report(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
