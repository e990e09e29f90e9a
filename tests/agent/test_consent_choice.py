"""A choice among priced options shown together is the yes to the one chosen: the model previews each option for
information and asks which; a message naming exactly one of them with its order or a yes ("加日落游船，四个人都去，补款
扫码付", "add the sunset boat, yes", "បាទ បន្ថែមជិះទូកមើលថ្ងៃលិច") is that option's yes, so the change quote then issued
for it with the very figures shown is confirmed without asking a third time. A message naming none ("好的"), or more than
one, answers none of them; a change quote with other figures, or for the other option, waits for its own yes. Sessions
recorded before the consent-choice-among-options-shown patch read as before."""

from __future__ import annotations

import inspect
from typing import Optional

import pytest
from hypothesis import given, settings, strategies as st

from agent.aftercare import ledger
from agent.booking_records import IssuedQuote
from agent.consent import hear, mark_shown
from agent.consent_choice import issue
from agent.consent_figures import figures_of
from agent.tools.guards import guard_call
from tests.agent.test_yes_read_whole import quote_state

PATCHES = list(inspect.signature(hear).parameters)[5:]
OPTIONS = {  # (the two options' activities, their prices, the model's question)
    "ZH": (("白马海上日落游船", "跟当地厨师学高棉菜"), "日落游船 $108，高棉菜烹饪课 $126。请问您想加哪一个？"),
    "EN": (
        ("Sunset boat cruise", "Khmer cooking class"),
        "The sunset boat is $108, the cooking class $126. Which one?",
    ),
    "KH": (("ជិះទូកមើលថ្ងៃលិច", "ថ្នាក់ធ្វើម្ហូបខ្មែរ"), "ទូកថ្ងៃលិច $108 ថ្នាក់ធ្វើម្ហូប $126។ តើបន្ថែមមួយណា?"),
}
PRICES = (108.0, 126.0)
CHOICES = {  # messages choosing the first option
    "ZH": ["加日落游船，四个人都去，补款扫码付。", "加日落游船", "好的，加日落游船吧", "就加海上日落游船"],
    "EN": ["Add the sunset boat, yes", "Yes, add the sunset boat please", "ok, book the sunset boat"],
    "KH": ["បាទ បន្ថែមជិះទូកមើលថ្ងៃលិច", "បន្ថែមទូកមើលថ្ងៃលិច បាទ"],
}
NONE = {"ZH": ["好的", "两个都加", "日落游船和高棉菜都加"], "EN": ["yes", "ok, both", "the sunset boat and the cooking class"],
        "KH": ["បាទ", "បាទ បន្ថែមទាំងពីរ"]}  # fmt: skip


def _quote(qid: str, name: str, amount: float, turn: int, information: bool) -> IssuedQuote:
    inp = {"add_activities": [name], "purpose": "information" if information else "change"}
    data = {"quote_id": qid, "amount_due_usd": amount, "changes": ["activity"]}
    return IssuedQuote(
        quote_id=qid, turn=turn, amount_usd=amount, amount_is="due", purpose="information" if information else None,
        actions=["add_activity"], figures=figures_of("reschedule", inp, data),
    )  # fmt: skip


def answered_among(
    question: str, shown: list[IssuedQuote], text: str, then: IssuedQuote, on: bool = True
) -> Optional[str]:
    """The confirming call's refusal code (None: it goes ahead) for the change quote ``then`` issued after ``text``
    answered the priced options ``shown`` together under ``question``."""
    state, _ = quote_state("add", question)
    book = ledger(state)
    book.quotes.clear()
    for option in shown:
        book.quotes["reschedule"] = issue(book, "reschedule", option.model_copy(update={"turn": state.turn}))
    mark_shown(state, seq=10)
    state.turn += 1
    state.messages.append({"role": "user", "content": text})
    hear(state, text, 10, "m-choice", None, **{p: (lambda: on) for p in PATCHES})
    book.quotes["reschedule"] = issue(book, "reschedule", then.model_copy(update={"turn": state.turn}))
    refused = guard_call("confirmReschedule", {"quote_id": then.quote_id, "booking_id": "bk_1"}, state)[0]
    return None if refused is None else refused["error"]["code"]


def answered(lang: str, text: str, pick: int = 0, amount: Optional[float] = None, on: bool = True) -> Optional[str]:
    """``answered_among`` for the two activities of ``lang`` and the change quote for option ``pick`` (at ``amount``)."""
    names, question = OPTIONS[lang]
    shown = [_quote(f"qt_{i}", name, PRICES[i], 0, True) for i, name in enumerate(names)]
    price = PRICES[pick] if amount is None else amount
    return answered_among(question, shown, text, _quote("qt_act", names[pick], price, 0, False), on)


def test_the_played_choice_with_its_payment_carries_to_the_quote_for_it() -> None:
    assert answered("ZH", "加日落游船，四个人都去，补款扫码付。") is None


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(CHOICES)), st.data())
def test_a_choice_naming_one_option_is_its_yes(lang: str, data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(CHOICES[lang]))
    assert answered(lang, text) is None
    assert answered(lang, text, pick=1) == "NEEDS_CONFIRMATION"  # the other option was not chosen
    assert answered(lang, text, amount=PRICES[0] + 10) == "NEEDS_CONFIRMATION"  # other figures: their own yes


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(NONE)), st.data(), st.integers(0, 1))
def test_a_message_naming_no_single_option_answers_none(lang: str, data: st.DataObject, pick: int) -> None:
    assert answered(lang, data.draw(st.sampled_from(NONE[lang])), pick=pick) == "NEEDS_CONFIRMATION"


@pytest.mark.parametrize("lang", sorted(CHOICES))
def test_sessions_before_the_patch_read_as_before(lang: str) -> None:
    assert answered(lang, CHOICES[lang][0], on=False) == "NEEDS_CONFIRMATION"


def test_an_information_quote_of_a_later_turn_leaves_no_option_beside_it() -> None:
    state, _ = quote_state("add", OPTIONS["ZH"][1])
    book = ledger(state)
    book.quotes["reschedule"] = issue(book, "reschedule", _quote("qt_0", "白马海上日落游船", 108.0, 5, True))
    book.quotes["reschedule"] = issue(book, "reschedule", _quote("qt_1", "跟当地厨师学高棉菜", 126.0, 5, True))
    assert [q.quote_id for q in book.options["reschedule"]] == ["qt_0"]
    book.quotes["reschedule"] = issue(book, "reschedule", _quote("qt_2", "跟当地厨师学高棉菜", 126.0, 6, True))
    assert "reschedule" not in book.options
