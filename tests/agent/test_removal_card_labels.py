"""A removal quote's card never labels a refund or a share as "per adult" (relay 18: "每位成人 $606" on the
card of an adult leaving, where 606 was his refund of 588 plus an $18 add-on share)."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

from agent.quote_card import QuoteCardMessage, quote_frame
from agent.quote_text import LABELS
from tests.agent.contract_support import new_state
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family, preview

PER_ADULT = {key for key, words in LABELS.items() if words["EN"].lower().startswith("per adult")}


def card(data: dict[str, Any]) -> QuoteCardMessage:
    frame = quote_frame("", data, new_state(preferred_language="ZH"), "previewReschedule")
    assert isinstance(frame, QuoteCardMessage)
    return frame


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    adults=st.integers(min_value=2, max_value=4),
    children=st.lists(st.sampled_from([2, 6, 9]), max_size=2),
    change=st.sampled_from(
        [{"remove_adults": 1}, {"remove_children_ages": [6]}, {"add_adults": 1}, {"add_children_ages": [9]}]
    ),
    activity=st.booleans(),
)
def test_a_removal_card_has_no_per_adult_figure(
    adults: int, children: list[int], change: dict[str, Any], activity: bool
) -> None:
    sb = Sandbox()
    bid = family(sb, adults=adults, children=tuple(children))["booking_id"]
    if activity:  # an add-on whose share leaves with a traveller
        quote = preview(sb, bid, add_activities=["Tonle Sap boat trip"])
        sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
        qr = sb.data("generatePaymentQR", {"booking_id": bid})  # its top-up paid
        sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed")
    if change.get("remove_children_ages") and 6 not in children:
        change = {"remove_adults": 1}
    data = preview(sb, bid, **change)
    details = card(data).details
    if data.get("leaving"):
        assert not PER_ADULT & details.keys(), details
    elif data.get("joining"):  # a joining adult's card says the joiner's own price (agent/change_lines.py)
        assert "joining_adult" in details or "joining_child" in details, details
