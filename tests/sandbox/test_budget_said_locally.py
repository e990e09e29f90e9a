"""A budget said in a local currency keeps its exact local value (relay 34 req 4: "about 60,000 THB for 6"
came back as ฿7,999.92–฿10,500.12 and a group budget of $1,333.32–$1,750.02, each re-derived from a rounded USD).

Over currencies, amounts, the ways a budget is said (per person / for the group), groups and EN/KH/ZH: the
window getTripSuggestions states in the budget's currency is what the words mean there, exactly (per paying
traveller, and for the group), and every USD figure of the window is derived once from its local figure."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import HealthCheck, given, settings, strategies as st

from agent.budget import ABOUT_ABOVE, ABOUT_BELOW, REFERENCE_PER_USD, paying_travellers
from agent.display import local_amount
from agent.rounding import half_up
from agent.state import ConversationState
from agent.tools.search_input import search_from_session
from sandbox.models import SuggestBody
from sandbox.suggest import suggest
from tests.agent.test_budget import budget, record

NOW = datetime(2026, 11, 29, 9, 0, tzinfo=UTC)
CURRENCIES = ["KHR", "CNY", "THB", "BRL", "MXN", "EUR", "JPY", "VND", "AUD", "TWD"]


def _said(kind: str, amount: float, top: float) -> tuple[float, float]:
    """The window the words mean, in their own currency, before any sharing."""
    if kind == "about":
        return amount * (1 - ABOUT_BELOW), amount * (1 + ABOUT_ABOVE)
    return (amount, top) if kind == "range" else (0.0, amount)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    currency=st.sampled_from(CURRENCIES),
    usd=st.integers(100, 1500),
    shape=st.sampled_from([1, 3, 5, 100, 1000]),  # round figures as said, and ragged ones
    kind=st.sampled_from(["about", "up_to", "range"]),
    per=st.sampled_from(["person", "total"]),
    adults=st.integers(1, 4),
    ages=st.lists(st.integers(0, 17), max_size=3),
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_a_local_budget_is_stated_back_as_said(
    currency: str, usd: int, shape: int, kind: str, per: str, adults: int, ages: list[int], language: str
) -> None:
    rate = REFERENCE_PER_USD[currency]
    amount = max(shape, int(usd * rate / shape) * shape)  # a figure as said: round or ragged
    top = amount * 3 // 2
    more = {"amount_max": top} if kind == "range" else {}
    state = ConversationState.new("s", NOW)
    state.preferred_language = language  # type: ignore[assignment]
    said = budget(f"{amount} {currency}", kind, amount, currency, per, **more)
    assert record(state, adults=adults, children_ages=ages, budget=said)["success"]
    record(state, mood="family", environment="TEMPLE", duration_days=3, departure_city="Phnom Penh")
    refusal, filled = search_from_session({}, state)
    assert refusal is None
    matched = suggest(SuggestBody(**filled, language=language), language)["matched_on"]  # type: ignore[arg-type]

    paying = paying_travellers(adults + len(ages), ages)
    low, high = _said(kind, amount, top)
    share = paying if per == "total" else 1
    window = matched["budget_usd"]
    assert window["local"] == {
        "currency": currency,
        "min": local_amount(low / share, currency),
        "max": local_amount(high / share, currency),
    }
    assert (window["min"], window["max"]) == (half_up(low / share / rate), half_up(high / share / rate))
    group = matched["group_budget_usd"]
    group_low, group_high = low / share * paying, high / share * paying
    assert group["local"] == {
        "currency": currency,
        "min": local_amount(group_low, currency),
        "max": local_amount(group_high, currency),
    }
    assert (group["min"], group["max"]) == (half_up(group_low / rate), half_up(group_high / rate))
    if per == "total":  # the group's figure is the one the traveller said, to the unit
        assert group["local"]["max"] == local_amount(high, currency)
