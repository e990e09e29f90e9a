"""After payment: what the session knows about a paid booking, how the post-booking tools change
it, and the POST_BOOKING lines of the model's context (seed 003 stage 7, issue 13).

Pure. The backend's rules (refund tiers, reschedule fees, quotes) live in the backend; the sandbox's
are in ``sandbox/policy.py`` and are summarised here for the model as ``POLICY_SUMMARY``.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any, Optional

from agent.booking_records import AfterPayment, BookedFacts, IssuedQuote, RefundRecord
from agent.consent_choice import issue
from agent.consent_dates import quote_facts
from agent.consent_figures import figures_of
from agent.display import display_currency
from agent.money_frames import record_local_total
from agent.needs import record_plan_effort
from agent.paid_parts import paid_account
from agent.payment_records import sync_payments, top_up_seen
from agent.pending_change import confirmed_facts, paid_for_of, pending_line
from agent.refund_sync import local_twin, refund_facts, sync_refunds
from agent.rounding import half_up
from agent.status_words import AWAITING, context_status_note, in_words
from agent.timefmt import by_deadline, format_local, local_moment as _local, zone_label
from agent.trip_facts import follow_trip_facts, pickup_moved

if TYPE_CHECKING:
    from agent.state import ConversationState

POLICY_SUMMARY = (
    "Cancellation of a paid booking: 30+ days before the travel date (Cambodia time) 100% refund, "
    "7-29 days 50%, under 7 days no refund; not possible on or after the travel date. After a move the "
    "refund tier counts from the earlier of the original and the current travel date. Changes (previewReschedule): "
    "up to 2 days before travel; new dates at least 2 days ahead with seats left, free 7+ days before "
    "travel, otherwise $15 per paying traveller (under 4 free); who joins pays their own price (adult, child by age), who "
    "leaves frees theirs at the refund tier; a longer trip or an added activity is priced like a new "
    "booking (top-up QR); an unpaid top-up can be withdrawn (withdrawTopUp). Every quote states the refund "
    "terms after the change."
)
MAX_REFUNDS = 20


def ledger(state: ConversationState) -> AfterPayment:
    if state.after_payment is None:
        state.after_payment = state.current_ledger()
    return state.after_payment


def _refund(ledger_: AfterPayment, data: Any, currency: Optional[str] = None) -> None:
    if not isinstance(data, dict) or not data.get("refund_id"):
        return
    old = next((r for r in ledger_.refunds if r.refund_id == str(data["refund_id"])), None)
    local = local_twin(data, "amount", currency)
    record = RefundRecord(
        refund_id=str(data["refund_id"]),
        amount_usd=float(data.get("amount_usd") or 0),
        status=str(data.get("status") or "PENDING"),
        reason=data.get("reason"),
        expected_by=data.get("expected_by"),
        amount_local=local if local is not None else (old.amount_local if old else None),
        **refund_facts(data, old),
    )
    ledger_.refunds = [r for r in ledger_.refunds if r.refund_id != record.refund_id] + [record]
    del ledger_.refunds[:-MAX_REFUNDS]


def information_only(kind: str, inp: dict[str, Any], data: dict[str, Any]) -> bool:
    """A cancellation or change previewed for information only ("what would I get back if I cancelled?",
    "what if my sister didn't come?")."""
    return kind in ("cancellation", "reschedule") and "information" in (inp.get("purpose"), data.get("purpose"))


def _issued(kind: str, amount_key: str):
    def handler(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
        if not data.get("quote_id"):
            return
        refund = data.get("refund_usd")
        # a change that refunds is remembered by its refund, never as "$0" (relay 4)
        key = "refund_usd" if isinstance(refund, (int, float)) and refund > 0 else amount_key
        amount = data.get(key)
        issued = IssuedQuote(
            quote_id=str(data["quote_id"]),
            turn=state.turn,
            amount_usd=float(amount) if amount is not None else None,
            amount_is="refund" if key == "refund_usd" else "due",
            # an information preview takes the place of any quote of its kind: nothing of it is left to confirm
            purpose="information" if information_only(kind, inp, data) else None,
            **quote_facts(kind, inp, data, state.activity_action),  # what it does and its dates (agent.consent_dates)
            figures=figures_of(kind, inp, data, state.figures_effect) if state.figures_consent else None,
        )
        ledger(state).quotes[kind] = issue(ledger(state), kind, issued)  # options beside it (agent.consent_choice)

    return handler


def record_booked(state: ConversationState, booking: dict[str, Any]) -> None:
    """The booking as the backend describes it: what the booking card shows (never preferences)."""
    old = state.booked or BookedFacts()
    group: dict[str, Any] = booking["group"] if isinstance(booking.get("group"), dict) else {}
    people = booking.get("people_count")
    total = booking.get("total_usd")
    state.booked = BookedFacts(
        travel_date=booking.get("travel_date") or old.travel_date,
        end_date=booking.get("end_date") or old.end_date,
        people_count=int(people) if isinstance(people, int) else old.people_count,
        adults=group.get("adults", old.adults),
        children_ages=group.get("children_ages", old.children_ages),
        total_usd=float(total) if isinstance(total, (int, float)) else old.total_usd,
        pickup_location=booking.get("pickup_location") or old.pickup_location,
    )


def _follow_booking(state: ConversationState, booking: dict[str, Any]) -> AfterPayment:
    """The session after the backend changed the paid booking (a change, a withdrawn top-up): its
    dates, group, total and money, as the backend says them."""
    book = ledger(state)
    follow_trip_facts(state, booking)  # its dates, duration and pickup (relay 26 req 34)
    # the harder days of the plan as changed (relay 32 req 33: an added day 4 missing from plan_vs_needs)
    record_plan_effort(state, booking.get("trip_id") or state.selected_trip_id, booking)
    if booking.get("people_count") is not None:
        state.people_count = int(booking["people_count"])
    group: dict[str, Any] = booking["group"] if isinstance(booking.get("group"), dict) else {}
    if group.get("adults") is not None:  # the group travelling is the booking's now
        state.adults, state.children_ages = int(group["adults"]), list(group.get("children_ages") or [])
    if booking.get("total_usd") is not None:
        state.quoted_total_usd = float(booking["total_usd"])
    if booking.get("amount_paid_usd") is not None:
        book.amount_paid_usd = float(booking["amount_paid_usd"])
    book.balance_due_usd = float(booking.get("balance_due_usd") or 0)
    owed: dict[str, Any] = booking["pending_top_up"] if isinstance(booking.get("pending_top_up"), dict) else {}
    book.top_up_pay_by = str(owed["pay_by"]) if owed.get("pay_by") else None
    book.paid_for = paid_for_of(booking)
    book.charges_usd = float(booking.get("charges_usd") or 0)
    book.change_fees_usd = float(booking.get("change_fees_usd") or 0)
    for key in ("kept_usd", "paid_in_total_usd", "refunds_pending_usd"):
        if isinstance(booking.get(key), (int, float)):
            setattr(book, key, float(booking[key]))
    currency = _currency(state)
    book.money_local = {
        stem: value
        for stem in ("paid_in_total", "charges", "kept", "refunds_pending", "change_fees")
        if (value := local_twin(booking, stem, currency)) is not None
    }
    record_local_total(state, booking)  # the card's local total is the result's own figure (relay 10)
    sync_refunds(book, booking.get("refunds_started"), currency)  # lowered or completed since
    sync_payments(book, booking.get("payments"), currency)  # the card's list of payments
    if isinstance(booking.get("last_change"), list):
        book.last_change = [str(w) for w in booking["last_change"]]
    record_booked(state, booking)
    # the booking changed: every priced quote is stale; a new pickup put to the traveller is not
    # (it has no price; relay 6: a move confirmed meanwhile wiped it and the traveller said yes four times)
    for kind in [k for k in book.quotes if k != "pickup"]:
        del book.quotes[kind]
    return book


def confirm_reschedule(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    booking = data.get("booking")
    if not data.get("rescheduled") or not isinstance(booking, dict):
        return
    book = _follow_booking(state, booking)
    if booking.get("special_requests"):  # with the requests that waited with its quote (sandbox/joiner_requests.py)
        state.booking_special_requests = booking["special_requests"]
    if isinstance(data.get("changes"), list):
        book.last_change = [str(w) for w in data["changes"]]
    payment = data.get("payment")
    if isinstance(payment, dict) and payment.get("payment_intent_id"):
        book.top_up_intent_id = payment["payment_intent_id"]
        book.top_up_expires_at = payment.get("expires_at")
        book.top_up_failures = 0  # a new top-up owed: its own failures (agent.top_up_failures)
    book.changes += 1
    _refund(book, data.get("refund"), _currency(state))


def _currency(state: ConversationState) -> Optional[str]:
    return display_currency(state.preferred_language, state.display_currency)


def withdraw_top_up(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    """The unpaid change was withdrawn (withdrawTopUp): the booking is as it was, its top-up QR is dead."""
    if data.get("withdrawn") and isinstance(data.get("booking"), dict):
        change_withdrawn(state, data["booking"])


def change_withdrawn(state: ConversationState, booking: dict[str, Any]) -> None:
    """The session after the backend withdrew the unpaid change (withdrawTopUp, or unpaid past its pay_by)."""
    book = _follow_booking(state, booking)
    if book.top_up_intent_id and book.top_up_intent_id not in book.withdrawn_top_ups:
        book.withdrawn_top_ups = (book.withdrawn_top_ups + [book.top_up_intent_id])[-MAX_REFUNDS:]
    book.top_up_intent_id, book.top_up_expires_at, book.top_up_pay_by = None, None, None
    book.changes, book.top_up_failures = max(book.changes - 1, 0), 0


def change_pickup(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    """The booking's pickup moved (its place, or only its time): the card, the reminder and the model cite the
    new one."""
    if not pickup_moved(data):
        return
    book = state.after_payment
    if book is not None:
        book.quotes.pop("pickup", None)  # the change put to the traveller is made (agent.pickup_consent)
    state.pickup_location = str(data.get("pickup_location") or state.pickup_location or "") or None
    if isinstance(data.get("pickup"), dict):
        state.booking_pickup = data["pickup"]
    if isinstance(data.get("booking"), dict):
        record_booked(state, data["booking"])


def confirm_cancellation(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    if not data.get("cancelled"):
        return
    book = ledger(state)
    book.status = "CANCELLED"
    book.balance_due_usd = 0.0
    book.top_up_intent_id, book.top_up_expires_at, book.top_up_pay_by = None, None, None
    book.quotes.clear()
    state.payment_status = "CANCELLED"  # no trip timers any more (workflows/reminder.py)
    kept = data.get("kept_usd")
    book.kept_usd = float(kept) if isinstance(kept, (int, float)) and not isinstance(kept, bool) else None
    paid = data.get("paid_in_total_usd")
    if isinstance(paid, (int, float)) and not isinstance(paid, bool):
        book.paid_in_total_usd = float(paid)
    sync_payments(book, data.get("payments"), _currency(state))
    _refund(book, data.get("refund"), _currency(state))
    sync_refunds(book, data.get("refunds_started"), _currency(state))  # every refund as the booking lists it now


def refund_status(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    if state.after_payment is None and not data.get("refunds"):
        return
    book = ledger(state)
    if data.get("booking_status") == "CANCELLED":
        book.status = "CANCELLED"
    if not inp.get("refund_id"):  # every refund of the booking: one no longer listed was spent whole
        sync_refunds(book, data.get("refunds"), _currency(state))
    for refund in data.get("refunds") or []:
        _refund(book, refund, _currency(state))


def top_up_due(state: ConversationState) -> bool:
    """A reschedule left money to pay on the paid booking (generatePaymentQR shows its QR)."""
    book = state.after_payment
    return book is not None and book.status == "CONFIRMED" and book.balance_due_usd > 0


def top_up_qr_issued(state: ConversationState, data: dict[str, Any]) -> None:
    """generatePaymentQR answered with the top-up QR (maybe a new intent after the old one lapsed)."""
    if data.get("payment_intent_id"):
        book = ledger(state)
        book.top_up_intent_id = str(data["payment_intent_id"])
        book.top_up_expires_at = data.get("expires_at")


def top_up_paid(state: ConversationState, amount: Optional[float], at: Optional[datetime] = None) -> None:
    """The reschedule's top-up payment succeeded (payment_event for ``top_up_intent_id``, ``at`` when seen)."""
    book = ledger(state)
    paid = amount if amount is not None else book.balance_due_usd
    top_up_seen(book, book.top_up_intent_id, paid, at)
    book.amount_paid_usd = half_up((book.amount_paid_usd or 0) + paid)
    if book.paid_in_total_usd is not None:
        book.paid_in_total_usd = half_up(book.paid_in_total_usd + paid)
        book.money_local.pop("paid_in_total", None)  # that figure was for the payments before this one
    book.balance_due_usd = half_up(max(book.balance_due_usd - paid, 0.0))
    if book.top_up_intent_id:
        book.paid_top_ups = (book.paid_top_ups + [book.top_up_intent_id])[-MAX_REFUNDS:]
    book.top_up_intent_id, book.top_up_expires_at, book.top_up_pay_by = None, None, None
    book.top_up_failures = 0
    book.paid_for = None  # the change is paid: the booking as changed is what is confirmed


