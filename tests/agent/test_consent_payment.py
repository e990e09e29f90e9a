"""A yes that names the change and says how or when the traveller will pay it (scan, later, separately, by transfer;
EN / KH / ZH) is the yes to that quote; a yes that asks how it may be paid, or asks for a route that changes the quote
(netted against a refund, cash on arrival), is no yes. "加上思琪" under a question naming "陈思琪" is the quote's own
order. Sessions recorded before the consent-yes-beside-how-they-pay patch read as before (asked only when the
reading differs), and a message typed twice is one consent: its copy answers no quote shown after it was sent."""

from __future__ import annotations

from typing import Callable, Optional

import pytest
from hypothesis import given, settings, strategies as st

from agent.booking_records import IssuedQuote
from agent.consent import hear, mark_shown
from agent.consent_payment import without_payment
from tests.agent.consent_speaker import speaker
from tests.agent.test_consent import confirm

ZH_Q = "加上陈思琪后总价 709.67 美元，需补款 59.14 美元。请问确认加上陈思琪吗？补款可另扫二维码，或从退款中抵扣。"
EN_Q = "Adding Aroha comes to $460; the top-up is due within 24 hours. Shall I add Aroha?"
KH_Q = "ការបន្ថែម Aroha តម្លៃ $460។ តើបន្ថែម Aroha ឬទេ?"

ZH_YES = ["好的，确认加上思琪", "好的，确认", "可以，加上她吧", "好，确认加上陈思琪"]
ZH_PAY = ["补的钱另外扫码付。", "补款我稍后扫码支付。", "我晚点转账。", "补差价我今天扫码付", "钱我另外付"]
EN_YES = ["Yes, add her", "Yes please add Aroha", "ok, go ahead", "Yes, confirm"]
EN_PAY = ["I'll pay later.", "I'll scan the QR to pay the top-up.", "will pay by bank transfer", "I'll pay separately"]
KH_YES = ["បាទ យល់ព្រម", "ចាស យល់ព្រម", "បាទ បន្ថែមគាត់"]
KH_PAY = ["ខ្ញុំនឹងស្កេនបង់ពេលក្រោយ", "ខ្ញុំផ្ទេរប្រាក់ដោយឡែក", "បង់តាម QR ដោយឡែក"]


def answered(question: str, paying: bool = True) -> Callable[[str], Optional[str]]:
    asked: list[bool] = []
    say, _ = speaker("add", question, "reads_payment", lambda: asked.append(True) or paying)
    say.asked = asked  # type: ignore[attr-defined]
    return say


@pytest.mark.parametrize("yes", ZH_YES)
@pytest.mark.parametrize("pay", ZH_PAY)
def test_a_chinese_yes_beside_how_they_pay_is_the_yes(yes: str, pay: str) -> None:
    assert answered(ZH_Q)(f"{yes}，{pay}") is None


@pytest.mark.parametrize("yes", EN_YES)
@pytest.mark.parametrize("pay", EN_PAY)
def test_an_english_yes_beside_how_they_pay_is_the_yes(yes: str, pay: str) -> None:
    assert answered(EN_Q)(f"{yes}, {pay}") is None


@pytest.mark.parametrize("yes", KH_YES)
@pytest.mark.parametrize("pay", KH_PAY)
@pytest.mark.parametrize("join", [" ", "។ "])
def test_a_khmer_yes_beside_how_they_pay_is_the_yes(yes: str, pay: str, join: str) -> None:
    assert answered(KH_Q)(f"{yes}{join}{pay}") is None


def test_the_played_message_sent_twice_is_one_yes() -> None:
    say = answered(ZH_Q)
    assert say("好的，确认加上思琪，补的钱另外扫码付。") is None
    assert say("好的，确认加上思琪，补的钱另外扫码付。") is None


