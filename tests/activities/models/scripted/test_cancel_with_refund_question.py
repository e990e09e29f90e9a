"""A cancellation asked together with a refund question gets the cancellation quote (the refund is on
its card), and the "ok fine, cancel it" that follows is its yes, in EN / KH / ZH (held-out batch J:
the refund status was answered and nothing was cancelled)."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from tests.activities.models.scripted.journey_support import Journey
from tests.activities.models.scripted.test_joining_children import _heard as heard

ASK = {
    "EN": ["my girlfriend just got a job offer, we have to cancel the trip completely. that's a full refund right?",
           "we need to cancel, do we get a refund?"],
    "ZH": ["我们得取消这个行程了，能全额退款吧？", "要取消预订，退款多少？"],
    "KH": ["យើងត្រូវបោះបង់ការកក់នេះ តើបានសងប្រាក់វិញទេ?"],
}  # fmt: skip
YES = {"EN": ["ok fine, cancel it", "alright then, cancel it"], "ZH": ["好吧，取消"], "KH": ["អញ្ចឹងបោះបង់ចុះ"]}


@settings(max_examples=6, deadline=None)
@given(st.sampled_from(["EN", "ZH", "KH"]), st.data())
async def test_cancel_with_a_refund_question_is_quoted_and_the_next_order_cancels(lang, data):
    journey = Journey(lang)
    await journey.to_qr()
    journey.pay("succeed")
    log = await heard(journey, data.draw(st.sampled_from(ASK[lang])))
    assert log.tools == ["previewCancellation"], log.final_text
    log = await heard(journey, data.draw(st.sampled_from(YES[lang])))
    assert log.tools == ["confirmCancellation"], log.final_text
