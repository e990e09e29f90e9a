"""Ages in full years, station pickups and a bare "none" to the requests (held-out batch R), EN / KH / ZH.

Invariants:
- an age said in full years ("៩ខួប", "9周岁", "9 years of age") is read exactly as the same age said the
  common way ("៩ឆ្នាំ", "9岁", "9 years old"): a 9-year-old is a child, never an adult; a birthday or an
  anniversary ("ខួបកំណើត", "ខួបទី១០") is no age;
- a station, a pier or a bus stop is a place to be picked up at in every language, as a hotel is;
- a bare "none" as the last part of the answer to the details question (which invites special requests
  last) is no request and never part of the pickup; "no pork" or any real request is still kept.
"""

from __future__ import annotations

import pytest

from activities.models.scripted.understand import hear
from agent.normal_text import normalize

PARTY = ("adults", "children_ages", "people_count")
# (said in full years, said the common way)
FULL_YEARS = [
    (
        "ចង់នាំម្ដាយខ្ញុំ (អាយុ ៦៨ ដើរយឺតៗ) និងកូនប្រុសខ្ញុំ ៩ខួប ទៅលេងប្រាសាទអង្គរ ៣ថ្ងៃ ចេញពីបាត់ដំបង",
        "ចង់នាំម្ដាយខ្ញុំ (អាយុ ៦៨ ដើរយឺតៗ) និងកូនប្រុសខ្ញុំ ៩ឆ្នាំ ទៅលេងប្រាសាទអង្គរ ៣ថ្ងៃ ចេញពីបាត់ដំបង",
    ),
    ("ខ្ញុំ និងកូនស្រី ប្រាំបួនខួប ទៅកែប ២ថ្ងៃ", "ខ្ញុំ និងកូនស្រី ប្រាំបួនឆ្នាំ ទៅកែប ២ថ្ងៃ"),
    ("ខ្ញុំ និងកូន ១២ ខួប ទៅកំពត", "ខ្ញុំ និងកូន ១២ ឆ្នាំ ទៅកំពត"),
    ("我和儿子9周岁去吴哥3天", "我和儿子9岁去吴哥3天"),
    ("我和女儿九週歲去海边", "我和女儿九岁去海边"),
    ("我们两个大人和孩子7虚岁", "我们两个大人和孩子7岁"),
    ("me and my son who is 9 years of age, 3 days at angkor", "me and my son who is 9 years old, 3 days at angkor"),
    ("two adults and our daughter, nine years of age", "two adults and our daughter, nine years old"),
]


@pytest.mark.parametrize("full,common", FULL_YEARS)
def test_an_age_in_full_years_reads_as_the_same_age(full: str, common: str) -> None:
    said = {k: v for k, v in hear(full).slots.items() if k in PARTY}
    assert said == {k: v for k, v in hear(common).slots.items() if k in PARTY}
    assert said.get("children_ages"), said  # the child is counted as a child


def test_the_pailin_mother_grandmother_and_son_are_two_adults_and_a_child() -> None:
    said = FULL_YEARS[0][0] + "។ លុយមានប្រហែល ២ម៉ឺនបាត សម្រាប់បីនាក់ បងជួយរកឲ្យផង"
    slots = hear(said).slots
    assert (slots.get("adults"), slots.get("children_ages")) == (2, [9])


@pytest.mark.parametrize(
    "said",
    ["ថ្ងៃខួបកំណើតកូនខ្ញុំ ២នាក់", "ខួបទី១០ អាពាហ៍ពិពាហ៍ ២នាក់", "我们结婚10周年，两个人", "a 10 year anniversary trip for 2"],
)
def test_a_birthday_or_an_anniversary_is_no_age(said: str) -> None:
    assert "children_ages" not in hear(said).slots
    assert "ឆ្នាំ" not in normalize(said) and "周岁" not in said or "周" in normalize(said)


DETAILS = {
    "EN": "2027-01-02, Sokha Chan, +855 12 345 678, {place}{none}",
    "KH": "2027-01-02 ឡុង ស្រីពៅ +855 16 903 552 {place}{none}",
    "ZH": "2027-01-02，王明，+855 12 345 678，{place}{none}",
}
STATIONS = {
    "EN": ["Phnom Penh railway station", "Sihanoukville ferry pier", "Riverside Hotel"],
    "KH": ["ស្ថានីយ៍រថភ្លើងភ្នំពេញ", "កំពង់ផែក្រុងកែប", "ចំណតឡានក្រុងផ្សារធំថ្មី", "ផ្សារណាត់"],
    "ZH": ["金边火车站", "西港港口", "金边河畔酒店"],
}
BARE_NONE = {
    "EN": [", none", ", nothing", " none thanks", ", no", ", nope."],
    "KH": [" គ្មានទេបង", " អត់មានទេ", " គ្មាន", " អត់ទេបង អរគុណ"],
    "ZH": ["，没有", " 没有", "，没有了，谢谢", "，无"],
}


@pytest.mark.parametrize(
    "lang,place,none",
    [(lang, p, n) for lang in DETAILS for p in STATIONS[lang] for n in BARE_NONE[lang]],
)
def test_a_station_is_the_pickup_and_a_bare_none_is_no_request(lang: str, place: str, none: str) -> None:
    slots = hear(DETAILS[lang].format(place=place, none=none), "ask_booking_details").slots
    assert slots.get("pickup") == place
    assert not slots.get("special_needs")
    assert slots.get("name") and slots.get("phone") and slots.get("travel_start_date") == "2027-01-02"


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_station_alone_answers_the_pickup_and_requests_left(lang: str) -> None:
    place, none = STATIONS[lang][0], BARE_NONE[lang][0]
    slots = hear((place + none).strip(), "ask_booking_details").slots
    assert slots.get("pickup") == place
    assert not slots.get("special_needs")


@pytest.mark.parametrize(
    "lang,tail,kept",
    [
        ("EN", ", no pork please", "no pork"),
        ("KH", " អត់ញ៉ាំសាច់គោ", "សាច់គោ"),
        ("ZH", "，不吃猪肉", "猪肉"),
        ("EN", ", no seafood, thanks", "no seafood"),
    ],
)
def test_a_real_request_after_the_place_is_still_kept(lang: str, tail: str, kept: str) -> None:
    place = STATIONS[lang][0]
    slots = hear(DETAILS[lang].format(place=place, none=tail), "ask_booking_details").slots
    assert kept in str(slots.get("special_needs", ""))
    assert slots.get("pickup") == place
