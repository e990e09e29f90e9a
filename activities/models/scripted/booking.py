"""BOOKING: the summary, the traveller's details, the preview and the reservation (payment and after: payment.py)."""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Any, Optional

from activities.models.scripted.compose import error_text, readable, reserved_text
from activities.models.scripted.details import RECAP, Details, details, failed_validation, noted, question, validated
from activities.models.scripted.intents import is_no, is_yes
from activities.models.scripted.phrases import say
from activities.models.scripted.reply import Reply, calls, text
from activities.models.scripted.route_pickup import refusal_text, refused_pickup, refused_trip
from activities.models.scripted.understand import hear
from activities.models.scripted.window import Call, View

QUESTIONS = {
    "ask_travel_date",
    "ask_customer_name",
    "ask_customer_phone",
    "ask_pickup_location",
    "ask_confirm_reserve",
    "ask_booking_details",
    "ask_which_date",
}
REGION_BY_ENVIRONMENT = {
    "TEMPLE": "Siem Reap",
    "BEACH": "Kep",
    "ISLAND": "Koh Rong",
    "MOUNTAIN": "Mondulkiri",
    "FOREST": "Koh Kong",
    "CITY": "Phnom Penh",
}
MAX_PAYMENT_ATTEMPTS = 3
# What a message can change in a booking not yet made: its details and the group.
CHANGE_SLOTS: tuple[str, ...] = ("travel_start_date", "date_choices", "name", "phone", "email", "pickup")
CHANGE_SLOTS += ("people_count", "adults", "children_ages")


# ---------------------------------------------------------------- trip facts from the window
def trip_summary(view: View, trip_id: Optional[str]) -> dict[str, Any]:
    """The trip summary (RESULTS.md) of ``trip_id`` from suggestions / comparisons in the window."""
    if not trip_id:
        return {}
    for call in reversed(view.calls):
        if call.ok and call.name in ("getTripSuggestions", "compareTrips"):
            for trip in call.data.get("trips") or []:
                if trip.get("id") == trip_id:
                    return trip
        if call.ok and call.name == "customizeTrip" and call.data.get("custom_trip_id") == trip_id:
            base = trip_summary(view, call.data.get("base_trip_id"))
            if base:
                return base
    return {}


def base_trip_id(view: View, trip_id: Optional[str]) -> Optional[str]:
    """A suggested trip's own id; for a customised variant, the trip it was made from."""
    if trip_id is None or trip_id in view.list("suggested_trip_ids"):
        return trip_id
    for call in reversed(view.calls):
        if call.name == "customizeTrip" and (call.data.get("custom_trip_id") in (None, trip_id)):
            return call.input.get("trip_id") or trip_id
    return trip_id


def is_variant(view: View, trip_id: Optional[str]) -> bool:
    return base_trip_id(view, trip_id) != trip_id


def itinerary_of(view: View, trip_id: Optional[str]) -> Optional[Call]:
    """The latest full itinerary of the trip (or of the trip a variant was made from)."""
    wanted = {trip_id, base_trip_id(view, trip_id)} - {None}
    for call in reversed(view.calls):
        if (
            call.ok
            and call.name == "getTripItinerary"
            and call.data.get("itinerary") is not None
            and wanted & {call.data.get("trip_id"), call.input.get("trip_id")}
        ):
            return call  # older results are compressed to a summary: those no longer count
    return None


def _presented(view: View, trip_id: Optional[str]) -> tuple[Optional[str], Optional[int]]:
    """(region, days) of a suggested trip as this model presented it ("2. Name — …\n   Region · $… · 3 days")."""
    ids = view.list("suggested_trip_ids")
    trip_id = base_trip_id(view, trip_id)
    if trip_id not in ids:
        return None, None
    for said in reversed(view.assistant_texts):
        rows = re.findall(r"(?m)^(\d)\. .*\n\s+(.+?) · .* · (\d+)\D*$", said)
        if rows:
            for n, region, days in rows:
                if n == str(ids.index(trip_id) + 1):
                    return region, int(days)
            return None, None
    return None, _days_shown(view, trip_id)


