"""A budget per adult as travellers say it (relay 18 req 2: "2,000 yuan per adult, the kids maybe
half"): the offline model records it per adult in EN / KH / ZH, in any currency, dollars too; a
budget per person or in total keeps its meaning."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from activities.models.scripted.understand import hear
from agent.currency_words import NAMES

PER_ADULT = {
    "EN": ["{m} per adult, the kids maybe half", "about {m} each adult", "budget {m} per adult"],
    "KH": ["ថវិកា {m} ក្នុងមនុស្សពេញវ័យម្នាក់", "{m} ក្នុងមនុស្សពេញវ័យម្នាក់ ក្មេងពាក់កណ្ដាល"],
    "ZH": ["每位大人{m}，小孩大概一半", "每个成人大约{m}", "预算每位大人{m}左右"],
}
OTHER = {
    "EN": [("{m} per person", "person"), ("{m} in total", "total")],
    "KH": [("{m} ក្នុងម្នាក់", "person"), ("ថវិកាសរុប {m}", "total")],
    "ZH": [("每人{m}", "person"), ("总预算{m}", "total")],
}
EN_MONEY = {"USD": "dollars", "CNY": "yuan", "KHR": "riel", "EUR": "euros"}


def _money(lang: str, code: str, amount: int) -> str:
    return f"{amount} {EN_MONEY[code]}" if lang == "EN" else f"{amount}{NAMES[code][0 if lang == 'KH' else 1]}"


@settings(max_examples=80, deadline=None)
@given(
    lang=st.sampled_from(["EN", "KH", "ZH"]),
    code=st.sampled_from(sorted(EN_MONEY)),
    amount=st.integers(200, 9000),
    data=st.data(),
)
def test_a_budget_per_adult_is_recorded_per_adult(lang: str, code: str, amount: int, data: st.DataObject) -> None:
    said = data.draw(st.sampled_from(PER_ADULT[lang])).format(m=_money(lang, code, amount))
    stated = hear(said, data.draw(st.sampled_from([None, "ask_budget"]))).slots.get("stated_budget")
    assert stated is not None, said
    assert (stated["per"], stated["currency"], stated["amount"]) == ("adult", code, amount), said


@settings(max_examples=40, deadline=None)
@given(lang=st.sampled_from(["EN", "KH", "ZH"]), amount=st.integers(200, 9000), data=st.data())
def test_per_person_and_total_are_never_read_as_per_adult(lang: str, amount: int, data: st.DataObject) -> None:
    form, per = data.draw(st.sampled_from(OTHER[lang]))
    said = form.format(m=_money(lang, "CNY", amount))
    stated = hear(said, "ask_budget").slots.get("stated_budget")
    assert stated is not None and stated["per"] == per, said
