"""The local Redis of ``make run`` (scripts/devstack.py), so the default stack streams answers.

Unless ``REDIS_URL`` is set (then that Redis is used and none is started) or
``DEVSTACK_REDIS=0``, the stack starts ``redis-server`` on ``127.0.0.1:DEVSTACK_REDIS_PORT``
(6379) without persistence and points every process at it. When ``redis-server`` is missing it is
installed from Debian with ``apt-get`` if we run as root (as ``make test`` does); otherwise the
stack runs without Redis: everything works, answers just arrive whole instead of streamed.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
from typing import Mapping, Optional

DEFAULT_PORT = 6379


def wanted_port(env: Mapping[str, str]) -> Optional[int]:
    """The port to start Redis on, or None when the stack must not start one."""
    if env.get("REDIS_URL") or env.get("DEVSTACK_REDIS", "1").lower() in ("0", "false", "no", "off"):
        return None
    return int(env.get("DEVSTACK_REDIS_PORT", DEFAULT_PORT))


def url(port: int) -> str:
    return f"redis://127.0.0.1:{port}/0"


def find_or_install() -> tuple[Optional[str], str]:
    """(path of redis-server, "") or (None, why it is unavailable)."""
    found = shutil.which("redis-server")
    if found:
        return found, ""
    if os.geteuid() != 0:
        return None, "redis-server not installed and not root (apt-get install redis-server)"
    if not shutil.which("apt-get"):
        return None, "redis-server not installed and no apt-get"
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    for step in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", "redis-server"]):
        if subprocess.run(step, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode:
            return None, f"{' '.join(step[:2])} failed"
    found = shutil.which("redis-server")
    return (found, "") if found else (None, "apt-get installed no redis-server")


def command(redis_bin: str, port: int) -> list[str]:
    return [redis_bin, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]


def pong(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5) as s:
            s.sendall(b"PING\r\n")
            return s.recv(16).startswith(b"+PONG")
    except OSError:
        return False
