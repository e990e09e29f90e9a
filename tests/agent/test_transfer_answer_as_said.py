"""A transfer change is answered by what the traveller says of its own end (agent.consent_ends), "there" names the
place their own message names (agent.pickup_words), and a spoken Khmer "but" before an agreement concedes
(agent.consent_agree_lead).

Relay 52: "ចា៎ យល់ព្រមប្តូរកន្លែងទទួល។ ចំណែកកន្លែងជូនត្រឡប់វិញ ទេ មិនប្តូរទេ" (yes to the new pickup; as for the
drop-off, no, don't change it) closed the pickup change as a no, and the changePickup after it was refused as
declined; "…សូមមកទទួលនៅហ្នឹងវិញ" (please pick us up there instead, the hotel named just before) was put to her
again; "…តែអូខេ យកទូកហ្នឹងចុះ" (but ok, take that boat) under the add-on's quote was no yes.

The invariants: under a change to one end, words about the other end only are no answer to it, yes or no, in
every language and whatever they say of that end; a message about the other end only changes nothing. Sessions
recorded before (``state.pickup_as_said`` False) read as before."""

from __future__ import annotations

import functools
from typing import Optional

from hypothesis import given, settings, strategies as st

import agent.consent as consent
import tests.agent.test_consent_added_activity as added
import tests.agent.test_consent_as_said as said
from agent.consent_agree_lead import conceding
from agent.consent_ends import own_end
from agent.pickup_words import request_for
from tests.agent.test_pickup_consent import call, paid_session, says, turn_ends

PLACE = "Sun & Moon Hotel"
QUESTION = {
    "EN": "Shall I move the pickup to the Sun & Moon Hotel? No charge; the drop-off stays at the market.",
    "ZH": "要把接的地点改到Sun & Moon Hotel吗？不收费，送回的地点还是中央市场。",
    "KH": "តើលោកស្រីយល់ព្រមប្ដូរកន្លែងមកទទួលទៅ Sun & Moon Hotel ទេ?",
}
PICKUP_YES = {
    "EN": ["yes change the pickup.", "ok, move the pickup.", "yes please."],
    "ZH": ["好的，改接的地点。", "可以，接的地点改吧。", "好的。"],
    "KH": ["ចា៎ យល់ព្រមប្តូរកន្លែងទទួល។", "បាទ ប្តូរកន្លែងមកទទួលទៅ។", "ចាស។"],
}
PICKUP_NO = {
    "EN": ["no, keep the pickup.", "no thanks, don't move the pickup."],
    "ZH": ["不用了，接的地点不改。", "不要改接的地点。"],
    "KH": ["ទេ មិនប្តូរកន្លែងទទួលទេ។", "អត់ទេ កុំប្តូរកន្លែងមកទទួល។"],
}
DROP_OFF = {  # what they say of the other end: a no, a keep, or a yes
    "EN": ["the drop-off no, don't change it, keep it at the market", "the drop-off stays as it is",
           "and yes the drop-off can stay too"],
    "ZH": ["送回的地点不用改，还是中央市场", "送回的地点保持不变", "送我们回去的地方也可以不变"],
    "KH": ["ចំណែកកន្លែងជូនត្រឡប់វិញ ទេ មិនប្តូរទេ ទុកផ្សារធំថ្មីដដែល", "កន្លែងជូនវិញ ទុកដដែល",
           "ចំណែកកន្លែងជូន មិនអីទេ ទុកដដែល"],
}  # fmt: skip
REPORTED = "ចា៎ យល់ព្រមប្តូរកន្លែងទទួល។ ចំណែកកន្លែងជូនត្រឡប់វិញ ទេ មិនប្តូរទេ ទុកផ្សារធំថ្មីដដែល"


def _answered(lang: str, answer: str, as_said: bool = True) -> Optional[str]:
    """changePickup's refusal code after the change was put to the traveller and they said ``answer`` (None: it
    goes through)."""
    state = paid_session()
    state.pickup_words, state.pickup_as_said = True, as_said
    state.messages.append({"role": "user", "content": "can the pickup move to the Sun & Moon Hotel?"})
    assert call(state, PLACE) == "NEEDS_CONFIRMATION"  # put to them: the question is no yes
    state.messages.append({"role": "assistant", "content": [{"type": "text", "text": QUESTION[lang]}]})
    turn_ends(state)
    says(state, answer)
    state.messages.append({"role": "user", "content": answer})
    return call(state, PLACE)


