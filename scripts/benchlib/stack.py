"""A real DerLg stack as subprocesses: Temporal dev server, sandbox, worker, bridge.

The commands come from ``scripts.devstack`` (``PROCESS_COMMANDS``, ``temporal_command``), so the
bench and the drills run exactly what ``make run`` runs. Each child runs in its own process
group with its output in ``<workdir>/<name>.log`` (appended across restarts), which makes
``kill -9`` (``Stack.kill``) and restarts with changed settings (``Stack.restart``) real.

    stack = Stack(StackOptions(in_memory=False))
    stack.start()            # every component, in order, each waited until healthy
    stack.kill("worker")     # SIGKILL the process group
    stack.start_component("worker", SCRIPTED_MODEL_LATENCY_MS="1500")
    stack.stop()
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Optional

import psutil

from scripts.devprobes import http_ok, tcp_open
from scripts.devstack import (
    PORT_SETTINGS,
    PROCESS_COMMANDS,
    WORKER_READY_MARKER,
    find_temporal_bin,
    temporal_command,
)

ROOT = Path(__file__).resolve().parents[2]
ORDER = ("temporal", "sandbox", "worker", "bridge")
#: Started on demand (``start_component("floor")``), stopped with the rest: the bench's floor worker.
EXTRA = ("floor",)
FLOOR_COMMAND = ("python", "-m", "scripts.benchlib.floor")
FLOOR_READY_MARKER = "floor_worker_started"  # scripts.benchlib.floor prints it once it polls
SERVICE_KEY = "bench-service-key"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# Issue 41: a port chosen free and bound by the child a moment later can be taken in between on a
# busy host (`make eval`: "[Errno 98] address already in use"). The sandbox and the bridge bind port
# 0 on their first start and the stack reads the port back from uvicorn's "running on" line; the
# Temporal dev server cannot, so a first start that dies on a taken port gets new ports and starts
# again. A restart keeps its ports (the others point at them) and simply tries again. Readiness
# is read from the component's own log or checked while it is alive, never from whoever else
# answers on the port.
UVICORN_RUNNING = re.compile(rb"Uvicorn running on https?://[^\s:]+:(\d+)")
TEMPORAL_BANNER = b"Temporal Server:"
PORT_ATTRS: dict[str, tuple[str, ...]] = {
    "temporal": ("temporal_port", "ui_port"),
    "sandbox": ("sandbox_port",),
    "bridge": ("bridge_port",),
}
PORT_CLASH_ATTEMPTS = 4
ADDRESS_IN_USE = ("address already in use", "errno 98", "eaddrinuse")


def port_clash(log_text: str) -> bool:
    """The component's log says a port it wanted was taken."""
    low = log_text.lower()
    return any(marker in low for marker in ADDRESS_IN_USE)


class StackError(RuntimeError):
    """A component did not start, or died."""


