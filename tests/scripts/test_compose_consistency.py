"""docker-compose.yml, Dockerfile, .env.example, the docs and ``make run`` agree with the code.

No Docker engine runs here, so the compose file is kept honest by parsing it: every derlg
service runs a command of ``scripts.devstack.PROCESS_COMMANDS``, on the port agent.settings
expects, with environment names that are settings aliases. The checkers return a list of
problems; negative tests feed them drifted copies to prove they catch the drift.
"""

from __future__ import annotations

import copy
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Callable

import psutil
import pytest
import yaml

from agent.settings import Settings
from agent.signals import SEARCH_ATTRIBUTES
from scripts import devstack, healthcheck
from tests.conftest import ROOT, free_port

ALIASES = {f.alias for f in Settings.model_fields.values() if f.alias}
DEPENDS_CONDITIONS = {"service_started", "service_healthy", "service_completed_successfully"}
INTERPOLATION = re.compile(r"(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)")


def load_compose() -> dict[str, Any]:
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text())


def env_of(service: dict[str, Any]) -> dict[str, str]:
    raw = service.get("environment") or {}
    if isinstance(raw, list):
        raw = dict(item.split("=", 1) if "=" in item else (item, "") for item in raw)
    return {str(k): "" if v is None else str(v) for k, v in raw.items()}


