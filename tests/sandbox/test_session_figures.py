"""One USD amount, one figure in riel or yuan, in every field of every result of a session (issue 37, relay 15
req 44/60: $957.60 said as 6,942元 for the net paid and 6,943元 for the cancellation's refund of it, so the
refunds in yuan added up to 8,405元 against 8,404元 paid).

Generated journeys on a paid family booking (travellers join or leave, the trip grows, top-ups paid or
withdrawn, days pass, a cancellation) run against the sandbox; each result goes through the display layer
as the workflow passes them: each figure is its own USD amount converted, so one amount has one figure."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, example, given, settings, strategies as st

from agent.display import DisplayTerms, in_travellers_terms
from agent.session_figures import remember, shown_figures
from tests.sandbox.test_local_figures_add_up import STEPS, check, journey

MONEY = st.sampled_from([("KHR", 4100.0), ("KHR", 4012.5), ("CNY", 7.25), ("CNY", 7.1234)])


def session(steps: list[Any], currency: str, rate: float) -> list[dict[str, Any]]:
    figures: dict[str, float] = {}
    shown = []
    for result in journey(steps):
        data = in_travellers_terms(result, DisplayTerms(currency=currency, figures=dict(figures)), rate)["data"]
        remember(figures, data, currency)
        shown.append(data)
    return shown


@example(  # an average's local figure is its local total's share (agent/local_share.py), not its own USD converted
    steps=[{"add_activities": ["Tonle Sap boat trip"]}, "pay", {"new_end_date": "2026-04-23"}], money=("KHR", 4100.0)
)
@example(steps=[{"remove_adults": 1}, "days", "cancel"], money=("CNY", 7.25))  # relay 15: paid less a refund, then all
@example(steps=[{"add_children_ages": [6]}, "pay", {"add_adults": 1}, "pay", "cancel"], money=("CNY", 7.1234))
@example(steps=[{"add_adults": 1}, "pay", {"remove_adults": 1}, "cancel"], money=("KHR", 4012.5))
@example(steps=[{"remove_adults": 1}, {"add_children_ages": [6]}, {"add_children_ages": [6]}], money=("KHR", 4100.0))
@example(
    steps=[{"remove_adults": 1}, {"add_children_ages": [6]}, {"add_children_ages": [6]}, "withdraw", {"add_adults": 1}],
    money=("KHR", 4100.0),
)  # a split part said once, then the same amount due alone
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(STEPS, min_size=1, max_size=6), money=MONEY)
def test_one_figure_per_usd_amount_across_the_session(steps: list[Any], money: tuple[str, float]) -> None:
    currency, rate = money
    said: dict[float, tuple[float, str]] = {}
    for data in session(steps, currency, rate):
        check(data, "_" + currency.lower(), rate)  # and every total still adds up from its parts
        for obj, key, usd, local in shown_figures(data, currency):
            first = said.setdefault(usd, (float(obj[local]), key))
            assert float(obj[local]) == first[0], (usd, key, obj[local], first)
