"""The ConversationState: everything the concierge knows about one chat session.

Seed 003 §2 plus seed 000's ``selected_trip_name``. In this project the state lives inside a
Temporal workflow (``SessionWorkflow``), so it must round-trip through JSON exactly and must never
read a clock itself: every timestamp is passed in by the caller (``workflow.now()`` in workflows).
"""

from __future__ import annotations

from datetime import datetime
from enum import Enum
from typing import Any, Literal, Optional

from pydantic import BaseModel, Field

from agent.booking_records import (
    AfterPayment,
    BookedFacts,
    ExpiredHold,
    LatePayment,
    PricedAlternative,
    QuoteConsent,
    QuoteOnScreen,
    RenewableHold,
)
from agent.budget import StatedBudget
from agent.memory import WorkingMemory
from agent.notices import SystemNotice

Language = Literal["EN", "KH", "ZH"]
LANGUAGES: tuple[Language, ...] = ("EN", "KH", "ZH")


class AgentState(str, Enum):
    """The 7 stages of the booking journey (seed 003 §1)."""

    DISCOVERY = "DISCOVERY"
    SUGGESTION = "SUGGESTION"
    EXPLORATION = "EXPLORATION"
    CUSTOMIZATION = "CUSTOMIZATION"
    BOOKING = "BOOKING"
    PAYMENT = "PAYMENT"
    POST_BOOKING = "POST_BOOKING"


class TokenUsage(BaseModel):
    """Tokens spent by the model for a session (or one call), with a cost estimate in USD."""

    input_tokens: int = 0
    output_tokens: int = 0
    cache_read_input_tokens: int = 0
    cache_creation_input_tokens: int = 0
    llm_calls: int = 0
    cost_usd: float = 0.0

    def add(self, other: TokenUsage) -> TokenUsage:
        return TokenUsage(
            input_tokens=self.input_tokens + other.input_tokens,
            output_tokens=self.output_tokens + other.output_tokens,
            cache_read_input_tokens=self.cache_read_input_tokens + other.cache_read_input_tokens,
            cache_creation_input_tokens=self.cache_creation_input_tokens + other.cache_creation_input_tokens,
            llm_calls=self.llm_calls + other.llm_calls,
            cost_usd=round(self.cost_usd + other.cost_usd, 6),
        )


class UnmatchedPayment(BaseModel):
    """A payment event that could not be applied: kept for operators, never dropped."""

    event_id: str
    payment_intent_id: str
    status: str
    reason: str  # "other_intent" | "after_expiry" | "no_booking" | "already_confirmed"
    received_at: datetime
    booking_id: Optional[str] = None
    amount_usd: Optional[float] = None
    # the same intent and status again under other event ids (webhook, relay, sandbox): one entry
    repeats: int = 0


class BookingQuote(BaseModel):
    """A booking summary shown to the traveller (previewBooking); createBooking books exactly this."""

    quote_id: str
    turn: int  # the turn it was shown in: only a later traveller message can confirm it
    trip_id: str
    trip_name: Optional[str] = None
    travel_date: str
    end_date: Optional[str] = None
    people_count: int
    adults: Optional[int] = None
    children_ages: list[int] = Field(default_factory=list)
    pickup_location: Optional[str] = None
    special_requests: Optional[str] = None
    customizations: list[str] = Field(default_factory=list)
    discount_code: Optional[str] = None
    transport: Optional[str] = None
    guide_language: Optional[str] = None  # the guide the summary named (asked for, else the session's language)
    cambodian_citizens: int = 0  # they enter the Angkor park free: priced without their pass (sandbox/park_pass.py)
    # who sleeps where as the traveller arranged it (sandbox/room_choice.py): booked as the summary priced it
    rooms: Optional[list[dict[str, Any]]] = None
    price_per_person_usd: Optional[float] = None
    total_usd: Optional[float] = None
    # the earlier summary whose yes this one keeps (only a special request or the pickup changed)
    yes_carried_from: Optional[str] = None
    consent: QuoteConsent = Field(default_factory=QuoteConsent)  # the traveller's answer (agent.consent)


