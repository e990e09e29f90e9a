"""The booking card's money lines after a refund or a charge (relay 10, issue 37).

After someone left a paid trip the card said "$523.64 paid" (the trip's price now) while the traveller had
paid $725.04, $100.70 was on its way back and $100.70 was kept. The card of a paid, moved or cancelled
booking whose money moved therefore says: paid in total (every payment), the refund on its way, what was
refunded, and what DerLg kept: under the cancellation policy, and the date-change fees as a line of their
own, each named only when not 0 (relay 34 L665: "kept under the cancellation policy and change fees" where
no fee was ever charged; once cancelled, what was kept in all, the fees apart), from the
booking's paid-money fields as the backend gave them (docs/backend.md "paid money"). Each figure in the
traveller's currency is the result's own (agent/display.py), never converted again here; without one the
line is in USD only. The page says the labels in the session's language (api/static/cards.js).

Pure: no clock, no I/O.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from agent.booking_records import AfterPayment
from agent.rounding import half_up

CARDS_WITH_MONEY = ("paid", "moved", "cancelled")


def _sum_local(values: list[Optional[float]]) -> Optional[float]:
    """The sum of the figures shown for the refunds, when every one has its figure."""
    if not values or any(v is None for v in values):
        return None
    return float(sum(v for v in values if v is not None))


Figure = Callable[[float], Optional[float]]


def _no_figure(_: float) -> Optional[float]:
    return None


def figure_pair(line: str, usd: float, local: Optional[float], figure: Figure) -> dict[str, Any]:
    """``{"line", "usd", "local"}``: a figure in the traveller's currency is said only beside the amount it
    converts (relay 12: a figure for the payments before a top-up showed as 0), else the session's figure."""
    shown = local if local is not None and (local > 0) == (usd > 0) else figure(usd)
    return {"line": line, "usd": half_up(usd), "local": shown}


def _pending_records(book: AfterPayment) -> tuple[float, Optional[float]]:
    """The refunds the records hold as not completed, and their figure in the traveller's currency."""
    pending = [r for r in book.refunds if r.status != "COMPLETED"]
    usd = sum(r.amount_usd for r in pending)
    local = _sum_local([r.amount_local for r in pending])
    if local is None and book.refunds_pending_usd is not None and abs(book.refunds_pending_usd - usd) < 0.005:
        # the records follow the booking's refunds (agent/refund_sync.py): a lowered one has no figure of
        # its own in the traveller's currency; the booking's figure for the same total says it
        local = book.money_local.get("refunds_pending")
    return usd, local


def pending_refunds(book: AfterPayment) -> tuple[float, Optional[float]]:
    """The refunds on their way as the records hold them (they follow the booking's own list: agent/refund_sync.py;
    a netted one holds nothing) and their figure in the traveller's currency."""
    return _pending_records(book)


def money_lines(book: Optional[AfterPayment], card: str, figure: Figure = _no_figure) -> dict[str, Any]:
    """The card's fields ``paid_in_total_usd``, ``refund_pending_usd``, ``refunded_usd``, ``kept_usd`` (under the
    cancellation policy), ``change_fees_usd`` (each with its ``*_local``), or {} when nothing was refunded or kept (the total and "paid" say it all).
    ``figure`` gives the session's figure for a USD amount (agent/money_frames.py ``in_local``): a line
    whose result gave no figure of its own says that one, never "$1,159.20 (0元)" (relay 15)."""
    if book is None or card not in CARDS_WITH_MONEY:
        return {}

    def _pair(usd: float, local: Optional[float], stem: str) -> dict[str, Any]:
        pair = figure_pair(stem, usd, local, figure)
        return {f"{stem}_usd": pair["usd"], f"{stem}_local": pair["local"]}

    done = [r for r in book.refunds if r.status == "COMPLETED"]
    pending_usd, pending_local = _pending_records(book)
    refunded_usd = sum(r.amount_usd for r in done)
    cancelled_kept = book.kept_usd if card == "cancelled" else None
    kept_usd = cancelled_kept if cancelled_kept is not None else book.charges_usd
    kept_local = book.money_local.get("kept" if cancelled_kept is not None else "charges")
    if pending_usd <= 0 and refunded_usd <= 0 and kept_usd <= 0:
        return {}
    paid_in_total = book.paid_in_total_usd
    paid_local = book.money_local.get("paid_in_total")
    if paid_in_total is None:  # sessions from before the field: net of completed refunds, plus them
        paid_in_total, paid_local = (book.amount_paid_usd or 0.0) + refunded_usd, None
    fields = _pair(paid_in_total, paid_local, "paid_in_total")
    if pending_usd > 0:
        fields |= _pair(pending_usd, pending_local, "refund_pending")
    if refunded_usd > 0:
        fields |= _pair(refunded_usd, _sum_local([r.amount_local for r in done]), "refunded")
    fees = half_up(min(max(book.change_fees_usd, 0.0), max(kept_usd, 0.0)))
    if fees > 0:  # the whole's figure is not the policy part's: that one is converted on its own
        kept_usd, kept_local = half_up(kept_usd - fees), None
        fields |= _pair(fees, book.money_local.get("change_fees"), "change_fees")
    if kept_usd > 0:
        fields |= _pair(kept_usd, kept_local, "kept")
    return fields
