"""Every trip marked as fitting is inside the budget window the result states (relay 32 req 7: "552-724 USD per
person" beside $420 and $243 trips marked fits_request, so the stated minimum meant nothing).

Over the ways a budget is said, per person / per adult, groups and EN/KH/ZH: the window said (``why`` in
matched_on, and the session's ``budget_as_stated``) has no lower bound and its upper bound is the max fits are
decided on; every trip within budget costs at most that, compared the way the result says (``per``)."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import HealthCheck, given, settings, strategies as st

from agent.rounding import amount_text
from agent.state import ConversationState
from agent.tools.search_input import search_from_session
from sandbox.models import SuggestBody
from sandbox.suggest import PER_ADULT, suggest
from tests.agent.test_budget import budget, record

NOW = datetime(2026, 11, 29, 9, 0, tzinfo=UTC)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=st.sampled_from(["about", "up_to", "range"]),
    usd=st.integers(150, 1500),
    per=st.sampled_from(["person", "adult"]),
    adults=st.integers(1, 4),
    ages=st.lists(st.integers(0, 17), max_size=2),
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_every_fitting_trip_is_inside_the_stated_window(
    kind: str, usd: int, per: str, adults: int, ages: list[int], language: str
) -> None:
    state = ConversationState.new("s", NOW)
    more = {"amount_max": usd + 200} if kind == "range" else {}
    said = budget(f"{usd} USD", kind, usd, "USD", per, **more)
    assert record(state, adults=adults, children_ages=ages, budget=said)["success"]
    record(state, mood="family", environment="TEMPLE", duration_days=3, departure_city="Phnom Penh")
    refusal, filled = search_from_session({}, state)
    assert refusal is None and state.stated_budget is not None
    result = suggest(SuggestBody(**filled, language=language), language)  # type: ignore[arg-type]
    window = result["matched_on"]["budget_usd"]
    high = window["max"]
    assert f"searching up to {amount_text(high)} USD" in state.stated_budget.describe()  # no minimum said
    assert f"{high:,.2f}" in window["why"]  # the max fits are decided on, in the session's language
    for trip in result["trips"]:
        if not trip["within_budget"]:
            continue
        price = trip["price_per_adult_usd"] if window["per"] == PER_ADULT else trip["average_per_paying_traveller_usd"]
        assert price <= high + 0.005, (trip["id"], price, window)
