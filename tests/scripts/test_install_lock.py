"""Every install comes from uv.lock: the Dockerfile, scripts/ensure_deps.sh and the running venv.

No Docker engine runs here, so the Dockerfile is checked by reading it, like
tests/scripts/test_compose_consistency.py does for the compose file: the checker returns a list of
problems and negative tests feed it drifted copies to prove it catches the drift.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tomllib
from importlib import metadata
from pathlib import Path
from typing import Any, Callable

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tests.conftest import ROOT

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
LOCK = tomllib.loads((ROOT / "uv.lock").read_text())
UV_PIN = PYPROJECT["tool"]["uv"]["required-version"].lstrip("=")


def instructions(text: str) -> list[tuple[str, str]]:
    """(KEYWORD, arguments) of each Dockerfile instruction, continuation lines joined."""
    joined = re.sub(r"\\\n", " ", text)
    out = []
    for line in joined.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            keyword, _, args = line.partition(" ")
            out.append((keyword.upper(), " ".join(args.split())))
    return out


def check_dockerfile_install(text: str, uv_pin: str = UV_PIN) -> list[str]:
    """Every way the image's Python install can stop coming from uv.lock, as readable problems."""
    problems: list[str] = []
    steps = instructions(text)
    stages = [i for i, (kw, _) in enumerate(steps) if kw == "FROM"]
    builder = steps[stages[0] : stages[1]] if len(stages) >= 2 else steps
    runtime = steps[stages[-1] :] if len(stages) >= 2 else []
    lock_copied_at = next((i for i, (kw, a) in enumerate(builder) if kw == "COPY" and "uv.lock" in a.split()), None)
    syncs = [(i, a) for i, (kw, a) in enumerate(builder) if kw == "RUN" and "uv sync" in a]
    if not syncs:
        problems.append("the builder never runs `uv sync`")
    for i, args in syncs:
        if "--locked" not in args and "--frozen" not in args:
            problems.append(f"`uv sync` without --locked/--frozen: {args}")
        if "--no-dev" not in args:
            problems.append(f"`uv sync` installs the dev group into the image: {args}")
        if lock_copied_at is None or lock_copied_at > i:
            problems.append("uv.lock is not copied before `uv sync`")
    for kw, args in steps:
        if kw != "RUN":
            continue
        for cmd in re.split(r"&&|\|\|", args):
            cmd = cmd.strip()
            install = re.search(r"\bpip3?\s+install\s+(?:-\S+\s+)*(.*)$", cmd)
            if re.search(r"\bpip3?\s+(wheel|download)\b", cmd) or "uv pip install" in cmd:
                problems.append(f"installs around the lock: {cmd}")
            elif install:
                spec = install.group(1).strip("\"' ")
                pins_uv = spec == f"uv=={uv_pin}" or (spec.startswith("uv==$(") and "required-version" in spec)
                if not pins_uv:
                    problems.append(f"pip installs something other than uv=={uv_pin}: {cmd}")
    env = " ".join(a for kw, a in builder if kw == "ENV")
    venv = (re.search(r"UV_PROJECT_ENVIRONMENT=(\S+)", env) or [None, None])[1]
    if venv is None:
        problems.append("the builder does not set UV_PROJECT_ENVIRONMENT")
    elif not any(kw == "COPY" and "--from=builder" in a and a.split()[-1] == venv for kw, a in runtime):
        problems.append(f"the runtime does not copy the locked venv {venv} from the builder")
    elif not any(kw == "ENV" and f"{venv}/bin" in a for kw, a in runtime):
        problems.append(f"the runtime's PATH does not start at {venv}/bin")
    return problems


def test_dockerfile_installs_from_the_lock() -> None:
    assert check_dockerfile_install((ROOT / "Dockerfile").read_text()) == []
    ignored = (ROOT / ".dockerignore").read_text().split()
    assert "uv.lock" not in ignored and "pyproject.toml" not in ignored


DOCKERFILE_DRIFT: dict[str, tuple[Callable[[str], str], str]] = {
    "pip wheel": (
        lambda t: t.replace(
            "RUN uv sync --locked --no-dev --extra bedrock --no-editable",
            'RUN pip wheel --wheel-dir /wheels ".[bedrock]"',
        ),
        "installs around the lock",
    ),
    "pip install project": (lambda t: t + '\nRUN pip install ".[bedrock]"\n', "something other than uv"),
    "unlocked sync": (lambda t: t.replace("uv sync --locked", "uv sync"), "without --locked"),
    "dev group": (lambda t: t.replace("--no-dev ", ""), "dev group"),
    "lock not copied": (
        lambda t: t.replace("COPY pyproject.toml uv.lock ./", "COPY pyproject.toml ./"),
        "uv.lock is not copied",
    ),
    "other uv": (
        lambda t: re.sub(r'RUN pip install "uv==\$\(.*\)"', 'RUN pip install "uv==0.1.0"', t),
        "other than uv==",
    ),
    "venv not copied": (lambda t: t.replace("COPY --from=builder /app/.venv /app/.venv", ""), "does not copy"),
}


