"""PAYMENT and POST_BOOKING decisions, the weather / packing answers, and the workflow's system notices."""

from __future__ import annotations

from typing import Optional

from activities.models.scripted import booked_trip, unpaid_changes
from activities.models.scripted.booking import MAX_PAYMENT_ATTEMPTS, known_destination, weather_input
from activities.models.scripted.compose import error_text, money, packing_text, weather_section
from activities.models.scripted.intents import intents, is_no, is_yes
from activities.models.scripted.phrases import say
from activities.models.scripted.reply import Reply, calls, text
from activities.models.scripted.window import Call, View
from agent.consent_words import classify


# ---------------------------------------------------------------- payment / post booking
def _new_qr(view: View) -> Reply:
    lang = view.lang
    attempts = int(view.num("payment_attempts") or 0)
    if attempts >= MAX_PAYMENT_ATTEMPTS or view.flag("support_handoff") or not view.get("booking_id"):
        return text(say("support_handoff", lang, ref=view.get("booking_ref") or ""))
    return calls(view, ("generatePaymentQR", {"booking_id": view.get("booking_id")})) or text(
        say("support_handoff", lang, ref=view.get("booking_ref") or "")
    )


def _status_text(call: Call, view: View) -> str:
    lang = view.lang
    if not call.ok:
        return error_text(call, lang)
    status = call.data.get("status")
    if status == "SUCCEEDED":
        return "\n\n".join([say("payment_confirmed", lang, ref=view.get("booking_ref") or ""), say("next_steps", lang)])
    if status == "FAILED":
        if _asks_if_charged(view):  # the question first, then the offer (held-out batch G)
            return "\n\n".join([say("not_charged", lang), say("payment_failed_status", lang)])
        return say("payment_failed_status", lang)
    return say("payment_pending", lang)


def _asks_if_charged(view: View) -> bool:
    """ "Did any money go through?", "was I charged twice?", "扣款了吗", "កាត់លុយខ្ញុំទេ?"."""
    turn = view.last_turn
    return turn is not None and not turn.is_system and "charged" in intents(turn.text)


def _cancel(view: View) -> Optional[Reply]:
    """Cancellation: policy and confirmation first, then cancelBooking; None if not about cancelling."""
    lang, turn = view.lang, view.last_turn
    done = view.turn_call("cancelBooking")
    if done is not None:
        if not done.ok:
            return text(error_text(done, lang))
        return text(
            say("cancelled", lang, refund=money(done.data.get("refund_usd", 0)), policy=done.data.get("policy", ""))
        )
    if turn is None:
        return None
    if turn.asked == "ask_cancel_confirm":
        answer = classify(turn.text, "cancellation")  # "យល់ហើយ បាទ លុបចោលទៅ" is this yes (batch G)
        if (answer == "yes" or (is_yes(turn.text) and answer != "no")) and view.get("booking_id"):
            return calls(view, ("cancelBooking", {"booking_id": view.get("booking_id")}))
        if answer == "no" or is_no(turn.text):
            return text(say("kept_booking", lang))
    if "cancel" in intents(turn.text) and view.get("booking_id"):
        return text(say("ask_cancel_confirm", lang, ref=view.get("booking_ref") or view.get("booking_id")))
    return None


