"""tests/cpu_accounting.py: a test's CPU lands on its own line, split between the pytest process and
the children it reaped; the report totals by directory and marks each worker's last test."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.cpu_accounting import Row, read_rows, report

ROOT = Path(__file__).resolve().parent.parent

BURNERS = """
import subprocess, sys, time

def burn(seconds):
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass

def test_burns_in_a_child():
    subprocess.run([sys.executable, "-c", "import time\\nend = time.process_time() + 0.4\\nwhile time.process_time() < end: pass"], check=True)

def test_burns_here():
    burn(0.4)

def test_idles():
    time.sleep(0.2)
"""


def run_pytest(folder: Path, env: dict[str, str], *args: str) -> None:
    """pytest in ``folder`` with the plugin loaded, as ``-p tests.cpu_accounting`` loads it."""
    argv = [sys.executable, "-m", "pytest", "-q", "-p", "tests.cpu_accounting", "-p", "no:cacheprovider", *args]
    run = subprocess.run(argv, cwd=folder, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr


def test_each_test_gets_its_own_and_its_childrens_cpu(tmp_path):
    (tmp_path / "test_burners.py").write_text(BURNERS)
    out = tmp_path / "cpu"
    env = {**os.environ, "DERLG_TEST_CPU": str(out), "PYTHONPATH": str(ROOT)}
    env.pop("PYTEST_XDIST_WORKER", None)
    env.pop("PYTEST_ADDOPTS", None)
    run_pytest(tmp_path, env, "test_burners.py")
    rows = {r.nodeid.split("::")[1]: r for r in read_rows(out)}
    assert set(rows) == {"test_burns_in_a_child", "test_burns_here", "test_idles"}
    child, here, idle = rows["test_burns_in_a_child"], rows["test_burns_here"], rows["test_idles"]
    assert child.children >= 0.35 and child.own < 0.3
    assert here.own >= 0.35 and here.children < 0.1
    assert idle.cpu < 0.15 and idle.wall >= 0.2
    assert [r.last for r in (child, here, idle)] == [False, False, True]


def test_without_the_setting_nothing_is_written(tmp_path):
    (tmp_path / "test_burners.py").write_text(BURNERS)
    env = {k: v for k, v in os.environ.items() if k not in ("DERLG_TEST_CPU", "PYTEST_ADDOPTS")}
    env["PYTHONPATH"] = str(ROOT)
    run_pytest(tmp_path, env, "-k", "idles")
    assert not list(tmp_path.rglob("cpu-*.tsv"))


def test_report_totals_by_directory_and_marks_the_last_test():
    rows = [
        Row("tests/evals/test_a.py::t1", 80.0, 2.0, 38.0, 10.0, "gw0"),
        Row("tests/evals/test_a.py::t2", 1.0, 0.5, 0.0, 95.0, "gw0", last=True),
        Row("tests/sandbox/test_b.py::t3", 3.0, 3.0, 0.0, 20.0, "gw1", last=True),
        Row("tests/test_docs.py::t4", 0.1, 0.1, 0.0, 1.0, "gw1"),
    ]
    text = report(rows, top=2)
    assert text.splitlines()[0] == "4 tests: 43.6 CPU s (5.6 in pytest, 38.0 in reaped children)"
    groups = [line.split()[-1] for line in text.splitlines()[3:6]]
    assert groups == ["tests/evals", "tests/sandbox", "tests/test_docs.py"]
    evals = text.splitlines()[3].split()
    assert evals == ["40.5", "2.5", "38.0", "81.0", "2", "tests/evals"]
    tail = text.splitlines()[-2:]
    assert tail[0].endswith("  tests/evals/test_a.py::t1") and tail[1].endswith("* tests/sandbox/test_b.py::t3")
