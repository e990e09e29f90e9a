"""Fixtures of the sandbox tests (helpers in tests/sandbox/support.py)."""

from __future__ import annotations

import pytest

from tests.sandbox.support import Sandbox


@pytest.fixture()
def sb() -> Sandbox:
    return Sandbox()
