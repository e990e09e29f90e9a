"""Who travels, what they need and where they start, read as said (held-out batch Q), EN / KH / ZH.

Invariants:
- children named one by one, each with an age in any form ("Léa (4) and Samuel (10)", "Léa, 4, and
  Samuel, 10", "Léa who is 4", "ដារ៉ា (៤)"), are all counted with their ages;
- a group counted with a word between the count and its kind ("我们四个佛山的朋友") is that many;
- a group restated at the summary in adults and children ("他65岁…就是三个大人两个孩子") replaces the
  held one, the children kept with their ages: an adult's age is no grown child;
- a health or allergy note keeps the traveller's own words: the allergen and who has it;
- where the travellers live or work now is their start, never the town they come from.
"""

from __future__ import annotations

import datetime

import pytest
from hypothesis import given, settings, strategies as st

from activities.models.scripted.extract import extract_departure_city
from activities.models.scripted.party import extract_party, restated_group
from activities.models.scripted.understand import hear

TODAY = datetime.date(2026, 11, 24)
KH_DIGITS = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")
EN_ADULTS = ["my husband and me plus our kids", "my wife and I with our children", "me and my partner, and our kids"]
EN_ITEM = ["{name} ({age})", "{name}, {age},", "{name} who is {age}", "{name} aged {age}"]
KH_ITEM = ["{name} ({kh})", "{name} អាយុ{kh}ឆ្នាំ", "{name} អាយុ {kh}"]
ZH_ITEM = ["{name}{age}岁", "{name}（{age}岁）"]
NAMES = {
    "EN": ["Léa", "Samuel", "Zoë", "Tom", "Mary-Jane", "Noah"],
    "KH": ["ដារ៉ា", "សុខា", "ស្រីលី", "វិចិត្រ"],
    "ZH": ["乐乐", "小宝", "明明", "朵朵"],
}
OPENING = {
    "EN": "{adults} {items}. 3 easy days at the beach from Phnom Penh.",
    "KH": "ខ្ញុំ និងប្តី ជាមួយកូន {items}។ ចង់ទៅឆ្នេរ ៣ ថ្ងៃ",
    "ZH": "我和老公带孩子，{items}。想去海边玩3天",
}
JOIN = {"EN": " and ", "KH": " និង ", "ZH": "，"}


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.lists(st.integers(1, 17), min_size=2, max_size=3), st.data())
def test_children_named_one_by_one_are_all_counted_with_their_ages(lang: str, ages: list[int], data) -> None:
    names = data.draw(st.lists(st.sampled_from(NAMES[lang]), min_size=len(ages), max_size=len(ages), unique=True))
    forms = {"EN": EN_ITEM, "KH": KH_ITEM, "ZH": ZH_ITEM}[lang]
    items = [
        data.draw(st.sampled_from(forms)).format(name=n, age=a, kh=str(a).translate(KH_DIGITS))
        for n, a in zip(names, ages)
    ]
    said = OPENING[lang].format(adults=data.draw(st.sampled_from(EN_ADULTS)), items=JOIN[lang].join(items))
    party = extract_party(said)
    assert (party.adults, party.children_ages, party.people_count) == (2, ages, 2 + len(ages)), (said, party)


@pytest.mark.parametrize(
    "said, people",
    [
        ("hello，我们四个佛山的朋友，都是大人，想去海边玩4天，从金边出发。", 4),
        ("我们是三个大学的老同学，想去吴哥窟", 3),
        ("我们5个好朋友想去海边", 5),
        ("ពួកខ្ញុំជាមិត្តភក្តិ ៣ នាក់ មកពីកោះកុង", 3),
        ("we're four old friends from Lyon, all adults", 4),
    ],
)
def test_a_group_counted_with_its_kind_is_that_many(said: str, people: int) -> None:
    assert hear(said, None, TODAY).slots.get("people_count") == people, hear(said, None, TODAY).slots


@pytest.mark.parametrize(
    "said",
    [
        "等一下！我爸刚说他也想去，他65岁。能把他加上吗？就是三个大人两个孩子。",
        "Wait, my dad wants to come too, he's 65. So it's 3 adults and 2 kids.",
        "ចាំបន្តិច ឪពុកខ្ញុំចង់ទៅដែរ គាត់អាយុ៦៥ឆ្នាំ។ ដូច្នេះមនុស្សធំ៣នាក់ ក្មេង២នាក់។",
    ],
)
def test_a_group_restated_at_the_summary_keeps_the_childrens_ages(said: str) -> None:
    assert restated_group(said, 4, [3, 12]) == {"adults": 3, "children_ages": [3, 12]}


@pytest.mark.parametrize(
    "said, kept",
    [
        ("就第一个吧。我叫王丽娟，电话+86 138 3512 4477。3岁的那个对芒果过敏，吃饭请注意一下。", ("3岁", "芒果")),
        ("The first one. My son, who is 4, is allergic to peanuts.", ("My son", "peanuts")),
        ("Our youngest, Léa, has a peanut allergy", ("Léa", "peanut")),
        ("យកកញ្ចប់ទីមួយ។ កូនស្រីខ្ញុំ អាឡែហ្ស៊ីនឹងបង្គា សូមប្រាប់ផង។", ("កូនស្រីខ្ញុំ", "បង្គា")),
        ("我老公，腿脚不好，少爬楼梯", ("老公", "腿脚")),
    ],
)
def test_a_need_keeps_the_travellers_own_words(said: str, kept: tuple[str, ...]) -> None:
    needs = hear(said, None, TODAY).slots.get("special_needs") or ""
    assert all(word in needs for word in kept), needs


@pytest.mark.parametrize(
    "said, start",
    [
        ("ពួកខ្ញុំជាមិត្តភក្តិ ៣ នាក់ មកពីកោះកុង ឥឡូវធ្វើការនៅភ្នំពេញ។", "Phnom Penh"),
        ("ខ្ញុំ និងសង្សារ ជាអ្នកស្រុកកំពត តែរស់នៅសៀមរាប។", "Siem Reap"),
        ("We are from Kampot but now living in Phnom Penh", "Phnom Penh"),
        ("We're from Koh Kong, working in Siem Reap these days", "Siem Reap"),
        ("我们是国公人，现在在金边工作", "Phnom Penh"),
    ],
)
def test_where_they_live_now_is_the_start_not_where_they_come_from(said: str, start: str) -> None:
    assert extract_departure_city(said) == start
