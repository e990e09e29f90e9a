"""The quote card's amount in the traveller's own currency (issue 37): not only riel and yuan but any
currency the traveller used (S$, RM, €, £, ...), converted once from the quote's USD amount at the
day's rate, before any booking exists (a booking summary) and after (a change or a cancellation)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Optional

from hypothesis import given, strategies as st

from agent.display import DisplayTerms, convert_usd, in_travellers_terms
from agent.quote_card import AMOUNT_KEY, KIND_OF, quote_frame
from agent.state import ConversationState

NOW = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)
CURRENCIES = ("SGD", "MYR", "EUR", "GBP", "AUD", "THB", "JPY", "VND", "KHR", "CNY")
QUOTES: dict[str, dict[str, Any]] = {  # each preview's money, as the backend gives it (USD only)
    "previewBooking": {"price_per_person_usd": 159.0, "total_usd": 0.0},
    "previewReschedule": {"current_total_usd": 731.4, "new_total_usd": 0.0, "change_fee_usd": 30.0},
    "previewCancellation": {"amount_paid_usd": 731.4, "refund_pct": 50},
}


def session(currency: str, language: str) -> ConversationState:
    state = ConversationState.new("s", NOW, language=language)
    # the traveller named their currency (a budget in SGD...); riel and yuan are the KH / ZH default
    state.display_currency = None if (language, currency) in (("KH", "KHR"), ("ZH", "CNY")) else currency
    return state


def shown_quote(tool: str, amount: float, currency: Optional[str], rate: float) -> dict[str, Any]:
    """The preview result as the model and the formatter get it: the tool activity adds a twin of
    every USD amount in the display currency (agent/display.py)."""
    data = {**QUOTES[tool], AMOUNT_KEY[KIND_OF[tool]]: amount, "quote_id": "Q-1"}
    return in_travellers_terms({"success": True, "data": data}, DisplayTerms(currency=currency), rate)["data"]


@given(
    tool=st.sampled_from(sorted(QUOTES)),
    currency=st.sampled_from(CURRENCIES),
    language=st.sampled_from(("EN", "KH", "ZH")),
    amount=st.decimals(min_value=0, max_value=20_000, places=2).map(float),
    rate=st.floats(min_value=0.005, max_value=30_000, allow_nan=False),
)
def test_every_quote_card_carries_its_amount_in_the_travellers_currency_converted_once(
    tool: str, currency: str, language: str, amount: float, rate: float
) -> None:
    state = session(currency, language)
    frame = quote_frame("Shall I?", shown_quote(tool, amount, currency, rate), state, tool)
    assert frame is not None
    card = frame.frame()
    assert card["amount_usd"] == amount
    assert card["local_currency"] == currency
    assert card["amount_local"] == convert_usd(amount, currency, rate)  # once, from this USD amount


def test_the_twin_wins_and_without_a_rate_or_currency_the_card_stays_in_usd() -> None:
    data = shown_quote("previewReschedule", 252.0, "SGD", 1.35)
    assert data["amount_due_sgd"] == 340.2
    card = quote_frame("Shall I?", data, session("SGD", "EN"), "previewReschedule").frame()  # type: ignore[union-attr]
    assert (card["amount_local"], card["local_currency"]) == (340.2, "SGD")
    plain = shown_quote("previewReschedule", 252.0, None, 1.35)  # the rate could not be had: USD only
    card = quote_frame("Shall I?", plain, session("SGD", "EN"), "previewReschedule").frame()  # type: ignore[union-attr]
    assert card["amount_local"] is None and card["local_currency"] is None
    english = ConversationState.new("s", NOW, language="EN")  # no currency of their own: USD only
    card = quote_frame("Shall I?", data, english, "previewReschedule").frame()  # type: ignore[union-attr]
    assert card["amount_local"] is None
