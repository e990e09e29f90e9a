"""A budget per adult (relay 18 req 2/6): "2,000 yuan per adult, the kids maybe half" is recorded
per adult, the search compares it with one adult's price, and the context says "per adult"."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given, settings, strategies as st

from agent.budget import resolve_budget, to_usd
from agent.prompts.context import render_context
from agent.state import ConversationState
from agent.tools.search_input import search_from_session
from agent.tools.validation import validate_tool_input
from tests.agent.test_budget import budget, record

NOW = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)


@settings(max_examples=40, deadline=None)
@given(
    adults=st.integers(1, 4),
    ages=st.lists(st.integers(0, 17), min_size=1, max_size=4),
    amount=st.integers(100, 30_000),
    currency=st.sampled_from(["USD", "CNY", "KHR", "AUD"]),
)
def test_a_per_adult_budget_is_never_divided_and_reaches_the_search_per_adult(
    adults: int, ages: list[int], amount: int, currency: str
) -> None:
    state = ConversationState.new("s", NOW)
    said = budget(f"{amount} {currency} per adult", "up_to", amount, currency, "adult")
    assert validate_tool_input("updateTravellerPreferences", {"budget": said}) is None
    result = record(state, adults=adults, children_ages=ages, budget=said)
    assert result["success"], result
    assert state.budget_max_usd == to_usd(amount, currency)  # one adult's budget, whatever the group
    record(state, mood="family", environment="TEMPLE", duration_days=3, departure_city="Phnom Penh")
    refusal, filled = search_from_session({}, state)
    assert refusal is None and filled["budget_usd"]["per"] == "adult"
    # the model re-typing the session's budget keeps it per adult
    _, again = search_from_session({"budget_usd": {"min": 0.0, "max": state.budget_max_usd}}, state)
    assert again["budget_usd"]["per"] == "adult"
    context = render_context(state, NOW)
    assert "- budget_is: per adult" in context and "per adult (children pay their own price)" in context


def test_per_person_and_total_budgets_do_not_say_per_adult() -> None:
    for per in ("person", "total"):
        state = ConversationState.new("s", NOW)
        record(state, adults=2, children_ages=[8], budget=budget("600 dollars", "up_to", 600, per=per))
        _, filled = search_from_session({}, state)
        assert "per" not in filled.get("budget_usd", {})
        assert "per adult" not in render_context(state, NOW)


def test_the_converted_amount_and_the_search_range_are_said_apart() -> None:
    """Relay 18 (traveller L10): "2,000 CNY = about 221-290 USD" while 2,000 / 7.25 = 276."""
    stated = resolve_budget(budget("每位大人2000元左右", "about", 2000, "CNY", "adult"), 5)
    assert not isinstance(stated, str)
    text = stated.describe()
    assert "≈ 276 USD; searching up to 289.66 USD per adult" in text
    assert stated.min_usd == 220.69 and stated.max_usd == 289.66  # not divided by the five
