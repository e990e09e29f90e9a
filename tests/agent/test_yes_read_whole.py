"""The yes read whole (agent.read_whole): a figure's point, a note for the operator, a concession or a complaint beside
the answer take nothing from it.

Relay 54: under "Shall I add the cooking class … for **$91.00 (S$122.85)**?" the traveller's "fine, he can wait at the
riverside restaurant, add that as a request. yes confirm" and then "are you serious?? … this is a stupid system. YES."
were no yes (the question was cut at "91." and read as "85)**?"); only the card's button went through. Held-out W: "បាទ
យល់ហើយ ទោះអត់បានលុយវិញក៏ដោយ សុំលុបចោលទៅបង។" (yes, understood, even without money back, please cancel) left the
cancellation open, and "虽然拿不回钱，也取消吧" declined it.

Invariants, for every quote kind and language:
1. a question is the same question whatever its figures' cents: the answer under "…for $91.00?" is the answer under
   "…for $91?";
2. a yes beside a note for the operator is the yes, the note alone is no answer, and a note never hides another
   change ordered beside it;
3. a concession before the answer refuses nothing: the answer after it decides, a yes or a no;
4. beside a complaint, a confirming yes is the yes; a bare "fine" beside it stays unclear.
Sessions recorded before the reading (the workflow's patch off) read as before.
"""

from __future__ import annotations

import functools
import re
from typing import Any, Callable, Optional

import pytest
from hypothesis import given, settings, strategies as st

import agent.consent as consent
from agent.booking_records import AfterPayment, IssuedQuote
from agent.consent import hear, mark_shown
from agent.read_whole import Cut, read_whole
from agent.state import AgentState, ConversationState
from tests.agent.test_consent import NOW, booking_state, confirm

LANGS = ["EN", "ZH", "KH"]
ON = lambda: True  # noqa: E731


def quote_state(kind: str, question: str) -> tuple[ConversationState, str]:
    """A session with ``kind``'s quote shown under ``question``, and the kind its confirming call confirms."""
    if kind == "booking":
        state, confirming = booking_state(), "booking"
    else:
        state = ConversationState.new("s-whole", NOW, user_id="u-1")
        state.state, state.consent_rule = AgentState.POST_BOOKING, True
        state.booking_id, state.payment_status, state.turn = "bk_1", "CONFIRMED", 5
        state.after_payment = AfterPayment(amount_paid_usd=481.8)
        if kind == "cancellation":
            state.after_payment.quotes["cancellation"] = IssuedQuote(quote_id="qt_c", turn=5, amount_usd=0.0)
            confirming = "cancellation"
        else:
            actions = {"add": ["add"], "remove": ["remove"], "add_activity": ["add_activity"]}[kind]
            state.after_payment.quotes["reschedule"] = IssuedQuote(
                quote_id="qt_r", turn=5, amount_usd=91.0, amount_is="refund" if kind == "remove" else "due",
                actions=actions,
            )  # fmt: skip
            confirming = "reschedule"
    mark_shown(state, seq=10)
    state.messages = [{"role": "assistant", "content": [{"type": "text", "text": question}]}]
    return state, confirming


def quoted(kind: str, question: str, whole: bool = True) -> Callable[[str], Optional[str]]:
    """``kind``'s quote on screen under ``question``: a function saying a message and giving the confirming call's
    refusal code (None: it goes ahead). ``whole``: the workflow's patch."""
    state, confirming = quote_state(kind, question)

    def answer(text: str) -> Optional[str]:
        state.turn += 1
        state.messages.append({"role": "user", "content": text})
        hear(state, text, 10, f"m-{state.turn}", None, ON, ON, ON, ON, ON, ON, ON, ON, lambda: whole)
        refused: Any = confirm(state, confirming)
        return None if refused is None else refused["error"]["code"]

    return answer


# ------------------------------------------------------------------ 1. a figure's point cuts no question

