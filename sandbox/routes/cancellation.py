"""After payment: cancel a paid booking and follow its refunds (split from
:mod:`sandbox.routes.changes`, which moves and changes a booking; the same two steps: a preview
states the refund in a quote, only a confirmation carrying that quote id cancels).
"""

from __future__ import annotations

from fastapi import Request

from sandbox import policy, refund_to, swap_extra
from sandbox.back_in_total import back_in_total
from sandbox.cancel_base import refund_base
from sandbox.change_apply import restore
from sandbox.change_models import CancellationPreviewBody, QuoteConfirmBody, RefundStatusBody
from sandbox.deps import language_of
from sandbox.errors import ApiError, invalid, not_found, ok
from sandbox.i18n import tr
from sandbox.i18n.amount_rule_texts import cancellation_rule
from sandbox.i18n.freed_texts import tier_until
from sandbox.netting import put_back, unpaid_nets
from sandbox.paid_money import cancellation_base, paid_view, priced_schedule, public, receipts, refund_if_cancelled
from sandbox.refund_parts import stated as refund_parts
from sandbox.routes.bookings import booking_for
from sandbox.routes.change_common import (
    CONFLICTS,
    add_refund,
    confirmable,
    new_quote,
    refund_public,
    require_not_started,
    require_paid,
)
from sandbox.routes.common import logged, path, store_of, tool_router
from sandbox.store import CANCELLED, PENDING

CANCELLED_MONEY = (
    "paid_in_total_usd",
    "still_to_pay_usd",
    "kept_usd",
    "payments",  # the receipts: kept_usd and net_paid_usd are said from them in local money
    "refunds_started",
    "net_paid_usd",
)

INFORMATION_ONLY = (
    "This quote only informed the traveller of the refund; it cannot cancel. If they want to cancel, "
    "call previewCancellation with purpose 'cancel', show that quote and wait for their yes."
)

router = tool_router()
TAG = ["after payment"]


@router.post(
    path("previewCancellation"),
    tags=TAG,
    operation_id="previewCancellation",
    responses=CONFLICTS,
    summary="State the refund for cancelling a paid booking: a quote, nothing changes yet",
    description=policy.CANCELLATION_POLICY + " " + policy.MOVED_BOOKING_RULE,
)
async def preview_cancellation(body: CancellationPreviewBody, request: Request) -> dict:
    store = store_of(request)
    booking = booking_for(request, body.booking_id, body.user_id)
    require_paid(booking)
    days = require_not_started(store, booking)
    total, charges, tier, pending = cancellation_base(booking)
    pct = policy.refund_pct(policy.days_before(tier, store.now()))
    paid = booking.amount_paid_usd  # net of refunds started (an unpaid change withdrawn: nothing was paid for it)
    refund = refund_if_cancelled(store, booking)
    extra = policy.money(refund_if_cancelled(store, booking, extra=False) - refund)  # a swap's extra kept back
    kept_for = booking.kept_for if pending is None else pending["before"].get("kept_for", [])
    language = language_of(request, body.language)
    terms = {
        "travel_date": booking.travel_date,
        "days_before_travel": days,
        "refund_tier_counts_from": tier.isoformat(),
        "days_before_refund_tier_date": policy.days_before(tier, store.now()),
        # each tier with what cancelling in it refunds (``refund_usd``; its local twin from the tool layer)
        "refund_schedule": priced_schedule(store, booking, tier),
        "amount_paid_usd": paid_view(store, booking)["amount_paid_usd"],  # net of refunds completed
        **receipts(paid_view(store, booking)),  # the payments it is made of (issue 37, relay 10)
        "refunds_pending_usd": paid_view(store, booking)["refunds_pending_usd"],  # already on their way
        "refund_pct": pct,
        "refund_usd": refund,
        # all the traveller gets back: this refund + every refund not yet paid out, part by part
        **back_in_total(store, booking, refund),
        **refund_to.stated(store, booking, refund, language, which="cancellation"),  # the payment(s) it goes back to
        "non_refundable_usd": policy.money(paid - refund),
        "charges_usd": charges,
        # what swaps refunded beyond their tier, kept back as the ones who joined leave too (sandbox/swap_extra.py)
        **swap_extra.quote_terms(extra, extra, language),
        # the percentage's base (the trip price) and what was kept earlier: relay 16 req 53
        **refund_base(total, charges, pct, kept_for, language),
        "currency": "USD",
        "policy": tr(policy.CANCELLATION_POLICY, language),
        "moved_booking_rule": tr(policy.MOVED_BOOKING_RULE, language),
        # the rule the refund follows, in words: the tier with the date it counts from and its last day
        "amount_rule": cancellation_rule(
            pct, policy.days_before(tier, store.now()), tier.isoformat(), tier_until(tier, store.now()), language
        ),
        "reason": body.reason,
        "purpose": body.purpose,
    }
    # the refund's named parts from the percentage's share of the price to the refund (the same inputs as
    # refund_if_cancelled), so a card's percentage is shown with what takes it to the figure
    parts = refund_parts(
        total, paid - unpaid_nets(booking), charges, tier, store.now(), swap_extra.held_on_cancel(booking), language
    )
    terms["refund_parts"] = parts["refund_if_cancelled_today_parts"]
    terms["refund_parts_says"] = parts["refund_if_cancelled_today_says"]
    if extra > 0:  # the refund's rule says what it keeps back, beside the tier's part
        terms["amount_rule"] += " " + terms["swap_extra_says"]
    if pending is not None:
        terms["unpaid_change_withdrawn"] = {"changed": pending["changed"], "top_up_usd": pending["amount_usd"]}
    quoted = new_quote(store, "cancellation", booking, terms)
    logged(request, "previewCancellation", booking_id=booking.booking_id, quote_id=quoted["quote_id"], refund_pct=pct)
    return ok(quoted)


