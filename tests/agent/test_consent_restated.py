"""A yes that restates a change already made is the yes to the quote on screen: the booking already holds the pickup it
names (or a pickup change shown with the quote proposes it), and the quote's own dates are its own (EN / KH / ZH).
Only a change the booking does not hold and the quote does not contain (another pickup, another date), or a
restatement asked about or negated, makes the yes no yes. Sessions recorded before the consent-yes-restating-changes-made
patch read as before (asked only when the reading makes the yes)."""

from __future__ import annotations

from typing import Callable, Optional

import pytest
from hypothesis import given, settings, strategies as st

from agent.booking_records import BookedFacts
from agent.consent_restated import without_restated
from tests.agent.consent_speaker import speaker

NEW, WAS = ["2027-01-10", "2027-01-12"], ["2027-01-03", "2027-01-05"]
QUESTION = {
    "ZH": "已完成：接送地点现在是 暹粒河边的水莲酒店。我可以把预订改到 2027-01-10 → 2027-01-12，费用见卡片。要我确认这次更改吗？",
    "EN": "Done: your pickup is now the Shuilian Hotel by the river. I can move the booking to 10-12 January 2027 "
    "(see the card). Shall I confirm this change?",
    "KH": "រួចរាល់៖ កន្លែងទទួលឥឡូវគឺសណ្ឋាគារ Shuilian។ ខ្ញុំអាចប្តូរការកក់ទៅ 2027-01-10 បាន។ តើខ្ញុំបញ្ជាក់ការផ្លាស់ប្តូរនេះទេ?",
}
PICKUP = {"ZH": "暹粒河边的水莲酒店", "EN": "Shuilian Hotel by the river", "KH": "សណ្ឋាគារ Shuilian ក្បែរទន្លេ"}
YES = {
    "ZH": ["好的，改吧", "好的，确认", "可以，就这样改", "好，改"],
    "EN": ["Yes, go ahead", "OK, confirm", "Yes please"],
    "KH": ["បាទ យល់ព្រម", "ចាស យល់ព្រម"],
}
OWN_DATE = {"ZH": ["，日期改到2027-01-10", "，改到1月10日", ""], "EN": [", move it to 10 January", ", 2027-01-10", ""],
            "KH": [" ប្តូរទៅ 2027-01-10", ""]}  # fmt: skip
SAME_PICKUP = {
    "ZH": ["，接送改到水莲酒店。", "，接送也改到水莲酒店", "，接送地点改成暹粒河边的水莲酒店。"],
    "EN": [
        ", and change the pickup to the Shuilian Hotel.",
        " and pickup at the Shuilian hotel",
        ", pick us up at Shuilian",
    ],
    "KH": [" ប្តូរកន្លែងទទួលទៅសណ្ឋាគារ Shuilian", " កន្លែងទទួលនៅ Shuilian"],
}
OTHER_PICKUP = {
    "ZH": ["，接送改到椰林旅馆。", "，接送改到机场"],
    "EN": [", and change the pickup to the Raffles.", " and pickup at the airport"],
    "KH": [" ប្តូរកន្លែងទទួលទៅសណ្ឋាគារ Raffles"],
}
ASKED = {
    "ZH": "，接送改到水莲酒店吗？",
    "EN": ", is the pickup at the Shuilian Hotel?",
    "KH": " កន្លែងទទួលនៅ Shuilian មែនទេ?",
}


def moved(lang: str, reading: bool = True) -> tuple[Callable[[str], Optional[str]], list[bool]]:
    """A move to 10 January quoted under ``lang``'s question, the pickup already changed to the Shuilian hotel."""
    asked: list[bool] = []
    say, state = speaker("add", QUESTION[lang], "reads_restated", lambda: asked.append(True) or reading)
    quote = state.after_payment.quotes["reschedule"]  # type: ignore[union-attr]
    state.after_payment.quotes["reschedule"] = quote.model_copy(  # type: ignore[union-attr]
        update={"actions": [], "amount_usd": 0.0, "dates": NEW, "dates_was": WAS}
    )
    state.pickup_location = PICKUP[lang]
    state.booked = BookedFacts(travel_date=WAS[0], end_date=WAS[1], pickup_location=PICKUP[lang])
    return say, asked


def test_the_played_yes_restating_the_pickup_booked_is_the_yes() -> None:
    say, asked = moved("ZH")
    assert say("好的，改吧，日期改到2027-01-10，接送改到水莲酒店。") is None
    assert asked


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(sorted(YES)), st.data())
def test_a_yes_restating_the_pickup_held_and_the_quotes_date_is_the_yes(lang: str, data: st.DataObject) -> None:
    yes, date, pickup = (data.draw(st.sampled_from(d[lang])) for d in (YES, OWN_DATE, SAME_PICKUP))
    say, _ = moved(lang)
    assert say(f"{yes}{date}{pickup}") is None


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(sorted(YES)), st.data())
def test_a_yes_naming_a_pickup_not_held_is_no_yes(lang: str, data: st.DataObject) -> None:
    yes, date, pickup = (data.draw(st.sampled_from(d[lang])) for d in (YES, OWN_DATE, OTHER_PICKUP))
    say, _ = moved(lang)
    assert say(f"{yes}{date}{pickup}") == "NEEDS_CONFIRMATION"


@pytest.mark.parametrize("lang", sorted(YES))
def test_a_restated_pickup_asked_about_is_read_as_said(lang: str) -> None:
    text = f"{YES[lang][0]}{ASKED[lang]}"
    assert without_restated(text, [PICKUP[lang]]) == text
    if lang != "EN":  # an English question about a detail beside the yes is read by agent.consent_plain
        say, _ = moved(lang)
        assert say(text) == "NEEDS_CONFIRMATION"


@pytest.mark.parametrize("lang", sorted(YES))
def test_a_restatement_with_another_date_is_no_yes(lang: str) -> None:
    say, _ = moved(lang)
    other = {"ZH": "，日期改到2027-01-17", "EN": ", move it to 17 January", "KH": " ប្តូរទៅ 2027-01-17"}[lang]
    assert say(f"{YES[lang][0]}{other}{SAME_PICKUP[lang][0]}") == "NEEDS_CONFIRMATION"


def test_before_the_patch_a_khmer_yes_beside_another_pickup_stands() -> None:
    say, asked = moved("KH", reading=False)
    assert say(f"{YES['KH'][0]}{OTHER_PICKUP['KH'][0]}") is None
    assert asked


def test_a_restatement_alone_holds_no_yes() -> None:
    say, _ = moved("ZH")
    assert say("接送改到水莲酒店。") == "NEEDS_CONFIRMATION"
    assert without_restated("接送改到水莲酒店。", [PICKUP["ZH"]]) == "接送改到水莲酒店。"


@pytest.mark.parametrize("lang", ["EN", "ZH"])
def test_sessions_before_the_patch_read_as_before(lang: str) -> None:
    say, asked = moved(lang, reading=False)
    assert say(f"{YES[lang][0]}{SAME_PICKUP[lang][0]}") == "NEEDS_CONFIRMATION"
    assert asked
    say, asked = moved(lang, reading=False)
    assert say(YES[lang][0]) is None
    assert not asked  # a plain yes never asks
