"""Held-out batch T, the offline model's readers stated as rules over wordings (the batch's sentences are among
them, not the test):

- a budget is read in every currency of the table however its name stands: after the figure, or before it in
  Chinese and Khmer ("台幣大概四萬五"), "欧" after a figure is the euro ("每人600欧左右"), a country's name
  with its currency ("1.2 million Rwandan francs"); a total said "for all three", "ទាំងគ្រួសារ", "全家";
- only a currency name is an unknown currency: "3 calm days" names none (it got "no exchange rate for calm");
- a group said as nouns with their counts after them ("មនុស្សធំ2 កូន2 អាយុ2 និង8ឆ្នាំ") or child by child ("my son
  (16) and my baby girl (1)") keeps every child with the age said, and the unit after an age list is the list's
  (the number before it is no extra age);
- a Khmer request said with its "not" after the verb ("ញ៉ាំហឹរមិនបាន"), a walking stick or a ground-floor room
  is a request, never part of the pickup; "can the pickup be at X instead of Y" names X;
- after payment, "one more day, leaving on <its start> as booked, back on <a day later>" keeps the start;
  "ថែម<activity>" (spoken "add") asks for an add-on, "ថែមលុយ" (extra money) for none.
"""

from __future__ import annotations

import pytest

from activities.models.scripted.contact import extract_pickup
from activities.models.scripted.destination import destination_region
from activities.models.scripted.money_words import stated_budget
from activities.models.scripted.paid_add_on import asked_activity
from activities.models.scripted.party import extract_party
from activities.models.scripted.understand import hear
from activities.models.scripted.unknown_money import unknown_currency
from agent.budget import REFERENCE_PER_USD
from agent.currency_words import NAMES
from tests.activities.models.scripted.journey_support import TODAY, Journey

ZH_NAME_FIRST = ["预算{w}大概{n}", "{w}{n}左右", "{w}：{n}", "每人{w}{n}"]
KH_NAME_FIRST = ["ថវិកា{w} {n}", "លុយ{w}ប្រហែល {n}"]


@pytest.mark.parametrize("code", sorted(c for c in REFERENCE_PER_USD if c != "USD"))
def test_a_currency_named_before_its_figure_is_read_at_its_true_size(code: str) -> None:
    amount = round(100 * REFERENCE_PER_USD[code], 2)
    figure = f"{amount:.0f}" if amount == int(amount) else f"{amount:.2f}"
    for forms, name in ((ZH_NAME_FIRST, NAMES[code][1]), (KH_NAME_FIRST, NAMES[code][0])):
        for form in forms:
            said = form.format(w=name, n=figure)
            stated = stated_budget(said)
            assert stated is not None and stated["currency"] == code, (said, stated)
            assert stated["amount"] == pytest.approx(amount), (said, stated)


@pytest.mark.parametrize(
    "said,amount,code",
    [("台幣大概四萬五", 45000, "TWD"), ("人民币一万二", 12000, "CNY"), ("港币三千", 3000, "HKD"), ("日元大约五万", 50000, "JPY"),
     ("每人600欧左右", 600, "EUR"), ("预算每人八百歐", 800, "EUR"), ("两千欧一共", 2000, "EUR"),
     ("about 1.2 million Rwandan francs, all in", 1_200_000, "RWF"), ("around 4,000 Tunisian dinars", 4000, "TND"),
     ("about 9,000 Botswana pula each", 9000, "BWP"), ("5,000 Qatari riyals in total", 5000, "QAR")],
)  # fmt: skip
def test_chinese_figures_after_the_name_and_country_currencies_are_read(said: str, amount: int, code: str) -> None:
    stated = stated_budget(said)
    assert stated is not None and (stated["amount"], stated["currency"]) == (amount, code), stated
    assert unknown_currency(said, asked_budget=True) is None


