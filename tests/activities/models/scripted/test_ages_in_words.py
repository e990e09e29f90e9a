"""Held-out batch L: an age written in words or numerals of any of the three languages (Chinese 一..十九
and 两, "六岁"; Khmer digits ១២ and words ដប់ពីរ; English "six", "6yo", "aged 6") is read as that age
wherever ages are read: the party before booking and a child joining after payment, who is added
with that age, never as an adult; "we are 54 and 56" are two ages, not a group of 54."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from activities.models.scripted.group_change import joining_children
from activities.models.scripted.understand import hear
from agent.state import AgentState
from tests.activities.models.scripted.journey_support import Journey

EN_WORDS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen"
).split()
KH_UNITS = ["", "មួយ", "ពីរ", "បី", "បួន", "ប្រាំ", "ប្រាំមួយ", "ប្រាំពីរ", "ប្រាំបី", "ប្រាំបួន"]
ZH_UNITS = "零一二三四五六七八九"


def zh(age: int) -> str:
    return ("十" if age >= 10 else "") + (ZH_UNITS[age % 10] if age % 10 else "")


def kh_word(age: int) -> str:
    return ("ដប់" if age >= 10 else "") + KH_UNITS[age % 10]


def kh_digits(age: int) -> str:
    return str(age).translate(str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩"))


def spellings(lang: str, age: int) -> list[str]:
    """The age as people write it, in each language."""
    if lang == "EN":
        return [EN_WORDS[age], str(age)]
    if lang == "ZH":
        return [zh(age), str(age)] + (["两"] if age == 2 else [])
    return [kh_word(age), kh_digits(age), str(age)]


PARTY = {
    "EN": [
        "two adults and our son, aged {a}",
        "2 adults and a {a}-year-old",
        "two adults and our daughter who is {a} years old",
    ],
    "ZH": ["两个大人和一个{a}岁的孩子", "两个大人，还有一个{a}岁的女儿"],
    "KH": ["មនុស្សធំ២នាក់ និងកូនម្នាក់អាយុ{a}ឆ្នាំ"],
}
JOINING = {
    "EN": [
        "add my niece, aged {a}",
        "our daughter, she's {a}, will come too",
        "my son ({a} years old) wants to come too",
    ],
    "ZH": ["我们要把{a}岁的女儿也带上", "加一个{a}岁的孩子", "我女儿{a}岁也要来"],
    "KH": ["កូនស្រីខ្ញុំអាយុ{a}ឆ្នាំ មកជាមួយ", "ក្មួយស្រីអាយុ{a}ឆ្នាំ មកជាមួយ"],
}


def _said(data: st.DataObject, lang: str, forms: dict[str, list[str]]) -> tuple[int, str]:
    age = data.draw(st.integers(1, 17))
    spelt = data.draw(st.sampled_from(spellings(lang, age)))
    return age, data.draw(st.sampled_from(forms[lang])).format(a=spelt)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(PARTY)), st.data())
def test_a_childs_age_in_words_or_numerals_is_read_before_booking(lang, data):
    age, said = _said(data, lang, PARTY)
    slots = hear(said).slots
    assert slots.get("children_ages") == [age] and slots.get("adults") == 2, (said, slots)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(JOINING)), st.data())
def test_a_childs_age_in_words_or_numerals_is_read_when_joining_after_payment(lang, data):
    age, said = _said(data, lang, JOINING)
    assert joining_children(said) == [age], said


@pytest.mark.parametrize(
    "said, age", [("2 adults and our 6yo", 6), ("2 adults and a 9 y/o", 9), ("2 adults + kid aged 11", 11)]
)
def test_short_english_ages_are_read(said, age):
    assert hear(said).slots.get("children_ages") == [age], said


@pytest.mark.parametrize("said", ["we are 54 and 56", "My wife and I (we are 54 and 56) want a beach trip"])
def test_two_ages_are_not_a_group_size(said):
    assert hear(said).slots.get("people_count") in (None, 2), said


CONFIRM = {"EN": "yes, add our daughter", "ZH": "可以 确认加上女儿", "KH": "ចាស យល់ព្រម បន្ថែមកូនស្រីខ្ញុំ"}
JOIN = {
    "EN": "grandma can't babysit, our daughter aged {a} will come too, how much more?",
    "ZH": "外婆带不了孩子了 我们要把{a}岁的女儿也带上 可以加一个孩子吗 要补多少钱",
    "KH": "កូនស្រីខ្ញុំអាយុ{a}ឆ្នាំ មកជាមួយ ត្រូវបង់ថែមប៉ុន្មាន?",
}


@pytest.mark.parametrize("lang, age", [("EN", 6), ("ZH", 6), ("KH", 6), ("EN", 12), ("ZH", 12), ("KH", 12)])
async def test_a_child_added_after_payment_in_words_is_booked_as_a_child(lang, age):
    from tests.activities.models.scripted.test_joining_children import _heard

    journey = Journey(lang)
    await journey.to_qr()
    journey.pay("succeed")
    assert journey.state.state == AgentState.POST_BOOKING
    before = journey.state.people_count
    await _heard(journey, JOIN[lang].format(a=spellings(lang, age)[0]))
    sent = journey.calls("previewReschedule")
    assert len(sent) == 1 and sent[0].get("add_children_ages") == [age] and not sent[0].get("add_adults"), sent
    log = await _heard(journey, CONFIRM[lang])  # a yes that names the kin added is the change's yes
    assert log.tools == ["confirmReschedule"], log.final_text
    assert journey.state.children_ages == [age] and journey.state.people_count == before + 1
