"""Every age in a list of children is a child, however the list is said (held-out batch F: "my 2 girls
(8 and 13)" then "the activities ok for my 8 yr old?" booked one child of 8): the ages as EN / KH / ZH
parents write them, and a later mention of one of the children never shortens the list."""

from __future__ import annotations

import datetime

from hypothesis import given, settings, strategies as st

from activities.models.scripted.understand import hear
from agent.state import AgentState
from tests.activities.models.scripted.journey_support import TO_QR, Journey

TODAY = datetime.date(2026, 11, 28)
_KH = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")
_EN_WORD = {2: "two", 3: "three"}

EN_JOINS = [
    lambda a: " and ".join(map(str, a)),
    lambda a: " & ".join(map(str, a)),
    lambda a: " and ".join(f"{x}yo" for x in a),
    lambda a: " and ".join(map(str, a)) + " years old",
    lambda a: ", ".join(map(str, a[:-1])) + " and " + str(a[-1]),
    lambda a: " and ".join(f"{x}-year-old" for x in a),
    lambda a: " & ".join(f"{x} yrs" for x in a),
]
EN_FORMS = [
    "me and my {n} {kids}, {ages}",
    "bringing my {n} {kids} ({ages}) to Cambodia for the school hols",
    "just me and {n} {kids} aged {ages}",
    "I'm a single dad with {n} {kids}, {ages}, 3 days from Phnom Penh",
    "our {n} {kids} are {ages}",
]
EN_KIDS = ["daughters", "girls", "sons", "boys", "kids", "children"]
KH_FORMS = [
    "ខ្ញុំនិងកូន{n}នាក់ អាយុ {ages}",
    "ខ្ញុំនាំកូនស្រី{n}នាក់ អាយុ{ages}",
    "ខ្ញុំម្នាក់ជាមួយកូន{n}នាក់ ({ages})",
]
ZH_FORMS = ["我带{n}个女儿，{ages}", "我一个人带{n}个孩子，分别{ages}", "我和{n}个儿子去，孩子{ages}"]


def _said(lang: str, ages: list[int], form: int, join: int, kid: int, words: bool) -> str:
    n = len(ages)
    if lang == "EN":
        said_ages = EN_JOINS[join % len(EN_JOINS)](ages)
        return EN_FORMS[form % len(EN_FORMS)].format(
            n=_EN_WORD[n] if words else n, kids=EN_KIDS[kid % len(EN_KIDS)], ages=said_ages
        )
    if lang == "KH":
        sep = [" និង ", " និង", ", "][join % 3]
        said_ages = sep.join(str(a) for a in ages) + ("ឆ្នាំ" if join % 2 else " ឆ្នាំ")
        text = KH_FORMS[form % len(KH_FORMS)].format(n=n, ages=said_ages)
        return text.translate(_KH) if words else text
    sep = ["和", "、", "跟"][join % 3]
    said_ages = sep.join(f"{a}岁" for a in ages)
    return ZH_FORMS[form % len(ZH_FORMS)].format(n="两三"[n - 2] if words else n, ages=said_ages)


@settings(max_examples=150, deadline=None)
@given(
    lang=st.sampled_from(["EN", "KH", "ZH"]),
    ages=st.lists(st.integers(min_value=1, max_value=16), min_size=2, max_size=3),
    form=st.integers(min_value=0, max_value=9),
    join=st.integers(min_value=0, max_value=9),
    kid=st.integers(min_value=0, max_value=9),
    words=st.booleans(),
)
def test_every_age_in_a_list_of_children_is_a_child(lang, ages, form, join, kid, words):
    said = _said(lang, ages, form, join, kid, words)
    slots = hear(said, None, TODAY).slots
    assert slots.get("children_ages") == ages, (said, slots)
    assert slots.get("adults") in (None, 1), (said, slots)
    if slots.get("people_count") is not None:
        assert slots["people_count"] == slots.get("adults", 1) + len(ages), (said, slots)


MENTIONS = {
    "EN": [
        "is the first one ok for my {a} yr old?",
        "the activities ok for my {a} year old or not?",
        "my {a}yo gets tired",
    ],
    "KH": ["ដំណើរទីមួយសមសម្រាប់កូនអាយុ {a} ឆ្នាំទេ?"],
    "ZH": ["第一个适合{a}岁的孩子吗？"],
}
OPENINGS = {
    "EN": "Hi, me and my {n} kids ({ages}), a relaxing beach trip, 3 days, $100-$200 each, from Phnom Penh",
    "KH": "ខ្ញុំម្នាក់ជាមួយកូន{n}នាក់ អាយុ {ages} ឆ្នាំ ចង់សម្រាកនៅឆ្នេរ ៣ ថ្ងៃ ពីភ្នំពេញ ថវិកា ១០០ ដល់ ២០០ ដុល្លារ",
    "ZH": "我一个人带{n}个孩子，{ages}，想去海边放松，3天，每人100-200美元，从金边出发",
}


def _opening(lang: str, ages: list[int]) -> str:
    joined = {
        "EN": " and ".join(map(str, ages)),
        "KH": " និង ".join(map(str, ages)),
        "ZH": "和".join(f"{a}岁" for a in ages),
    }
    return OPENINGS[lang].format(n=len(ages), ages=joined[lang])


@settings(max_examples=12, deadline=None)
@given(
    lang=st.sampled_from(["EN", "KH", "ZH"]),
    ages=st.lists(st.integers(min_value=2, max_value=15), min_size=2, max_size=3),
    which=st.integers(min_value=0, max_value=2),
    form=st.integers(min_value=0, max_value=2),
)
async def test_a_child_mentioned_later_is_one_of_the_children(lang, ages, which, form):
    journey = Journey(lang)
    await journey.say(_opening(lang, ages))
    forms = MENTIONS[lang]
    await journey.say(forms[form % len(forms)].format(a=ages[which % len(ages)]))
    for line in TO_QR[lang][1:]:
        await journey.say(line)
    assert journey.state.state == AgentState.PAYMENT, [log.final_text for log in journey.logs]
    assert (journey.state.adults, journey.state.children_ages) == (1, ages), [log.final_text for log in journey.logs]
