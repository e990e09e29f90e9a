"""Every need recorded before the booking is on the booking's request list with a status (relay 20
req 28: Kev's mobility need, recorded as special_needs and reported to ops, was not among the booking's
special_request_items because the summary carried only the room request the model passed)."""

from __future__ import annotations

from typing import Optional

from hypothesis import given, settings, strategies as st

from agent.quote_changes import sentence_key, sentences
from agent.state import AgentState as A, BookingQuote
from agent.tools.guards import guard_call
from tests.agent.contract_support import at_stage
from tests.sandbox.support import Sandbox

NEEDS = [
    "Kev is 71 and walks with a cane: as few steps as possible.",
    "Mother (72) cannot climb steep stairs.",
    "My son has a severe peanut allergy.",
    "យាយខ្ញុំដើរមិនសូវរួច។",
    "我太太怀孕了，请安排轻松的行程。",
]
OWN = [None, "Two rooms: one for Marg and Kev, one for Jan.", "A quiet room, high floor.", "ខ្ញុំចង់បានបន្ទប់ពីរ។"]


def said(booking_items: list[dict], need: str) -> bool:
    text = sentence_key(" ".join(item["request"] for item in booking_items))
    return all(sentence_key(p) in text for p in sentences(need))


@settings(max_examples=15, deadline=None)
@given(needs=st.lists(st.sampled_from(NEEDS), min_size=1, max_size=3, unique=True), own=st.sampled_from(OWN))
def test_every_need_told_before_the_booking_is_one_of_its_requests(needs: list[str], own: Optional[str]) -> None:
    state = at_stage(A.BOOKING)
    state.booking_id = state.booking_special_requests = None
    state.travel_dates = {"start": "2027-03-20"}
    state.special_needs = " ".join(needs)
    inp = {"trip_id": "trip_001", **({"special_requests": own} if own else {})}
    refused, preview = guard_call("previewBooking", inp, state)
    assert refused is None
    # a summary shown before the needs were told (its requests: the model's own only) books them too
    state.booking_quote = BookingQuote(
        quote_id="q1",
        trip_id="trip_001",
        travel_date="2027-03-20",
        people_count=2,
        total_usd=378.0,
        turn=state.turn - 1,
        special_requests=own,
    )
    state.details_validated, state.customer_name, state.customer_phone = True, "Marg Kelly", "012 345 678"
    state.pickup_location = "Hotel lobby, Phnom Penh"
    refused, create = guard_call("createBooking", {"quote_id": "q1"}, state)
    assert refused is None, refused
    sb = Sandbox()
    for body in (preview, create):
        if own:  # the model's own requests are kept
            assert sentence_key(own) in sentence_key(body["special_requests"])
        booking = sb.book("trip_001", people=2, special_requests=body["special_requests"])
        items = booking["special_request_items"]
        assert all(item["status"] for item in items)
        for need in needs:
            assert said(items, need), (need, items)


def test_a_need_said_as_an_item_of_a_list_is_not_added_again() -> None:
    """The model's summary may list the needs ("vegetarian, wheelchair"); the needs told earlier join it once."""
    from agent.quote_changes import merge_requests

    assert merge_requests("vegetarian, wheelchair", "wheelchair") == "vegetarian, wheelchair"
    assert merge_requests("素食、轮椅", "轮椅") == "素食、轮椅"
    assert merge_requests("A a.", "A.") == "A a. A."  # a word inside a sentence is no list item: kept whole
