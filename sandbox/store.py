"""In-memory state of the sandbox backend: bookings, payment intents, custom trips and
idempotency records, all timed by an injectable clock.

Holds really expire: a RESERVED booking whose ``reserved_until`` has passed is turned into
EXPIRED the next time anyone looks at it, and can then no longer be paid, modified or cancelled.
"""

from __future__ import annotations

import asyncio
import secrets
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta
from typing import Any, Optional

from sandbox.add_on_payers import takers
from sandbox.clock import Clock, iso, utc_now
from sandbox.data.practical import SPECIAL_REQUESTS_STATUS
from sandbox.policy import money
from sandbox.price_base import pricing_view

# Booking statuses
RESERVED = "RESERVED"
CONFIRMED = "CONFIRMED"
CANCELLED = "CANCELLED"
EXPIRED = "EXPIRED"

# Payment intent statuses (checkPaymentStatus); an intent of a hold that was renewed is EXPIRED
PENDING = "PENDING"
SUCCEEDED = "SUCCEEDED"
FAILED = "FAILED"

AWAITING = "AWAITING_OPERATOR"  # a special request the operator has not answered (sandbox/request_items.py)

_REF_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I
# what an unpaid change's pending_top_up says the booking is paid and confirmed for
PAID_FOR = ("travel_date", "end_date", "people_count", "total_usd")
# the rest of the paid state, each said there when the change changed it (the session shows the booking as ONE
# state, the paid one, and the change apart: agent/result_money.py): public name -> the snapshot's field
PAID_STATE = {
    "pricing": "pricing",
    "group": "request",
    "itinerary_days": "plan_days",
    "pickup": "pickup",
    "pickup_location": "pickup_location",
    "drop_off_location": "drop_off_location",
    "special_request_items": "special_request_items",
}
GROUP_KEYS = ("adults", "children_ages", "transport", "guide_language")