@settings(max_examples=80, deadline=None)
@given(st.data(), st.sampled_from(["EN", "ZH", "KH"]))
def test_words_about_the_other_end_never_answer_this_end(data: st.DataObject, lang: str) -> None:
    yes = data.draw(st.sampled_from(PICKUP_YES[lang]))
    no = data.draw(st.sampled_from(PICKUP_NO[lang]))
    other = data.draw(st.sampled_from(DROP_OFF[lang]))
    glue = "" if lang == "ZH" else " "
    assert _answered(lang, yes + glue + other) is None, (yes, other)
    assert _answered(lang, no + glue + other) == "QUOTE_DECLINED", (no, other)


@settings(max_examples=30, deadline=None)
@given(st.data(), st.sampled_from(["EN", "ZH", "KH"]))
def test_a_message_about_the_other_end_only_changes_nothing(data: st.DataObject, lang: str) -> None:
    assert _answered(lang, data.draw(st.sampled_from(DROP_OFF[lang]))) == "NEEDS_CONFIRMATION"


def test_the_reported_answer_and_the_sessions_recorded_before() -> None:
    assert _answered("KH", REPORTED, as_said=False) == "QUOTE_DECLINED"  # the old reading, kept for replay
    assert _answered("KH", REPORTED) is None


def test_the_other_end_is_left_out_by_piece() -> None:
    assert own_end("yes change the pickup. the drop-off no, keep it", "pickup") == "yes change the pickup."
    assert own_end("yes. but keep the pickup", "drop-off") == "yes."
    assert own_end("接送的地点改吧", "pickup") == "接送的地点改吧"  # 接送: the transfer as booked, not the drop-off
    assert own_end("keep the drop-off", "pickup") == ""
    assert own_end("keep the drop-off", None) == "keep the drop-off"  # a quote recorded before: read whole


PLACE_KH = "សណ្ឋាគារ Sun & Moon ជិតវត្តភ្នំ"
THERE = {
    "EN": ("can the pickup change? we sleep at the Sun & Moon Hotel the night before. please pick us up there instead",
           PLACE),
    "KH": ("បង ប្តូរកន្លែងមកទទួលបានទេ? ពួកអូនគេងនៅ សណ្ឋាគារ Sun & Moon ជិតវត្តភ្នំ។ សូមមកទទួលនៅហ្នឹងវិញ", PLACE_KH),
}  # fmt: skip


THERE["ZH"] = (
    "对了，我们换酒店了，改住 Angkor Miracle Resort 吴哥奇迹度假酒店，也在暹粒。接送地点帮我改一下",  # relay run 53 req 43
    "Angkor Miracle Resort 吴哥奇迹度假酒店",
)
THERE["EN order"] = ("we moved to the Angkor Miracle Resort. change the pickup please", "Angkor Miracle Resort")


def test_there_names_the_place_the_message_itself_names() -> None:
    """ "there", or an order to change it, beside the place the message names is the request for that place."""
    for text, place in THERE.values():
        assert request_for(text, "pickup", place, "", own_reference=True) is True
        assert request_for(text, "pickup", place, "", own_reference=False) is None  # sessions recorded before
    asked = "can you pick us up at the Sun & Moon Hotel? is that possible there?"
    assert request_for(asked, "pickup", PLACE, "", own_reference=True) is None  # only asked
    asked = "we moved to the Sun & Moon Hotel. can you change the pickup?"
    assert request_for(asked, "pickup", PLACE, "", own_reference=True) is None  # only asked
    refused = "we moved to the Sun & Moon Hotel. don't change the pickup"
    assert request_for(refused, "pickup", PLACE, "", own_reference=True) is None
    elsewhere = "we sleep at the Sun & Moon Hotel. pick us up there, no wait, at the airport"
    assert request_for(elsewhere, "pickup", PLACE, "", own_reference=True) is not True  # another place named


KH_ADD_QUESTION = "នេះជាតម្លៃ $126 (516,600៛)។ តើលោកស្រីចង់ឱ្យខ្ញុំបន្ថែមជិះទូកទេ?"
BOAT_REPORTED = 'ហ្នឹងកាតសរសេរ "Sunset cruise off Kep" ជាអង់គ្លេស អូនមើលមិនយល់ទេ! app អីក៏ធ្វើខ្ជិលម្ល៉េះ 😤 តែអូខេ យកទូកហ្នឹងចុះ'


