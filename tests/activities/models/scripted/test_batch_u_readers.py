"""Readings held-out batch U found missing, each a rule over a family of phrasings in EN / KH / ZH: a child's
years in brackets without "old" are an age, whatever says who travels is never a pickup place nor is the
town they live in, a currency's Chinese name in "币" is the currency of its "元", an add with no activity of
its own adds the activity the message wishes for, and any town answers "where do you start?"."""

from __future__ import annotations

from datetime import date

import pytest

from activities.models.scripted.extract import extract_departure_city
from activities.models.scripted.money_words import stated_budget
from activities.models.scripted.paid_add_on import asked_activity
from activities.models.scripted.party import extract_party
from activities.models.scripted.understand import hear
from activities.models.scripted.unknown_money import unknown_currency

TODAY = date(2026, 11, 29)


@pytest.mark.parametrize(
    ("text", "adults", "ages"),
    [
        ("We are a family of four: me, my wife, our daughter Anika (2 years) and son Vihaan (13 years).", 2, [2, 13]),
        ("me and my wife, with our son (13 yrs) and daughter (2 yrs)", 2, [13, 2]),
        ("me, my husband and our kids (8 years, 5 years)", 2, [8, 5]),
        ("me and my wife and our two kids (8 and 5 years)", 2, [8, 5]),
        ("2 adults and our boy (7 years)", 2, [7]),
    ],
)
def test_years_in_brackets_are_a_childs_age(text: str, adults: int, ages: list[int]) -> None:
    """ "Anika (2 years)" is a child of 2, and a child named after "and" without "our" is one more child."""
    party = extract_party(text)
    assert (party.adults, party.children_ages, party.children) == (adults, ages, len(ages)), (text, party)


@pytest.mark.parametrize(
    ("text", "adults", "ages"),
    [
        ("您好，我们一家三口住在悉尼，我、老公和11岁的儿子。想从金边出发，玩三天。", 2, [11]),
        ("你好，我们住在墨尔本，我、老婆和8岁的女儿。从暹粒出发，玩两天。", 2, [8]),
        ("សួស្តី យើងរស់នៅមេលប៊ន ខ្ញុំ ប្តីខ្ញុំ និងកូនអាយុ ៧ ឆ្នាំ។ ចេញពីភ្នំពេញ ២ ថ្ងៃ", 2, [7]),
    ],
)
def test_who_travels_and_the_town_they_live_in_are_no_pickup(text: str, adults: int, ages: list[int]) -> None:
    """The group said after the town they live in stays the group; neither is booked as the pickup."""
    slots = hear(text, None, TODAY).slots
    assert "pickup" not in slots, (text, slots)
    assert (slots.get("adults"), slots.get("children_ages")) == (adults, ages), (text, slots)


@pytest.mark.parametrize(
    "text",
    [
        "住在金边河畔酒店，我和老公两个人",
        "住在金边河畔酒店，我、老公和孩子",
        "住在金边河畔酒店，一家三口",
        "ស្នាក់នៅសណ្ឋាគារសុខា, ខ្ញុំ និងប្តី",
    ],
)
def test_a_pickup_stops_where_the_group_begins(text: str) -> None:
    pickup = hear(text, "ask_pickup_location", TODAY).slots.get("pickup") or ""
    assert pickup and not any(w in pickup for w in ("老公", "一家", "ប្តី", "我和", "我、")), (text, pickup)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("预算大概两千澳币。", "AUD"),
        ("两千澳币左右", "AUD"),
        ("預算兩千澳幣左右", "AUD"),
        ("预算2000澳洲元", "AUD"),
        ("预算五千新加坡币", "SGD"),
        ("每人三千纽币左右", "NZD"),
    ],
)
def test_a_currency_said_in_bi_is_its_yuan_name(text: str, code: str) -> None:
    stated = stated_budget(text)
    assert stated is not None and stated["currency"] == code, (text, stated)
    assert unknown_currency(text, True) is None


