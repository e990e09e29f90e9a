"""A yes is consent to a booking summary only when it answers that summary (agent.consent_question).

Relay 44: the summary was on screen, the model then asked how the family would share the rooms, and
"好，我跟我先生帶小晴住一間，…3人那間要加床的話要先跟我說多少錢喔" was recorded as the yes to the summary.
A yes that answers another question (rooms, a choice, a detail), or that puts a condition on money ("tell
me the price first"), is never consent, in every language; a yes under the summary's own question, or one
naming the booking, still is.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from agent.consent import hear, mark_shown
from agent.state import ConversationState
from tests.agent.test_consent import booking_state, confirm

# (the model's question after the summary, the traveller's yes to it): another question each
OTHER_QUESTIONS = {
    "ZH": [
        ("請問您希望怎麼分房呢？我會把分房方式寫進特殊要求。",
         "好，我跟我先生帶小晴住一間，我爸爸跟小安住一樓那間。3人那間要加床的話要先跟我說多少錢喔"),
        ("请问您希望怎么分房呢？", "好的，我和我先生住一间，爸爸和小安住一楼"),
        ("要不要加一份素食餐？", "好"),
        ("接送要选酒店还是机场？", "可以，酒店吧"),
    ],
    "EN": [
        ("How would you like to share the rooms?", "ok, my husband and I with Mia, dad with Leo downstairs"),
        ("Would you like a vegetarian meal for your father?", "yes please"),
        ("Which pickup do you prefer, the hotel or the airport?", "Sure, the hotel"),
    ],
    "KH": [
        ("តើអ្នកចង់បែងចែកបន្ទប់យ៉ាងដូចម្តេច?", "បាទ ខ្ញុំនិងប្រពន្ធនៅបន្ទប់មួយ"),
        ("តើអ្នកចង់បានម្ហូបបួសទេ?", "ចាស"),
    ],
}  # fmt: skip
# under the summary's own question: still the yes (and a request beside it keeps it)
SUMMARY_QUESTIONS = [
    "Shall I book this?",
    "Would you like me to go ahead and reserve it?",
    "要幫您預訂嗎？",
    "确认预订吗？",
    "តើខ្ញុំកក់ឱ្យបានទេ?",
]
STILL_YES = ["好，訂吧", "yes book it", "ok go ahead", "yes, and please note vegetarian", "好的", "បាទ យល់ព្រម"]
# a condition on money: never the yes, whatever was asked
MONEY_FIRST = [
    "ok, book it, but tell me the price of the extra bed first",
    "yes go ahead, let me know how much the extra bed costs first",
    "好，訂吧。加床的話要先跟我說多少錢",
    "好的，加床要先告诉我多少钱",
    "បាទ កក់ទៅ ប្រាប់តម្លៃគ្រែបន្ថែមខ្ញុំសិន",
]


def _all(table: dict[str, list[Any]]) -> list[Any]:
    return [x for rows in table.values() for x in rows]


def _shown_then_asked(question: str) -> ConversationState:
    """The summary on screen (turn 2), then the model's last message asking ``question``."""
    state = booking_state()
    mark_shown(state, seq=10)
    state.messages = [
        {"role": "user", "content": "my details"},
        {"role": "assistant", "content": [{"type": "text", "text": "Here is your summary. " + question}]},
    ]
    return state


def _say(state: ConversationState, text: str, rule: bool = True) -> None:
    state.turn += 1
    state.messages.append({"role": "user", "content": text})
    hear(state, text, 10, f"m-{state.turn}", reads_the_question=lambda: rule)


@settings(max_examples=40)
@given(st.sampled_from(_all(OTHER_QUESTIONS)))
def test_a_yes_to_another_question_never_confirms_the_summary(asked_and_said: tuple[str, str]) -> None:
    question, yes = asked_and_said
    state = _shown_then_asked(question)
    _say(state, yes)
    assert confirm(state, "booking")["error"]["code"] == "NEEDS_CONFIRMATION", (question, yes)
    assert state.booking_quote is not None and state.booking_quote.consent.answer is None  # not a no either


@settings(max_examples=40)
@given(st.sampled_from(SUMMARY_QUESTIONS + ["Here is your summary."]), st.sampled_from(STILL_YES))
def test_a_yes_under_the_summarys_own_question_confirms_it(question: str, yes: str) -> None:
    state = _shown_then_asked(question)
    _say(state, yes)
    assert confirm(state, "booking") is None, (question, yes)


@given(st.sampled_from(_all(OTHER_QUESTIONS)), st.sampled_from(["好，訂吧", "yes book it", "បាទ កក់ទៅ"]))
def test_a_yes_naming_the_booking_confirms_it_whatever_was_asked(asked_and_said: tuple[str, str], yes: str) -> None:
    state = _shown_then_asked(asked_and_said[0])
    _say(state, yes)
    assert confirm(state, "booking") is None, (asked_and_said[0], yes)


@given(st.sampled_from(SUMMARY_QUESTIONS), st.sampled_from(MONEY_FIRST))
def test_a_yes_with_the_price_still_to_be_told_is_never_consent(question: str, yes: str) -> None:
    state = _shown_then_asked(question)
    _say(state, yes)
    assert confirm(state, "booking")["error"]["code"] == "NEEDS_CONFIRMATION", (question, yes)


def test_sessions_recorded_before_the_patch_read_the_yes_as_before() -> None:
    question, yes = OTHER_QUESTIONS["ZH"][0]
    state = _shown_then_asked(question)
    _say(state, yes, rule=False)
    assert confirm(state, "booking") is None
