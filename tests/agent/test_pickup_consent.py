"""changePickup only after the traveller's yes to that new place (relay 4, issue 37: "can the pickup
move to the Sokha Angkor, is there a charge?" moved it at once, and the traveller had only asked).

The invariant: the guard lets changePickup through exactly when the last answer the traveller gave,
after seeing the change put to them, to a pickup change to THAT place was a yes."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Optional

import pytest
from hypothesis import given, strategies as st

from agent.consent import hear, mark_shown
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from agent.tools.guards import guard_call

NOW = datetime(2026, 11, 29, 1, 0, tzinfo=UTC)
PLACES = ("Sokha Angkor Resort", "Siem Reap airport")
QUESTIONS = (
    "Can the pickup be changed to the Sokha Angkor Resort? Is there a charge?",
    "តើអាចប្ដូរកន្លែងមកទទួលទៅសណ្ឋាគារសុខាអង្គរបានទេ? មានគិតថ្លៃទេ?",
    "接送地点能改到机场吗？要加钱吗？",
)
YES = ("yes please", "ok, change it", "បាទ", "好的，改吧")
NO = ("no, keep it", "不用了", "ទេ")


def paid_session(rule: bool = True) -> ConversationState:
    state = ConversationState.new("s", NOW, language="EN")
    state.state = AgentState.POST_BOOKING
    state.booking_id, state.booking_ref, state.payment_status = "bk_1", "DLG-AAAAAA", "CONFIRMED"
    state.consent_rule, state.pickup_consent = True, rule
    return state


def call(state: ConversationState, place: str) -> Optional[str]:
    """The refusal code of a changePickup for ``place``, or None when it would reach the backend."""
    refused, _ = guard_call("changePickup", {"booking_id": "bk_1", "pickup_location": place}, state)
    return refused["error"]["code"] if refused else None


def turn_ends(state: ConversationState) -> None:
    state.last_seq += 1
    mark_shown(state, state.last_seq)


def says(state: ConversationState, text: str) -> None:
    state.turn += 1
    hear(state, text, state.last_seq, f"m{state.turn}")


ORDERS = ("Please pick us up at the Sokha Angkor Resort instead", "请改成在机场接我们", "សូមប្តូរកន្លែងមកទទួលទៅវត្តភ្នំ")


@given(
    steps=st.lists(
        st.tuples(st.sampled_from(PLACES), st.sampled_from(QUESTIONS + YES + NO + ORDERS)),
        min_size=1,
        max_size=6,
    )
)
def test_the_pickup_moves_on_an_instruction_or_a_yes_never_on_a_question_or_after_a_no(
    steps: list[tuple[str, str]],
) -> None:
    """The model calls changePickup after each traveller message: it goes through unless the message
    only asks or says no, or the traveller said no to that very place (put to them after a question)."""
    state = paid_session()
    put: Optional[str] = None  # the place put to the traveller, open
    answer: Optional[str] = None
    for place, message in steps:
        says(state, message)
        state.messages.append({"role": "user", "content": message})
        if put is not None and answer is None:
            answer = "yes" if message in YES else "no" if message in NO else None
        code = call(state, place)
        same = put is not None and place.casefold() == put.casefold()
        if same and answer == "no":
            assert code == "QUOTE_DECLINED"
            put, answer = None, None
        elif (same and answer == "yes") or message not in QUESTIONS + NO:
            assert code is None, (message, put, answer)
            apply_side_effects(
                state,
                "changePickup",
                {},
                {"success": True, "data": {"pickup_changed": True, "pickup_location": place}},
                NOW,
            )
            put, answer = None, None
        else:
            assert code == "NEEDS_CONFIRMATION"
            if not same:
                put, answer = place, None
        turn_ends(state)


@pytest.mark.parametrize("question", QUESTIONS)
def test_a_question_about_the_pickup_changes_nothing(question: str) -> None:
    state = paid_session()
    state.messages.append({"role": "user", "content": question})
    assert call(state, PLACES[0]) == "NEEDS_CONFIRMATION"
    turn_ends(state)
    says(state, question)
    assert call(state, PLACES[0]) == "NEEDS_CONFIRMATION"


def test_sessions_recorded_before_the_rule_keep_the_old_behaviour() -> None:
    assert call(paid_session(rule=False), PLACES[0]) is None


@pytest.mark.parametrize("yes", YES)
def test_a_new_pickup_put_to_the_traveller_outlives_a_change_confirmed_meanwhile_and_one_yes_answers_both(
    yes: str,
) -> None:
    """Relay 6: a boat trip and a new pickup were put to the traveller in one message; the yes went to
    the boat trip only, and confirming it wiped the pickup proposal: four yeses for a free change."""
    state = paid_session()
    state.messages.append({"role": "user", "content": QUESTIONS[0]})
    assert call(state, PLACES[0]) == "NEEDS_CONFIRMATION"
    booking = {"booking_ref": "DLG-AAAAAA", "status": "CONFIRMED", "travel_date": "2027-01-10", "total_usd": 500.0}
    reschedule = {"success": True, "data": {"quote_id": "qt_1", "kind": "reschedule", "booking_id": "bk_1",
                                             "new_total_usd": 500.0, "amount_due_usd": 120.0}}  # fmt: skip
    apply_side_effects(state, "previewReschedule", {"booking_id": "bk_1"}, reschedule, NOW)
    turn_ends(state)  # both put to the traveller in this turn
    says(state, yes)
    quotes = state.after_payment.quotes if state.after_payment else {}
    assert {k: q.consent.answer for k, q in quotes.items()} == {"reschedule": "yes", "pickup": "yes"}
    done = {"success": True, "data": {"rescheduled": True, "booking": booking, "changes": ["activity"]}}
    apply_side_effects(state, "confirmReschedule", {"quote_id": "qt_1"}, done, NOW)
    assert call(state, PLACES[0]) is None  # the pickup's yes still stands
