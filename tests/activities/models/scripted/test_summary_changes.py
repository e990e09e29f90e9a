"""A change said at the booking summary applies every part to the new summary, in EN / KH / ZH: the
date, the group (which REPLACES the group: two adults and two children, never added to the two
already there) and the pickup (the new place only, not "…, not the old one") all at once (held-out
batch E). And a name written as "Name Maarten de Vries" is that name, not the message's first word."""

from __future__ import annotations

import pytest

from activities.models.scripted.contact import extract_name
from tests.activities.models.scripted.journey_support import TO_QR, Journey

FIXES = {
    "EN": (
        "Wait, two mistakes: we arrive two days later, so start 12 January 2027, not the 10th, and we are "
        "2 adults and our kids 8 and 11. Pickup at Palace Gate Hotel, not Riverside.",
        "Palace Gate Hotel",
    ),
    "ZH": ("等一下，改成2027年1月12日出发，我们是2个大人和2个孩子，8岁和11岁，在皇宫门酒店接我们", "皇宫门酒店"),
    "KH": (
        "សុំកែ៖ ចាប់ផ្តើមថ្ងៃទី១២ ខែមករា ឆ្នាំ២០២៧ មនុស្សធំ២នាក់ និងក្មេង២នាក់ អាយុ៨ និង១១ឆ្នាំ មកទទួលនៅសណ្ឋាគារផាឡេសហ្គេត",
        "សណ្ឋាគារផាឡេសហ្គេត",
    ),
}


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_a_change_at_the_summary_applies_every_part(lang):
    journey = Journey(lang)
    for line in TO_QR[lang][:-1]:  # up to the summary, before the yes
        await journey.say(line)
    assert journey.state.people_count == 2
    said, pickup = FIXES[lang]
    log = await journey.say(said)
    assert "previewBooking" in log.tools, log.final_text
    sent = journey.calls("previewBooking")[-1]
    assert sent["travel_date"] == "2027-01-12", sent
    state = journey.state
    assert (state.adults, state.children_ages, state.people_count) == (2, [8, 11], 4)
    assert state.pickup_location == pickup
    shown = log.outcomes[-1].result["data"]  # the new summary card's facts (issue 38: not in the text)
    assert (shown["travel_date"], shown["people_count"]) == ("2027-01-12", 4) and "2027-01-12" not in log.final_text


@pytest.mark.parametrize(
    "said, name",
    [
        (
            "Start 2026-12-19, pick us up at The Plantation hotel. Name Maarten de Vries, phone +31 6 4182 7730.",
            "Maarten de Vries",
        ),
        ("Name Ana dos Santos, +55 11 98765 4321", "Ana dos Santos"),
    ],
)
def test_a_name_after_the_word_name_is_that_name(said, name):
    assert extract_name(said) == name
