"""The booking card's money as one account that adds up on its face, and its list of payments and refunds.

After three payments ($572.40, $159, $175.40) and a $197.13 refund on its way, the card said "paid in total
$906.80", "total $709.67" and "refund on its way $197.13" as separate facts, and the traveller asked why the
money kept rising. The card of a paid, moved or cancelled booking therefore states its money as one account,
in this order (``account``: each line ``{"line", "usd", "local"}``):

    paid      X  every payment
    refunded  R  refunds completed                       (only when above 0)
    back      Y  refunds on their way                    (only when above 0)
    to_pay    T  a confirmed change's top-up not paid    (only when above 0)
    total     Z  = X - R - Y + T: what the booking costs
      trip        P  the trip's price now (after the change, while its top-up waits)
      change_fees F  date-change fees kept
      kept        K  kept under the cancellation policy (freed prices, a cancellation)

The parts are listed only when Z has more than one (a confirmed booking whose charges are not 0, a cancelled
one that kept fees and a policy part) and they add up to Z; a cancelled booking's total is what DerLg kept
(its line ``kept_total``). Every figure is the booking's as the backend last said it (agent/aftercare.py), so
X - R - Y + T = P + F + K holds wherever the backend's does (tests/agent/test_card_account.py plays sandbox
journeys). A figure in the traveller's currency is the result's own where it gave one (agent/card_money.py),
else the session's one conversion of that amount.

``receipts`` lists each payment (when, how much, what for) and each refund (when it started, how much, what for,
on its way or done), oldest first, only when they are exactly the account's: the payments sum to X and the
refunds to R + Y (a list missing one would not add up); and only with two entries or more (one payment is the
total itself). Pure: no clock, no I/O.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from agent.booking_records import AfterPayment
from agent.card_money import figure_pair, pending_refunds
from agent.rounding import half_up
from agent.timefmt import local_day

CENT = 0.005
Figure = Callable[[float], Optional[float]]


def _figures(usd: float, local: Optional[float], figure: Figure) -> dict[str, Any]:
    pair = figure_pair("", usd, local, figure)
    return {"usd": pair["usd"], "local": pair["local"]}


def _line(line: str, usd: float, local: Optional[float]) -> dict[str, Any]:
    return {"line": line, "usd": half_up(usd), "local": local}


def account_lines(
    book: AfterPayment, card: str, price: Optional[float], figure: Figure
) -> Optional[list[dict[str, Any]]]:
    """The card's account (see the module's doc) for a ``paid``, ``moved`` or ``cancelled`` card; ``price``: the
    trip's price now; None for any other card, or when what was paid is not known."""
    if card not in ("paid", "moved", "cancelled"):
        return None
    done = [r for r in book.refunds if r.status == "COMPLETED" and r.amount_usd > 0]
    refunded = sum(r.amount_usd for r in done)
    pending, pending_local = pending_refunds(book)
    paid, paid_local = book.paid_in_total_usd, book.money_local.get("paid_in_total")
    if paid is None:  # sessions from before the field: net of completed refunds, plus them
        if book.amount_paid_usd is None:
            return None
        paid, paid_local = book.amount_paid_usd + refunded, None
    cancelled = card == "cancelled"
    owed = 0.0 if cancelled else max(book.balance_due_usd, 0.0)
    lines = [figure_pair("paid", paid, paid_local, figure)]
    if refunded > CENT:
        locals_ = [r.amount_local for r in done]
        local = float(sum(v for v in locals_ if v is not None)) if all(v is not None for v in locals_) else None
        lines.append(figure_pair("refunded", refunded, local, figure))
    if pending > CENT:
        lines.append(figure_pair("back", pending, pending_local, figure))
    if owed > CENT:
        lines.append(_line("to_pay", owed, figure(owed)))
    total = half_up(paid - refunded - pending + owed)
    lines.append(_line("kept_total" if cancelled else "total", total, figure(total)))
    return lines + _parts(book, cancelled, price, total, figure)


def _parts(
    book: AfterPayment, cancelled: bool, price: Optional[float], total: float, figure: Figure
) -> list[dict[str, Any]]:
    """What the total is made of, when it is made of more than one thing and they add up to it."""
    kept = (book.kept_usd if book.kept_usd is not None else total) if cancelled else book.charges_usd
    fees = half_up(min(max(book.change_fees_usd, 0.0), max(kept, 0.0)))
    policy_part = half_up(kept - fees)
    trip = 0.0 if cancelled else (price or 0.0)
    parts = [
        (line, usd)
        for line, usd in (("trip", trip), ("change_fees", fees), ("kept", policy_part))
        if usd > CENT or (line == "trip" and not cancelled)
    ]
    if len(parts) < 2 or abs(sum(usd for _, usd in parts) - total) > CENT:
        return []
    own = {"change_fees": book.money_local.get("change_fees")}
    return [{**figure_pair(line, usd, own.get(line), figure), "line": f"part_{line}"} for line, usd in parts]


def receipts(
    book: AfterPayment, lines: Optional[list[dict[str, Any]]], figure: Figure
) -> Optional[list[dict[str, Any]]]:
    """Each payment and refund of the account ``lines`` (see the module's doc), oldest first, each figure in the
    traveller's currency its result's own, else ``figure``'s; None unless they are exactly the account's and
    there are two or more."""
    if not lines:
        return None
    said = {line["line"]: line["usd"] for line in lines}
    refunds = [r for r in book.refunds if r.amount_usd > 0 and r.status != "NETTED"]
    paid = sum(p.amount_usd for p in book.payments)
    back = sum(r.amount_usd for r in refunds)
    if abs(paid - said.get("paid", 0.0)) > CENT:
        return None
    if abs(back - said.get("refunded", 0.0) - said.get("back", 0.0)) > CENT:
        return None
    entries = [
        {
            "kind": "payment",
            "on": local_day(p.at) if p.at else None,
            **_figures(p.amount_usd, p.amount_local, figure),
            "for": list(p.paid_for),
        }
        for p in book.payments
    ] + [
        {
            "kind": "refund",
            "on": local_day(r.created_at) if r.created_at else None,
            **_figures(r.amount_usd, r.amount_local, figure),
            "for": list(r.changes) or ([r.reason] if r.reason else []),
            "status": "done" if r.status == "COMPLETED" else "on_its_way",
            "expected_by": local_day(r.expected_by) if r.expected_by and r.status != "COMPLETED" else None,
        }
        for r in refunds
    ]
    if len(entries) < 2:
        return None
    return sorted(entries, key=lambda e: (e["on"] or "", e["kind"] == "refund"))
