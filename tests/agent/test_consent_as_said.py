"""The answer read as said (agent.consent_said.as_said: agent.consent_further, agent.khmer_questions, agent.consent_names).

Held-out evals and model-in-the-loop runs:
- under the quote adding a traveller, "ok add him. and make it 4 days." was the yes to the add (the traveller wants
  another length, at another price);
- "អត់ប្តូរទេ" (I'm not changing) was read as a question ("...បានទេ?" is the question form): no no;
- "…then add imani" was not heard as naming the joiner ("Imani" was).

Invariants (EN / KH / ZH):
1. for every quote kind (a booking summary, a change quote, a cancellation), a yes beside an order for another change
   the quote does not contain (a length, a date, the group, an activity) is never the yes (the quote stays open,
   never declined); the same yes alone is;
2. a Khmer negation closed by "ទេ" is a statement, never a question: a short negation of the quote's action declines
   it; the question forms (បានទេ, ទេ?, ឬទេ, មែនទេ, "?") never do;
3. a name the quote was put with, typed in any case, is read as the name (Latin script).
Sessions recorded before the reading (the workflow's patch, ``reads_as_said``) read as before.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from hypothesis import given, settings, strategies as st

from agent.booking_records import AfterPayment, IssuedQuote
from agent.consent import hear, mark_shown
from agent.khmer_questions import as_stated, kh_asks, kh_negation
from agent.state import AgentState, ConversationState
from tests.agent.test_consent import NOW, booking_state, confirm

LANGS = st.sampled_from(["EN", "KH", "ZH"])
KINDS = st.sampled_from(["booking", "add", "cancellation"])


def _paid(kind: str, question: str) -> tuple[ConversationState, str]:
    state = ConversationState.new("s-said", NOW, user_id="u-1")
    state.state, state.consent_rule = AgentState.POST_BOOKING, True
    state.booking_id, state.payment_status, state.turn = "bk_1", "CONFIRMED", 5
    state.after_payment = AfterPayment(amount_paid_usd=1530.0)
    if kind == "cancellation":
        state.after_payment.quotes["cancellation"] = IssuedQuote(quote_id="qt_c", turn=5, amount_usd=150.0)
        return state, "cancellation"
    state.after_payment.quotes["reschedule"] = IssuedQuote(
        quote_id="qt_r", turn=5, amount_usd=355.0, amount_is="due" if kind == "add" else "refund", actions=[kind]
    )
    return state, "reschedule"


def shown(kind: str, question: str = "", rule: bool = True) -> Callable[[str], Optional[str]]:
    """A quote of ``kind`` (booking, add, remove, cancellation) on screen after the model's ``question``: a function
    saying a message and giving the confirming call's refusal code (None: it goes ahead)."""
    if kind == "booking":
        state, confirming = booking_state(), "booking"
    else:
        state, confirming = _paid(kind, question)
    mark_shown(state, seq=10)
    state.messages = [{"role": "assistant", "content": [{"type": "text", "text": question}]}] if question else []

    def answer(text: str) -> Optional[str]:
        state.turn += 1
        state.messages.append({"role": "user", "content": text})
        on = lambda: True  # noqa: E731
        hear(state, text, 10, f"m-{state.turn}", None, on, on, on, on, on, on, lambda: rule)
        refused: Any = confirm(state, confirming)
        return None if refused is None else refused["error"]["code"]

    return answer


# ------------------------------------------------------------------ 1. a yes beside an order for another change

