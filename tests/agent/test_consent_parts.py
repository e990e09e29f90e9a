"""A no that names another offer is not a no to this quote (relay 21 req 63: "…私人晚宴…太贵了不要 按摩吧"
closed the pickup proposal as a no; agent.consent_parts).

Invariant (agent.consent_words.classify): for a message in EN / KH / ZH made of a part that names the
quoted action A and a part that names another offer B (either order), the verdict for A's quote is the
verdict of A's part alone: a yes naming A beside a no naming B is a yes; a no naming A beside a yes
naming B is a no. A bare no that names nothing still declines, whatever the yes beside it."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from agent.consent_words import classify

KINDS = ("reschedule", "cancellation", "pickup")
PLACE = "Sokha Hotel"
YES_A = {
    "EN": {"reschedule": ["yes, move it", "ok move it"], "cancellation": ["yes, cancel it", "ok, cancel it"],
           "pickup": ["yes, change the pickup", "ok change it"]},
    "ZH": {"reschedule": ["好的，改吧", "确认改期"], "cancellation": ["好的，取消吧", "确认取消"],
           "pickup": ["好的，改吧", "确认，换吧"]},
    "KH": {"reschedule": ["បាទ ប្តូរទៅ"], "cancellation": ["បាទ លុបចោលទៅ"], "pickup": ["បាទ ប្តូរទៅ"]},
}  # fmt: skip
NO_A = {
    "EN": {"reschedule": ["no, don't move it"], "cancellation": ["no, don't cancel it"],
           "pickup": ["no, don't change the pickup"]},
    "ZH": {"reschedule": ["不改了"], "cancellation": ["不取消了"], "pickup": ["不改了"]},
    "KH": {"reschedule": ["មិនប្តូរទេ"], "cancellation": ["អត់ទេ កុំលុបចោល"], "pickup": ["មិនប្តូរទេ"]},
}  # fmt: skip
NO_B = {
    "EN": ["no dinner though", "the private dinner is too expensive, no", "no thanks to the massage"],
    "ZH": ["私人晚宴45美元一个人太贵了不要", "晚宴不要", "游船不用了"],
    "KH": ["ម្ហូបពេលល្ងាច អត់ទេ", "ម៉ាស្សា ថ្លៃពេក"],
}
YES_B = {"EN": ["the massage yes please", "ok to the boat trip"], "ZH": ["按摩可以", "游船好的"],
         "KH": ["ម៉ាស្សា បាទ"]}  # fmt: skip
SEP = {"EN": ". ", "ZH": "，", "KH": " "}
BARE_NO = {"EN": "no", "ZH": "不要", "KH": "ទេ"}


def _join(lang: str, first: str, second: str) -> str:
    return f"{first}{SEP[lang]}{second}"


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.sampled_from(KINDS), st.booleans(), st.data())
def test_the_verdict_for_an_action_follows_the_part_that_names_it(lang: str, kind: Any, a_first: bool, data) -> None:
    for a_part, b_part in (
        (data.draw(st.sampled_from(YES_A[lang][kind])), data.draw(st.sampled_from(NO_B[lang]))),
        (data.draw(st.sampled_from(NO_A[lang][kind])), data.draw(st.sampled_from(YES_B[lang]))),
    ):
        alone = classify(a_part, kind, place=PLACE)
        assert alone in ("yes", "no"), (a_part, alone)  # the parts are plain answers on their own
        text = _join(lang, a_part, b_part) if a_first else _join(lang, b_part, a_part)
        assert classify(text, kind, place=PLACE) == alone, (text, kind)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.sampled_from(KINDS), st.booleans(), st.data())
def test_a_bare_no_naming_nothing_still_declines(lang: str, kind: Any, no_first: bool, data) -> None:
    yes = data.draw(st.sampled_from(YES_A[lang][kind]))
    text = _join(lang, BARE_NO[lang], yes) if no_first else _join(lang, yes, BARE_NO[lang])
    assert classify(text, kind, place=PLACE) == "no", text
    assert classify(BARE_NO[lang], kind, place=PLACE) == "no"


@given(st.sampled_from(["EN", "KH", "ZH"]), st.sampled_from(KINDS), st.data())
def test_a_no_to_another_offer_never_makes_an_unclear_part_a_yes(lang: str, kind: Any, data) -> None:
    """Only the part that names the action answers: a question about it stays a question."""
    asked = {"EN": "can you change the pickup?", "ZH": "能改接人地点吗？", "KH": "ប្តូរបានទេ?"}[lang]
    text = _join(lang, data.draw(st.sampled_from(NO_B[lang])), asked)
    assert classify(text, kind, place=PLACE) != "yes", text


def test_a_booking_summary_holds_the_whole_trip() -> None:
    """Under a booking quote a no to an extra asks for another summary: never the yes."""
    assert classify("不要升级酒店，确认预订", "booking") != "yes"
    assert classify("no dinner. yes, book it", "booking") != "yes"
