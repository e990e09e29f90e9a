"""The booking card: one card per booking reference that follows the booking's life (issue 22).

A reservation is not a confirmation. createBooking's frame is ``booking_held`` (state ``held``,
status RESERVED, with the hold deadline); after that, whenever the booking's state changes (a
payment fails or succeeds, the hold is about to end or ends, the trip is moved or cancelled) the
event log gets a ``booking_update`` frame for the same ``booking_ref``, which a page uses to
redraw that card (and its QR panel) in place. ``booking_confirmed`` is only ever sent for a paid
booking.

Card states: ``held`` (RESERVED, unpaid; ``payment`` says not_started / pending / failed),
``expiring`` (held, the hold ends in a few minutes), ``expired`` (the hold ended unpaid; ``payment``
is ``void``: the QR must not be paid), ``paid`` (CONFIRMED), ``moved`` (CONFIRMED, rescheduled), ``cancelled``.
The last card sent is kept in ``ConversationState.booking_card`` so an update is sent only when
something a traveller can see changed. Pure: the workflow calls :func:`with_card_update`.
"""

from __future__ import annotations

from typing import Any, Literal, Optional

from agent.card_account import account_lines, receipts
from agent.card_money import money_lines
from agent.messages import (
    BookingCard,
    BookingHeldMessage,
    BookingUpdateMessage,
    ContentFrame,
    PaymentConfirmedMessage,
)
from agent.money_frames import in_local, local_fields, result_local
from agent.payment_texts import HANDOFF_STEP
from agent.pending_change import confirmed_facts
from agent.prompts.i18n import khmer_digits
from agent.state import AgentState, ConversationState
from agent.support import SUPPORT_EMAIL, SUPPORT_PHONE

CardState = Literal["held", "expiring", "expired", "paid", "moved", "cancelled"]
CARD_FRAME_TYPES = ("booking_held", "booking_confirmed", "booking_update")
BOOKING_STATUS: dict[str, str] = {
    "held": "RESERVED",
    "expiring": "RESERVED",
    "expired": "EXPIRED",
    "paid": "CONFIRMED",
    "moved": "CONFIRMED",
    "cancelled": "CANCELLED",
}


def _iso(value: Any) -> Optional[str]:
    return value.isoformat() if hasattr(value, "isoformat") else (str(value) if value else None)


def replaced_ref(state: ConversationState) -> Optional[str]:
    """The reference whose hold expired unpaid just before this booking was made, if any."""
    ref = state.replaces_booking_ref
    return ref if ref and ref != state.booking_ref else None


def _payment_word(state: ConversationState, card: str) -> str:
    if card in ("held", "expiring", "expired"):
        return {"PENDING": "pending", "FAILED": "failed"}.get(state.payment_status or "", "not_started")
    refunds = state.after_payment.refunds if state.after_payment else []
    if card == "cancelled" and refunds:
        return "refunded" if all(r.status == "COMPLETED" for r in refunds) else "refund_pending"
    if card in ("paid", "moved") and state.after_payment is not None and state.after_payment.balance_due_usd > 0:
        return "balance_due"  # the change's top-up QR is not paid yet
    return "paid"


def _moved(state: ConversationState) -> bool:
    """A confirmed change moved the dates ("moved"); a group, length or activity change keeps "paid"
    (its card shows the new group and total; sessions from before ``last_change`` count any change)."""
    book = state.after_payment
    return book is not None and bool(book.changes) and (not book.last_change or "dates" in book.last_change)


def current_state(state: ConversationState, last: Optional[dict[str, Any]]) -> Optional[CardState]:
    """The card state of the session's booking now (the last card's booking when it was released)."""
    if state.booking_ref or state.booking_id:
        if state.payment_status == "CANCELLED":
            return "cancelled"
        if state.payment_status == "CONFIRMED":
            return "moved" if _moved(state) else "paid"
        if state.state == AgentState.PAYMENT:
            warned = (
                last is not None and last.get("state") == "expiring" and last.get("booking_ref") == state.booking_ref
            )
            return "expiring" if warned else "held"
        return None
    if last is None or last.get("state") not in ("held", "expiring"):
        return None
    return "expired" if state.expired_booking_ref == last.get("booking_ref") else "cancelled"