@dataclass
class Booking:
    booking_id: str
    booking_ref: str
    status: str
    trip_id: str
    trip_name: str
    travel_date: str
    end_date: str
    people_count: int
    pickup_location: Optional[str]
    total_usd: float
    reserved_until: datetime
    created_at: datetime
    user_id: Optional[str] = None
    # the session's departure city when booked: the join point of a pickup that names no place we know
    departure_city: Optional[str] = None
    # where the booking was picked up when its pickup moved to a place naming no city (relay 27 req 48: the
    # crab statue of a family joining in Kep): that place is read there, before ``departure_city``
    joins_in: Optional[str] = None
    # where the trip ends when it is not where it starts: the pickup it was booked with, once the pickup
    # moved (changePickup keeps the drop-off unless asked), or a drop-off the traveller named
    drop_off_location: Optional[str] = None
    session_id: Optional[str] = None
    customer: dict[str, Optional[str]] = field(default_factory=dict)
    pricing: dict[str, Any] = field(default_factory=dict)
    request: dict[str, Any] = field(default_factory=dict)  # what created it (for modifyBooking)
    paid_at: Optional[datetime] = None
    cancelled_at: Optional[datetime] = None
    # after payment (sandbox/policy.py): what was paid, what a reschedule left to pay, changes
    amount_paid_usd: float = 0.0  # net: payments less refunds
    balance_due_usd: float = 0.0
    version: int = 1  # bumped by every change; a quote is only valid for the version it priced
    # what the traveller owes beyond the trip's price (sandbox/policy.py): change fees and the part
    # of a removed traveller's / shortened trip's price the refund tier keeps
    charges_usd: float = 0.0
    # the part of charges_usd that is date-change fees (the rest: kept parts under the cancellation policy)
    change_fees_usd: float = 0.0
    # each change that added to charges_usd: {"usd", "changes", "on"} (sandbox/cancel_base.py)
    kept_for: list[dict[str, Any]] = field(default_factory=list)
    # the date the refund tier counts from: the earlier of the original and the current travel date
    # (sandbox/policy.py; None: travel_date)
    tier_date: Optional[str] = None
    paid_travel_date: Optional[str] = None  # the travel date when it was paid (the original terms)
    # a confirmed change whose top-up is not paid yet: the booking as it was before it, the top-up's
    # amount and what changed (withdrawTopUp restores it; sandbox/change_apply.py)
    pending_change: Optional[dict[str, Any]] = None
    # the last unpaid change withdrawn at its deadline (sandbox/unpaid_change.py), as the booking says it
    lapsed_change: Optional[dict[str, Any]] = None
    last_change: list[str] = field(default_factory=list)  # what the last change changed: dates, group...
    # the swap allowance (sandbox/swap.py): [{"usd", "until", "joiners": [{"kind", "usd"}]}], each join's price,
    # refunded in full to a traveller who leaves before ``until``, while the joiners are on the booking
    swap_allowance: list[dict[str, Any]] = field(default_factory=list)
    # the mirror (sandbox/swap_kept.py): [{"usd", "freed_usd", "pct", "until"}], each leave's kept part, given
    # back to a join before ``until``
    swap_kept: list[dict[str, Any]] = field(default_factory=list)
    # what each swap refunded beyond its tier (sandbox/swap_extra.py): [{"kind", "usd", "on"}], kept back when a
    # leaver of that kind no joiner replaces leaves, or the booking is cancelled
    swap_extra: list[dict[str, Any]] = field(default_factory=list)
    # the trip as booked (sandbox/plan.py): the days as the traveller saw them, the request, pickup
    special_requests: Optional[str] = None
    # each request (given with createBooking or added later) and the operator's answer to it
    # (sandbox/request_items.py)
    special_request_items: list[dict[str, Any]] = field(default_factory=list)
    # what the tour operator was told of changes made on the booking (a pickup moved): the operator's view
    # only, never the traveller's (sandbox/operator_notes.py)
    operator_notes: list[dict[str, Any]] = field(default_factory=list)
    plan_days: list[dict[str, Any]] = field(default_factory=list)
    pickup: dict[str, Any] = field(default_factory=dict)
    # where and when the trip ends: its plan's drop_off, the same place and time every view of it gives
    drop_off: dict[str, Any] = field(default_factory=dict)
    # the day-1 pickup time changePickup set (an airport: after landing), kept by every later view and change
    # until the place moves (sandbox/booked_pickup.py); None: the place's own time
    pickup_time: Optional[str] = None
    renewals: int = 0  # times an expired hold was renewed on this same booking (sandbox/renewal.py)
    # who joined by name, with the payment that paid for them: [{"name", "kind", "paid_by"}] (a removal naming one
    # refunds to that payment: sandbox/named_travellers.py)
    named_travellers: list[dict[str, Any]] = field(default_factory=list)

    def public(self, language: str = "EN") -> dict[str, Any]:
        """The createBooking result shape (RESULTS.md) plus a few extras; its pricing (and the paid one
        beside an unpaid change) as every result shows a pricing block (sandbox/price_base.py), in ``language``."""
        return {
            "booking_id": self.booking_id,
            "booking_ref": self.booking_ref,
            "status": self.status,
            # the hold deadline only while held: after payment, expiry or cancellation it is history
            "reserved_until": iso(self.reserved_until) if self.status == RESERVED else None,
            "trip_id": self.trip_id,
            "trip_name": self.trip_name,
            "travel_date": self.travel_date,
            "end_date": self.end_date,
            "people_count": self.people_count,
            "total_usd": self.total_usd,
            "pickup_location": self.pickup_location,
            # where the trip ends when not at the pickup (changePickup's drop_off_location: an airport)
            "drop_off_location": self.drop_off_location,
            "currency": "USD",
            "pricing": pricing_view(self.pricing, language),
            "group": group_of(self.request),
            "special_requests": self.special_requests,
            # true only while the operator has answered none of them (sandbox/request_items.py)
            "special_requests_status": SPECIAL_REQUESTS_STATUS
            if self.special_requests and all(i.get("status") == AWAITING for i in self.special_request_items)
            else None,
            # each request with the operator's answer (only when there are any)
            **({"special_request_items": list(self.special_request_items)} if self.special_request_items else {}),
            "pickup": self.pickup,
            "drop_off": self.drop_off or None,  # where and when the trip ends: the plan's own drop_off
            "itinerary_days": self.plan_days,
            "hold_renewals": self.renewals,
            "amount_paid_usd": self.amount_paid_usd,
            # an unpaid reservation owes its whole total; after payment, what a change left to pay
            "balance_due_usd": money(self.total_usd - self.amount_paid_usd)
            if self.status == RESERVED
            else self.balance_due_usd,
            **self.money_after_payment(language),
        }

    def public_state(self) -> dict[str, Any]:
        """The booking's public fields a change can change, as they are now (the change's own while it awaits)."""
        return {
            **{k: getattr(self, k) for k in PAID_FOR},
            **{name: getattr(self, kept) for name, kept in PAID_STATE.items()},
            "group": group_of(self.request),
            "itinerary_days": self.plan_days,
        }

    def money_after_payment(self, language: str = "EN") -> dict[str, Any]:
        """A paid booking's money beyond its price: charges, refund tier date, an unpaid change."""
        if self.status not in (CONFIRMED, CANCELLED):
            return {}
        pending = self.pending_change
        return {
            "charges_usd": self.charges_usd,
            # charges_usd by kind: the date-change fees in it; the rest is kept under the cancellation policy
            **({"change_fees_usd": min(self.change_fees_usd, self.charges_usd)} if self.change_fees_usd > 0 else {}),
            "refund_tier_counts_from": self.tier_date or self.travel_date,
            "original_travel_date": self.paid_travel_date or self.travel_date,
            "last_change": list(self.last_change),
            "pending_top_up": {
                "amount_usd": pending["amount_usd"],
                "changed": pending["changed"],
                # who the booking is paid (and confirmed) for until the top-up is paid
                "paid_for_people_count": pending["before"].get("people_count"),
                # the booking as paid and confirmed until the top-up is paid (the top level: after the change)
                "paid_for": paid_state(self.public_state(), pending["before"], language),
                "payment_intent_id": pending.get("payment_intent_id"),
                "pay_by": iso(pending["pay_by"]) if pending.get("pay_by") else None,
                "status": "CHANGE_AWAITING_PAYMENT",
                "note": "Unpaid: pay it with its QR (generatePaymentQR renews an expired QR) by pay_by, or withdraw "
                "the change with withdrawTopUp (the booking goes back to how it was, nothing is charged). Unpaid "
                "by pay_by, the change is withdrawn the same way.",
            }
            if pending
            else None,
            **({"unpaid_change_lapsed": self.lapsed_change} if self.lapsed_change else {}),
        }


