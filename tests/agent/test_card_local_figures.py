"""Every money figure on a quote card has its twin in the traveller's currency, and "Per adult" says for
how many (issue 37; relay: a cancellation card's "Paid $1,472" had no riel figure while its refund had
one, and an activity quote's "Per adult" named no group).

Invariants, for any currency the session shows (riel, yuan, or one the traveller named) and any rate:
each ``*_usd`` detail of the card has ``details_local[key]`` = that amount converted once at the rate
(never a sum of converted parts), in the card's ``local_currency``; the card's text form (REST) says it
beside the dollar figure; a session in USD only has no twins; a card that shows "Per adult" shows the
group's adults too."""

from __future__ import annotations

from typing import Any

from hypothesis import given, strategies as st

from agent.display import DisplayTerms, convert_usd, in_travellers_terms
from agent.quote_card import quote_frame
from agent.quote_text import card_text, local_text
from agent.state import ConversationState
from tests.agent.test_quote_local import CURRENCIES, NOW, session

AMOUNTS = st.decimals(min_value=1, max_value=20_000, places=2).map(float)
TOOLS = ("previewBooking", "previewReschedule", "previewCancellation")


def quote(tool: str, figures: list[float], adults: int) -> dict[str, Any]:
    """A preview result with several money figures (USD only, as the backend gives it)."""
    a, b, c = figures
    if tool == "previewBooking":
        return {"quote_id": "Q", "price_per_person_usd": a, "total_usd": b, "adults": adults}
    if tool == "previewReschedule":  # an added activity: no one leaves, "Per adult" is the trip's after it
        return {
            "quote_id": "Q",
            "price_per_person_usd": a,
            "total_usd": b,
            "change_fee_usd": c,
            "amount_due_usd": c,
            "current": {"adults": adults, "added_activities": []},
            "proposed": {"adults": adults, "added_activities": ["Sunset cruise"]},
        }
    return {"quote_id": "Q", "amount_paid_usd": a, "refund_usd": b, "refund_pct": 50}


@given(
    tool=st.sampled_from(TOOLS),
    currency=st.sampled_from(CURRENCIES),
    language=st.sampled_from(("EN", "KH", "ZH")),
    figures=st.lists(AMOUNTS, min_size=3, max_size=3),
    adults=st.integers(1, 6),
    rate=st.floats(min_value=0.005, max_value=30_000, allow_nan=False),
)
def test_every_money_figure_on_a_card_has_its_local_twin(
    tool: str, currency: str, language: str, figures: list[float], adults: int, rate: float
) -> None:
    shown = in_travellers_terms(
        {"success": True, "data": quote(tool, figures, adults)}, DisplayTerms(currency=currency), rate
    )
    frame = quote_frame("Shall I?", shown["data"], session(currency, language), tool)
    assert frame is not None
    card = frame.frame()
    money = {k: v for k, v in card["details"].items() if k.endswith("_usd")}
    assert money and card["local_currency"] == currency
    for key, usd in money.items():
        assert card["details_local"][key] == convert_usd(usd, currency, rate), key
    text = card_text(card, language)
    for key in money:
        assert local_text(float(card["details_local"][key]), currency) in text, (key, text)
    if "price_per_person_usd" in card["details"]:
        assert card["details"]["adults"] == adults


@given(tool=st.sampled_from(TOOLS), figures=st.lists(AMOUNTS, min_size=3, max_size=3))
def test_a_card_in_usd_only_has_no_twins(tool: str, figures: list[float]) -> None:
    english = ConversationState.new("s", NOW, language="EN")  # no currency of the traveller's own
    frame = quote_frame("Shall I?", quote(tool, figures, 2), english, tool)
    assert frame is not None
    card = frame.frame()
    assert not card.get("details_local") and "(" not in card_text(card, "EN")