YES = {  # the yes to each kind, said alone a yes under its quote's question
    "booking": {"EN": ["yes book it", "ok, book it"], "ZH": ["好的，订吧", "可以，订吧"], "KH": ["បាទ កក់ទៅ", "ចាស កក់ទៅ"]},
    "add": {"EN": ["ok add him", "yes, add her"], "ZH": ["好的，把她加上吧", "好，加上他吧"], "KH": ["បាទ បន្ថែមគាត់ចូល", "ចាស បន្ថែមគាត់ចូល"]},
    "cancellation": {"EN": ["yes cancel it", "ok, cancel it"], "ZH": ["好的，取消吧"], "KH": ["បាទ លុបចោលចុះ"]},
}  # fmt: skip
QUESTION = {"booking": "", "add": "Shall I add Imani for $355?", "cancellation": ""}
ANOTHER_CHANGE = {
    "EN": ["and make it 4 days.", "make it 5 days", "add a day too.", "also move it to 12 January.",
           "and make it 3 people.", "add one more person.", "add a cooking class too.", "and push it a day later."],
    "ZH": ["改成4天。", "再多加一天。", "改到12号。", "改成3个人。", "再加一个人。", "再加一个游船。"],
    "KH": ["ប្តូរទៅ ៤ ថ្ងៃ។", "បន្ថែមមួយថ្ងៃទៀត។", "ប្តូរទៅថ្ងៃទី១២។", "បន្ថែមម្នាក់ទៀត។", "បន្ថែមម៉ាស្សាផង។"],
}  # fmt: skip
RUN = "ok add him. and make it 4 days."


def _joined(lang: str, parts: list[str]) -> str:
    return ("" if lang == "ZH" else " ").join(parts)


def test_the_evals_message() -> None:
    assert shown("add", QUESTION["add"], rule=False)(RUN) is None  # the old reading: the yes to the add
    assert shown("add", QUESTION["add"])(RUN) == "NEEDS_CONFIRMATION"


@settings(max_examples=200, deadline=None)
@given(KINDS, LANGS, st.data())
def test_a_yes_beside_an_order_for_another_change_is_no_yes(kind: str, lang: str, data: st.DataObject) -> None:
    yes = data.draw(st.sampled_from(YES[kind][lang]))
    assert shown(kind, QUESTION[kind])(yes + ("。" if lang == "ZH" else ".")) is None, yes  # the yes alone
    text = _joined(lang, [yes + ("。" if lang == "ZH" else "."), data.draw(st.sampled_from(ANOTHER_CHANGE[lang]))])
    assert shown(kind, QUESTION[kind])(text) == "NEEDS_CONFIRMATION", text  # open: neither a yes nor a no


@given(LANGS, st.data())
def test_the_quotes_own_change_or_a_question_about_another_is_no_other_change(lang: str, data: st.DataObject) -> None:
    state = ConversationState.new("s-len", NOW, user_id="u-1")
    state.state, state.consent_rule = AgentState.POST_BOOKING, True
    state.booking_id, state.payment_status, state.turn = "bk_1", "CONFIRMED", 5
    state.after_payment = AfterPayment(amount_paid_usd=900.0)
    quote = IssuedQuote(quote_id="qt_r", turn=5, amount_usd=120.0, amount_is="due", actions=["add_day", "length:4"])
    state.after_payment.quotes["reschedule"] = quote
    mark_shown(state, seq=10)
    text = {"EN": "ok, make it 4 days.", "ZH": "好的，改成4天。", "KH": "បាទ ប្តូរទៅ ៤ ថ្ងៃ។"}[lang]
    state.turn = 6
    hear(state, text, 10, "m-6", reads_dates=lambda: True, reads_as_said=lambda: True)
    assert confirm(state, "reschedule") is None, text  # the quote's own length
    asked = {"EN": "yes add her. could it be 5 days?", "ZH": "好的，把她加上吧。能改成5天吗？",
             "KH": "បាទ បន្ថែមគាត់ចូល។ ប្តូរទៅ ៥ ថ្ងៃបានទេ?"}[lang]  # fmt: skip
    assert shown("add", QUESTION["add"])(asked) == shown("add", QUESTION["add"], rule=False)(asked), asked


# ------------------------------------------------------------------ 2. a Khmer negation is no question

NEGATIONS = ["អត់ប្តូរទេ", "មិនប្តូរទេ", "ខ្ញុំមិនចង់ប្តូរទេ", "មិនអាចប្តូរបានទេ", "ខ្ញុំអត់ចង់កក់ទេ", "មិនកក់ទេ", "ខ្ញុំមិនបោះបង់ទេ។"]
QUESTIONS = ["ប្តូរបានទេ", "ប្តូរបានទេ?", "មានឡានទេ?", "កក់បានទេ", "តើមិនប្តូរទេ", "បោះបង់ឬទេ", "ត្រឹមត្រូវមែនទេ",
             "KHQR មិនបានទេ?", "តម្លៃប៉ុន្មាន"]  # fmt: skip
