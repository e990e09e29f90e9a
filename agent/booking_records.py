"""The payment and after-booking records a :class:`~agent.state.ConversationState` holds: data only.

They sit below the behaviour that changes them (``agent.aftercare`` after payment,
``agent.late_payments`` for money that arrives after a hold ended) and below ``agent.state``, so
the state and its rules import them without a circle (tests/agent/test_import_layers.py).
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal, Optional

from pydantic import BaseModel, Field

# ---- after payment (agent.aftercare, seed 003 stage 7) ------------------------------------------


class RefundRecord(BaseModel):
    refund_id: str
    amount_usd: float
    status: str = "PENDING"  # PENDING | PROCESSING | COMPLETED
    reason: Optional[str] = None  # cancellation | reschedule
    expected_by: Optional[str] = None
    amount_local: Optional[float] = None  # the result's own figure in the traveller's currency (agent/display.py)
    created_at: Optional[str] = None  # when it started (ISO, the refund record's own)
    changes: list[str] = Field(default_factory=list)  # a change's refund: what the change changed (group, length...)


class PaymentRecord(BaseModel):
    """One succeeded payment of the booking, as the booking's ``payments`` list it (or as the session saw it
    succeed): what the booking card's list of payments and refunds says."""

    payment_intent_id: Optional[str] = None
    amount_usd: float
    at: Optional[str] = None  # when it succeeded (ISO)
    paid_for: list[str] = Field(default_factory=list)  # ["booking"], or a top-up's change kinds
    amount_local: Optional[float] = None  # the result's own figure in the traveller's currency


class QuoteConsent(BaseModel):
    """``shown_seq``: the last event of the turn that showed the quote (a message whose sender had
    not seen that event cannot answer it). ``answer``: the traveller's yes or no, by their words
    (agent.consent_words) or a Confirm / Not now button; None while they have not answered."""

    shown_seq: Optional[int] = None
    answer: Optional[Literal["yes", "no"]] = None
    by: Optional[Literal["words", "button"]] = None
    message_id: Optional[str] = None


class QuoteOnScreen(BaseModel):
    """A quote card the page shows (agent.quote_updates): until it is closed on screen."""

    kind: str  # booking | reschedule | cancellation
    expires_at: Optional[datetime] = None  # a change quote's end (the backend's)
    answer: Optional[Literal["yes", "no"]] = None  # the traveller's answer last seen on it


class IssuedQuote(BaseModel):
    """A reschedule / cancellation quote (or a pickup change put to them) the traveller was shown, in turn ``turn``."""

    quote_id: str
    turn: int
    amount_usd: Optional[float] = None  # due (reschedule) or refunded (cancellation, a reschedule that refunds)
    amount_is: Optional[Literal["due", "refund"]] = None
    location: Optional[str] = None  # a pickup change proposed to the traveller (agent.pickup_consent)
    # which end of the transfer that change moves: read by what is said of it (agent.consent_ends)
    end: Optional[Literal["pickup", "drop-off", "pickup time"]] = None
    # a cancellation or change quote asked for information only (previewCancellation / previewReschedule
    # purpose "information"):
    # shown without buttons and never confirmable (agent.consent.open_quotes leaves it out)
    purpose: Optional[Literal["information"]] = None
    # what a reschedule quote does besides moving dates ("remove", "add", "add_day": agent.consent_orders)
    actions: list[str] = Field(default_factory=list)
    # a reschedule quote's new dates and the booking's current ones (ISO): a yes naming them is a yes to
    # this quote, a yes naming another date is not (agent.consent_dates)
    dates: list[str] = Field(default_factory=list)
    dates_was: list[str] = Field(default_factory=list)
    # the amounts and what changes, canonically (agent.consent_figures): a yes to an information quote's
    # figures carries to a quote that acts only when these are identical
    figures: Optional[str] = None
    # the open special requests about who a reschedule quote removes (number -> words): withdrawn only once
    # the removal is made (agent.leaver_withdrawals)
    leaver_requests: dict[int, str] = Field(default_factory=dict)
    consent: QuoteConsent = Field(default_factory=QuoteConsent)  # the traveller's answer (agent.consent)


class BookedFacts(BaseModel):
    """The booking as the backend last described it (createBooking, modifyBooking, a confirmed change,
    a withdrawn top-up, a new pickup): what the booking card shows. Session preferences recorded
    later (updateTravellerPreferences) never change it (issue 37: a paid card redrawn for 7 people at
    the old price before anyone agreed to add the sister)."""

    travel_date: Optional[str] = None
    end_date: Optional[str] = None
    people_count: Optional[int] = None
    adults: Optional[int] = None
    children_ages: Optional[list[int]] = None
    total_usd: Optional[float] = None
    pickup_location: Optional[str] = None


