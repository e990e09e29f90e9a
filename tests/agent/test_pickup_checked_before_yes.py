"""A pickup change the backend would refuse is refused before the traveller is asked (issue 37, relay 27
req 48: changePickup put the crab statue to the traveller, then refused it PICKUP_OUTSIDE_ROUTE after
their yes). When the guard would ask (NEEDS_CONFIRMATION), the workflow runs changePickup ``check_only``
first; the model reads the backend's refusal, and nothing is left open for a yes to carry."""

from __future__ import annotations

from hypothesis import given, strategies as st

from agent.pickup_consent import asks_first, refused_before_yes
from agent.tools.calls import error_result
from agent.tools.guards import guard_call
from tests.agent.test_pickup_consent import QUESTIONS, paid_session, says

REFUSALS = ("PICKUP_OUTSIDE_ROUTE", "PICKUP_CHANGES_PRICE", "TRIP_STARTED", "BOOKING_CANCELLED")
CHECKED_OK = {"success": True, "data": {"checked": True, "pickup_changed": False}}


@given(
    question=st.sampled_from(QUESTIONS),
    place=st.sampled_from(("រូបសំណាកក្តាមធំ ជិតផ្សារក្តាម", "Hotel Lotus, Kratie", "螃蟹雕像")),
    refusal=st.one_of(st.none(), st.sampled_from(REFUSALS)),
)
def test_only_a_place_the_backend_accepts_is_put_to_the_traveller(
    question: str, place: str, refusal: str | None
) -> None:
    state = paid_session()
    says(state, question)
    state.messages.append({"role": "user", "content": question})
    asked, _ = guard_call("changePickup", {"booking_id": "bk_1", "pickup_location": place}, state)
    assert asked is not None and asks_first("changePickup", asked)
    checked = CHECKED_OK if refusal is None else error_result(refusal, "refused")
    result = refused_before_yes(state, checked, asked)
    book = state.after_payment
    assert book is not None
    if refusal is None:  # the change is put to the traveller: their yes lets it through
        assert result is asked and book.quotes["pickup"].location == place
    else:  # the traveller reads why, and there is no open change for a later yes to confirm
        assert result["error"]["code"] == refusal and "pickup" not in book.quotes


def test_only_the_question_of_a_pickup_change_is_checked() -> None:
    asked = error_result("NEEDS_CONFIRMATION", "ask")
    assert asks_first("changePickup", asked)
    assert not asks_first("previewReschedule", asked)
    assert not asks_first("changePickup", error_result("QUOTE_DECLINED", "no"))
