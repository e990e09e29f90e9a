"""Turn the model's final text and the turn's tool results into frames for the browser.

Seed 000 §17's priority order, highest first:

1. payment confirmation (checkPaymentStatus SUCCEEDED this turn, session CONFIRMED)
2. QR code (generatePaymentQR; a reschedule's top-up QR from confirmReschedule: agent/money_frames.py)
3. trip cards (getTripSuggestions)
4. booking held (createBooking: the reservation, status RESERVED; agent/booking_card.py)
5. structured data: weather, itinerary, budget estimate, comparison (2-3 trips), image gallery
6. plain text

An itinerary is drawn only for the traveller's trip and only when it is not the plan already on
screen (agent/itinerary_card.py).

Failed tool results draw no card, and their model-only wording (``next_step``, internal messages,
error codes) never reaches a card's text (agent/card_text.py). Within one kind the most recent result wins.
:func:`format_frames` gives one frame per kind that answered (hotel AND weather → both cards),
highest priority first, the model's text on the first (but a booking card is put before the QR code that
pays it); :func:`format_response` only the highest.
Results are plain dicts (never evaluated as code).
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from agent.booking_card import held_frame, replaced_ref
from agent.card_length import with_card_days
from agent.card_text import traveller_text
from agent.held_words import held_said
from agent.itinerary_card import ITINERARY_TOOL, drawable, remember
from agent.messages import (
    BookingConfirmedMessage,
    BudgetEstimateMessage,
    ComparisonMessage,
    ContentFrame,
    ImageGalleryMessage,
    ItineraryMessage,
    PaymentConfirmedMessage,
    QRPaymentMessage,
    TextMessage,
    TripCardsMessage,
    WeatherMessage,
)
from agent.money_frames import local_fields, local_price, top_up_payment, top_up_qr
from agent.quote_card import KIND_OF, quote_frame
from agent.quote_options import option_frames
from agent.repeat_search import draws_cards
from agent.state import ConversationState
from agent.tools.calls import ToolOutcome

Builder = Callable[[str, dict[str, Any], ConversationState], Optional[ContentFrame]]
# None: the quote card, built from the tool name too (agent.quote_card.quote_frame)


def _iso(value: Any) -> Optional[str]:
    if value is None:
        return None
    return value.isoformat() if hasattr(value, "isoformat") else str(value)


def _payment_confirmed(text: str, data: dict[str, Any], state: ConversationState) -> Optional[ContentFrame]:
    if data.get("status") != "SUCCEEDED" or state.payment_status != "CONFIRMED":
        return None
    return PaymentConfirmedMessage(
        text=text,
        booking_ref=state.booking_ref,
        booking_id=state.booking_id or data.get("booking_id"),
        trip_name=state.selected_trip_name,
        payment_intent_id=data.get("payment_intent_id") or state.payment_intent_id,
        amount_usd=data.get("amount") if isinstance(data.get("amount"), (int, float)) else None,
        **local_fields(state, data.get("amount"), "amount_local"),
        replaces_booking_ref=replaced_ref(state),
    )


def _qr(text: str, data: dict[str, Any], state: ConversationState) -> Optional[ContentFrame]:
    if top_up_payment(data) is not None:  # a reschedule's difference (agent/money_frames.py)
        return top_up_qr(text, data, state)
    if not isinstance(data.get("qr_code_url"), str):
        return None
    amount = data.get("amount")
    currency = str(data.get("currency") or "USD")
    return QRPaymentMessage(
        text=text,
        qr_code_url=data["qr_code_url"],
        amount=float(amount) if isinstance(amount, (int, float)) else None,
        currency=currency,
        **(local_fields(state, amount, "amount_local") if currency == "USD" else {}),
        expires_at=_iso(data.get("expires_at")),
        reserved_until=_iso(state.reserved_until) or _iso(data.get("expires_at")),
        booking_ref=state.booking_ref,
        booking_id=data.get("booking_id") or state.booking_id,
        payment_intent_id=data.get("payment_intent_id"),
    )


# for the model's answer, not the card: the guides' language codes (and the session's one none speaks), the days
# at the traveller's effort limit
MODEL_ONLY_TRIP_FIELDS = frozenset(
    {"does_not_fit_reasons", "price_at_destination_is", "guide_languages", "no_guide_in", "effort_at_limit"}
)


def _trip_cards(text: str, data: dict[str, Any], state: ConversationState) -> Optional[ContentFrame]:
    if not draws_cards(data):
        return None  # no trips, or the same list is on screen already (agent/repeat_search.py)
    # each trip as the backend gave it, less the reasons written for the model (English sentences; the
    # card says what a trip misses from its does_not_fit codes, in the session's language)
    trips = [
        {k: v for k, v in t.items() if k not in MODEL_ONLY_TRIP_FIELDS} for t in data["trips"] if isinstance(t, dict)
    ]
    trips = with_card_days(trips)  # the length the card shows, as the model reads it (agent/card_length.py)
    return TripCardsMessage(text=text, trips=trips)


def _weather(text: str, data: dict[str, Any], state: ConversationState) -> Optional[ContentFrame]:
    if not isinstance(data.get("forecast"), dict):
        return None
    return WeatherMessage(
        text=text, forecast=data["forecast"], destination=data.get("destination"), date=data.get("date")
    )


def _itinerary(text: str, data: dict[str, Any], state: ConversationState) -> Optional[ContentFrame]:
    if not isinstance(data.get("itinerary"), list):
        return None
    price = data.get("price_usd")
    return ItineraryMessage(
        text=text,
        itinerary=[d for d in data["itinerary"] if isinstance(d, dict)],
        trip_id=data.get("trip_id"),
        base_trip_id=data.get("base_trip_id") if isinstance(data.get("base_trip_id"), str) else None,
        trip_name=data.get("trip_name"),
        hotels=[h for h in data.get("hotels") or [] if isinstance(h, dict)],
        included=list(data.get("included") or []),
        price_usd=float(price) if isinstance(price, (int, float)) and not isinstance(price, bool) else None,
        **local_price(state, data, "price"),
    )


def _budget(text: str, data: dict[str, Any], state: ConversationState) -> Optional[ContentFrame]:
    if "total_estimate_usd" not in data:
        return None
    return BudgetEstimateMessage(text=text, estimate=data)


def _comparison(text: str, data: dict[str, Any], state: ConversationState) -> Optional[ContentFrame]:
    trips = data.get("trips")
    if not isinstance(trips, list) or not 2 <= len(trips) <= 3:
        return None
    comparison = data.get("comparison") if isinstance(data.get("comparison"), dict) else {}
    return ComparisonMessage(text=text, trips=[t for t in trips if isinstance(t, dict)], comparison=comparison)


def _gallery(text: str, data: dict[str, Any], state: ConversationState) -> Optional[ContentFrame]:
    images = data.get("images")
    if not isinstance(images, list) or not images:
        return None
    hotel = None
    if data.get("hotel_id"):
        hotel = {k: v for k, v in data.items() if k != "images"}
    return ImageGalleryMessage(
        text=text, images=[i for i in images if isinstance(i, dict)], trip_id=data.get("trip_id"), hotel=hotel
    )


# Highest priority first: (tool names, builder).
PRIORITY: tuple[tuple[tuple[str, ...], Optional[Builder]], ...] = (
    (("checkPaymentStatus",), _payment_confirmed),
    (("generatePaymentQR", "confirmReschedule"), _qr),
    (("getTripSuggestions",), _trip_cards),
    (("createBooking",), held_frame),
    (tuple(KIND_OF), None),  # a quote the traveller can answer (agent.quote_card)
    (("getWeatherForecast",), _weather),
    (("getTripItinerary",), _itinerary),
    (("estimateBudget",), _budget),
    (("compareTrips",), _comparison),
    (("getTripImages", "getHotelDetails"), _gallery),
)


def format_frames(
    ai_text: str, outcomes: list[ToolOutcome], state: ConversationState, reading: bool = True
) -> list[dict[str, Any]]:
    """The turn's frames: one card per kind of result (at most one per kind, newest wins; several quotes of a
    kind are options, each its own card headed as not chosen: agent.quote_options),
    highest priority first (``reading``: a booking card before its QR); the model's text travels on
    the highest-priority frame, the others have ""."""
    ai_text = traveller_text(ai_text, outcomes, state.preferred_language)  # no model-only error wording
    ai_text = held_said(ai_text, state)  # a held booking is never called a success or confirmed
    plan = drawable(outcomes, state)  # only the traveller's trip, once per plan (agent/itinerary_card.py)
    successes = [
        o
        for o in outcomes
        if o.ok and isinstance(o.result.get("data"), dict) and (o.name != ITINERARY_TOOL or o.result["data"] is plan)
    ]
    frames: list[dict[str, Any]] = []
    for names, build in PRIORITY:
        if build is None:  # several quotes of a kind: each an option card, none the chosen one
            options = _options(successes, names, "" if frames else (ai_text or ""), state)
            if options:
                frames.extend(options)
                continue
        for outcome in reversed(successes):
            if outcome.name in names:
                text = "" if frames else (ai_text or "")
                data = outcome.result["data"]
                message = quote_frame(text, data, state, outcome.name) if build is None else build(text, data, state)
                if message is not None:
                    frames.append(message.frame())
                    if outcome.name == ITINERARY_TOOL:
                        remember(state, outcome.result["data"])
                    break
    return (_reading_order(frames) if reading else frames) or [TextMessage(text=ai_text or "").frame()]


def _options(
    successes: list[ToolOutcome], names: tuple[str, ...], text: str, state: ConversationState
) -> list[dict[str, Any]]:
    """The option cards of the first quote tool with two or more distinct quotes in the turn (agent.quote_options),
    else []."""
    for name in names:
        datas = [o.result["data"] for o in successes if o.name == name]
        cards = option_frames(text, datas, state, name) if len(datas) > 1 else None
        if cards:
            return [c.frame() for c in cards]
    return []


def _reading_order(frames: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The booking card before the QR code that pays it (issue 38: the QR came before "Booking
    reserved"); the model's text stays on the frame that had it (the QR's bubble)."""
    kinds = [f.get("type") for f in frames]
    if "booking_held" in kinds and "qr_payment" in kinds and kinds.index("qr_payment") < kinds.index("booking_held"):
        held = frames.pop(kinds.index("booking_held"))
        frames.insert(kinds.index("qr_payment"), held)
    return frames


def format_response(ai_text: str, outcomes: list[ToolOutcome], state: ConversationState) -> dict[str, Any]:
    """The highest-priority frame for this turn (always with ``type`` and ``text``)."""
    return format_frames(ai_text, outcomes, state, reading=False)[0]


def confirmation_frame(ai_text: str, state: ConversationState) -> dict[str, Any]:
    """The frame of the turn that follows a confirmed payment: the booking, now CONFIRMED."""
    facts = state.booked_facts()  # the booking as the backend said it, never later preferences (issue 37)
    return BookingConfirmedMessage(
        text=ai_text or "",
        booking_id=state.booking_id,
        booking_ref=state.booking_ref,
        trip_name=state.selected_trip_name,
        status="CONFIRMED",
        travel_date=facts.travel_date,
        end_date=facts.end_date,
        people_count=facts.people_count,
        total_usd=facts.total_usd,
        **local_fields(state, facts.total_usd, "total_local"),
        replaces_booking_ref=replaced_ref(state),
    ).frame()
