"""A relative or companion named with an age under 18 anywhere in the message is a child with that age,
never an extra adult, and the writer counts once (EN / KH / ZH); a group restated in adults and children
replaces the held group, the children keeping their ages (held-out batch J)."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from activities.models.scripted.group_change import new_group_size
from activities.models.scripted.party import extract_party, restated_group

KIN_EN = ["granddaughter", "grandson", "niece", "nephew"]
KIN_EN_MANY = ["granddaughters", "grandsons", "nieces", "nephews", "grandkids"]
ONE = {
    "EN": [
        "My {kin} and I would like a quiet trip to Kep. She is {a} years old.",
        "just me and my {kin}, she is {a}",
        "me and my {kin} ({a}) want to see Kep",
        "I'm travelling with my {kin}, {a} years old",
    ],
    "ZH": ["我和{zh}想去白马，{zh}{a}岁", "我带{zh}（{a}岁）去海边"],
    "KH": ["ខ្ញុំនិង{kh}អាយុ{a}ឆ្នាំ ចង់ទៅកែប", "ខ្ញុំជាមួយ{kh} អាយុ {a}ឆ្នាំ"],
}  # fmt: skip
ZH_KIN = ["孙女", "孙子", "侄女", "外甥", "外孙女"]
KH_KIN = ["ក្មួយស្រី", "ក្មួយប្រុស", "ចៅស្រី", "ចៅប្រុស"]
MANY = {
    "EN": ["I'm travelling with my two {kin} ({a} and {b})", "I am going with my two {kin}, {a} and {b}",
           "me and my two {kin}, aged {a} and {b}"],
    "ZH": ["我带两个{zh}去，一个{a}岁一个{b}岁"],
    "KH": ["ខ្ញុំ ជាមួយ{kh}២នាក់ អាយុ{a} និង {b}ឆ្នាំ"],
}  # fmt: skip


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["EN", "ZH", "KH"]), st.data(), st.integers(1, 17))
def test_one_relative_with_a_young_age_is_a_child_beside_the_writer(lang, data, age):
    form = data.draw(st.sampled_from(ONE[lang]))
    said = form.format(kin=data.draw(st.sampled_from(KIN_EN)), zh=data.draw(st.sampled_from(ZH_KIN)),
                       kh=data.draw(st.sampled_from(KH_KIN)), a=age)  # fmt: skip
    party = extract_party(said)
    assert (party.adults, party.children_ages, party.people_count) == (1, [age], 2), (said, party)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["EN", "ZH", "KH"]), st.data(), st.integers(2, 17), st.integers(2, 17))
def test_two_relatives_with_young_ages_are_two_children(lang, data, a, b):
    form = data.draw(st.sampled_from(MANY[lang]))
    said = form.format(kin=data.draw(st.sampled_from(KIN_EN_MANY)), zh=data.draw(st.sampled_from(ZH_KIN)),
                       kh=data.draw(st.sampled_from(KH_KIN)), a=a, b=b)  # fmt: skip
    party = extract_party(said)
    assert (party.adults, sorted(party.children_ages), party.people_count) == (1, sorted([a, b]), 3), (said, party)


def test_a_grown_relative_is_no_child():
    assert extract_party("me and my sister, 30 years old").children_ages == []


RESTATED = {
    "EN": ["my wife can't come, make it one adult with the two children", "make it 1 adult and 2 kids"],
    "ZH": ["等一下，我老婆去不了了。改成我一个大人带两个孩子吧", "改成我一个大人带两个孩子吧，孩子还是{a}岁和{b}岁"],
    "KH": ["ខ្ញុំម្នាក់ជាមួយកូនពីរនាក់", "ប្រពន្ធខ្ញុំមិនអាចទៅបានទេ ខ្ញុំម្នាក់ជាមួយកូនពីរនាក់"],
}  # fmt: skip


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["EN", "ZH", "KH"]), st.data(), st.integers(1, 17), st.integers(1, 17))
def test_a_restated_group_replaces_it_and_keeps_the_childrens_ages(lang, data, a, b):
    said = data.draw(st.sampled_from(RESTATED[lang])).format(a=a, b=b)
    assert restated_group(said, new_group_size(said, 4), [a, b]) == {"adults": 1, "children_ages": [a, b]}


@given(st.sampled_from(["yes please", "2026-12-30, Marcia Campbell, +1 876 555 0142, Sokha Hotel", "好的", "បាទ"]))
def test_a_message_naming_no_group_restates_none(said):
    assert restated_group(said, new_group_size(said, 4), [4, 10]) is None


SIBLING = {
    "EN": ["me and my little sister, she's {a}", "me and my brother, who is {a}"],
    "ZH": ["我和妹妹今年{a}岁", "我带弟弟（{a}岁）去"],
    "KH": ["ខ្ញុំនិងប្អូនស្រីខ្ញុំអាយុ {a} ឆ្នាំ", "ខ្ញុំជាមួយប្អូនប្រុសអាយុ{a}ឆ្នាំ"],
}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["EN", "ZH", "KH"]), st.data(), st.integers(1, 17))
def test_a_sibling_said_with_a_young_age_is_a_child(lang, data, age):
    """Held-out batch K: "ប្អូនស្រីខ្ញុំអាយុ ១៣ ឆ្នាំ" (my younger sister, 13) - "my" between the sibling and the age."""
    said = data.draw(st.sampled_from(SIBLING[lang])).format(a=age)
    assert extract_party(said).children_ages == [age], said
