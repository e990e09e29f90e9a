"""Each special-request item is one kind of need, and a need said in Traditional Chinese is the kind it is in
Simplified (sandbox/request_items.py ``one_kind_each``, agent/safety.py).

Relay 55 req 15: "…មិនអាចឡើងជណ្តើរបាន ហើយគាត់មិនញ៉ាំសាច់គោទេ" (cannot climb stairs, and she eats no beef) was one
"mobility" item: the no-beef diet hidden in it. Relay 56 req 26: "男友吃素（不能有魚露）； 他爸爸心臟不太好，不能太累" (a
vegetarian; the father's heart condition) was one "diet" item: the operator saw a medical need as a diet note, and
no operator flag was raised.

Invariants, for every pair of needs of two kinds in EN / KH / ZH (Simplified and Traditional), joined by a semicolon
or a spoken Khmer "and": the booking holds one item per need, each of its own kind; a medical, mobility or allergy
need in Traditional script is filed and flagged as in Simplified."""

from __future__ import annotations

import itertools

import pytest

from agent.hanzi import simplified
from agent.safety import request_kind, safety_kind
from tests.sandbox.support import Sandbox

NEEDS = {  # kind -> the need said in each language
    "diet": {"EN": "My boyfriend is vegetarian, no fish sauce", "KH": "គាត់មិនញ៉ាំសាច់គោទេ", "ZH": "男友吃素（不能有魚露）"},
    "medical": {"EN": "my father has a heart condition", "KH": "ឪពុកខ្ញុំមានជំងឺទឹកនោមផ្អែម", "ZH": "他爸爸心臟不太好，不能太累"},
    "mobility": {"EN": "my mother cannot climb stairs", "KH": "ម្តាយខ្ញុំឈឺជង្គង់ មិនអាចឡើងជណ្តើរបាន", "ZH": "我妈妈膝蓋不好，不能爬樓梯"},
    "allergy": {"EN": "severe peanut allergy", "KH": "ខ្ញុំមានប្រតិកម្មនឹងសណ្តែកដី", "ZH": "我對花生過敏"},
}  # fmt: skip
JOIN = {"EN": ["; ", "；"], "KH": [" ហើយ", "; "], "ZH": ["； ", ";"]}


@pytest.mark.parametrize(("first", "second"), list(itertools.permutations(sorted(NEEDS), 2)))
@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_two_needs_of_two_kinds_are_two_items(sb: Sandbox, first: str, second: str, lang: str) -> None:
    for join in JOIN[lang]:
        text = NEEDS[first][lang] + join + NEEDS[second][lang]
        items = sb.book(special_requests=text)["special_request_items"]
        assert [i["kind"] for i in items] == [first, second], text


@pytest.mark.parametrize("kind", ["medical", "mobility", "allergy"])
def test_a_need_in_traditional_script_is_the_kind_it_is_in_simplified(kind: str) -> None:
    said = NEEDS[kind]["ZH"]
    assert request_kind(said) == request_kind(simplified(said)) == kind
    assert safety_kind(said) == kind  # the operator flag
