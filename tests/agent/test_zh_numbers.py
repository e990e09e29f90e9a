"""A Chinese number is read at its value, however it is written (held-out batch AA: "五十万宽扎" was read as 50
kwanza, "三十五万" as 50,030): 万 multiplies the whole number before it, 零 marks a gap, and a last digit after a
unit counts one unit lower ("三百五" is 350, "两万五" 25,000)."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from agent.numerals import zh_to_int

_DIGITS = "零一二三四五六七八九"
_UNITS = ((1000, "千"), (100, "百"), (10, "十"), (1, ""))


def _section(n: int, leading: bool) -> str:
    """1..9999 as it is written: a 零 for each gap between digits, "十" alone for 10-19 at the start."""
    out, gap = "", False
    for value, unit in _UNITS:
        digit = n // value % 10
        if digit == 0:
            gap = bool(out)
            continue
        if gap:
            out += "零"
            gap = False
        out += ("" if (leading and not out and unit == "十" and digit == 1) else _DIGITS[digit]) + unit
    return out


def written(n: int) -> str:
    """1..99,999,999 in Chinese numerals (an independent writer, for this test)."""
    high, low = divmod(n, 10000)
    if not high:
        return _section(low, True)
    out = _section(high, True) + "万"
    if low:
        out += ("零" if low < 1000 else "") + _section(low, False)
    return out


@given(st.integers(1, 99_999_999))
def test_every_number_written_in_chinese_is_read_at_its_value(n: int) -> None:
    assert zh_to_int(written(n)) == n, written(n)


@pytest.mark.parametrize(
    "said,value",
    [("五十万", 500_000), ("十万", 100_000), ("三十五万", 350_000), ("十二万五千", 125_000), ("两万", 20_000),
     ("两万五", 25_000), ("十二万五", 125_000), ("三百五", 350), ("一千二", 1200), ("一百零五", 105), ("一万零五百", 10_500)],
)  # fmt: skip
def test_as_people_say_them(said: str, value: int) -> None:
    assert zh_to_int(said) == value
