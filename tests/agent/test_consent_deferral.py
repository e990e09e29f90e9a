"""A deferral keeps the quote open (agent.consent_later): "not yet" is not "no".

Relay 55: "មិនទាន់ទេ ចាំសួរប្តីសិន" (not yet, I'll ask my husband first) at the booking summary closed it as declined;
her later yes found no open summary and the model had to preview it all again. Held-out X: "不行不行，先别订，我跟媳妇再
商量商量" then "商量好了，订吧".

Invariants, for every quote kind, language and deferral:
1. a deferral leaves the quote open: it is no yes (the confirming call is refused as unconfirmed, not declined) and
   the traveller's later yes confirms that same quote;
2. a deferral after a yes takes the yes back;
3. a deferral beside an explicit refusal still declines;
and sessions recorded before the reading (the workflow's patch off) read as before: the deferral declines.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

import pytest
from hypothesis import given, settings, strategies as st

from agent.consent import hear
from tests.agent.test_consent import confirm
from tests.agent.test_yes_read_whole import quote_state

ON = lambda: True  # noqa: E731
KINDS = ["booking", "add", "remove", "add_activity", "cancellation"]

DEFERRALS = {
    "EN": [
        "not yet, let me check with Meera",
        "Not yet — I'll ask my wife first",
        "no, not yet",
        "let me think about it",
        "we'll talk it over and get back to you",
        "hold on a minute",
        "Hmm, I need to check with my husband first",
    ],
    "ZH": [
        "不行不行，先别订，我跟媳妇再商量商量。",
        "再想想",
        "先不订，等我问问老公",
        "等一下，我考虑一下",
        "还没，晚点再说",
        "先别订，我今晚问问我老婆。",
    ],
    "KH": ["មិនទាន់ទេ ចាំសួរប្តីសិន", "ចាំខ្ញុំគិតសិន", "ទុកសិនបង ចាំពិភាក្សាជាមួយគ្រួសារ", "អត់ទាន់ទេបង ចាំបន្តិច",
           # don't book yet, I'll ask mum and my sister first, I'll tell you this evening (held-out batch AB)
           "ចាំសិន កុំទាន់កក់អី ខ្ញុំសួរម៉ាក់ និងប្អូនសិន ល្ងាចនេះប្រាប់វិញ។", "កុំទាន់កក់ យប់នេះខ្ញុំប្រាប់វិញ"],
}  # fmt: skip
YES = {"EN": "ok, go ahead", "ZH": "好的，可以", "KH": "បាទ យល់ព្រម"}
REFUSALS = {
    "EN": ["No thanks, too expensive. I'll think about it", "nope, forget it, maybe later"],
    "ZH": ["先不订了，太贵了，不要", "不要了，以后再说"],
    "KH": ["មិនចង់បានទេ ថ្លៃពេក ចាំពេលក្រោយ", "កុំ ថ្លៃពេក ចាំពេលក្រោយ"],
}
QUESTION = {
    "EN": "The total is $481.80. Shall I go ahead?",
    "ZH": "总价 481.80 美元。要帮您确认吗？",
    "KH": "តម្លៃសរុប $481.80។ តើខ្ញុំបញ្ជាក់ឱ្យបានទេ?",
}


def quoted(kind: str, lang: str, deferral: bool = True) -> Callable[[str], Optional[str]]:
    """``kind``'s quote on screen: saying a message gives the confirming call's refusal code (None: it goes
    ahead). ``deferral``: the workflow's patch."""
    state, confirming = quote_state(kind, QUESTION[lang])

    def say(text: str) -> Optional[str]:
        state.turn += 1
        state.messages.append({"role": "user", "content": text})
        hear(state, text, 10, f"m-{state.turn}", None, *([ON] * 9), lambda: deferral, ON, ON, lambda: deferral)
        refused: Any = confirm(state, confirming)
        return None if refused is None else refused["error"]["code"]

    return say


PAIRS = [(lang, d) for lang, ds in DEFERRALS.items() for d in ds]


@settings(max_examples=60, deadline=None)
@given(kind=st.sampled_from(KINDS), pair=st.sampled_from(PAIRS))
def test_a_deferral_keeps_the_quote_open_and_a_later_yes_confirms_it(kind: str, pair: tuple[str, str]) -> None:
    lang, deferral = pair
    say = quoted(kind, lang)
    assert say(deferral) == "NEEDS_CONFIRMATION"  # open, not declined
    assert say(YES[lang]) is None


@settings(max_examples=40, deadline=None)
@given(kind=st.sampled_from(KINDS), pair=st.sampled_from(PAIRS))
def test_a_deferral_after_a_yes_takes_it_back(kind: str, pair: tuple[str, str]) -> None:
    lang, deferral = pair
    say = quoted(kind, lang)
    assert say(YES[lang]) is None
    assert say(deferral) == "NEEDS_CONFIRMATION"


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("lang,refusal", [(lang, r) for lang, rs in REFUSALS.items() for r in rs])
def test_a_deferral_beside_a_refusal_declines(kind: str, lang: str, refusal: str) -> None:
    assert quoted(kind, lang)(refusal) == "QUOTE_DECLINED"


@pytest.mark.parametrize("kind", KINDS)
def test_recorded_sessions_read_a_deferral_as_before(kind: str) -> None:
    assert quoted(kind, "EN", deferral=False)("not yet, let me check with Meera") == "QUOTE_DECLINED"


# held-out batch AD: keeping the quote as it stands, beside a deferral, asks for time too; alone it is what it was
KEPT = {
    "EN": ["Not yet, please. I want to ask our daughter first, the children are hers. Please keep it as it is, "
           "I will write again.", "not yet, keep it as it is, I'll ask my wife", "hold on, keep this for us please"],
    "ZH": ["先别订，先保留着，我问问老婆。", "等一下，保持原样，我跟老公商量商量"],
    "KH": ["មិនទាន់ទេ ទុកដដែលសិន ចាំសួរប្តី"],
}  # fmt: skip


def kept_quote(kind: str, lang: str, kept: bool) -> Callable[[str], Optional[str]]:
    """``kind``'s quote on screen, every reading on, the consent-kept-as-is patch as ``kept``."""
    state, confirming = quote_state(kind, QUESTION[lang])

    def say(text: str) -> Optional[str]:
        state.turn += 1
        state.messages.append({"role": "user", "content": text})
        hear(state, text, 10, f"m-{state.turn}", None, *([ON] * 16), lambda: kept)
        refused: Any = confirm(state, confirming)
        return None if refused is None else refused["error"]["code"]

    return say


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("lang,said", [(lang, s) for lang, says in KEPT.items() for s in says])
def test_keeping_the_quote_as_it_is_beside_a_deferral_keeps_it_open(kind: str, lang: str, said: str) -> None:
    say = kept_quote(kind, lang, kept=True)
    assert say(said) == "NEEDS_CONFIRMATION"
    assert say(YES[lang]) is None


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("said", ["No, keep it as it is.", "no thanks, keep it as it is, too expensive"])
def test_keeping_it_as_it_is_without_a_deferral_still_declines(kind: str, said: str) -> None:
    assert kept_quote(kind, "EN", kept=True)(said) == "QUOTE_DECLINED"


def test_recorded_sessions_read_keeping_it_beside_a_deferral_as_before() -> None:
    said = KEPT["EN"][0]
    assert kept_quote("booking", "EN", kept=False)(said) == "QUOTE_DECLINED"