QUESTIONS = {  # the quote's question with a figure in it ({f}: the figure, written with or without cents)
    "booking": {"EN": "The total is ${f} for 2 adults. Shall I book it?", "ZH": "总价 {f} 美元。要帮您预订吗？",
                "KH": "តម្លៃសរុប ${f}។ តើខ្ញុំកក់ឱ្យបានទេ?"},
    "add": {"EN": "Adding Imani costs ${f} (S${f}). Shall I add her?", "ZH": "加上她需要补 {f} 美元，要加上她吗？",
            "KH": "ការបន្ថែមគាត់ត្រូវបង់ ${f}។ តើខ្ញុំបន្ថែមគាត់ទេ?"},
    "add_activity": {"EN": "Shall I add the cooking class for **${f} (S${f})**?",
                     "ZH": "烹饪课共 {f} 美元（{f} 新元），要帮您加上吗？", "KH": "តើខ្ញុំបន្ថែមថ្នាក់ធ្វើម្ហូប ${f} ទេ?"},
    "remove": {"EN": "You get ${f} back. Shall I take him off the booking?", "ZH": "退您 {f} 美元。要把他去掉吗？",
               "KH": "អ្នកនឹងបានប្រាក់វិញ ${f}។ តើខ្ញុំដកគាត់ចេញទេ?"},
    "cancellation": {"EN": "The refund is ${f}. Shall I go ahead and cancel?", "ZH": "退款 {f} 美元。确定要取消吗？",
                     "KH": "ប្រាក់សងវិញ ${f}។ តើខ្ញុំលុបចោលទេ?"},
}  # fmt: skip
ANSWERS = {
    "EN": ["yes", "yes confirm", "YES.", "no", "ok, but is the boat safe?", "hmm let me think"],
    "ZH": ["好的", "确认", "不要了", "可以吗？"],
    "KH": ["បាទ", "ចាស យល់ព្រម", "ទេ", "អត់ទេ"],
}


@settings(max_examples=60, deadline=None)
@given(
    kind=st.sampled_from(sorted(QUESTIONS)),
    lang=st.sampled_from(LANGS),
    dollars=st.integers(1, 9999),
    cents=st.integers(0, 99),
    data=st.data(),
)
def test_a_figure_with_cents_is_the_same_question_as_without(
    kind: str, lang: str, dollars: int, cents: int, data: Any
) -> None:
    said = data.draw(st.sampled_from(ANSWERS[lang]))
    whole = f"{dollars:,}.{cents:02d}"
    with_cents = quoted(kind, QUESTIONS[kind][lang].format(f=whole))(said)
    without = quoted(kind, QUESTIONS[kind][lang].format(f=f"{dollars}"))(said)
    assert with_cents == without, (QUESTIONS[kind][lang].format(f=whole), said)


def test_the_reported_question_takes_its_yes() -> None:
    question = (
        "Here's the quote for the cooking class on day 2: 2 adults × $35 + Yaw $21 = **$91.00 (S$122.85)**. Shall I"
        " add the cooking class on Tuesday 19 January 2027 for you, Daniel and Yaw for **$91.00 (S$122.85)**?"
    )
    for said in ("yes confirm", "are you serious?? i literally just wrote yes confirm. this is a stupid system. YES."):
        assert quoted("add_activity", question)(said) is None
        assert quoted("add_activity", question, whole=False)(said) == "NEEDS_CONFIRMATION"  # recorded before


@pytest.mark.parametrize("pattern", ["[^.!?。！？\\n]*[?？]", "[^,.;!?，。；！？\\n]+[,.;!?，。；！？\\n]*"])
def test_a_cut_keeps_figures_whole_only_when_read_whole(pattern: str) -> None:
    cut, text = Cut(pattern), "Shall I add it for $1,091.50 (S$1,473.53)? ok."
    with read_whole(True):
        assert any("$1,091.50 (S$1,473.53)" in piece for piece in cut.findall(text))
    assert cut.findall(text) == re.findall(pattern, text)  # as compiled outside a hearing read whole


# ------------------------------------------------------------------ 2. a note for the operator beside the yes

YES = {
    "add_activity": {"EN": "yes confirm", "ZH": "好的，确认", "KH": "ចាស យល់ព្រម"},
    "add": {"EN": "ok add him", "ZH": "好，加上他吧", "KH": "បាទ បន្ថែមគាត់ចូល"},
    "cancellation": {"EN": "yes cancel it", "ZH": "好的，取消吧", "KH": "បាទ លុបចោលចុះ"},
    "booking": {"EN": "yes book it", "ZH": "好的，订吧", "KH": "បាទ កក់ទៅ"},
}
NOTES = {
    "EN": ["fine, he can wait at the riverside restaurant, add that as a request.", "please note that he uses a cane.",
           "add a note: my father cannot do stairs.", "put it in the notes that we arrive late."],
    "ZH": ["帮我备注一下他需要轮椅。", "记一下我们晚点到。"],
    "KH": ["សូមកត់ចំណាំថាគាត់ត្រូវការរទេះរុញ។", "ដាក់ជាសំណើ ម្តាយខ្ញុំមិនអាចឡើងជណ្តើរ។"],
}  # fmt: skip
ANOTHER = {"EN": "and add a day too.", "ZH": "另外再加一天。", "KH": "ហើយបន្ថែមមួយថ្ងៃទៀត។"}