class AfterPayment(BaseModel):
    """The paid booking's money and status as the backend last reported them."""

    status: str = "CONFIRMED"  # CONFIRMED | CANCELLED
    amount_paid_usd: Optional[float] = None
    balance_due_usd: float = 0.0
    top_up_intent_id: Optional[str] = None  # QR for the difference after a reschedule
    paid_top_ups: list[str] = Field(default_factory=list)  # their intents once paid (repeats are ignored)
    # the intents of top-ups whose change was withdrawn unpaid (withdrawTopUp, or past its pay_by): nothing was
    # charged on them and their QR codes can no longer be paid (the card names them for the page)
    withdrawn_top_ups: list[str] = Field(default_factory=list)
    refunds: list[RefundRecord] = Field(default_factory=list)
    # every succeeded payment, oldest first (the booking's ``payments``; a top-up paid since, as seen)
    payments: list[PaymentRecord] = Field(default_factory=list)
    changes: int = 0  # reschedules confirmed
    # what the last confirmed change changed (the backend's words: dates, group, length, activity)
    last_change: list[str] = Field(default_factory=list)
    charges_usd: float = 0.0  # fees and the kept parts of freed prices (sandbox/policy.py)
    change_fees_usd: float = 0.0  # the date-change fees in charges_usd (the rest: kept under the policy)
    kept_usd: Optional[float] = None  # once cancelled: what the policy kept (every payment minus every refund)
    paid_in_total_usd: Optional[float] = None  # every payment, as the booking's paid money says it (docs/backend.md)
    refunds_pending_usd: Optional[float] = None  # the refunds still on their way, as the booking says
    # the booking result's own figures in the traveller's currency, by stem ("paid_in_total", "charges", "kept")
    money_local: dict[str, float] = Field(default_factory=dict)
    top_up_expires_at: Optional[str] = None  # when the unpaid top-up's QR stops working (a new one on request)
    # the unpaid change's deadline: unpaid by then, the backend withdraws it (sandbox/unpaid_change.py)
    top_up_pay_by: Optional[str] = None
    top_up_expiry_told: Optional[str] = None  # the top-up intent whose QR's expiry the traveller was told of
    # failures of the owed top-up (agent.top_up_failures): the third hands off; 0 again once a new one is owed
    top_up_failures: int = 0
    failed_top_ups: list[str] = Field(default_factory=list)  # top-up intents whose failure was counted (once each)
    # while a change awaits its top-up: the booking as paid and confirmed (pending_top_up.paid_for); None otherwise
    paid_for: Optional[BookedFacts] = None
    # the pay_by whose passing the workflow looked at (agent.top_up_lapse): looked at once
    top_up_lapse_checked: Optional[str] = None
    # open quotes by kind ("reschedule", "cancellation"): confirmable only in a later turn
    quotes: dict[str, IssuedQuote] = Field(default_factory=dict)
    # the information quotes of a kind shown in the turn of its last one, the options it was asked among
    # (agent.consent_choice)
    options: dict[str, list[IssuedQuote]] = Field(default_factory=dict)


# ---- money after the hold ended (agent.late_payments, issue 19) -------------------------------


class ExpiredHold(BaseModel):
    """A booking whose 15-minute hold ran out unpaid (kept so a late payment is recognised)."""

    payment_intent_id: str
    booking_id: Optional[str] = None
    booking_ref: Optional[str] = None
    trip_id: Optional[str] = None
    trip_name: Optional[str] = None
    expired_at: datetime


class RenewableHold(BaseModel):
    """A booking whose hold ran out unpaid and that the traveller can keep: booking the same trip
    again holds this booking again on the same reference (issue 22, sandbox ``renews_booking_id``)."""

    booking_id: str
    booking_ref: Optional[str] = None
    trip_id: Optional[str] = None
    expired_at: datetime


class LatePayment(BaseModel):
    """A SUCCEEDED payment for an expired hold: the traveller paid, the reservation is gone."""

    payment_intent_id: str
    event_id: str
    booking_ref: Optional[str] = None
    trip_id: Optional[str] = None
    trip_name: Optional[str] = None
    amount_usd: Optional[float] = None
    received_at: datetime


# ---- before booking (agent.side_effects) ---------------------------------------------------------


class PricedAlternative(BaseModel):
    """A plan priced with calculateCustomTrip and not saved: shown as such, never as the chosen
    trip's price (the session's ``quoted_*`` fields belong to the selected trip as saved)."""

    trip_id: Optional[str] = None
    customizations: list[str] = Field(default_factory=list)
    total_usd: Optional[float] = None  # for people_count people; None when children pay less and no total came
    per_person_usd: Optional[float] = None
    people_count: Optional[int] = None
