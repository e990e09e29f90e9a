"""One local figure per amount across a session: once a result gave the day's rate, a later booking object
without a rate of its own (a change's booking) keeps that rate, so every amount is converted at it, never at a
rate derived from a rounded total (relay 20: a top-up of $515.20 said A$783.11 in the notice and on the QR card,
A$783.10 in every result: the rate had become A$3,132.42 / $2,060.80)."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given, settings, strategies as st

from agent.display import convert_usd
from agent.money_frames import in_local, record_local_total
from agent.state import ConversationState

NOW = datetime(2026, 11, 29, 9, 0, tzinfo=UTC)
CENTS = st.integers(100, 500_000).map(lambda c: c / 100)


@settings(max_examples=80, deadline=None)
@given(
    currency_rate=st.sampled_from([("AUD", 1.52), ("SGD", 1.35), ("CNY", 7.25), ("EUR", 0.92), ("KHR", 4100.0)]),
    first=CENTS,
    later=CENTS,
    amount=CENTS,
)
def test_a_booking_without_a_rate_keeps_the_sessions_rate(currency_rate, first, later, amount):
    currency, rate = currency_rate
    state = ConversationState.new("s", NOW, language="ZH" if currency == "CNY" else "KH" if currency == "KHR" else "EN")
    state.display_currency = currency
    low = currency.lower()
    record_local_total(
        state, {"total_usd": first, f"total_{low}": convert_usd(first, currency, rate), "shown_in": {"rate": rate}}
    )
    record_local_total(state, {"total_usd": later, f"total_{low}": convert_usd(later, currency, rate)})  # no shown_in
    local = in_local(state, amount)
    assert local is not None and local == (currency, float(convert_usd(amount, currency, rate)))