class ConversationState(BaseModel):
    # Identity
    session_id: str
    user_id: Optional[str] = None  # None for unauthenticated preview chats
    preferred_language: Language = "EN"
    # within ZH, the script the traveller writes (agent/chinese_script.py): "Hant" = every text in Traditional
    chinese_script: Optional[Literal["Hans", "Hant"]] = None
    time_zone: Optional[str] = None  # IANA zone from the chat page; None = Cambodia time (agent/timefmt.py)
    # the trip a card's Choose button named in the message being answered ({"trip_id", "option"}), else None
    chosen_on_screen: Optional[dict[str, Any]] = None

    # Current stage
    state: AgentState = AgentState.DISCOVERY
    # the turn whose model last asked for a stage (requestStageChange answered with it): in that turn no result
    # that only suggests a stage (details validated) moves it elsewhere (agent/side_effects.py)
    stage_requested_turn: Optional[int] = None

    # --- Collected during DISCOVERY ---
    mood: Optional[str] = None
    environment: Optional[str] = None  # MOUNTAIN, BEACH, CITY, FOREST, ISLAND, TEMPLE
    duration_days: Optional[int] = None
    duration_days_max: Optional[int] = None  # a range's longest ("4 or 5 days"): agent/trip_limits.py
    people_count: Optional[int] = None
    budget_min_usd: Optional[float] = None
    budget_max_usd: Optional[float] = None
    stated_budget: Optional[StatedBudget] = None  # the traveller's own words and currency (agent/budget.py)
    # The currency the traveller thinks in: set when they state money in riel or yuan; None = the
    # language's (agent/display.py)
    display_currency: Optional[str] = None
    departure_city: Optional[str] = None
    travel_dates: Optional[dict[str, str]] = None  # {"start": "2025-12-20", "end": "2025-12-22"}
    # the days the dates the traveller stated span (an end date told), until they tell the length again: the
    # length they want, which a summary of another length never shortens in silence (agent/tools/card_view.py)
    stated_trip_days: Optional[int] = None
    special_needs: Optional[str] = None
    # the most effort on foot a day may ask ("nothing strenuous"): the search checks every day (agent/trip_limits.py)
    effort_limit: Optional[Literal["easy", "moderate"]] = None
    # The group as it is (recorded with updateTravellerPreferences): people_count = adults + children.
    adults: Optional[int] = None
    children_ages: list[int] = Field(default_factory=list)
    transport: Optional[str] = None  # "driver" (default package transport) | "self_drive"
    # how many of the group are Cambodian citizens (updateTravellerPreferences, previewBooking): every price
    # before the booking is priced with them, their park pass left out (agent/tools/guards.py ``with_citizens``)
    cambodian_citizens: Optional[int] = None

    # --- Set during SUGGESTION ---
    suggested_trip_ids: list[str] = Field(default_factory=list)

    # --- Set during EXPLORATION / CUSTOMIZATION ---
    viewed_trip_id: Optional[str] = None  # the last itinerary opened: browsing, not choosing
    viewed_trip_name: Optional[str] = None
    selected_trip_id: Optional[str] = None  # the trip the traveller chose
    selected_trip_name: Optional[str] = None
    selected_trip_duration_days: Optional[int] = None
    selected_hotel_id: Optional[str] = None
    selected_vehicle_id: Optional[str] = None
    selected_guide_id: Optional[str] = None
    customizations: list[str] = Field(default_factory=list)
    applied_discount_code: Optional[str] = None
    loyalty_points_to_use: int = 0
    apply_student_discount: bool = False
    quoted_total_usd: Optional[float] = None  # always the total for quoted_people_count people
    quoted_price_per_person_usd: Optional[float] = None
    quoted_people_count: Optional[int] = None
    # the quote's adults pay differently (an add-on some adults take, some adults Cambodian citizens): its per-adult
    # price is then that of an adult who is no citizen and takes none of those add-ons, not every adult's
    quoted_adults_pay_differently: bool = False
    # a plan priced and not saved (calculateCustomTrip): never the chosen trip's price above
    priced_alternative: Optional[PricedAlternative] = None
    booking_quote: Optional[BookingQuote] = None  # the summary shown by previewBooking
    # a booking summary was shown for this trip (even if a stage change has since set it aside): special_needs
    # told after it add to the needs and to the booking's requests, never replace them (agent/tools/local.py)
    summary_shown: bool = False
    booking_quote_void_reason: Optional[str] = None  # what voided the last summary (agent/quote_changes.py)
    # the quote cards on the traveller's screen that can still be answered, by quote_id (agent/quote_updates.py)
    quote_cards: dict[str, QuoteOnScreen] = Field(default_factory=dict)
    quotes_used: list[str] = Field(default_factory=list)  # quotes a confirming call used, newest last (ditto)
    quotes_closed: dict[str, str] = Field(default_factory=dict)  # retired cards: quote_id -> why (ditto)
    late_press: Optional[dict[str, str]] = None  # this message pressed a retired card (agent/quote_use.py)
    # confirmations need the traveller's yes to the quote (agent.consent); False in sessions recorded before
    consent_rule: bool = False
    # changePickup needs the traveller's yes to that new place (agent.pickup_consent); False in sessions recorded before
    pickup_consent: bool = False
    # a stated request naming the pickup change and its place is its yes (agent.pickup_words); False before
    pickup_words: bool = False
    # a transfer change put to the traveller records its end and is answered by what they say of it
    # (agent.consent_ends); "there" names the place their own message names (agent.pickup_words); False before
    pickup_as_said: bool = False
    # ...by the sentences that name it, never a question in another request (agent.pickup_sentences); False before
    pickup_own_sentences: bool = False
    # a yes to a shown information quote's figures confirms a quote with identical figures (agent.consent_figures)
    figures_consent: bool = False
    # ...the figures compared as what the quote does, never its inputs' echoes (agent.consent_figures); False before
    figures_effect: bool = False
    # a leaver's requests are withdrawn only once their removal is made (agent.leaver_withdrawals); False before
    leaver_requests_kept: bool = False
    # a failed top-up is counted, told at once, its third failure handed off (agent.top_up_failures); False before
    top_up_failures_counted: bool = False
    # a quote adding an activity records it as its action, "add_activity" (agent.consent_orders); False before
    activity_action: bool = False
    # the last traveller message answered and the seq its answer ended at: the same text sent again
    # before its sender saw that answer is a message typed twice, answered once (workflows/session_turns.py)
    last_message_digest: Optional[str] = None
    last_message_id: Optional[str] = None
    last_answer_seq: int = 0

    # --- Set during BOOKING ---
    customer_name: Optional[str] = None
    customer_phone: Optional[str] = None
    customer_email: Optional[str] = None
    pickup_location: Optional[str] = None
    booking_special_requests: Optional[str] = None
    booking_drop_off: Optional[dict[str, Any]] = None  # the backend's drop-off: place and time
    booking_pickup: Optional[dict[str, Any]] = None  # the backend's pickup: time, time_zone, meeting_point
    # the booking's total in the traveller's currency as the backend gave it: currency, amount, total_usd
    # (agent/money_frames.py; the payment confirmation shows both, as every other amount did: relay j22)
    booking_total_local: Optional[dict[str, Any]] = None
    # no longer written: every local figure is its own USD amount x the rate (docs/decisions.md "Yuan to the
    # fen"); kept so that states saved before still load
    local_figures: dict[str, float] = Field(default_factory=dict)
    # the moderate / hard days of the plan last shown (itinerary or summary): trip_id, harder_days (agent/needs.py)
    plan_effort: Optional[dict[str, Any]] = None
    details_validated: bool = False

    # --- Set during PAYMENT ---
    booking_id: Optional[str] = None
    booking_ref: Optional[str] = None
    payment_intent_id: Optional[str] = None
    payment_status: Optional[str] = None
    reserved_until: Optional[datetime] = None
    reserved_at: Optional[datetime] = None  # when the hold began: its length is the backend's, not 15 min
    payment_attempts: int = 0
    support_handoff: bool = False
    # The booking card last sent to the page (agent/booking_card.py) and the hold warning
    booking_card: Optional[dict[str, Any]] = None
    # the digest of the last itinerary card sent (agent/itinerary_card.py): the same plan is not drawn twice
    itinerary_card: Optional[str] = None
    hold_warning_for: Optional[str] = None  # the booking_id whose hold warning is planned / sent
    hold_warning_sent: bool = False
    expired_booking_ref: Optional[str] = None  # the last reservation whose hold ran out unpaid
    replaces_booking_ref: Optional[str] = None  # the current reservation replaces that one
    # The summary the current reservation was made from, and (after its hold ran out) the booking
    # that booking the same trip again renews on the same reference (agent.payments, issue 22)
    booked_quote: Optional[BookingQuote] = None
    renewable_hold: Optional[RenewableHold] = None

    # The booking as the backend described it last: what the booking card shows (agent/aftercare.py)
    booked: Optional[BookedFacts] = None
    # --- After payment: money, refunds, reschedules (agent/aftercare.py) ---
    after_payment: Optional[AfterPayment] = None
    # --- Holds that ran out unpaid, and money that came after one (agent/late_payments.py) ---
    expired_holds: list[ExpiredHold] = Field(default_factory=list)  # the last few, newest last
    late_payment: Optional[LatePayment] = None

    # Conversation history, Anthropic message format. The model sees a window of it
    # (agent.context); the full list is bounded by the workflow.
    messages: list[dict[str, Any]] = Field(default_factory=list)
    summary: Optional[str] = None  # summary of turns that fell out of the window
    # Lists shown and what the traveller said, kept after the window moved on (agent.memory)
    memory: WorkingMemory = Field(default_factory=WorkingMemory)
    # What the DerLg system tells the model (agent.notices); travellers cannot write here.
    notices: list[SystemNotice] = Field(default_factory=list)
    turn: int = 0  # traveller messages handled so far (confirmations must come in a later turn)

    # Event-log cursor: the last `seq` handed out (never reused, survives continue-as-new)
    last_seq: int = 0

    # Accounting and operator data
    usage: TokenUsage = Field(default_factory=TokenUsage)
    unmatched_payments: list[UnmatchedPayment] = Field(default_factory=list)
    processed_payment_event_ids: list[str] = Field(default_factory=list)
    attention_flags: list[str] = Field(default_factory=list)  # why an operator should look

    # Metadata: no wall-clock defaults, callers pass workflow.now()
    created_at: datetime
    last_active: datetime

    @classmethod
    def new(
        cls,
        session_id: str,
        now: datetime,
        user_id: Optional[str] = None,
        language: Language = "EN",
    ) -> ConversationState:
        return cls(
            session_id=session_id,
            user_id=user_id,
            preferred_language=language,
            created_at=now,
            last_active=now,
        )

    # The six DISCOVERY fields of seed 003 §3 (budget counts as one field: min and max).
    def current_ledger(self) -> AfterPayment:
        """The paid booking's ledger without opening it: until the first change it is the quoted
        total paid, nothing refunded (what ``agent.aftercare.ledger`` creates)."""
        return self.after_payment or AfterPayment(amount_paid_usd=self.quoted_total_usd)

    def booked_facts(self) -> BookedFacts:
        """The booking as the backend described it (what its card shows); a session from before
        :class:`BookedFacts` falls back to the session's own fields."""
        dates = self.travel_dates or {}
        fallback = BookedFacts(
            travel_date=dates.get("start"),
            end_date=dates.get("end"),
            people_count=self.people_count,
            adults=self.adults,
            children_ages=list(self.children_ages),
            total_usd=self.quoted_total_usd,
            pickup_location=self.pickup_location,
        )
        if self.booked is None:
            return fallback
        return BookedFacts(**{k: v if v is not None else getattr(fallback, k) for k, v in self.booked})

    def missing_discovery_fields(self) -> list[str]:
        missing = []
        for name in ("mood", "environment", "duration_days", "people_count"):
            if getattr(self, name) is None:
                missing.append(name)
        if "people_count" in missing and self.adults is not None:
            missing.remove("people_count")
        if self.budget_min_usd is None or self.budget_max_usd is None:
            missing.append("budget")
        if self.departure_city is None:
            missing.append("departure_city")
        return missing


ConversationState.model_rebuild()
