"""Held-out batch G, as invariants over wordings in EN / KH / ZH (hypothesis):

- a question about being charged after a failed payment ("did any money go through?", "扣款了吗",
  "កាត់លុយខ្ញុំទេ?") is answered (nothing was taken; one payment only completes a booking) before
  the offer of a new QR, and never answered with a QR or a paid claim;
- asking HOW to book ("how do I go about booking it?", "怎么订", "កក់ដោយរបៀបណា") is a wish to book
  wherever booking is offered (the trip cards and a trip's plan);
- a yes joined to the name of the quoted action ("យល់ហើយ បាទ លុបចោលទៅ") confirms that quote."""

from __future__ import annotations

import asyncio

from hypothesis import HealthCheck, given, settings, strategies as st

from activities.models.scripted.phrases import PHRASES
from agent.state import AgentState
from tests.activities.models.scripted.journey_support import TO_QR, Journey

SLOW = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
CHARGED = {
    "EN": ["Did any money go through?", "was I charged?", "I don't want to be charged twice.",
           "My bank says declined. Did you take my money?", "has the money been deducted from my card?",
           "will I have to pay twice now?"],
    "KH": ["តើគេកាត់លុយខ្ញុំទេ?", "ធនាគារថាបរាជ័យ តើបានដកលុយហើយឬនៅ?", "ខ្ញុំមិនចង់បង់ពីរដងទេ", "លុយចេញពីកាតហើយឬ?"],
    "ZH": ["扣款了吗？", "我的钱被扣了吗？", "不想重复付款", "银行说失败了，钱扣了没有？", "会不会付两次？"],
}  # fmt: skip


@SLOW
@given(st.sampled_from(sorted(CHARGED)), st.data())
def test_a_question_about_being_charged_after_a_failed_payment_is_answered_then_the_qr_offered(lang, data):
    question = data.draw(st.sampled_from(CHARGED[lang]))

    async def run() -> tuple[list[str], str, str | None, str | None]:
        journey = Journey(lang)
        await journey.to_qr()
        journey.pay("fail")
        before = journey.state.payment_intent_id
        log = await journey.say(question)
        return log.tools, log.final_text, before, journey.state.payment_intent_id

    tools, reply, before, after = asyncio.run(run())
    assert "generatePaymentQR" not in tools and after == before, (question, tools)  # asked, not given a QR
    answer, offer = PHRASES["not_charged"][lang], PHRASES["payment_failed_status"][lang]
    assert answer in reply and offer in reply and reply.index(answer) < reply.index(offer), (question, reply)


HOW_TO_BOOK = {
    "EN": ["How do I go about booking it?", "how can we book?", "How do I book this?", "how does booking work?",
           "so how would we go about booking this one?"],
    "KH": ["កក់ដោយរបៀបណា?", "ធ្វើម៉េចដើម្បីកក់?", "កក់យ៉ាងម៉េចបង?"],
    "ZH": ["怎么订？", "我们怎么预订？", "这个怎样订？", "如何订这个行程？", "在哪里订？"],
}  # fmt: skip


WISH = {"EN": "book it", "KH": "កក់", "ZH": "我要订这个"}


@SLOW
@given(st.sampled_from(sorted(HOW_TO_BOOK)), st.sampled_from([1, 2]), st.data())
def test_asking_how_to_book_gets_what_the_wish_to_book_gets_wherever_booking_is_offered(lang, shown, data):
    """``shown`` = 1: under the trip cards (which one?); 2: under one trip's plan (to BOOKING)."""
    question = data.draw(st.sampled_from(HOW_TO_BOOK[lang]))

    async def run(message: str) -> tuple[object, list[str], str]:
        journey = Journey(lang)
        for earlier in TO_QR[lang][:shown]:
            await journey.say(earlier)
        assert journey.state.state in (AgentState.SUGGESTION, AgentState.EXPLORATION)
        log = await journey.say(message)
        return journey.state.state, log.tools, log.final_text

    asked, wished = asyncio.run(run(question)), asyncio.run(run(WISH[lang]))
    assert asked == wished, question
    assert shown == 1 or asked[0] == AgentState.BOOKING, question


NAMED_CANCEL = {
    "EN": ["understood, yes cancel it", "Understood. Yes, cancel it please", "ok cancel it", "I understand, yes cancel"],
    "KH": ["យល់ហើយ បាទ លុបចោលទៅ", "បាទ លុបចោលទៅ", "ខ្ញុំយល់ហើយ ចាស លុបការកក់ចោល", "យល់ហើយ យល់ព្រម លុបចោល"],
    "ZH": ["明白了，好的取消吧", "好的取消吧", "知道了，可以，取消预订", "行，取消吧"],
}  # fmt: skip
CANCEL = {"EN": "please cancel my booking", "KH": "សូមលុបការកក់ចោល", "ZH": "请取消我的预订"}


def _after_asking_to_cancel(lang: str, yes: str, paid: bool) -> list[str]:
    """The tools of the answer to the cancellation's question (a paid booking's quote, or the
    "are you sure?" before an unpaid reservation is cancelled)."""

    async def run() -> list[str]:
        journey = Journey(lang)
        await journey.to_qr()
        if paid:
            journey.pay("succeed")
        await journey.say(CANCEL[lang])
        return (await journey.say(yes)).tools

    return asyncio.run(run())


@SLOW
@given(st.sampled_from(sorted(NAMED_CANCEL)), st.booleans(), st.data())
def test_a_yes_naming_the_cancellation_confirms_the_cancellation_asked_about(lang, paid, data):
    yes = data.draw(st.sampled_from(NAMED_CANCEL[lang]))
    expected = ["confirmCancellation"] if paid else ["cancelBooking"]
    assert _after_asking_to_cancel(lang, yes, paid) == expected, yes
