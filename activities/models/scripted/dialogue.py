"""The scripted model's decision for one call: route by stage, explore, customise, book.

``decide(view)`` is a pure function of what a real LLM sees (context lines, messages, tools).
Tool results that came back in this turn are always answered first, whatever the stage became
through their side effects; otherwise the stage and the question asked last decide. Looking at a
trip, customising it and discount codes: explore.py.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from activities.models.scripted import (
    aftercare,
    booking as bk,
    compose as cp,
    contact as c,
    paid_add_on,
    paid_pickup,
    payment as pay,
)
from activities.models.scripted.card_choice import chooses_a_card
from activities.models.scripted.corrections import (
    BOOKING_SLOTS,
    CONFIRM_QUESTIONS,
    correction,
    sent_twice,
    start_over_text,
    wants_new_search,
)
from activities.models.scripted.discovery import QUESTIONS as DISCOVERY_QUESTIONS, discovery
from activities.models.scripted.explore import (
    ASKED_ABOUT,
    INFO,
    apply_customization,
    chosen_on_screen,
    closing_question,
    customize,
    discount,
    info,
    invite,
    open_summary,
)
from activities.models.scripted.intents import customizations, intents, is_no, is_off_topic, is_yes
from activities.models.scripted.looking import asks_to_look, is_question
from activities.models.scripted.named_card import named_card
from activities.models.scripted.on_foot import answer as effort_answer, asks_effort
from activities.models.scripted.ordinals import extract_ordinal
from activities.models.scripted.phrases import PHRASES, say
from activities.models.scripted.record import record, shown_calls, stage_change
from activities.models.scripted.recovery import guard
from activities.models.scripted.reply import Reply, calls, text
from activities.models.scripted.route_pickup import refused_trip
from activities.models.scripted.special_notes import no_requests
from activities.models.scripted.summary_wait import waits
from activities.models.scripted.superlatives import pick_by_superlative
from activities.models.scripted.understand import hear
from activities.models.scripted.window import View
from agent.normal_text import normalize

_TIERS = (
    ("budget", r"cheapest|budget (one|option|trip)|lowest price"),
    ("standard", r"standard (one|option|trip)|mid-?range|middle price"),
    ("luxury", r"luxury (one|option|trip)|most expensive|premium (one|option)|the luxury"),
)


def decide(view: View) -> Reply:
    reply = guard(view, _route(view))
    if reply.text and view.first_reply:
        reply.text = say("demo_note", view.lang) + "\n\n" + reply.text
    return reply


# What may go in the same response as updateTravellerPreferences: the workflow applies the record
# first, so these already see it (issue 23: a search or a check costs one model call less).
ALONGSIDE_RECORD = frozenset({"getTripSuggestions", "validateUserDetails"})


def _route(view: View, recording: bool = True) -> Reply:
    turn = view.last_turn
    if turn is None:
        return discovery(view)
    recorded = (
        record(view) if recording else None
    )  # updateTravellerPreferences first, when the message states a new wish
    if recorded is not None:
        then = _route(view, recording=False)
        if then.text or not then.calls or any(name not in ALONGSIDE_RECORD for name, _ in then.calls):
            return recorded
        return Reply(calls=[*recorded.calls, *then.calls])
    if not turn.is_system and "start_over" in intents(turn.text) and view.stage not in ("PAYMENT", "POST_BOOKING"):
        return stage_change(view, "DISCOVERY", "the traveller wants to start over") or text(start_over_text(view))
    done = {c.name for c in shown_calls(view)}
    if view.stage == "POST_BOOKING" or done & aftercare.TOOLS:  # after payment: move, cancel, refunds
        after = paid_pickup.first(view, aftercare.decide) or paid_add_on.decide(view)  # pickup first (batch P)
        if after is not None:
            return after
    if "cancelBooking" in done:
        return pay.post_booking(view)
    if done & {"createBooking", "validateUserDetails"}:
        return bk.booking(view)
    if "checkPaymentStatus" in done:
        return pay.payment(view)
    if "getTripSuggestions" in done:
        return discovery(view)
    if turn.is_system:
        return pay.system_note(view)
    stage = view.stage
    if stage == "DISCOVERY":
        return discovery(view)
    if stage == "PAYMENT":
        return pay.payment(view)
    if stage == "POST_BOOKING":
        return pay.post_booking(view)
    return exploring(view)


# ---------------------------------------------------------------- picking a trip
def trips_in_window(view: View) -> list[dict[str, Any]]:
    call = view.latest("getTripSuggestions")
    return list(call.data.get("trips") or []) if call else []


def pick_trip(view: View, t: str) -> Optional[str]:
    """The trip the message points at: ordinal, tier or (part of) a trip name; None if none."""
    words = normalize(t)
    ids: list[Optional[str]] = [*view.list("suggested_trip_ids")] or [trip.get("id") for trip in trips_in_window(view)]
    trips = trips_in_window(view)
    if not re.search(r"(first|second|third|1st|2nd|3rd|第一|第二|第三)\s*(day|night|天)", words):
        index = extract_ordinal(t)
        if index is not None and index < len(ids):
            return ids[index]
    by_superlative = pick_by_superlative(words, trips)
    if by_superlative is not None:
        return by_superlative
    for tier, pattern in _TIERS:
        if re.search(pattern, words):
            for trip in trips:
                if trip.get("tier") == tier:
                    return trip.get("id")
    for trip in trips:
        for key in ("name", "name_kh", "name_zh"):
            name = str(trip.get(key) or "").lower()
            if not name:
                continue
            if name in words:
                return trip.get("id")
            distinctive = [w for w in re.findall(r"[a-z]{5,}", name) if w not in ("tours", "cambodia", "trip")]
            if any(re.search(r"\b" + w + r"\b", words) for w in distinctive):
                return trip.get("id")
    named = named_card(view, words, trips)  # its name in any language, or a part only it has
    asks = is_question(t) or re.search(r"[?？]", t) is not None  # (a question anywhere in the message)
    if named is not None and not (view.trip_in_focus and asks):
        return named  # (a place named in a question about the trip in focus never picks another card)
    # "the Kep one": the one card shown in the place named (names too short to count above)
    placed = [trip.get("id") for trip in trips if _names_region(words, str(trip.get("region") or ""))]
    return placed[0] if len(placed) == 1 else None


def _names_region(words: str, region: str) -> bool:
    return bool(region) and re.search(r"\b" + re.escape(region.lower()) + r" (?:one|trip|option)\b", words) is not None


def current_trip(view: View) -> Optional[str]:
    """The trip the traveller means by "book it": the chosen one, or, while exploring, the one last
    looked at when that is another trip (contract v2 keeps viewing and choosing apart)."""
    refused = refused_trip(view)  # switched to, then its pickup refused: the switch still holds
    if refused is not None:
        return refused
    chosen = view.ctx.get("selected_trip_id") or None
    viewed = view.ctx.get("viewed_trip_id") or None
    if chosen and viewed and view.stage == "EXPLORATION" and bk.base_trip_id(view, chosen) != viewed:
        return viewed
    return chosen or viewed


def _to_booking(view: View, trip: Optional[str] = None) -> Optional[Reply]:
    """The traveller wants to book: ask the workflow to move to BOOKING, choosing the trip shown
    when none is chosen yet (contract v2: browsing is not choosing)."""
    if view.stage not in ("EXPLORATION", "CUSTOMIZATION"):
        return None
    trip = trip or current_trip(view)
    if trip is None:
        return None
    extra = {} if trip == view.ctx.get("selected_trip_id") else {"trip_id": trip}
    move = stage_change(view, "BOOKING", "the traveller wants to book this trip", **extra)
    if move is None:
        return None
    then = bk.booking(view, trip)  # validate / preview in the same call when the details are known
    if then.calls and {name for name, _ in then.calls} <= {"previewBooking", "validateUserDetails"}:
        return Reply(calls=move.calls + then.calls)  # (the workflow moves the stage first)
    return move


def start_booking(view: View, picked: Optional[str]) -> Reply:
    """ "Book it": choose the trip (BOOKING), then ask for every missing detail in one question, or
    preview the booking when all are known (booking.py)."""
    target = picked or current_trip(view)
    if target is None:
        return text(say("ask_which_trip", view.lang))
    if view.stage == "BOOKING" and target == view.trip_in_focus:
        return bk.booking(view)
    unseen = bk.itinerary_of(view, target) is None and not bk.is_variant(view, target)
    if view.stage == "SUGGESTION" or (unseen and target != view.trip_in_focus):
        # from the suggestions through EXPLORATION (no direct move); the itinerary gives the trip's length
        if not view.turn_call("getTripItinerary", {"trip_id": target}):
            reply = calls(view, ("getTripItinerary", {"trip_id": target}))
            if reply is not None:
                return reply
    if view.stage == "BOOKING" and target != view.trip_in_focus:
        then = bk.booking(view, target)  # all details known: its summary (the preview selects the trip)
        if then.calls:
            return then
        # details still missing: choose it the way contract v2 allows, through EXPLORATION and back
        back = stage_change(view, "EXPLORATION", "the traveller switches to another trip")
        return back or then
    return _to_booking(view, target) or bk.booking(view, target)


def _said_last(view: View, *keys: str) -> bool:
    """Our message right before the traveller's ends with one of these sentences (``customized``:
    its closing question, after the placeholders)."""
    turn = view.last_turn
    before = [text for at, text in zip(view.assistant_at, view.assistant_texts) if turn and at < turn.index]
    if not before:
        return False
    last = before[-1].strip()
    return any(last.endswith(_closing(PHRASES[key].get(view.lang) or PHRASES[key]["EN"])) for key in keys)


def _closing(template: str) -> str:
    """The last sentence of a template, after its placeholders (the question it closes with)."""
    return re.split(r"(?<=[.。។!])\s*", template.split("}")[-1].strip())[-1]


def heard_details(view: View, t: str, keys: tuple[str, ...] = BOOKING_SLOTS) -> bool:
    """The message brings booking details (by default any of them, a date included)."""
    turn = view.last_turn
    slots = hear(t, turn.asked if turn else None, view.today).slots
    return any(k in slots for k in keys)


def _kept_open(view: View, t: str, said: set[str]) -> Reply:
    """ "Not yet" under the summary keeps it open (agent.consent_later): a question beside it is answered, and the
    reply asks again for the yes, never "what would you like to change?" (held-out batch AA: "先别订，等等。那几天海边会
    下雨吗？" lost its weather question, and the yes after it got the summary a second time)."""
    if asks_effort(t):
        on_foot = effort_answer(view, closing_question(view))
        if on_foot is not None:
            return on_foot
    if said & set(INFO):
        return info(view, said & set(INFO), None)
    return text(say("summary_kept", view.lang), closing_question(view))


def gives_booking_details(view: View, t: str) -> bool:
    """The message brings a name, phone, e-mail or pickup place: the traveller is booking."""
    return heard_details(view, t, ("name", "phone", "email", "pickup"))


def exploring(view: View) -> Reply:
    """SUGGESTION, EXPLORATION, CUSTOMIZATION and BOOKING (which can always go back to exploring)."""
    lang = view.lang
    turn = view.last_turn
    assert turn is not None
    t, asked = turn.text, turn.asked
    again = sent_twice(view)  # the same message sent twice under the cards: said so, no second search
    if again is not None:
        return again
    said = set(intents(t))
    pickup = hear(t, asked, view.today).slots.get("pickup")
    if pickup and "hotel" not in intents(t.replace(pickup, " ")):
        said.discard("hotel")  # "pick us up at the Raffles Hotel" is not a question about the hotel
    # (before a card's choice is read: "we'll go with the first one ... pick us up at the Sunway Hotel" books
    # the first, never shows its hotel; held-out batch M)
    chose = pick_trip(view, t) if view.stage in ("SUGGESTION", "EXPLORATION") and chooses_a_card(t) else None
    if chose is not None and said & {*INFO, *ASKED_ABOUT}:
        return info(view, said - {"book"}, chose)  # "we take the first, does it rain there?": answered on that card
    if chose is not None:
        said.add("book")  # "ok gracias. We take the first one": that card is booked, whatever came before
    if view.turn_call("customizeTrip") is not None:
        return apply_customization(view)
    chosen = chosen_on_screen(view)
    if chosen and view.stage in ("SUGGESTION", "EXPLORATION") and not customizations(t):
        return info(view, said - {"book"}, chosen)  # a card's Choose button: its itinerary, in every language
    if view.stage == "BOOKING" and view.turn_call("previewBooking") is not None:
        return bk.booking(view)  # a summary priced in this turn is shown, whatever led to it
    if asked in DISCOVERY_QUESTIONS:
        return discovery(view)
    if asks_effort(t) and not customizations(t):  # climbing, stairs, walking, heat: the plan's own effort
        closing = closing_question(view) if view.trip_in_focus else say("present_invite", lang)
        on_foot = effort_answer(view, closing, pick_trip(view, t))
        if on_foot is not None:
            return on_foot
    if (
        view.stage in ("SUGGESTION", "EXPLORATION", "CUSTOMIZATION")
        and asked not in bk.QUESTIONS
        and asked not in CONFIRM_QUESTIONS
        and not customizations(t)
        and pick_trip(view, t) is None
        and wants_new_search(view, t)
    ):
        return discovery(view)  # new wishes: search again with them
    if "none_fit" in said:
        return text(say("ask_what_didnt_fit", lang))
    if asked in ("ask_add_quote", "ask_over_budget") and (is_yes(t) or "proceed" in t.lower()):
        return apply_customization(view)
    if asked in ("ask_add_quote", "ask_over_budget") and is_no(t):
        return text(say("skipped_addon", lang))
    switched = pick_trip(view, t) if "change" in said or "book" in said else None
    looks = (
        said & {*INFO, "compare"} and asked not in CONFIRM_QUESTIONS
    )  # "switch to the third? its hotel…": look first
    if (asked in CONFIRM_QUESTIONS or asked in bk.QUESTIONS) and asked != "ask_which_date" and switched and not looks:
        if switched != view.trip_in_focus or shown_calls(view):
            # another trip before the yes, at the summary or while the details are asked: that trip's
            # booking with the details already given (issue 39)
            return start_booking(view, switched)
    if (asked in CONFIRM_QUESTIONS or asked in bk.QUESTIONS) and pick_trip(view, t) is None:
        restate = start_booking(view, None) if asked == "ask_confirm_booking" else bk.booking(view)
        fixed = correction(view, t, restate)
        if fixed is not None:
            return fixed
    if (
        asked in CONFIRM_QUESTIONS
        and view.stage == "BOOKING"
        and (view.turn_call("updateTravellerPreferences") or heard_details(view, t, bk.CHANGE_SLOTS))
    ):
        # a change said at the summary ("my friend can't make it", "only 3 of us now"): a new summary,
        # even when the value is the one already booked (never "what would you like to change?")
        return bk.booking(view)
    if asked in CONFIRM_QUESTIONS:
        # "ចាំសិន កុំទាន់កក់អី" (wait, don't book yet) names the booking and is no yes (held-out batch AB)
        if is_yes(t) or ("book" in said and not is_no(t) and not waits(t)):
            return _to_booking(view) or bk.booking(view)
        if waits(t) and open_summary(view) is not None:  # the session still holds the summary open
            return _kept_open(view, t, said)
        if is_no(t):
            return text(say("ask_what_change", lang))
    if asked == "ask_which_date" and not said & {"change", "start_over"}:
        return bk.booking(view)  # "the second one" is the second date here, not the second trip
    if (
        asked in bk.QUESTIONS
        and asked not in CONFIRM_QUESTIONS
        and is_no(t)
        and not heard_details(view, t)
        and not no_requests(t)  # "No special requests" answers the details question's last part: no "no"
    ):
        return text(say("ask_what_change", lang))  # "not yet" to the details question
    elsewhere = pick_trip(view, t) not in (None, view.trip_in_focus) and not heard_details(view, t)
    looking = asks_to_look(t, said) and not heard_details(view, t)  # answered, never stored (issue 38/39)
    if (
        asked in bk.QUESTIONS
        and not elsewhere
        and not looking
        and not said & {"change", "itinerary", "images", "compare", "weather", "none_fit"}
    ):
        return bk.booking(view)
    code = c.extract_discount_code(t)
    if code or view.turn_call("applyDiscountCode") is not None:
        return discount(view, code or "")
    items = customizations(t)
    if items or view.turn_call("calculateCustomTrip") is not None:
        return customize(view, items)
    if is_yes(t) and not said - {"affirm", "thanks", "greeting"} and _said_last(view, "explore_invite", "customized"):
        return start_booking(view, None)  # "sounds good, go ahead" after the plan: the booking, its last option
    if "negotiate" in said:
        return text(say("negotiate", lang))
    picked = pick_trip(view, t)
    if "book" in said:
        return start_booking(view, picked)
    other_trip = picked is not None and picked != view.trip_in_focus
    if view.trip_in_focus and not other_trip and "change" not in said and gives_booking_details(view, t):
        return start_booking(view, None)  # a name, phone or pickup while looking at a trip: booking it
    if "compare" in said:
        done = view.turn_call("compareTrips")
        if done is not None:
            return text(
                cp.compare_section(done, lang) if done.ok else cp.error_text(done, lang),
                say("ask_pick_after_compare", lang),
            )
        ids = view.list("suggested_trip_ids")[:3]
        if len(ids) >= 2:
            reply = calls(view, ("compareTrips", {"trip_ids": ids}))
            if reply is not None:
                return reply
    if said & {*INFO, *ASKED_ABOUT} or picked or shown_calls(view) or (looking and view.trip_in_focus):
        return info(view, said, picked)
    if view.stage == "BOOKING":
        return bk.booking(view)
    if is_off_topic(t):
        return text(say("off_topic", lang), invite(view))
    if view.stage == "SUGGESTION":
        return text(say("present_invite", lang))
    return text(invite(view))
