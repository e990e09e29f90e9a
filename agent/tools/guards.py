"""Rules that must never go wrong, enforced by the workflow whatever the prompt says.

:func:`guard_call` runs before a backend tool call. It either refuses the call with a result
that names the next step, or returns the backend input, completed from the session:

- ``previewBooking``: trip, travel date, group, transport, pickup default to the session's; a trip
  its suggestion card showed at another length is quoted at that length (agent.tools.card_view).
- ``createBooking``: only with the ``quote_id`` of the summary shown by previewBooking, in a turn
  after it (the traveller answered it), and with validated name and phone. The backend body is
  built from the quote and the session, so the model cannot book something else than what the
  traveller saw. After a hold of the same trip ran out, the body renews that booking on its
  reference (``renews_booking_id``, agent.payments) instead of making a second one.
- ``generatePaymentQR`` (agent.tools.payment_guards): never a 4th QR after 3 failed payments (support hand-off instead), never
  for a paid booking, never for another booking than the session's, never while a late payment
  for the same trip is on file (agent.late_payments).
- ``calculateCustomTrip`` / ``customizeTrip``: priced for the session's group unless the model
  says otherwise.
- ``getTripItinerary``: the booked trip's plan as booked; another trip's for the session's travel
  date when known (so what_to_bring names the season). It and ``compareTrips`` get the session's
  ``departure_city`` (pickup, drop-off and getting_there as the suggestions said them).
- ``confirmReschedule`` / ``confirmCancellation``: only with the ``quote_id`` of the preview the
  traveller was shown (kept in ``after_payment.quotes``), in a later turn, for the session's booking.
"""

from __future__ import annotations

from typing import Any, Callable, Optional, Union

from agent.booking_needs import booking_needs
from agent.booking_ready import NOT_A_PLACE
from agent.confirmations import check_confirmation, information_refusal
from agent.consent import refusal as consent_refusal
from agent.late_payments import rebooking_refusal
from agent.leaver_withdrawals import withdraw_guard
from agent.memory import shown_lengths
from agent.pickup_consent import pickup_guard
from agent.quote_changes import void_summary_refusal_text
from agent.special_requests import FULL_NEXT_STEP, REQUESTS_FULL, full_details, full_message, joined
from agent.state import ConversationState
from agent.summary_requests import beside_pickup, cleaned_off, with_the_needs
from agent.tools.calls import error_result
from agent.tools.card_view import at_card, preview_at_card
from agent.tools.need_input import CUSTOM_TOOLS, session_need, with_need
from agent.tools.payment_guards import generate_qr

Refusal = dict[str, Any]
Prepared = dict[str, Any]


def session_group(state: ConversationState, with_transport: bool = True) -> dict[str, Any]:
    """The group as the session recorded it, for a call that leaves it out: people_count, adults
    and children's ages, and (``with_transport``) the transport."""
    out: dict[str, Any] = {}
    if state.people_count:
        out["people_count"] = state.people_count
    if state.adults is not None:
        out["adults"] = state.adults
        out["children_ages"] = list(state.children_ages)
    if with_transport and state.transport:
        out["transport"] = state.transport
    return out


def group_size(body: dict[str, Any]) -> int:
    """How many travel by a body's group fields (people_count, else adults and children; 1 when neither)."""
    if body.get("people_count"):
        return int(body["people_count"])
    if body.get("adults"):
        return int(body["adults"]) + len(body.get("children_ages") or [])
    return 1


def with_citizens(body: dict[str, Any], state: ConversationState) -> dict[str, Any]:
    """``body`` with the session's Cambodian citizens (at most its group) unless it names them: every price
    before the booking is priced with them, as previewBooking prices them (sandbox/park_pass.py)."""
    if not state.cambodian_citizens or "cambodian_citizens" in body:
        return body
    return {**body, "cambodian_citizens": min(state.cambodian_citizens, group_size(body))}


