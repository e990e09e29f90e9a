"""Issue 39 (held-out batch C): the forms travellers used that the offline model did not read, as
families in EN / KH / ZH: an option among several, someone joining or leaving, Traditional Chinese,
a destination named as a town, a budget in more currencies, a Khmer date phrase or question tail
around the booking details."""

from __future__ import annotations

import pytest

from activities.models.scripted import contact as c
from activities.models.scripted.group_change import new_group_size
from activities.models.scripted.money_words import stated_budget
from activities.models.scripted.ordinals import extract_ordinal
from activities.models.scripted.understand import hear


@pytest.mark.parametrize(
    ("said", "index"),
    [
        ("យកកញ្ចប់ទី១ បង", 0),
        ("កញ្ចប់ទីពីរ", 1),
        ("ជម្រើសទី៣", 2),
        ("the second one, not the first", 1),
        ("I liked the first one but switch to the third", 2),
        ("等一下，我看了第一个的安排，换成第二个吧", 1),
        ("ប្តូរទៅជម្រើសទីពីរវិញ", 1),
        ("ថ្ងៃទី២៥ ខែធ្នូ", None),  # a date, not an option
        ("第一天去哪里？", None),
    ],
)
def test_the_option_meant(said, index):
    assert extract_ordinal(said) == index


@pytest.mark.parametrize(
    ("said", "now", "after"),
    [
        ("my mother-in-law can't come, only the two of us now", 3, 2),
        ("my friend can't make it", 3, 2),
        ("one person drops out, we're down to 2", 3, 2),
        ("our friend joins, we'll be 3", 2, 3),
        ("សុំដកគាត់ចេញពីការកក់ នៅសល់តែខ្ញុំ និងប្រពន្ធ ២នាក់។", 3, 2),
        ("សុំដកម្នាក់ចេញ", 3, 2),
        ("មិត្តភក្តិមកដែរ យើងនឹងមាន ៣ នាក់", 2, 3),
        ("我爸不去了，只剩两个人", 3, 2),
        ("朋友也来，我们变成3个人", 2, 3),
        ("can we move it two days later?", 2, None),
        ("only 3 days please", 2, None),
    ],
)
def test_someone_joins_or_leaves(said, now, after):
    assert new_group_size(said, now) == after


def test_traditional_chinese_reads_as_simplified():
    slots = hear("我跟我老公已經在暹粒了，想找一個3天的行程，主要想看吳哥窟那些古蹟，不要太趕。").slots
    assert (slots["environment"], slots["duration_days"], slots["departure_city"]) == ("TEMPLE", 3, "Siem Reap")
    assert slots["people_count"] == 2
    assert hear("2個大人", "ask_people_count").slots["people_count"] == 2


@pytest.mark.parametrize(
    ("said", "environment"),
    [
        ("Kampot sounds nice, we'll be in Phnom Penh", "MOUNTAIN"),
        ("ខ្ញុំចង់ទៅលេងកែប ចេញពីភ្នំពេញ", "BEACH"),
        ("想去暹粒玩几天，从金边出发", "TEMPLE"),
        ("we're staying in Kampot", None),  # where they start, not where they go
        ("from Siem Reap, 3 days", None),
    ],
)
def test_a_destination_town_is_its_kind_of_place(said, environment):
    assert hear(said).slots.get("environment") == environment


@pytest.mark.parametrize(
    ("said", "currency", "per"),
    [
        ("about 700 CAD for both of us", "CAD", "total"),
        ("預算大概兩個人3萬台幣左右", "TWD", "total"),
        ("5000 HKD each", "HKD", "person"),
        ("around 400 NZD per person", "NZD", "person"),
    ],
)
def test_budgets_in_more_currencies(said, currency, per):
    stated = stated_budget(said)
    assert stated is not None and (stated["currency"], stated["per"]) == (currency, per)
    assert "budget" in hear(said, None).slots or per == "total"  # a total waits for the group size


def test_khmer_date_words_are_not_a_name_and_a_question_tail_is_not_the_pickup():
    said = "ចេញថ្ងៃ 2027-01-07។ មកទទួលនៅវិមានឯករាជ្យបានទេ? ផ្ទះខ្ញុំនៅជិតនោះ"
    assert c.bare_details(said, asked=True)[0] is None
    assert c.extract_pickup(said) == "វិមានឯករាជ្យ"
    assert c.extract_pickup("在金边索菲特酒店接我们可以吗？") == "金边索菲特酒店"


def test_meeting_the_group_at_a_place_is_the_pickup():
    """After a pickup off the route is refused ("you can be picked up in Phnom Penh"), "we'll meet you at
    the Sunway Hotel in Phnom Penh" answers it; a time is no place."""
    for said in (
        "ok, we'll meet you at the Sunway Hotel in Phnom Penh",
        "We will meet the group at the Sunway Hotel in Phnom Penh",
    ):
        assert c.extract_pickup(said) == "Sunway Hotel in Phnom Penh"
    assert c.extract_pickup("meet you at 9") is None