@router.post(
    path("confirmCancellation"),
    tags=TAG,
    operation_id="confirmCancellation",
    responses=CONFLICTS,
    summary="Cancel a paid booking with its cancellation quote; the stated refund is started",
)
async def confirm_cancellation(body: QuoteConfirmBody, request: Request) -> dict:
    store, booking, quote = confirmable(request, body, "cancellation")
    if quote.terms.get("purpose") == "information":
        raise ApiError(409, "QUOTE_FOR_INFORMATION", INFORMATION_ONLY)
    quote.status = "CONFIRMED"
    if booking.pending_change is not None:  # an unpaid change is withdrawn first: nothing charged for it
        restore(booking, booking.pending_change["before"])
        put_back(store, booking, booking.pending_change)  # a refund it netted pays out whole again
        booking.pending_change = None
    booking.status, booking.cancelled_at = CANCELLED, store.now()
    booking.version += 1
    refund_usd = quote.terms["refund_usd"]
    # amount_paid_usd stays what was paid: the refund is beside it (getRefundStatus)
    refund = add_refund(store, booking, refund_usd, "cancellation")
    for intent in store.intents_for(booking.booking_id):
        if intent.status == PENDING:  # an unpaid top-up is void with the booking
            intent.status = "CANCELLED"
    booking.balance_due_usd = 0.0
    logged(request, "confirmCancellation", booking_id=booking.booking_id, quote_id=quote.quote_id)
    return ok(
        {
            "booking_id": booking.booking_id,
            "booking_ref": booking.booking_ref,
            "cancelled": True,
            "status": booking.status,
            "quote_id": quote.quote_id,
            "refund_usd": refund_usd,
            "refund": refund,
            **back_in_total(store, booking, refund_usd, refund["refund_id"] if refund else ""),
            # nothing owed once cancelled; what the policy kept (every payment minus every refund)
            **{k: v for k, v in paid_view(store, booking).items() if k in CANCELLED_MONEY},
            "policy": tr(policy.CANCELLATION_POLICY, language_of(request, body.language)),
        }
    )


def on_its_way(listed: dict) -> bool:
    """A listed refund with money still to pay out (a refund netted whole is NETTED, at $0, with no date)."""
    return listed["status"] not in ("COMPLETED", "NETTED") and listed["amount_usd"] > 0


@router.post(
    path("getRefundStatus"),
    tags=TAG,
    operation_id="getRefundStatus",
    responses={404: {"description": "Unknown booking or refund"}},
    summary="Refunds of a booking (or one refund): amount, PENDING / PROCESSING / COMPLETED, expected date",
)
async def get_refund_status(body: RefundStatusBody, request: Request) -> dict:
    store = store_of(request)
    if body.refund_id:
        refund = store.refunds.get(body.refund_id)
        if refund is None:
            raise not_found("refund", body.refund_id)
        booking = booking_for(request, refund.booking_id, body.user_id)
    elif body.booking_id:
        booking = booking_for(request, body.booking_id, body.user_id)
    else:
        raise invalid("Give booking_id or refund_id.")
    refunds = [
        refund_public(store, r)
        for r in store.refunds_for(booking.booking_id)
        if not body.refund_id or r.refund_id == body.refund_id
    ]
    logged(request, "getRefundStatus", booking_id=booking.booking_id, refunds=len(refunds))
    return ok(
        {
            "booking_id": booking.booking_id,
            "booking_ref": booking.booking_ref,
            "booking_status": booking.status,
            "refunds": refunds,
            # refunded means the money arrived: a PENDING / PROCESSING refund is not counted as refunded
            "total_refunded_usd": policy.money(sum(r["amount_usd"] for r in refunds if r["status"] == "COMPLETED")),
            "total_pending_usd": policy.money(sum(r["amount_usd"] for r in refunds if on_its_way(r))),
            # only money on its way has a date (a refund netted whole is NETTED, with none)
            "next_expected_by": min((r["expected_by"] for r in refunds if on_its_way(r)), default=None),
            **(
                {"booking": public(store, booking, language_of(request, body.language))} if body.include_booking else {}
            ),
        }
    )