def _preview_booking(inp: dict[str, Any], state: ConversationState) -> Union[Refusal, Prepared]:
    # the group as recorded, priced as calculateCustomTrip does (a group the model passes keeps its own transport)
    body = {**session_group(state, with_transport="people_count" not in inp), **inp}
    body.setdefault("trip_id", state.selected_trip_id)
    paid = rebooking_refusal(state, body.get("trip_id"))  # a late payment already paid for this trip
    if paid is not None:
        return paid
    if not body.get("trip_id"):
        return error_result(
            "INVALID_INPUT",
            "Which trip should be booked?",
            next_step="Ask which option the traveller wants, then call previewBooking with its trip_id.",
        )
    start = (state.travel_dates or {}).get("start")
    if start and "travel_date" not in inp:
        body["travel_date"] = start
    if not body.get("travel_date"):
        return error_result(
            "INVALID_INPUT",
            "The travel date is not known yet.",
            next_step="Ask the traveller when they want to start (record it with "
            "updateTravellerPreferences), then call previewBooking again.",
        )
    if not body.get("people_count"):
        return error_result(
            "INVALID_INPUT",
            "The number of travellers is not known yet.",
            next_step="Ask how many adults and children travel, then call previewBooking again.",
        )
    # special needs told earlier go on the summary, which says where they came from so the traveller
    # may change them (agent.tools.dispatch.stamp_quote): relay j18 lost a knee need when the model
    # skipped asking, j26 a cycling note the traveller had asked to add
    if "special_requests" not in body and not state.booking_special_requests and state.special_needs:
        body["special_requests"] = booking_needs(state.special_needs)
    for name, value in (
        ("pickup_location", state.pickup_location),
        ("transport", state.transport),
        ("special_requests", state.booking_special_requests),
        ("discount_code", state.applied_discount_code),
    ):
        if value and name not in body:
            body[name] = value
    cleaned = cleaned_off(inp.get("special_requests"), state) if "special_requests" in inp else frozenset()
    with_needs = with_the_needs(body.get("special_requests"), state, cleaned)
    if with_needs:
        body["special_requests"] = with_needs
    if body.get("special_requests"):  # a pickup wish is answered by the pickup, never a request beside it
        body["special_requests"] = beside_pickup(body["special_requests"], body.get("pickup_location")) or ""
    # pickup and transfer as the suggestions said them until a pickup is given (relay j21: the first
    # summary of a traveller starting in Siem Reap said the 07:30 pickup in Phnom Penh); a trip at the length
    # its card and itinerary showed (relay 63 req 9: agent/tools/card_view.py)
    return _with_departure(preview_at_card(with_citizens(body, state), state), state)