def _days_shown(view: View, trip_id: Optional[str]) -> Optional[int]:
    """The trip's days as the session's trip lists say them (``trips_shown_N``: the trips are on
    cards, not in this model's text, issue 38)."""
    lists = sorted((k for k in view.ctx if k.startswith("trips_shown_")), key=lambda k: int(k.rsplit("_", 1)[1]))
    for key in reversed(lists):
        found = re.search(rf"\({re.escape(str(trip_id))}\) [^;]*?, (\d+) days", view.ctx[key])
        if found:
            return int(found.group(1))
    return None


def known_days(view: View, trip_id: Optional[str]) -> Optional[int]:
    """The trip's length from data in the window or from our own earlier lines; None if unknown."""
    if view.num("selected_trip_duration_days") and trip_id == view.trip_in_focus:
        return int(view.num("selected_trip_duration_days") or 1)  # if the context ever carries it
    itinerary = itinerary_of(view, trip_id)
    for source in ((itinerary.data if itinerary else {}), trip_summary(view, base_trip_id(view, trip_id))):
        if source.get("duration_days"):
            return int(source["duration_days"])
    days = _presented(view, trip_id)[1]
    if days:
        return days
    stored = dict(p.split("=", 1) for p in view.list("travel_dates") if "=" in p)
    if stored.get("start") and stored.get("end"):  # dates of the last booking of this session
        return (date.fromisoformat(stored["end"]) - date.fromisoformat(stored["start"])).days + 1
    for said in reversed(view.assistant_texts):  # our own "Dates: start → end" line
        recap = RECAP.search(said)
        if recap:
            return (date.fromisoformat(recap.group(2)) - date.fromisoformat(recap.group(1))).days + 1
    return None


def trip_days(view: View, trip_id: Optional[str]) -> int:
    return known_days(view, trip_id) or int(view.num("duration_days") or 1)


def known_destination(view: View) -> Optional[str]:
    """The selected (or first suggested) trip's region, if anything in the window says it."""
    selected = view.trip_in_focus or next(iter(view.list("suggested_trip_ids")), None)
    itinerary = itinerary_of(view, selected)
    for source in (trip_summary(view, selected), itinerary.data if itinerary else {}):
        if source.get("region"):
            return str(source["region"])
    region = _presented(view, selected)[0]
    if region:
        return region
    hotel = view.latest("getHotelDetails")
    if hotel and hotel.data.get("region"):
        return str(hotel.data["region"])
    return None


def destination(view: View) -> str:
    return (
        known_destination(view)
        or REGION_BY_ENVIRONMENT.get((view.get("environment") or "").upper())
        or view.get("departure_city")
        or "Phnom Penh"
    )


def weather_input(view: View) -> dict[str, Any]:
    start = view.travel_start() or details(view).travel_date
    when = start or (view.today + timedelta(days=14)).isoformat()
    return {"destination": destination(view), "date": when}


def _dates_line(view: View, trip_id: Optional[str], d: Details) -> str:
    """ "Dates: start → end" once a date is known: repeated in each booking question so the date
    stays in the context window until createBooking stores it in the session."""
    if not d.travel_date:
        return ""
    end = date.fromisoformat(d.travel_date) + timedelta(days=trip_days(view, trip_id) - 1)
    return say("summary_dates", view.lang, v=f"{d.travel_date} → {end.isoformat()}")


def quote_id(view: View) -> Optional[str]:
    """The quote of the booking summary shown (session context ``booking_summary_shown``)."""
    found = re.search(r"quote_id=([^,\s]+)", view.get("booking_summary_shown") or "")
    return found.group(1) if found else None


