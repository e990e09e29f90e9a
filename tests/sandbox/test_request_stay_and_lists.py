"""What reaches the operator as a request asks something of them, one request per item: where the travellers stay
is a fact the pickup holds, never an operator request; a labelled list ("Rooms: A and B share a double; C has
his own room.") is one request, not cut at its ";" (relay run 51: "Staying at Rosewood Phnom Penh." was an item
AWAITING_OPERATOR, the room wish two items)."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from agent.booking_needs import booking_needs, stay_fact
from sandbox.request_items import request_parts
from tests.sandbox.support import Sandbox

HOTELS = st.sampled_from(["Rosewood Phnom Penh", "the Raffles Hotel Le Royal", "Sofitel", "Blue Lime", "a guesthouse"])
STAYS = st.sampled_from(
    [
        "Staying at {h}.",
        "We're staying at {h}.",
        "We are staying in {h}.",
        "I stay at {h}.",
        "Our hotel is {h}.",
        "我们住在{h}。",
        "住{h}。",
        "យើងស្នាក់នៅ {h}។",
    ]
)
NEEDS = st.sampled_from(["Jess is vegetarian.", "Mum uses a wheelchair.", "我儿子不吃辣。", "សុំគ្រែកូនង៉ែត។"])


@settings(max_examples=40, deadline=None)
@given(STAYS, HOTELS, NEEDS)
def test_where_they_stay_is_no_request_and_the_needs_beside_it_are(stay: str, hotel: str, need: str) -> None:
    said = stay.format(h=hotel)
    assert stay_fact(said)
    kept = booking_needs(f"{said} {need}") or ""
    assert hotel not in kept and need.rstrip(".。។") in kept


@given(HOTELS)
def test_a_stay_that_asks_a_need_is_a_request(hotel: str) -> None:
    for said in (
        f"Staying at {hotel}, please a ground-floor room.",
        f"We're staying at {hotel} and need a baby cot there.",
    ):
        assert not stay_fact(said)
        assert hotel in (booking_needs(said) or "")


@given(
    st.sampled_from(["Rooms", "Beds", "Meals", "Room plan"]),
    st.lists(
        st.sampled_from(["Aroha and Jess share a double", "Tane has his own room", "twin beds for the kids"]),
        min_size=2,
        max_size=3,
    ),
)
def test_a_labelled_list_is_one_request(label: str, items: list[str]) -> None:
    text = f"Jess is vegetarian. {label}: " + "; ".join(items) + "."
    parts = request_parts(text)
    assert parts == ["Jess is vegetarian.", f"{label}: " + "; ".join(items) + "."]


def test_the_reported_booking_sends_the_operator_requests_only() -> None:
    text = (
        "Staying at Rosewood Phnom Penh. Jess (wife) has a bad knee: no long climbs or steep hills. Jess is "
        "vegetarian. Rooms: Aroha and Jess share a room with a double bed; Tane (15) has his own room."
    )
    booking = Sandbox().book("trip_016", special_requests=text)
    items = [i["request"] for i in booking["special_request_items"]]
    assert items == [
        "Jess (wife) has a bad knee: no long climbs or steep hills.",
        "Jess is vegetarian.",
        "Rooms: Aroha and Jess share a room with a double bed; Tane (15) has his own room.",
    ]
