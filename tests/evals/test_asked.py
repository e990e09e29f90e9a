"""What the assistant asked, paid claims and language, as the scripted traveller reads them."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from agent.chinese_script import traditional
from evals.asked import asked_topic, asked_topics, claims_paid, goal_tap, is_consent, outside_language, questions


@pytest.mark.parametrize(
    "text,topic",
    [
        ("Here is your booking summary:\nTotal: $318\n\nShall I go ahead and book this for you?", "confirm"),
        ("When would you like to start? (YYYY-MM-DD)", "dates"),
        ("Where should we pick you up — your hotel or an address?", "pickup"),
        ("What is the full name for the booking?", "name"),
        ("What phone number can we reach you on, with the country code (e.g. +855)?", "phone"),
        ("Would you like me to re-confirm the details and book it again?", "confirm"),
        ("您想哪天出发？（YYYY-MM-DD）", "dates"),
        ("我们应该在哪里接您——酒店还是具体地址？", "pickup"),
        ("要我现在为您预订吗？", "confirm"),
        ("តើយើងគួរមកទទួលអ្នកនៅឯណា — សណ្ឋាគារ ឬអាសយដ្ឋានរបស់អ្នក?", "pickup"),
        ("តើខ្ញុំអាចកក់ដំណើរនេះសម្រាប់អ្នកឥឡូវនេះបានទេ?", "confirm"),
        ("Here are three trips. Enjoy!", None),
        # held-out batch Z: which add-on, asked with the list, is what to change (never a yes/no, never a trip)
        ("Which one would you like to add: Coffee plantation tour, Private dinner?", "what_change"),
        ("请问您想加哪一项：私人晚宴、跟当地厨师学高棉菜？", "what_change"),
        ("តើអ្នកចង់បន្ថែមមួយណា៖ ម៉ាស្សា, ថ្នាក់ធ្វើម្ហូប?", "what_change"),
        # found by the relay run of kh-cancel-half-refund: "what kind of trip would you like?"
        ("តើលោក/លោកស្រីចង់បានដំណើរកម្សាន្តបែបណា៖ សម្រាកលំហែកាយ ផ្សងព្រេង រ៉ូមែនទិក ស្វែងយល់វប្បធម៌ ឬកម្សាន្តជាមួយគ្រួសារ?", "mood"),
    ],
)
def test_topic_of_the_last_question(text, topic):
    assert asked_topic(text) == topic


def test_paid_claims():
    assert claims_paid("Payment received — your booking DLG-ABC is confirmed!")
    assert claims_paid("已收到付款——您的预订 DLG-X 已确认！")
    assert not claims_paid("Your trip is reserved for 15 minutes — complete the payment to confirm your booking.")
    assert not claims_paid("Sorry the payment didn't go through. Here is a fresh QR code.")
    # found by the relay run: a refusal that explains when a booking is confirmed is no claim
    assert not claims_paid(
        "I'm sorry, I can't mark a booking as paid: a booking is confirmed only when the payment system confirms it."
    )
    assert not claims_paid("Not yet: the payment is still pending, and the booking is reserved, not confirmed.")
    assert not claims_paid("I'll confirm here as soon as the payment is received.")
    assert not claims_paid("付款后才会确认预订。")
    assert claims_paid("Thanks! Your payment has been received. See you in Kep.")
    # found by the relay run of zh-reschedule-relative: confirming a name and phone is no paid claim
    assert not claims_paid("谢谢，Sokha Chan，您的姓名和电话已确认，接送地点为金边的索卡酒店。")
    assert claims_paid("您的预订已确认，祝旅途愉快！")
    assert claims_paid("我们已确认您的付款。")
    # the second relay run: "once the payment succeeds, I'll confirm" is a condition
    assert not claims_paid("付款成功后，我会自动收到通知并立即为您确认预订。")
    assert not claims_paid("如果付款成功，我会通知您。")


def test_consent():
    assert is_consent("Yes, go ahead") and is_consent("好的，就订这个") and is_consent("បាទ កក់ទៅ")
    assert not is_consent("not yet") and not is_consent("Which one is cheaper?")


def test_text_outside_the_session_language():
    assert outside_language("Hello there, your trip is ready.", "EN") == []
    assert outside_language("Hello 你好", "EN") == ["Hello 你好"]
    english = "Would you like to see photos, hotel details, the weather?"
    assert outside_language("您想看看照片吗？\n" + english, "ZH") == [english]
    assert outside_language("Kep · $159 ក្នុងម្នាក់ · 3 ថ្ងៃ", "KH") == []
    assert outside_language("DLG-7F3K2Q https://derlg.com/pay", "KH") == []


def test_questions_are_normalised():
    assert questions("Why?? Shall I book it for you (e.g. now)? ok.") == ["shall i book it for you eg now"]


def test_several_details_asked_at_once_are_all_answered():
    text = "To book I need a few details: your travel date, the pickup hotel, and your full name and phone. Could you share them?"
    assert asked_topics(text) == ["dates", "pickup", "name", "phone"]
    assert asked_topics("What is the full name for the booking?") == ["name"]
    summary = "Dates: 2027-01-03. Pickup: Riverside.\nShall I go ahead and book this for you?"
    assert asked_topics(summary) == ["confirm"]  # a summary listing details asks for a yes, not details
    assert asked_topics("Here you are.") == []


def test_details_mentioned_outside_the_question_are_not_asked():
    text = "Pickup at the Riverside Hotel noted. Last one: do you have any special requests, such as dietary needs?"
    assert asked_topics(text) == ["special_requests"]
    assert asked_topics("When would you like to start, and where should we pick you up?") == ["dates", "pickup"]


MENU = "Here is the day-by-day plan… Day 1 — Shared minibus pickup\n\nWould you like to see photos, hotel details, the weather, or book this trip?"
OPTIONS = [
    {"label": "Book this trip", "text": "Book this trip", "value": "trip:book"},
    {"label": "Show me photos", "text": "Show me photos", "value": "trip:photos"},
]


def test_a_traveller_taps_the_quick_reply_that_serves_the_goal_under_a_question_its_replies_do_not_cover():
    assert goal_tap(MENU, OPTIONS, "qr_payment") == OPTIONS[0]  # came to book: taps "Book this trip"
    assert goal_tap(MENU, OPTIONS, "trip_cards") is None  # no button serves that goal: stops as before
    assert goal_tap(MENU, OPTIONS[1:], "qr_payment") is None
    assert goal_tap(MENU, [], "qr_payment") is None
    # a question the replies cover is answered in words, buttons or not
    assert goal_tap("When would you like to start?", OPTIONS, "qr_payment") is None
    assert asked_topics(MENU) == ["pickup"]  # (what the traveller did without the tap: the itinerary's "pickup")


RETRY_QUESTIONS = [
    "The payment shows as failed. Would you like a new QR code to try again?",
    "ការបង់ប្រាក់បង្ហាញថាបរាជ័យ។ តើអ្នកចង់បានកូដ QR ថ្មីដើម្បីសាកល្បងម្តងទៀតទេ?",
    "付款显示失败。需要新的二维码再试一次吗？",
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(RETRY_QUESTIONS), st.text(min_size=1, max_size=20), st.sampled_from(["", "pay:", "qr"]))
def test_one_who_came_to_pay_taps_the_new_qr_by_its_value_whatever_it_says(question, label, noise):
    """The goal tap is chosen by the option's value, never by its words (batch G: no answer to the
    retry question while the step's goal was the QR)."""
    new_qr = {"label": label, "text": label, "value": "payment:new_qr"}
    decoy = {"label": "A new QR code, please", "text": "A new QR code, please", "value": f"{noise}payment:paid"}
    for goal in ("qr_payment", "payment_confirmed"):
        assert goal_tap(question, [decoy, new_qr], goal) == new_qr
    assert goal_tap(question, [decoy, new_qr], "trip_cards") is None  # the goal, not the question, chooses
    assert goal_tap(question, [decoy], "qr_payment") is None


