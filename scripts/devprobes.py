"""Health probes of ``make run`` (scripts/devstack.py) and the bench/drill stack
(scripts/benchlib/stack.py): is a port open or free, does a URL answer 2xx, is the Temporal dev
server serving, which bridge probe fits the parts started."""

from __future__ import annotations

import socket
import subprocess
import urllib.request

_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def tcp_open(port: int, host: str = "127.0.0.1") -> bool:
    try:
        with socket.create_connection((host, port), timeout=0.5):
            return True
    except OSError:
        return False


def http_ok(url: str) -> bool:
    try:
        with _OPENER.open(url, timeout=2) as resp:
            return 200 <= resp.status < 300
    except Exception:  # noqa: BLE001 - any failure means "not healthy yet"
        return False


def temporal_healthy(temporal_bin: str, port: int, ui_port: int) -> bool:
    """Frontend port open, ``temporal operator cluster health`` says SERVING, and the UI answers."""
    if not tcp_open(port):
        return False
    try:
        out = subprocess.run(
            [temporal_bin, "operator", "cluster", "health", "--address", f"127.0.0.1:{port}"],
            capture_output=True,
            text=True,
            timeout=10,
        )
    except (OSError, subprocess.TimeoutExpired):
        return False
    return out.returncode == 0 and "SERVING" in out.stdout and http_ok(f"http://127.0.0.1:{ui_port}/")


def port_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
            return True
        except OSError:
            return False


#: Every port variable, for the "port already in use" message.
PORT_VARIABLES = ("DEVSTACK_TEMPORAL_PORT", "DEVSTACK_UI_PORT", "SANDBOX_PORT", "BRIDGE_PORT", "DEVSTACK_REDIS_PORT")


def bridge_probe(port: int, with_worker: bool) -> str:
    """Readiness needs a polling worker; without one in the stack only liveness can be waited for."""
    return f"http://127.0.0.1:{port}/health/{'ready' if with_worker else 'live'}"