def card_of(state: ConversationState, card: CardState, last: Optional[dict[str, Any]] = None) -> BookingCard:
    """The card's fields for ``card`` from the session (or, once released, from the last card)."""
    if not (state.booking_ref or state.booking_id) and last is not None:
        kept = {
            k: last.get(k)
            for k in (
                "booking_ref",
                "booking_id",
                "trip_name",
                "travel_date",
                "end_date",
                "people_count",
                "total_usd",
                "total_local",
                "local_currency",
                "payment_intent_id",
                "replaces_booking_ref",
                "special_requests",
                "pickup_location",
                "pickup_time",
                "drop_off_place",
                "drop_off_time",
            )
        }
        payment = "void" if card == "expired" else "not_paid"  # an expired hold's QR must not be paid
        return BookingCard(**kept, state=card, status=BOOKING_STATUS[card], payment=payment)
    # the booking as the backend said it, never later preferences; while a change awaits its top-up, as paid
    facts = confirmed_facts(state)
    paid = state.current_ledger().amount_paid_usd  # relay travellers saw a paid card saying null
    account = card_account(state, card, facts.total_usd)
    return BookingCard(
        booking_ref=state.booking_ref,
        booking_id=state.booking_id,
        trip_name=state.selected_trip_name,
        state=card,
        status=BOOKING_STATUS[card],
        payment=_payment_word(state, card),
        reserved_until=_iso(state.reserved_until) if card in ("held", "expiring") else None,
        travel_date=facts.travel_date,
        end_date=facts.end_date,
        people_count=facts.people_count,
        total_usd=facts.total_usd,
        **local_fields(state, facts.total_usd, "total_local"),
        amount_paid_usd=paid if card in ("paid", "moved", "cancelled") else None,
        **top_up_lines(state, card),
        **money_lines(
            state.after_payment, card, lambda usd: (in_local(state, usd) or (None, None))[1]
        ),  # paid in total, refund on its way, kept (relay 10)
        account=account,
        receipts=receipts(state.current_ledger(), account, lambda usd: (in_local(state, usd) or (None, None))[1]),
        replaces_booking_ref=replaced_ref(state),  # every card of a rebook, paid ones too (relay j8)
        payment_intent_id=state.payment_intent_id,
        **top_up_intents(state),
        special_requests=state.booking_special_requests or None,
        **_pickup(state.booking_pickup, facts.pickup_location),
        **_drop_off(state.booking_drop_off),
    )


def card_account(
    state: ConversationState, card: str, paid_for_total: Optional[float]
) -> Optional[list[dict[str, Any]]]:
    """The card's money as one account (agent/card_account.py): the trip's price is the booking's as changed while
    a confirmed change's top-up waits (what paying it completes), else the total the card shows."""
    book = state.current_ledger()
    price = state.booked_facts().total_usd if book.balance_due_usd > 0 else paid_for_total
    return account_lines(book, card, price, lambda usd: (in_local(state, usd) or (None, None))[1])


def top_up_lines(state: ConversationState, card: str) -> dict[str, Any]:
    """While a confirmed change's top-up waits: what is owed and the booking's total once it is paid, as the
    booking record says them (its ``balance_due_usd`` and total), so the card's paid + owed = total after the
    top-up (relay 49 L717: "Total $667.80", "top-up to pay", and no word of the $126 or the $793.80 agreed)."""
    book = state.after_payment
    if card not in ("paid", "moved") or book is None or book.balance_due_usd <= 0:
        return {}
    after = state.booked_facts().total_usd
    paid = book.amount_paid_usd
    lines = {
        "balance_due": book.balance_due_usd,
        **({"total_after_top_up": after} if after is not None else {}),
        **({"amount_paid": paid} if paid is not None else {}),
    }
    said = {f"{stem}_usd": usd for stem, usd in lines.items() if stem != "amount_paid"}  # that one: the card's own
    return said | {f"{stem}_local": (in_local(state, usd) or (None, None))[1] for stem, usd in lines.items()}


def top_up_intents(state: ConversationState) -> dict[str, Optional[list[str]]]:
    """The booking's top-up QRs by their own payment: paid, or withdrawn with their change (nothing charged).
    A page settles a top-up QR only by these, never by the booking's paid state (a withdrawn top-up's QR
    once said "paid")."""
    book = state.after_payment
    paid = list(book.paid_top_ups) if book is not None else []
    withdrawn = list(book.withdrawn_top_ups) if book is not None else []
    return {"paid_top_up_intent_ids": paid or None, "withdrawn_top_up_intent_ids": withdrawn or None}