def app_services(compose: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The services built from this repository's Dockerfile."""
    return {n: s for n, s in compose.get("services", {}).items() if "build" in s}


def container_ports(service: dict[str, Any]) -> set[int]:
    return {int(str(p).split(":")[-1].split("/")[0]) for p in service.get("ports", [])}


def _host_port(value: str) -> tuple[str, int]:
    hostport = value.split("://", 1)[-1].split("/", 1)[0]
    host, _, port = hostport.partition(":")
    return host, int(port or 0)


def check_compose(compose: dict[str, Any], aliases: set[str] = ALIASES) -> list[str]:
    """Every way the compose file can drift from the code, as readable problems."""
    problems: list[str] = []
    services = compose.get("services", {})
    apps = app_services(compose)
    for name, cmd in devstack.PROCESS_COMMANDS.items():
        if name not in apps:
            problems.append(f"service {name!r} missing or not built from the Dockerfile")
            continue
        if list(apps[name].get("command") or []) != list(cmd):
            problems.append(f"{name}: command {apps[name].get('command')!r} != {list(cmd)!r}")
    for name, svc in apps.items():
        env = env_of(svc)
        for key, value in env.items():
            if key not in aliases:
                problems.append(f"{name}: env {key} is not a setting of agent/settings.py")
            for ref in INTERPOLATION.findall(value):
                if ref not in aliases:
                    problems.append(f"{name}: ${{{ref}}} in {key} is not a setting of agent/settings.py")
        for key, target in (("TEMPORAL_ADDRESS", "temporal"), ("BACKEND_URL", "sandbox"), ("REDIS_URL", "redis")):
            if key in env:
                host, port = _host_port(env[key])
                if host not in services:
                    problems.append(f"{name}: {key}={env[key]} names no service")
                elif target == "sandbox" and port != int(env_of(services[host]).get("SANDBOX_PORT", 0)):
                    problems.append(f"{name}: {key} port {port} is not the sandbox's SANDBOX_PORT")
        if "healthcheck" not in svc:
            problems.append(f"{name}: no healthcheck")
    for name, alias in devstack.PORT_SETTINGS.items():
        if name not in apps:
            continue
        default = devstack.setting_default(alias)
        if int(env_of(apps[name]).get(alias, default)) != default:
            problems.append(f"{name}: {alias} differs from the settings default {default}")
        if default not in container_ports(apps[name]):
            problems.append(f"{name}: port {default} ({alias}) is not published")
    for name, svc in services.items():
        deps = svc.get("depends_on") or {}
        for dep, spec in deps.items() if isinstance(deps, dict) else ((d, {}) for d in deps):
            cond = (spec or {}).get("condition", "service_started")
            if dep not in services:
                problems.append(f"{name}: depends_on unknown service {dep}")
            elif cond not in DEPENDS_CONDITIONS:
                problems.append(f"{name}: depends_on {dep} with unknown condition {cond}")
            elif cond == "service_healthy" and "healthcheck" not in services[dep]:
                problems.append(f"{name}: waits for {dep} to be healthy but {dep} has no healthcheck")
    setup = " ".join(str(x) for x in (services.get("temporal-setup", {}).get("command") or []))
    problems += [f"temporal-setup does not register {sa}" for sa in SEARCH_ATTRIBUTES if sa not in setup]
    if int((apps.get("worker", {}).get("deploy") or {}).get("replicas", 1)) < 2:
        problems.append("worker: fewer than 2 replicas")
    if 8080 not in container_ports(services.get("temporal-ui", {})):
        problems.append("temporal-ui: UI port not published")
    return problems


def check_dockerfile(text: str) -> list[str]:
    problems: list[str] = []
    lines = [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.strip().startswith("#")]
    stages = [ln for ln in lines if ln.upper().startswith("FROM ")]
    if len(stages) < 2 or not all("python:3.11-slim" in s for s in stages):
        problems.append("not a multi-stage python:3.11-slim build")
    users = [ln.split()[1] for ln in lines if ln.upper().startswith("USER ")]
    if not users or users[-1].split(":")[0] in ("root", "0"):
        problems.append("the runtime does not switch to a non-root USER")
    if not any(ln.upper().startswith("HEALTHCHECK ") for ln in lines):
        problems.append("no HEALTHCHECK")
    cmds = [ln for ln in lines if ln.upper().startswith("CMD ")]
    if not cmds or yaml.safe_load(cmds[-1][4:]) != list(devstack.PROCESS_COMMANDS["worker"]):
        problems.append("default CMD is not the worker command")
    return problems


def test_compose_matches_code() -> None:
    assert check_compose(load_compose()) == []


def _rename_env(c: dict, service: str, old: str, new: str) -> None:
    env = c["services"][service]["environment"]
    env[new] = env.pop(old)


MUTATIONS: dict[str, tuple[Callable[[dict], None], str]] = {
    "env name": (lambda c: _rename_env(c, "bridge", "BRIDGE_PORT", "BRIDGE_PORTT"), "BRIDGE_PORTT"),
    "shared env name": (lambda c: _rename_env(c, "worker", "REDIS_URL", "REDIS_URI"), "REDIS_URI"),
    "interpolated name": (
        lambda c: c["services"]["sandbox"]["environment"].update(AI_SERVICE_KEY="${AI_KEY:-x}"),
        "AI_KEY",
    ),
    "command": (lambda c: c["services"]["worker"].update(command=["python", "-m", "worker"]), "worker: command"),
    "port": (lambda c: c["services"]["sandbox"].update(ports=["8300:8301"]), "sandbox: port 8300"),
    "search attribute": (
        lambda c: c["services"]["temporal-setup"].update(command=["echo DerlgStage"]),
        "DerlgLanguage",
    ),
    "depends_on": (
        lambda c: c["services"]["bridge"]["depends_on"].update(
            postgres={"condition": "service_healthy"}, ghost={"condition": "service_healthy"}
        ),
        "ghost",
    ),
    "replicas": (lambda c: c["services"]["worker"].update(deploy={"replicas": 1}), "replicas"),
}


@pytest.mark.parametrize("kind", sorted(MUTATIONS))
def test_check_compose_catches_drift(kind: str) -> None:
    mutate, expected = MUTATIONS[kind]
    drifted = copy.deepcopy(load_compose())
    mutate(drifted)
    problems = check_compose(drifted)
    assert any(expected in p for p in problems), problems


def test_dockerfile_sane() -> None:
    text = (ROOT / "Dockerfile").read_text()
    assert check_dockerfile(text) == []
    as_root = text.replace("USER derlg", "USER root")
    no_health = re.sub(r"HEALTHCHECK[^\n]*\\\n[^\n]*\n", "", text)
    assert "non-root" in " ".join(check_dockerfile(as_root))
    assert "no HEALTHCHECK" in check_dockerfile(no_health)


def test_env_example_lists_every_setting() -> None:
    names = set(re.findall(r"^#?\s*([A-Z][A-Z0-9_]*)=", (ROOT / ".env.example").read_text(), re.M))
    assert names == ALIASES


def test_docs_document_every_setting_and_contract_name() -> None:
    settings = (ROOT / "docs" / "operators.md").read_text()  # its configuration reference
    contract = (ROOT / "docs" / "contract.md").read_text()
    missing = [a for a in sorted(ALIASES) if f"`{a}`" not in settings]
    missing += [sa for sa in SEARCH_ATTRIBUTES if sa not in contract]
    assert missing == []


def test_dev_server_command_uses_flags_the_cli_knows(temporal_cli_path: str) -> None:
    argv = devstack.temporal_command(temporal_cli_path, port=1, ui_port=2, db_filename="data/t.db")
    for sa in SEARCH_ATTRIBUTES:
        assert f"{sa}=Keyword" in argv
    helptext = subprocess.run(
        [temporal_cli_path, "server", "start-dev", "--help"], capture_output=True, text=True, timeout=30
    ).stdout
    helptext += subprocess.run([temporal_cli_path, "options"], capture_output=True, text=True, timeout=30).stdout
    unknown = [a for a in argv if a.startswith("--") and a not in helptext]
    assert unknown == []


def test_container_healthcheck_knows_every_process_command() -> None:
    for name, cmd in devstack.PROCESS_COMMANDS.items():
        assert healthcheck.role_from_cmdline(list(cmd)) == name
    assert healthcheck.role_from_cmdline(["python", "-m", "http.server"]) is None
    assert healthcheck.probe_url("bridge", {"BRIDGE_PORT": "9"}) == "http://127.0.0.1:9/health/live"
    assert healthcheck.probe_url("bridge", {}, ready=True) == "http://127.0.0.1:8000/health/ready"
    assert healthcheck.probe_url("worker", {}) is None


def test_compose_waits_for_a_bridge_that_can_serve() -> None:
    """The container probe is liveness (Dockerfile); compose's bridge healthcheck asks readiness."""
    bridge = load_compose()["services"]["bridge"]["healthcheck"]["test"]
    assert bridge[-2:] == ["bridge", "--ready"], bridge
    assert 'CMD ["python", "-m", "scripts.healthcheck"]' in (ROOT / "Dockerfile").read_text()


def test_devstack_probes_the_bridge_for_what_the_stack_can_reach() -> None:
    assert devstack.bridge_probe(9, with_worker=True) == "http://127.0.0.1:9/health/ready"
    assert devstack.bridge_probe(9, with_worker=False) == "http://127.0.0.1:9/health/live"


def test_port_in_use_message_names_every_port_variable() -> None:
    """Every ``*_PORT`` variable devstack or its Redis reads is named in the port-in-use message."""
    source = (ROOT / "scripts" / "devstack.py").read_text() + (ROOT / "scripts" / "devredis.py").read_text()
    read = set(re.findall(r"\b((?:DEVSTACK|SANDBOX|BRIDGE)_(?:[A-Z]+_)?PORT)\b", source))
    assert {"DEVSTACK_REDIS_PORT", "BRIDGE_PORT", "DEVSTACK_TEMPORAL_PORT"} <= read
    assert read == set(devstack.PORT_VARIABLES)


def test_model_selection() -> None:
    assert devstack.resolve_model({})[1] == {"MODEL_BACKEND": "scripted"}
    desc, env = devstack.resolve_model({"ANTHROPIC_API_KEY": "k"})
    assert env == {"MODEL_BACKEND": "anthropic"} and devstack.setting_default("ANTHROPIC_MODEL") in desc
    assert devstack.resolve_model({"ANTHROPIC_API_KEY": "k", "MODEL_BACKEND": "scripted"})[1] == {}


def test_devstack_ports_follow_env(tmp_path: Path) -> None:
    cfg = devstack.load_config(
        {"DEVSTACK_TEMPORAL_PORT": "17000", "SANDBOX_PORT": "18300", "DEVSTACK_DATA_DIR": str(tmp_path)}, root=tmp_path
    )
    assert cfg.env["TEMPORAL_ADDRESS"] == "127.0.0.1:17000"
    assert cfg.env["BACKEND_URL"] == "http://127.0.0.1:18300"
    assert cfg.ports["bridge"] == devstack.setting_default("BRIDGE_PORT")
    assert Path(cfg.db_filename).parent == tmp_path


@pytest.mark.devserver
@pytest.mark.slow
def test_devstack_starts_everything_and_leaves_nothing(tmp_path: Path) -> None:
    """The ``make run`` stack comes up healthy on free ports; SIGINT stops every process."""
    env = {
        **os.environ,
        "DEVSTACK_TEMPORAL_PORT": str(free_port()),
        "DEVSTACK_UI_PORT": str(free_port()),
        "SANDBOX_PORT": str(free_port()),
        "BRIDGE_PORT": str(free_port()),
        "DEVSTACK_REDIS_PORT": str(free_port()),
        "DEVSTACK_DATA_DIR": str(tmp_path),
        "MODEL_BACKEND": "scripted",
        "NO_COLOR": "1",
    }
    proc = subprocess.Popen(
        [sys.executable, "-m", "scripts.devstack"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    lines: list[str] = []
    children: list[psutil.Process] = []
    watchdog = threading.Timer(240, proc.kill)  # a hung start-up must fail the test, not hang it
    watchdog.start()
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.append(line)
            if "Ctrl-C stops everything" in line or "FAILED" in line:
                break
        children = psutil.Process(proc.pid).children(recursive=True)
        proc.send_signal(signal.SIGINT)
        lines += proc.stdout.read().splitlines(keepends=True)
        assert proc.wait(timeout=60) == 0
    finally:
        watchdog.cancel()
        if proc.poll() is None:
            proc.kill()
    out = "".join(lines)
    for name in devstack.ORDER:
        assert f"[devstack] {name} healthy" in out, out[-3000:]
    assert f"http://localhost:{env['BRIDGE_PORT']}/" in out
    deadline = time.monotonic() + 10
    while any(c.is_running() and c.status() != psutil.STATUS_ZOMBIE for c in children):
        assert time.monotonic() < deadline, [c.pid for c in children if c.is_running()]
        time.sleep(0.1)
    assert len(children) >= len(devstack.ORDER)


@pytest.mark.devserver
def test_devstack_check_without_a_worker_exits_0(tmp_path: Path) -> None:
    """``--only temporal,sandbox,bridge``: no worker, so the bridge is waited for as live (issue 27)."""
    env = {
        **os.environ,
        **{name: str(free_port()) for name in devstack.PORT_VARIABLES},
        "DEVSTACK_DATA_DIR": str(tmp_path),
        "MODEL_BACKEND": "scripted",
        "NO_COLOR": "1",
    }
    env.pop("REDIS_URL", None)
    out = subprocess.run(
        [sys.executable, "-m", "scripts.devstack", "--check", "--only", "temporal,sandbox,bridge"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert out.returncode == 0, out.stdout[-3000:]
    assert "[devstack] bridge healthy" in out.stdout and "/health/live" in out.stdout
    assert "[devstack] worker" not in out.stdout


def test_devstack_points_the_ui_at_the_codec_when_payloads_are_compressed_or_encrypted(tmp_path) -> None:
    def endpoint(**env: str) -> str | None:
        cfg = devstack.load_config({"DEVSTACK_DATA_DIR": str(tmp_path), **env}, root=tmp_path)
        return devstack.codec_endpoint(cfg)

    bridge = f"http://localhost:{devstack.setting_default('BRIDGE_PORT')}/codec"
    assert endpoint() == bridge  # compression is on by default
    assert endpoint(DERLG_COMPRESS_MIN_BYTES="0") is None
    assert endpoint(DERLG_COMPRESS_MIN_BYTES="0", DERLG_CODEC_KEY="k:x") == bridge
    ui = devstack.temporal_command("temporal", port=1, ui_port=2, db_filename="x.db", codec_endpoint=bridge)
    assert ui[ui.index("--ui-codec-endpoint") + 1] == bridge
