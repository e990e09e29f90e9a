"""Shared helpers for ``make bench`` and ``make drills``.

- :mod:`scripts.benchlib.stack`: the real stack (dev server, sandbox, worker, bridge) as subprocesses
  started with the same commands as ``make run`` (scripts/devstack.py), so ``kill -9`` is real.
- :mod:`scripts.benchlib.traveller`: a WebSocket traveller that runs the whole journey.
- :mod:`scripts.benchlib.worker_log`: the worker's JSON log lines (llm_call, tool_call, circuit).
- :mod:`scripts.benchlib.stats`: percentiles and tables.
"""
