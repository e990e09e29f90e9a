"""The traveller's own "confirming" answers the quote on screen (agent.consent_question).

Relay 57 req 26: with the booking summary on screen the model asked when the flight lands; "we land 5:50am, so 7:30
should be fine. ok confirming" was refused as a yes to another question, and the traveller had to confirm a third
time. Invariant, for every quote kind and language: a message whose last sentence is the traveller's own confirming
word (and nothing else) is the yes to the quote on screen whatever the model asked last; a confirm with another
object ("please confirm the drive time") is none; sessions recorded before the reading read as before.
"""

from __future__ import annotations

from typing import Any, Optional

import pytest
from hypothesis import given, settings, strategies as st

from agent.consent import hear
from tests.agent.test_consent import confirm
from tests.agent.test_yes_read_whole import quote_state

ON = lambda: True  # noqa: E731
KINDS = ["booking", "add", "remove", "add_activity", "cancellation"]
OTHER_QUESTION = {
    "EN": "What time does your flight land?",
    "ZH": "您的航班几点落地？",
    "KH": "តើយន្តហោះរបស់លោកចុះចតម៉ោងប៉ុន្មាន?",
}
DETAIL = {
    "EN": "we land 5:50am, so 7:30 should be fine",
    "ZH": "我们5点50落地，7点半没问题",
    "KH": "យើងចុះម៉ោង ៥:៥០ ម៉ោង ៧:៣០ មិនអីទេ",
}
OWN = {
    "EN": ["ok confirming", "I confirm", "confirmed!", "yes confirm", "OK, confirm it"],
    "ZH": ["那就确认吧", "好，确认", "确认"],
    "KH": ["បាទ បញ្ជាក់", "យល់ព្រមបង", "ចាស បញ្ជាក់ហើយ"],
}
NOT_OWN = {
    "EN": ["please confirm the drive time to Oudong", "can you confirm the pickup time?"],
    "ZH": ["确认一下接送时间", "请帮我确认航班时间"],
    "KH": ["សូមបញ្ជាក់ម៉ោងទទួល"],
}


def said(kind: str, lang: str, text: str, on: bool = True) -> Optional[str]:
    state, confirming = quote_state(kind, OTHER_QUESTION[lang])
    state.turn += 1
    state.messages.append({"role": "user", "content": text})
    hear(state, text, 10, "m-1", None, ON, ON, ON, ON, ON, ON, ON, ON, ON, lambda: on)
    refused: Any = confirm(state, confirming)
    return None if refused is None else refused["error"]["code"]


PAIRS = [(lang, o) for lang, os in OWN.items() for o in os]


@settings(max_examples=80, deadline=None)
@given(kind=st.sampled_from(KINDS), pair=st.sampled_from(PAIRS), detail_first=st.booleans())
def test_the_travellers_own_confirm_answers_the_quote_whatever_was_asked(
    kind: str, pair: tuple[str, str], detail_first: bool
) -> None:
    lang, own = pair
    text = f"{DETAIL[lang]}. {own}" if detail_first else own
    assert said(kind, lang, text) is None, text


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("lang,text", [(lang, t) for lang, ts in NOT_OWN.items() for t in ts])
def test_a_confirm_with_another_object_confirms_nothing(kind: str, lang: str, text: str) -> None:
    assert said(kind, lang, text) is not None


@pytest.mark.parametrize("kind", KINDS)
def test_recorded_sessions_read_it_as_before(kind: str) -> None:
    assert said(kind, "EN", f"{DETAIL['EN']}. ok confirming", on=False) == "NEEDS_CONFIRMATION"
