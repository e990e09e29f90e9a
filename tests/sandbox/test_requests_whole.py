"""A booking's request items are whole and said once, and withdrawing a withdrawn one says so, in EN/KH/ZH
(relay 41 req 18: "she stays at the resort with the baby on those days." was an item of its own, "a baby cot"
two items, the ground-floor room filed "general"; req 32: a second withdraw answered as if it withdrew)."""

from __future__ import annotations

import pytest

from tests.sandbox.support import Sandbox

TEXTS = {
    "EN": (
        "Travelling with a 1-year-old baby girl: baby cot in the room please. CORRECTION: the grandmother will "
        "NOT go on any boat, not on Day 3 (Ream mangroves); she stays at the resort with the baby on those days. "
        "Please give her a ground-floor room; a baby cot in the room please.",
        3,
    ),
    "ZH": ("带一岁宝宝，需要婴儿床。奶奶不坐船；她和宝宝留在酒店。请给奶奶一楼的房间；需要婴儿床。", 3),
    "KH": ("សូមគ្រែទារក។ យាយមិនជិះទូកទេ។ គាត់នៅសណ្ឋាគារជាមួយទារក។ សូមបន្ទប់ជាន់ផ្ទាល់ដីសម្រាប់យាយ។ សូមគ្រែទារក។", 3),
}


@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_items_stand_alone_once_and_a_second_withdraw_says_already(lang: str) -> None:
    text, count = TEXTS[lang]
    sb = Sandbox()
    booking = sb.book("trip_008", special_requests=text, user_id="user-a")
    items = booking["special_request_items"]
    assert len(items) == count, [i["request"] for i in items]
    assert [i["kind"] for i in items[1:]] == ["mobility", "mobility"]
    body = {"booking_id": booking["booking_id"], "request_number": 2, "user_id": "user-a"}
    first = sb.data("withdrawSpecialRequest", body, lang=lang)
    assert "already_withdrawn" not in first
    again = sb.data("withdrawSpecialRequest", body, lang=lang)
    assert again["already_withdrawn"] is True and again["note"]
    assert again["special_request_items"] == first["special_request_items"]
    assert lang == "EN" or "already" not in again["note"]  # in the traveller's language