def _create_booking(inp: dict[str, Any], state: ConversationState) -> Union[Refusal, Prepared]:
    quote = state.booking_quote
    refused = check_confirmation(
        "booking",
        inp.get("quote_id"),
        quote.quote_id if quote else None,
        quote.turn if quote else None,
        state.turn,
        "previewBooking",
    )
    if refused is not None:
        void = void_summary_refusal_text(state)
        if void and refused["error"]["code"] == "NEEDS_PREVIEW":
            refused["error"]["message"] = void
            refused["error"]["next_step"] = (
                "Tell the traveller what changed, call previewBooking for the new details, show the new "
                "summary and total, and ask them to confirm again; then call createBooking with the new quote_id."
            )
        return refused
    assert quote is not None
    unanswered = (
        consent_refusal("booking", quote, "previewBooking", state.preferred_language) if state.consent_rule else None
    )
    if unanswered is not None:
        return unanswered
    paid = rebooking_refusal(state, quote.trip_id)
    if paid is not None:
        return paid
    if not (state.customer_name and state.customer_phone):  # each recorded only once valid
        return error_result(
            "DETAILS_NOT_VALIDATED",
            "The traveller's name and phone are not validated yet.",
            next_step="Ask for the missing detail (one at a time) and call validateUserDetails; "
            "then call createBooking with the same quote_id.",
        )
    pickup = inp.get("pickup_location") or quote.pickup_location or state.pickup_location
    if pickup and NOT_A_PLACE.search(pickup):
        return error_result(
            "PICKUP_NOT_A_PLACE",
            "pickup_location must be where the traveller is collected (a hotel or an address), not an arrangement.",
            next_step="For a traveller who makes their own way to the destination, ask for their hotel there and "
            "call createBooking with the same quote_id and that hotel as pickup_location (the price does not change).",
        )
    if not pickup and (quote.transport or state.transport) != "self_drive":
        return error_result(
            "PICKUP_MISSING",
            "The pickup location is not known yet.",
            next_step="Ask where to pick the group up, then call createBooking again with the same "
            "quote_id and pickup_location (the price does not change).",
        )
    requests = quote.special_requests
    hold = state.renewable_hold
    renewing = hold is not None and hold.trip_id == quote.trip_id
    for more in (inp.get("special_requests"), state.booking_special_requests if renewing else None):
        if more:  # added to the summary's, whole, or refused (never cut: agent.special_requests)
            merged = joined(requests, more)
            if merged is None:
                return error_result(
                    REQUESTS_FULL, full_message(more), next_step=FULL_NEXT_STEP, **full_details(requests, more)
                )
            requests = merged
    requests = beside_pickup(with_the_needs(requests, state) or requests, pickup)
    body: dict[str, Any] = {
        "trip_id": quote.trip_id,
        "travel_date": quote.travel_date,
        "people_count": quote.people_count,
        "pickup_location": pickup or None,
        "customer_name": state.customer_name,
        "customer_phone": state.customer_phone,
    }
    if quote.end_date:
        body["end_date"] = quote.end_date
    optional = {
        "customer_email": state.customer_email,
        # added to the summary's, never in their place (relay j36: "replace or append?")
        "special_requests": requests,
        "expected_total_usd": quote.total_usd,  # the backend refuses any other price (PRICE_CHANGED)
        "discount_code": quote.discount_code,
        "transport": quote.transport,
        "guide_language": quote.guide_language,  # the guide the summary named, booked as shown
        "cambodian_citizens": quote.cambodian_citizens or None,  # priced as the summary was
        "rooms": quote.rooms,  # the rooms the summary priced (sandbox/room_choice.py)
        "adults": quote.adults,
        "children_ages": quote.children_ages or None,
        "customizations": quote.customizations or None,
        "hotel_room_id": state.selected_hotel_id,
        "vehicle_id": state.selected_vehicle_id,
        "guide_id": state.selected_guide_id,
        "departure_city": state.departure_city,  # the join point of a pickup naming no known place (relay 15)
    }
    body.update({k: v for k, v in optional.items() if v is not None})
    body = {k: v for k, v in body.items() if v is not None}
    if state.loyalty_points_to_use:
        body["loyalty_points_to_use"] = state.loyalty_points_to_use
    if state.apply_student_discount:
        body["apply_student_discount"] = True
    if renewing and hold is not None:  # the expired booking, held again (issue 22)
        body["renews_booking_id"] = hold.booking_id
        # what was added to the expired booking stays on it (relay j32: the front-seat request made
        # after the first reservation vanished): merged into ``requests`` above
    return body


def _calculate(inp: dict[str, Any], state: ConversationState) -> Union[Refusal, Prepared]:
    if "people_count" in inp or "adults" in inp:
        return inp
    return {**session_group(state), **inp}  # a self-driving family is priced as one (credit applied)