def _add_answer(text: str, but_ok: bool) -> Optional[str]:
    hear = functools.partial(consent.hear, reads_conceded=lambda: but_ok)
    original, added.hear = added.hear, hear  # type: ignore[assignment]
    try:
        return added._answer("KH", KH_ADD_QUESTION, text, activity_action=True)
    finally:
        added.hear = original


def test_a_spoken_khmer_but_before_an_agreement_concedes() -> None:
    assert _add_answer(BOAT_REPORTED, but_ok=False) == "NEEDS_CONFIRMATION"  # the old reading, kept for replay
    assert _add_answer(BOAT_REPORTED, but_ok=True) is None
    assert _add_answer("តែអូខេ យកទូកហ្នឹងចុះ", but_ok=True) is None
    assert _add_answer("តែមិនយកទេ", but_ok=True) == "QUOTE_DECLINED"  # but no: still a no
    assert _add_answer("តែអូខេ តែបន្ថែមមួយថ្ងៃទៀត", but_ok=True) == "NEEDS_CONFIRMATION"  # another change asked
    assert conceding("ទើបតែអូខេ") == "ទើបតែអូខេ"  # "just now" holds a តែ: no "but"


def _cancel_answer(text: str, conceded: bool) -> Optional[str]:
    hear = functools.partial(consent.hear, reads_conceded=lambda: conceded)
    original, said.hear = said.hear, hear  # type: ignore[assignment]
    try:
        return said.shown("cancellation", "取消预订 DLG-N9JNE2 的退款见卡片。要我取消吗？")(text)
    finally:
        said.hear = original


def test_giving_in_before_the_order_is_its_yes() -> None:
    """Held-out batch V (Bangkok): "明白了，那也只好取消吧。" (understood, then we have no choice but to cancel) was
    asked again and again; a concession that ends in the order is that order, one that ends in a no stays a no."""
    for text in (
        "明白了，那也只好取消吧。",
        "只好取消吧",
        "I guess we'll have to cancel it then",
        "fair enough, cancel it",
    ):
        assert _cancel_answer(text, conceded=True) is None, text
    assert _cancel_answer("明白了，那也只好取消吧。", conceded=False) == "NEEDS_CONFIRMATION"  # sessions before
    assert _cancel_answer("只好不取消了", conceded=True) == "QUOTE_DECLINED"
    for text in ("明白了", "I guess not", "understood, but how much comes back?"):
        assert _cancel_answer(text, conceded=True) is not None, text


def _booking_answer(text: str, conceded: bool) -> Optional[str]:
    hear = functools.partial(consent.hear, reads_conceded=lambda: conceded)
    original, said.hear = said.hear, hear  # type: ignore[assignment]
    try:
        return said.shown("booking")(text)
    finally:
        said.hear = original


CHECKS = {  # yes-no checks of the money, then the answer
    "EN": (["total is 1042 right?", "no other fees?", "that's 1042 for all of us?"], ["ok, confirm", "yes book it"]),
    "ZH": (["总共7503.75元对吧？", "没有别的费用了？", "一共1042美元是吗？"], ["好，确认", "可以，订吧"]),
    "KH": (["សរុប 1042 ដុល្លារ មែនទេ?", "អត់មានថ្លៃផ្សេងទៀតទេ?"], ["បាទ កក់ទៅ", "ចាស យល់ព្រម"]),
}


@settings(max_examples=60, deadline=None)
@given(st.data(), st.sampled_from(["EN", "ZH", "KH"]))
def test_an_answer_after_checks_of_its_money_is_the_answer(data: st.DataObject, lang: str) -> None:
    """Relay run 53 req 24: "总共7503.75元对吧，没有别的费用了？好，确认" was asked again: the traveller's own checks of the
    figures, then the yes, end on the yes. A question waiting for its answer ("which payment?", "多少钱？") or a
    question asking for another change still holds it back."""
    checks, answers = CHECKS[lang]
    asked = data.draw(st.lists(st.sampled_from(checks), min_size=1, max_size=2, unique=True))
    glue = "" if lang == "ZH" else " "
    text = glue.join([*asked, data.draw(st.sampled_from(answers))])
    assert _booking_answer(text, conceded=True) is None, text


def test_a_question_waiting_for_its_answer_still_holds_the_yes() -> None:
    assert _booking_answer("总共7503.75元对吧，没有别的费用了？好，确认", conceded=False) == "NEEDS_CONFIRMATION"
    for text in ("总共多少钱？好，确认", "which payment does it go back to? ok", "can you add a day? ok confirm"):
        assert _booking_answer(text, conceded=True) == "NEEDS_CONFIRMATION", text
