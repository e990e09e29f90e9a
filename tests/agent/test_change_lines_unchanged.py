"""A change card's lines name only the travellers whose price the change moves, adds or frees.

Relay 62: a father left a group where the two other adults had taken a $30 sunset cruise; the card paired the
travellers by price and said "Leaving 1 x $490" (a price with the cruise he never took) and "This change
1 x $30", for his own $460. For any travellers of each kind before, any who leave, any who join and any whose
price moves: a traveller whose price stays shows in no line, each leaver frees a price one of them paid, and the
lines add up to the change of the total."""

from __future__ import annotations

from typing import Any

from hypothesis import given, strategies as st

from agent.change_lines import priced, signed_sum
from agent.rounding import half_up

PRICES = st.sampled_from([460.0, 490.0, 276.0, 294.0, 30.0])


def _side(rows: list[tuple[Any, float]]) -> dict[str, Any]:
    return {"travellers": [{"who": "adult" if age is None else "child", "age": age, "price_usd": p} for age, p in rows]}


@given(
    stay=st.lists(st.tuples(st.sampled_from([None, 9]), PRICES), min_size=1, max_size=5),  # someone stays
    leave=st.lists(st.tuples(st.sampled_from([None, 9]), PRICES), min_size=1, max_size=2),
)
def test_a_leaver_frees_their_own_price_and_those_who_stay_show_no_line(
    stay: list[tuple[Any, float]], leave: list[tuple[Any, float]]
) -> None:
    before, after = stay + leave, stay
    old, new = sum(p for _, p in before), sum(p for _, p in after)
    data = {"current": _side(before), "proposed": _side(after), "current_total_usd": old, "new_total_usd": new}
    lines = priced(data)
    assert set(lines) <= {"leaving_adult", "leaving_child"}, lines
    freed = sorted(each for k, rows in lines.items() for n, each in rows for _ in range(n))
    assert freed == sorted(p for _, p in leave)
    assert half_up(signed_sum(lines)) == half_up(new - old)


def test_the_father_who_took_no_cruise_frees_his_own_460() -> None:
    data = {
        "current": _side([(None, 460.0), (None, 490.0), (None, 490.0)]),
        "proposed": _side([(None, 490.0), (None, 490.0)]),
        "current_total_usd": 1440.0,
        "new_total_usd": 980.0,
    }
    assert priced(data) == {"leaving_adult": [(1, 460.0)]}
