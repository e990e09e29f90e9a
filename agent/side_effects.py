"""Session side effects of successful tool results (req 8.1-8.11, seed 000 §12).

Rules, per tool (failed results never change anything):

- getTripSuggestions: record the discovery fields the search used and the suggested trip ids;
  → SUGGESTION from DISCOVERY / EXPLORATION / CUSTOMIZATION / BOOKING (new options were asked
  for). In PAYMENT / POST_BOOKING the ids are recorded but the stage stays (a booking is live).
- getTripItinerary: browsing, not choosing: records viewed_trip_id/name; from DISCOVERY /
  SUGGESTION → EXPLORATION. It never changes the selected trip (previewBooking,
  requestStageChange with a trip_id or customizeTrip do); the selected trip's itinerary refreshes
  its duration.
- customizeTrip: the saved variant becomes the selected trip → CUSTOMIZATION (from BOOKING this
  is the "add something" backward move). Ignored in PAYMENT / POST_BOOKING.
- calculateCustomTrip: a priced alternative (``priced_alternative``), never the chosen trip's
  quote: ``quoted_*`` (total for quoted_people_count, per-person price) always belong to the
  selected trip as saved (customizeTrip, previewBooking, the booking, a discount on it).
  applyDiscountCode: applied_discount_code (+ new total).
- previewBooking: the summary the traveller is asked to confirm (``booking_quote``, with the
  workflow's quote_id); selects its trip → BOOKING.
- validateUserDetails: valid → normalized name / phone / email, details_validated; moving
  EXPLORATION / CUSTOMIZATION → BOOKING (collecting details is booking sub-step 2), but never in a
  turn whose model asked for a stage with requestStageChange: the stage it was answered holds.
- createBooking: booking fields, hold (parsed; now + 15 min if absent) → PAYMENT, walking
  through BOOKING when called from an earlier stage. The same booking id as the renewable hold
  (agent.payments) is a renewal: same reference, nothing replaced, a new hold warning.
- generatePaymentQR: payment intent, status PENDING. Replacing an earlier intent whose failure
  was not already counted counts one payment attempt (the traveller reported a problem).
- checkPaymentStatus: SUCCEEDED for the current intent → CONFIRMED, POST_BOOKING; FAILED →
  status FAILED (counted once per intent).
- cancelBooking: clear the booking → DISCOVERY. modifyBooking: dates / people / pickup / hold.

Every stage change goes through :func:`agent.transitions.transition` (via ``move_to``).
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any, Callable, Optional

import structlog

from agent.aftercare import HANDLERS as AFTERCARE_HANDLERS, record_booked
from agent.budget import paying_travellers
from agent.chosen_quote import (
    calculate_custom_trip as _calculate_custom_trip,
    number as _number,
    record_quote as _record_quote,
)
from agent.custom_names import result_names
from agent.memory import focus, record_list
from agent.money_frames import record_local_total
from agent.needs import record_plan_effort
from agent.notices import close_done
from agent.payment_effects import HANDLERS as PAYMENT_HANDLERS
from agent.quote_changes import carries_the_yes
from agent.quote_use import note_used
from agent.safety import SAFETY_FLAG, safety_kind
from agent.special_requests import withdraw_request
from agent.state import AgentState, BookingQuote, ConversationState
from agent.summary_requests import without_the_cleaned
from agent.transitions import move_to
from agent.trip_facts import days_between

log = structlog.get_logger("agent.side_effects")

HOLD_MINUTES = 15
_EARLY = (AgentState.DISCOVERY, AgentState.SUGGESTION, AgentState.EXPLORATION)
_LIVE_BOOKING = (AgentState.PAYMENT, AgentState.POST_BOOKING)


def parse_timestamp(value: Any) -> Optional[datetime]:
    """An aware datetime from an ISO-8601 string (naive → UTC); None if missing or unreadable."""
    if isinstance(value, datetime):
        parsed = value
    elif isinstance(value, str) and value:
        try:
            parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return None
    else:
        return None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def _trip_suggestions(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    for field in ("mood", "environment", "duration_days", "people_count", "departure_city"):
        if inp.get(field) is not None:
            setattr(state, field, inp[field])
    budget = inp.get("budget_usd")
    if isinstance(budget, dict):
        if budget.get("min") is not None:
            state.budget_min_usd = float(budget["min"])
        if budget.get("max") is not None:
            state.budget_max_usd = float(budget["max"])
    trips = data.get("trips") or []
    state.suggested_trip_ids = [t["id"] for t in trips if isinstance(t, dict) and t.get("id")]
    people = int(inp.get("people_count") or 0)
    payers = paying_travellers(people, inp.get("children_ages") or state.children_ages) if people else None
    record_list(state.memory, inp, data, state.turn, payers)
    if state.state not in _LIVE_BOOKING:
        move_to(state, AgentState.SUGGESTION, "trip suggestions presented")


def _trip_itinerary(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    # The requested id wins: a custom variant's itinerary is answered with its base trip's data.
    trip_id = inp.get("trip_id") or data.get("trip_id")
    if not trip_id:
        return
    state.viewed_trip_id = trip_id
    state.viewed_trip_name = data.get("trip_name") or None
    record_plan_effort(state, trip_id, data)
    if trip_id == state.selected_trip_id and not state.customizations and isinstance(data.get("duration_days"), int):
        state.selected_trip_duration_days = data["duration_days"]
    if state.state in (AgentState.DISCOVERY, AgentState.SUGGESTION):
        move_to(state, AgentState.EXPLORATION, "trip itinerary viewed")


def _customize_trip(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    custom_id = data.get("custom_trip_id")
    if not custom_id or state.state in _LIVE_BOOKING:
        return
    state.selected_trip_id = custom_id
    if isinstance(data.get("duration_days"), int):
        state.selected_trip_duration_days = data["duration_days"]
    elif state.selected_trip_duration_days:
        kinds = [c.get("type") for c in inp.get("customizations") or [] if isinstance(c, dict)]
        state.selected_trip_duration_days += kinds.count("add_day") - kinds.count("remove_day")
    if data.get("trip_name"):
        state.selected_trip_name = data["trip_name"]
    state.customizations = result_names(data, inp)  # every change it holds, each day on its own
    _record_quote(state, data, inp)
    move_to(state, AgentState.CUSTOMIZATION, "trip customised")


def _arranged_rooms(data: dict[str, Any]) -> Optional[list[dict[str, Any]]]:
    """The summary's rooms when the traveller arranged them (the backend's checked list), else None (the rule)."""
    pricing = data.get("pricing") or {}
    return list(pricing["rooms"]) if pricing.get("rooms_arranged") and pricing.get("rooms") else None


def _preview_booking(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    if not data.get("quote_id") or not data.get("trip_id") or state.state in _LIVE_BOOKING:
        return
    people = int(data.get("people_count") or inp.get("people_count") or state.people_count or 1)
    confirmed = state.booking_quote
    state.booking_quote = BookingQuote(
        quote_id=data["quote_id"],
        turn=state.turn,
        trip_id=data["trip_id"],
        trip_name=data.get("trip_name"),
        travel_date=str(data.get("travel_date") or inp.get("travel_date")),
        end_date=data.get("end_date"),
        people_count=people,
        adults=data.get("adults", inp.get("adults")),
        children_ages=list(data.get("children_ages") or inp.get("children_ages") or []),
        pickup_location=data.get("pickup_location") or inp.get("pickup_location"),
        special_requests=data.get("special_requests") or inp.get("special_requests"),
        customizations=[str(c) for c in inp.get("customizations") or []],
        discount_code=data.get("discount_code") or inp.get("discount_code"),
        transport=data.get("transport") or inp.get("transport"),
        guide_language=data.get("guide_language") or inp.get("guide_language"),
        cambodian_citizens=int(inp.get("cambodian_citizens") or 0),
        rooms=_arranged_rooms(data),
        price_per_person_usd=_number(data.get("price_per_person_usd")),
        total_usd=_number(data.get("total_usd")),
    )
    if "cambodian_citizens" in inp:  # the prices shown from now are the summary's, with its citizens
        state.cambodian_citizens = state.booking_quote.cambodian_citizens
    shown = (confirmed.special_requests if confirmed else None, state.booking_special_requests)
    if any(shown) or state.booking_quote.special_requests:  # the latest summary's requests are the session's:
        state.booking_special_requests = state.booking_quote.special_requests or None  # what it took off
        state.special_needs = without_the_cleaned(state.special_needs, state.booking_quote.special_requests, shown)
    if carries_the_yes(confirmed, state.booking_quote, state.turn, state.consent_rule):
        assert confirmed is not None
        state.booking_quote.turn = confirmed.turn  # only a request or the pickup changed: the yes stands
        state.booking_quote.yes_carried_from = confirmed.quote_id
        state.booking_quote.consent = confirmed.consent.model_copy()
    state.booking_quote_void_reason = None
    state.summary_shown = True  # needs told from now on add to its requests (agent/tools/local.py)
    if state.selected_trip_id != data["trip_id"]:
        state.selected_trip_id = data["trip_id"]
        state.customizations = result_names(data, {})  # a custom trip's changes (one at its card's length)
    state.selected_trip_name = data.get("trip_name") or state.selected_trip_name
    if isinstance(data.get("duration_days"), int):
        state.selected_trip_duration_days = data["duration_days"]
    state.travel_dates = _summary_dates(state, state.booking_quote)
    if state.booking_quote.pickup_location:
        state.pickup_location = state.booking_quote.pickup_location
    _record_quote(state, data, inp)
    record_plan_effort(state, data["trip_id"], data)
    if state.state != AgentState.BOOKING:
        move_to(state, AgentState.BOOKING, "booking summary shown")


def _summary_dates(state: ConversationState, quote: BookingQuote) -> dict[str, str]:
    """The session's dates after a summary: the summary's, but never shorter than the dates the traveller stated
    (their length is kept from the summary's start, and the summary says it is shorter: agent/tools/card_view.py;
    relay 63 req 9: the 23rd they gave became the 21st of a 3-day package in silence)."""
    dates = {**(state.travel_dates or {}), "start": quote.travel_date}
    stated = state.stated_trip_days
    days = days_between(quote.travel_date, quote.end_date) if quote.end_date else None
    if stated and days and days < stated:
        dates["end"] = (date.fromisoformat(quote.travel_date[:10]) + timedelta(days=stated - 1)).isoformat()
    elif quote.end_date:
        dates["end"] = quote.end_date
    return dates


def _apply_discount(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    if data.get("valid") is False:
        return
    state.applied_discount_code = data.get("code") or inp.get("code")
    if inp.get("trip_id") not in (None, state.selected_trip_id):
        return  # another trip's price: never the chosen trip's quote
    if data.get("new_total_usd") is not None:
        state.quoted_total_usd = float(data["new_total_usd"])


def _validate_user(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    # each detail on its own: a valid one given is recorded (a name before the phone), one with an error
    # is asked again and never booked (relay 49 req 11: a name given alone could not be recorded)
    normalized = data.get("normalized") or {}
    errors = data.get("errors") or {}
    for field, attr in (("name", "customer_name"), ("phone", "customer_phone"), ("email", "customer_email")):
        if inp.get(field) is None and not normalized.get(field):
            continue  # not given: what was recorded stays
        setattr(state, attr, None if field in errors else normalized.get(field) or inp.get(field))
    state.details_validated = bool(state.customer_name and state.customer_phone)
    if not data.get("valid") or state.stage_requested_turn == state.turn:
        return  # the stage the model asked for in this turn holds: details only suggest BOOKING (relay 63 req 9)
    if state.state in (AgentState.EXPLORATION, AgentState.CUSTOMIZATION):
        move_to(state, AgentState.BOOKING, "booking details validated")


def _apply_booking_fields(state: ConversationState, fields: dict[str, Any], now: Optional[datetime]) -> None:
    """Shared by createBooking and modifyBooking (its ``booking`` object)."""
    start = fields.get("travel_date")
    end = fields.get("end_date")
    if start or end:
        dates = dict(state.travel_dates or {})
        if start:
            dates["start"] = start
        if end:
            dates["end"] = end
        state.travel_dates = dates
    if fields.get("people_count") is not None:
        state.people_count = int(fields["people_count"])
    if fields.get("pickup_location"):
        state.pickup_location = fields["pickup_location"]
    if fields.get("total_usd") is not None:
        state.quoted_total_usd = float(fields["total_usd"])
        record_local_total(state, fields)  # the same total in the traveller's currency (agent/money_frames.py)
    record_booked(state, fields)  # what the booking card shows (never later preferences)
    until = parse_timestamp(fields.get("reserved_until"))
    if until is not None:
        state.reserved_until = until
    elif now is not None:
        state.reserved_until = now + timedelta(minutes=HOLD_MINUTES)


def _create_booking(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    booking_id = data.get("booking_id")
    if not booking_id:
        return
    hold = state.renewable_hold
    renewed = hold is not None and hold.booking_id == booking_id  # same booking held again (issue 22)
    state.booking_id = booking_id
    state.booking_ref = data.get("booking_ref")
    # a rebook after an expired hold names it; a renewal keeps its reference (and what it replaced)
    state.replaces_booking_ref = state.replaces_booking_ref if renewed else state.expired_booking_ref
    state.expired_booking_ref = None
    state.renewable_hold = None
    if renewed:  # the renewed hold gets its own warning (the booking id is the same)
        state.hold_warning_for, state.hold_warning_sent = None, False
    state.payment_intent_id = None  # a new booking starts a new payment
    state.payment_status = None
    if data.get("trip_id") and not state.selected_trip_id:
        state.selected_trip_id = data["trip_id"]
    if data.get("trip_name"):
        state.selected_trip_name = data["trip_name"]
    merged = {k: inp.get(k) for k in ("travel_date", "end_date", "people_count", "pickup_location")}
    merged.update({k: v for k, v in data.items() if v is not None})
    _apply_booking_fields(state, merged, now)
    state.reserved_at = now
    for src, dst in (
        ("customer_name", "customer_name"),
        ("customer_phone", "customer_phone"),
        ("customer_email", "customer_email"),
    ):
        if inp.get(src) and not getattr(state, dst):
            setattr(state, dst, inp[src])
    booked_requests = data.get("special_requests") or inp.get("special_requests")
    if booked_requests:  # the booking's own text is the most precise
        state.booking_special_requests = booked_requests
    # kept: an expired hold is renewed on these terms, with what the booking itself carries (a
    # pickup or request given after the yes: relay j20 read "pickup=not set" in the reopened summary)
    quote = state.booking_quote
    state.booked_quote = (
        quote.model_copy(
            update={
                "pickup_location": state.pickup_location or quote.pickup_location,
                "special_requests": booked_requests or quote.special_requests,
            }
        )
        if quote is not None
        else None
    )
    state.booking_quote = None  # booked: the summary is used up
    state.booking_quote_void_reason = None
    state.booking_pickup = data.get("pickup") if isinstance(data.get("pickup"), dict) else None
    state.booking_drop_off = data.get("drop_off") if isinstance(data.get("drop_off"), dict) else None
    requests = inp.get("special_requests") or data.get("special_requests")
    if safety_kind(requests) and SAFETY_FLAG not in state.attention_flags:
        state.attention_flags.append(SAFETY_FLAG)  # a person must see an allergy / medical / mobility need
    if state.state != AgentState.BOOKING and state.state != AgentState.PAYMENT:
        move_to(state, AgentState.BOOKING, "booking created")
    move_to(state, AgentState.PAYMENT, "reservation created")


def _cancel_booking(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    if data.get("cancelled") is False:
        return
    was_paid = state.payment_status == "CONFIRMED"
    state.booking_id = None
    state.booking_ref = None
    state.payment_intent_id = None
    state.reserved_until = None
    state.payment_status = "CANCELLED" if was_paid else None
    move_to(state, AgentState.DISCOVERY, "booking cancelled")


def _modify_booking(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    if data.get("modified") is False:
        return
    booking = data.get("booking")
    if not isinstance(booking, dict):
        booking = inp.get("modifications") or {}
    _apply_booking_fields(state, booking, None)  # keep the current hold unless a new one is returned
    if isinstance(booking.get("pickup"), dict):
        state.booking_pickup = booking["pickup"]


_HANDLERS: dict[str, Callable[[ConversationState, dict[str, Any], dict[str, Any], datetime], None]] = {
    "getTripSuggestions": _trip_suggestions,
    "getTripItinerary": _trip_itinerary,
    "customizeTrip": _customize_trip,
    "calculateCustomTrip": _calculate_custom_trip,
    "previewBooking": _preview_booking,
    "applyDiscountCode": _apply_discount,
    "validateUserDetails": _validate_user,
    "createBooking": _create_booking,
    **PAYMENT_HANDLERS,  # generatePaymentQR, checkPaymentStatus
    "cancelBooking": _cancel_booking,
    "modifyBooking": _modify_booking,
    **AFTERCARE_HANDLERS,  # confirmReschedule, confirmCancellation, getRefundStatus
    "withdrawSpecialRequest": withdraw_request,  # issue 37: the booking's requests as they are now
}

SIDE_EFFECT_TOOLS: tuple[str, ...] = tuple(_HANDLERS)


def apply_side_effects(
    state: ConversationState,
    tool_name: str,
    tool_input: dict[str, Any],
    result: dict[str, Any],
    now: datetime,
) -> None:
    """Update ``state`` from one tool result (the contract envelope). Failed results: no-op."""
    if not isinstance(result, dict) or not result.get("success"):
        return
    handler = _HANDLERS.get(tool_name)
    if handler is None:
        return
    data = result.get("data") or {}
    if not isinstance(data, dict):
        return
    before = state.state
    handler(state, dict(tool_input or {}), data, now)
    note_used(state, tool_name, dict(tool_input or {}))  # its card says "used" (agent.quote_updates)
    close_done(state.notices, tool_name)  # a notice closes when what it asks for is done (agent/notices.py)
    if tool_name != "getTripSuggestions":  # a trip from an earlier list: that list is current again
        was = state.memory.current_list
        shown = focus(state.memory, (tool_input or {}).get("trip_id") or (tool_input or {}).get("base_trip_id"))
        if shown is not None:
            state.suggested_trip_ids = [t.id for t in shown.trips]
            if shown.number != was:  # back to an earlier search: its wishes are the current ones again
                for key, value in shown.searched.items():
                    setattr(state, key, value)
    log.info(
        "side_effect_applied",
        session_id=state.session_id,
        tool=tool_name,
        stage_before=before.value,
        stage=state.state.value,
    )
