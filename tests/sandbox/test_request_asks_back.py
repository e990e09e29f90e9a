"""A sentence that only asks for the answer to the request before it is part of that request, never an item of its
own (relay 66 req 15: "Please confirm and advise any cost before travel." became a request without a subject for
the operator); a sentence with its own subject ("Please confirm a cot for the baby.") stays its own item."""

from __future__ import annotations

import pytest

from tests.sandbox.support import Sandbox

NEEDS = [
    "Hemi would like to go fishing on the island, can the operator arrange it?",
    "My son is vegan, please no fish sauce.",
    "爸爸膝盖不好，不能爬陡的台阶。",
    "ម្តាយខ្ញុំមានជំងឺទឹកនោមផ្អែម ត្រូវការអាហារទាន់ពេល។",
]
ASKS_BACK = [
    "Please confirm and advise any cost before travel.",
    "Let us know if it is possible.",
    "Thanks!",
    "请确认并告知费用。",
    "请确认一下，谢谢。",
    "សូមបញ្ជាក់តម្លៃ។",
]
OWN_SUBJECT = ["Please confirm a cot for the baby.", "Please arrange a vegan lunch on day 2."]


def _items(text: str) -> list[str]:
    sb = Sandbox()
    booking = sb.book("trip_004", special_requests=text)
    return [i["request"] for i in booking["special_request_items"]]


@pytest.mark.parametrize("need", NEEDS)
@pytest.mark.parametrize("asks", ASKS_BACK)
def test_a_sentence_asking_for_the_answer_stays_with_its_request(need: str, asks: str) -> None:
    items = _items(f"{need} {asks}")
    assert len(items) == 1 and asks.rstrip("。.!！") in items[0] and need.rstrip("。.?？") in items[0], items


@pytest.mark.parametrize("own", OWN_SUBJECT)
def test_a_sentence_with_its_own_subject_is_its_own_item(own: str) -> None:
    items = _items(f"{NEEDS[0]} {own}")
    assert len(items) == 2, items
