"""Held-out batch M: the writer plus every counted companion makes the group, grown companions are
adults, "一大一小" is adults and children, "N of us now" replaces the head count; a pickup is a place
(never a sentence, never the group or the budget; "staying in <city>" is where they start); a dotted
Chinese name is a name (EN / KH / ZH)."""

from __future__ import annotations

import re
from datetime import date

from hypothesis import given, strategies as st

from activities.models.scripted.contact import extract_name
from activities.models.scripted.extract import extract_departure_city, extract_people
from activities.models.scripted.group_change import new_group_size
from activities.models.scripted.party import extract_party
from activities.models.scripted.understand import hear

EN_NUM = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
ZH_NUM = {1: "一", 2: "两", 3: "三", 4: "四", 5: "五"}
KH_NUM = {1: "មួយ", 2: "ពីរ", 3: "បី", 4: "បួន", 5: "ប្រាំ"}
EN_WHO = ["friends", "colleagues", "players", "teammates", "cousins", "students"]
ZH_WHO = ["朋友", "同事", "温州老乡", "老乡", "同学", "队友"]
KH_WHO = ["មិត្ត", "មិត្តភក្តិ", "មិត្តរួមការងារ"]


def _en(n: int, who: str, digits: bool) -> list[str]:
    k = str(n) if digits else EN_NUM[n]
    return [
        f"I'm travelling with my {k} {who} from Phnom Penh",
        f"me and {k} of my {who}, 3 days",
        f"I'm a coach, here in Phnom Penh with {k} of my {who}, all adults.",
        f"myself and my {k} {who} want a beach trip",
    ]


@given(st.integers(1, 5), st.sampled_from(EN_WHO), st.booleans(), st.data())
def test_the_writer_and_counted_companions_en(n: int, who: str, digits: bool, data: st.DataObject) -> None:
    said = data.draw(st.sampled_from(_en(n, who, digits)))
    assert extract_people(said) == n + 1, said
    assert extract_party(said).people_count == n + 1, said


@given(st.integers(1, 5), st.sampled_from(ZH_WHO), st.sampled_from(["我跟", "我和", "我带着"]), st.booleans())
def test_the_writer_and_counted_companions_zh(n: int, who: str, joint: str, digits: bool) -> None:
    k = str(n) if digits else ZH_NUM[n]
    said = f"你好，{joint}{k}个{who}在金边做生意，想去白马玩两天，预算一个人两千人民币左右。"
    assert extract_people(said) == n + 1, said
    assert extract_party(said).people_count == n + 1, said


@given(st.integers(1, 5), st.sampled_from(KH_WHO), st.sampled_from(["និង", "ជាមួយ"]), st.booleans())
def test_the_writer_and_counted_companions_kh(n: int, who: str, joint: str, digits: bool) -> None:
    k = str(n) if digits else KH_NUM[n]
    said = f"ខ្ញុំ{joint}{who}{k}នាក់ ចង់ទៅកំពត ២ថ្ងៃ"
    assert extract_people(said) == n + 1, said


@given(st.integers(1, 4), st.sampled_from(["grown-up daughters", "adult sons", "grown-up kids", "adult children"]))
def test_grown_companions_are_adults(n: int, who: str) -> None:
    said = f"Hi! I'm travelling with my {EN_NUM[n]} {who}. We'd love 2 days at Angkor, $700 for all of us."
    party = extract_party(said)
    assert (party.adults, party.people_count, party.children_ages) == (n + 1, n + 1, []), (said, party)


@given(st.integers(1, 4), st.integers(1, 3), st.booleans(), st.sampled_from(["", "个", "人"]))
def test_big_and_small_are_adults_and_children(adults: int, kids: int, digits: bool, unit: str) -> None:
    a, c = (str(adults), str(kids)) if digits else (ZH_NUM[adults], ZH_NUM[kids])
    said = f"我们{a}{'个' if unit == '个' else ''}大{'人' if unit == '人' else ''}{c}小，想去海边三天"
    party = extract_party(said)
    assert (party.adults, party.children, party.people_count) == (adults, kids, adults + kids), (said, party)


@given(st.integers(1, 6), st.integers(1, 6), st.booleans(), st.sampled_from(["of us", "people", "travellers"]))
def test_n_of_us_now_replaces_the_head_count(now: int, before: int, words: bool, noun: str) -> None:
    if now == before:
        return
    k = EN_NUM.get(now, str(now)) if words else str(now)
    said = f"Hold on, Sione can't get the days off. So it's {k} {noun} now, not {before}. Can you fix that?"
    assert new_group_size(said, before) == now, said


STAY = {
    "EN": "Hi! We're staying in {city}. {rest}",
    "KH": "សួស្តី! គ្រួសារខ្ញុំមកពីព្រៃវែង ឥឡូវស្នាក់នៅ{city}។ {rest}",
    "ZH": "你好！我们住在{city}。{rest}",
}
CITY = {"EN": "Phnom Penh", "KH": "ភ្នំពេញ", "ZH": "金边"}
REST = {
    "EN": ["Two adults and a son of 6. Beach for 2 days, about $500 in total.", "We are 4, budget $300 each."],
    "KH": ["មានប្តីប្រពន្ធ២នាក់ កូនប្រុសអាយុ៦ឆ្នាំ។ ចង់ទៅលេងសមុទ្រ ២ថ្ងៃ។ ថវិកាប្រហែល ៥០០ ដុល្លារ សរុប។", "យើង៤នាក់។"],
    "ZH": ["两大一小，孩子6岁。想去海边两天，预算五百美元。", "我们四个人，每人三百美元。"],
}


@given(st.sampled_from(sorted(STAY)), st.data(), st.sampled_from([None, "ask_pickup_location"]))
def test_staying_in_a_city_is_where_they_start_not_a_pickup(lang: str, data: st.DataObject, asked: str) -> None:
    said = STAY[lang].format(city=CITY[lang], rest=data.draw(st.sampled_from(REST[lang])))
    slots = hear(said, None, date(2026, 11, 29)).slots
    assert "pickup" not in slots, (said, slots)
    assert extract_departure_city(said) == "Phnom Penh", said


PLACES = ["Golden Gate Hotel", "សណ្ឋាគារ Golden Gate", "金边索菲特酒店 Sofitel Phokeethra", "Sunway Hotel"]
TAILS = ["។ មានប្តីប្រពន្ធ២នាក់ ថវិកា ៥០០ ដុល្លារ។", ". We are 4 people, about $500 in total.", "。我们三个人，预算五百美元。"]


@given(st.sampled_from(PLACES), st.sampled_from(TAILS), st.sampled_from(["pick us up at ", "ស្នាក់នៅ", "住在"]))
def test_a_pickup_is_a_place_never_a_sentence(place: str, tail: str, cue: str) -> None:
    slots = hear(cue + place + tail, None, date(2026, 11, 29)).slots
    pickup = slots.get("pickup") or ""
    assert not re.search(r"[។。]|\$|ដុល្លារ|美元|\bpeople\b|នាក់|个人", pickup), (cue + place + tail, pickup)


@given(
    st.sampled_from(["艾尔肯", "阿依古丽", "买买提", "古丽"]),
    st.sampled_from(["·", "•", "・"]),
    st.sampled_from(["吐尔逊", "热合曼", "阿不都拉"]),
)
def test_a_dotted_chinese_name_is_a_name(given_name: str, dot: str, family: str) -> None:
    name = given_name + dot + family
    assert extract_name(f"{name}，+86 135 7920 4813", asked=True) == name
