"""Sandbox-only endpoints (not part of the real backend): simulate a payment, list bookings,
reset, fault knobs.

Auth: the ``X-Service-Key`` header, or a ``"service_key"`` field in the JSON body (for the
browser chat page's "simulate payment" button), or no auth at all when the app runs with the
dev flag ``SANDBOX_DEV_OPEN=1`` (``create_app(dev_open=True)``).
"""

from __future__ import annotations

import json
from typing import Any, Literal, Optional

import structlog
from fastapi import APIRouter, Request
from pydantic import BaseModel, Field

from agent.signals import PaymentEvent
from sandbox.clock import iso
from sandbox.data.payment_methods import DEFAULT_FAILURE
from sandbox.deps import key_matches
from sandbox.errors import ApiError, error_response, ok
from sandbox.faults import FaultUpdate
from sandbox.paid_money import public
from sandbox.request_items import decide
from sandbox.signaling import workflow_id
from sandbox.store import CANCELLED, EXPIRED, FAILED, SUCCEEDED, PaymentIntent
from sandbox.unpaid_change import lapse_if_due

log = structlog.get_logger("sandbox")
router = APIRouter(prefix="/sandbox", tags=["sandbox"])


class PaymentSimulation(BaseModel):
    service_key: Optional[str] = None
    force: bool = False  # pay even when the hold expired (to drill the "paid after expiry" path)
    signal: bool = True  # set false to change the state without signalling Temporal
    reason: Optional[str] = None  # FAILED: why (sandbox/data/payment_methods.FAILURES), else DECLINED_BY_BANK
    payer: Optional[str] = None  # the account that paid when not the booking's user (a friend's): sandbox/netting.py


async def _body(request: Request) -> dict[str, Any]:
    raw = await request.body()
    if not raw:
        return {}
    try:
        data = json.loads(raw)
    except ValueError:
        raise ApiError(400, "INVALID_INPUT", "Body must be JSON.") from None
    if not isinstance(data, dict):
        raise ApiError(400, "INVALID_INPUT", "Body must be a JSON object.")
    return data


def _authorize(request: Request, body: dict[str, Any]) -> None:
    if request.app.state.dev_open:
        return
    expected = request.app.state.settings.ai_service_key
    if key_matches(request.headers.get("x-service-key"), expected) or key_matches(body.get("service_key"), expected):
        return
    raise ApiError(401, "UNAUTHORIZED", "Sandbox endpoints need X-Service-Key (header) or service_key (JSON field).")


def replaced_by(store: Any, intent: PaymentIntent) -> Optional[str]:
    """The id of a code made for the same booking after ``intent``, which replaces it (its own payment, once made,
    stands), or None."""
    made = store.intents_for(intent.booking_id)  # in the order they were made
    later = made[made.index(intent) + 1 :] if intent in made else []
    return later[-1].payment_intent_id if later else None


async def _simulate(request: Request, intent_id: str, status: str) -> Any:
    body = await _body(request)
    _authorize(request, body)
    sim = PaymentSimulation(**{k: v for k, v in body.items() if k in PaymentSimulation.model_fields})
    store = request.app.state.store
    intent: Optional[PaymentIntent] = store.get_intent(intent_id)
    if intent is None:
        raise ApiError(404, "NOT_FOUND", f"No payment intent with id '{intent_id}'.")
    booking = store.get_booking(intent.booking_id)
    if intent.status == SUCCEEDED and status == FAILED:
        raise ApiError(409, "ALREADY_PAID", "This payment already succeeded.")
    if booking is not None and booking.status == CANCELLED:
        raise ApiError(409, "NOT_AVAILABLE", "The booking was cancelled.")
    if booking is not None and booking.status == EXPIRED and status == SUCCEEDED and not sim.force:
        raise ApiError(409, "HOLD_EXPIRED", 'The hold expired before payment; pass "force": true to pay anyway.')
    if intent.status == "CANCELLED" and not sim.force:  # a withdrawn top-up (sandbox/routes/aftercare.py)
        raise ApiError(409, "NOT_AVAILABLE", "This top-up was withdrawn: its QR code can no longer be paid.")
    if intent.status == EXPIRED and not sim.force:  # its hold was renewed with a new QR (sandbox/renewal.py)
        raise ApiError(409, "HOLD_EXPIRED", 'This QR code was replaced when the hold was renewed; pass "force": true.')
    newer = replaced_by(store, intent)
    if newer is not None and status == SUCCEEDED and intent.status != SUCCEEDED and not sim.force:
        # one payable code per booking (relay 65 req 30: a failed code paid after its replacement was, twice over)
        raise ApiError(
            409, "REPLACED", f"This QR code was replaced by a newer one ({newer}): it can no longer be paid."
        )

    repeat = intent.status == status == SUCCEEDED
    if repeat:  # re-send the same event: the workflow ignores the duplicate event_id
        event_data = next(e for e in reversed(intent.events) if e["status"] == SUCCEEDED)
    else:
        intent.status = status
        intent.failure_reason = (sim.reason or DEFAULT_FAILURE) if status == FAILED else None
        if booking is not None and status == SUCCEEDED:
            intent.payer = sim.payer
            store.record_payment(booking, intent)
        event_data = PaymentEvent(
            event_id=f"evt_{intent.payment_intent_id}_{len(intent.events) + 1}",
            payment_intent_id=intent.payment_intent_id,
            status=status,  # type: ignore[arg-type]
            booking_id=intent.booking_id,
            amount_usd=intent.amount,
        ).model_dump()
        intent.events.append(event_data)
    event = PaymentEvent(**event_data)
    result: dict[str, Any] = {
        "payment_intent_id": intent.payment_intent_id,
        "status": intent.status,
        "booking_id": intent.booking_id,
        "booking_status": booking.status if booking else None,
        "event": event.model_dump(),
        "session_id": intent.session_id,
        "workflow_id": workflow_id(intent.session_id) if intent.session_id else None,
        "signalled": False,
    }
    log.info("sandbox.payment_simulated", payment_intent_id=intent_id, status=status, session_id=intent.session_id)
    if not sim.signal:
        return ok(result)
    if not intent.session_id:
        result["signal_error"] = "No X-Session-Id was stored with this payment intent; nothing to signal."
        return ok(result)
    try:
        await request.app.state.signaler.send(intent.session_id, event)
    except Exception as exc:  # noqa: BLE001 - any client failure is reported, the state is kept
        log.warning("sandbox.signal_failed", session_id=intent.session_id, error=type(exc).__name__)
        return error_response(
            502,
            "SIGNAL_FAILED",
            f"Payment marked {status}, but signalling workflow {result['workflow_id']} failed: "
            f"{type(exc).__name__}: {exc}",
            {"payment": result},
        )
    result["signalled"] = True
    return ok(result)


