"""A complaint about a quote is neither a yes nor a no (agent.consent_complaints).

A traveller under a shorter trip's quote (50 % back) wrote "你们这是抢钱吧？刚才改日期你说不要钱的，结果坑在这里"
and the quote closed as declined: she had to ask for it again. Invariant: for every kind of quote, a complaint,
an insult or sarcasm in EN / KH / ZH, asked or stated, leaves the quote open (the model answers it); only an
explicit refusal beside it declines, and an order naming the quote's action beside it stays the yes."""

from __future__ import annotations

from typing import Any

import pytest

from agent.consent_words import classify

KINDS = ("booking", "reschedule", "cancellation", "pickup")
COMPLAINTS = {
    "EN": ["this is robbery", "what a rip-off", "you people are thieves", "too expensive", "this is a scam",
           "great, what a rip-off", "you said the change was free, you cheats"],
    "ZH": ["你们这是抢钱吧？刚才改日期你说不要钱的，结果坑在这里", "抢钱", "坑人", "太贵了吧", "骗子", "好啊，抢钱是吧",
           "这么贵，黑心"],
    "KH": ["ថ្លៃពេក", "បោកប្រាស់", "ប្លន់", "ចោរ ថ្លៃពេក", "បាទ ថ្លៃពេក"],
}  # fmt: skip
TABLE = [(text, mark) for lines in COMPLAINTS.values() for text in lines for mark in ("", "?", "！")]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(("text", "mark"), TABLE)
def test_a_complaint_is_neither_a_yes_nor_a_no(text: str, mark: str, kind: Any) -> None:
    line = text.rstrip("？?") + mark if mark else text
    assert classify(line, kind) == "unclear", (line, kind)


REFUSALS = {"EN": "too expensive, no thanks", "ZH": "太贵了，不要", "KH": "ថ្លៃពេក អត់ទេ"}
ORDERS = {
    "booking": ["太贵了吧？好吧，订吧。", "what a rip-off. ok, book it"],
    "reschedule": ["抢钱！算了，改吧", "ok move it. this is robbery", "ថ្លៃពេក បាទ ប្តូរទៅ"],
    "cancellation": ["yes, cancel it. what a rip-off", "骗子！取消吧", "ប្លន់ បាទ លុបចោលទៅ"],
    "pickup": ["the dinner is too expensive. ok, change it", "坑人。好的，换吧"],
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("lang", sorted(REFUSALS))
def test_an_explicit_refusal_beside_a_complaint_still_declines(lang: str, kind: Any) -> None:
    assert classify(REFUSALS[lang], kind) == "no"


@pytest.mark.parametrize(("kind", "text"), [(k, t) for k, lines in ORDERS.items() for t in lines])
def test_an_order_naming_the_action_beside_a_complaint_stays_the_yes(kind: Any, text: str) -> None:
    assert classify(text, kind) == "yes", text