HANDLERS = {
    "previewReschedule": _issued("reschedule", "amount_due_usd"),
    "previewCancellation": _issued("cancellation", "refund_usd"),
    "confirmReschedule": confirm_reschedule,
    "confirmCancellation": confirm_cancellation,
    "getRefundStatus": refund_status,
    "withdrawTopUp": withdraw_top_up,
    "changePickup": change_pickup,
}


def pickup_line(state: ConversationState) -> Optional[str]:
    """The booking's pickup as the backend gave it (time and meeting point), for the model to cite."""
    pickup = state.booking_pickup or {}
    if not pickup.get("meeting_point"):
        return None
    when = f"{pickup['time']} {pickup.get('time_zone') or ''} on day 1".strip() if pickup.get("time") else "no pickup"
    return f"- pickup: {when}; {pickup['meeting_point']}"


def status_lines(state: ConversationState) -> list[str]:
    """Booking, payment and refund status, each in its own word (issue 22): ``payment_status``
    above is the session's payment field (CONFIRMED = paid), these lines say what each thing is."""
    if not (state.booking_ref or state.booking_id):
        return []
    from agent.booking_card import BOOKING_STATUS, current_state  # booking_card imports the state

    card = current_state(state, state.booking_card)
    if card is None:
        return []
    attempts = f", failed payment attempts: {state.payment_attempts} of 3 allowed" if state.payment_attempts else ""
    book = state.after_payment
    owed = book.balance_due_usd if book is not None and card in ("paid", "moved") else 0
    back = half_up(sum(r.amount_usd for r in book.refunds if r.status != "COMPLETED")) if book else 0
    # what is owed either way, said together (relay 4: a $96 top-up asked while $189 was still due back)
    # to the payment(s) that paid for what it frees (refund_to in the results), not "to the traveller"
    on_the_way = f"; a refund of ${back:g} is on its way back to the payment(s) it names" if back else ""
    # never "paid" while a balance is due (relay 20 req 38: "payment: paid" beside a $515.2 top-up unpaid)
    paid_word = (
        f"balance due: {awaiting(book, state.time_zone)}; the price before it is paid" if owed and book else "paid"
    )
    payment = {
        "held": {"PENDING": "QR shown, not paid yet", "FAILED": "last attempt failed, not paid"}.get(
            state.payment_status or "", "not paid yet"
        ),
        "paid": paid_word + on_the_way,
    }.get({"expiring": "held", "moved": "paid"}.get(card, card), "paid before the cancellation" + on_the_way)
    if card in ("paid", "moved", "cancelled"):
        attempts = ""
    status = BOOKING_STATUS[card]
    said = context_status_note(status, owed, book.top_up_pay_by if book else None, state.preferred_language)
    change = change_words(state, card)
    if pending_line(state, change):  # confirmed is what is paid; the change apart (relay 38 req 40)
        change = f"as paid; {change}: awaits its top-up"
    change = f"{change}; {said}" if said else change
    return [f"- booking_status: {status} ({change}); payment: {payment}{attempts}"]