def group_of(request: dict[str, Any]) -> dict[str, Any]:
    """A booking request's group as the booking says it."""
    return {k: request[k] for k in GROUP_KEYS if k in request}


def paid_state(now: dict[str, Any], before: dict[str, Any], language: str = "EN") -> dict[str, Any]:
    """The booking as paid and confirmed while its change awaits a top-up: the dates, head count and total, and
    every other public field the change changed (its price list, group, days, pickup), each as it was paid."""
    out = {k: before.get(k) for k in PAID_FOR if before.get(k) is not None}
    for name, kept in PAID_STATE.items():
        if kept not in before:  # a snapshot taken before the field was kept
            continue
        was = group_of(before[kept]) if name == "group" else before[kept]
        if was != now.get(name):
            out[name] = pricing_view(was, language) if name == "pricing" else was
    return out


@dataclass
class PaymentIntent:
    payment_intent_id: str
    booking_id: str
    amount: float
    status: str
    created_at: datetime
    expires_at: datetime
    session_id: Optional[str] = None
    user_id: Optional[str] = None
    events: list[dict[str, Any]] = field(default_factory=list)  # payment_event payloads sent
    purpose: str = "booking"  # or "top_up": the difference due after a reschedule
    failure_reason: Optional[str] = None  # FAILED: a code of sandbox/data/payment_methods.FAILURES
    # when it succeeded (relay 14 req 52: a top-up listed as paid when its QR was issued, while
    # checkPaymentStatus still said PENDING)
    paid_at: Optional[datetime] = None
    payer: Optional[str] = None  # the paying account when not the booking's user (sandbox/netting.py)
    pays_for: list[str] = field(default_factory=list)  # a top-up: what its change changed (sandbox/refund_to.py)
    # who it paid for, once paid: the booking payment the group as booked, a join's top-up who joined ("adult",
    # "child:9"); a leaver's refund goes back to the payment that paid for them (sandbox/refund_to.py)
    travellers: list[str] = field(default_factory=list)
    takes: list[str] = field(default_factory=list)  # an add-on's top-up: who takes it (sandbox/add_on_payers.py)

    def public(self) -> dict[str, Any]:
        data = asdict(self)
        data["created_at"] = iso(self.created_at)
        data["expires_at"] = iso(self.expires_at)
        data["paid_at"] = iso(self.paid_at) if self.paid_at else None
        return data