# a short negation of the quote's own action, per kind, and its question form
REFUSALS = {"booking": ["អត់កក់ទេ", "ខ្ញុំមិនកក់ទេ", "មិនកក់ទេ។"], "move": ["អត់ប្តូរទេ", "អត់ប្តូរទេ។"],
            "cancellation": ["អត់បោះបង់ទេ", "ខ្ញុំមិនបោះបង់ទេ", "មិនលុបចោលទេ"]}  # fmt: skip
ASKED = {"booking": ["កក់បានទេ", "កក់បានទេ?", "កក់ឬទេ"], "move": ["ប្តូរបានទេ", "ប្តូរបានទេ?"],
         "cancellation": ["បោះបង់បានទេ", "លុបចោលមែនទេ"]}  # fmt: skip


def test_a_negation_and_a_question_told_apart() -> None:
    for text in NEGATIONS:
        assert kh_negation(text) and not kh_asks(text), text
    for text in QUESTIONS:
        assert kh_asks(text) and not kh_negation(text), text
    assert as_stated("មិនអីទេ") == "មិនអីទេ" and as_stated("អត់ទេ") == "អត់ទេ"  # no problem / no: as before


def _move_state(rule: bool) -> Callable[[str], Optional[str]]:
    state = ConversationState.new("s-move", NOW, user_id="u-1")
    state.state, state.consent_rule = AgentState.POST_BOOKING, True
    state.booking_id, state.payment_status, state.turn = "bk_1", "CONFIRMED", 5
    state.after_payment = AfterPayment(amount_paid_usd=300.0)
    state.after_payment.quotes["reschedule"] = IssuedQuote(quote_id="qt_r", turn=5, amount_usd=0.0)
    mark_shown(state, seq=10)

    def answer(text: str) -> Optional[str]:
        state.turn += 1
        hear(state, text, 10, f"m-{state.turn}", reads_as_said=lambda: rule)
        refused: Any = confirm(state, "reschedule")
        return None if refused is None else refused["error"]["code"]

    return answer


def _under(kind: str, rule: bool = True) -> Callable[[str], Optional[str]]:
    return _move_state(rule) if kind == "move" else shown(kind, rule=rule)


@given(st.sampled_from(["booking", "move", "cancellation"]), st.data())
def test_a_khmer_negation_closed_by_te_declines_and_its_question_form_does_not(kind: str, data: st.DataObject) -> None:
    refusal = data.draw(st.sampled_from(REFUSALS[kind]))
    assert _under(kind)(refusal) == "QUOTE_DECLINED", refusal
    asked = data.draw(st.sampled_from(ASKED[kind]))
    assert _under(kind)(asked) == "NEEDS_CONFIRMATION", asked


def test_the_negations_were_read_as_questions_before() -> None:
    assert _under("move", rule=False)("អត់ប្តូរទេ") == "NEEDS_CONFIRMATION"
    assert _under("booking", rule=False)("ខ្ញុំមិនកក់ទេ") == "NEEDS_CONFIRMATION"


# ------------------------------------------------------------------ 3. the quote's names in any case

NAMES = ["Imani", "Otieno", "Rathana", "Wanjiru"]
BUSINESS = ["my son needs his own bed.", "pls put a request for an extra bed in room 1.", "she is vegetarian."]


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(NAMES), st.sampled_from(["add", "remove"]), st.data())
def test_a_name_the_quote_was_put_with_is_read_in_any_case(name: str, action: str, data: st.DataObject) -> None:
    question = f"Shall I {action} {name} for $355?"
    order = data.draw(st.sampled_from([f"then {action} {name}", f"{action} {name}", f"ok {action} {name}"]))
    text = _joined("EN", [*data.draw(st.lists(st.sampled_from(BUSINESS), max_size=2, unique=True)), order])
    cased = data.draw(st.sampled_from([str.lower, str.upper, str.title, lambda t: t]))
    typed = text.replace(name, cased(name))
    assert shown(action, question)(typed) == shown(action, question)(text), typed
    assert shown(action, question)(f"my son needs his own bed. then {action} {name.lower()}") is None


