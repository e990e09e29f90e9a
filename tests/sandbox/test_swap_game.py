"""A swap refunds a leaver in full only while the joiner who granted it stays (sandbox/swap_extra.py; the swap
rule of sandbox/policy.py). A careful traveller at the 50 % tier had a friend join (paid), removed another
within the swap window (his price back in full), then cancelled: $230 more came back than cancelling straight
after the join. The invariant: for every sequence of joins, leaves, waits and a final cancellation at one
refund tier, the refunds over the booking's life never exceed what cancelling straight after its last payment
refunds (the tier's percentage of every payment made); and the swap itself, the booking kept, still refunds
the leaver's price in full."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from sandbox import policy
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_change_prices import confirm, preview
from tests.sandbox.test_changes import at_ict, record
from tests.sandbox.test_swap_allowance import pay_top_up

PCT = 50
CENT = 0.011


def test_the_journey_figures() -> None:
    """The journey's own figures at 50 %: $2,502.40 paid in all (Aroha's $460 included), Hemi's $544 freed with
    $460 of it back in full (the swap allowance), then a cancellation: $1,251.20 in total, as cancelling straight
    after the join."""
    paid, price = 2502.40, 2502.40
    direct = policy.cancellation_refund(price, paid, 0.0, date(2026, 4, 20), at_ict("2026-04-08", 9))
    assert direct == 1251.20
    leave = policy.change_amounts(price, price - 544, paid, 0.0, 0.0, PCT, full_back=460)
    assert leave["refund_usd"] == 502.00 and leave["refunded_in_full_usd"] == 460
    extra = policy.kept_at(460, PCT)  # what the swap gave beyond the tier: kept back as the joiner leaves too
    assert extra == 230
    cancel = policy.cancellation_refund(
        price - 544, paid - 502, leave["kept_by_derlg_usd"], date(2026, 4, 20), at_ict("2026-04-08", 9), extra
    )
    assert cancel == 749.20 and policy.money(leave["refund_usd"] + cancel) == direct == 1251.20


def _booked(sb: Sandbox) -> str:
    """trip_011 for four adults with WELCOME10, paid, a day added (paid), 12 days before travel."""
    end = (date.fromisoformat(TRAVEL) + timedelta(days=3)).isoformat()
    made = sb.book("trip_011", people=None, adults=4, end_date=end, discount_code="WELCOME10", user_id="user-a")
    bid = made["booking_id"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    sb.clock.now = at_ict((date.fromisoformat(TRAVEL) - timedelta(days=12)).isoformat(), 9)
    confirm(sb, bid, preview(sb, bid, new_end_date=(date.fromisoformat(end) + timedelta(days=1)).isoformat()))
    pay_top_up(sb, bid)
    confirm(sb, bid, preview(sb, bid, add_adults=1))  # Aroha joins
    pay_top_up(sb, bid)
    return bid


def _cancel(sb: Sandbox, bid: str, language: str = "EN") -> dict[str, Any]:
    quote = sb.data("previewCancellation", {"booking_id": bid, "language": language})
    sb.data("confirmCancellation", {"booking_id": bid, "quote_id": quote["quote_id"]})
    return quote


def _refunded(sb: Sandbox, bid: str) -> float:
    return policy.money(sum(r["amount_usd"] for r in record(sb, bid)["refunds_started"]))


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_removing_someone_first_refunds_no_more_than_cancelling_after_the_join(language: str) -> None:
    direct_sb, sb = Sandbox(), Sandbox()
    direct_bid, bid = _booked(direct_sb), _booked(sb)
    direct = _cancel(direct_sb, direct_bid)["refund_usd"]
    assert direct == pytest.approx(policy.percent(record(direct_sb, direct_bid)["paid_in_total_usd"], PCT))
    sb.clock.advance(hours=2)
    leave = preview(sb, bid, remove_adults=1, language=language)  # Hemi, within the swap window
    assert leave["refunded_in_full_usd"] > 0
    confirm(sb, bid, leave)
    extra = policy.kept_at(leave["refunded_in_full_usd"], PCT)
    assert record(sb, bid)["swap_extra_held_usd"] == pytest.approx(extra)
    quote = _cancel(sb, bid, language)
    assert quote["swap_extra_kept_usd"] == pytest.approx(extra) and f"{extra:.2f}" in quote["swap_extra_says"]
    assert quote["swap_extra_says"] in quote["amount_rule"]
    assert _refunded(sb, bid) == pytest.approx(direct, abs=CENT)


def test_the_joiner_leaving_too_takes_the_swaps_extra_back() -> None:
    """Join A, remove H within the window (in full), remove A at the tier: the group ends smaller than it
    started, so H's price is not back in full: the extra is kept from A's refund."""
    sb = Sandbox()
    bid = _booked(sb)
    sb.clock.advance(hours=1)
    first = preview(sb, bid, remove_adults=1)
    confirm(sb, bid, first)
    sb.clock.advance(hours=1)
    second = preview(sb, bid, remove_adults=1)
    freed = -second["price_difference_usd"]
    extra = policy.kept_at(first["refunded_in_full_usd"], PCT)
    assert second["swap_extra_kept_usd"] == pytest.approx(extra)
    assert second["refund_usd"] == pytest.approx(policy.refund_at(freed, PCT) - extra, abs=CENT)
    confirm(sb, bid, second)
    assert "swap_extra_held_usd" not in record(sb, bid)
    total = first["refund_usd"] + second["refund_usd"]  # as if both had left at the tier
    assert total == pytest.approx(policy.refund_at(first["current_total_usd"] - second["new_total_usd"], PCT), abs=0.02)


def test_a_swap_kept_still_refunds_the_leaver_in_full() -> None:
    sb = Sandbox()
    bid = _booked(sb)
    sb.clock.advance(hours=3)
    leave = preview(sb, bid, remove_adults=1)
    assert leave["refund_usd"] == pytest.approx(-leave["price_difference_usd"]) and "swap_extra_kept_usd" not in leave
    confirm(sb, bid, leave)
    assert _refunded(sb, bid) == pytest.approx(leave["refund_usd"])


KINDS = {"adult": ({"add_adults": 1}, "adult"), "child": ({"add_children_ages": [6]}, 6)}


class SwapGame(RuleBasedStateMachine):
    """Joins (paid), leaves, waits and a cancellation at one refund tier (50 %): the refunds over the life plus
    what cancelling now refunds never exceed the tier's percentage of every payment made."""

    def __init__(self) -> None:
        super().__init__()
        self.sb = Sandbox()
        made = self.sb.book("trip_001", people=None, adults=3, children_ages=[8], user_id="user-a")
        self.bid = made["booking_id"]
        qr = self.sb.data("generatePaymentQR", {"booking_id": self.bid})
        assert self.sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
        self.sb.clock.now = at_ict((date.fromisoformat(TRAVEL) - timedelta(days=25)).isoformat(), 9)
        self.cancelled, self.steps = False, 0

    def _change(self, body: dict[str, Any]) -> None:
        quote = preview(self.sb, self.bid, **body)
        confirm(self.sb, self.bid, quote)
        if quote["amount_due_usd"] > 0:
            pay_top_up(self.sb, self.bid)
        self.steps += 1

    @precondition(lambda self: not self.cancelled)
    @rule(who=st.sampled_from(sorted(KINDS)))
    def join(self, who: str) -> None:
        if record(self.sb, self.bid)["people_count"] < 8:  # the departure's seats left
            self._change(KINDS[who][0])

    @precondition(lambda self: not self.cancelled)
    @rule(who=st.sampled_from(sorted(KINDS)))
    def leave(self, who: str) -> None:
        group = record(self.sb, self.bid)["group"]
        if who == "adult" and group["adults"] > 1:
            self._change({"remove_adults": 1})
        elif who == "child" and group["children_ages"]:
            self._change({"remove_children_ages": [group["children_ages"][0]]})

    @rule(hours=st.sampled_from([1, 6, 23, 25]))
    def wait(self, hours: int) -> None:
        self.sb.clock.advance(hours=hours)

    @precondition(lambda self: not self.cancelled)
    @rule()
    def cancel(self) -> None:
        _cancel(self.sb, self.bid)
        self.cancelled = True

    @invariant()
    def never_more_than_cancelling_after_the_last_payment(self) -> None:
        rec = record(self.sb, self.bid)
        assert policy.refund_pct(policy.days_before(date.fromisoformat(TRAVEL), self.sb.clock.now)) == PCT
        life = _refunded(self.sb, self.bid) + (0.0 if self.cancelled else rec["refund_if_cancelled_today_usd"])
        direct = policy.percent(rec["paid_in_total_usd"], PCT)
        assert life <= direct + CENT * (self.steps + 1), (life, direct, rec.get("swap_extra_held_usd"))


SwapGame.TestCase.settings = settings(
    max_examples=25, stateful_step_count=10, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
test_the_refunds_over_a_life_never_beat_a_direct_cancellation = SwapGame.TestCase