@router.post("/payments/{payment_intent_id}/succeed", summary="Mark a payment intent paid and signal payment_event")
async def succeed_payment(payment_intent_id: str, request: Request) -> Any:
    return await _simulate(request, payment_intent_id, SUCCEEDED)


@router.post("/payments/{payment_intent_id}/fail", summary="Mark a payment intent failed and signal payment_event")
async def fail_payment(payment_intent_id: str, request: Request) -> Any:
    return await _simulate(request, payment_intent_id, FAILED)


@router.get("/bookings", summary="All bookings with their payment intents (no customer details)")
async def list_bookings(request: Request) -> Any:
    _authorize(request, {"service_key": request.query_params.get("service_key")})
    store = request.app.state.store
    items = []
    for booking in store.all_bookings():
        lapse_if_due(store, booking)  # an unpaid change past its deadline is withdrawn (sandbox/unpaid_change.py)
        data = public(store, booking, "EN")  # the operator reads English
        data.update(
            # the catalogue trip a custom trip is of (a card chosen at its own length is booked as one)
            base_trip_id=(store.custom_trips.get(booking.trip_id) or {}).get("base_trip_id", booking.trip_id),
            session_id=booking.session_id,
            user_id=booking.user_id,
            operator_notes=list(booking.operator_notes),  # what the operator was told (sandbox/operator_notes.py)
            created_at=iso(booking.created_at),
            paid_at=iso(booking.paid_at) if booking.paid_at else None,
            payment_intents=[i.public() for i in store.intents_for(booking.booking_id)],
            refunds=[
                {
                    "refund_id": r.refund_id,
                    "amount_usd": r.amount_usd,
                    "reason": r.reason,
                    "created_at": iso(r.created_at),
                }
                for r in store.refunds_for(booking.booking_id)
            ],
        )
        items.append(data)
    return ok({"bookings": items, "count": len(items), "now": iso(store.now())})


@router.post("/reset", summary="Forget every booking, intent, custom trip, idempotency record and fault")
async def reset(request: Request) -> Any:
    _authorize(request, await _body(request))
    request.app.state.store.reset()
    request.app.state.faults.reset()
    return ok({"reset": True})


@router.get("/faults", summary="Current fault knobs and injected-fault counters")
async def get_faults(request: Request) -> Any:
    _authorize(request, {"service_key": request.query_params.get("service_key")})
    return ok(request.app.state.faults.snapshot())


@router.post("/faults", summary="Set fault knobs (partial update; reset=true clears first)")
async def set_faults(request: Request) -> Any:
    body = await _body(request)
    _authorize(request, body)
    try:
        change = FaultUpdate(**body)
    except ValueError as exc:
        return error_response(400, "INVALID_INPUT", str(exc).splitlines()[0])
    request.app.state.faults.update(change)
    return ok(request.app.state.faults.snapshot())


class RequestDecision(BaseModel):
    """The tour operator's answer to one special request of a booking (the operator's tool)."""

    decision: Literal["CONFIRMED", "DECLINED"]
    note: Optional[str] = Field(default=None, max_length=500)


@router.post(
    "/bookings/{booking_id}/requests/{number}",
    summary="The operator confirms or declines special request number N (1-based) of a booking",
)
async def answer_request(booking_id: str, number: int, request: Request) -> Any:
    body = await _body(request)
    _authorize(request, body)
    try:
        answer = RequestDecision(**{k: v for k, v in body.items() if k in RequestDecision.model_fields})
    except ValueError as exc:
        return error_response(400, "INVALID_INPUT", str(exc).splitlines()[0])
    store = request.app.state.store
    booking = store.get_booking(booking_id)
    if booking is None:
        raise ApiError(404, "NOT_FOUND", f"No booking with id '{booking_id}'.")
    count = len(booking.special_request_items)
    if not 1 <= number <= count:
        raise ApiError(
            404, "NOT_FOUND", f"Booking {booking.booking_ref} has {count} special request(s), not #{number}."
        )
    item = decide(booking, number - 1, answer.decision, answer.note, store.now())
    log.info("sandbox.request_answered", booking_id=booking_id, number=number, status=item["status"])
    return ok({"booking_id": booking_id, "booking_ref": booking.booking_ref, "number": number, "item": item})