@pytest.mark.parametrize("kind", sorted(YES))
@pytest.mark.parametrize("lang", LANGS)
def test_a_yes_beside_a_note_for_the_operator_is_the_yes(kind: str, lang: str) -> None:
    question = {"EN": "Shall I go ahead?", "ZH": "要确认吗？", "KH": "តើខ្ញុំបញ្ជាក់ទេ?"}[lang]
    for note in NOTES[lang]:
        assert quoted(kind, question)(YES[kind][lang]) is None  # the yes alone
        assert quoted(kind, question)(f"{note} {YES[kind][lang]}") is None, note
        assert quoted(kind, question)(f"{YES[kind][lang]}. {note}") is None, note
        assert quoted(kind, question)(note) == "NEEDS_CONFIRMATION", note  # the note alone answers nothing
        if kind != "cancellation":  # another change ordered beside it is still no yes
            assert quoted(kind, question)(f"{note} {YES[kind][lang]} {ANOTHER[lang]}") == "NEEDS_CONFIRMATION"


# ------------------------------------------------------------------ 3. a concession before the answer

CONCESSIONS = {
    "EN": ["even though we get nothing back,", "even if the refund is zero,"],
    "ZH": ["虽然拿不回钱，", "即使没有退款，", "就算不退钱，"],
    "KH": ["ទោះអត់បានលុយវិញក៏ដោយ", "ទោះបីមិនបានប្រាក់វិញក៏ដោយ"],
}
AFTER = {  # the answer after it: (words, what it does)
    "EN": [("cancel it", None), ("please cancel it", None), ("no, don't cancel", "QUOTE_DECLINED")],
    "ZH": [("也取消吧", None), ("取消吧", None), ("还是不取消了", "QUOTE_DECLINED")],
    "KH": [("លុបចោលទៅ", None), ("សុំលុបចោលទៅបង", None), ("អត់ទេ កុំលុបចោល", "QUOTE_DECLINED")],
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_concession_before_the_answer_refuses_nothing(lang: str) -> None:
    question = {"EN": "There is no refund. Cancel?", "ZH": "没有退款。要取消吗？", "KH": "មិនមានប្រាក់សងវិញទេ។ លុបចោលទេ?"}
    for concession in CONCESSIONS[lang]:
        for words, does in AFTER[lang]:
            said = f"{concession} {words}" if lang != "ZH" else f"{concession}{words}"
            assert quoted("cancellation", question[lang])(said) == does, said


def test_the_reported_concessions() -> None:
    for said in ("បាទ យល់ហើយ ទោះអត់បានលុយវិញក៏ដោយ សុំលុបចោលទៅបង។", "虽然拿不回钱，也取消吧"):
        assert quoted("cancellation", "")(said) is None
        assert quoted("cancellation", "", whole=False)(said) in {"NEEDS_CONFIRMATION", "QUOTE_DECLINED"}


# ------------------------------------------------------------------ 4. a complaint beside a confirming yes

COMPLAINTS = {"EN": "this is ridiculous.", "ZH": "太离谱了。", "KH": "ថ្លៃពេក។"}
CONFIRMING = {"EN": "YES I CONFIRM", "ZH": "好吧，确认", "KH": "បាទ បញ្ជាក់"}
BARE = {"EN": "fine", "ZH": "好吧", "KH": "អូខេ"}


@pytest.mark.parametrize("kind", ["add", "add_activity", "cancellation", "booking"])
@pytest.mark.parametrize("lang", LANGS)
def test_a_confirming_yes_beside_a_complaint_is_the_yes(kind: str, lang: str) -> None:
    ask: Callable[[str], Optional[str]] = functools.partial(quoted, kind, "")  # type: ignore[assignment]
    assert ask()(f"{COMPLAINTS[lang]} {CONFIRMING[lang]}") is None
    assert ask()(f"{BARE[lang]}, {COMPLAINTS[lang]}") == "NEEDS_CONFIRMATION"  # sarcasm or resignation


def test_hear_asks_the_patch_only_when_the_reading_can_differ() -> None:
    asked: list[bool] = []
    state = booking_state()
    mark_shown(state, seq=10)
    state.messages = [{"role": "assistant", "content": [{"type": "text", "text": "Shall I book it?"}]}]
    ask = lambda: asked.append(True) or True  # noqa: E731
    consent.hear(state, "yes book it", 10, "m-1", None, ON, ON, ON, ON, ON, ON, ON, ON, ask)
    assert not asked
    consent.hear(state, "yes book it, total 1,035.50", 10, "m-2", None, ON, ON, ON, ON, ON, ON, ON, ON, ask)
    assert asked


# ------------------------------------------------------------------ 5. a leaver's requests taken off with them

REMOVE_WITH_REQUESTS = {  # relay 55 req 48: the yes to removing the mother, her requests asked off with her
    "EN": ["yes remove her, and remove her requests too", "ok take her off. withdraw her special requests as well"],
    "ZH": ["好的，把她去掉，她的要求也删掉"],
    "KH": ["បាទ ដកគាត់ចេញ ហើយដកសំណើរបស់គាត់ចេញដែរ"],
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_leavers_requests_taken_off_with_them_are_part_of_the_yes(lang: str) -> None:
    question = {"EN": "Shall I take her off? You get $159 back.", "ZH": "要把她去掉吗？退您159美元。",
                "KH": "តើឲ្យខ្ញុំដកម្តាយលោកស្រីចេញពីការកក់ ហើយសងវិញ $159 ឬទេ?"}[lang]  # fmt: skip
    for said in REMOVE_WITH_REQUESTS[lang]:
        assert quoted("remove", question)(said) is None, said
    if lang != "ZH":  # sessions recorded before read it as another change ordered beside the yes
        assert quoted("remove", question, whole=False)(REMOVE_WITH_REQUESTS[lang][0]) == "NEEDS_CONFIRMATION"


# ------------------------------------------------------------------ 6. Traditional Chinese in the question, "好喔"


def _longer(question: str, said: str, whole: bool = True) -> Optional[str]:
    state = ConversationState.new("s-whole", NOW, user_id="u-1")
    state.state, state.consent_rule = AgentState.POST_BOOKING, True
    state.booking_id, state.payment_status, state.turn = "bk_1", "CONFIRMED", 5
    state.after_payment = AfterPayment(amount_paid_usd=924.0)
    state.after_payment.quotes["reschedule"] = IssuedQuote(
        quote_id="qt_r", turn=5, amount_usd=100.0, amount_is="due", actions=["add_day", "length:5"]
    )
    mark_shown(state, seq=10)
    state.turn += 1
    state.messages = [
        {"role": "assistant", "content": [{"type": "text", "text": question}]},
        {"role": "user", "content": said},
    ]
    hear(state, said, 10, "m-1", None, ON, ON, ON, ON, ON, ON, ON, ON, lambda: whole)
    refused: Any = confirm(state, "reschedule")
    return None if refused is None else refused["error"]["code"]


LONGER = {  # relay 56 req 45, the quote's question in Traditional and in Simplified
    "Hant": "延長一天每位成人多 $20，共 $100（NT$3,200）。不過第5天不是休息日。要幫您延長成5天嗎？",
    "Hans": "延长一天每位成人多 $20，共 $100（NT$3,200）。不过第5天不是休息日。要帮您延长成5天吗？",
}


@pytest.mark.parametrize(
    "said", ["好喔，雖然不是休息日但沒關係，多$100可以，幫我延長成5天", "好喔", "好的", "好喔，幫我延長成5天"]
)
def test_a_yes_under_a_question_in_traditional_script_is_the_yes_as_in_simplified(said: str) -> None:
    assert _longer(LONGER["Hant"], said) is None
    assert _longer(LONGER["Hans"], said) is None
    assert _longer(LONGER["Hant"], "不用了") == "QUOTE_DECLINED"
    if said.startswith("好喔，雖然"):  # sessions recorded before read it as a yes to another question
        assert _longer(LONGER["Hant"], said, whole=False) == "NEEDS_CONFIRMATION"
