"""A change quote's answer said beside other business (agent.consent_business, read by agent.consent.hear).

Relay 48 (EN, a Nairobi family): under "Shall I add Imani for $355?" the traveller wrote "my son is 9 not a baby,
he needs his own bed. pls put a request for an extra bed for him in room 1. then add Imani", read as no clear yes:
confirmReschedule was refused and she had to say yes again. Later, under the quote removing her husband, the model
asked whether to put his vegetarian request back; "no, leave it off, we're removing him anyway…" closed the
removal's quote as a no.

Invariants, in EN / KH / ZH, for a reschedule quote adding or removing travellers:

1. the quoted action ordered last, after other business (a special request, a reason, a remark), its person by
   pronoun, role or name, is the yes to the quote (confirmReschedule goes ahead); never when a sentence before it
   asks, refuses, puts a condition or asks for another change (read as before), nor when the order is itself a
   question;
2. a no whose object is the model's other question, beside words agreeing with the quote's action, is no no to the
   quote: the quote stays open (NEEDS_CONFIRMATION, the model asks); a no after the quote's own question, or a no
   that refuses the action by name, still declines it.

Sessions recorded before the rule read as before (the workflow's patch, ``reads_beside``).
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from agent.booking_records import AfterPayment, IssuedQuote
from agent.consent import hear, mark_shown
from agent.state import AgentState, ConversationState
from tests.agent.test_consent import NOW, confirm

LANGS = st.sampled_from(["EN", "KH", "ZH"])

ADD_QUESTION = {"EN": "Shall I add Imani for $355?", "ZH": "要我为您加上伊玛尼吗？费用355美元。",
                "KH": "តើខ្ញុំបន្ថែមអ៊ីម៉ានីឱ្យបានទេ? ៣៥៥ ដុល្លារ"}  # fmt: skip
# other business before the order: a special request, a reason, a remark
BUSINESS = {
    "EN": ["my son is 9 not a baby, he needs his own bed.", "pls put a request for an extra bed for him in room 1.",
           "she is my daughter's school friend.", "Extra bed for my son please."],
    "ZH": ["我儿子9岁了，不是婴儿，需要自己的床。", "请帮他在1号房提一个加床的要求。", "她是我女儿的同学。"],
    "KH": ["កូនប្រុសខ្ញុំ៩ឆ្នាំ មិនមែនទារកទេ ត្រូវការគ្រែផ្ទាល់ខ្លួន។", "សូមដាក់សំណើគ្រែបន្ថែមក្នុងបន្ទប់ទី១។",
           "គាត់ជាមិត្តរៀនរបស់កូនស្រីខ្ញុំ។"],
}  # fmt: skip
# the quoted action as an order, its person by name or pronoun
ADD_ORDER = {
    "EN": ["then add Imani", "add Imani", "then add her", "and then add Imani please"],
    "ZH": ["然后把伊玛尼加上吧", "把她加上吧", "然后把她加上"],
    "KH": ["បន្ទាប់មកបន្ថែមអ៊ីម៉ានីចូលទៅ", "បន្ថែមគាត់ចូលទៅ", "បន្ទាប់មកបន្ថែមគាត់ចូល"],
}
# before the order: a question, a condition or another change: never this yes
NOT_BUSINESS = {
    "EN": ["is the room ok for 5?", "make it 3 days.", "but only if she gets a bed.", "move it to 12 January.",
           "don't add Imani."],
    "ZH": ["房间够5个人住吗？", "改成3天。", "不过她要有床。"],
    "KH": ["បន្ទប់គ្រប់ ៥ នាក់ទេ?", "ប្តូរទៅ ៣ ថ្ងៃ។", "ប៉ុន្តែ គាត់ត្រូវមានគ្រែ។"],
}  # fmt: skip

OTHER_QUESTION = {"EN": "Would you like me to put his vegetarian request back for now?",
                  "ZH": "要我先把他的素食要求加回去吗？", "KH": "តើចង់ឱ្យខ្ញុំដាក់សំណើម្ហូបបួសរបស់គាត់វិញទេ?"}  # fmt: skip
OWN_QUESTION = {"EN": "Shall I remove Otieno? $355 comes back to you.", "ZH": "要我把奥蒂诺去掉吗？退您355美元。",
                "KH": "តើខ្ញុំដកអូទីណូចេញឬទេ? ប្រាក់ ៣៥៥ ដុល្លារនឹងត្រឡប់មកវិញ។"}  # fmt: skip
# a no to the model's other question, then words agreeing with the removal
NO_TO_OTHER = {
    "EN": ["no, leave it off, we're removing him anyway", "no thanks, leave it off. we are removing Otieno anyway.",
           "no, leave it off, we're removing him anyway. but before you said the hotel wants an adult in each room, "
           "now the 2 girls are alone in a room?? which is it. and yes withdraw the extra bed request"],
    "ZH": ["不用了，别加回去，反正要把他去掉。", "不要了，我们反正要把他去掉"],
    "KH": ["អត់ទេ កុំដាក់វិញ យ៉ាងណាក៏ដកគាត់ចេញដែរ", "អត់ទេ កុំដាក់វិញ យើងដកគាត់ចេញ"],
}  # fmt: skip
REFUSES_THE_ACTION = {"EN": ["no, we're not removing him", "no, don't remove him"],
                      "ZH": ["不要，别把他去掉"], "KH": ["អត់ទេ កុំដកគាត់ចេញ"]}  # fmt: skip


def _shown(action: str, question: str, rule: bool = True) -> Any:
    """A paid booking with a change quote adding (due $355) or removing (refund $355) someone on screen, after
    the model's ``question``; returns a function saying a message and giving the confirming call's refusal."""
    state = ConversationState.new("s-beside", NOW, user_id="u-1")
    state.state, state.consent_rule = AgentState.POST_BOOKING, True
    state.booking_id, state.payment_status, state.turn = "bk_1", "CONFIRMED", 5
    state.after_payment = AfterPayment(amount_paid_usd=1530.0)
    amount_is = "due" if action == "add" else "refund"
    state.after_payment.quotes["reschedule"] = IssuedQuote(
        quote_id="qt_r", turn=5, amount_usd=355.0, amount_is=amount_is, actions=[action]
    )
    mark_shown(state, seq=10)
    state.messages = [{"role": "assistant", "content": [{"type": "text", "text": question}]}]

    def answer(text: str) -> Any:
        state.turn += 1
        state.messages.append({"role": "user", "content": text})
        on = lambda: True  # noqa: E731
        hear(state, text, 10, f"m-{state.turn}", None, on, on, on, on, lambda: rule)
        return confirm(state, "reschedule")

    return answer


def _joined(lang: str, parts: list[str]) -> str:
    return (" " if lang != "ZH" else "").join(parts)


def test_the_runs_messages() -> None:
    said = ("my son is 9 not a baby, he needs his own bed. pls put a request for an extra bed for him in room 1. "
            "then add Imani")  # fmt: skip
    assert _shown("add", ADD_QUESTION["EN"])(said) is None  # the yes: confirmReschedule goes ahead
    no = "no, leave it off, we're removing him anyway. but before you said the hotel wants an adult in each room"
    assert _shown("remove", OTHER_QUESTION["EN"])(no)["error"]["code"] == "NEEDS_CONFIRMATION"


@settings(max_examples=150, deadline=None)
@given(LANGS, st.data())
def test_the_quoted_action_ordered_after_other_business_is_its_yes(lang: str, data: st.DataObject) -> None:
    business = data.draw(st.lists(st.sampled_from(BUSINESS[lang]), min_size=1, max_size=2, unique=True))
    text = _joined(lang, [*business, data.draw(st.sampled_from(ADD_ORDER[lang]))])
    assert _shown("add", ADD_QUESTION[lang])(text) is None, text


@settings(max_examples=120, deadline=None)
@given(LANGS, st.data())
def test_a_question_a_condition_or_another_change_before_the_order_is_no_yes(lang: str, data: st.DataObject) -> None:
    before = [data.draw(st.sampled_from(BUSINESS[lang])), data.draw(st.sampled_from(NOT_BUSINESS[lang]))]
    text = _joined(lang, [*before, data.draw(st.sampled_from(ADD_ORDER[lang]))])
    # this reading makes none of them a yes: each is read as before the rule
    assert _shown("add", ADD_QUESTION[lang])(text) == _shown("add", ADD_QUESTION[lang], rule=False)(text), text


@given(LANGS, st.data())
def test_the_order_asked_as_a_question_is_no_yes(lang: str, data: st.DataObject) -> None:
    mark = {"EN": "?", "ZH": "吗？", "KH": " ឬទេ?"}[lang]
    text = _joined(lang, [data.draw(st.sampled_from(BUSINESS[lang])), data.draw(st.sampled_from(ADD_ORDER[lang]))])
    assert _shown("add", ADD_QUESTION[lang])(text + mark)["error"]["code"] == "NEEDS_CONFIRMATION", text


@settings(max_examples=80, deadline=None)
@given(LANGS, st.data())
def test_a_no_to_another_question_beside_words_agreeing_with_the_quote_keeps_it_open(
    lang: str, data: st.DataObject
) -> None:
    text = data.draw(st.sampled_from(NO_TO_OTHER[lang]))
    assert _shown("remove", OTHER_QUESTION[lang])(text)["error"]["code"] == "NEEDS_CONFIRMATION", text


@settings(max_examples=80, deadline=None)
@given(LANGS, st.data())
def test_a_no_to_the_quotes_own_question_or_to_its_action_still_declines(lang: str, data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(NO_TO_OTHER[lang]))
    under_its_question = _shown("remove", OWN_QUESTION[lang])(text)
    assert under_its_question == _shown("remove", OWN_QUESTION[lang], rule=False)(text), text  # read as before
    assert under_its_question is not None, text  # never the yes
    refusal = data.draw(st.sampled_from(REFUSES_THE_ACTION[lang]))
    assert _shown("remove", OTHER_QUESTION[lang])(refusal)["error"]["code"] == "QUOTE_DECLINED", refusal


def test_sessions_recorded_before_the_rule_read_as_before() -> None:
    said = "my son needs his own bed. then add Imani"
    assert _shown("add", ADD_QUESTION["EN"], rule=False)(said)["error"]["code"] == "NEEDS_CONFIRMATION"
    no = NO_TO_OTHER["EN"][0]
    assert _shown("remove", OTHER_QUESTION["EN"], rule=False)(no)["error"]["code"] == "QUOTE_DECLINED"