def _confirm_change(kind: str, preview_tool: str):
    """confirmReschedule / confirmCancellation: only the quote the traveller was shown and said yes
    to (agent.consent), and only for the session's own booking."""

    def guard(inp: dict[str, Any], state: ConversationState) -> Union[Refusal, Prepared]:
        issued = state.after_payment.quotes.get(kind) if state.after_payment else None
        if issued is not None and issued.purpose == "information":
            # never confirmable; a yes to its shown figures carries to the same change re-issued (agent.consent_figures)
            return information_refusal(issued.quote_id, kind, issued.consent.answer == "yes")
        refused = check_confirmation(
            kind,
            inp.get("quote_id"),
            issued.quote_id if issued else None,
            issued.turn if issued else None,
            state.turn,
            preview_tool,
        )
        if refused is None and issued is not None and state.consent_rule:
            refused = consent_refusal(kind, issued, preview_tool, state.preferred_language)
        if refused is not None:
            return refused
        return {**inp, "booking_id": state.booking_id or inp.get("booking_id")}

    return guard


def _with_departure(inp: dict[str, Any], state: ConversationState) -> dict[str, Any]:
    """The session's departure city, for pickup / drop-off times and getting_there as the
    suggestions said them (a booking's own pickup still wins in the backend); a group that drives
    itself sees the self-drive plan and its credit, as previewBooking prices it (issue 37: the
    itinerary said "driver included, same price" beside the preview's self-drive credit)."""
    if state.departure_city and not inp.get("departure_city"):
        inp = {**inp, "departure_city": state.departure_city}
    if state.transport == "self_drive" and "booking_id" not in inp and not inp.get("transport"):
        inp = {**inp, "transport": "self_drive"}
    return inp


def _departing(inp: dict[str, Any], state: ConversationState) -> dict[str, Any]:
    """The session's departure city and pickup, the join point previewBooking prices (calculateCustomTrip's
    group keeps the transport it is given): relay 24 req 14, a custom trip quoted with the transfer from the
    start that previewBooking then left out for a group joining at the destination."""
    for name, value in (("departure_city", state.departure_city), ("pickup_location", state.pickup_location)):
        if value and name not in inp:
            inp = {**inp, name: value}
    return inp


def _itinerary(inp: dict[str, Any], state: ConversationState) -> Union[Refusal, Prepared]:
    """The booked trip's itinerary is the plan as booked (the booking's days, pickup, requests); another trip's
    for the session's travel date (what_to_bring's season), departure city and as its card showed it."""
    if state.booking_id and inp.get("trip_id") in (state.selected_trip_id, None) and "booking_id" not in inp:
        return _with_departure({**inp, "booking_id": state.booking_id}, state)
    start = (state.travel_dates or {}).get("start")
    if start and "travel_date" not in inp and "booking_id" not in inp:
        inp = {**inp, "travel_date": start}
    inp = _with_departure(inp, state)
    if "booking_id" in inp:
        return inp
    # placed as its quotes and its booking place it: within the session's mobility need (agent.tools.need_input)
    inp = at_card({**session_need(state), **inp}, state)
    if state.cambodian_citizens and "people_count" not in inp and "adults" not in inp:
        inp = {**session_group(state, with_transport=False), **inp}  # the group the citizens are of
    return with_citizens(inp, state)


# A paid booking that was cancelled cannot be cancelled, moved or changed again (issue 28).
_AFTER_CANCELLATION = {
    "previewCancellation": "is already cancelled",
    "confirmCancellation": "is already cancelled",
    "cancelBooking": "is already cancelled",
    "previewReschedule": "was cancelled, so it can no longer be moved or changed",
    "confirmReschedule": "was cancelled, so it can no longer be moved or changed",
    "modifyBooking": "was cancelled, so it can no longer be moved or changed",
    "withdrawTopUp": "was cancelled, so it has nothing left to pay or withdraw",
    "changePickup": "was cancelled, so it has no pickup to change",
    "withdrawSpecialRequest": "was cancelled, so it has no requests to withdraw",
}


