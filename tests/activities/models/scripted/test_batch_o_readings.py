"""Readings held-out batch O found missing, each over phrasings in EN / KH / ZH: a count of days with
describing words before "days", the writer and one named companion as two people, children's ages said
after them ("our three kids (they are 2, 5 and 8)"), a paid trip made longer, him / her added."""

from __future__ import annotations

from datetime import date

import pytest

from activities.models.scripted.extract import extract_duration, extract_people
from activities.models.scripted.group_change import new_group_size
from activities.models.scripted.longer_trip import longer_end
from activities.models.scripted.party import extract_party
from activities.models.scripted.pickup_place import home_of_kin
from activities.models.scripted.redate import corrected_start
from activities.models.scripted.understand import hear


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("we would like 3 quiet days in Kampot", 3),
        ("two lazy beach days please", 2),
        ("5 full days from Siem Reap", 5),
        ("4 relaxing nights by the sea", 5),
        ("2 adults 3 days", 3),
        ("3 or 4 days", 4),
        ("2 people for 5 days", 5),
        ("我们想安静地玩3天", 3),
        ("ចង់ទៅកំពត ៣ថ្ងៃ", 3),
    ],
)
def test_days_with_words_before_them(text: str, days: int) -> None:
    assert extract_duration(text) == days


@pytest.mark.parametrize("text", ["we are 2 adults and 3 kids", "2 more days", "3 kids, budget 300"])
def test_other_counts_are_no_days(text: str) -> None:
    assert extract_duration(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "hi, me and my brother (27 and 33) want something active on koh rong",
        "my mum and i would like kampot",
        "me and my best friend, 3 days",
        "I and my colleague want Angkor",
        "my brother (33) and i",
        "我和我妈想去吴哥",
        "我跟我哥想去西港",
        "ខ្ញុំនិងបងប្រុសចង់ទៅកែប",
        "ខ្ញុំ និងម្តាយ ចង់ទៅសៀមរាប",
    ],
)
def test_writer_and_one_companion_are_two(text: str) -> None:
    assert extract_people(text) == 2


@pytest.mark.parametrize(
    "text",
    [
        "me and my sister and her kids",
        "me and my brothers",
        "me and my brother's family",
        "me, my brother and my cousin",
        "我和我妈还有我爸",
        "ខ្ញុំនិងម្តាយ និងកូន",
    ],
)
def test_a_third_companion_is_not_a_pair(text: str) -> None:
    assert extract_people(text) != 2


@pytest.mark.parametrize(
    "text",
    [
        "My wife and I would like to take our three kids (they are 2, 5 and 8) to Kep",
        "my husband and i with our three children, who are 2, 5 and 8",
        "me and my wife plus our three kids, they're 2, 5 and 8",
        "my wife and I with 3 kids - 2, 5 and 8",
        "我和老婆带三个孩子（2岁、5岁和8岁）",
        "ខ្ញុំ និងប្រពន្ធ ជាមួយកូន៣នាក់ អាយុ ២ ៥ និង ៨ ឆ្នាំ",
    ],
)
def test_children_ages_after_the_parents(text: str) -> None:
    party = extract_party(text)
    assert (party.adults, party.children_ages, party.people_count) == (2, [2, 5, 8], 5)


START, END = "2027-01-12", "2027-01-14"  # a 3-day trip


@pytest.mark.parametrize(
    ("text", "end"),
    [
        ("Can we make it 4 days instead of 3, with the same start date?", "2027-01-15"),
        ("one more day in Kampot please", "2027-01-15"),
        ("an extra day please", "2027-01-15"),
        ("can we add 2 more days", "2027-01-16"),
        ("extend it by two days", "2027-01-16"),
        ("we want to stay a day longer", "2027-01-15"),
        ("change the trip to 5 days", "2027-01-16"),
        ("我们想多玩一天", "2027-01-15"),
        ("改成4天", "2027-01-15"),
        ("能不能延长两天", "2027-01-16"),
        ("សុំបន្ថែមមួយថ្ងៃ", "2027-01-15"),
        ("ខ្ញុំចង់ប្តូរទៅ ៤ ថ្ងៃ", "2027-01-15"),
    ],
)
def test_a_longer_trip_ends_later(text: str, end: str) -> None:
    assert longer_end(text, START, END) == end


@pytest.mark.parametrize(
    "text", ["move it to 2027-02-01", "make it 3 days", "make it 2 days", "cancel please", "pickup time on day 2?"]
)
def test_no_longer_trip(text: str) -> None:
    assert longer_end(text, START, END) is None


@pytest.mark.parametrize(
    "text",
    [
        "our cousin luka is flying in from belgrade and wants to come too. he's 29. can you add him to the same trip?",
        "can you add her to our booking? she is 31",
        "could she join us?",
        "my friend from work who lives in Hanoi now wants to come",
    ],
)
def test_him_or_her_added(text: str) -> None:
    assert new_group_size(text, 2) == 3


TODAY = date(2026, 11, 29)
WRONG, RIGHT = "2026-12-15", "2026-12-18"


@pytest.mark.parametrize(
    "text",
    [
        f"Sorry, wrong date! On {WRONG} we are busy, can we start on {RIGHT} instead?",
        f"start on {RIGHT} instead of {WRONG}",
        f"change it from {WRONG} to {RIGHT}",
        f"不好意思日期写错了，{WRONG}我们有事，改成{RIGHT}出发可以吗？",
        f"我们从{WRONG}改到{RIGHT}",
        f"អូ៎ សុំទោសបង ខ្ញុំដាក់ថ្ងៃខុសហើយ! ថ្ងៃ {WRONG} ពួកខ្ញុំរវល់។ ប្ដូរទៅចាប់ផ្ដើមថ្ងៃ {RIGHT} វិញបានទេ?",
        f"ខ្ញុំសុំប្តូរពី {WRONG} ទៅ {RIGHT}",
    ],
)
def test_a_date_corrected_in_one_message_is_the_new_start(text: str) -> None:
    assert corrected_start(text, TODAY) == RIGHT
    assert (
        hear(text, None, TODAY).slots.get("travel_start_date"),
        hear(text, None, TODAY).slots.get("travel_end_date"),
    ) == (
        RIGHT,
        None,
    )


@pytest.mark.parametrize(
    "text", [f"{WRONG} to {RIGHT}", f"sorry, from {WRONG} to {RIGHT}", "actually we want 15 to 18 December", WRONG]
)
def test_a_range_is_no_correction(text: str) -> None:
    assert corrected_start(text, TODAY) is None


@pytest.mark.parametrize(
    ("pickup", "kin_home"),
    [
        ("金边儿子家", True),
        ("我女儿家里", True),
        ("my son's place", True),
        ("our daughter's house", True),
        ("ផ្ទះកូនប្រុស", True),
        ("Sokha Hotel", False),
        ("钻石岛那边的 Sokha Phnom Penh 酒店", False),
        ("my son's house, #12 street 240", False),
        ("儿子家，堡东路12号", False),
        ("friend's house on Street 51", False),
    ],
)
def test_a_kin_home_said_in_passing_is_no_pickup(pickup: str, kin_home: bool) -> None:
    assert home_of_kin(pickup) is kin_home
    said = (
        f"现在住在{pickup}。想去马德望玩两天"
        if not pickup.isascii()
        else f"we're staying at {pickup}. Battambang 2 days"
    )
    heard = hear(said, None, TODAY).slots.get("pickup")
    assert (heard is None) is kin_home
    assert hear(pickup, "ask_pickup_location", TODAY).slots.get("pickup")  # answered when asked: kept
