"""A quote card's numbers beside its refund terms are the ones the refund uses (a Chinese traveller: a move's card
said "距出发天数 35" while the refund tier counted 28 days to the original date; the cancellation card said "退款比例
50%" beside a refund of 41 % of the trip price, a swap's extra kept back).

Invariants, on cards made from the sandbox's own quotes:

- a card showing days before travel beside refund terms shows the refund tier's own count too, labelled, whenever
  it is another number (both in the card's details and its text form);
- a cancellation card whose refund is more than its percentage's share of the price carries that refund's named
  parts (from the share to the refund) in its notes, and the parts recompute the refund.
"""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from agent.quote_card import quote_frame
from agent.quote_text import card_text
from tests.agent.test_aftercare import paid_state
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_change_prices import confirm, preview
from tests.sandbox.test_changes import at_ict
from tests.sandbox.test_swap_allowance import pay_top_up


def paid(sb: Sandbox) -> str:
    made = sb.book("trip_001", people=None, adults=3, children_ages=[14], user_id="user-a")
    qr = sb.data("generatePaymentQR", {"booking_id": made["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return made["booking_id"]


def card(data: dict, tool: str, language: str) -> dict:
    state = paid_state(turn=3)
    state.preferred_language = language
    frame = quote_frame("", data, state, tool)
    assert frame is not None
    return frame.frame()


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(language=st.sampled_from(["EN", "KH", "ZH"]), out=st.sampled_from([25, 28]), later=st.sampled_from([7, 14]))
def test_a_moved_quote_shows_the_tiers_days_beside_its_own(language: str, out: int, later: int) -> None:
    sb = Sandbox()
    bid = paid(sb)
    sb.clock.now = at_ict((date.fromisoformat(TRAVEL) - timedelta(days=out)).isoformat(), 9)
    new = (date.fromisoformat(TRAVEL) + timedelta(days=later)).isoformat()
    quote = sb.data("previewReschedule", {"booking_id": bid, "new_travel_date": new}, lang=language)
    details = card(quote, "previewReschedule", language)["details"]
    tier = quote["refund_tier_days_before"]
    assert tier == out and details["days_before_travel"] == out + later  # the new date's count, as before
    assert details["refund_tier_days_before"] == tier
    text = card_text(card(quote, "previewReschedule", language), language)
    assert str(tier) in text and str(out + later) in text


def test_a_card_whose_days_are_the_tiers_shows_them_once() -> None:
    sb = Sandbox()
    bid = paid(sb)
    sb.clock.now = at_ict((date.fromisoformat(TRAVEL) - timedelta(days=25)).isoformat(), 9)
    quote = sb.data("previewCancellation", {"booking_id": bid})
    assert "refund_tier_days_before" not in card(quote, "previewCancellation", "EN")["details"]


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_a_cancellation_cards_percentage_comes_with_the_parts_to_its_refund(language: str) -> None:
    """The journey: an adult leaves at 50 %, a 4-year-old joins within 24 hours (a swap's extra), an add-on is
    paid, then the whole booking is cancelled."""
    sb = Sandbox()
    bid = paid(sb)
    sb.clock.now = at_ict((date.fromisoformat(TRAVEL) - timedelta(days=25)).isoformat(), 9)
    confirm(sb, bid, preview(sb, bid, remove_adults=1))
    confirm(sb, bid, preview(sb, bid, add_children_ages=[4]))
    pay_top_up(sb, bid)
    cancel = sb.data("previewCancellation", {"booking_id": bid}, lang=language)
    parts = cancel["refund_parts"]
    assert sum(p["usd"] for p in parts) == pytest.approx(cancel["refund_usd"], abs=0.011)
    assert parts[0]["part"] == "tier_share" and f"{cancel['refund_pct']}%" in parts[0]["part_label"]
    assert len(parts) > 1 and cancel["refund_usd"] < parts[0]["usd"]  # the refund is below the share
    frame = card(cancel, "previewCancellation", language)
    assert frame["details"]["refund_pct"] == cancel["refund_pct"]
    note = next(n for n in frame["notes"] if f"{cancel['refund_usd']:.2f}" in n)
    for p in parts:  # each part's figure, beside the percentage's share
        assert f"{abs(p['usd']):.2f}" in note and p["part_label"] in note


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    language=st.sampled_from(["EN", "KH", "ZH"]),
    change=st.sampled_from([{"add_adults": 1}, {"remove_adults": 1}, {"add_children_ages": [9]}]),
)
def test_the_tier_row_appears_only_when_the_change_moves_the_date(language: str, change: dict) -> None:
    """After an earlier move the tier counts to the original date; a later change that keeps the date (days before
    travel equal before and after) shows no tier row, a change that moves it again does."""
    sb = Sandbox()
    bid = paid(sb)
    sb.clock.now = at_ict((date.fromisoformat(TRAVEL) - timedelta(days=28)).isoformat(), 9)
    moved = (date.fromisoformat(TRAVEL) + timedelta(days=7)).isoformat()
    confirm(sb, bid, sb.data("previewReschedule", {"booking_id": bid, "new_travel_date": moved}))
    kept = sb.data("previewReschedule", {"booking_id": bid, **change}, lang=language)
    assert kept["current"]["days_before_travel"] == kept["proposed"]["days_before_travel"]
    assert kept["refund_tier_days_before"] != kept["proposed"]["days_before_travel"]  # the row would differ
    assert "refund_tier_days_before" not in card(kept, "previewReschedule", language)["details"]
    again = (date.fromisoformat(TRAVEL) + timedelta(days=14)).isoformat()
    move = sb.data("previewReschedule", {"booking_id": bid, "new_travel_date": again}, lang=language)
    assert move["current"]["days_before_travel"] != move["proposed"]["days_before_travel"]
    assert (
        card(move, "previewReschedule", language)["details"]["refund_tier_days_before"]
        == move["refund_tier_days_before"]
    )
