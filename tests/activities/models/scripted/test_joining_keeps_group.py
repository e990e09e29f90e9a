"""Held-out batch I: at the booking summary "我姐刚说让她女儿也跟我们去，11岁，能加上吗？" booked children
[11] for a group with a daughter of 8. Someone JOINING ("too", "also", "也", "ដែរ/ផង", "join", "add")
adds to the group and keeps everyone already in it, in EN / KH / ZH; only a correction replaces."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from activities.models.scripted.group_change import joining_children
from tests.activities.models.scripted.journey_support import TO_QR, Journey

START = {  # two adults and a daughter of 8, then the journey's own steps up to the summary
    "EN": "Hi, my husband and I and our daughter (8 years old) want a relaxing beach trip, 3 days, $100-$200 each, from Phnom Penh",
    "KH": "ខ្ញុំចង់សម្រាកនៅឆ្នេរ ៣ ថ្ងៃ មនុស្សធំ ២ នាក់ និងកូនស្រី ១ នាក់ អាយុ ៨ ឆ្នាំ ពីភ្នំពេញ ថវិកា ១០០ ដល់ ២០០ ដុល្លារ",
    "ZH": "我们两个大人带女儿去海边放松，女儿8岁，3天，每人100-200美元，从金边出发",
}  # fmt: skip
JOINS = {
    "EN": [
        "Wait, my niece ({a}) is coming too, can we add her?",
        "Oh, my sister's daughter wants to come along, she is {a}.",
        "Can we add my nephew, {a} years old?",
        "Hold on, our friend's son will join us as well, he's {a}.",
    ],
    "KH": ["ចាំបន្តិច ក្មួយស្រីខ្ញុំអាយុ{a}ឆ្នាំ ទៅដែរ", "ក្មួយប្រុសខ្ញុំ អាយុ {a} ឆ្នាំ ចង់ទៅជាមួយផង"],
    "ZH": ["等一下！我姐刚说让她女儿也跟我们去，{a}岁，能加上吗？", "我侄子也想一起去，{a}岁", "再加一个{a}岁的孩子"],
}


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.integers(min_value=4, max_value=17), st.data())
def test_a_child_joining_is_heard_with_their_age(lang, age, data):
    said = data.draw(st.sampled_from(JOINS[lang])).format(a=age)
    assert joining_children(said) == [age], said


@settings(max_examples=9, deadline=None)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.integers(min_value=4, max_value=17), st.integers(0, 9))
async def test_a_child_joining_at_the_summary_keeps_everyone_already_in_the_group(lang, age, form):
    journey = Journey(lang)
    for text in [START[lang], *TO_QR[lang][1:4]]:
        await journey.say(text)
    assert (journey.state.adults, journey.state.children_ages) == (2, [8]), [lg.final_text for lg in journey.logs]
    await journey.say(JOINS[lang][form % len(JOINS[lang])].format(a=age))
    assert (journey.state.adults, sorted(journey.state.children_ages)) == (2, sorted([8, age]))
    assert journey.state.people_count == 4


async def test_a_correction_replaces_the_age():
    journey = Journey("EN")
    for text in [START["EN"], *TO_QR["EN"][1:4]]:
        await journey.say(text)
    await journey.say("Sorry, my mistake: our daughter is 9, not 8.")
    assert (journey.state.adults, journey.state.children_ages, journey.state.people_count) == (2, [9], 3)
