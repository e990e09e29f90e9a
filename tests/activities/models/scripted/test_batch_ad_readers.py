"""Readings held-out batch AD found missing, each a rule over a family of phrasings in EN / KH / ZH:

- a budget whose currency is said apart from its figure is read: the code in capitals before it ("SBD 4,000",
  "EUR 4,000"), or the name later in the sentence ("M4,000 each, Lesotho maloti");
- the Solomon Islands dollar, the Moldovan leu and the other sovereign currencies in use are in the one rate table,
  each with its English, Khmer and Chinese names and its own sign; "lei" from Moldova is Moldova's;
- a baby's age said in months is their age in whole years ("baby Luka (14 months)" is a child of 1);
- an add-on named by its place in the list shown ("the first activity you suggested") is that add-on;
- a weather or packing question under the cards ("山上冷不冷？带什么衣服？") is no new search wish;
- a day count said as a change of length ("按行程来（后来缩短一天）") is no trip length.
"""

from __future__ import annotations

import asyncio

import pytest

from activities.models.scripted.corrections import without_trip_questions
from activities.models.scripted.extract import extract_duration
from activities.models.scripted.money_words import stated_budget
from activities.models.scripted.party import extract_party
from agent.budget import REFERENCE_PER_USD
from agent.world_currencies import WORLD
from tests.activities.models.scripted.journey_support import Journey

# ---------------------------------------------------------------- currencies said apart, and of the world
APART = [
    ("Budget SBD 4,000 all up.", "SBD", 4000.0, "total"),
    ("EUR 4,000 in total", "EUR", 4000.0, "total"),
    ("Budget is about M4,000 each, Lesotho maloti.", "LSL", 4000.0, "person"),
    ("about M4,000 per person, Lesotho maloti", "LSL", 4000.0, "person"),
    ("We have around 12,000 lei for all four of us, from Chisinau, Moldova", "MDL", 12000.0, "total"),
    ("12,000 Moldovan lei", "MDL", 12000.0, "person"),
    ("Two pharmacists from Cluj, Romania, about 2500 lei each", "RON", 2500.0, "person"),
    ("About 60,000 denars for everything!", "MKD", 60000.0, "total"),
    ("所罗门群岛元4000", "SBD", 4000.0, "person"),
    ("一万二摩尔多瓦列伊", "MDL", 12000.0, "person"),
    ("៤០០០ ដុល្លារកោះសាឡូម៉ូន", "SBD", 4000.0, "person"),
]


@pytest.mark.parametrize("said,code,amount,per", APART)
def test_a_currency_said_apart_from_its_figure_is_read(said: str, code: str, amount: float, per: str) -> None:
    read = stated_budget(said)
    assert read is not None, said
    assert (read["currency"], read["amount"], read["per"]) == (code, amount, per)


@pytest.mark.parametrize("said", ["try 3 days in Kampot", "4 days, 3 people, dollars are fine", "2 adults, pen 2"])
def test_a_word_or_a_count_is_no_currency_said_apart(said: str) -> None:
    read = stated_budget(said)
    assert read is None or read["currency"] == "USD", (said, read)


# the national currencies in use a traveller may name (ISO 4217), beyond the euro, the CFA francs and the dollars
# pegged one to one that countries share: every one is in the rate table
SOVEREIGN = """AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BND BOB BRL BSD BTN BWP BYN BZD CAD CDF
CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD GBP GEL GHS GMD GNF GTQ GYD HKD HNL HTG HUF IDR
ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU
MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK
SGD SLE SOS SRD SSP STN SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XOF YER
ZAR ZMW""".split()


def test_every_sovereign_currency_in_use_is_in_the_rate_table() -> None:
    assert sorted(set(SOVEREIGN) - set(REFERENCE_PER_USD)) == []


@pytest.mark.parametrize("code", sorted(WORLD))
def test_each_world_currency_is_read_by_its_names_in_every_language(code: str) -> None:
    row = WORLD[code]
    for said in (f"about 4,000 {row.english[0]} each", f"每人{row.chinese}4000", f"4000 {row.khmer} ក្នុងម្នាក់"):
        read = stated_budget(said)
        assert read is not None and read["currency"] == code, (said, read)


def test_every_world_currency_has_its_own_sign() -> None:
    signs = [row.sign for row in WORLD.values()]
    assert len(signs) == len(set(signs))
    assert not any(code in row.sign for code, row in WORLD.items())