@pytest.mark.parametrize(
    ("text", "activity"),
    [
        ("您好，儿子看了视频特别想划皮划艇（kayak），能给我们三个人都加上吗？要补多少钱？", "皮划艇 (kayak)"),
        ("孩子很想去浮潜，能都加上吗？", "浮潜"),
        ("能加上划皮划艇吗？", "皮划艇"),
        ("my son really wants to go kayaking, can you add it for all three of us?", "kayaking"),
        ("we would love to try a cooking class, could you add that for both of us?", "cooking class"),
        ("កូនខ្ញុំចង់ជិះទូកកាយ៉ាក់ អាចបន្ថែមឲ្យយើងទាំងបីនាក់បានទេ?", "ជិះទូកកាយ៉ាក់"),
        ("កូនខ្ញុំចង់ជិះទូកកាយ៉ាក់ អាចបន្ថែមបានទេ?", "ជិះទូកកាយ៉ាក់"),
    ],
)
def test_an_add_without_its_own_activity_adds_the_one_wished_for(text: str, activity: str) -> None:
    assert asked_activity(text) == activity, text


@pytest.mark.parametrize(
    "text",
    ["妈妈想一起去，能加上吗？", "mum wants to come along, can you add her?", "ម្តាយខ្ញុំចង់ទៅជាមួយ អាចបន្ថែមបានទេ?"],
)
def test_someone_joining_is_no_activity(text: str) -> None:
    assert asked_activity(text) is None, text


@pytest.mark.parametrize(
    ("answer", "town"),
    [
        ("បាវិត", "Bavet"),
        ("ពីបាវិត", "Bavet"),
        ("Bavet", "Bavet"),
        ("巴域", "Bavet"),
        ("ប៉ោយប៉ែត", "Poipet"),
        ("从波贝出发", "Poipet"),
        ("ស្វាយរៀង", "Svay Rieng"),
        ("Kuching", "Kuching"),
        ("ស្រុកកំណើតខ្ញុំ", "ស្រុកកំណើតខ្ញុំ"),  # a name not known is kept as given, never refused
        ("芒街", "芒街"),
    ],
)
def test_any_town_answers_where_they_start(answer: str, town: str) -> None:
    assert hear(answer, "ask_departure_city", TODAY).slots.get("departure_city") == town, answer


@pytest.mark.parametrize("answer", ["មិនដឹងទេបង", "不知道", "I don't know", "随便"])
def test_not_knowing_is_no_town(answer: str) -> None:
    assert "departure_city" not in hear(answer, "ask_departure_city", TODAY).slots, answer


@pytest.mark.parametrize(
    "text",
    [
        "i'll be in {town} already, 2 days of nature",
        "we're already in {town}. budget $300",
        "staying in {town} this week, 3 days somewhere quiet",
        "ខ្ញុំនៅ{kh}។ ចង់ទៅលេងសមុទ្រ ២ ថ្ងៃ",
        "我们已经在{zh}了，想玩两天",
    ],
)
@pytest.mark.parametrize(("town", "kh", "zh"), [("Poipet", "ប៉ោយប៉ែត", "波贝"), ("Bavet", "បាវិត", "巴域")])
def test_being_in_a_town_is_where_they_start(text: str, town: str, kh: str, zh: str) -> None:
    said = text.format(town=town, kh=kh, zh=zh)
    assert extract_departure_city(said) == town, said


@pytest.mark.parametrize(
    "text",
    [
        "ខ្ញុំនៅ{kh} លក់ត្បូង។ ចង់ទៅលេងអង្គរ ៣ថ្ងៃ ចេញពី{start_kh}។",
        "we live in {town} but we're leaving from {start}, 3 days at the temples",
        "我们在{zh}做生意，想从{start_zh}出发，玩三天",
    ],
)
@pytest.mark.parametrize(
    ("town", "kh", "zh"), [("Pailin", "ប៉ៃលិន", "拜林"), ("Poipet", "ប៉ោយប៉ែត", "波贝"), ("Kampot", "កំពត", "贡布")]
)
def test_the_town_said_as_the_start_wins_over_the_town_they_are_in(text: str, town: str, kh: str, zh: str) -> None:
    said = text.format(town=town, kh=kh, zh=zh, start="Battambang", start_kh="បាត់ដំបង", start_zh="马德望")
    assert extract_departure_city(said) == "Battambang", said


@pytest.mark.parametrize(
    "said",
    ["សុំគ្រែកូនង៉ែតសម្រាប់ baby ផង។", "សុំអង្រឹងមួយសម្រាប់កូន", "ត្រូវការគ្រែទារកមួយ", "សុំកៅអីកូនង៉ែតក្នុងឡាន"],
)
def test_a_khmer_baby_cot_or_seat_is_a_request(said: str) -> None:
    """Batch U bavet: "សុំគ្រែកូនង៉ែតសម្រាប់ baby ផង" (a cot for the baby, please) was lost from the booking."""
    assert hear(said, "ask_booking_details", date(2026, 11, 30)).slots.get("special_needs")
