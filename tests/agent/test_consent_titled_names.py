"""Under a quote adding a traveller, an order naming a person by surname and kinship or title ("加上王叔",
"把李阿姨加上", "加上陈老师") beside an agreement is the yes, and "didn't I say add? confirm" is the yes asked
back; an order adding a thing ("加上早餐", "加上小吃") stays something else. A model-in-the-loop traveller said
"好的，加上王叔" and then "我刚不是说了加上吗，确认" and was asked a third time."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from agent.consent_words import classify

SURNAMES = "王李张刘陈杨黄赵周吴"
TITLES = ("叔", "叔叔", "阿姨", "姨", "伯伯", "哥", "姐", "爷爷", "奶奶", "舅舅", "老师", "先生", "女士", "小姐")
AGREE = ("好的，", "可以，", "行，", "确认，", "")
THINGS = ("早餐", "小吃", "午餐", "晚餐", "按摩", "游船", "门票", "一晚")


@given(st.sampled_from(SURNAMES), st.sampled_from(TITLES), st.sampled_from(AGREE), st.booleans())
def test_a_titled_person_added_beside_an_agreement_is_the_yes(surname: str, title: str, agree: str, ba: bool) -> None:
    person = surname + title
    order = f"把{person}加上吧" if ba else f"加上{person}"
    assert classify(agree + order, "reschedule", ("add",)) == "yes", agree + order


@pytest.mark.parametrize("thing", THINGS)
@pytest.mark.parametrize("agree", AGREE)
def test_a_thing_added_is_not_the_yes_to_adding_a_traveller(thing: str, agree: str) -> None:
    assert classify(f"{agree}加上{thing}", "reschedule", ("add",)) != "yes"


@pytest.mark.parametrize("text", ["我刚不是说了加上吗，确认", "不是说了加上吗？确认", "我说了加上王叔吗，确认吧"])
def test_the_yes_asked_back_then_confirmed(text: str) -> None:
    assert classify(text, "reschedule", ("add",)) == "yes"


@pytest.mark.parametrize("text", ["加上王叔吗？", "好的，加上王叔", "加上她吗"])
def test_a_titled_person_is_not_the_yes_to_another_action_nor_asked(text: str) -> None:
    assert classify(text, "reschedule", ("remove",)) != "yes"
    if text.endswith(("？", "吗")):
        assert classify(text, "reschedule", ("add",)) != "yes"
