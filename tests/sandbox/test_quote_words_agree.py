"""A change quote's words and figures agree over any sequence of changes (a Chinese traveller at the 50 % tier:
one adult removed, a 4-year-old joined within 24 hours, then a day less; every figure was right but the words
said otherwise).

Invariants, for every sequence of removals, joins, a day less and waits at one refund tier:

- the promise a quote makes before a join (``swap_if_a_join_follows``: what an adult joining at the stated price
  gets off) is exactly the credit the join's quote then gives (``swap_kept_back_usd``), and the words carry
  those figures;
- the refund-if-cancelled figure of every quote carries its parts, each named, and they sum to it; what a
  cancellation keeps back of a swap's extra is one of them, and the figure is what cancelling right after the
  change (its top-up paid) refunds;
- a figure a quote states as coming back on its top-up (``refund_terms_of_amount_due``) is what that cancellation
  returns on that payment (the cancellation's own split), beside the booking-level figure it is part of (a sunset
  cruise's $108 top-up was promised $54 back, and the cancellation returned $38.50 on it).
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Optional

import pytest
from hypothesis import HealthCheck, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, precondition, rule

from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_change_prices import confirm, preview
from tests.sandbox.test_changes import at_ict, record

CENT = 0.011
CHANGES = {
    "join_adult": {"add_adults": 1},
    "join_child": {"add_children_ages": [4]},
    "leave_adult": {"remove_adults": 1},
}


def check_parts(quote: dict[str, Any]) -> None:
    """The figure and its parts: named, summing to it, said in a sentence with the figure."""
    terms = quote["refund_terms_after_change"]
    parts = terms["refund_if_cancelled_today_parts"]
    assert all(p["part_label"] for p in parts)
    assert sum(p["usd"] for p in parts) == pytest.approx(terms["refund_if_cancelled_today_usd"], abs=CENT)
    assert f"{terms['refund_if_cancelled_today_usd']:.2f}" in terms["refund_if_cancelled_today_says"]
    for p in parts:
        assert f"{abs(p['usd']):.2f}" in terms["refund_if_cancelled_today_says"]


class QuoteWords(RuleBasedStateMachine):
    """Changes confirmed (top-ups paid) 25 days out, each quote checked against the next."""

    def __init__(self) -> None:
        super().__init__()
        self.sb = Sandbox()
        end = (date.fromisoformat(TRAVEL) + timedelta(days=5)).isoformat()
        made = self.sb.book("trip_001", people=None, adults=3, children_ages=[14], end_date=end, user_id="user-a")
        self.bid = made["booking_id"]
        qr = self.sb.data("generatePaymentQR", {"booking_id": self.bid})
        assert self.sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
        self.sb.clock.now = at_ict((date.fromisoformat(TRAVEL) - timedelta(days=25)).isoformat(), 9)
        self.promise: Optional[dict[str, Any]] = None
        self.added: set[str] = set()

    def _change(self, body: dict[str, Any], language: str) -> dict[str, Any]:
        quote = preview(self.sb, self.bid, **body, language=language)
        check_parts(quote)
        confirm(self.sb, self.bid, quote)
        top_up = None
        if quote["amount_due_usd"] > 0:
            self.sb.clock.advance(minutes=1)  # paid a minute after the yes (a refund it started came first)
            qr = self.sb.data("generatePaymentQR", {"booking_id": self.bid})
            top_up = qr["payment_intent_id"]
            assert self.sb.sandbox_post(f"/sandbox/payments/{top_up}/succeed").status_code == 200
        cancel = self.sb.data("previewCancellation", {"booking_id": self.bid})
        due = quote.get("refund_terms_of_amount_due")
        assert (due is None) == (top_up is None)
        if due is not None:
            assert due["refund_of_booking_if_cancelled_today_usd"] == pytest.approx(cancel["refund_usd"], abs=CENT)
            on_it = sum(p["amount_back_usd"] for p in cancel["refund_to"] if p["payment_intent_id"] == top_up)
            assert due["refund_if_cancelled_today_usd"] == pytest.approx(on_it, abs=CENT)
            for figure in (due["refund_if_cancelled_today_usd"], cancel["refund_usd"]):
                assert f"{figure:.2f}" in due["says"], (figure, due["says"])
        assert cancel["refund_usd"] == pytest.approx(
            quote["refund_terms_after_change"]["refund_if_cancelled_today_usd"], abs=CENT
        )
        held = [
            p
            for p in quote["refund_terms_after_change"]["refund_if_cancelled_today_parts"]
            if p["part"] == "swap_extra"
        ]
        assert -sum(p["usd"] for p in held) == pytest.approx(cancel.get("swap_extra_kept_usd", 0.0), abs=CENT)
        return quote

    @rule(change=st.sampled_from(sorted(CHANGES)), language=st.sampled_from(["EN", "KH", "ZH"]))
    def change(self, change: str, language: str) -> None:
        group = record(self.sb, self.bid)["group"]
        if change.startswith("leave") and group["adults"] < 2 or change.startswith("join") and group["adults"] > 5:
            return
        quote = self._change(CHANGES[change], language)
        if change == "join_adult" and self.promise is not None:  # the promise made just before is the credit
            assert quote["joining"][0]["price_usd"] == pytest.approx(self.promise["adult_joiner_price_usd"])
            assert quote.get("swap_kept_back_usd", 0.0) == pytest.approx(self.promise["adult_joiner_gets_back_usd"])
        said = quote.get("swap_says_if_a_join_follows")
        self.promise = quote.get("swap_if_a_join_follows")
        assert (said is None) == (self.promise is None)
        if self.promise:
            for key in ("kept_usd", "adult_joiner_price_usd", "adult_joiner_gets_back_usd"):
                assert f"{self.promise[key]:.2f}" in said, (key, said)

    @precondition(lambda self: True)
    @rule()
    def day_less(self) -> None:
        rec = record(self.sb, self.bid)
        end = date.fromisoformat(rec["end_date"])
        if (end - date.fromisoformat(rec["travel_date"])).days >= 2:
            quote = self._change({"new_end_date": (end - timedelta(days=1)).isoformat()}, "ZH")
            self.promise = quote.get("swap_if_a_join_follows")

    @rule(language=st.sampled_from(["EN", "KH", "ZH"]))
    def add_on(self, language: str) -> None:
        offered = self.sb.data("getTripItinerary", {"trip_id": "trip_001"})["addable_activities"]
        left = [a["name"] for a in offered if a["name"] not in self.added]
        if left and len(self.added) < 2:  # the plan's days hold two add-ons
            self.added.add(left[0])
            quote = self._change({"add_activities": [left[0]]}, language)
            self.promise = quote.get("swap_if_a_join_follows")

    @rule(hours=st.sampled_from([2, 25]))
    def wait(self, hours: int) -> None:
        self.sb.clock.advance(hours=hours)
        self.promise = None  # a promise is checked against the join right after it


QuoteWords.TestCase.settings = settings(
    max_examples=20, stateful_step_count=8, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
test_a_quotes_words_agree_with_its_figures = QuoteWords.TestCase


def test_the_journey_promise_and_parts() -> None:
    """The journey: an adult removed at 50 % keeps half their price; a 4-year-old joining gets the part their
    price covers, and the join quote's refund-if-cancelled figure names the swap's extra it keeps back."""
    sb = Sandbox()
    made = sb.book("trip_001", people=None, adults=3, children_ages=[14], user_id="user-a")
    bid = made["booking_id"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    sb.clock.now = at_ict((date.fromisoformat(TRAVEL) - timedelta(days=25)).isoformat(), 9)
    leave = preview(sb, bid, remove_adults=1, language="ZH")
    confirm(sb, bid, leave)
    promise = leave["swap_if_a_join_follows"]
    assert promise["kept_usd"] == leave["kept_by_policy_usd"]
    assert promise["adult_joiner_gets_back_usd"] == leave["kept_by_policy_usd"]  # an adult covers all of it
    join = preview(sb, bid, add_children_ages=[4], language="ZH")
    back, price = join["swap_kept_back_usd"], join["joining"][0]["price_usd"]
    assert 0 < back < promise["kept_usd"] and price < promise["all_back_if_joiner_pays_usd"]
    assert back == pytest.approx(price / 2, abs=CENT)  # the words: about 50 % of their price
    check_parts(join)
    parts = {p["part"]: p["usd"] for p in join["refund_terms_after_change"]["refund_if_cancelled_today_parts"]}
    assert parts.get("swap_extra", 0.0) == pytest.approx(-back, abs=CENT)