def cancelled_refusal(name: str, state: ConversationState) -> Optional[Refusal]:
    """The answer for a change of a cancelled paid booking: what is true now, and what can be done."""
    book = state.after_payment
    if name not in _AFTER_CANCELLATION or state.payment_status != "CANCELLED" or (book and book.status != "CANCELLED"):
        return None
    ref = state.booking_ref or state.booking_id or "this booking"
    refund = book.refunds[-1] if book and book.refunds else None
    refund_line = f" Its refund {refund.refund_id} of ${refund.amount_usd:g} is {refund.status}." if refund else ""
    return error_result(
        "ALREADY_CANCELLED",
        f"Booking {ref} {_AFTER_CANCELLATION[name]}.{refund_line}",
        next_step="Tell the traveller exactly that (no new quote, nothing to confirm). For the refund's progress "
        "call getRefundStatus; if they want to travel again, call requestStageChange to DISCOVERY and help them "
        "choose and book a new trip in this chat.",
    )


def _compare(inp: dict[str, Any], state: ConversationState) -> Union[Refusal, Prepared]:
    """A group with children is compared with their prices (the session's group, like
    calculateCustomTrip); getting_there from the session's departure city; a trip its card showed at another
    length at that length (agent/memory.py ``shown_lengths``); the session's citizens without their park pass."""
    inp = _with_departure(inp, state)
    if "lengths" not in inp and (lengths := shown_lengths(state.memory, list(inp.get("trip_ids") or []))):
        inp["lengths"] = lengths
    if state.cambodian_citizens and "people_count" not in inp and "adults" not in inp:
        inp = {**session_group(state, with_transport=False), **inp}  # the group the citizens are of
    if state.children_ages and state.adults is not None and "children_ages" not in inp:
        inp = _calculate(inp, state)
    return with_citizens(inp, state)  # priced as the cards and the itinerary price them


def _budget(inp: dict[str, Any], state: ConversationState) -> Prepared:
    """An estimate for the session's group prices its children by age, like a booking (relay 33 req 4:
    a 9-year-old estimated as an adult): the recorded ages when the people counted are that group."""
    kids, adults = list(state.children_ages), state.adults
    if "children_ages" in inp or not kids or adults is None or inp.get("people_count") != adults + len(kids):
        return inp
    return {**inp, "children_ages": kids}


def _custom(name: str) -> Callable[[dict[str, Any], ConversationState], Prepared]:
    """``name``'s body from the session, priced with its citizens as previewBooking, the cards and the itinerary
    price them."""
    return lambda inp, state: with_citizens(_calculate(_departing(with_need(name, inp, state), state), state), state)


_GUARDS = {
    "estimateBudget": _budget,
    "changePickup": pickup_guard,  # only after the traveller's yes to that place (agent.pickup_consent)
    "withdrawSpecialRequest": withdraw_guard,  # a leaver's request only once the removal is made
    "getTripItinerary": _itinerary,
    "getTripSuggestions": with_citizens,  # the cards priced without the citizens' park pass
    "compareTrips": _compare,
    "confirmReschedule": _confirm_change("reschedule", "previewReschedule"),
    "confirmCancellation": _confirm_change("cancellation", "previewCancellation"),
    "previewBooking": _preview_booking,
    "createBooking": _create_booking,
    "generatePaymentQR": generate_qr,
    # from the session's departure city: one at the destination is priced without the transfer from the start
    # customizeTrip priced as calculated; a day either adds within the session's mobility need (need_input)
    **{name: _custom(name) for name in CUSTOM_TOOLS},
    "previewReschedule": lambda inp, state: with_need("previewReschedule", inp, state),
}


def guard_call(name: str, inp: dict[str, Any], state: ConversationState) -> tuple[Optional[Refusal], dict[str, Any]]:
    """``(refusal, None-like {})`` when the call must not run, else ``(None, backend_input)``."""
    cancelled = cancelled_refusal(name, state)
    if cancelled is not None:
        return cancelled, {}
    guard = _GUARDS.get(name)
    if guard is None:
        return None, inp
    out = guard(dict(inp), state)
    if out.get("success") is False and "error" in out:
        return out, {}
    return None, out