def _pickup(booked: Any, place: Optional[str]) -> dict[str, Optional[str]]:
    """The card's pickup: the booking's (location, time) when the backend gave one, else the booked place."""
    pickup = booked if isinstance(booked, dict) else {}
    location, time = pickup.get("location") or place, pickup.get("time")
    return {
        "pickup_location": str(location) if location else None,
        "pickup_time": str(time) if time else None,
    }


def _drop_off(booked: Any) -> dict[str, Optional[str]]:
    """The card's drop-off: where and when the trip ends, as the booking's drop_off says it."""
    end = booked if isinstance(booked, dict) else {}
    place, time = end.get("place"), end.get("time")
    return {"drop_off_place": str(place) if place else None, "drop_off_time": str(time) if time else None}


def payment_confirmed_frame(state: ConversationState, payment_intent_id: str, amount_usd: Any) -> dict[str, Any]:
    """The ``payment_confirmed`` frame (without its text) for the session's booking, just paid."""
    return PaymentConfirmedMessage(
        booking_ref=state.booking_ref,
        booking_id=state.booking_id,
        payment_intent_id=payment_intent_id,
        trip_name=state.selected_trip_name,
        amount_usd=amount_usd,
        **local_fields(state, amount_usd, "amount_local"),
        replaces_booking_ref=replaced_ref(state),
    ).frame()


# fields a card carries only when set: a card kept before they existed compares equal without them
_WHEN_SET = ("paid_top_up_intent_ids", "withdrawn_top_up_intent_ids", "drop_off_place", "drop_off_time")


def _visible(card: dict[str, Any]) -> dict[str, Any]:
    return {
        k: v
        for k, v in card.items()
        if k not in ("type", "text", "minutes_left", "hold_renewed") and not (k in _WHEN_SET and v is None)
    }


def held_frame(text: str, data: dict[str, Any], state: ConversationState) -> Optional[ContentFrame]:
    """The formatter's frame for a createBooking result: a held reservation."""
    if not data.get("booking_id"):
        return None
    people = data.get("people_count")
    total = data.get("total_usd")
    same = state.booking_id == data["booking_id"]  # a QR made in the same turn is already pending
    return BookingHeldMessage(
        text=text,
        booking_id=data["booking_id"],
        booking_ref=data.get("booking_ref"),
        trip_name=data.get("trip_name") or state.selected_trip_name,
        state="held",
        status=str(data.get("status") or "RESERVED"),
        payment=_payment_word(state, "held") if same else "not_started",
        payment_intent_id=state.payment_intent_id if same else None,
        reserved_until=_iso(data.get("reserved_until")) or _iso(state.reserved_until),
        travel_date=data.get("travel_date"),
        end_date=data.get("end_date"),
        people_count=people if isinstance(people, int) and not isinstance(people, bool) else None,
        total_usd=float(total) if isinstance(total, (int, float)) and not isinstance(total, bool) else None,
        **result_local(state, data, "total_usd", "total_local"),  # the result's own figure (relay 10)
        replaces_booking_ref=replaced_ref(state),
        hold_renewed=data.get("hold_renewed") is True,
        special_requests=data.get("special_requests") or state.booking_special_requests or None,
        **_pickup(data.get("pickup") or state.booking_pickup, state.pickup_location),
        **_drop_off(data.get("drop_off") or state.booking_drop_off),
    )


