"""Special requests invited with the details, and who stays when someone leaves (held-out batch R), EN / KH / ZH.

Invariants:
- the one question for the booking details also invites special requests, in every language, so a
  traveller who has one says it then (the question names it last);
- the answer's requests (a diet, a child seat, a health need), said after the details, are kept in the
  traveller's words and are neither the pickup nor the name; "no special requests" is no request;
- the people said to stay beside a leaver ("just me and the two kids", "就剩我和两个孩子", "នៅសល់តែខ្ញុំ
  និងកូនពីរនាក់") stay: a husband leaving takes no child off, and "me and 2 kids" left is three people.
"""

from __future__ import annotations

import pytest

from activities.models.scripted.details import Details, question
from activities.models.scripted.group_change import leaving_children, new_group_size
from activities.models.scripted.understand import hear

DETAILS = {
    "EN": "2027-01-02, Imran Qureshi, +92 300 555 7741, Sokha Phnom Penh Hotel, {req}",
    "KH": "2027-01-02 ម៉ៅ ស្រីល័ក្ខ +855 12 684 307 ផ្សារណាត់ ក្រុងបាត់ដំបង {req}",
    "ZH": "2027-01-02，林慧敏，+65 9555 2846，金边 Himawari Hotel，{req}",
}
PICKUP = {"EN": "Sokha Phnom Penh Hotel", "KH": "ផ្សារណាត់ ក្រុងបាត់ដំបង", "ZH": "金边 Himawari Hotel"}
REQUESTS = {
    "EN": [
        ("A child seat for our 3-year-old in the car, and no pork please.", "child seat"),
        ("Vegetarian meals please.", "egetarian"),
        ("please note my mother has a bad knee", "knee"),
        ("halal food only", "halal"),
    ],
    "KH": [("សូមកៅអីកុមារសម្រាប់កូនតូច", "កៅអីកុមារ"), ("ខ្ញុំញ៉ាំបួស", "បួស"), ("ម្ដាយខ្ញុំឈឺជង្គង់", "ជង្គង់")],
    "ZH": [
        ("孩子需要儿童座椅", "儿童座椅"),
        ("我们都吃素", "吃素"),
        ("我儿子对鸡蛋过敏", "过敏"),
        ("不吃猪肉", "猪肉"),
    ],
}
NONE_SAID = {
    "EN": ["No special requests", "no special requests, thanks", "None, thanks", "Nothing special"],
    "KH": ["គ្មានសំណើពិសេសទេ", "អត់មានសំណើពិសេសទេ"],
    "ZH": ["没有特殊要求", "没有其他特殊要求"],
}


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_the_details_question_invites_special_requests_last(lang: str) -> None:
    asked = question(lang, Details(None, None, None, None)) or ""
    marker = {"EN": "special request", "KH": "សំណើពិសេស", "ZH": "特殊要求"}[lang]
    assert marker in asked
    pickup_word = {"EN": "pick you up", "KH": "កន្លែងមកទទួល", "ZH": "接送地点"}[lang]
    assert asked.index(pickup_word) < asked.index(marker)  # asked last: its answer is the message's end


@pytest.mark.parametrize("lang,said,kept", [(lang, s, k) for lang, items in REQUESTS.items() for s, k in items])
def test_requests_answered_with_the_details_are_kept_and_never_the_pickup(lang: str, said: str, kept: str) -> None:
    slots = hear(DETAILS[lang].format(req=said), "ask_booking_details").slots
    assert kept.lower() in str(slots.get("special_needs", "")).lower()
    assert slots.get("pickup") == PICKUP[lang]
    assert slots.get("travel_start_date") == "2027-01-02"
    assert "children_ages" not in slots  # "for our 3-year-old" in a request restates no group


@pytest.mark.parametrize("lang,said", [(lang, s) for lang, items in NONE_SAID.items() for s in items])
def test_no_special_requests_is_no_request_and_never_the_pickup(lang: str, said: str) -> None:
    slots = hear(DETAILS[lang].format(req=said), "ask_booking_details").slots
    assert not slots.get("special_needs")
    assert slots.get("pickup") == PICKUP[lang]


@pytest.mark.parametrize(
    "said",
    [
        "Hi 又是我。我老公公司临时有事要飞回新加坡，去不了了 可以把他去掉吗？就剩我和两个孩子。会退多少？",
        "我老公去不了了，只剩我和孩子们",
        "My husband can't come any more, so it'll just be me and the two kids. How much back?",
        "My husband can't make it, only me and the kids left.",
        "ប្តីខ្ញុំមិនអាចទៅបានទេ សុំដកគាត់ចេញ នៅសល់តែខ្ញុំ និងកូនពីរនាក់",
    ],
)
def test_children_said_to_stay_are_no_leavers(said: str) -> None:
    assert leaving_children(said, [6, 13]) == []
    assert new_group_size(said, 4) == 3


@pytest.mark.parametrize(
    "said",
    ["my son can't come, just me and my husband now", "儿子不去了，就剩我们两个大人", "កូនប្រុសខ្ញុំមិនអាចទៅបានទេ"],
)
def test_a_child_leaving_unnamed_among_several_is_still_asked(said: str) -> None:
    assert leaving_children(said, [6, 13]) is None