def _awaits_the_yes(created: Call) -> bool:
    """createBooking refused for want of the traveller's yes (kh-hw-bavet: "ប្តីខ្ញុំសុំច្បាប់បានហើយបង កក់ទៅ", my husband
    got leave, book it, under a summary kept open, was no clear yes to the workflow and the refusal was shown as
    "this request cannot be done"): the summary's question is asked again plainly, as the refusal asks."""
    return not created.ok and ((created.result or {}).get("error") or {}).get("code") == "NEEDS_CONFIRMATION"


def confirm_reserve(preview: Optional[Call], lang: str) -> str:
    """ "Shall I reserve it now?" with the backend's own hold (previewBooking's hold_minutes), if known."""
    minutes = preview.data.get("hold_minutes") if preview is not None and preview.ok else None
    known = isinstance(minutes, (int, float)) and not isinstance(minutes, bool) and minutes > 0
    return say("ask_confirm_reserve", lang, hold=say("hold_to_pay", lang, minutes=f"{minutes:g}") if known else "")


def preview_text(call: Call, lang: str, contact: str = "") -> str:
    """The words above the booking summary card: the card (agent/quote_card.py) shows the trip, dates,
    group, pickup and prices, so the text only points at it, says who it is booked under (``contact``,
    not on the card) and asks for the yes (issue 38). A REST reader gets the card's facts under it."""
    named = say("summary_card_contact", lang, v=contact) if contact else ""
    requests = call.data.get("special_requests") or call.input.get("special_requests")  # not on the card
    noted = " " + say("summary_requests", lang, v=requests) if requests else ""
    return say("summary_card", lang, contact=named) + noted + " " + confirm_reserve(call, lang)


def _validate_after_preview(view: View, preview: Call) -> Optional[Reply]:
    """A summary priced from EXPLORATION (where validateUserDetails is not offered) with the name and
    phone already said: validate them before the summary, so the yes can create the booking."""
    if not preview.ok or view.turn_call("validateUserDetails") is not None or not view.can("validateUserDetails"):
        return None
    d = details(view)
    if d.name and d.phone and not validated(view, d) and failed_validation(view, d) is None:
        return Reply(calls=[("validateUserDetails", {"name": d.name, "phone": d.phone})])
    return None


def _states_change(view: View, slots: dict[str, Any], yes: bool) -> bool:
    """The message states a detail or the group; with a yes, only a group other than the one held is a
    change: "yes, book it for the 3 of us" with 3 held is the yes (held-out batch M: the summary was
    shown again ten times), "we're still 3, right? show me the total" the summary again."""
    group = ("people_count", "adults", "children_ages")
    if any(k in slots for k in CHANGE_SLOTS if k not in group or not yes):
        return True
    held = {"people_count": view.num("people_count"), "adults": view.num("adults")}
    held_ages = [int(a) for a in view.list("children_ages") if a.isdigit()]
    return any(
        k in slots and (sorted(slots[k]) != sorted(held_ages) if k == "children_ages" else held.get(k) != slots[k])
        for k in group
    )