def start_redis(port: Optional[int] = None) -> tuple[subprocess.Popen[bytes], int]:
    """A throw-away redis-server (no persistence) and its port; one that exits at once (its port
    was taken meanwhile) is started again on another port."""
    port = port or free_port()
    for _ in range(PORT_CLASH_ATTEMPTS):
        proc = subprocess.Popen(
            ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        deadline = time.monotonic() + 10
        while proc.poll() is None and not tcp_open(port):
            if time.monotonic() > deadline:
                proc.kill()
                raise StackError("redis-server did not start")
            time.sleep(0.05)
        time.sleep(0.1)  # a redis that lost the port exits right after the other one answered
        if proc.poll() is None:
            return proc, port
        port = free_port()
    raise StackError("redis-server did not start")


@dataclass
class StackOptions:
    in_memory: bool = False
    workdir: Optional[Path] = None
    model_latency_ms: int = 0
    backend_latency_ms: int = 0
    max_cached_workflows: Optional[int] = None
    extra_env: dict[str, str] = field(default_factory=dict)
    startup_timeout: float = 90.0
    redis: bool = False  # run a redis-server and give worker and bridge REDIS_URL (event hints)


class Stack:
    def __init__(self, options: Optional[StackOptions] = None) -> None:
        self.options = options or StackOptions()
        self._tmp: Optional[tempfile.TemporaryDirectory[str]] = None
        if self.options.workdir is None:
            self._tmp = tempfile.TemporaryDirectory(prefix="derlg-bench-")
            self.workdir = Path(self._tmp.name)
        else:
            self.workdir = Path(self.options.workdir)
            self.workdir.mkdir(parents=True, exist_ok=True)
        self.temporal_port = free_port()
        self.ui_port = free_port()
        self.sandbox_port = free_port()
        self.bridge_port = free_port()
        self.db_filename = str(self.workdir / "temporal.db")
        self.procs: dict[str, subprocess.Popen[bytes]] = {}
        self._logs: dict[str, IO[bytes]] = {}
        self.overrides: dict[str, dict[str, str]] = {name: {} for name in ORDER + EXTRA}
        self.temporal_bin = find_temporal_bin()
        self.redis_port = free_port() if self.options.redis else None
        self._started: set[str] = set()  # components that started once (their ports are in use)
        self._redis: Optional[subprocess.Popen[bytes]] = None

    # ------------------------------------------------------------ addresses
    @property
    def temporal_address(self) -> str:
        return f"127.0.0.1:{self.temporal_port}"

    @property
    def sandbox_url(self) -> str:
        return f"http://127.0.0.1:{self.sandbox_port}"

    @property
    def bridge_url(self) -> str:
        return f"http://127.0.0.1:{self.bridge_port}"

    @property
    def ws_base(self) -> str:
        return f"ws://127.0.0.1:{self.bridge_port}"

    def log_path(self, name: str) -> Path:
        return self.workdir / f"{name}.log"

    # ------------------------------------------------------------ env and commands
    def base_env(self) -> dict[str, str]:
        o = self.options
        no_proxy = "localhost,127.0.0.1"
        env = {k: v for k, v in os.environ.items() if not k.startswith(("SANDBOX_FAULT_",))}
        env.update(
            {
                "TEMPORAL_ADDRESS": self.temporal_address,
                "TEMPORAL_NAMESPACE": "default",
                "BACKEND_URL": self.sandbox_url,
                "AI_SERVICE_KEY": SERVICE_KEY,
                "SANDBOX_HOST": "127.0.0.1",
                "SANDBOX_PORT": str(self.sandbox_port),
                "BRIDGE_HOST": "127.0.0.1",
                "BRIDGE_PORT": str(self.bridge_port),
                "MODEL_BACKEND": "scripted",
                "SCRIPTED_MODEL_LATENCY_MS": str(o.model_latency_ms),
                "SANDBOX_FAULT_LATENCY_MS": str(o.backend_latency_ms),
                "RATE_LIMIT_PER_MINUTE": "100000",
                "LOG_LEVEL": "INFO",
                "PYTHONUNBUFFERED": "1",
                "NO_PROXY": no_proxy,
                "no_proxy": no_proxy,
            }
        )
        for key in ("ANTHROPIC_API_KEY", "REDIS_URL", "AUTH_JWT_SECRET", "SENTRY_DSN", "DERLG_CODEC_KEY"):
            env.pop(key, None)
        if self.redis_port:
            env["REDIS_URL"] = f"redis://127.0.0.1:{self.redis_port}/0"
        if o.max_cached_workflows is not None:
            env["MAX_CACHED_WORKFLOWS"] = str(o.max_cached_workflows)
        env.update(o.extra_env)
        return env

    def argv(self, name: str) -> list[str]:
        if name == "temporal":
            argv = temporal_command(
                self.temporal_bin, port=self.temporal_port, ui_port=self.ui_port, db_filename=self.db_filename
            )
            if self.options.in_memory:
                i = argv.index("--db-filename")
                del argv[i : i + 2]
            return argv + ["--headless"]
        cmd = list(FLOOR_COMMAND if name == "floor" else PROCESS_COMMANDS[name])
        return [sys.executable if cmd[0] == "python" else cmd[0], *cmd[1:]]

    # ------------------------------------------------------------ lifecycle
    def _start_redis(self, port: int) -> None:
        self._redis, self.redis_port = start_redis(port)

    def start(self) -> Stack:
        try:
            if self.redis_port and self._redis is None:
                self._start_redis(self.redis_port)
            for name in ORDER:
                self.start_component(name)
        except BaseException:
            self.stop()
            raise
        return self

    def start_component(self, name: str, **overrides: str) -> subprocess.Popen[bytes]:
        """Start (or restart after a kill) one component; ``overrides`` stick for later restarts.
        A start that dies because its port was taken meanwhile is tried again (``PORT_ATTRS``)."""
        if self.alive(name):
            raise StackError(f"{name} is already running")
        self.overrides[name].update({k: str(v) for k, v in overrides.items()})
        for attempt in range(1, PORT_CLASH_ATTEMPTS + 1):
            offset = self.log_path(name).stat().st_size if self.log_path(name).exists() else 0
            try:
                proc = self._launch(name)
                self._started.add(name)
                return proc
            except StackError:
                if attempt == PORT_CLASH_ATTEMPTS or not port_clash(self._log_since(name, offset)):
                    raise
            if name not in self._started:  # nobody points at its ports yet: take new ones
                for attr in PORT_ATTRS.get(name, ()):
                    setattr(self, attr, free_port())
            time.sleep(0.2 * attempt)
        raise StackError(f"{name} did not start")  # not reached

    def _log_since(self, name: str, offset: int) -> str:
        try:
            with open(self.log_path(name), "rb") as f:
                f.seek(offset)
                return f.read().decode("utf-8", "replace")
        except OSError:
            return ""

    def _launch(self, name: str) -> subprocess.Popen[bytes]:
        env = {**self.base_env(), **self.overrides[name]}
        if name in PORT_SETTINGS and name not in self._started and PORT_SETTINGS[name] not in self.overrides[name]:
            env[PORT_SETTINGS[name]] = "0"  # the port is read back from its log (_ready)
        log = self._logs.get(name)
        if log is None:
            log = self._logs[name] = open(self.log_path(name), "ab")
        offset = self.log_path(name).stat().st_size
        proc = subprocess.Popen(
            self.argv(name),
            cwd=ROOT,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        self.procs[name] = proc
        self._wait_ready(name, proc, offset)
        return proc

    def _ready(self, name: str, offset: int) -> bool:
        if name == "temporal":
            if TEMPORAL_BANNER not in self._log_since(name, offset).encode() or not tcp_open(self.temporal_port):
                return False
            out = subprocess.run(
                [self.temporal_bin, "operator", "cluster", "health", "--address", self.temporal_address],
                capture_output=True,
                text=True,
                timeout=10,
            )
            return out.returncode == 0 and "SERVING" in out.stdout
        if name in ("worker", "floor"):
            marker = WORKER_READY_MARKER if name == "worker" else FLOOR_READY_MARKER
            with open(self.log_path(name), "rb") as f:
                f.seek(offset)
                return marker.encode() in f.read()
        if name not in self._started:
            found = UVICORN_RUNNING.search(self._log_since(name, offset).encode())
            if found is None:
                return False
            setattr(self, f"{name}_port", int(found.group(1)))
        url = self.sandbox_url if name == "sandbox" else self.bridge_url
        return http_ok(url + "/health")

    def _wait_ready(self, name: str, proc: subprocess.Popen[bytes], offset: int) -> None:
        deadline = time.monotonic() + self.options.startup_timeout
        while proc.poll() is not None or not self._ready(name, offset):
            if proc.poll() is not None:
                raise StackError(
                    f"{name} exited with {proc.returncode}; see {self.log_path(name)}:\n" + self.tail(name)
                )
            if time.monotonic() > deadline:
                raise StackError(
                    f"{name} not healthy after {self.options.startup_timeout:.0f} s; see {self.log_path(name)}"
                )
            time.sleep(0.1)

    def alive(self, name: str) -> bool:
        proc = self.procs.get(name)
        return proc is not None and proc.poll() is None

    def pid(self, name: str) -> int:
        return self.procs[name].pid

    def kill(self, name: str, sig: int = signal.SIGKILL) -> None:
        """Signal the component's process group (default ``kill -9``) and reap it."""
        proc = self.procs.get(name)
        if proc is None or proc.poll() is not None:
            return
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            pass
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)

    def restart(self, name: str, sig: int = signal.SIGKILL, **overrides: str) -> None:
        self.kill(name, sig)
        self.start_component(name, **overrides)

    def ensure_running(self) -> list[str]:
        """Restart every component that died (between drills); returns their names."""
        restarted = []
        for name in ORDER:
            if not self.alive(name):
                self.start_component(name)
                restarted.append(name)
        return restarted

    def rss_mb(self, name: str) -> float:
        """Resident memory of the component and its children, in MiB."""
        try:
            proc = psutil.Process(self.pid(name))
            total = proc.memory_info().rss
            for child in proc.children(recursive=True):
                total += child.memory_info().rss
        except (psutil.Error, KeyError):
            return 0.0
        return total / (1024 * 1024)

    def cpu_seconds(self, name: str) -> float:
        """CPU time (user + system) the component and its children have used so far."""
        try:
            proc = psutil.Process(self.pid(name))
            procs = [proc, *proc.children(recursive=True)]
            return sum(t.user + t.system for t in (p.cpu_times() for p in procs))
        except (psutil.Error, KeyError):
            return 0.0

    def cpu_snapshot(self) -> dict[str, float]:
        """CPU seconds so far of every running component and of this process (the load driver)."""
        snap = {name: self.cpu_seconds(name) for name in ORDER + EXTRA if self.alive(name)}
        snap["driver"] = time.process_time()
        return snap

    def tail(self, name: str, lines: int = 30) -> str:
        try:
            data = self.log_path(name).read_bytes()[-20000:]
        except OSError:
            return ""
        return "\n".join(data.decode("utf-8", "replace").splitlines()[-lines:])

    def stop(self) -> None:
        for name in reversed(ORDER + EXTRA):
            self.kill(name, signal.SIGTERM)
        for log in self._logs.values():
            log.close()
        self._logs.clear()
        if self._redis is not None:
            self._redis.terminate()
            self._redis.wait(timeout=10)
            self._redis = None

    def cleanup(self) -> None:
        self.stop()
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None

    def __enter__(self) -> Stack:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.cleanup()
