"""A quote that nets a pending refund against its top-up (the traveller's choice, sandbox/netting.py) shows
its own lines on its card: top-up - refund netted = to pay, and the refund left, each with its figure in the
traveller's currency and its label in the session's language; the card's amount is the netted "to pay"."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from agent.display import DisplayTerms, convert_usd, in_travellers_terms
from agent.quote_card import NETTING_LINES, quote_frame
from agent.quote_text import LABELS, card_text
from tests.agent.test_quote_local import CURRENCIES, session

CENTS = st.integers(100, 2_000_000).map(lambda c: c / 100)


@settings(max_examples=40)
@given(top_up=CENTS, pending=CENTS, currency=st.sampled_from(CURRENCIES), language=st.sampled_from(["EN", "KH", "ZH"]))
def test_a_netted_quote_card_shows_the_net_figures(top_up: float, pending: float, currency: str, language: str) -> None:
    netted = min(top_up, pending)
    lines = {
        "top_up_usd": top_up,
        "refund_netted_usd": netted,
        "to_pay_usd": round(top_up - netted, 2),
        "refund_still_pending_usd": round(pending - netted, 2),
    }
    data = {"quote_id": "Q", "amount_due_usd": lines["to_pay_usd"], "netting": {**lines, "says": "..."}}
    rate = 4100.0
    shown = in_travellers_terms({"success": True, "data": data}, DisplayTerms(currency=currency), rate)["data"]
    card = quote_frame("Shall I?", shown, session(currency, language), "previewReschedule").frame()  # type: ignore[union-attr]
    assert card["amount_usd"] == lines["to_pay_usd"] and card["details"]["amount_due_usd"] == lines["to_pay_usd"]
    text = card_text(card, language)
    for key in NETTING_LINES:
        if lines[key] > 0:
            assert card["details"][key] == lines[key]
            assert card["details_local"][key] == convert_usd(lines[key], currency, rate)
            assert LABELS[key][language] in text
        else:  # no "$0" line (a refund used up leaves none)
            assert key not in card["details"]