@pytest.mark.parametrize(
    ("question", "text"),
    [
        (ZH_Q, "好的，确认加上思琪，从退款中抵扣。"),
        (ZH_Q, "好的，确认加上思琪，扫码付可以吗？"),
        (ZH_Q, "好的，加上思琪，到了再付现金"),
        (ZH_Q, "好的，从退款里抵扣吧"),
        (ZH_Q, "补的钱另外扫码付。"),
        (ZH_Q, "好的，确认加上王小明，补的钱另外扫码付。"),
        (ZH_Q, "如果能晚点付的话就确认"),
        (EN_Q, "yes, add her, take it off the refund"),
        (EN_Q, "yes, add her, I'll pay cash on arrival"),
        (EN_Q, "yes, add her, can I pay by card?"),
        (EN_Q, "I'll pay later"),
        (EN_Q, "Yes if I can pay next month"),
        (KH_Q, "បាទ យល់ព្រម កាត់ពីប្រាក់សងវិញ"),
        (KH_Q, "បាទ យល់ព្រម បង់ជាសាច់ប្រាក់ពេលមកដល់"),
    ],
)
def test_a_yes_asking_or_changing_how_it_is_paid_stays_no_yes(question: str, text: str) -> None:
    assert answered(question)(text) == "NEEDS_CONFIRMATION"


def test_before_the_patch_it_reads_as_before() -> None:
    say = answered(ZH_Q, paying=False)
    assert say("好的，确认加上思琪，补的钱另外扫码付。") == "NEEDS_CONFIRMATION" and say.asked  # type: ignore[attr-defined]
    plain = answered(ZH_Q, paying=False)
    assert plain("好的，确认加上她") is None and not plain.asked  # type: ignore[attr-defined]


@settings(max_examples=80)
@given(st.sampled_from(ZH_YES + EN_YES + KH_YES), st.sampled_from(ZH_PAY + EN_PAY + KH_PAY))
def test_a_payment_clause_is_read_away_and_the_yes_is_kept(yes: str, pay: str) -> None:
    kept = without_payment(f"{yes}, {pay}")
    assert kept.rstrip(", ") == yes
    assert without_payment(pay) == pay  # a message made only of how they pay holds no yes to read


def test_a_copy_sent_before_a_later_quote_answers_it_not() -> None:
    """The message typed twice: its copy, sent before the next quote reached the screen, is no yes to that quote;
    a yes sent after it is."""
    say, state = speaker("add", ZH_Q, "reads_payment", lambda: True)
    text = "好的，确认加上思琪，补的钱另外扫码付。"
    assert say(text) is None
    assert state.after_payment is not None
    state.after_payment.quotes["reschedule"] = IssuedQuote(
        quote_id="qt_r", turn=state.turn, amount_usd=30.0, amount_is="due", actions=["add"]
    )
    mark_shown(state, seq=20)
    every = {name: (lambda: True) for name in ("reads_later", "reads_payment")}
    state.turn += 1
    hear(state, text, 10, f"m-{state.turn}", None, **every)  # the copy: sent having seen seq 10 only
    assert confirm(state, "reschedule")["error"]["code"] == "NEEDS_CONFIRMATION"
    state.turn += 1
    hear(state, text, 20, f"m-{state.turn}", None, **every)  # typed again after the new quote: its yes
    assert confirm(state, "reschedule") is None


ROUTE_Q = (
    "加上陈思琪后需补款 59.14 美元。有两种付法：另外扫一张补款二维码；或从退款中抵扣（需重新报价）。"
    "请问您想用哪种方式付这 59.14 美元：另扫补款二维码，还是从退款中抵扣？"
)


@pytest.mark.parametrize(
    "text",
    ["好的，确认加上思琪，补的钱另外扫码付。", "好，确认加上她，另外扫码付", "可以，加上陈思琪吧，补款我扫码付。"],
)
def test_a_yes_naming_the_change_and_the_offered_route_answers_the_route_question(text: str) -> None:
    assert answered(ROUTE_Q)(text) is None


@pytest.mark.parametrize("text", ["是的，确认加上思琪，从退款中抵扣", "另扫补款二维码", "好的，从退款中抵扣吧"])
def test_the_route_that_changes_the_quote_or_no_yes_is_no_yes(text: str) -> None:
    assert answered(ROUTE_Q)(text) == "NEEDS_CONFIRMATION"


@pytest.mark.parametrize("thing", ["早餐", "一天", "船票", "房间"])
def test_a_thing_of_the_trip_after_add_is_no_name(thing: str) -> None:
    say = answered(f"{ZH_Q} 行程含{thing}。")
    assert say(f"好的，确认加上{thing}，补的钱另外扫码付。") == "NEEDS_CONFIRMATION"
