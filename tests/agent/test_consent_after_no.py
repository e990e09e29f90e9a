"""A yes that asks for the quoted action after a "no" to something else (agent.consent_after_no).

A model-in-the-loop run (KH): the quote to remove the traveller's mother (refund $60.44) was on screen and the
assistant had also offered alternatives; "អត់ទេ ដកគាត់ចេញទៅ យកលុយ ៦០ ក៏បាន" (no, take her off, getting the
60 back is fine) was read as a decline and she had to say yes again to the same quote.

Invariant (agent.consent.hear, then the confirming call's guard), in EN / KH / ZH: a reply that opens with a
bare no and then asks for the quoted action (names it and/or its figure, with an agreement word) is the yes
to that quote; a reply that refuses the quoted action is a decline; a reply that does both, or names the
action and says neither, is neither (the quote stays open, the model asks).
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from agent.booking_records import AfterPayment, IssuedQuote
from agent.consent import hear, mark_shown
from agent.consent_words import classify
from agent.state import AgentState, ConversationState
from tests.agent.test_consent import NOW, confirm

NO = {"EN": ["no", "no thanks", "nope"], "KH": ["អត់ទេ", "ទេ", "អត់ទេបង"], "ZH": ["不用了", "不要", "不了"]}
SEP = {"EN": ", ", "KH": " ", "ZH": "，"}
# asks for the removal: its action and/or its figure, with an agreement word after
ASKS = {
    "EN": ["just take her off, getting the 60 back is fine", "remove her, the $60.44 refund is fine",
           "take her off, that's fine", "the 60 back is fine, remove her"],
    "KH": ["ដកគាត់ចេញទៅ យកលុយ ៦០ ក៏បាន", "ដកម្តាយខ្ញុំចេញ យល់ព្រម", "យកលុយ ៦០ ក៏បាន"],
    "ZH": ["把妈妈去掉吧，退60也可以", "就把她去掉吧，好的", "退60美元没问题"],
}  # fmt: skip
REFUSES = {
    "EN": ["don't remove her", "don't take her off"],
    "KH": ["កុំដកគាត់ចេញ", "កុំដកម្តាយខ្ញុំ"],
    "ZH": ["别把妈妈去掉", "不要去掉她"],
}
BOTH = {
    "EN": ["remove her, fine. no, don't remove her"],
    "KH": ["ដកគាត់ចេញទៅ ក៏បាន កុំដកគាត់ចេញ"],
    "ZH": ["把她去掉吧，好的。不要去掉她"],
}
NEITHER = {"EN": ["60 only?", "the 60 back?"], "KH": ["ដកគាត់ចេញទៅ"], "ZH": ["退60？"]}
LANGS = st.sampled_from(["EN", "KH", "ZH"])


def _removal_shown() -> ConversationState:
    """A paid booking with the quote to remove the mother (refund $60.44) on screen."""
    state = ConversationState.new("s-after-no", NOW, user_id="u-1")
    state.state, state.consent_rule = AgentState.POST_BOOKING, True
    state.booking_id, state.payment_status, state.turn = "bk_1", "CONFIRMED", 5
    state.after_payment = AfterPayment(amount_paid_usd=300.0)
    state.after_payment.quotes["reschedule"] = IssuedQuote(
        quote_id="qt_r", turn=5, amount_usd=60.44, amount_is="refund", actions=["remove"]
    )
    mark_shown(state, seq=10)
    return state


def _answer(text: str) -> Any:
    state = _removal_shown()
    state.turn += 1
    hear(state, text, 10, "m-6")
    return confirm(state, "reschedule")


def _reply(data: st.DataObject, lang: str, table: dict[str, list[str]]) -> str:
    return data.draw(st.sampled_from(NO[lang])) + SEP[lang] + data.draw(st.sampled_from(table[lang]))


def test_the_khmer_reply_of_the_run_is_the_yes_to_the_removal() -> None:
    assert _answer("អត់ទេ ដកគាត់ចេញទៅ យកលុយ ៦០ ក៏បាន") is None


@settings(max_examples=120, deadline=None)
@given(LANGS, st.data())
def test_a_no_to_something_else_then_the_quoted_action_agreed_is_the_yes(lang: str, data: st.DataObject) -> None:
    text = _reply(data, lang, ASKS)
    assert _answer(text) is None, text


@settings(max_examples=60, deadline=None)
@given(LANGS, st.data())
def test_a_reply_that_refuses_the_quoted_action_declines_it(lang: str, data: st.DataObject) -> None:
    text = _reply(data, lang, REFUSES)
    assert _answer(text)["error"]["code"] == "QUOTE_DECLINED", text


@settings(max_examples=60, deadline=None)
@given(LANGS, st.sampled_from([BOTH, NEITHER]), st.data())
def test_a_reply_that_does_both_or_neither_leaves_the_quote_open(lang: str, table: Any, data: st.DataObject) -> None:
    text = _reply(data, lang, table)
    assert _answer(text)["error"]["code"] == "NEEDS_CONFIRMATION", text  # the model asks; never a no, never a yes


@given(LANGS, st.data())
def test_a_bare_no_and_a_no_thanks_still_decline(lang: str, data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(NO[lang]))
    assert _answer(text)["error"]["code"] == "QUOTE_DECLINED", text
    assert classify("no thanks, that's fine", "reschedule", ("remove",), amount=60.44) == "no"