def payment(view: View) -> Reply:
    lang, turn = view.lang, view.last_turn
    checked = view.turn_call("checkPaymentStatus")
    if checked is not None:
        return text(_status_text(checked, view))
    qr = view.turn_call("generatePaymentQR")
    if qr is not None:
        if not qr.ok:
            return text(error_text(qr, lang))
        return text(
            say("payment_failed_retry", lang),
            say("booking_ref_line", lang, ref=view.get("booking_ref") or "", amount=money(qr.data.get("amount"))),
        )
    changed = unpaid_changes.decide(view)  # a new date, group or pickup before paying (issue 39)
    if changed is not None:
        return changed
    cancel = _cancel(view)
    if cancel is not None:
        return cancel
    if view.get("booking_id") and not view.get("payment_intent_id"):
        return _new_qr(view)
    said = intents(turn.text) if turn else set()
    if turn is not None and turn.asked in ("payment_failed_status", "payment_retry_offer") and is_yes(turn.text):
        return _new_qr(view)
    if "charged" in said and view.get("payment_intent_id"):  # answered from the payment's own status
        return calls(view, ("checkPaymentStatus", {"payment_intent_id": view.get("payment_intent_id")})) or text(
            say("payment_pending", lang)
        )
    if "payment_problem" in said:
        return _new_qr(view)
    if "paid" in said and view.get("payment_intent_id"):
        return calls(view, ("checkPaymentStatus", {"payment_intent_id": view.get("payment_intent_id")})) or text(
            say("payment_pending", lang)
        )
    if "weather" in said:
        return weather(view)
    booked = booked_trip.answer(view)
    if booked is not None:
        return booked
    return text(
        say(
            "payment_waiting",
            lang,
            ref=view.get("booking_ref") or "",
            until=view.get("reserved_until_local") or view.get("reserved_until") or "",
        )
    )


def weather(view: View, reminder: bool = False) -> Reply:
    lang = view.lang
    done = view.turn_call("getWeatherForecast")
    trip_id = view.trip_in_focus
    if done is None and known_destination(view) is None and trip_id and not view.turn_call("getTripItinerary"):
        reply = calls(view, ("getTripItinerary", {"trip_id": trip_id}))  # its result names the region
        if reply is not None:
            return reply
    if done is None:
        reply = calls(view, ("getWeatherForecast", weather_input(view)))
        if reply is not None:
            return reply
    parts = []
    if reminder:
        parts.append(say("reminder", lang, name=view.get("selected_trip_name") or ""))
    if done is not None:
        parts.append(weather_section(done, lang) if done.ok else error_text(done, lang))
    parts.append(packing_text(view, lang))
    if not reminder and view.stage != "POST_BOOKING":
        parts.append(say("explore_invite", lang))
    return text(*parts)


def post_booking(view: View) -> Reply:
    lang, turn = view.lang, view.last_turn
    checked = view.turn_call("checkPaymentStatus")
    if checked is not None:
        return text(_status_text(checked, view))
    cancel = _cancel(view)
    if cancel is not None:
        return cancel
    said = intents(turn.text) if turn else set()
    booked = booked_trip.answer(view)  # the plan as booked, the pickup time (issue 39)
    if booked is not None:
        return booked
    if said & {"weather", "packing"} or view.turn_call("getWeatherForecast") is not None:
        return weather(view)
    if "paid" in said:
        return text(say("payment_confirmed", lang, ref=view.get("booking_ref") or ""), say("next_steps", lang))
    return text(say("post_help", lang))


def system_note(view: View) -> Reply:
    """Answer the open system notice (payment confirmed, reminder, hold expired, payment failed)."""
    lang = view.lang
    note = (view.get("open_notice") or "").lower()
    if "reminder" in note:
        return weather(view, reminder=True)
    if "expired" in note:
        return text(say("ask_rereserve", lang))
    if "already sees the paid booking card" in note:  # the confirmation is on screen: only what is next
        return text(say("next_steps_after_card", lang))
    if "confirmed" in note or "succeeded" in note:
        return text(say("payment_confirmed", lang, ref=view.get("booking_ref") or ""), say("next_steps", lang))
    if "failed" in note:
        if int(view.num("payment_attempts") or 0) >= MAX_PAYMENT_ATTEMPTS or view.flag("support_handoff"):
            return text(say("support_handoff", lang, ref=view.get("booking_ref") or ""))
        # the traveller read the system's message already (agent/payment_texts.py ALREADY_TOLD): only what is next
        return text(say("payment_retry_offer" if "screen already" in note else "payment_failed_status", lang))
    return text(say("post_help", lang) if view.stage == "POST_BOOKING" else say("explore_invite", lang))