def with_card_update(state: ConversationState, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``events`` with a ``booking_update`` first when the booking's card changed since the last
    card sent; a card frame among ``events`` (booking_held, booking_confirmed) is the new card."""
    sent = next((e for e in reversed(events) if e.get("type") in CARD_FRAME_TYPES), None)
    if sent is not None:  # the card the page now shows; compared later as the session sees it
        card = current_state(state, None) if sent.get("booking_ref") == state.booking_ref else None
        state.booking_card = _visible(card_of(state, card).frame()) if card else _visible(sent)
        return events
    last = state.booking_card
    card = current_state(state, last)
    if card is None:
        return events
    frame = card_of(state, card, last).model_dump(mode="json")
    if last is not None and _visible(frame) == last:
        return events
    update = BookingUpdateMessage(**{k: v for k, v in frame.items() if k != "type"}).frame()
    state.booking_card = _visible(update)
    return [update, *events]


def expiring_frame(state: ConversationState, minutes_left: int, text: str) -> dict[str, Any]:
    """The warning a few minutes before the hold ends (state ``expiring``)."""
    frame = card_of(state, "expiring").model_dump(mode="json")
    update = BookingUpdateMessage(**{k: v for k, v in frame.items() if k != "type"}, minutes_left=minutes_left)
    update.text = text
    state.booking_card = _visible(update.frame())
    return update.frame()


HOLD_WARNING_MINUTES = 3
HOLD_WARNING_TEXT = {
    "EN": "Your reservation {ref} is held for {minutes} more minutes. Pay with the QR code above before "
    "then, or the hold ends and the QR code stops working.",
    # the polite address and Khmer digits of every other KH text (relay j22 saw "អ្នក" and "3")
    "KH": "ការកក់ {ref} របស់លោក/លោកស្រីនៅរក្សាទុក {minutes} នាទីទៀត។ សូមបង់ប្រាក់ដោយកូដ QR ខាងលើមុនពេលនោះ "
    "បើមិនដូច្នោះទេ ការរក្សាទុកនឹងផុតកំណត់ ហើយកូដ QR នឹងលែងប្រើបាន។",
    "ZH": "您的预订 {ref} 还将保留 {minutes} 分钟。请在此之前用上方的二维码付款，否则保留结束，二维码将失效。",
}
# after a failed payment the QR above is not the way to pay (relay j34: "pay with the QR above"
# fifteen seconds after that QR's payment failed)
HOLD_WARNING_AFTER_FAILURE = {
    "EN": "Your reservation {ref} is held for {minutes} more minutes. The last payment did not go through: "
    "ask here for a new QR code and pay before then.",
    "KH": "ការកក់ {ref} របស់លោក/លោកស្រីនៅរក្សាទុក {minutes} នាទីទៀត។ ការបង់ប្រាក់លើកមុនមិនបានសម្រេច៖ "
    "សូមប្រាប់យើងនៅទីនេះ ដើម្បីទទួលកូដ QR ថ្មី ហើយបង់ប្រាក់មុនពេលនោះ។",
    "ZH": "您的预订 {ref} 还将保留 {minutes} 分钟。上次付款未成功：请在这里告诉我们，我们会生成新的二维码，请在此之前付款。",
}


# after the third failed payment support takes over: no QR code, neither the one shown nor a new one
# (issue 41: the banner said "ask here for a new QR code" while the rules handed over to support)
HOLD_WARNING_AFTER_HANDOFF = {
    "EN": "Your reservation {ref} is held for {minutes} more minutes. The payment did not go through three "
    "times: DerLg support will help you complete it ({email}, {phone}).",
    "KH": "ការកក់ {ref} របស់លោក/លោកស្រីនៅរក្សាទុក {minutes} នាទីទៀត។ ការបង់ប្រាក់មិនបានសម្រេចបីដងហើយ៖ "
    "ក្រុមការងារជំនួយ DerLg នឹងជួយលោក/លោកស្រីបញ្ចប់ការកក់ ({email}, {phone})។",
    "ZH": "您的预订 {ref} 还将保留 {minutes} 分钟。付款已三次未成功：DerLg 客服将协助您完成付款（{email}，{phone}）。",
}


def hold_warning(state: ConversationState, minutes_left: int) -> tuple[dict[str, Any], str]:
    """The ``expiring`` card with the traveller's warning, and the model's notice text."""
    lang = state.preferred_language
    handoff = state.support_handoff
    if handoff:
        texts = HOLD_WARNING_AFTER_HANDOFF
    else:
        texts = HOLD_WARNING_AFTER_FAILURE if state.payment_status == "FAILED" else HOLD_WARNING_TEXT
    text = texts.get(lang, texts["EN"]).format(
        ref=state.booking_ref or "",
        minutes=khmer_digits(minutes_left) if lang == "KH" else minutes_left,
        email=SUPPORT_EMAIL,
        phone=SUPPORT_PHONE,
    )
    if handoff:
        what_next = f"the payment failed three times, so support takes over: {HANDOFF_STEP}"
    else:
        what_next = (
            "remind them to pay with the QR code shown; do not create a new booking while this hold is live, nor "
            "a new QR unless the last payment failed (then generatePaymentQR, as the PAYMENT rules say)"
        )
    note = (
        f"The payment hold of booking {state.booking_ref} ends in {minutes_left} minutes (reserved_until "
        f"{_iso(state.reserved_until)}); the traveller was warned on screen. If they write, {what_next}. If it "
        "ends unpaid, the same booking can be held again on the same reference (the hold_expired notice will "
        "say how)."
    )
    return expiring_frame(state, minutes_left, text), note
