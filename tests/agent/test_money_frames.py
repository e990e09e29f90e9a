"""Every amount owed has a way to pay it on screen (issue 28): a reschedule's top-up QR."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from hypothesis import given, strategies as st

from agent.aftercare import AfterPayment
from agent.budget import REFERENCE_PER_USD
from agent.formatter import format_frames
from agent.messages import parse_frame
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from agent.tools.calls import ToolOutcome
from agent.tools.dispatch import prepare_remote

NOW = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)
QR = {
    "payment_intent_id": "pi_top",
    "amount": 129.0,
    "currency": "USD",
    "qr_code_url": "data:image/png;base64,AA",
    "expires_at": "2026-05-01T09:15:00+00:00",
    "purpose": "top_up",
}


def paid_state(balance: float = 129.0) -> ConversationState:
    state = ConversationState.new("s", NOW)
    state.state, state.payment_status = AgentState.POST_BOOKING, "CONFIRMED"
    state.booking_ref, state.booking_id, state.payment_intent_id = "DLG-7F3K2Q", "bk_1", "pi_booking"
    state.after_payment = AfterPayment(amount_paid_usd=258.0, balance_due_usd=balance, top_up_intent_id="pi_top")
    return state


def ok(name: str, data: dict[str, Any]) -> ToolOutcome:
    return ToolOutcome(tool_use_id="t", name=name, result={"success": True, "data": data})


def test_a_reschedule_that_leaves_money_to_pay_shows_its_qr() -> None:
    moved = {"booking_id": "bk_1", "rescheduled": True, "booking": {"people_count": 3}, "payment": QR}
    [frame] = format_frames("Done. The difference to pay is $129.", [ok("confirmReschedule", moved)], paid_state())
    assert (frame["type"], frame["purpose"], frame["payment_intent_id"]) == ("qr_payment", "top_up", "pi_top")
    assert frame["amount"] == 129.0 and frame["expires_at"] == QR["expires_at"] and frame["reserved_until"] is None
    assert frame["text"].startswith("Done.") and frame["booking_ref"] == "DLG-7F3K2Q"
    assert parse_frame(frame).type == "qr_payment"


def test_a_reschedule_with_nothing_to_pay_is_text() -> None:
    moved = {"booking_id": "bk_1", "rescheduled": True, "booking": {}, "payment": None}
    assert format_frames("Done.", [ok("confirmReschedule", moved)], paid_state(0))[0]["type"] == "text"


def test_asking_again_shows_the_same_top_up_and_keeps_the_paid_booking() -> None:
    state = paid_state()
    refused, backend_input = prepare_remote(state, "generatePaymentQR", {"booking_id": "bk_1"}, ["generatePaymentQR"])
    assert refused is None and backend_input["booking_id"] == "bk_1"
    data = {**QR, "booking_id": "bk_1", "payment_intent_id": "pi_top2"}  # the old one lapsed: a new intent
    apply_side_effects(state, "generatePaymentQR", {"booking_id": "bk_1"}, {"success": True, "data": data}, NOW)
    assert state.after_payment.top_up_intent_id == "pi_top2"
    assert (state.payment_intent_id, state.payment_status, state.payment_attempts) == ("pi_booking", "CONFIRMED", 0)
    [frame] = format_frames("Here it is.", [ok("generatePaymentQR", data)], state)
    assert (frame["type"], frame["purpose"], frame["payment_intent_id"]) == ("qr_payment", "top_up", "pi_top2")


def test_nothing_owed_after_payment_means_no_qr() -> None:
    refused, _ = prepare_remote(paid_state(0), "generatePaymentQR", {"booking_id": "bk_1"}, ["generatePaymentQR"])
    assert refused is not None and refused["error"]["code"] == "ALREADY_PAID" and refused["error"]["next_step"]


# ---- the traveller's currency beside USD on the cards and the confirmation (relay j22) ----
HELD_KH = {
    "booking_id": "bk_3ce",
    "booking_ref": "DLG-UYPFZQ",
    "status": "RESERVED",
    "reserved_until": "2026-05-01T09:15:00+00:00",
    "trip_id": "trip_013",
    "trip_name": "Bokor",
    "travel_date": "2027-01-22",
    "end_date": "2027-01-24",
    "people_count": 2,
    "total_usd": 298.0,
    "total_khr": 1221800,  # agent/display.py added it: the session shows riel
}


def held_in(language: str, data: dict[str, Any]) -> ConversationState:
    state = ConversationState.new("s", NOW, language=language)
    state.state = AgentState.BOOKING
    apply_side_effects(state, "createBooking", {}, {"success": True, "data": data}, NOW)
    return state


def test_a_riel_session_sees_the_total_in_riel_on_the_card_and_the_payment_confirmation() -> None:
    from agent.booking_card import payment_confirmed_frame

    state = held_in("KH", HELD_KH)
    held = next(f for f in format_frames("held", [ok("createBooking", HELD_KH)], state) if f["type"] == "booking_held")
    assert (held["total_usd"], held["total_local"], held["local_currency"]) == (298.0, 1221800, "KHR")
    paid = payment_confirmed_frame(state, "pi_1", 298.0)
    assert (paid["amount_usd"], paid["amount_local"], paid["local_currency"]) == (298.0, 1221800, "KHR")
    assert parse_frame(paid).type == "payment_confirmed"


def test_the_models_payment_notice_names_the_amount_in_both_currencies() -> None:
    from agent.money_frames import money_words
    from agent.payment_texts import payment_confirmed_note

    state = held_in("KH", HELD_KH)
    note = payment_confirmed_note(state.booking_ref, money_words(state, 298.0))
    # the prompt's own riel format, and no "as written" that would contradict it (issue 37)
    assert "$298 (1,221,800៛)" in note and "DLG-UYPFZQ" in note and "as written" not in note
    assert money_words(state, 149.0) == "$149 (610,900៛)"  # another amount: the booking total's rate


def test_a_usd_session_gets_no_local_fields_and_a_changed_total_drops_a_stale_figure() -> None:
    from agent.booking_card import payment_confirmed_frame
    from agent.money_frames import money_words

    english = held_in("EN", {k: v for k, v in HELD_KH.items() if k != "total_khr"})
    assert payment_confirmed_frame(english, "pi_1", 298.0)["amount_local"] is None
    assert money_words(english, 298.0) == "$298"
    chinese = held_in("ZH", {**{k: v for k, v in HELD_KH.items() if k != "total_khr"}, "total_cny": 2161})
    assert money_words(chinese, 298.0) == "$298（约2,161元）"  # the ZH rules' format, the card's figures
    state = held_in("KH", HELD_KH)
    apply_side_effects(state, "modifyBooking", {}, {"success": True, "data": {"booking": {"total_usd": 447.0}}}, NOW)
    assert payment_confirmed_frame(state, "pi_1", 447.0)["amount_local"] is None  # no riel figure for the new total


def test_the_older_confirmation_frame_carries_the_local_total_too() -> None:
    from agent.formatter import confirmation_frame

    state = held_in("KH", HELD_KH)
    frame = confirmation_frame("Paid.", state)
    assert (frame["status"], frame["total_usd"], frame["total_local"], frame["local_currency"]) == (
        "CONFIRMED",
        298.0,
        1221800,
        "KHR",
    )


def test_another_amount_is_converted_once_at_the_days_rate_not_a_rounded_totals() -> None:
    """Issue 37: amounts off by one yuan. A top-up of $159 in a session whose $298 total is 2,160.50 yuan
    (at 7.25): converted once from its own amount at the day's rate, to the fen."""
    from agent.display import DisplayTerms, convert_usd, in_travellers_terms
    from agent.money_frames import money_words

    result = in_travellers_terms(
        {"success": True, "data": {**{k: v for k, v in HELD_KH.items() if k != "total_khr"}}},
        DisplayTerms(currency="CNY"),
        7.25,
    )
    state = held_in("ZH", result["data"])
    assert state.booking_total_local is not None and state.booking_total_local["amount"] == convert_usd(
        298, "CNY", 7.25
    )
    assert money_words(state, 159.0) == f"$159（约{convert_usd(159, 'CNY', 7.25):,.2f}元）"


@given(
    currency=st.sampled_from(sorted(set(REFERENCE_PER_USD) - {"USD", "KHR", "CNY"})),
    cents=st.integers(min_value=100, max_value=500_000),
)
def test_an_english_notice_writes_a_local_amount_as_the_cards_do(currency: str, cents: int) -> None:
    """Invariant (relay 26: "(26,680 PHP)" in payment notices beside "₱26,680" on every card): an English
    notice writes the local figure with the currency's own sign when it has one, never its Latin code;
    a currency without a sign of its own keeps its code after the figure."""
    from agent.currency_words import SIGNS
    from agent.money_frames import money_words

    state = ConversationState.new("s", NOW, language="EN")
    state.display_currency = currency
    state.state = AgentState.BOOKING
    rate = REFERENCE_PER_USD[currency]
    held = {**HELD_KH, "total_khr": None, f"total_{currency.lower()}": round(298 * rate, 2), "shown_in": {"rate": rate}}
    apply_side_effects(state, "createBooking", {}, {"success": True, "data": held}, NOW)
    words = money_words(state, cents / 100)
    sign = SIGNS.get(currency)
    assert words.startswith("$") and (f"({sign}" in words) == bool(sign)
    assert (currency in words) == (sign is None)
