"""After payment, a move said as a shift ("push it back two weeks", "往后推两个星期", "ពន្យារពីរសប្តាហ៍") or
as "DATE 出发" is a move quote to that date; under a cancellation quote, a question or complaint about
the refund that names the booking's own date is never a new change, and the order to cancel that
follows is the quote's yes (held-out batch H: "ខ្ញុំប្តូរទៅថ្ងៃ … ហើយណា" was quoted as a move to a month
later; "我们想整体往后推两个星期，也就是…出发" got the generic reply)."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from tests.activities.models.scripted.journey_support import Journey
from tests.activities.models.scripted.test_joining_children import _heard as heard  # as the workflow runs it

# the paid trip starts 2027-01-10 (journey_support.TO_QR); each phrase asks for 2027-01-24
SHIFT = {
    "EN": ["Could we push it back two weeks?", "can we postpone the trip by 2 weeks", "push the trip back 14 days please"],
    "ZH": ["我们想整体往后推两个星期，可以改吗？要加钱吗？", "推迟两周可以吗", "往后推两个星期，也就是2027-01-24出发，可以改吗？",
           "我们想改到2027-01-24出发"],
    "KH": ["ខ្ញុំចង់ពន្យារពីរសប្តាហ៍", "សុំពន្យារ 2 សប្តាហ៍បានទេ?", "ពន្យារទៅថ្ងៃ 2027-01-24 បានទេ?"],
}  # fmt: skip
CANCEL = {"EN": "we can't go any more, please cancel the booking", "ZH": "我们去不了了，能取消吗",
          "KH": "ទៅមិនបានទេ ចង់បោះបង់ការកក់នេះ"}  # fmt: skip
COMPLAINT = {
    "EN": "why only that much? I moved it to 2027-01-10 already, it's weeks away",
    "ZH": "为什么只退这么点？我已经改到2027-01-10了，还有30多天",
    "KH": "ហេតុអីបានតែពាក់កណ្តាល? ខ្ញុំប្តូរទៅថ្ងៃ 2027-01-10 ហើយណា ជាង 30 ថ្ងៃទៀត",
}
ORDER = {"EN": "alright then, cancel it", "ZH": "好吧 规定就是规定 那就取消吧", "KH": "អញ្ចឹងក៏បាន បោះបង់ចុះ"}


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["EN", "ZH", "KH"]), st.integers(0, 9))
async def test_a_shift_after_payment_is_a_move_quote_to_the_shifted_date(lang: str, form: int) -> None:
    journey = Journey(lang)
    await journey.to_qr()
    journey.pay("succeed")
    await journey.say(SHIFT[lang][form % len(SHIFT[lang])])
    assert [c["new_travel_date"] for c in journey.calls("previewReschedule")] == ["2027-01-24"]


@settings(max_examples=3, deadline=None)
@given(st.sampled_from(["EN", "ZH", "KH"]))
async def test_a_refund_complaint_is_no_change_and_the_order_then_cancels(lang: str) -> None:
    journey = Journey(lang)
    await journey.to_qr()
    journey.pay("succeed")
    await heard(journey, CANCEL[lang])
    assert len(journey.calls("previewCancellation")) == 1
    log = await heard(journey, COMPLAINT[lang])
    assert journey.calls("previewReschedule") == [] and log.tools == [], log.final_text
    log = await heard(journey, ORDER[lang])
    assert log.tools == ["confirmCancellation"], log.final_text