@dataclass
class Quote:
    """A priced preview of a change to a paid booking; confirmed at most once, before it expires."""

    quote_id: str
    kind: str  # "reschedule" | "cancellation"
    booking_id: str
    booking_version: int
    created_at: datetime
    expires_at: datetime
    terms: dict[str, Any]  # the public preview (amounts, new dates...)
    status: str = "OPEN"  # OPEN | CONFIRMED
    apply: dict[str, Any] = field(default_factory=dict)  # what a confirmation sets (never shown)


@dataclass
class Refund:
    refund_id: str
    booking_id: str
    amount_usd: float
    reason: str  # "cancellation" | "reschedule"
    created_at: datetime
    expected_by: datetime
    changes: tuple[str, ...] = ()  # a change's refund: what the change changed (dates, group, length, activity)
    netted_usd: float = 0.0  # taken off a later change's top-up at the traveller's choice (sandbox/netting.py)
    netted_against: Optional[str] = None  # the quote it was netted against
    leavers: tuple[str, ...] = ()  # who left ("adult", "child:9"): their refund goes to who paid for them
    leavers_paid_by: tuple[str, ...] = ()  # beside leavers: the payment named as having paid for each ("": none)


@dataclass
class StoredResponse:
    status: int
    headers: list[tuple[bytes, bytes]]
    body: bytes


