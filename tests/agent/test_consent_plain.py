"""A question is never a yes; a short clear order to book is the yes to the summary on screen (agent.consent_plain).

Run 64: with the booking summary on screen, a Khmer "OK … កក់ទៅ … យល់ព្រម" (OK, book it, I agree) was not heard and the
traveller had to say it again; "好嘞 订吧", "就订这个吧", "ok可以订了", "麻烦帮我订一下" were no yes either, and "没别的问题了，
订吧" (no other questions, book it) declined the summary. The Xi'an roommates' "对了，吴哥窟的门票包含在里面吗？" (by the way,
are the Angkor tickets included?) was the yes to the summary on screen, "对" alone meaning "right".

Invariants:
1. a message that is a question (it opens with a discourse marker and asks: "对了/还有/另外/ចុះ/ហើយ/by the way …",
   or the agreement is what it asks: "… 吗", "… 呢", "… ឬ", "… ទេ?", "…?") is no yes to any quote, in any language,
   and takes back no yes given before it;
2. a short Khmer or Chinese order to book, with acknowledgements and politeness around it, is the yes to the booking
   summary, under its question, under none, and after a "not yet";
3. it is the yes only to a summary the traveller had seen: typed before the summary reached the screen, or with
   none on it, it books nothing;
and sessions recorded before the reading (the workflow's patch off) read as before.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

import pytest
from hypothesis import given, settings, strategies as st

from agent.consent import hear, mark_shown
from agent.consent_plain import is_question, orders_booking
from agent.consent_words import _judge
from tests.agent.consent_speaker import speaker
from tests.agent.test_consent import booking_state, confirm
from tests.agent.test_yes_read_whole import quote_state

ON = lambda: True  # noqa: E731
KINDS = ["booking", "add", "remove", "add_activity", "cancellation"]
OWN_QUESTION = {
    "EN": "The total is $572.40. Shall I go ahead?",
    "ZH": "总价 572.40 美元。要帮您确认吗？",
    "KH": "តម្លៃសរុប $572.40។ តើខ្ញុំបញ្ជាក់ឱ្យបានទេ?",
}
NO_QUESTION = {"EN": "The sea is calm in December.", "ZH": "十二月的海很平静。", "KH": "សមុទ្រនៅខែធ្នូស្ងប់ណាស់។"}
DEFERRAL = {"EN": "not yet, let me ask my mother", "ZH": "先别订，我问问我妈", "KH": "មិនទាន់ទេបង ចាំសួរម្តាយសិន"}

# ------------------------------------------------------------------ question frames

MARKERS = {
    "EN": ["by the way, ", "btw ", "Also, ", "One more thing: ", "OK. By the way, "],
    "ZH": ["对了，", "对了 ", "哦对了，", "还有，", "另外，", "那个，", "顺便问一下，", "好的。对了，", "嗯，还有 "],
    "KH": ["ចុះ ", "ចុះ", "ហើយ ", "អូខេ ចុះ", "OK បង ចុះ", "បាទ ហើយ ", "ចាស ចុះ"],
}
TOPICS = {
    "EN": ["are the Angkor tickets included?", "can we book it?", "is it ok?", "what time is the pickup?"],
    "ZH": [
        "吴哥窟的门票包含在里面吗？",
        "接送几点？",
        "可以订了吗？",
        "船几点出发呢",
        "行程可以改吗",
        "好的呢？",
        "就这个吧？",
    ],
    "KH": ["តម្លៃនេះរួមទាំងសំបុត្រទេ?", "ទូកចេញម៉ោងប៉ុន្មាន?", "កក់ទៅបានទេ?", "យល់ព្រមឬ", "OK ទេ?", "ទូកវិញ?"],
}
# the agreement is what the message asks
ASKED_YES = {
    "EN": ["ok?", "book it?", "Yes? Really?", "go ahead?"],
    "ZH": [
        "可以订了吗？",
        "可以订了吗",
        "订吧？",
        "行吗？",
        "好的呢？",
        "可以订了呢",
        "对吗？",
        "就这个吧？",
        "好的吗",
    ],
    "KH": ["កក់ទៅឬ", "កក់ទៅឬ?", "យល់ព្រមឬ", "OK ឬ", "បាទ កក់ទៅ ឬទេ?", "OK កក់ទៅបានទេ?", "OK កក់ទៅបានទេ", "ល្អទេ?"],
}
QUESTIONS = [(lang, m + t) for lang in MARKERS for m in MARKERS[lang] for t in TOPICS[lang]] + [
    (lang, q) for lang, qs in ASKED_YES.items() for q in qs
]


def answered(kind: str, question: str, plainly: bool = True) -> Callable[[str], Optional[str]]:
    """``kind``'s quote on screen under ``question``: saying a message gives the confirming call's refusal code
    (None: it goes ahead). ``plainly``: the workflow's patch."""
    return speaker(kind, question, "reads_plainly", lambda: plainly)[0]