# ---------------------------------------------------------------- a baby's age in months
MONTHS = {
    "EN": ["me, my husband Bojan, our daughter Mila (6) and baby Luka (14 months)",
           "me, my husband, our daughter (6) and a baby of 14 months",
           "me, my husband, our daughter aged 6 and our 14-month-old son"],
    "ZH": ["我和老公，女儿6岁，儿子14个月", "我和老公，女儿6岁，宝宝才14个月大，两个月后出发"],
    "KH": ["ខ្ញុំ និងប្តី កូនស្រី 6 ឆ្នាំ និងកូនប្រុស 14 ខែ", "ខ្ញុំ និងប្តី កូនស្រីអាយុ 6 ឆ្នាំ និងទារកអាយុ 14 ខែ ចេញដំណើរ 2ខែក្រោយ"],
}  # fmt: skip


@pytest.mark.parametrize("said", [s for says in MONTHS.values() for s in says])
def test_a_babys_age_in_months_is_their_age_in_whole_years(said: str) -> None:
    party = extract_party(said)
    assert (party.adults, sorted(party.children_ages)) == (2, [1, 6]), (said, party)


@pytest.mark.parametrize(
    "said", ["two adults, leaving in 2 months", "我们两个大人，两个月后出发", "two of us, in 3 months"]
)
def test_a_time_to_come_in_months_is_no_age(said: str) -> None:
    assert extract_party(said).children_ages == []


# ---------------------------------------------------------------- a question about the trip is no wish
QUESTIONS = ["先问一下：山上冷不冷？老人小孩要带什么衣服？", "Is it cold in the mountains? What should we pack?",
             "Is it very hot at the beach? What clothes should we pack?"]  # fmt: skip


@pytest.mark.parametrize("said", QUESTIONS)
def test_a_weather_or_packing_question_holds_no_wish(said: str) -> None:
    assert without_trip_questions(said).strip() == ""


def test_a_wish_beside_a_question_is_kept() -> None:
    assert "beach" in without_trip_questions("Actually we prefer the beach. Is it hot there?")


@pytest.mark.parametrize(
    "said", ["按行程来（后来缩短一天）", "as the trip goes, one day shorter later", "ខ្លីជាង ១ ថ្ងៃ", "maybe one more day"]
)
def test_a_day_count_said_as_a_change_is_no_length(said: str) -> None:
    assert extract_duration(said) is None


@pytest.mark.parametrize("said,days", [("4天", 4), ("3 days", 3), ("a day trip", 1), ("玩一天", 1)])
def test_a_length_is_still_read(said: str, days: int) -> None:
    assert extract_duration(said) == days


# ---------------------------------------------------------------- an add-on by its place in the list
WHAT_CAN_WE_ADD = {"EN": "Can we add an activity? What can we add?", "ZH": "能加什么活动吗？可以加什么？",
                   "KH": "អាចបន្ថែមសកម្មភាពអ្វីបានខ្លះ?"}  # fmt: skip
BY_PLACE = {
    "EN": [("Yes, please add the first activity you suggested, we will pay the difference.", 0),
           ("the second one please", 1), ("Add the last one", -1)],
    "ZH": [("加第一个吧", 0), ("第二个", 1)],
    "KH": [("បន្ថែមមួយទីមួយ", 0), ("យកទីពីរ", 1)],
}  # fmt: skip


@pytest.mark.parametrize("lang,said,index", [(lang, s, i) for lang, pairs in BY_PLACE.items() for s, i in pairs])
def test_an_add_on_named_by_its_place_in_the_list_is_that_add_on(lang: str, said: str, index: int) -> None:
    async def play() -> Journey:
        journey = Journey(lang)
        await journey.to_qr()
        journey.pay()
        await journey.say(WHAT_CAN_WE_ADD[lang])
        await journey.say(said)
        return journey

    journey = asyncio.run(play())
    listed = journey.logs[-2].final_text
    quoted = journey.calls("previewReschedule")
    assert quoted, journey.logs[-1].final_text
    added = quoted[-1]["add_activities"]
    assert len(added) == 1 and added[0] in listed, (listed, added)
    names = sorted((n for n in _addable(journey) if n in listed), key=listed.index)
    assert added[0] == names[index]
    assert all(o.result.get("success") for o in journey.logs[-1].outcomes)


def _addable(journey: Journey) -> list[str]:
    """The booked trip's add-ons, from the itineraries the session read."""
    names: list[str] = []
    for log in journey.logs:
        for o in log.outcomes:
            data = o.result.get("data") if isinstance(o.result, dict) else None
            for a in (data or {}).get("addable_activities") or [] if isinstance(data, dict) else []:
                if isinstance(a, dict) and a.get("name"):
                    names.append(str(a["name"]))
    return list(dict.fromkeys(names))
