"""A refund at a percentage rounds one way on every path (relay 29 req 50: 50 % of 10.39 showed 5.20, 50 % of
1,291.95 showed 645.97): the refunded part is the percentage of the amount half up on its decimal value, the
part kept is the rest, whether a quote computes the refund (terms of a payment), the kept part (a change,
a cancellation) or the base of a cancellation."""

from __future__ import annotations

from datetime import UTC, date, datetime
from decimal import ROUND_HALF_UP, Decimal

from hypothesis import given, strategies as st

from sandbox import cancel_base, policy

amounts = st.integers(min_value=1, max_value=10**7).map(lambda cents: float(Decimal(cents) / 100))
pcts = st.sampled_from(sorted({pct for _, pct in policy.REFUND_TIERS} | {25, 50, 75, 100}))


def written(amount: float, pct: int) -> float:
    """``pct`` % of ``amount`` to the cent, half up on the decimal value as written."""
    return float((Decimal(str(amount)) * pct / 100).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


@given(amounts, pcts)
def test_every_path_refunds_the_same_half_up_cents(amount: float, pct: int) -> None:
    back = written(amount, pct)
    assert policy.percent(amount, pct) == back  # the one function every percentage of money goes through
    assert policy.refund_at(amount, pct) == back
    assert policy.money(policy.kept_at(amount, pct) + back) == amount  # kept is the rest, never rounded apart
    # a cancellation of a fully paid booking (price_after 0)
    assert policy.change_amounts(amount, 0.0, amount, 0.0, 0.0, pct)["refund_usd"] == back
    # a change that frees the whole amount out of a larger price, paid in full
    freed = policy.change_amounts(amount + 100.0, 100.0, amount + 100.0, 0.0, 0.0, pct)
    assert freed["refund_usd"] == back and freed["kept_by_policy_usd"] == policy.kept_at(amount, pct)
    base = cancel_base.refund_base(amount, 0.0, pct, [], "EN")
    assert base["refund_of_base_usd"] == back and base["kept_of_base_usd"] == policy.money(amount - back)
    now = datetime(2026, 11, 29, 3, tzinfo=UTC)
    travel = date(2026, 12, 14)  # 15 days ahead: the 50 % tier
    terms = policy.terms_of_a_payment(amount, travel, now)
    assert terms["refund_if_cancelled_today_usd"] == written(amount, terms["refund_pct_if_cancelled_today"])