class Store:
    def __init__(self, clock: Optional[Clock] = None, hold_seconds: int = 900, seats_shared: bool = True):
        self.clock: Clock = clock or utc_now
        self.hold_seconds = hold_seconds
        # False (SANDBOX_SEATS_SHARED=0, the eval runner): each traveller's seats are counted apart, so
        # travellers played side by side on one sandbox never take each other's seats
        self.seats_shared = seats_shared
        self.bookings: dict[str, Booking] = {}
        self.intents: dict[str, PaymentIntent] = {}
        self.custom_trips: dict[str, dict[str, Any]] = {}
        self.quotes: dict[str, Quote] = {}
        self.refunds: dict[str, Refund] = {}
        self.idempotency: dict[tuple[str, str], StoredResponse] = {}
        self._idem_locks: dict[tuple[str, str], asyncio.Lock] = {}

    # ----- time -----
    def now(self) -> datetime:
        return self.clock()

    def hold_deadline(self) -> datetime:
        return self.now() + timedelta(seconds=self.hold_seconds)

    # ----- ids -----
    @staticmethod
    def new_id(prefix: str) -> str:
        return f"{prefix}_{secrets.token_hex(6)}"

    def new_booking_ref(self) -> str:
        while True:
            ref = "DLG-" + "".join(secrets.choice(_REF_ALPHABET) for _ in range(6))
            if all(b.booking_ref != ref for b in self.bookings.values()):
                return ref

    # ----- bookings -----
    def add_booking(self, booking: Booking) -> Booking:
        self.bookings[booking.booking_id] = booking
        return booking

    def refresh(self, booking: Booking) -> Booking:
        """Apply the hold expiry: RESERVED past ``reserved_until`` becomes EXPIRED."""
        if booking.status == RESERVED and self.now() >= booking.reserved_until:
            booking.status = EXPIRED
        return booking

    def get_booking(self, booking_id: str) -> Optional[Booking]:
        booking = self.bookings.get(booking_id)
        if booking is None:  # also accept the human booking_ref
            booking = next((b for b in self.bookings.values() if b.booking_ref == booking_id), None)
        return self.refresh(booking) if booking else None

    def all_bookings(self) -> list[Booking]:
        return [self.refresh(b) for b in self.bookings.values()]

    # ----- payment intents -----
    def add_intent(self, intent: PaymentIntent) -> PaymentIntent:
        self.intents[intent.payment_intent_id] = intent
        return intent

    def get_intent(self, intent_id: str) -> Optional[PaymentIntent]:
        return self.intents.get(intent_id)

    def intents_for(self, booking_id: str) -> list[PaymentIntent]:
        return [i for i in self.intents.values() if i.booking_id == booking_id]

    def paid_intents(self, booking_id: str) -> list[PaymentIntent]:
        """The booking's succeeded payments, in the order they were made."""
        return [i for i in self.intents_for(booking_id) if i.status == SUCCEEDED]

    def record_payment(self, booking: Booking, intent: PaymentIntent) -> None:
        """A succeeded intent: the booking is paid (or its change's top-up settled), now."""
        intent.paid_at = intent.paid_at or self.now()
        if intent.purpose != "top_up":  # who it paid for (sandbox/refund_to.py): the group as booked
            ages = booking.request.get("children_ages") or []
            adults = booking.request.get("adults", booking.people_count - len(ages))
            intent.travellers = ["adult"] * int(adults) + [f"child:{a}" for a in ages]
        elif booking.pending_change:  # a join's top-up: who joined; who of them by name (sandbox/named_travellers.py)
            intent.travellers = list(booking.pending_change.get("joined", []))
            intent.takes = takers(booking.request, booking.pending_change)
            named = booking.pending_change.get("named") or []
            booking.named_travellers += [{"name": n, "kind": k, "paid_by": intent.payment_intent_id} for k, n in named]
        if booking.status != CONFIRMED:
            booking.status, booking.paid_at = CONFIRMED, self.now()
            booking.paid_travel_date = booking.paid_travel_date or booking.travel_date
        booking.amount_paid_usd = money(booking.amount_paid_usd + intent.amount)
        if intent.purpose == "top_up":
            booking.pending_change = None  # paid: the change is the booking's for good
        booking.balance_due_usd = money(max(booking.total_usd + booking.charges_usd - booking.amount_paid_usd, 0.0))

    def refunds_for(self, booking_id: str) -> list[Refund]:
        # a refund keeps its amount and its payee once started (docs/decisions.md: no netting)
        return [r for r in self.refunds.values() if r.booking_id == booking_id]

    # ----- idempotency -----
    def idem_lock(self, key: tuple[str, str]) -> asyncio.Lock:
        return self._idem_locks.setdefault(key, asyncio.Lock())

    def reset(self) -> None:
        self.bookings.clear()
        self.intents.clear()
        self.custom_trips.clear()
        self.quotes.clear()
        self.refunds.clear()
        self.idempotency.clear()
        self._idem_locks.clear()