@pytest.mark.parametrize("kind", sorted(DOCKERFILE_DRIFT))
def test_dockerfile_check_catches_drift(kind: str) -> None:
    mutate, expected = DOCKERFILE_DRIFT[kind]
    text = (ROOT / "Dockerfile").read_text()
    drifted = mutate(text)
    assert drifted != text, f"mutation {kind!r} no longer applies to the Dockerfile"
    problems = check_dockerfile_install(drifted)
    assert any(expected in p for p in problems), problems


def _requirements(raw: list[str], extra: str | None = None) -> set[tuple[str, str, str]]:
    out = set()
    for line in raw:
        req = Requirement(line)
        marker = f"extra == '{extra}'" if extra else ""
        out.add((canonicalize_name(req.name), str(req.specifier), ",".join(sorted(req.extras)) + marker))
    return out


def _locked_requirements(entries: list[dict[str, Any]]) -> set[tuple[str, str, str]]:
    return {
        (
            canonicalize_name(e["name"]),
            str(Requirement(f"x{e.get('specifier', '')}").specifier),
            ",".join(sorted(e.get("extras", []))) + e.get("marker", ""),
        )
        for e in entries
    }


def test_lock_matches_pyproject() -> None:
    """What `uv sync --locked` checks, readable in a test: the lock was made from this pyproject."""
    project = PYPROJECT["project"]
    root = next(p for p in LOCK["package"] if p["name"] == project["name"])
    want = _requirements(project["dependencies"])
    for extra, reqs in project.get("optional-dependencies", {}).items():
        want |= _requirements(reqs, extra)
    assert _locked_requirements(root["metadata"]["requires-dist"]) == want, "run `make lock`"
    groups = {g: _requirements(r) for g, r in PYPROJECT.get("dependency-groups", {}).items()}
    locked_groups = {g: _locked_requirements(r) for g, r in root["metadata"].get("requires-dev", {}).items()}
    assert locked_groups == groups, "run `make lock`"
    assert LOCK["requires-python"] == project["requires-python"]


def test_running_venv_has_the_locked_versions() -> None:
    """Whatever this venv holds of the lock is at the locked version (nothing pip-upgraded)."""
    drift = {}
    for pkg in LOCK["package"]:
        if pkg["name"] == PYPROJECT["project"]["name"]:
            continue
        try:
            have = metadata.version(pkg["name"])
        except metadata.PackageNotFoundError:
            continue
        if have != pkg["version"]:
            drift[pkg["name"]] = (have, pkg["version"])
    assert drift == {}, f"installed != uv.lock (run `make venv`): {drift}"
    for dep in PYPROJECT["project"]["dependencies"]:
        metadata.version(Requirement(dep).name)  # every direct dependency is installed


def test_ensure_deps_refuses_a_stale_lock(tmp_path: Path) -> None:
    """A pyproject.toml edited without `make lock` stops the install with the hint to run it."""
    uv = ROOT / ".tools" / "uv" / "bin" / "uv"
    if not uv.exists():
        pytest.skip("uv not bootstrapped in .tools/uv (run `make venv` once)")
    for name in ("pyproject.toml", "uv.lock"):
        shutil.copy(ROOT / name, tmp_path / name)
    (tmp_path / "scripts").mkdir()
    shutil.copy(ROOT / "scripts" / "ensure_deps.sh", tmp_path / "scripts" / "ensure_deps.sh")
    (tmp_path / ".tools").symlink_to(ROOT / ".tools")
    pyproject = (tmp_path / "pyproject.toml").read_text()
    stale = pyproject.replace('"psutil>=5.9",', '"psutil>=5.9",\n  "six",')
    assert stale != pyproject
    (tmp_path / "pyproject.toml").write_text(stale)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("UV_", "VIRTUAL_ENV"))}
    done = subprocess.run(
        ["bash", "scripts/ensure_deps.sh", "venv"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode != 0
    assert "uv.lock was not updated" in done.stderr and "make lock" in done.stderr, done.stderr
    assert (tmp_path / "uv.lock").read_bytes() == (ROOT / "uv.lock").read_bytes()  # --locked never rewrites it
