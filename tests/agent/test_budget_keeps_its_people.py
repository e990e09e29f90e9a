"""A budget said for a group keeps the people it was said for once they have booked with it (relay 28
req 65: a family's "預算全部大概新台幣六萬" for the 4 of them was spread over 5, 300-394 USD each, when
friends joined the paid trip and a daughter left): travellers who join or leave a booking change the
booking's price, never the budget of those who stated it."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given, settings, strategies as st

from agent.prompts.context import render_context
from agent.state import ConversationState
from agent.tools.dispatch import run_local

NOW = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)


def _record(state: ConversationState, turn: int, **inp: object) -> None:
    run_local(state, f"t{turn}", "updateTravellerPreferences", inp, ["updateTravellerPreferences"], NOW)


@settings(max_examples=60, deadline=None)
@given(
    adults=st.integers(1, 5),
    ages=st.lists(st.integers(0, 17), max_size=3),
    amount=st.integers(200, 90_000),
    currency=st.sampled_from(["USD", "TWD", "KHR", "CNY"]),
    changes=st.lists(
        st.one_of(
            st.builds(lambda n: {"adults": n}, st.integers(1, 8)),
            st.builds(lambda a: {"children_ages": a}, st.lists(st.integers(0, 17), max_size=4)),
        ),
        min_size=1,
        max_size=3,
    ),
)
def test_a_total_stated_before_booking_is_not_re_spread_over_who_joins_after(
    adults: int, ages: list[int], amount: int, currency: str, changes: list[dict]
) -> None:
    state = ConversationState.new("s", NOW)
    said = {
        "words": f"{amount} {currency} all together",
        "kind": "about",
        "amount": amount,
        "currency": currency,
        "per": "total",
    }
    _record(state, 1, adults=adults, children_ages=ages, budget=said)
    stated = state.stated_budget
    assert stated is not None
    window, people = (state.budget_min_usd, state.budget_max_usd), stated.people_count
    state.booking_id = "bk_test"  # the group booked with that budget
    for turn, change in enumerate(changes, start=2):
        _record(state, turn, **change)
        assert (state.budget_min_usd, state.budget_max_usd) == window
        assert state.stated_budget is not None and state.stated_budget.people_count == people
    assert stated.describe() in render_context(state, NOW)
