"""make test's Hypothesis profile holds each property to QUICK_EXAMPLES examples, the same ones every run;
thorough keeps the tests' own counts and draws fresh examples."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import hypothesis
import pytest
from hypothesis import given, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, rule

from tests import hypothesis_profiles
from tests.hypothesis_profiles import QUICK_EXAMPLES, cap_examples


def _given(count: int) -> Any:
    @settings(max_examples=count)
    @given(st.integers())
    def prop(n: int) -> None:
        pass

    return prop


class _Machine(RuleBasedStateMachine):
    @rule()
    def step(self) -> None:
        pass


def _items(*objs: Any, cls: Any = None) -> list[Any]:
    return [SimpleNamespace(obj=obj, cls=cls) for obj in objs]


@pytest.mark.parametrize("count", [1, QUICK_EXAMPLES - 1, QUICK_EXAMPLES, QUICK_EXAMPLES + 1, 400])
def test_the_quick_profile_caps_a_property_and_keeps_a_smaller_count(monkeypatch, count: int) -> None:
    monkeypatch.delenv("HYPOTHESIS_PROFILE", raising=False)
    prop = _given(count)
    cap_examples(_items(prop))  # type: ignore[arg-type]
    assert prop._hypothesis_internal_use_settings.max_examples == min(count, QUICK_EXAMPLES)


def test_the_quick_profile_caps_a_state_machine_and_thorough_keeps_every_count(monkeypatch) -> None:
    case: Any = type("Case", (_Machine.TestCase,), {})
    case.settings = settings(max_examples=200, stateful_step_count=5)
    prop = _given(200)
    monkeypatch.setenv("HYPOTHESIS_PROFILE", hypothesis_profiles.THOROUGH)
    cap_examples(_items(prop, case.runTest, cls=case))  # type: ignore[arg-type]
    assert prop._hypothesis_internal_use_settings.max_examples == 200 and case.settings.max_examples == 200
    monkeypatch.delenv("HYPOTHESIS_PROFILE")
    cap_examples(_items(case.runTest, cls=case))  # type: ignore[arg-type]
    assert case.settings.max_examples == QUICK_EXAMPLES and case.settings.stateful_step_count == 5


def test_the_quick_profile_tries_the_same_examples_every_run_and_thorough_fresh_ones() -> None:
    quick = settings.get_profile(hypothesis_profiles.QUICK)
    thorough = settings.get_profile(hypothesis_profiles.THOROUGH)
    assert quick.derandomize and quick.database is None
    assert not thorough.derandomize and thorough.database is not None

    def drawn(profile: settings) -> list[int]:
        seen: list[int] = []

        @settings(profile, max_examples=10, phases=[hypothesis.Phase.generate])
        @given(st.integers(min_value=0, max_value=10**9))
        def prop(n: int) -> None:
            seen.append(n)

        prop()
        return seen

    assert drawn(quick) == drawn(quick)  # the gate: one set of examples, run after run
    assert drawn(thorough) != drawn(thorough)  # exploration: new ones each time


@pytest.mark.parametrize("ci", ["true", "1"])
def test_the_profiles_are_the_same_on_a_ci_machine(ci: str) -> None:
    """With ``CI`` set Hypothesis's own default settings are derandomized with no database; thorough
    states its own, so the gate's machine explores as a developer's does (stop 60's CI failed on this)."""
    import subprocess
    import sys

    code = (
        "import hypothesis; from tests import hypothesis_profiles as p; "
        "t = hypothesis.settings.get_profile(p.THOROUGH); q = hypothesis.settings.get_profile(p.QUICK); "
        "print(t.derandomize, t.database is None, q.derandomize, q.database is None)"
    )
    env = {"PATH": "/usr/bin:/bin", "CI": ci}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False", "True", "True"]