def awaiting(book: AfterPayment, zone: Optional[str]) -> str:
    """ "change awaiting payment of $X by <time>" for a paid booking whose last change's top-up is unpaid."""
    amount = f"{book.balance_due_usd:g}"
    if book.top_up_pay_by:  # the status words' own sentence (agent.status_words.AWAITING)
        return f"{AWAITING[0].format(amount=amount, by=_local(book.top_up_pay_by, zone))} (a top-up not paid yet)"
    return f"change awaiting payment of ${amount} (a top-up not paid yet)"


def change_words(state: ConversationState, card: str) -> str:
    """What the booking's card state means in words: "moved" only when its dates moved (issue 37:
    "CONFIRMED (moved)" after a sister joined and no date moved)."""
    book = state.after_payment
    if card not in ("paid", "moved") or book is None or not book.changes or not book.last_change:
        return card
    words = {"dates": "moved", "group": "group changed", "length": "length changed", "activity": "activity added"}
    return ", ".join(words.get(w, w) for w in book.last_change)


def context_lines(state: ConversationState, now: Optional[datetime], support_contact: Optional[str]) -> list[str]:
    """Extra ``- key: value`` lines for the model: the zone always; the booking after payment."""
    zone = state.time_zone
    lines = [f"- time_zone: {zone_label(zone, now)}: every time you write is in this zone"]
    if now is not None:
        lines.append(f"- now_local: {format_local(now, zone)}")
    if state.reserved_until is not None and state.payment_status not in ("CONFIRMED", "CANCELLED"):
        lines.append(f"- reserved_until_local: {format_local(state.reserved_until, zone)}")
    lines.extend(status_lines(state))
    paid = state.payment_status in ("CONFIRMED", "CANCELLED") and bool(state.booking_ref or state.booking_id)
    # from the booking on: a doubt before paying ("is this a scam?") gets an independent channel (relay j32)
    wanted = bool(support_contact) and (paid or state.state in ("BOOKING", "PAYMENT"))
    support = [f"- support_contact: {support_contact}"] if wanted else []
    if not paid:
        return lines + support
    book = state.current_ledger()
    facts = confirmed_facts(state)  # while a top-up is owed: what is paid (agent.pending_change)
    lang = state.preferred_language
    kids = f" incl. children aged {', '.join(map(str, facts.children_ages))}" if facts.children_ages else ""
    lines.append(
        f"- paid_booking: ref {state.booking_ref or state.booking_id}, {state.selected_trip_name or state.selected_trip_id}, "
        f"{facts.travel_date} to {facts.end_date}, {facts.people_count} people{kids}, total ${facts.total_usd}"
        f"{paid_account(book, facts.total_usd, lang)}, status {in_words('status', book.status, lang)}"
    )
    pickup = pickup_line(state)
    if pickup:
        lines.append(pickup)
    if book.balance_due_usd:
        short = book.top_up_expires_at and not by_deadline(book.top_up_expires_at, book.top_up_pay_by)
        expires = f", its QR code (not a deadline) works until {_local(book.top_up_expires_at, zone)}" if short else ""
        if book.top_up_expiry_told and book.top_up_expiry_told == book.top_up_intent_id:
            expires = f", its QR EXPIRED at {book.top_up_expires_at} unpaid (the traveller was told): the change stands"
        lines.append(f"- balance_due_usd: {book.balance_due_usd}")
        lines.extend(
            pending_line(state, change_words(state, "paid"))
        )  # the change awaiting it, apart from what is confirmed
        if book.top_up_pay_by:  # relay 14 req 26: the unpaid change had no end
            lines.append(
                f"- top_up_deadline: {_local(book.top_up_pay_by, zone)}: unpaid by then, the change is withdrawn "
                "(the booking as it was before it, nothing charged)"
            )
        lines.append(
            f"- top_up_payment: intent {book.top_up_intent_id}, the last change's top-up, not paid{expires}; "
            "generatePaymentQR gives its QR (a new one once expired), withdrawTopUp undoes that change with "
            "nothing charged"
        )
    for refund in book.refunds[-3:]:
        reason = in_words("reason", refund.reason, lang)
        if refund.status == "COMPLETED":
            lines.append(f"- refund: {refund.refund_id} ${refund.amount_usd} refunded ({reason})")
        elif refund.status == "NETTED":  # all of it taken off a change's top-up at the traveller's choice
            lines.append(f"- refund: {refund.refund_id} ({reason}) netted into a top-up: nothing left to pay out")
        else:
            lines.append(
                f"- refund: {refund.refund_id} ${refund.amount_usd} {in_words('status', refund.status, lang)} "
                f"({reason}), not refunded yet, expected by {_local(refund.expected_by, zone)}"
            )
    return lines + support
