"""The refund terms of a change's cost, said of the money the traveller actually pays (relay 19 req 40).

A change paid partly from a refund still on its way ($349.60 cost, $152 of it from the pending refund,
$197.60 to pay) was worded "this $349.60 ... 50 % refundable ($174.80)" while the traveller paid
$197.60: two amounts due for one change. Here the terms name the amount paid now and the part paid
from the refund separately, what comes back of each, and their sum, which is what comes back of the
whole change: ``refund_of_amount_paid_now_usd + refund_of_part_paid_from_refund_usd ==
refund_if_cancelled_today_usd``. No i18n import (the templates are keys of sandbox/i18n tables)."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Callable

from sandbox import policy

PARTLY_FROM_REFUND = (
    "Of this change's {cost} USD, {netted} USD comes off the refund on its way and {due} USD is paid now. "
    "Once paid, both fall under the booking's refund terms: cancelling today would give back {pct}% of each, "
    "{back_due} USD of the {due} USD paid now and {back_netted} USD of the {netted} USD from the refund "
    "({back} USD in all); the refund_schedule says when that drops."
)


def terms_of_amount_due(
    cost: float,
    netted: float,
    tier_date: date,
    now: datetime,
    amount_is: str,
    translate: Callable[[str], str] = lambda text: text,
) -> dict[str, Any]:
    """``refund_terms_of_amount_due`` of a change costing ``cost``, ``netted`` of it from refunds on their
    way: the whole cost's terms when nothing (or all of it) is netted, else the two parts and their sum."""
    due = policy.money(cost - netted)
    if netted <= 0 or due <= 0:
        return policy.terms_of_a_payment(cost, tier_date, now, amount_is, translate)
    pct = policy.refund_pct(policy.days_before(tier_date, now))
    back = policy.money(cost * pct / 100)
    back_due = policy.money(due * pct / 100)
    back_netted = policy.money(back - back_due)  # the parts add up to the whole, to the cent
    words = {"cost": cost, "netted": netted, "due": due, "back": back, "back_due": back_due, "back_netted": back_netted}
    return {
        "refund_pct_if_cancelled_today": pct,
        "amount_paid_now_usd": due,
        "paid_from_refund_usd": policy.money(netted),
        "refund_of_amount_paid_now_usd": back_due,
        "refund_of_part_paid_from_refund_usd": back_netted,
        "refund_if_cancelled_today_usd": back,  # of the whole change: the two parts together
        "says": translate(PARTLY_FROM_REFUND).format(pct=pct, **{k: f"{v:.2f}" for k, v in words.items()}),
    }