def test_a_lowercase_name_was_not_read_before() -> None:
    said = "my son needs his own bed. then add imani"
    assert shown("add", "Shall I add Imani for $355?", rule=False)(said) == "NEEDS_CONFIRMATION"
    assert shown("add", "Shall I add Imani for $355?")(said) is None


# ------------------------------------------------------------------ 4. a yes with its money still in question

MONEY_QUESTIONS = {
    "EN": ["which payment does the {n} go back to?", "where does the money go?", "is the refund to my card?",
           "how much do we pay then?"],
    "ZH": ["这{n}退到哪一笔？", "钱退到哪里？", "要付多少钱？"],
    "KH": ["លុយ{n}ត្រឡប់ទៅណា?", "ត្រូវបង់ប៉ុន្មាន?"],
}  # fmt: skip
BARE = {"EN": ["ok.", "ok", "alright."], "ZH": ["好的。", "行。"], "KH": ["អូខេ", "បាទ"]}


@settings(max_examples=60, deadline=None)
@given(st.data(), LANGS, st.sampled_from(["add", "remove", "cancellation"]))
def test_a_bare_agreement_beside_a_question_about_its_money_is_not_yet_the_yes(
    data: st.DataObject, lang: str, kind: str
) -> None:
    """Relay run 51: "ok. we paid 3 separate times tho, which payment does the 234 go back to?" made the removal."""
    bare = data.draw(st.sampled_from(BARE[lang]))
    question = data.draw(st.sampled_from(MONEY_QUESTIONS[lang])).format(n=355)
    said = f"{bare} {question}"
    assert shown(kind, "Shall I go ahead for $355?")(said) == "NEEDS_CONFIRMATION", said
    assert shown(kind, "Shall I go ahead for $355?", rule=False)(bare) is None  # the same agreement alone is a yes


def test_the_reported_message_made_the_removal_before() -> None:
    said = "ok. we paid 3 separate times tho, which payment does the 234 go back to?"
    assert shown("remove", "Shall I take Tane off the booking for a US$234 refund?", rule=False)(said) is None
    assert shown("remove", "Shall I take Tane off the booking for a US$234 refund?")(said) == "NEEDS_CONFIRMATION"


def test_the_order_said_beside_it_and_other_questions_keep_the_yes() -> None:
    assert shown("remove", "Shall I take him off for a $234 refund?")("ok remove him. which payment?") is None
    assert shown("add", "Shall I add Imani for $355?")("yes, and what time is the pickup?") is None


# ------------------------------------------------------------------ 5. an opening agreement that holds a negation word

AGREE_FIRST = {
    "EN": ["no worries, go ahead and cancel", "no problem cancel it"],
    "ZH": ["没问题，取消吧"],
    "KH": ["អត់អីទេបង ខ្ញុំយល់ហើយ លុបចោលទៅ", "អត់អីទេ លុបចោលទៅ", "មិនអីទេ លុបចោលទៅ"],
}


@given(st.data(), LANGS)
def test_an_opening_agreement_with_a_negation_word_opens_a_yes(data: st.DataObject, lang: str) -> None:
    """Held-out batch U: "អត់អីទេបង ខ្ញុំយល់ហើយ លុបចោលទៅ" (no problem, I understand, cancel it) was asked again."""
    said = data.draw(st.sampled_from(AGREE_FIRST[lang]))
    assert shown("cancellation")(said) is None, said
    assert shown("cancellation")(said.split(" ")[0] + " but can I move it instead?") == "NEEDS_CONFIRMATION"


def test_the_reported_khmer_agreement_was_asked_again_before() -> None:
    assert shown("cancellation", rule=False)("អត់អីទេបង ខ្ញុំយល់ហើយ លុបចោលទៅ") == "NEEDS_CONFIRMATION"
