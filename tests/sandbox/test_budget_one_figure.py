"""One figure for one amount: a budget said as a total keeps the total as the group's budget, and every figure the
search states for the budget (numbers and text) is the one searched, to the cent.

Travellers found "about $2,000 in total" for 3 people come back as a group budget from $1,599.99 (a rounded
$533.33 share times 3), and "about 15,000 CNY" for 4 searched up to $543.10 each while the budget as stated said
"searching up to 544 USD per person". For any amount, way of saying it, currency and group (infants free): the
group's budget is the total as said (converted once), and the session's ``budget_as_stated``, the session's
window, ``matched_on.budget_usd`` and its ``why`` name the same maximum."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import HealthCheck, given, settings, strategies as st

from agent.budget import ABOUT_ABOVE, ABOUT_BELOW, REFERENCE_PER_USD
from agent.rounding import amount_text, half_up
from agent.state import ConversationState
from agent.tools.search_input import search_from_session
from sandbox.models import SuggestBody
from sandbox.suggest import suggest
from tests.agent.test_budget import budget, record

NOW = datetime(2026, 11, 29, 9, 0, tzinfo=UTC)
CURRENCIES = ["USD", "CNY", "KHR", "THB", "EUR", "JPY", "AUD", "VND"]


def said_window(kind: str, amount: float, top: float) -> tuple[float, float]:
    """The group's window in the currency said, as the traveller meant it."""
    if kind == "about":
        return amount * (1 - ABOUT_BELOW), amount * (1 + ABOUT_ABOVE)
    return (amount, top) if kind == "range" else (0.0, amount)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=st.sampled_from(["about", "up_to", "range"]),
    usd=st.integers(200, 6000),
    currency=st.sampled_from(CURRENCIES),
    adults=st.integers(1, 6),
    ages=st.lists(st.integers(0, 17), max_size=3),
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_a_total_stays_the_total_and_the_maximum_is_one_figure(
    kind: str, usd: int, currency: str, adults: int, ages: list[int], language: str
) -> None:
    amount = float(round(usd * REFERENCE_PER_USD[currency]))  # a whole amount in the currency said
    top = amount * 1.5
    more = {"amount_max": top} if kind == "range" else {}
    state = ConversationState.new("s", NOW)
    said = budget(f"{amount:g} {currency} in total", kind, amount, currency, "total", **more)
    assert record(state, adults=adults, children_ages=ages, budget=said)["success"]
    record(state, mood="family", environment="TEMPLE", duration_days=3, departure_city="Phnom Penh")
    refusal, filled = search_from_session({}, state)
    assert refusal is None and state.stated_budget is not None
    matched = suggest(SuggestBody(**filled, language=language), language)["matched_on"]  # type: ignore[arg-type]

    low, high = said_window(kind, amount, top)
    per_usd = REFERENCE_PER_USD[currency]
    group = matched["group_budget_usd"]
    assert (group["min"], group["max"]) == (half_up(low / per_usd, 2), half_up(high / per_usd, 2)), (group, said)

    window = matched["budget_usd"]
    assert (window["min"], window["max"]) == (state.budget_min_usd, state.budget_max_usd)
    assert f"searching up to {amount_text(window['max'])} USD " in state.stated_budget.describe()
    assert f"{window['max']:,.2f}" in window["why"]
