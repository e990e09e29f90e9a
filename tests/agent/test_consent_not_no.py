"""A complaint with details is not a no (agent.consent_not_no).

A model-in-the-loop run: under a booking summary missing the name, phone and pickup, and saying payment is
KHQR only, "什么？微信支付宝都不行？…那我让地接导游帮忙扫吧。刘桂芳 +86 138 0871 2233，金边Sunway酒店接" closed the
summary as declined (the session context said "the traveller said no to it: it is closed").

Invariants, for every kind of quote and EN / KH / ZH:
- a message that gives the details the summary asks for (a phone number, an e-mail address) is never a no,
  whatever refusal word it holds about something else;
- a refusal word inside a question ("微信不行？", "no WeChat?", "ពិបាកអត់?") or about another subject (the
  payment method, the weather) is not a no to the quote;
- an explicit refusal of the quote still declines, with or without details beside it.
None of these is ever a yes."""

from __future__ import annotations

from typing import Any

import pytest

from agent.consent import hear, mark_shown
from agent.consent_lines import consent_words_for
from agent.consent_words import classify
from agent.tools.guards import guard_call
from tests.agent.test_consent import booking_state

KINDS = ("booking", "reschedule", "cancellation", "pickup")
RUN = "什么？微信支付宝都不行？我们中国人哪有柬埔寨银行卡😓 那我让地接导游帮忙扫吧。刘桂芳 +86 138 0871 2233，金边Sunway酒店接"

DETAILS = {
    "ZH": [RUN, "微信支付宝都不行，那我让导游帮忙扫吧。刘桂芳 +86 138 0871 2233", "我叫刘桂芳，电话+86 138 0871 2233，不要辣",
           "不行，我们没有银行卡。联系人王芳 liu.gf@example.com"],
    "EN": ["no card? ugh. Jane Doe +855 12 345 678, pickup at the Sunway hotel",
           "We have no KHQR, our guide will scan it. Tom Lee +61 412 345 678, Sunway Hotel",
           "The weather is not great, no sun. Name: Tom Lee, +855 12 345 678",
           "No WeChat? seriously. tom.lee@example.com, pickup Sunway"],
    "KH": ["KHQR មិនបានទេ? ខ្ញុំគ្មានកាត ABA ទេ។ សុខា +855 12 345 678 សណ្ឋាគារ Sunway",
           "អត់មានកាតធនាគារទេ ។ ឈ្មោះ ដារ៉ា 012 345 678"],
}  # fmt: skip
ASKED_OR_ELSEWHERE = {
    "ZH": ["什么？微信支付宝都不行？", "微信不行？", "支付宝不行吗", "微信支付宝都不行，那我让导游帮忙扫吧", "明天下雨不行吧？"],
    "EN": ["can't I pay with WeChat?", "no Alipay?", "No WeChat? really?", "no cash?", "so no card payments, right?"],
    "KH": ["ពិបាកអត់?", "KHQR មិនបានទេ?", "បង់តាម WeChat មិនបានទេឬ?", "KHQR មិនបានទេ ខ្ញុំគ្មានកាត ABA ទេ"],
}  # fmt: skip
REFUSALS = {
    "ZH": ["不行，我不订了", "微信不行？那算了，不订了", "不订了，电话+86 138 0871 2233", "不要", "没有微信就不订了"],
    "EN": ["no thanks", "no, don't book it", "No thanks. Too expensive.", "not now", "No thanks, don't book it. My number is +855 12 345 678"],
    "KH": ["អត់ទេ", "ទេ ខ្ញុំមិនកក់ទេ", "អត់ទេ អរគុណ"],
}  # fmt: skip


def _all(table: dict[str, list[str]]) -> list[str]:
    return [text for lines in table.values() for text in lines]


@pytest.mark.parametrize("text", _all(DETAILS))
def test_a_message_giving_details_is_never_a_no_to_the_summary(text: str) -> None:
    assert classify(text, "booking") == "unclear", text


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("text", _all(ASKED_OR_ELSEWHERE))
def test_a_refusal_word_asked_or_about_another_subject_is_no_no(text: str, kind: Any) -> None:
    assert classify(text, kind) == "unclear", (text, kind)


@pytest.mark.parametrize("text", [t for t in _all(REFUSALS) if "book" in t or "订" in t or "កក់" in t])
def test_a_refusal_of_the_booking_still_declines_it(text: str) -> None:
    assert classify(text, "booking") == "no", text


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("text", [t for t in _all(REFUSALS) if not any(w in t for w in ("book", "订", "កក់"))])
def test_a_plain_refusal_still_declines(text: str, kind: Any) -> None:
    assert classify(text, kind) == "no", (text, kind)


def test_the_runs_message_leaves_the_summary_open_in_the_session_context() -> None:
    state = booking_state()
    mark_shown(state, seq=10)
    hear(state, RUN, 10, "m-3")
    quote = state.booking_quote
    assert quote is not None and quote.consent.answer is None
    assert "said no" not in consent_words_for(quote)
    refused = guard_call("createBooking", {"quote_id": quote.quote_id}, state)[0]
    assert refused["error"]["code"] == "NEEDS_CONFIRMATION"  # still asks for the yes: never booked on it
