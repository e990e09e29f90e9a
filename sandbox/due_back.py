"""What a change's top-up would get back if the booking were cancelled right after the change is confirmed and
its top-up paid: the booking-level refund (``refund_terms_after_change``, with its parts) and the part of it that
goes back on this payment, by the very rule a cancellation splits its refund with (:func:`refund_to.split_for`
over the booking's payments as they stand, the top-up added as paid now). A quote never states the tier's share
of the top-up alone as coming back on it: a cancellation splits the whole refund, after a swap's extra kept back
and the parts kept earlier, in proportion to what each payment holds.

A top-up that nets a refund on its way changes what that refund takes from each payment; its quote states the
booking-level figure only."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Optional

from sandbox import policy, refund_to
from sandbox.i18n import trf
from sandbox.i18n.due_back_texts import ONCE_PAID_BACK, ONCE_PAID_WHOLE
from sandbox.store import Booking, Store


def back_on_top_up(store: Store, booking: Booking, amount: float, figure: float, now: datetime) -> float:
    """What of a cancellation's ``figure`` goes back on a top-up of ``amount`` paid ``now`` (the cancellation's
    own split: every payment a share of what it holds)."""
    payments = refund_to.payments_now(store, booking)
    seq = max((p.seq for p in payments), default=-1) + 1
    new = refund_to.Paid("top-up", now, amount, seq=seq, paid_for=("change",))
    return sum(part for p, part, _ in refund_to.split_for(figure, [*payments, new], None) if p.ref == new.ref)


def terms(
    store: Store,
    booking: Booking,
    amount: float,
    figure: float,
    tier: date,
    now: datetime,
    language: str,
    netted: bool,
) -> dict[str, Any]:
    """``refund_terms_of_amount_due``: the tier, the booking-level figure and (unless ``netted``) what of it goes
    back on this payment, said in ``language``."""
    pct = policy.refund_pct(policy.days_before(tier, now))
    back: Optional[float] = None if netted else policy.money(back_on_top_up(store, booking, amount, figure, now))
    words = {"amount": f"{amount:.2f}", "pct": pct, "figure": f"{figure:.2f}"}
    out: dict[str, Any] = {
        "refund_pct_if_cancelled_today": pct,
        "refund_of_booking_if_cancelled_today_usd": policy.money(figure),
    }
    if back is None:
        out["says"] = trf(ONCE_PAID_WHOLE, language, **words)
    else:
        out["refund_if_cancelled_today_usd"] = back
        out["says"] = trf(ONCE_PAID_BACK, language, **words, back=f"{back:.2f}")
    return out
