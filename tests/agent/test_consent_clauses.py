"""A need beside the answer is no no; an order to take what is shown, beside neutral clauses, is the yes
(agent.consent_clauses).

A Chinese traveller in a model-in-the-loop journey had to say yes three times: "那还是4天吧 没有折扣码 就按刚才那个订 确认"
(4 days then, no discount code, book the one just shown, confirm), "我刚才说的确认就是要订 是" and "就按这个订" were no yes
to the summary on screen; "好的订吧，我妈有糖尿病，不要放糖" (book it, mum is diabetic, no sugar) and "可以订了，孩子不吃辣"
declined it, and so did "OK បង កក់ទៅ យល់ព្រម … សូមកុំដាក់ស្ករច្រើន" and "yes book it, no sugar in mum's food please".

Invariants (composed messages: a yes or order clause in EN / KH / ZH, a neutral clause, in either order):
1. a negation whose object is a need, food, a diet, health or a preference, or a statement of no problem or no worry,
   is never a no to the quote: the message's answer is its other clauses';
2. an order to book or confirm what is shown, with only neutral clauses beside it, is the yes to the quote on screen;
3. unchanged: a question is never a yes; consent goes only to a quote that was shown; a real no still declines, with
   a need beside it too; sessions recorded before the reading (the workflow's patch off) read as before.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

import pytest
from hypothesis import given, settings, strategies as st

from agent.consent import hear, mark_shown
from agent.consent_clauses import orders_what_is_shown, without_needs
from tests.agent.consent_speaker import speaker
from tests.agent.test_consent import booking_state, confirm
from tests.agent.test_consent_plain import NO_QUESTION, OWN_QUESTION, QUESTIONS
from tests.agent.test_yes_read_whole import quote_state

ON = lambda: True  # noqa: E731


def answered(
    kind: str, question: str, clauses: bool = True, end_date: Optional[str] = None
) -> Callable[[str], Optional[str]]:
    """``kind``'s quote on screen under ``question``: saying a message gives the confirming call's refusal code (None:
    it goes ahead). ``clauses``: the workflow's patch; ``end_date``: the booking summary's last day (from 2027-01-10)."""
    say, state = speaker(kind, question, "reads_clauses", lambda: clauses)
    if end_date is not None and state.booking_quote is not None:
        state.booking_quote.end_date = end_date
    return say


# ------------------------------------------------------------------ the clauses composed

YES = {
    "EN": ["yes book it", "ok, go ahead", "yes please book it"],
    "ZH": ["好的订吧", "可以订了", "确认", "就按这个订", "就按刚才那个订 确认", "就要这个", "行，订吧"],
    "KH": ["OK បង កក់ទៅ យល់ព្រម", "បាទ កក់ទៅ", "អូខេ យល់ព្រម កក់ឱ្យខ្ញុំផង"],
}
NEEDS = {
    "EN": [
        "no sugar in mum's food please",
        "no nuts",
        "my daughter doesn't eat pork",
        "my mum is diabetic",
        "we're not worried",
        "my mum is fine with it",
        "no discount code",
        "please don't add chilli",
    ],
    "ZH": [
        "我妈有糖尿病",
        "不要放糖",
        "孩子不吃辣",
        "不要太辣",
        "少放油",
        "我们不吃牛肉",
        "没有折扣码",
        "不用担心",
        "我妈没问题",
    ],
    "KH": [
        "សូមកុំដាក់ស្ករច្រើន",
        "មិនញ៉ាំសាច់",
        "ម្តាយខ្ញុំអត់មានបញ្ហាទេ",
        "ខ្ញុំមិនបារម្ភទេ",
        "កូនខ្ញុំមិនញ៉ាំហឹរ",
        "អត់មានកូដបញ្ចុះតម្លៃទេ",
    ],
}
RESTATED = {"EN": [], "ZH": ["那还是4天吧", "4天", "还是4天"], "KH": []}
SEP = {"EN": [", ", ". "], "ZH": ["，", " ", "。"], "KH": [" ", "។ "]}
KINDS = ["booking", "add", "remove", "add_activity", "cancellation"]
NOS = {
    "EN": ["no, too expensive", "no thanks, don't book it"],
    "ZH": ["不订了", "算了，不订了"],
    "KH": ["មិនកក់ទេ", "អត់កក់ទេ"],
}


@st.composite
def composed(draw: Any, answers: dict[str, list[str]], langs: tuple[str, ...] = ("EN", "ZH", "KH")) -> tuple[str, str]:
    """An answer clause and one or two neutral clauses, in either order."""
    lang = draw(st.sampled_from(langs))
    beside = [draw(st.sampled_from(NEEDS[lang] + RESTATED[lang])) for _ in range(draw(st.integers(1, 2)))]
    answer = draw(st.sampled_from(answers[lang]))
    parts = [answer, *beside] if draw(st.booleans()) else [*beside, answer]
    sep = draw(st.sampled_from(SEP[lang]))
    return lang, sep.join(parts)


@settings(max_examples=200, deadline=None)
@given(pair=composed(YES), own=st.booleans())
def test_a_need_beside_the_yes_takes_nothing_from_it(pair: tuple[str, str], own: bool) -> None:
    lang, text = pair
    assert answered("booking", (OWN_QUESTION if own else NO_QUESTION)[lang])(text) is None, text


@settings(max_examples=120, deadline=None)
@given(pair=composed(NOS))
def test_a_no_with_a_need_beside_it_still_declines(pair: tuple[str, str]) -> None:
    lang, text = pair
    assert answered("booking", OWN_QUESTION[lang])(text) == "QUOTE_DECLINED", text


@settings(max_examples=80, deadline=None)
@given(lang=st.sampled_from(["EN", "ZH", "KH"]), data=st.data())
def test_a_need_alone_answers_nothing(lang: str, data: Any) -> None:
    """Said alone, a need neither books nor declines: the quote stays open for the yes after it."""
    need = data.draw(st.sampled_from([n for n in NEEDS[lang] if "问题" not in n and "fine" not in n]))
    say = answered("booking", OWN_QUESTION[lang])
    assert say(need) == "NEEDS_CONFIRMATION", need
    assert say(YES[lang][0]) is None


# ------------------------------------------------------------------ an order to take what is shown

ORDERS = {
    "EN": ["go with that one", "book the one you showed", "ok, book the one you showed us", "let's go with that one"],
    "ZH": [
        "就按这个订",
        "就按刚才那个订",
        "就按刚才那个订 确认",
        "我刚才说的确认就是要订 是",
        "就要这个",
        "确认",
        "是",
    ],
    "KH": ["OK បង កក់ទៅ យល់ព្រម", "យកមួយនេះ", "យល់ព្រម កក់ទៅ"],
}
# orders that confirm, under any quote
CONFIRMS = {
    "EN": ["go with that one"],
    "ZH": ["确认", "价格可以", "第3天就行 价格可以", "是", "就要这个"],
    "KH": ["យល់ព្រម"],
}


@settings(max_examples=200, deadline=None)
@given(pair=composed(ORDERS), own=st.booleans())
def test_an_order_beside_neutral_clauses_is_the_yes(pair: tuple[str, str], own: bool) -> None:
    lang, text = pair
    assert answered("booking", (OWN_QUESTION if own else NO_QUESTION)[lang])(text) is None, text


@pytest.mark.parametrize("lang", ["EN", "ZH", "KH"])
@pytest.mark.parametrize("kind", ["add", "remove", "add_activity", "cancellation"])
def test_an_order_to_confirm_is_the_yes_to_a_change_quote(kind: str, lang: str) -> None:
    for text in CONFIRMS[lang]:
        assert answered(kind, OWN_QUESTION[lang])(text) is None, text


@pytest.mark.parametrize(
    "kind,text,code",
    [
        ("booking", "那还是4天吧 没有折扣码 就按刚才那个订 确认", None),
        ("booking", "我刚才说的确认就是要订 是", None),
        ("booking", "就按这个订", None),
        ("add_activity", "第3天就行 价格可以", None),
        ("booking", "好的订吧，我妈有糖尿病，不要放糖", None),
        ("booking", "可以订了，孩子不吃辣", None),
        ("booking", "OK បង កក់ទៅ យល់ព្រម សូមកុំដាក់ស្ករច្រើន", None),
        ("booking", "OK បង កក់ទៅ យល់ព្រម ម្តាយខ្ញុំអត់មានបញ្ហាទេ", None),
        ("booking", "OK បង កក់ទៅ យល់ព្រម ខ្ញុំមិនបារម្ភទេ", None),
        ("booking", "yes book it, no sugar in mum's food please", None),
        ("booking", "不订了，孩子不吃辣", "QUOTE_DECLINED"),
        ("booking", "不订了", "QUOTE_DECLINED"),
        ("booking", "no, too expensive", "QUOTE_DECLINED"),
        ("booking", "មិនកក់ទេ", "QUOTE_DECLINED"),
    ],
)
def test_the_journeys_messages(kind: str, text: str, code: Optional[str]) -> None:
    lang = "KH" if any("\u1780" <= ch <= "\u17ff" for ch in text) else "EN" if text.isascii() else "ZH"
    for question in (OWN_QUESTION[lang], NO_QUESTION[lang]):
        assert answered(kind, question)(text) == code, text


# ------------------------------------------------------------------ unchanged


@pytest.mark.parametrize(
    "text,alone",
    [
        ("太贵了，孩子不吃辣", "太贵了"),
        ("先不要，不要放糖", "先不要"),
        ("no, too expensive, no nuts", "no, too expensive"),
    ],
)
def test_a_real_no_or_not_yet_is_never_a_yes(text: str, alone: str) -> None:
    """A no, a complaint or a "not yet" is never a yes, with a need beside it too: it reads as said alone, or as before."""
    lang = "EN" if text.isascii() else "ZH"
    code = answered("booking", OWN_QUESTION[lang])(text)
    before = answered("booking", OWN_QUESTION[lang], clauses=False)
    assert code is not None and code in {before(alone), before(text)}


@settings(max_examples=120, deadline=None)
@given(pair=st.sampled_from(QUESTIONS), lang_need=st.data(), first=st.booleans())
def test_a_question_is_never_a_yes(pair: tuple[str, str], lang_need: Any, first: bool) -> None:
    lang, question = pair
    need = lang_need.draw(st.sampled_from(NEEDS[lang]))
    text = f"{need}{SEP[lang][0]}{question}" if first else question
    assert answered("booking", OWN_QUESTION[lang])(text) == "NEEDS_CONFIRMATION", text


@pytest.mark.parametrize(
    "text", ["就按这个订吗？", "就按刚才那个订？", "go with that one?", "就要这个吗", "确认吗？不要放糖"]
)
def test_an_order_asked_is_no_order(text: str) -> None:
    assert not orders_what_is_shown(without_needs(text), "booking")
    lang = "EN" if text.isascii() else "ZH"
    assert answered("booking", OWN_QUESTION[lang])(text) == "NEEDS_CONFIRMATION"


@pytest.mark.parametrize(
    "text", ["就按这个订，改成3天", "那还是3天吧 就按刚才那个订", "就按这个订，再加一个人", "不要放糖，改成5天 订吧"]
)
def test_an_order_beside_another_change_is_no_yes(text: str) -> None:
    """A restated choice the quote does not hold, or another change, is no neutral clause (a 4-day summary)."""
    assert answered("booking", OWN_QUESTION["ZH"], end_date="2027-01-13")(text) == "NEEDS_CONFIRMATION", text
    assert answered("booking", OWN_QUESTION["ZH"], end_date="2027-01-13")("那还是4天吧 就按刚才那个订") is None


@pytest.mark.parametrize("kind", ["add", "remove", "add_activity", "cancellation"])
def test_an_order_to_book_says_nothing_new_to_a_change_quote(kind: str) -> None:
    for text in ("就按这个订", "book the one you showed"):
        lang = "EN" if text.isascii() else "ZH"
        assert answered(kind, OWN_QUESTION[lang])(text) == answered(kind, OWN_QUESTION[lang], clauses=False)(text)


@settings(max_examples=40, deadline=None)
@given(pair=composed(ORDERS))
def test_the_yes_goes_only_to_a_summary_that_was_shown(pair: tuple[str, str]) -> None:
    _, text = pair
    state = booking_state()  # its summary not yet on screen
    hear(state, text, 10, "m-1", None, *([ON] * 12))
    assert confirm(state, "booking")["error"]["code"] == "NEEDS_CONFIRMATION"
    mark_shown(state, seq=10)
    state.turn += 1
    hear(state, text, 9, "m-2", None, *([ON] * 12))  # typed before the summary reached the screen
    assert confirm(state, "booking")["error"]["code"] == "NEEDS_CONFIRMATION"
    state.turn += 1
    hear(state, text, 10, "m-3", None, *([ON] * 12))
    assert confirm(state, "booking") is None


def test_sessions_recorded_before_read_as_before() -> None:
    asked: list[bool] = []

    def patch() -> bool:
        asked.append(True)
        return False

    for text, before in [
        ("好的订吧", None),
        ("好的订吧，不要放糖", "QUOTE_DECLINED"),
        ("就按这个订", "NEEDS_CONFIRMATION"),
    ]:
        state, _ = quote_state("booking", OWN_QUESTION["ZH"])
        state.turn += 1
        asked.clear()
        hear(state, text, 10, "m-1", None, *([ON] * 11), patch)
        code = confirm(state, "booking")
        assert (None if code is None else code["error"]["code"]) == before, text
        assert bool(asked) == (before is not None), text  # asked only for a need beside, or an order not yet the yes
