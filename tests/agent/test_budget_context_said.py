"""The session context states the budget as the traveller gave it: one figure ("about 20,000 HKD for the 4
of us") is shown per person with their own figure beside it, never as a range with a minimum nobody said;
a range said is shown as its two ends. The search still gets its whole window from the session."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given, settings, strategies as st

from agent.budget import StatedBudget, resolve_budget
from agent.prompts.context import render_context_parts
from agent.state import ConversationState
from agent.tools.search_input import search_from_session

NOW = datetime(2026, 12, 1, 6, 0, tzinfo=UTC)


def _session(stated: StatedBudget, people: int) -> ConversationState:
    state = ConversationState.new("s-1", NOW, user_id="u-1")
    state.people_count, state.adults = people, people
    state.mood, state.environment, state.duration_days, state.departure_city = "curious", "BEACH", 4, "Phnom Penh"
    state.stated_budget = stated
    state.budget_min_usd, state.budget_max_usd = stated.min_usd, stated.max_usd
    return state


def _context(state: ConversationState) -> str:
    facts, moment = render_context_parts(state)
    return facts + "\n" + moment


def test_the_relay_budget_is_shown_as_said() -> None:
    stated = resolve_budget({"words": "预算两万港币左右，四个人总共", "kind": "about", "amount": 20000,
                             "currency": "HKD", "per": "total"}, 4)  # fmt: skip
    assert isinstance(stated, StatedBudget)
    text = _context(_session(stated, 4))
    assert "- budget: about 641.03 USD per person (20,000 HKD for 4)" in text
    assert "budget_min_usd" not in text and "512.82" not in text


@settings(max_examples=60, deadline=None)
@given(
    kind=st.sampled_from(["about", "up_to", "range"]),
    amount=st.integers(100, 50000),
    spread=st.integers(1, 5000),
    currency=st.sampled_from(["USD", "HKD", "CNY", "KHR"]),
    per=st.sampled_from(["person", "total"]),
    people=st.integers(1, 8),
)
def test_no_minimum_is_shown_that_was_not_said(
    kind: str, amount: int, spread: int, currency: str, per: str, people: int
) -> None:
    said = {"words": "w", "kind": kind, "amount": amount, "currency": currency, "per": per}
    if kind == "range":
        said["amount_max"] = amount + spread
    stated = resolve_budget(said, people)
    if not isinstance(stated, StatedBudget):
        return
    state = _session(stated, people)
    text = _context(state)
    budget_line = next(line for line in text.splitlines() if line.startswith("- budget: "))
    assert ("budget_min_usd" in text) is (kind == "range")  # a lower end only when the traveller gave one
    assert ("–" in budget_line.split(" USD")[0]) is (kind == "range")
    # the search keeps the session's whole window, also when the model re-types only the maximum
    _, filled = search_from_session({"budget_usd": {"max": stated.max_usd}}, state)
    assert filled.get("budget_usd", {}).get("min") == stated.min_usd and filled["budget_usd"]["max"] == stated.max_usd
