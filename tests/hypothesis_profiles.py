"""The suite's Hypothesis profiles (loaded by tests/conftest.py).

- ``derlg`` (the default, what ``make test`` and CI run): at most ``QUICK_EXAMPLES`` examples per
  property, including the properties that ask for more in their own ``@settings`` (a test that asks
  for fewer keeps its number), and **derandomized**: each property's examples come from a seed made
  from its own source, so every run of the same code tries the same examples and ``make test`` on a
  clean clone gives the gate's result (random examples made the gate fail on rare cases a local run
  had not met: a 26 x 1.49 that equals a new total, two adults leaving after a child and an adult
  joined). No example database: nothing found in one checkout changes another's run.
- ``thorough`` (``HYPOTHESIS_PROFILE=thorough``): random, fresh examples each run, 100 by default and
  every test's own ``max_examples`` as written, with the example database (``.hypothesis/``): the way
  to look for new failures, e.g. ``HYPOTHESIS_PROFILE=thorough make test``. What it finds is kept in
  the test as an ``@example`` so the gate runs it too.

Both lift Hypothesis's 200 ms deadline: property tests state what holds, not how fast (on 2 cores
shared by 5 xdist workers a first example, regexes compiled and modules imported, can take 0.4 s,
and the deadline then failed a correct test as "flaky"). Speed targets live in ``make bench``.
"""

from __future__ import annotations

import os
from typing import Any, Optional

import hypothesis
import pytest
from hypothesis.database import DirectoryBasedExampleDatabase

#: Examples per property in ``make test`` (Hypothesis's own default is 100).
QUICK_EXAMPLES = 30
QUICK, THOROUGH = "derlg", "thorough"

hypothesis.settings.register_profile(QUICK, deadline=None, max_examples=QUICK_EXAMPLES, derandomize=True)
# Stated in full: with ``CI`` set, Hypothesis's own default is its ``ci`` profile (derandomized, no
# database), and a profile that left these out would inherit that on the gate's machine.
hypothesis.settings.register_profile(
    THOROUGH,
    deadline=None,
    max_examples=100,
    derandomize=False,
    database=DirectoryBasedExampleDatabase(".hypothesis/examples"),
)


def load() -> str:
    """Load the profile ``HYPOTHESIS_PROFILE`` names (default ``derlg``) and return its name."""
    name = os.environ.get("HYPOTHESIS_PROFILE") or QUICK
    hypothesis.settings.load_profile(name)
    return name


def _capped(current: Optional[hypothesis.settings]) -> Optional[hypothesis.settings]:
    if current is None or current.max_examples <= QUICK_EXAMPLES:
        return None
    return hypothesis.settings(current, max_examples=QUICK_EXAMPLES)


def cap_examples(items: list[pytest.Item]) -> None:
    """Under the ``derlg`` profile, hold every collected property to ``QUICK_EXAMPLES`` examples:
    ``@given`` tests (their settings) and state machines run as a ``TestCase`` (the class's
    ``settings``). A state machine run with settings passed by the test itself keeps them."""
    if (os.environ.get("HYPOTHESIS_PROFILE") or QUICK) != QUICK:
        return
    for item in items:
        func: Any = getattr(item, "obj", None)
        inner = getattr(func, "__func__", func)  # a bound method: the function holds the settings
        capped = _capped(getattr(inner, "_hypothesis_internal_use_settings", None))
        if capped is not None and getattr(inner, "is_hypothesis_test", False):
            inner._hypothesis_internal_use_settings = capped
        cls: Any = getattr(item, "cls", None)
        machine_settings = getattr(cls, "settings", None)
        if isinstance(machine_settings, hypothesis.settings):
            capped = _capped(machine_settings)
            if capped is not None:
                cls.settings = capped