def booking(view: View, trip: Optional[str] = None) -> Reply:
    """Sub-steps 2 and 3: collect date, name, phone, pickup; validate; preview; the traveller's
    yes; create (with the preview's quote_id); QR. ``trip``: the trip being chosen in this very
    model call (a requestStageChange sent alongside), instead of the session's selection."""
    lang = view.lang
    preview = view.turn_call("previewBooking")
    if preview is not None:
        check = _validate_after_preview(view, preview)
        if check is not None:
            return check
        contact = ", ".join(v for v in (view.get("customer_name"), view.get("customer_phone")) if v)
        if preview.ok:
            return text(preview_text(preview, lang, contact))
        return text(refusal_text(preview, lang) if refused_pickup(view) is preview else error_text(preview, lang))
    turn = view.last_turn
    # a yes to "reserve it again?" after an expired hold: the summary the traveller already confirmed
    # is open again (issue 22), so createBooking renews the same booking without a second summary
    again = ("ask_confirm_reserve", "ask_rereserve")
    stated = turn is not None and _states_change(view, hear(turn.text, turn.asked, view.today).slots, is_yes(turn.text))
    # a message that states a detail or the group ("ok, but pick us up at …", "可以改成3个人吗") is
    # a change, never the yes to the summary shown: the summary is made again below (issue 39)
    if turn is not None and turn.asked in again and quote_id(view) and not view.turn_calls() and not stated:
        if is_yes(turn.text):
            return calls(view, ("createBooking", {"quote_id": quote_id(view)})) or text(
                confirm_reserve(view.latest("previewBooking"), lang)
            )
        if is_no(turn.text):
            return text(say("ask_what_change", lang))
    qr, created = view.turn_call("generatePaymentQR"), view.turn_call("createBooking")
    if qr is not None:
        return text(reserved_text(created or view.latest("createBooking"), qr, lang) if qr.ok else error_text(qr, lang))
    if created is not None:
        if _awaits_the_yes(created):  # the workflow did not hear a yes: asked plainly, never a dead end
            return text(confirm_reserve(view.latest("previewBooking"), lang))
        if not created.ok:
            return text(refusal_text(created, lang) if refused_pickup(view) is created else error_text(created, lang))
        reply = calls(view, ("generatePaymentQR", {"booking_id": created.data.get("booking_id")}))
        return reply or text(reserved_text(created, None, lang))
    trip_id = trip or refused_trip(view) or view.trip_in_focus
    if not trip_id:
        return text(say("ask_which_trip", lang))
    d = details(view)
    if (
        d.travel_date
        and known_days(view, trip_id) is None
        and not is_variant(view, trip_id)
        and not view.turn_call("getTripItinerary")
    ):
        fetch = calls(view, ("getTripItinerary", {"trip_id": trip_id}))  # to know the end date
        if fetch is not None:
            return fetch
    recap = _dates_line(view, trip_id, d)
    if d.date_choices:
        return text(recap, question(lang, d) or "")
    if d.name and d.phone and not validated(view, d) and view.can("validateUserDetails"):
        failed = failed_validation(view, d)
        if failed is None:
            return Reply(calls=[("validateUserDetails", {"name": d.name, "phone": d.phone})])
        if failed.outage:  # the backend could not check them: said so, never "that doesn't look right"
            return text(recap, error_text(failed, lang))
        errors = failed.data.get("errors") or {}
        message = "; ".join(str(v) for v in errors.values()) if errors else failed.error_message
        if not readable(message, lang):  # the fields named in the session's language, never English
            message = "、".join(say(f"field_{f}", lang) for f in errors if f in ("name", "phone", "email")) or "…"
        key = "ask_customer_name" if "name" in errors and "phone" not in errors else "ask_customer_phone"
        return text(recap, say("details_invalid", lang, error=message), say(key, lang))
    ask = question(lang, d)
    if ask is not None:
        return text(recap, noted(lang, d), ask)
    assert d.travel_date and d.pickup
    inp: dict[str, Any] = {
        "trip_id": trip_id,
        "travel_date": d.travel_date,
        "people_count": int(view.num("people_count") or 1),
        "pickup_location": d.pickup,
    }
    if d.requests:
        inp["special_requests"] = d.requests
    if view.get("applied_discount_code"):
        inp["discount_code"] = view.get("applied_discount_code")
    shown = view.latest("previewBooking")
    if shown is not None and shown.input == inp and turn is not None and turn.asked == "ask_confirm_reserve":
        if not stated:  # nothing in the summary changed: ask again (recovery words it anew)
            return text(confirm_reserve(shown, lang))
        # a change to what it already is ("only 3 of us now" for 3): the summary made again, below
    return calls(view, ("previewBooking", inp)) or text(say("ask_confirm_booking", lang))
