"""A move of a paid trip, said any way, is quoted and applied after the yes, also a yes that names the
quoted date again by pointing at it (held-out batch F: "Yes, please move it to that date." left a paid
trip on its old date). agent.consent_words reads it; the offline model confirms it."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from agent.consent_words import classify
from tests.activities.models.scripted.journey_support import Journey

AGREE = {
    "EN": ["Yes", "Yes, please", "OK", "Sure", "Great"],
    "ZH": ["好的", "可以", "行"],
    "KH": ["បាទ", "ចាស", "យល់ព្រម"],
}
THAT_DATE = {
    "EN": [
        "move it to that date",
        "please move it to that date",
        "change it to the new date",
        "move the trip to that day",
        "reschedule it to the same date",
        "switch it to that date",
    ],
    "ZH": ["就改到那天吧", "改到那天", "换到这一天"],
    "KH": ["ប្តូរទៅថ្ងៃនោះ", "ប្ដូរថ្ងៃហ្នឹង", "សូមប្តូរទៅថ្ងៃនោះ"],
}
ASK = {
    "EN": ["2027-01-24 please, is it possible to move the trip?", "Is it possible to move the trip to 2027-01-24?"],
    "ZH": ["我们想把行程改到2027-01-24开始"],
    "KH": ["សុំប្តូរដំណើរទៅថ្ងៃ 2027-01-24"],
}
_SEP = {"EN": ", ", "ZH": "，", "KH": " "}


def _yes(lang: str, agree: int, form: int) -> str:
    lead, phrase = AGREE[lang][agree % len(AGREE[lang])], THAT_DATE[lang][form % len(THAT_DATE[lang])]
    return f"{lead}{_SEP[lang]}{phrase}" + ("." if lang == "EN" else "")


@given(st.sampled_from(["EN", "ZH", "KH"]), st.integers(0, 9), st.integers(0, 9))
def test_a_yes_that_points_at_the_quoted_date_is_a_yes_to_the_move(lang, agree, form):
    said = _yes(lang, agree, form)
    assert classify(said, "reschedule") == "yes", said
    assert classify(f"{said} but for 3 people" if lang == "EN" else f"{said}，不过改成3个人", "reschedule") != "yes"


@settings(max_examples=9, deadline=None)
@given(st.sampled_from(["EN", "ZH", "KH"]), st.integers(0, 9), st.integers(0, 9))
async def test_a_paid_trip_moved_any_way_is_moved_after_the_yes(lang, agree, form):
    journey = Journey(lang)
    await journey.to_qr()
    journey.pay("succeed")
    await journey.say(ASK[lang][form % len(ASK[lang])])
    assert [c["new_travel_date"] for c in journey.calls("previewReschedule")] == ["2027-01-24"]
    log = await journey.say(_yes(lang, agree, form))
    assert log.tools == ["confirmReschedule"], log.final_text
    assert (journey.state.travel_dates or {}).get("start") == "2027-01-24"
