"""A yes joined to the name of the quoted action confirms exactly that quote and never another
(held-out batch G: "យល់ហើយ បាទ លុបចោលទៅ" under a cancellation quote was asked again and again).

Invariant (agent.consent_words.classify with agent.consent_actions): for every wording in EN / KH /
ZH of (an acknowledgement) + (a yes) + (the action's verb), the message is the yes to a quote of that
kind, and it is never the yes to a quote of another kind; a refusal stays a refusal whatever it names."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from agent.consent_words import classify

KINDS = ("booking", "reschedule", "cancellation")
ACK = {
    "EN": ["", "understood, ", "Understood ", "I understand, ", "got it, ", "ok I see. "],
    "KH": ["", "យល់ហើយ ", "ខ្ញុំយល់ហើយ ", "បានយល់ហើយ "],
    "ZH": ["", "明白了，", "知道了，", "了解，"],
}
YES = {"EN": ["yes ", "ok ", "yes, ", "ok, go ahead and ", "sure, "], "KH": ["បាទ ", "ចាស ", "យល់ព្រម "],
       "ZH": ["好的", "好的，", "可以，", "行，"]}  # fmt: skip
VERB = {
    "EN": {"booking": ["book it", "book it please"], "reschedule": ["move it", "reschedule it"],
           "cancellation": ["cancel it", "cancel it please", "cancel my booking"]},
    "KH": {"booking": ["កក់ទៅ", "កក់"], "reschedule": ["ប្តូរទៅ", "ប្ដូរ"], "cancellation": ["លុបចោលទៅ", "លុបការកក់ចោល"]},
    "ZH": {"booking": ["订吧", "就订这个"], "reschedule": ["改吧", "改期吧"], "cancellation": ["取消吧", "取消预订"]},
}  # fmt: skip


def _named_yes(data: st.DataObject, lang: str, kind: str) -> str:
    ack, yes, verb = (data.draw(st.sampled_from(t)) for t in (ACK[lang], YES[lang], VERB[lang][kind]))
    return f"{ack}{yes}{verb}"


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.sampled_from(KINDS), st.data())
def test_a_yes_that_names_an_action_confirms_that_action_and_never_another(lang: str, kind: Any, data) -> None:
    text = _named_yes(data, lang, kind)
    assert classify(text, kind) == "yes", (text, kind)
    for other in KINDS:
        # under a change quote "yes, book it" books the change (tests/agent/test_consent_change_books.py)
        if other != kind and (kind, other) != ("booking", "reschedule"):
            assert classify(text, other) != "yes", (text, other)  # type: ignore[arg-type]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["no, ", "不，", "ទេ "]), st.sampled_from(KINDS), st.sampled_from(KINDS), st.data())
def test_a_refusal_that_names_an_action_is_still_a_refusal(no: str, kind: Any, named: str, data) -> None:
    lang = {"no, ": "EN", "不，": "ZH", "ទេ ": "KH"}[no]
    verb = data.draw(st.sampled_from(VERB[lang][named]))
    assert classify(f"{no}{verb}", kind) != "yes"
