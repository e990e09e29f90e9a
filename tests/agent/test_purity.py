"""Acceptance: nothing under agent/ imports Temporal, FastAPI, httpx or redis."""

from __future__ import annotations

import ast

from tests.conftest import ROOT
from tests.source_ast import parse

FORBIDDEN = {"temporalio", "fastapi", "httpx", "redis", "starlette", "uvicorn"}
AGENT = ROOT / "agent"


def imported_roots(source: str) -> set[str]:
    roots = set()
    for node in ast.walk(parse(source)):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", getattr(node.func, "id", "")) in ("import_module", "__import__")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            roots.add(node.args[0].value.split(".")[0])
    return roots


def test_checker_sees_imports() -> None:
    sample = (
        "import httpx\nfrom temporalio import workflow\nimport importlib\nimportlib.import_module('redis.asyncio')\n"
    )
    assert imported_roots(sample) >= {"httpx", "temporalio", "redis"}


def test_agent_package_is_pure() -> None:
    files = sorted(AGENT.rglob("*.py"))
    assert len(files) >= 10
    offenders = {
        str(path.relative_to(AGENT)): sorted(imported_roots(path.read_text(encoding="utf-8")) & FORBIDDEN)
        for path in files
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_agent_never_imports_a_model_backend() -> None:
    """``agent/`` is what every backend obeys; the backends (the offline model among them) live in
    ``activities/models/`` and ``agent/`` never reaches into them."""
    offenders = {}
    for path in sorted(AGENT.rglob("*.py")):
        tree = parse(path.read_text(encoding="utf-8"))
        modules = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module and n.level == 0}
        modules |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        bad = sorted(m for m in modules if m.split(".")[0] in {"activities", "workflows", "api", "sandbox", "scripts"})
        if bad:
            offenders[str(path.relative_to(AGENT))] = bad
    assert offenders == {}
