"""One rounding rule for money (relay run 7): a half-cent goes up on the decimal value as written,
in the sandbox's amounts and in the amounts shown beside them (132.665 -> 132.67 and 397.995 -> 398.00,
where binary floats gave 132.67 but 397.99)."""

from __future__ import annotations

import ast
from decimal import Decimal
from pathlib import Path

from hypothesis import given, strategies as st

from agent.display import local_amount
from agent.rounding import half_up, whole
from sandbox import policy
from tests.source_ast import parse

ROOT = Path(__file__).resolve().parents[2]
cents = st.integers(min_value=-(10**9), max_value=10**9)


@given(cents)
def test_a_half_cent_always_goes_up_in_size(n: int) -> None:
    value = float(Decimal(n) / 100 + (Decimal("0.005") if n >= 0 else Decimal("-0.005")))
    expected = float(Decimal(n + (1 if n >= 0 else -1)) / 100)
    assert half_up(value) == expected
    assert policy.money(value) == expected


@given(st.integers(min_value=0, max_value=10**9), st.integers(min_value=0, max_value=9))
def test_rounding_is_to_the_nearest_cent_of_the_written_value(n: int, third: int) -> None:
    written = Decimal(n) / 1000 + Decimal(third) / 10000  # up to 4 decimals, as written
    value = float(written)
    got = Decimal(str(policy.money(value)))
    assert abs(got - Decimal(str(value))) <= Decimal("0.005")
    # ties and above go up, below goes down: the written digits decide, never the binary float
    assert got == written.quantize(Decimal("0.01"), rounding="ROUND_HALF_UP")
    assert policy.money(policy.money(value)) == policy.money(value)  # idempotent


@given(st.integers(min_value=0, max_value=10**7))
def test_local_figures_round_half_up_too(n: int) -> None:
    half = n + 0.5
    assert whole(half) == n + 1
    assert local_amount(float(Decimal(n) / 100 + Decimal("0.005")), "CNY") == float(Decimal(n + 1) / 100)  # to the fen
    assert local_amount(half, "KHR") == n + 1  # riel to the whole riel, half up
    assert local_amount(float(Decimal(n) / 100 + Decimal("0.005")), "SGD") == float(Decimal(n + 1) / 100)


def _rounds_to_cents(tree: ast.AST) -> list[int]:
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "round"
        and len(node.args) == 2
        and isinstance(node.args[1], ast.Constant)
        and node.args[1].value == 2  # to the cent: an amount (ratings and minutes keep one decimal)
    ]


def test_no_amount_is_rounded_with_the_binary_builtin() -> None:
    files = [
        *sorted((ROOT / "sandbox").rglob("*.py")),
        ROOT / "agent" / "display.py",
        ROOT / "agent" / "money_frames.py",
    ]
    found = {str(p.relative_to(ROOT)): lines for p in files if (lines := _rounds_to_cents(parse(p.read_text())))}
    assert found == {}