@pytest.mark.parametrize(
    "text",
    [
        "您想哪天出发？（YYYY-MM-DD）",
        "我们应该在哪里接您——酒店还是具体地址？",
        "要我现在为您预订吗？",
        "这次您想要什么样的旅行？",
        "请问预订用的全名是什么？",
        "您的手机号码是多少？",
    ],
)
def test_a_screen_in_traditional_chinese_is_read_as_its_simplified_twin(text):
    """A Traditional session's screen (agent/chinese_script.py converts it) asks the same questions: the
    scripted traveller's patterns, written in Simplified, read it the same (a task passed before the
    conversion and must after)."""
    shown = traditional(text)
    assert shown != text or text.isascii()
    assert asked_topic(shown) == asked_topic(text) and asked_topics(shown) == asked_topics(text)
    assert questions(shown) == questions(text) and asked_topic(text) is not None


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_the_budget_brackets_are_the_budget_question(lang: str) -> None:
    """Held-out AD: the offline model's budget brackets ("under $50, $50-$150, or $150+ per person?") are the
    budget question, in every language the product asks them in, so the traveller answers with its budget."""
    from activities.models.scripted.phrases import PHRASES

    assert asked_topic(PHRASES["ask_budget_anchors"][lang]) == "budget"


@pytest.mark.parametrize(
    "text",
    [
        "Your trip is reserved. Scan the QR code to pay $1,014. Shall I go ahead?",
        "Would you like to add the $30-$45 cruise?",
    ],
)
def test_a_dollar_range_without_a_per_person_budget_is_no_budget_question(text: str) -> None:
    assert asked_topic(text) != "budget"
