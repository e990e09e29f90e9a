"""A Khmer choice among priced options shown together names one by what tells them apart: its number on the cards
("យកជម្រើសទី២"), its people ("យកសម្រាប់ ៤ នាក់", "ម៉ាស្សា ៤ នាក់ បាទ") or its price ("យក $100"), as well as its
words (tests/agent/test_consent_choice.py). Run 71: a massage for 2 adults ($50) or for 4 ($100); the traveller's
Khmer message naming one was not its yes and a third yes was asked. Such a message is the yes to the option it
names, never to the other; a question about an option, a no, a count or price of neither, or one naming both
answers none of them. Sessions before the patch read as before."""

from __future__ import annotations

from typing import Any, Optional

import pytest
from hypothesis import given, settings, strategies as st

from agent.booking_records import IssuedQuote
from agent.consent_choice import chosen
from agent.consent_figures import figures_of
from tests.agent.test_consent_choice import answered_among

MASSAGE = "Spa: one-hour Khmer massage"
TAKERS = (2, 4)
PRICES = (50.0, 100.0)
QUESTION = "បន្ថែមម៉ាស្សាសម្រាប់មនុស្សពេញវ័យ ២ នាក់ $50 ឬ ៤ នាក់ $100។ តើបន្ថែមជម្រើសមួយណា?"
CHOICES = {  # messages choosing option 1 (for 2, $50) and option 2 (for 4, $100)
    0: ["យកជម្រើសទី១", "ជម្រើសទីមួយ បាទ", "យកសម្រាប់ ២ នាក់", "ម៉ាស្សា ២ នាក់ បាទ", "បាទ យកពីរនាក់", "យក $50"],
    1: [
        "យកជម្រើសទី២",
        "ជម្រើសទីពីរ បាទ",
        "យកសម្រាប់ ៤ នាក់",
        "ម៉ាស្សា ៤ នាក់ បាទ",
        "បាទ យកទាំងបួននាក់",
        "យក $100",
        "យក ១០០ ដុល្លារ",
        "ចាស យកជម្រើស ២ សម្រាប់ ៤ នាក់",
    ],
}
NONE = [
    "ជម្រើសទី២ ថ្លៃប៉ុន្មាន?",  # how much is option 2?
    "ម៉ាស្សា ៤ នាក់ ម៉ោងប៉ុន្មាន?",  # the massage for 4, at what time?
    "ជម្រើសទី២ មានអ្វីខ្លះ?",  # what does option 2 hold?
    "អត់យកជម្រើសទី២ទេ",  # not option 2
    "ទេ មិនយកម៉ាស្សា ៤ នាក់ទេ",  # no, not the massage for 4
    "យកសម្រាប់ ៣ នាក់",  # a count of neither
    "យកជម្រើសទី៣",  # no third option
    "យកជម្រើសទី១ និងជម្រើសទី២",  # both
    "យកជម្រើសទី១ សម្រាប់ ៤ នាក់",  # option 1 is for 2: the message says neither
    "យកជម្រើសទី២ បានទេ?",  # may we take option 2?
    "បាទ",  # none named
]


def _quote(qid: str, n: int, amount: float, turn: int, information: bool) -> IssuedQuote:
    inp = {"add_activities": [MASSAGE], "for_adults": n, "purpose": "information" if information else "change"}
    details = {"for_adults": n, "for_children_ages": [], "activity": MASSAGE}
    proposed: dict[str, Any] = {
        "adults": 4,
        "people_count": 4,
        "added_activities": [MASSAGE],
        "customizations_per_adult": [{"type": "add_activity", "details": details, "price_usd": 25.0}],
    }
    data = {"quote_id": qid, "amount_due_usd": amount, "changes": ["activity"], "proposed": proposed}
    return IssuedQuote(
        quote_id=qid, turn=turn, amount_usd=amount, amount_is="due", purpose="information" if information else None,
        actions=["add_activity"], figures=figures_of("reschedule", inp, data),
    )  # fmt: skip


def answered(text: str, pick: int, amount: Optional[float] = None, on: bool = True) -> Optional[str]:
    """``answered_among`` the massage for 2 and for 4, for the change quote issued for option ``pick``."""
    shown = [_quote(f"qt_{i}", n, PRICES[i], 0, True) for i, n in enumerate(TAKERS)]
    price = PRICES[pick] if amount is None else amount
    return answered_among(QUESTION, shown, text, _quote("qt_act", TAKERS[pick], price, 0, False), on)


def test_a_khmer_count_with_a_yes_is_the_yes_to_the_option_for_that_count() -> None:
    assert answered("ម៉ាស្សា ៤ នាក់ បាទ", pick=1) is None
    assert answered("ម៉ាស្សា ៤ នាក់ បាទ", pick=0) == "NEEDS_CONFIRMATION"


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([0, 1]), st.data())
def test_a_khmer_message_naming_one_option_is_its_yes_only(pick: int, data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(CHOICES[pick]))
    assert answered(text, pick) is None, text
    assert answered(text, 1 - pick) == "NEEDS_CONFIRMATION", text  # the other option was not chosen
    assert answered(text, pick, amount=PRICES[pick] + 10) == "NEEDS_CONFIRMATION"  # other figures: their own yes


@pytest.mark.parametrize("text", NONE)
@pytest.mark.parametrize("pick", [0, 1])
def test_a_question_a_no_or_no_single_option_answers_none(text: str, pick: int) -> None:
    assert answered(text, pick) == "NEEDS_CONFIRMATION", text


@pytest.mark.parametrize("text", ["យកសម្រាប់ ៣ នាក់", "យកជម្រើសទី៣", "យកជម្រើសទី១ និងជម្រើសទី២", "បាទ"])
def test_the_reader_names_no_option_for_neither_or_both(text: str) -> None:
    options = [("reschedule", _quote(f"qt_{i}", n, PRICES[i], 1, True)) for i, n in enumerate(TAKERS)]
    assert chosen(text, options) is None


def test_sessions_before_the_patch_read_as_before() -> None:
    assert answered(CHOICES[1][0], 1, on=False) == "NEEDS_CONFIRMATION"
