"""getTripSuggestions states the budget window it searched (relay 24 req 2: "about 4000 yuan" was
searched 441–579 USD with no word why): in USD, in the budget's own currency (each figure converted
once from the USD figure) and with its reason in the session's language, for every currency the
budget parser accepts and every way a budget is said."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from agent.budget import BUDGET_CURRENCIES, REFERENCE_PER_USD
from agent.display import local_amount
from agent.rounding import half_up
from agent.state import ConversationState
from agent.tools.search_input import search_from_session
from sandbox.budget_window import TEXTS, load_texts
from sandbox.catalogue import CatalogueError
from sandbox.catalogue.models import CHINESE, KHMER
from sandbox.models import SuggestBody
from sandbox.suggest import suggest
from tests.agent.test_budget import budget, record

NOW = datetime(2026, 11, 29, 9, 0, tzinfo=UTC)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    currency=st.sampled_from(BUDGET_CURRENCIES),
    kind=st.sampled_from(["about", "up_to", "range"]),
    usd=st.integers(50, 3000),
    span=st.integers(0, 2000),
    per=st.sampled_from(["person", "total", "adult"]),
    group=st.tuples(st.integers(1, 4), st.lists(st.integers(0, 17), max_size=3)),
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_the_stated_window_is_the_one_searched_in_usd_and_in_the_budgets_currency(
    currency: str, kind: str, usd: int, span: int, per: str, group: tuple[int, list[int]], language: str
) -> None:
    rate = REFERENCE_PER_USD[currency]
    amount = round(usd * rate, 2)
    more = {"amount_max": round((usd + span) * rate, 2)} if kind == "range" else {}
    state = ConversationState.new("s", NOW)
    adults, ages = group
    said = budget(f"{amount} {currency}", kind, amount, currency, per, **more)
    assert record(state, adults=adults, children_ages=ages, budget=said)["success"]
    record(state, mood="family", environment="TEMPLE", duration_days=3, departure_city="Phnom Penh")
    refusal, filled = search_from_session({}, state)
    assert refusal is None
    body = SuggestBody(**filled, language=language)
    stated = suggest(body, language)["matched_on"]["budget_usd"]  # type: ignore[arg-type]
    assert state.stated_budget is not None
    low, high = state.stated_budget.min_usd, state.stated_budget.max_usd
    assert (stated["min"], stated["max"]) == (body.budget_usd.min, body.budget_usd.max) == (low, high)
    if currency == "USD":
        assert "local" not in stated
    else:  # the window as the traveller said it, never re-derived from a rounded USD (relay 34 req 4)
        said_low, said_high = state.stated_budget.min_local, state.stated_budget.max_local
        assert said_low is not None and said_high is not None
        assert (low, high) == (half_up(said_low / rate), half_up(said_high / rate))
        assert stated["local"] == {
            "currency": currency,
            "min": local_amount(said_low, currency),
            "max": local_amount(said_high, currency),
        }
    reason = getattr(TEXTS, kind).in_(language).format(below=20, above=5)
    # then what the window is matched with: the trip from its start city, flights not included (relay 29 req 4)
    covers = TEXTS.covers.in_(language)
    assert stated["why"].startswith(reason) and stated["why"].endswith(covers), stated["why"]
    assert TEXTS.fits.in_(language).format(max=f"{high:,.2f}") in stated["why"]  # the window as fits are decided
    assert {"EN": "flights", "KH": "ជើងហោះហើរ", "ZH": "机票"}[language] in covers
    script = {"KH": KHMER, "ZH": CHINESE}.get(language)
    assert script is None or script.search(stated["why"])


def test_a_budget_typed_in_usd_states_no_other_currency_and_no_reason() -> None:
    body = SuggestBody(
        mood="family",
        environment="TEMPLE",
        duration_days=3,
        people_count=2,
        budget_usd={"min": 100, "max": 300},  # type: ignore[arg-type]
        departure_city="Phnom Penh",
    )
    stated = suggest(body, "EN")["matched_on"]["budget_usd"]
    assert set(stated) == {"min", "max", "per"}


def test_a_missing_language_in_the_reasons_stops_the_start(tmp_path) -> None:  # type: ignore[no-untyped-def]
    broken = tmp_path / "budget_window.yaml"
    text = {"en": "x", "kh": "ក", "zh": "中"}
    broken.write_text(f"about: {text}\nup_to: {text}\nrange: {{en: x, kh: ក}}\n", encoding="utf-8")
    with pytest.raises(CatalogueError, match="range"):
        load_texts(broken)
