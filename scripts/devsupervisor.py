"""How ``make run`` (scripts/devstack.py) runs its children: each in its own process group, their
output merged into one stream with a coloured ``[name]`` prefix, each waited for until healthy,
and all stopped together (SIGTERM to each group, SIGKILL after a grace period)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Mapping, Optional, TextIO

COLOURS = {"redis": "31", "temporal": "35", "sandbox": "33", "worker": "36", "bridge": "32", "devstack": "1"}


class StartupFailed(RuntimeError):
    """A component could not be started or did not become healthy."""


@dataclass
class Component:
    name: str
    argv: list[str]
    ready: Callable[[], bool]
    ready_event: threading.Event = field(default_factory=threading.Event)
    marker: Optional[str] = None
    ports: tuple[int, ...] = ()


class Supervisor:
    """Runs children in their own process groups and merges their output into one stream."""

    def __init__(self, out: TextIO = sys.stdout, colour: Optional[bool] = None) -> None:
        self._out = out
        if colour is None:
            colour = bool(os.environ.get("FORCE_COLOR")) or (out.isatty() and not os.environ.get("NO_COLOR"))
        self._colour = colour
        self._lock = threading.Lock()
        self.procs: list[tuple[Component, subprocess.Popen[str]]] = []

    def log(self, name: str, line: str) -> None:
        prefix = f"[{name}]"
        if self._colour:
            prefix = f"\033[{COLOURS.get(name, '0')}m{prefix}\033[0m"
        with self._lock:
            self._out.write(f"{prefix} {line.rstrip()}\n")
            self._out.flush()

    def start(self, comp: Component, env: Mapping[str, str], cwd: Path) -> subprocess.Popen[str]:
        proc = subprocess.Popen(
            comp.argv,
            cwd=cwd,
            env=dict(env),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            errors="replace",
            bufsize=1,
            start_new_session=True,
        )
        self.procs.append((comp, proc))
        threading.Thread(target=self._pump, args=(comp, proc), daemon=True).start()
        return proc

    def _pump(self, comp: Component, proc: subprocess.Popen[str]) -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            if comp.marker and comp.marker in line:
                comp.ready_event.set()
            self.log(comp.name, line)

    def wait_ready(self, comp: Component, proc: subprocess.Popen[str], timeout: float) -> float:
        """Seconds until ``comp`` was healthy; StartupFailed if it exits or times out."""
        start = time.monotonic()
        while True:
            if comp.ready():
                return time.monotonic() - start
            code = proc.poll()
            if code is not None:
                time.sleep(0.2)  # let the pump print its last lines
                raise StartupFailed(f"{comp.name} exited with code {code} before it was healthy")
            if time.monotonic() - start > timeout:
                raise StartupFailed(f"{comp.name} not healthy after {timeout:.0f} s")
            time.sleep(0.25)

    def first_exited(self) -> Optional[tuple[str, int]]:
        for comp, proc in self.procs:
            code = proc.poll()
            if code is not None:
                return comp.name, code
        return None

    def stop_all(self, grace: float) -> None:
        """SIGTERM every group (last started first), SIGKILL what is left after ``grace`` s."""
        for _comp, proc in reversed(self.procs):
            _signal_group(proc.pid, signal.SIGTERM)
        deadline = time.monotonic() + grace
        for comp, proc in reversed(self.procs):
            try:
                proc.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                self.log("devstack", f"{comp.name} ignored SIGTERM for {grace:.0f} s: SIGKILL")
        for comp, proc in self.procs:  # the leader may be gone while its children live on
            _signal_group(proc.pid, signal.SIGKILL)
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.log("devstack", f"{comp.name} (pid {proc.pid}) did not exit after SIGKILL")


def _signal_group(pgid: int, sig: int) -> None:
    try:
        os.killpg(pgid, sig)
    except (ProcessLookupError, PermissionError):
        pass
