"""Acceptance (issue 27): no import circle inside ``agent/``; data sits below the behaviour using it.

The graph is built from the source with ``ast``: every ``import`` / ``from ... import`` anywhere in
a module counts, including imports inside functions and under ``if TYPE_CHECKING:``. A function-level
import or a type-only import hides a circle from Python's import machinery but not from the reader:
the layering is the same, and the next refactor that hoists the import turns it into an ImportError.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import ROOT
from tests.source_ast import parse

AGENT = ROOT / "agent"


def module_names(package: Path) -> dict[str, Path]:
    """Dotted module name -> file, for every ``.py`` under ``package`` (``__init__`` is the package)."""
    names = {}
    for path in package.rglob("*.py"):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def imports_of(name: str, source: str, is_package: bool, known: set[str]) -> set[str]:
    """The modules in ``known`` that ``name`` imports anywhere in ``source``."""
    package = name if is_package else name.rpartition(".")[0]
    wanted: set[str] = set()
    for node in ast.walk(parse(source)):
        if isinstance(node, ast.Import):
            wanted.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: from . import x / from ..a import b
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            wanted.add(module)
            # `from agent.prompts import i18n` imports the submodule agent.prompts.i18n
            wanted.update(f"{module}.{alias.name}" for alias in node.names)
    found = set()
    for target in wanted:
        while target and target not in known:  # agent.state.ConversationState -> agent.state
            target = target.rpartition(".")[0]
        if target and target != name:
            found.add(target)
    return found


def import_graph(package: Path) -> dict[str, set[str]]:
    names = module_names(package)
    return {
        name: imports_of(name, path.read_text(encoding="utf-8"), path.name == "__init__.py", set(names))
        for name, path in names.items()
    }


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            step = next(edges, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(sorted(graph.get(step, ())))))
                elif step in on_stack:
                    low[node] = min(low[node], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_checker_finds_circles_through_function_and_type_only_imports(tmp_path: Path) -> None:
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "state.py").write_text("from pkg.records import Record\n")
    (pkg / "records.py").write_text("def f():\n    from .sub import texts\n")
    (pkg / "sub" / "texts.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..state import S\n"
    )
    (pkg / "leaf.py").write_text("import pkg.state\n")
    graph = import_graph(pkg)
    assert graph["pkg.records"] == {"pkg.sub", "pkg.sub.texts"}
    assert graph["pkg.sub.texts"] == {"pkg.state"}
    assert circles(graph) == [["pkg.records", "pkg.state", "pkg.sub.texts"]]
    (pkg / "records.py").write_text("RECORD = 1\n")  # the data below the behaviour: no circle
    assert circles(import_graph(pkg)) == []


def test_agent_has_no_import_circle() -> None:
    graph = import_graph(AGENT)
    assert len(graph) >= 30 and "agent.state" in graph["agent.prompts.i18n"]
    assert circles(graph) == []


def test_state_imports_only_data_modules() -> None:
    """The ConversationState is built from records that import no behaviour of their own: at most
    a leaf of the package (a module importing nothing of agent, such as agent.rounding's half-up)."""
    graph = import_graph(AGENT)
    leaves = {module for module, imported in graph.items() if not imported}
    for data in graph["agent.state"]:
        beyond = graph[data] - leaves
        assert beyond == set(), f"{data} (imported by agent.state) imports {sorted(beyond)}"