@settings(max_examples=150, deadline=None)
@given(kind=st.sampled_from(KINDS), pair=st.sampled_from(QUESTIONS), own=st.booleans())
def test_a_question_is_never_a_yes(kind: str, pair: tuple[str, str], own: bool) -> None:
    lang, text = pair
    say = answered(kind, (OWN_QUESTION if own else NO_QUESTION)[lang])
    assert say(text) == "NEEDS_CONFIRMATION", text


YES_BEFORE = {"EN": "yes, go ahead", "ZH": "好的，订吧", "KH": "បាទ យល់ព្រម កក់ទៅ"}


@settings(max_examples=60, deadline=None)
@given(pair=st.sampled_from(QUESTIONS))
def test_a_question_after_the_yes_takes_nothing_back(pair: tuple[str, str]) -> None:
    lang, text = pair
    say = answered("booking", OWN_QUESTION[lang])
    assert say(YES_BEFORE[lang]) is None
    assert say(text) is None, text


@pytest.mark.parametrize(
    "text",
    ["好的，订吧。门票包含吗？", "Yes please! what time is the pickup?", "OK កក់ទៅ ខ្ញុំយល់ព្រម បង់តាម ABA បានទេ?"],
)
def test_a_question_after_a_stated_yes_is_about_something_else(text: str) -> None:
    agrees = lambda words: _judge(words, "booking") == "yes"  # noqa: E731
    assert not is_question(text, agrees)
    lang = "KH" if "ក" in text else "ZH" if "订" in text else "EN"
    assert answered("booking", OWN_QUESTION[lang])(text) is None


# ------------------------------------------------------------------ short orders to book

OPENERS = {
    "KH": ["", "OK ", "ok ", "អូខេ ", "OK បង ", "អូខេបង ", "បាទ ", "ចាស ", "ចា៎ ", "OK ចាស ", "Ok, ", "ល្អ ", "OK អញ្ចឹង "],
    "ZH": [
        "",
        "OK ",
        "ok",
        "ok，",
        "好的",
        "好的，",
        "好，",
        "行 ",
        "可以，",
        "嗯嗯 ",
        "那就",
        "好嘞，",
        "好啦 ",
        "没问题，",
    ],
}
ORDERS = {
    "KH": ["កក់ទៅ", "កក់ទៅបង", "កក់ចុះ", "សូមកក់", "កក់ឱ្យខ្ញុំផង", "ជួយកក់ផង", "កក់តែម្តងទៅ", "ចឹងកក់ទៅ"],
    "ZH": ["订吧", "订", "可以订了", "就订这个吧", "帮我订吧", "麻烦帮我们订一下", "预订吧", "那就定了吧", "下单吧"],
}
AGREEING = {
    "KH": ["", " យល់ព្រម", " ខ្ញុំយល់ព្រម", " … យល់ព្រម", "។ ខ្ញុំយល់ព្រមហើយ", " អត់មានសំណួរទៀតទេ"],
    "ZH": ["", "，没问题", "，我们同意", "，没别的问题了"],
}
CLOSERS = {"KH": ["", " អរគុណ", " អរគុណបង", "។", "!", " 🙏"], "ZH": ["", "。", "！", " 谢谢", "，谢谢！", "~"]}


@st.composite
def orders(draw: Any) -> tuple[str, str]:
    lang = draw(st.sampled_from(["KH", "ZH"]))
    parts = (OPENERS, ORDERS, AGREEING, CLOSERS)
    return lang, "".join(draw(st.sampled_from(p[lang])) for p in parts).strip()


