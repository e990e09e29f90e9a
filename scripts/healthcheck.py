"""Container health check for the one image (Dockerfile HEALTHCHECK, docker-compose healthcheck).

    python -m scripts.healthcheck [bridge|sandbox|worker] [--ready]

Without a role it is read from the container's main process (``/proc/1/cmdline``):
``python -m api`` → bridge, ``python -m sandbox`` → sandbox, ``python worker.py`` → worker.
bridge / sandbox: ``GET /health/live`` on BRIDGE_PORT / SANDBOX_PORT (the process is up: the
Dockerfile's HEALTHCHECK, since restarting a bridge does not bring Temporal back), or with
``--ready`` ``GET /health/ready`` (it can serve: Temporal answers and a worker polls; what
docker-compose's bridge healthcheck asks). worker: ``GET /metrics`` on WORKER_METRICS_PORT (the
Temporal SDK's Prometheus endpoint); without that setting only liveness of the main process can
be checked. Exit 0 = healthy, 1 = unhealthy.
"""

from __future__ import annotations

import os
import sys
import urllib.request
from pathlib import Path
from typing import Optional

DEFAULT_PORTS = {"bridge": ("BRIDGE_PORT", 8000), "sandbox": ("SANDBOX_PORT", 8300)}


def role_from_cmdline(argv: list[str]) -> Optional[str]:
    """The component a process command line runs, or None."""
    if "-m" in argv:
        module = argv[argv.index("-m") + 1] if argv.index("-m") + 1 < len(argv) else ""
        return {"api": "bridge", "sandbox": "sandbox"}.get(module)
    if any(Path(a).name == "worker.py" for a in argv):
        return "worker"
    return None


def probe_url(role: str, environ: dict[str, str], ready: bool = False) -> Optional[str]:
    """What to GET for ``role``; None when there is nothing to probe (worker without metrics)."""
    if role in DEFAULT_PORTS:
        name, default = DEFAULT_PORTS[role]
        return f"http://127.0.0.1:{environ.get(name) or default}/health/{'ready' if ready else 'live'}"
    port = environ.get("WORKER_METRICS_PORT")
    return f"http://127.0.0.1:{port}/metrics" if port else None


def main(argv: list[str]) -> int:
    ready = "--ready" in argv
    argv = [a for a in argv if a != "--ready"]
    role = argv[0] if argv else None
    if role is None:
        try:
            raw = Path("/proc/1/cmdline").read_bytes()
        except OSError:
            raw = b""
        role = role_from_cmdline([a.decode() for a in raw.split(b"\0") if a])
    if role not in ("bridge", "sandbox", "worker"):
        print(f"healthcheck: unknown role {role!r}", file=sys.stderr)
        return 1
    url = probe_url(role, dict(os.environ), ready=ready)
    if url is None:
        return 0  # worker without WORKER_METRICS_PORT: the container is alive, nothing else to ask
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(url, timeout=4) as resp:
            return 0 if 200 <= resp.status < 300 else 1
    except Exception as exc:  # noqa: BLE001 - any failure is "unhealthy"
        print(f"healthcheck: {role} {url}: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
