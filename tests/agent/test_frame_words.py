"""Every frame builder, fed the sandbox's own Khmer and Chinese results: no raw enum or status value
("RESERVED", "held", "moderate", "typical_for_season") in a field a traveller reads. Such values
travel only in the key fields the page translates (agent/frame_keys.py, docs/contract.md)."""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Any, get_args

import pytest

from agent.booking_card import CardState, card_of, hold_warning
from agent.formatter import PRIORITY, confirmation_frame
from agent.frame_keys import raw_values
from agent.money_frames import record_local_total
from agent.quote_card import quote_frame
from agent.state import AgentState, ConversationState
from tests.sandbox.support import START, TRAVEL, Sandbox


def _results(lang: str) -> dict[str, dict[str, Any]]:
    """One result of every tool that draws a card, as the sandbox answers a ``lang`` session."""
    return _results_from(Sandbox(), lang)


def _results_from(sb: Sandbox, lang: str) -> dict[str, dict[str, Any]]:
    run = lambda tool, body: sb.data(tool, body, lang=lang)  # noqa: E731
    wishes = {
        "mood": "curious",
        "environment": "TEMPLE",
        "duration_days": 3,
        "people_count": 2,
        "budget_usd": {"min": 100, "max": 600},
    }
    trips = run("getTripSuggestions", {**wishes, "departure_city": "Phnom Penh"})
    trip_id = trips["trips"][0]["id"]
    itinerary = run("getTripItinerary", {"trip_id": trip_id})
    hotel_id = next(d["hotel_id"] for d in itinerary["itinerary"] if d["hotel_id"])
    book = {"trip_id": trip_id, "travel_date": TRAVEL, "people_count": 2}
    preview = {**run("previewBooking", book), "quote_id": "Q-booking-1-1"}  # the agent's quote id
    booking = run(
        "createBooking",
        {
            **book,
            "end_date": preview["end_date"],
            "customer_name": "Sokha",
            "customer_phone": "+85512345678",
            "pickup_location": "Pub Street",
        },
    )
    qr = run("generatePaymentQR", {"booking_id": booking["booking_id"]})
    return {
        "getTripSuggestions": trips,
        "getTripItinerary": itinerary,
        "getTripImages": run("getTripImages", {"trip_id": trip_id}),
        "getHotelDetails": run("getHotelDetails", {"hotel_id": hotel_id}),
        "getWeatherForecast": run("getWeatherForecast", {"destination": "Siem Reap", "date": "2026-12-20"}),
        "compareTrips": run("compareTrips", {"trip_ids": [t["id"] for t in trips["trips"]]}),
        "estimateBudget": run("estimateBudget", {"trip_type": "standard", "duration_days": 3, "people_count": 2}),
        "previewBooking": preview,
        "createBooking": booking,
        "generatePaymentQR": qr,
        "checkPaymentStatus": {**run("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]}),
                               "status": "SUCCEEDED"},
    }  # fmt: skip


def _session(lang: str, results: dict[str, dict[str, Any]]) -> ConversationState:
    state = ConversationState.new("s-words", START)
    state.preferred_language = lang  # type: ignore[assignment]
    booking = results["createBooking"]
    state.state = AgentState.PAYMENT
    state.booking_id, state.booking_ref = booking["booking_id"], booking["booking_ref"]
    state.selected_trip_name = booking.get("trip_name")
    state.travel_dates = {"start": booking.get("travel_date"), "end": booking.get("end_date")}
    state.people_count, state.quoted_total_usd = 2, booking.get("total_usd")
    state.reserved_until = START + timedelta(minutes=15)
    state.payment_status = "CONFIRMED"
    record_local_total(state, booking)
    return state


@pytest.fixture(scope="module", params=["KH", "ZH"])
def session(request: pytest.FixtureRequest) -> tuple[ConversationState, dict[str, dict[str, Any]]]:
    results = _results(request.param)
    return _session(request.param, results), results


def test_every_formatter_builder_keeps_raw_values_in_key_fields(session) -> None:
    state, results = session
    built = 0
    for names, build in PRIORITY:
        for name in names:
            if name not in results:
                continue
            data = results[name]
            frame = quote_frame("", data, state, name) if build is None else build("", data, state)
            if frame is None:
                continue
            built += 1
            assert raw_values(frame.frame()) == [], (name, raw_values(frame.frame()))
    assert built >= 10  # every kind of card was drawn, not skipped


@pytest.mark.parametrize("card", get_args(CardState))
def test_every_booking_card_state_keeps_raw_values_in_key_fields(session, card: str) -> None:
    state, _ = session
    assert raw_values(card_of(state, card).frame()) == []  # type: ignore[arg-type]
    assert raw_values(confirmation_frame("", state)) == []
    assert raw_values(hold_warning(state, 3)[0]) == []


def test_a_raw_value_in_a_traveller_field_is_found() -> None:
    frame = {"type": "booking_held", "status": "RESERVED", "trip_name": "RESERVED", "details": {"x": "held"}}
    assert raw_values(frame) == [("trip_name", "RESERVED"), ("details.x", "held")]
    assert raw_values({"forecast": {"forecast_type": "typical_for_season", "advice": "typical_for_season"}}) == [
        ("forecast.advice", "typical_for_season")
    ]


def _after_payment(lang: str) -> tuple[ConversationState, dict[str, dict[str, Any]]]:
    """A paid booking of a ``lang`` session and the results of the tools that draw its later cards:
    the payment's confirmation, the plan as booked, a move with a top-up QR, a cancellation quote."""
    from agent.side_effects import apply_side_effects
    from agent.tools.calls import ToolOutcome
    from agent.tools.dispatch import stamp_quote

    sb = Sandbox()
    results = _results_from(sb, lang)
    state = _session(lang, results)
    qr = results["generatePaymentQR"]
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    run = lambda tool, body: sb.data(tool, body, lang=lang)  # noqa: E731
    paid = run("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]})
    state.state = AgentState.POST_BOOKING
    booking = {"booking_id": state.booking_id}
    after = {"checkPaymentStatus": paid, "getTripItinerary": run("getTripItinerary", {**booking, "trip_id": "x"})}
    move = run("previewReschedule", {**booking, "add_adults": 1})
    after["previewReschedule"] = move
    after["confirmReschedule"] = run("confirmReschedule", {**booking, "quote_id": move["quote_id"]})
    after["previewCancellation"] = run("previewCancellation", booking)
    for tool, data in after.items():
        outcome = stamp_quote(ToolOutcome(tool_use_id="t", name=tool, result={"success": True, "data": data}), state, 1)
        apply_side_effects(state, tool, booking, outcome.result, START)
    return state, after


@pytest.mark.parametrize("lang", ["KH", "ZH"])
def test_every_builder_is_drawn_and_keeps_raw_values_in_key_fields(lang: str) -> None:
    """Every builder of the formatter's table draws a card from a KH / ZH result (none skipped), the
    cards after payment (the payment's confirmation, a reschedule's top-up QR, the change quotes)
    included, and none has a raw value in a field a traveller reads."""
    from agent.booking_card import payment_confirmed_frame

    state, after = _after_payment(lang)
    results = {**_results(lang), **after}
    drawn: set[str] = set()
    for names, build in PRIORITY:
        for name in (n for n in names if n in results):
            data = results[name]
            frame = quote_frame("", data, state, name) if build is None else build("", data, state)
            if frame is not None:
                drawn.add(name)
                assert raw_values(frame.frame()) == [], (name, raw_values(frame.frame()))
    assert drawn == {n for names, _ in PRIORITY for n in names}
    assert raw_values(payment_confirmed_frame(state, "pi_1", 100.0)) == []


@pytest.mark.parametrize("lang", ["KH", "ZH"])
async def test_quick_replies_are_in_the_sessions_words(lang: str) -> None:
    """The buttons the offline model offers at every step of a booking: words a traveller reads, no raw value."""
    from agent.quick_replies import quick_replies_frame
    from tests.activities.models.scripted.journey_support import Journey

    journey = Journey(lang)
    await journey.to_qr()
    frames = [quick_replies_frame(r.quick_replies) for log in journey.logs for r in log.responses]
    frames = [f for f in frames if f]
    assert len(frames) >= 3
    script = {"KH": "\u1780-\u17ff", "ZH": "\u4e00-\u9fff"}[lang]
    for frame in frames:
        assert raw_values(frame) == [], frame
        for option in frame["options"]:
            assert re.search(f"[{script}]", option["label"]) and re.search(f"[{script}]", option["text"]), option
