"""A transfer change is answered by the sentences that name it (agent.pickup_sentences), never by a question the
same message asks about something else (run 60 req 31: "yes drop off Rosewood also please. and another thing:
... snorkelling boat trip ... possible?" left the drop-off unchanged, read as a question, and the traveller was
asked to say yes again).

The invariants: under a change put to the traveller, a yes (or a no) in the sentence naming it answers it whatever
question another sentence asks, in EN / ZH / KH; a question about the change itself is still no yes; sessions
recorded before (``state.pickup_own_sentences`` False) read as before."""

from __future__ import annotations

from typing import Optional

from hypothesis import given, settings, strategies as st

from agent.tools.guards import guard_call
from tests.agent.test_pickup_consent import paid_session, says, turn_ends

PLACE = "Rosewood Phnom Penh"
QUESTION = "Would you like to be dropped off at Rosewood Phnom Penh instead? No charge."
YES = [
    "yes drop off Rosewood also please.",
    "ok, drop us at Rosewood too.",
    "好的，送到Rosewood吧。",
    "បាទ ជូនមក Rosewood ។",
]
NO = ["no, keep the drop-off as it is.", "不用了，送回的地点不改。"]
OTHER = [
    "and another thing: can Dana and Daniyar go snorkelling on the free day? possible?",
    "另外，能加一个浮潜吗？",
    "ម្យ៉ាងទៀត អាចបន្ថែមការមុជទឹកបានទេ?",
]


def call(state, place: str) -> Optional[str]:  # type: ignore[no-untyped-def]
    """The refusal code of a changePickup moving the drop-off to ``place``, or None when it reaches the backend."""
    refused, _ = guard_call("changePickup", {"booking_id": "bk_1", "drop_off_location": place}, state)
    return refused["error"]["code"] if refused else None


def _answered(answer: str, own: bool = True) -> Optional[str]:
    state = paid_session()
    state.pickup_words, state.pickup_as_said, state.pickup_own_sentences = True, True, own
    state.messages.append({"role": "user", "content": "can we be dropped at Rosewood Phnom Penh at the end?"})
    assert call(state, PLACE) == "NEEDS_CONFIRMATION"  # put to them: the question is no yes
    state.messages.append({"role": "assistant", "content": [{"type": "text", "text": QUESTION}]})
    turn_ends(state)
    says(state, answer)
    state.messages.append({"role": "user", "content": answer})
    return call(state, PLACE)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(YES), st.sampled_from(OTHER))
def test_a_yes_beside_another_requests_question_moves_it(yes: str, other: str) -> None:
    assert _answered(f"{yes} {other}") is None, (yes, other)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(NO), st.sampled_from(OTHER))
def test_a_no_beside_another_requests_question_keeps_it(no: str, other: str) -> None:
    assert _answered(f"{no} {other}") == "QUOTE_DECLINED", (no, other)


def test_a_question_about_the_change_itself_is_still_no_yes() -> None:
    assert _answered("can you drop us at Rosewood? thanks.") == "NEEDS_CONFIRMATION"


def test_sessions_recorded_before_read_the_whole_message() -> None:
    assert _answered(f"{YES[0]} {OTHER[0]}", own=False) == "NEEDS_CONFIRMATION"
