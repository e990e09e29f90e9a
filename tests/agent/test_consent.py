"""Consent to *this* quote (agent.consent, agent.consent_words): only the traveller's yes to the
quote they saw unlocks createBooking / confirmReschedule / confirmCancellation."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from hypothesis import given, settings, strategies as st

from agent.booking_records import AfterPayment, IssuedQuote
from agent.consent import hear, mark_shown, seen_by_sender
from agent.consent_words import classify
from agent.quote_consent import ConsentFrame
from agent.state import AgentState, BookingQuote, ConversationState
from agent.tools.guards import guard_call

NOW = datetime(2026, 11, 28, 9, 0, tzinfo=UTC)

YES = {
    "EN": ["yes", "Yes please", "ok", "okay", "sure", "go ahead", "yes, go ahead", "sounds good", "confirm",
           "yep", "please do", "perfect, go ahead", "alright", "that's fine"],
    "KH": ["បាទ", "ចាស", "យល់ព្រម", "បាទ យល់ព្រម", "ចាស អរគុណ", "អូខេ"],
    "ZH": ["好的", "是的", "可以", "确认", "好", "行", "没问题", "好的，谢谢", "同意"],
}  # fmt: skip
# the quote's own verb as an order, or a yes that names it: a yes to that kind of quote only
VERB_YES = {
    "booking": ["book it", "please book it", "那就订吧", "订吧", "កក់ទៅ", "yes please book it", "បាទ កក់ទៅ",
                "ចាស៎ បាទ យល់ព្រម កក់ឥឡូវនេះតែម្តង", "是的，请预订"],
    "reschedule": ["move it", "please move it", "改吧"],
    "cancellation": ["cancel it", "please cancel it", "取消吧", "明白了，全部取消吧", "បាទ លុបចោលទាំងអស់"],
}  # fmt: skip
NO = {
    "EN": ["no", "No thanks", "not now", "never mind", "nevermind, keep it", "keep it as it is", "wait",
           "hold on", "let me think about it", "don't", "no, I changed my mind", "not yet", "maybe later",
           "I don't think so"],
    "KH": ["ទេ អរគុណ", "អត់ទេ", "មិនប្តូរទេ", "កុំ", "ចាំសិន", "មិនទាន់ទេ", "ខ្ញុំគិតសិន"],
    "ZH": ["不", "不要", "不用了", "算了", "那就不改了，还是16号", "先不要", "等一下", "我再想想", "不改了"],
}  # fmt: skip
UNCLEAR = {
    "EN": ["what's included?", "ok?", "is it refundable?", "cancel the booking pls", "how much is it in riel",
           "yes but one day later", "my phone is 012 345 678", "hmm", "the second one", "can we add a friend"],
    "KH": ["បានទេ?", "តម្លៃប៉ុន្មាន", "ខ្ញុំចង់ដឹងពីកម្មវិធី"],
    "ZH": ["行程包括什么？", "可以吗？", "多少钱", "我的电话是012345678", "要不要另外加钱？", "是不是含早餐？",
           "搞什么啊，又要扫码？我丈母娘住哪里？多开一间要不要加钱？"],
}  # fmt: skip
# a question that uses a negation asks; it neither agrees nor refuses
QUESTIONS_WITH_A_NEGATION = ["don't you have an earlier date?", "要不要另外加钱？", "有没有儿童座椅？", "មានអត់?",
                             "can't we go a day later?", "wait, is breakfast included?", "等一下，含早餐吗？",
                             "ចាំសិន មុននឹងយល់ព្រម៖ តម្លៃនេះរួមទាំងអាហារទេ?"]  # fmt: skip
# a complaint that uses a negation inside a longer sentence keeps the quote open (neither yes nor no)
COMPLAINTS = ["ហេ! និយាយយល់ព្រមបីដងហើយ នៅតែមិនកក់ទៀត។", "I said yes three times and it's still not booked!!",
              "你们这个系统真的很烂，我说了好几次还是没订上"]  # fmt: skip
POLITE_BEFORE = ["", " ", "Hi, ", "thanks! "]
POLITE_AFTER = ["", "!", ".", " 🙏", " 👍", " thanks", " thank you!", "。", "！", "…"]


def _all(table: dict[str, list[str]]) -> list[str]:
    return [p for phrases in table.values() for p in phrases]


def _dressed(phrases: list[str], before: list[str] = POLITE_AFTER[:1]) -> st.SearchStrategy[str]:
    return st.builds(
        lambda b, p, a: f"{b}{p}{a}",
        st.sampled_from(POLITE_BEFORE[:1]),
        st.sampled_from(phrases),
        st.sampled_from(POLITE_AFTER),
    )


@given(_dressed(_all(YES)), st.sampled_from(["booking", "reschedule", "cancellation"]))
def test_a_yes_in_any_of_the_three_languages_with_politeness_around_it_is_a_yes(text: str, kind: Any) -> None:
    assert classify(text, kind) == "yes", text


@given(
    st.builds(lambda b, p, a: f"{b}{p}{a}", st.sampled_from(POLITE_BEFORE), st.sampled_from(_all(NO)), st.sampled_from(POLITE_AFTER)),
    st.sampled_from(["booking", "reschedule", "cancellation"]),
)  # fmt: skip
def test_a_no_or_a_hesitation_is_a_no(text: str, kind: Any) -> None:
    assert classify(text, kind) == "no", text


@given(_dressed(_all(UNCLEAR)), st.sampled_from(["booking", "reschedule", "cancellation"]))
def test_a_question_a_request_or_a_detail_is_never_a_yes(text: str, kind: Any) -> None:
    assert classify(text, kind) != "yes", text


@given(st.sampled_from(sorted(VERB_YES)), st.data())
def test_the_quotes_own_verb_is_a_yes_to_that_kind_only(kind: Any, data: st.DataObject) -> None:
    text = data.draw(_dressed(VERB_YES[kind]))
    assert classify(text, kind) == "yes", text
    others = [k for k in VERB_YES if k != kind and not any(w in text for w in VERB_YES[k])]
    if kind == "booking":  # a yes with "book it" books a change (tests/agent/test_consent_change_books.py)
        others = [k for k in others if k != "reschedule"]
    for other in others:
        assert classify(text, other) != "yes", (text, other)  # "cancel it" never books


@given(st.sampled_from(QUESTIONS_WITH_A_NEGATION), st.sampled_from(["booking", "reschedule", "cancellation"]))
def test_a_question_with_a_negation_in_it_is_not_a_no(text: str, kind: Any) -> None:
    assert classify(text, kind) == "unclear", text


@given(st.sampled_from(COMPLAINTS), st.sampled_from(["booking", "reschedule", "cancellation"]))
def test_a_complaint_is_neither_a_yes_nor_a_no(text: str, kind: Any) -> None:
    assert classify(text, kind) == "unclear", text


@given(st.text(max_size=40))
def test_any_text_is_judged_without_error(text: str) -> None:
    assert classify(text) in ("yes", "no", "unclear")


# ------------------------------------------------------------------ the quote's answer in state


def booking_state() -> ConversationState:
    state = ConversationState.new("s-1", NOW, user_id="u-1")
    state.state = AgentState.BOOKING
    state.consent_rule = True
    state.turn = 2
    state.selected_trip_id = "trip_1"
    state.customer_name, state.customer_phone, state.details_validated = "Sokha Chan", "+85512345678", True
    state.pickup_location = "Riverside Hotel"
    state.booking_quote = BookingQuote(
        quote_id="Q-booking-2-1", turn=2, trip_id="trip_1", travel_date="2027-01-10", people_count=2, total_usd=360.0
    )
    return state


def paid_state() -> ConversationState:
    state = ConversationState.new("s-2", NOW, user_id="u-1")
    state.state = AgentState.POST_BOOKING
    state.consent_rule = True
    state.booking_id, state.payment_status, state.turn = "bk_1", "CONFIRMED", 5
    state.after_payment = AfterPayment(amount_paid_usd=300.0)
    state.after_payment.quotes["reschedule"] = IssuedQuote(quote_id="qt_r", turn=5, amount_usd=0.0)
    state.after_payment.quotes["cancellation"] = IssuedQuote(quote_id="qt_c", turn=5, amount_usd=150.0)
    return state


def confirm(state: ConversationState, kind: str) -> Any:
    name, quote_id = {
        "booking": ("createBooking", "Q-booking-2-1"),
        "reschedule": ("confirmReschedule", "qt_r"),
        "cancellation": ("confirmCancellation", "qt_c"),
    }[kind]
    return guard_call(name, {"quote_id": quote_id, "booking_id": "bk_1"}, state)[0]


def say(state: ConversationState, text: str, seen: int, frame: Any = None) -> None:
    state.turn += 1
    hear(state, text, seen, f"m-{state.turn}", frame)


@settings(max_examples=60)
@given(st.sampled_from(_all(YES)), st.sampled_from(_all(NO) + _all(UNCLEAR) + _all(YES)))
def test_only_a_yes_after_the_quote_reached_the_screen_books(yes: str, later: str) -> None:
    state = booking_state()
    assert confirm(state, "booking")["error"]["code"] == "NEEDS_CONFIRMATION"  # not shown yet
    mark_shown(state, seq=10)
    say(state, yes, seen=9)  # typed before the summary reached the screen: not an answer to it
    assert confirm(state, "booking")["error"]["code"] == "NEEDS_CONFIRMATION"
    say(state, yes, seen=10)
    assert confirm(state, "booking") is None
    say(state, later, seen=12)  # details or thanks keep the yes; a no closes the summary
    refused = confirm(state, "booking")
    if classify(later) == "no":
        assert refused["error"]["code"] == "QUOTE_DECLINED" and "previewBooking" in refused["error"]["next_step"]
    else:
        assert refused is None


@settings(max_examples=80)
@given(
    st.sampled_from(["reschedule", "cancellation"]),
    st.sampled_from(_all(NO)),
    st.lists(st.sampled_from(_all(YES) + _all(UNCLEAR) + _all(NO)), min_size=1, max_size=4),
    st.booleans(),
)
def test_after_a_no_nothing_the_traveller_says_or_presses_confirms_that_quote(
    kind: str, no: str, afterwards: list[str], press: bool
) -> None:
    state = paid_state()
    state.after_payment.quotes.pop("cancellation" if kind == "reschedule" else "reschedule")
    mark_shown(state, seq=20)
    say(state, no, seen=20)
    for i, text in enumerate(afterwards):
        say(state, text, seen=21 + i)
    if press:
        quote_id = state.after_payment.quotes[kind].quote_id
        say(state, "Yes, confirm", seen=30, frame=ConsentFrame(quote_id=quote_id, decision="confirm"))
    assert confirm(state, kind)["error"]["code"] == "QUOTE_DECLINED"


@given(st.sampled_from(_all(YES)), st.integers(min_value=0, max_value=19))
def test_a_message_whose_last_seen_event_precedes_the_quote_never_confirms_it(yes: str, seen: int) -> None:
    state = paid_state()
    mark_shown(state, seq=20)
    say(state, yes, seen=seen)
    assert confirm(state, "cancellation")["error"]["code"] == "NEEDS_CONFIRMATION"
    assert confirm(state, "reschedule")["error"]["code"] == "NEEDS_CONFIRMATION"


def test_the_sender_cannot_claim_to_have_seen_events_that_were_not_in_the_log() -> None:
    assert seen_by_sender(arrived_after=7, client_seen=None) == 7
    assert seen_by_sender(arrived_after=7, client_seen=3) == 3
    assert seen_by_sender(arrived_after=7, client_seen=99) == 7  # a client cannot see the future
    assert seen_by_sender(arrived_after=7, client_seen=-5) == 0


def test_the_confirm_button_answers_its_own_quote_and_a_button_of_a_gone_quote_answers_nothing() -> None:
    state = booking_state()
    mark_shown(state, seq=4)
    say(state, "Yes, confirm", seen=4, frame=ConsentFrame(quote_id="Q-old", decision="confirm"))
    assert confirm(state, "booking")["error"]["code"] == "NEEDS_CONFIRMATION"
    say(state, "Yes, confirm", seen=4, frame=ConsentFrame(quote_id="Q-booking-2-1", decision="confirm"))
    assert confirm(state, "booking") is None
    assert state.booking_quote is not None and state.booking_quote.consent.by == "button"


def test_the_answer_goes_to_the_quote_shown_last() -> None:
    state = paid_state()
    state.after_payment.quotes["cancellation"].consent.shown_seq = 8
    state.after_payment.quotes["reschedule"].consent.shown_seq = 12
    say(state, "no", seen=12)  # "Shall I move it?" shown last: the no is to the move
    assert confirm(state, "reschedule")["error"]["code"] == "QUOTE_DECLINED"
    assert confirm(state, "cancellation")["error"]["code"] == "NEEDS_CONFIRMATION"


def test_sessions_recorded_before_the_rule_confirm_on_a_later_turn_as_before() -> None:
    state = booking_state()
    state.consent_rule = False
    state.turn = 3
    assert confirm(state, "booking") is None


POLITE_ORDERS = {
    "booking": ["please book it", "请帮我订", "麻烦帮我预订吧", "សូមកក់"],
    "reschedule": ["please move it", "请帮我改", "麻烦帮我改吧", "សូមជួយប្តូរ"],
    "cancellation": ["please cancel it", "请帮我取消", "明白了，退一半也可以，请帮我取消。", "សូមជួយលុបចោល"],
}


@given(st.sampled_from(sorted(POLITE_ORDERS)), st.data())
def test_the_quotes_verb_as_a_polite_order_is_a_yes_to_that_kind_only(kind: Any, data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(POLITE_ORDERS[kind]))
    assert classify(text, kind) == "yes", text
    for other in POLITE_ORDERS:
        if other != kind:
            assert classify(text, other) != "yes", (text, other)  # "请帮我取消" never books


# answers around which the traveller complains, reasons or asks a rhetorical question (relay, Chinese group)
AGREEMENTS_AMID_OTHER_WORDS = {
    "reschedule": [
        "一分钱都不退？行吧，反正也改不了。确认减成3个人，婆婆单独一间。",
        "Ugh, this is annoying. Ok, move it.",
    ],
    "cancellation": ["改期也没用，婆婆什么时候能坐飞机都不知道。取消吧，我认了。", "I hate this app. Fine, cancel it."],
    "booking": ["太贵了吧？好吧，订吧。", "Long day. Yes, book it."],
}
# a refusal, another request or a closing question anywhere keeps it from being a yes
NOT_AGREEMENTS = ["不要升级酒店，确认预订", "No. Book it.", "Book it. No wait.", "ok. can we change the date?",
                  "好的，能改到5号吗？", "算了，改成3个人吧。好的", "yes. but only if the pickup is earlier"]  # fmt: skip


@given(st.sampled_from(sorted(AGREEMENTS_AMID_OTHER_WORDS)), st.data())
def test_an_agreement_amid_complaints_or_reasons_is_a_yes(kind: Any, data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(AGREEMENTS_AMID_OTHER_WORDS[kind]))
    assert classify(text, kind) == "yes", text


@given(st.sampled_from(NOT_AGREEMENTS), st.sampled_from(["booking", "reschedule", "cancellation"]))
def test_a_refusal_a_request_or_a_closing_question_beside_an_agreement_is_never_a_yes(text: str, kind: Any) -> None:
    assert classify(text, kind) != "yes", text


@given(st.sampled_from(["改不了", "去不了了", "买不起", "反正也改不了"]))
def test_a_verbs_cannot_states_a_fact_and_refuses_nothing(text: str) -> None:
    assert classify(f"好的，{text}，确认", "reschedule") == "yes"


@settings(max_examples=60)
@given(st.sampled_from(_all(YES)), st.sampled_from(["reschedule", "pickup"]))
def test_a_cancellation_shown_beside_another_quote_is_never_confirmed_by_a_bare_yes(yes: str, other: str) -> None:
    """Relay 13: "cancel the trip" and "remove the nephew" were put together and both awaited one yes,
    so a bare yes could have cancelled the whole trip. A typed yes answers neither of them; the
    cancellation card's own Confirm button still answers it alone."""
    state = paid_state()
    if other == "pickup":
        state.after_payment.quotes.pop("reschedule")
        state.after_payment.quotes["pickup"] = IssuedQuote(quote_id="qt_p", turn=5, amount_usd=0.0)
    mark_shown(state, seq=20)
    say(state, yes, seen=20)
    assert confirm(state, "cancellation")["error"]["code"] == "NEEDS_CONFIRMATION"
    if other == "reschedule":
        assert confirm(state, "reschedule")["error"]["code"] == "NEEDS_CONFIRMATION"
    say(state, "", seen=21, frame=ConsentFrame(quote_id="qt_c", decision="confirm"))
    assert confirm(state, "cancellation") is None


@given(st.sampled_from(_all(YES)))
def test_a_cancellation_alone_on_screen_is_confirmed_by_a_typed_yes(yes: str) -> None:
    state = paid_state()
    state.after_payment.quotes.pop("reschedule")
    mark_shown(state, seq=20)
    say(state, yes, seen=20)
    assert confirm(state, "cancellation") is None
