"""``make drills``: failure drills against a real stack; each says what it does and expects.

    python -m scripts.drills [--quick] [--only NAME[,NAME]] [--in-memory] [--list]

One stack (Temporal dev server on SQLite in a temp dir, sandbox, worker, bridge — the commands
of ``make run``) serves every drill; a drill that needs other settings restarts the component it
needs with them, and components a drill left down are restarted before the next one. Each drill
prints ``N passed, N failed``; the exit code is 1 when any drill failed. ``--quick`` runs the
reduced set with fewer trials (the one ``make test`` runs).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Optional

from temporalio.client import Client

from activities.temporal_client import data_converter
from scripts.benchlib import (
    drills_backend,
    drills_change_money,
    drills_coldstart,
    drills_consent,
    drills_fuzz,
    drills_money,
    drills_page,
    drills_payments,
    drills_process,
    drills_recovery,
    drills_scaleout,
)
from scripts.benchlib.drill import Context, Drill, DrillResult, run_drill
from scripts.benchlib.stack import Stack, StackOptions
from scripts.benchlib.stats import table

ALL_DRILLS: list[Drill] = [
    *drills_recovery.DRILLS,
    *drills_scaleout.DRILLS,
    *drills_page.DRILLS,
    *drills_process.DRILLS,
    *drills_backend.DRILLS,
    *drills_payments.DRILLS,
    *drills_money.DRILLS,
    *drills_consent.DRILLS,
    *drills_change_money.DRILLS,
    *drills_coldstart.DRILLS,
    *drills_fuzz.DRILLS,
]


def select(quick: bool, only: Optional[set[str]] = None) -> list[Drill]:
    chosen = [d for d in ALL_DRILLS if (not quick or d.quick)]
    if only:
        chosen = [d for d in ALL_DRILLS if d.name in only]
    return chosen


async def run_drills(drills: list[Drill], quick: bool = False, in_memory: bool = False) -> list[DrillResult]:
    stack = Stack(StackOptions(in_memory=in_memory))
    print(
        f"starting the stack in {stack.workdir} ({'in-memory' if in_memory else 'SQLite'} dev server) ...", flush=True
    )
    await asyncio.to_thread(stack.start)
    results = []
    try:
        client = await Client.connect(stack.temporal_address, data_converter=data_converter())
        ctx = Context(stack=stack, client=client, quick=quick)
        for drill in drills:
            results.append(await run_drill(drill, ctx, lambda s: print(s, flush=True)))
    finally:
        await asyncio.to_thread(stack.cleanup)
    return results


def summary_table(results: list[DrillResult]) -> str:
    return table(
        ["drill", "passed", "failed", "seconds", "verdict"],
        [[r.name, r.passed, r.failed, round(r.seconds), "ok" if r.ok else "FAILED"] for r in results],
    )


def main(argv: Optional[list[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m scripts.drills", description=__doc__.split("\n")[0])
    p.add_argument("--quick", action="store_true", help="the reduced set with fewer trials (CI)")
    p.add_argument("--only", default="", help="comma-separated drill names")
    p.add_argument("--in-memory", action="store_true", help="in-memory dev server (skips the restart drill)")
    p.add_argument("--list", action="store_true", help="list the drills and exit")
    args = p.parse_args(argv)
    only = {x.strip() for x in args.only.split(",") if x.strip()} or None
    unknown = (only or set()) - {d.name for d in ALL_DRILLS}
    if unknown:
        p.error(f"unknown drill(s): {sorted(unknown)}")
    if args.list:
        for d in ALL_DRILLS:
            print(f"{d.name}{'' if d.quick else ' (full only)'}\n    does:    {d.does}\n    expects: {d.expects}")
        return 0
    results = asyncio.run(run_drills(select(args.quick, only), quick=args.quick, in_memory=args.in_memory))
    print("\n" + summary_table(results))
    failed = [r.name for r in results if not r.ok]
    print(
        f"\n{len(results) - len(failed)} drills passed, {len(failed)} failed"
        + (f": {', '.join(failed)}" if failed else "")
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
