"""Payment tools: a payment intent with a real QR code, and its status."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from fastapi import Request

from sandbox.clock import iso
from sandbox.data.payment_methods import failure, payable_with
from sandbox.deps import language_of, session_of
from sandbox.errors import not_found, ok
from sandbox.i18n import tr, trf
from sandbox.i18n.payment_texts import NEW_CODE_NEXT, NOT_CHARGED, REPLACED_SAYS, SAME_CODE
from sandbox.models import BookingIdBody, IntentBody
from sandbox.money import add_local
from sandbox.policy import ICT
from sandbox.qr import payment_payload, qr_data_url
from sandbox.routes.admin import replaced_by
from sandbox.routes.bookings import booking_for, require_reserved
from sandbox.routes.change_common import top_up
from sandbox.routes.common import logged, path, store_of, tool_router
from sandbox.store import CANCELLED, CONFIRMED, EXPIRED, FAILED, PENDING, SUCCEEDED, PaymentIntent

router = tool_router()
TAG = ["payments"]


@router.post(
    path("generatePaymentQR"),
    tags=TAG,
    operation_id="generatePaymentQR",
    summary="Payment intent + QR code (PNG data URL) for a reserved booking, or for the top-up a "
    "reschedule left to pay on a confirmed one (purpose top_up)",
    responses={
        404: {"description": "Unknown booking"},
        409: {"description": "HOLD_EXPIRED / ALREADY_PAID / NOT_AVAILABLE"},
    },
)
async def generate_payment_qr(body: BookingIdBody, request: Request) -> dict:
    store = store_of(request)
    booking = booking_for(request, body.booking_id, body.user_id)
    if booking.status == CONFIRMED and booking.balance_due_usd > 0:  # a reschedule's difference
        qr = top_up(request, store, booking, booking.balance_due_usd)
        logged(request, "generatePaymentQR", booking_id=booking.booking_id, payment_intent_id=qr["payment_intent_id"])
        return ok(
            add_local(
                {**qr, "booking_id": booking.booking_id, "booking_ref": booking.booking_ref, "status": PENDING},
                ("amount",),
                language_of(request),
            )
        )
    require_reserved(booking)
    session_id = session_of(request) or booking.session_id
    intent = next((i for i in store.intents_for(booking.booking_id) if i.status == PENDING), None)
    if intent is None:  # one live intent per booking; a new one after a failed attempt
        intent = store.add_intent(
            PaymentIntent(
                payment_intent_id=store.new_id("pi"),
                booking_id=booking.booking_id,
                amount=booking.total_usd,
                status=PENDING,
                created_at=store.now(),
                expires_at=booking.reserved_until,
                session_id=session_id,
                user_id=body.user_id or booking.user_id,
            )
        )
    elif session_id:
        intent.session_id = session_id
    intent.amount = booking.total_usd
    payload = payment_payload(intent.payment_intent_id, intent.amount)
    logged(request, "generatePaymentQR", booking_id=booking.booking_id, payment_intent_id=intent.payment_intent_id)
    return ok(
        add_local(
            {
                "payment_intent_id": intent.payment_intent_id,
                "booking_id": booking.booking_id,
                "booking_ref": booking.booking_ref,
                "qr_code_url": qr_data_url(payload),
                "qr_payload": payload,
                "amount": intent.amount,
                "currency": "USD",
                "expires_at": iso(intent.expires_at),
                "status": intent.status,
                "payable_with": payable_with(language_of(request)),  # which apps can pay it
            },
            ("amount",),
            language_of(request),
        )
    )


@router.post(
    path("checkPaymentStatus"),
    tags=TAG,
    operation_id="checkPaymentStatus",
    summary="Status of a payment intent: PENDING, SUCCEEDED, FAILED or EXPIRED (its hold was renewed)",
    responses={404: {"description": "Unknown payment intent"}},
)
async def check_payment_status(body: IntentBody, request: Request) -> dict:
    store = store_of(request)
    intent = store.get_intent(body.payment_intent_id)
    if intent is None:
        raise not_found("payment intent", body.payment_intent_id)
    booking = store.get_booking(intent.booking_id)
    logged(request, "checkPaymentStatus", payment_intent_id=intent.payment_intent_id, status=intent.status)
    data = {
        "payment_intent_id": intent.payment_intent_id,
        "status": intent.status,
        "booking_id": intent.booking_id,
        "booking_status": booking.status if booking else None,
        "booking_ref": booking.booking_ref if booking else None,
        "amount": intent.amount,
        "currency": "USD",
        "expires_at": iso(intent.expires_at),
    }
    language = language_of(request)
    newer = replaced_by(store, intent) if intent.status != SUCCEEDED else None
    if newer is not None:  # the one payable code is the newest: paying this one is refused (409 REPLACED)
        data.update(payable=False, replaced_by=newer, replaced_says=trf(REPLACED_SAYS, language, newer=newer))
    if intent.status == FAILED:  # why, in words the model can give, and what to do next
        data.update(failure(intent.failure_reason or "", language))
        # whether money was taken: nothing, the same fact the QR card shows, and what pays instead (a new code)
        data.update(charged=False, charged_says=f"{tr(NOT_CHARGED, language)} {tr(NEW_CODE_NEXT, language)}")
        if still_payable(intent, booking, store.now()) and newer is None:  # no newer code for it (run 58 req 23)
            data["same_code"] = trf(
                SAME_CODE, language, at=intent.expires_at.astimezone(ICT).strftime("%Y-%m-%d %H:%M")
            )
    return ok(data)


def still_payable(intent: PaymentIntent, booking: Any, now: datetime) -> bool:
    """A failed intent's code can still be paid (sandbox/routes/admin.py): its booking neither cancelled nor
    expired, and its own time not over."""
    return booking is not None and booking.status not in (CANCELLED, EXPIRED) and now < intent.expires_at