FIXED_ORDERS = [
    ("KH", "OK កក់ទៅ យល់ព្រម"),
    ("KH", "OK បង អត់មានសំណួរទៀតទេ កក់ទៅ យល់ព្រម"),
    ("ZH", "可以订了"),
    ("ZH", "好的订吧"),
    ("ZH", "行 订"),
    ("ZH", "ok可以订了"),
    ("ZH", "好嘞 订吧"),
    ("ZH", "没别的问题了，订吧"),
    ("ZH", "就订这个"),
]


@settings(max_examples=200, deadline=None)
@given(pair=orders(), asked=st.sampled_from(["own", "none", "after not yet"]))
def test_a_short_order_to_book_is_the_yes_to_the_summary(pair: tuple[str, str], asked: str) -> None:
    lang, text = pair
    assert orders_booking(text), text
    say = answered("booking", (NO_QUESTION if asked == "none" else OWN_QUESTION)[lang])
    if asked == "after not yet":
        assert say(DEFERRAL[lang]) == "NEEDS_CONFIRMATION"
    assert say(text) is None, text


@pytest.mark.parametrize("lang,text", FIXED_ORDERS)
def test_the_orders_heard_in_journeys_book(lang: str, text: str) -> None:
    assert answered("booking", OWN_QUESTION[lang])(text) is None
    assert answered("booking", NO_QUESTION[lang])(text) is None


@pytest.mark.parametrize(
    "text",
    ["不订了", "先别订", "订不了", "我不想订", "អត់កក់ទេ", "មិនទាន់កក់ទេ", "ចាំកក់ពេលក្រោយ", "订两个人", "就这个吧，改成3天"],
)
def test_an_order_with_anything_else_is_not_read_plainly(text: str) -> None:
    assert not orders_booking(text)


def test_a_pointing_this_one_answers_only_the_summarys_own_question() -> None:
    assert answered("booking", OWN_QUESTION["ZH"])("就这个吧") is None
    assert answered("booking", "船8点出发。还有其他问题吗？")("就这个吧") == "NEEDS_CONFIRMATION"


@pytest.mark.parametrize("kind", ["add", "remove", "add_activity", "cancellation"])
def test_an_order_to_book_says_nothing_new_to_a_change_quote(kind: str) -> None:
    """Only a booking summary is read plainly: under a change quote the words are weighed as before."""
    for text in ("好嘞 订吧", "嗯嗯 可以订了"):
        assert answered(kind, OWN_QUESTION["ZH"])(text) == answered(kind, OWN_QUESTION["ZH"], plainly=False)(text)


# ------------------------------------------------------------------ only a summary the traveller had seen


@settings(max_examples=60, deadline=None)
@given(pair=st.one_of(orders(), st.sampled_from(FIXED_ORDERS)))
def test_a_short_order_answers_only_a_summary_that_was_shown(pair: tuple[str, str]) -> None:
    _, text = pair
    state = booking_state()  # its summary not yet on screen
    hear(state, text, 10, "m-1", None, *([ON] * 10), ON)
    assert confirm(state, "booking")["error"]["code"] == "NEEDS_CONFIRMATION"
    mark_shown(state, seq=10)
    state.turn += 1
    hear(state, text, 9, "m-2", None, *([ON] * 10), ON)  # typed before the summary reached the screen
    assert confirm(state, "booking")["error"]["code"] == "NEEDS_CONFIRMATION"
    state.turn += 1
    hear(state, text, 10, "m-3", None, *([ON] * 10), ON)
    assert confirm(state, "booking") is None


# ------------------------------------------------------------------ sessions recorded before


def test_sessions_recorded_before_read_as_before() -> None:
    asked: list[bool] = []

    def patch() -> bool:
        asked.append(True)
        return False

    state, _ = quote_state("booking", OWN_QUESTION["ZH"])
    state.turn += 1
    hear(state, "好的，订吧", 10, "m-1", None, *([ON] * 10), patch)
    assert not asked  # the same reading either way: the patch is not asked
    assert answered("booking", NO_QUESTION["ZH"], plainly=False)("对了，吴哥窟的门票包含在里面吗？") is None
    assert answered("booking", OWN_QUESTION["ZH"], plainly=False)("好嘞 订吧") == "NEEDS_CONFIRMATION"
    state, _ = quote_state("booking", OWN_QUESTION["ZH"])
    state.turn += 1
    hear(state, "好嘞 订吧", 10, "m-1", None, *([ON] * 10), patch)
    assert asked