@pytest.mark.parametrize(
    "said",
    ["around 4,000 dinars for all three", "about 3,000 euros for all 4 of us", "ប្រហែល ៤លានរៀល សម្រាប់ទាំងគ្រួសារ",
     "លុយមិនលើស $៨០០ ទាំងគ្រួសារ", "全家预算大概两万元", "1,000 pounds for all two"],
)  # fmt: skip
def test_a_budget_for_the_whole_family_is_a_total(said: str) -> None:
    stated = stated_budget(said)
    if stated is None:  # a currency the table lacks ("dinars" names no one currency): said as unknown
        assert unknown_currency(said, asked_budget=True)
        return
    assert stated["per"] == "total", stated


@pytest.mark.parametrize("word", ["calm", "quiet", "relaxing", "lovely", "easy", "full", "lazy", "slow"])
def test_only_a_currency_name_is_an_unknown_currency(word: str) -> None:
    for said in (f"Looking for 3 {word} days, budget is flexible", f"budget: 2 {word} weeks", f"3 {word} nights each"):
        assert unknown_currency(said, asked_budget=True) is None, said


@pytest.mark.parametrize(
    "said,word",
    # (birr, ariary and cedis joined the table after run 60, gourdes and lempiras after held-out batch AA: the
    # currencies still absent, a family name without its country or a country's currency the table lacks; Somali
    # shillings and Iraqi dinars joined it after held-out batch AD)
    [("budget about 20,000 transnistrian rubles each", "transnistrian rubles"),
     ("about 300 falkland pounds each", "falkland pounds"),
     ("budget 5,000 shillings per person", "shillings"), ("budget about 300 dinars each", "dinars")],
)  # fmt: skip
def test_a_currency_the_table_lacks_is_named_with_its_country(said: str, word: str) -> None:
    assert unknown_currency(said, asked_budget=True) == word


KH_GROUPS = ["មនុស្សធំ{a} កូន{c} អាយុ{ages}ឆ្នាំ", "មនុស្សធំ{a} នាក់ កូន{c} អាយុ{ages}ឆ្នាំ", "មនុស្សធំ {a} កូន {c} អាយុ {ages} ឆ្នាំ"]


@pytest.mark.parametrize("form", KH_GROUPS)
@pytest.mark.parametrize("adults,ages", [(2, [2, 8]), (2, [6, 12]), (1, [3]), (3, [1, 5, 9]), (2, [2, 2])])
def test_khmer_counts_after_their_nouns_keep_every_child(form: str, adults: int, ages: list[int]) -> None:
    said = form.format(a=adults, c=len(ages), ages=" និង".join(str(a) for a in ages)).translate(
        str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")
    )
    party = extract_party(said)
    assert (party.adults, party.children_ages, party.people_count) == (adults, ages, adults + len(ages)), said


@pytest.mark.parametrize("form", ["2 adults, children 2 aged {x} and {y} years old", "2个大人，孩子2 年龄{x}和{y}岁",
                                  "មនុស្សធំ2 ក្មេង2 អាយុ{x} និង{y}ឆ្នាំ", "we are 2 adults, kids 2 ages {x} and {y} yrs"])  # fmt: skip
@pytest.mark.parametrize("x,y", [(2, 8), (6, 12), (3, 9)])
def test_the_unit_after_an_age_list_is_the_lists_own(form: str, x: int, y: int) -> None:
    party = extract_party(form.format(x=x, y=y))
    assert (party.adults, party.children_ages) == (2, [x, y]), party


@pytest.mark.parametrize(
    "said,ages",
    [("Single mum from Tunis, travelling with my son (16) and my baby girl (1).", [16, 1]),
     ("just me with my daughter (7) and my son (4)", [7, 4]),
     ("single dad here, my little boy (5), my teenage girl (14) and my baby (1)", [5, 14, 1])],
)  # fmt: skip
def test_children_said_one_by_one_are_each_a_child(said: str, ages: list[int]) -> None:
    party = extract_party(said)
    assert (party.adults, party.children, party.children_ages) == (1, len(ages), ages), party


