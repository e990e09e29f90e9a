"""Invariant: a summary and a booking hold each need once (run 54: the model's special_requests already said "Father
is 78 and uses a walking frame: cannot do stairs at all" and "ground-floor room"; the session's recorded needs,
the same in other words, were appended, so the card showed each need twice and createBooking made 9 items, 3 of
them duplicates, each AWAITING_OPERATOR).

In EN, KH and ZH: a recorded need is added to the model's special_requests only when the text does not already
state it (in its own words); a need the text leaves out is still added; and however the text says a need twice,
special_request_items holds one item for it (what both said kept in it). Different people's needs of one kind
stay apart."""

from __future__ import annotations

import itertools

import pytest

from agent.need_overlap import same_need
from agent.quote_changes import sentences
from agent.state import AgentState, ConversationState
from agent.tools.guards import guard_call
from tests.agent.contract_support import at_stage
from tests.sandbox.support import Sandbox

# (the session's recorded needs, the model's text saying the same in other words, a need the text leaves out)
CASES = {
    "EN": (
        "Father is 78, uses a walking frame and can walk at most about 500 m; no stairs. Ground floor room needed.",
        "Father (78) uses a walker and cannot do stairs at all. Please give us a room on the ground floor.",
        "Mother is vegetarian.",
    ),
    "ZH": (
        "父亲78岁，用助行器，最多只能走500米，不能爬楼梯。需要一楼的房间。",
        "爸爸使用助行器，完全不能走楼梯。请安排底层房间。",
        "妈妈吃素。",
    ),
    "KH": (
        "ឪពុកខ្ញុំអាយុ ៧៨ ឆ្នាំ ប្រើឧបករណ៍ជំនួយដើរ ដើរបានតែ ៥០០ ម៉ែត្រ មិនអាចឡើងជណ្ដើរ។ ត្រូវការបន្ទប់ជាន់ផ្ទាល់ដី។",
        "ឪពុកប្រើឧបករណ៍ជំនួយដើរ ហើយមិនអាចឡើងជណ្ដើរបានទេ។ សូមបន្ទប់នៅជាន់ផ្ទាល់ដី។",
        "ម្តាយខ្ញុំញ៉ាំបួស។",
    ),
}


def _state(needs: str) -> ConversationState:
    state = at_stage(AgentState.BOOKING)
    state.booking_id = state.booking_special_requests = None
    state.travel_dates = {"start": "2027-03-20"}
    state.special_needs = needs
    return state


@pytest.mark.parametrize("lang", list(CASES))
def test_a_need_the_text_states_in_other_words_is_not_added_again(lang: str) -> None:
    needs, said, _ = CASES[lang]
    refused, body = guard_call("previewBooking", {"trip_id": "trip_004", "special_requests": said}, _state(needs))
    assert refused is None and body["special_requests"] == said


@pytest.mark.parametrize("lang", list(CASES))
def test_a_need_the_text_leaves_out_is_still_added(lang: str) -> None:
    needs, said, other = CASES[lang]
    _, body = guard_call(
        "previewBooking", {"trip_id": "trip_004", "special_requests": said}, _state(f"{needs} {other}")
    )
    text, ends = body["special_requests"], "。។."
    assert all(part.rstrip(ends) in text for part in [*sentences(said), other]), text
    assert not [pair for pair in itertools.combinations(sentences(text), 2) if same_need(*pair)], text


@pytest.mark.parametrize("lang", list(CASES))
def test_the_booking_holds_one_item_per_need_however_often_the_text_says_it(lang: str) -> None:
    needs, said, other = CASES[lang]
    sb = Sandbox()
    booking = sb.book("trip_004", special_requests=f"{said} {needs} {other}")
    items = [i["request"] for i in booking["special_request_items"]]
    assert len(items) == 3, items  # the father's mobility, the room, the mother's diet
    assert not [(a, b) for a, b in itertools.combinations(items, 2) if same_need(a, b)], items


def test_the_same_need_of_two_people_is_two_needs() -> None:
    for a, b in (
        ("Wife is vegetarian.", "Son is vegetarian."),
        ("爸爸不能爬楼梯。", "妈妈不能爬楼梯。"),
        ("Son is allergic to peanuts.", "Daughter is allergic to shellfish."),
    ):
        assert not same_need(a, b), (a, b)
