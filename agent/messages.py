"""Frames the browser receives (shared/CONTRACT.md), as pydantic models.

Every frame has ``type``; every content frame also has ``text`` (what a plain client shows).
``frame()`` dumps a model to the JSON dict sent over the WebSocket / stored in the event log.
Frames from the event log additionally get ``seq`` and ``at`` (agent.events).
"""

from __future__ import annotations

from typing import Any, Literal, Optional

from pydantic import BaseModel, Field

from agent.quick_replies import QuickReply


class Frame(BaseModel):
    type: str

    def frame(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


class ContentFrame(Frame):
    text: str = ""


class TextMessage(ContentFrame):
    type: Literal["text"] = "text"


class TextDeltaMessage(ContentFrame):
    """A streamed chunk of the answer being written; a final ``text``-bearing frame follows."""

    type: Literal["text_delta"] = "text_delta"
    index: int = 0


class TripCardsMessage(ContentFrame):
    type: Literal["trip_cards"] = "trip_cards"
    trips: list[dict[str, Any]] = Field(default_factory=list)


class QRPaymentMessage(ContentFrame):
    type: Literal["qr_payment"] = "qr_payment"
    qr_code_url: str
    amount: Optional[float] = None
    currency: str = "USD"
    expires_at: Optional[str] = None
    reserved_until: Optional[str] = None
    booking_ref: Optional[str] = None
    booking_id: Optional[str] = None
    payment_intent_id: Optional[str] = None
    # the amount in the traveller's currency when the session shows one (the QR charges ``currency``)
    amount_local: Optional[float] = None
    local_currency: Optional[str] = None
    # "booking" (pay the reservation) or "top_up" (the difference a reschedule left to pay)
    purpose: str = "booking"


class BookingConfirmedMessage(ContentFrame):
    """A paid booking (status CONFIRMED). A reservation is ``booking_held`` (issue 22)."""

    type: Literal["booking_confirmed"] = "booking_confirmed"
    booking_id: Optional[str] = None
    booking_ref: Optional[str] = None
    trip_name: Optional[str] = None
    status: str = "RESERVED"
    reserved_until: Optional[str] = None
    travel_date: Optional[str] = None
    end_date: Optional[str] = None
    people_count: Optional[int] = None
    total_usd: Optional[float] = None
    total_local: Optional[float] = None  # in the traveller's currency, when the session shows one
    local_currency: Optional[str] = None
    replaces_booking_ref: Optional[str] = None  # a rebook after this reference's hold expired


class BookingCard(ContentFrame):
    """Fields shared by ``booking_held`` and ``booking_update``."""

    type: str = "booking_update"
    booking_ref: Optional[str] = None
    booking_id: Optional[str] = None
    trip_name: Optional[str] = None
    state: str = "held"
    status: str = "RESERVED"  # the booking's status (never the payment's)
    # the payment, apart from the booking: not_started | pending | failed | paid | balance_due (a
    # move's top-up) | refund_pending | refunded | not_paid (a reservation cancelled before payment)
    # | void (the hold expired unpaid: its QR code no longer works)
    payment: Optional[str] = None
    reserved_until: Optional[str] = None  # only while held
    travel_date: Optional[str] = None
    end_date: Optional[str] = None
    people_count: Optional[int] = None
    total_usd: Optional[float] = None  # for people_count people
    # the same total in the traveller's currency (riel, yuan ...) when the session shows one
    total_local: Optional[float] = None
    local_currency: Optional[str] = None
    amount_paid_usd: Optional[float] = None
    # after a refund or a charge (agent/card_money.py): every payment, the refund on its way, what was
    # refunded and what was kept, each with the result's own figure in the traveller's currency (or None)
    paid_in_total_usd: Optional[float] = None
    paid_in_total_local: Optional[float] = None
    refund_pending_usd: Optional[float] = None
    refund_pending_local: Optional[float] = None
    refunded_usd: Optional[float] = None
    refunded_local: Optional[float] = None
    kept_usd: Optional[float] = None  # kept under the cancellation policy (never the fees: change_fees_usd)
    kept_local: Optional[float] = None
    change_fees_usd: Optional[float] = None  # the date-change fees kept, a line of their own when not 0
    change_fees_local: Optional[float] = None
    # while a confirmed change's top-up waits (agent/booking_card.py top_up_lines): what is owed, and the total
    # once it is paid (relay 49 L717: "Total $667.80" beside "top-up to pay", the agreed total being $793.80)
    amount_paid_local: Optional[float] = None
    balance_due_usd: Optional[float] = None
    balance_due_local: Optional[float] = None
    total_after_top_up_usd: Optional[float] = None
    total_after_top_up_local: Optional[float] = None
    # a paid, moved or cancelled booking's money as one account that adds up on its face, and each payment and
    # refund it is made of (agent/card_account.py); the page draws these in place of the lines above
    account: Optional[list[dict[str, Any]]] = None
    receipts: Optional[list[dict[str, Any]]] = None
    replaces_booking_ref: Optional[str] = None  # a rebook after this reference's hold expired
    payment_intent_id: Optional[str] = None  # the QR this card's state applies to
    # the booking's top-up QRs by their own payment: those paid, and those whose change was withdrawn unpaid
    # (nothing charged, no longer payable); None when there are none. A top-up QR named in neither stays as it is
    paid_top_up_intent_ids: Optional[list[str]] = None
    withdrawn_top_up_intent_ids: Optional[list[str]] = None
    # what the traveller asked for, as on the booking (a request added after booking redraws the
    # card: relay j13 was told "added to your booking" and saw nothing change)
    special_requests: Optional[str] = None
    # where and when the driver meets the traveller on day 1, as booked (relay j18: the card had no
    # pickup, so a traveller could not check the place they had just given)
    pickup_location: Optional[str] = None
    pickup_time: Optional[str] = None
    # where and when the trip ends, as the booking says it (its drop_off)
    drop_off_place: Optional[str] = None
    drop_off_time: Optional[str] = None


class BookingHeldMessage(BookingCard):
    """createBooking: a reservation held until ``reserved_until`` (not a confirmation)."""

    type: Literal["booking_held"] = "booking_held"
    # the same booking held again after its hold ran out (issue 22): same reference, the card of
    # that reference is redrawn as held and its earlier QR codes stay dead
    hold_renewed: bool = False


class BookingUpdateMessage(BookingCard):
    """The card of ``booking_ref`` in its new state: redraw it in place."""

    type: Literal["booking_update"] = "booking_update"
    minutes_left: Optional[int] = None  # state "expiring"


class PaymentConfirmedMessage(ContentFrame):
    type: Literal["payment_confirmed"] = "payment_confirmed"
    booking_ref: Optional[str] = None
    booking_id: Optional[str] = None
    trip_name: Optional[str] = None
    payment_intent_id: Optional[str] = None
    amount_usd: Optional[float] = None
    # the amount in the traveller's currency when the session shows one (relay j22: only "$298")
    amount_local: Optional[float] = None
    local_currency: Optional[str] = None
    replaces_booking_ref: Optional[str] = None  # a paid rebook still names the expired reference


class HoldExpiredMessage(ContentFrame):
    type: Literal["hold_expired"] = "hold_expired"
    booking_ref: Optional[str] = None
    trip_name: Optional[str] = None


class WeatherMessage(ContentFrame):
    type: Literal["weather"] = "weather"
    forecast: dict[str, Any] = Field(default_factory=dict)
    destination: Optional[str] = None
    date: Optional[str] = None


class ItineraryMessage(ContentFrame):
    type: Literal["itinerary"] = "itinerary"
    itinerary: list[dict[str, Any]] = Field(default_factory=list)
    trip_id: Optional[str] = None
    # the package a custom trip was made from: a page marks that package's earlier plan as replaced
    base_trip_id: Optional[str] = None
    trip_name: Optional[str] = None
    hotels: list[dict[str, Any]] = Field(default_factory=list)
    included: list[Any] = Field(default_factory=list)
    price_usd: Optional[float] = None  # per person
    price_local: Optional[float] = None  # the same price in the traveller's currency, when the session shows one
    local_currency: Optional[str] = None


class BudgetEstimateMessage(ContentFrame):
    type: Literal["budget_estimate"] = "budget_estimate"
    estimate: dict[str, Any] = Field(default_factory=dict)


class ComparisonMessage(ContentFrame):
    type: Literal["comparison"] = "comparison"
    trips: list[dict[str, Any]] = Field(default_factory=list)
    comparison: dict[str, Any] = Field(default_factory=dict)


class ImageGalleryMessage(ContentFrame):
    type: Literal["image_gallery"] = "image_gallery"
    images: list[dict[str, Any]] = Field(default_factory=list)
    trip_id: Optional[str] = None
    hotel: Optional[dict[str, Any]] = None  # set when the gallery is a hotel's (getHotelDetails)


class ReminderMessage(ContentFrame):
    """The automatic reminder 24 hours before travel."""

    type: Literal["reminder"] = "reminder"
    booking_ref: Optional[str] = None
    travel_date: Optional[str] = None


class QuickRepliesMessage(Frame):
    """Answers the traveller can tap (issue 39, agent/quick_replies.py): ``options`` of
    ``{"label", "text", "value"}``; a tap posts ``text`` as a user message."""

    type: Literal["quick_replies"] = "quick_replies"
    options: list[QuickReply] = Field(default_factory=list)


class TypingStart(Frame):
    type: Literal["typing_start"] = "typing_start"


class TypingEnd(Frame):
    type: Literal["typing_end"] = "typing_end"


class ErrorMessage(Frame):
    """``{"type": "error", "code": "...", "message": "..."}`` (message readable by a traveller)."""

    type: Literal["error"] = "error"
    code: str
    message: str


FRAME_TYPES: dict[str, type[Frame]] = {
    m.model_fields["type"].default: m
    for m in (
        TextMessage,
        TextDeltaMessage,
        TripCardsMessage,
        QRPaymentMessage,
        BookingConfirmedMessage,
        BookingHeldMessage,
        BookingUpdateMessage,
        PaymentConfirmedMessage,
        HoldExpiredMessage,
        WeatherMessage,
        ItineraryMessage,
        BudgetEstimateMessage,
        ComparisonMessage,
        ImageGalleryMessage,
        ReminderMessage,
        QuickRepliesMessage,
        TypingStart,
        TypingEnd,
        ErrorMessage,
    )
}
# The snapshot frame is built in agent.events (snapshot_event); it is listed for completeness.
CONTRACT_TYPES: tuple[str, ...] = (
    "text",
    "trip_cards",
    "qr_payment",
    "booking_confirmed",
    "weather",
    "itinerary",
    "budget_estimate",
    "comparison",
    "image_gallery",
    "payment_confirmed",
    "hold_expired",
    "typing_start",
    "typing_end",
    "error",
    "text_delta",
)


def parse_frame(data: dict[str, Any]) -> Frame:
    """The typed model of a frame dict (ValueError for an unknown ``type``)."""
    model = FRAME_TYPES.get(str(data.get("type")))
    if model is None:
        raise ValueError(f"unknown frame type {data.get('type')!r}")
    return model.model_validate({k: v for k, v in data.items() if k not in ("seq", "at")})