KH_REQUESTS = ["កូនតូចខ្ញុំញ៉ាំហឹរមិនបានទេ", "ម្តាយខ្ញុំដើរច្រត់ឈើ", "សុំបន្ទប់ជាន់ក្រោម", "ប្តីខ្ញុំហូបសាច់គោមិនកើត"]
KH_PLACES = ["ផ្ទះបងស្រីខ្ញុំ ក្បែរវត្តបូព៌ ក្រុងសៀមរាប", "ចំណតឡានក្រុង ក្បែរផ្សារធំថ្មី ភ្នំពេញ"]


@pytest.mark.parametrize("request_", KH_REQUESTS)
@pytest.mark.parametrize("place", KH_PLACES)
def test_a_khmer_request_after_the_pickup_is_a_request(request_: str, place: str) -> None:
    slots = hear(f"ហេង សុភា +855 88 730 2145 {place} {request_}", "ask_booking_details", TODAY).slots
    assert slots.get("pickup") == place and request_ in str(slots.get("special_needs")), slots


@pytest.mark.parametrize("form", ["Can the pickup be at {p} instead of Raffles pls?", "could the pick-up be {p} rather "
                                  "than the Raffles?", "Can the pickup point be at {p} instead?"])  # fmt: skip
@pytest.mark.parametrize("place", ["Rosewood Phnom Penh", "Sokha Hotel", "Palace Gate Hotel"])
def test_the_pickup_asked_to_be_somewhere_is_that_place(form: str, place: str) -> None:
    assert extract_pickup(form.format(p=place)) == place


@pytest.mark.parametrize(
    "said,activity",
    [("បើចង់ថែមជិះទូកមើលថ្ងៃលិច សម្រាប់៣នាក់យើង បានអត់ ថែមលុយប៉ុន្មាន", "ជិះទូកមើលថ្ងៃលិច"),
     ("ថែមម៉ាស្សាម្តងបានទេ", "ម៉ាស្សា"), ("ថែមលុយប៉ុន្មានបង?", None), ("ខ្ញុំចង់ថែមមួយថ្ងៃទៀត", None)],
)  # fmt: skip
def test_the_spoken_khmer_add_asks_for_an_activity(said: str, activity: object) -> None:
    assert asked_activity(said) == activity


LONGER_DATED = {
    "EN": "One more day please: leaving on 2027-01-10 as booked, back on 2027-01-13. How much extra?",
    "KH": "អាចបន្ថែមមួយថ្ងៃទៀតបានទេ? ចេញថ្ងៃ 2027-01-10 ដដែល តែត្រឡប់មកវិញថ្ងៃ 2027-01-13។ ត្រូវបង់ថែមប៉ុន្មានបង?",
    "ZH": "能多玩一天吗？2027-01-10出发，2027-01-13回来，要补多少钱？",
}


@pytest.mark.parametrize("lang", sorted(LONGER_DATED))
async def test_a_longer_paid_trip_said_with_both_dates_keeps_its_start(lang: str) -> None:
    journey = Journey(lang)
    await journey.to_qr()
    journey.pay("succeed")
    log = await journey.say(LONGER_DATED[lang])
    sent = journey.calls("previewReschedule")
    assert len(sent) == 1, log.final_text
    assert (sent[0]["new_travel_date"], sent[0].get("new_end_date")) == ("2027-01-10", "2027-01-13"), sent


@pytest.mark.parametrize("verb", ["ដាំកាហ្វេ", "លក់អង្ករ", "ធ្វើការ", "រស់", "បើកហាងលក់ទូរស័ព្ទ"])
@pytest.mark.parametrize("home,region", [("មណ្ឌលគិរី", "Mondulkiri"), ("រតនគិរី", "Ratanakiri")])
def test_where_a_khmer_traveller_lives_or_works_is_not_the_trips_region(verb: str, home: str, region: str) -> None:
    assert destination_region(f"សួស្តីបង ខ្ញុំ{verb}នៅ{home} ចង់នាំម្តាយ ទៅមើលសមុទ្រ", None) is None
    assert destination_region(f"ខ្ញុំ{verb}នៅសែនមនោរម្យ {home} ចង់ទៅកោះរ៉ុង", None) == "Koh Rong"
    assert destination_region(f"ខ្ញុំចង់ទៅលេងនៅ{home}", None) == region  # going there is still the region
