"""A booking summary's special requests are what the traveller now says (relay 49).

- The requests the latest previewBooking passed are the summary's: what the model took off a summary
  it was shown stays off (no later preview or createBooking joins it back); a need it never saw on a
  summary is still joined (it was not cleaned, it was left out).
- A wish about the pickup place is never a request beside a set pickup (EN, KH, ZH), on the summary or
  on the booking the operator receives.
- Each detail given is recorded on its own: a name before the phone is never asked for again.
"""

from __future__ import annotations

from typing import Any, Optional

import pytest

from agent.booking_ready import missing_before_confirm
from agent.side_effects import apply_side_effects
from agent.state import AgentState as A, BookingQuote, ConversationState
from agent.tools.guards import guard_call
from sandbox.validation import validate
from tests.agent.contract_support import NOW, at_stage

PICKUP = "Phsar Thmei (Central Market), Phnom Penh"
# (a need that stays, the pickup wish told before the pickup was set) per language
WISHES = {
    "EN": (
        "Mother-in-law walks slowly: little stairs.",
        "Pickup preferred from Battambang; Phnom Penh is fine if Battambang is not possible.",
    ),
    "KH": ("ម្តាយក្មេកដើរយឺត។", "អាចមកយកពីបាត់ដំបងបានទេ? បើមិនបានទេ ភ្នំពេញក៏បាន។"),
    "ZH": ("奶奶走路慢，少走台阶。", "希望从马德望接送。如果不行，金边也可以。"),
}


def _booking(needs: str, pickup: Optional[str] = PICKUP) -> ConversationState:
    state = at_stage(A.BOOKING)
    state.booking_id = state.booking_ref = state.payment_intent_id = state.reserved_until = None
    state.payment_status = None
    state.travel_dates = {"start": "2027-01-11"}
    state.special_needs = needs
    state.pickup_location = pickup
    return state


def _preview(state: ConversationState, inp: dict[str, Any]) -> Optional[str]:
    """The requests the summary shows: the guarded call made, its result recorded."""
    refused, body = guard_call("previewBooking", inp, state)
    assert refused is None
    data = {"quote_id": f"Q-{state.turn}", "trip_id": "trip_1", "travel_date": "2027-01-11", "total_usd": 300.0}
    data["special_requests"] = body.get("special_requests")
    apply_side_effects(state, "previewBooking", body, {"success": True, "data": data}, NOW)
    state.turn += 1
    return body.get("special_requests") or None


def _booked_requests(state: ConversationState) -> Optional[str]:
    state.customer_name, state.customer_phone, state.details_validated = "Sim Srey Mom", "+85512345678", True
    assert state.booking_quote is not None
    state.booking_quote.turn = state.turn - 1
    refused, body = guard_call("createBooking", {"quote_id": state.booking_quote.quote_id}, state)
    assert refused is None, refused
    return body.get("special_requests")


@pytest.mark.parametrize("lang", sorted(WISHES))
@pytest.mark.parametrize("passes_requests", [False, True])
def test_a_pickup_wish_is_never_a_request_beside_a_set_pickup(lang: str, passes_requests: bool) -> None:
    need, wish = WISHES[lang]
    state = _booking(f"{need} {wish}")
    inp = {"trip_id": "trip_1", **({"special_requests": f"{need} {wish}"} if passes_requests else {})}
    assert _preview(state, inp) == need  # the summary card: one pickup, the need kept
    assert _booked_requests(state) == need  # the operator: no request contradicting the pickup
    # before a pickup is set the wish is what the traveller asks: it stays
    before = _preview(_booking(f"{need} {wish}", pickup=None), {"trip_id": "trip_1"}) or ""
    assert before.replace(" ", "") == f"{need}{wish}".replace(" ", "")


def test_a_pickup_time_or_a_need_at_the_pickup_is_a_request() -> None:
    kept = "Please pick us up at 6:30. Help grandma into the van at pickup."
    assert _preview(_booking(kept), {"trip_id": "trip_1"}) == kept


def test_what_the_model_cleaned_from_a_summary_stays_cleaned() -> None:
    """Relay 49 req 13: a cleaned special_requests was ignored, the stale line joined back from the
    session's needs, and createBooking sent it to the operator."""
    state = _booking("Walks slowly: little stairs. Diabetic: no sweet drinks. Extra towels in the room.")
    first = _preview(state, {"trip_id": "trip_1"})
    assert first == state.special_needs  # the needs told earlier are on the first summary
    state.special_needs = f"{state.special_needs} A cot for the baby."  # told after that summary
    cleaned = "Walks slowly: little stairs. Diabetic: no sweet drinks."
    # the model takes the towels off: they stay off; the cot it never saw on a summary is joined
    assert _preview(state, {"trip_id": "trip_1", "special_requests": cleaned}) == f"{cleaned} A cot for the baby."
    assert _preview(state, {"trip_id": "trip_1"}) == f"{cleaned} A cot for the baby."  # a later preview
    assert _booked_requests(state) == f"{cleaned} A cot for the baby."  # and the booking


def test_the_model_may_reword_a_request_without_it_coming_back_twice() -> None:
    state = _booking("A quiet room away from the road, please.")
    _preview(state, {"trip_id": "trip_1"})
    assert _preview(state, {"trip_id": "trip_1", "special_requests": "Quiet room."}) == "Quiet room."


def test_a_health_or_mobility_need_is_never_dropped_by_leaving_it_out() -> None:
    """Relay 20 req 28: a model passing only the new request is not cleaning the mobility need."""
    state = _booking("Bill uses a wheelchair.")
    _preview(state, {"trip_id": "trip_1"})
    assert _preview(state, {"trip_id": "trip_1", "special_requests": "A quiet room."}) == (
        "A quiet room. Bill uses a wheelchair."
    )
    assert _booked_requests(state) == "A quiet room. Bill uses a wheelchair."


def _validated(state: ConversationState, **given: str) -> None:
    data = validate(given.get("name"), given.get("phone"), None)
    apply_side_effects(state, "validateUserDetails", dict(given), {"success": True, "data": data}, NOW)


def test_each_detail_given_is_recorded_on_its_own() -> None:
    """Relay 49 req 11-13: the name was given, the phone later; the summary asked for the name again."""
    state = _booking("")
    state.booking_quote = BookingQuote(
        quote_id="q", trip_id="trip_1", travel_date="2027-01-11", people_count=2, total_usd=300.0, turn=0
    )
    state.pickup_location = PICKUP
    assert missing_before_confirm(state) == ["customer_name", "customer_phone"]
    _validated(state, name="ស៊ីម ស្រីមុំ")
    assert state.customer_name == "ស៊ីម ស្រីមុំ" and missing_before_confirm(state) == ["customer_phone"]
    _validated(state, phone="12")  # a phone with an error is asked again; the name stays recorded
    assert missing_before_confirm(state) == ["customer_phone"] and not state.details_validated
    _validated(state, phone="012 345 678")
    assert missing_before_confirm(state) == [] and state.details_validated
    # createBooking is refused only while a detail is missing
    state.customer_phone, state.turn = None, 1
    refused, _ = guard_call("createBooking", {"quote_id": "q"}, state)
    assert refused is not None and refused["error"]["code"] == "DETAILS_NOT_VALIDATED"
