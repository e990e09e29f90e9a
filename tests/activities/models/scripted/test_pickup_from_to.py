"""After payment, "change the pickup from <the old place> to <a landmark>" moves the pickup there in every language
(held-out batch S: "សុំប្តូរកន្លែងមកទទួល ពីផ្សារតាខ្មៅ ទៅវត្តភ្នំវិញបានទេ" was not heard); a landmark (a wat, a
monument) is a place to be picked up at like a hotel, in a details answer too."""

from __future__ import annotations

import pytest

from activities.models.scripted.understand import hear
from tests.activities.models.scripted.journey_support import Journey

MOVES = {
    "KH": ("បង សុំប្តូរកន្លែងមកទទួល ពីសណ្ឋាគាររីវើសាយ ទៅវត្តភ្នំវិញបានទេ ព្រោះថ្ងៃនោះខ្ញុំស្នាក់ផ្ទះបងស្រី", "វត្តភ្នំ"),
    "ZH": ("接送地点能从河畔酒店改到金边独立碑吗？那天我住朋友家", "金边独立碑"),
    "EN": (
        "Could you change the pickup from the Riverside Hotel to Wat Phnom please? I'll stay with a friend.",
        "Wat Phnom",
    ),
}


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_a_pickup_moved_from_one_place_to_a_landmark_is_changed(lang: str) -> None:
    journey = Journey(lang)
    await journey.to_qr()
    journey.pay("succeed")
    said, place = MOVES[lang]
    log = await journey.say(said)
    assert "changePickup" in log.tools, log.final_text
    assert (journey.state.booking_pickup or {}).get("location") == place


@pytest.mark.parametrize(
    "said,place",
    [
        ("ម៉ៅ ស្រីនិច +855 88 903 2751 ផ្សារតាខ្មៅ ក្មួយខ្ញុំមិនញ៉ាំហឹរទេ", "ផ្សារតាខ្មៅ"),
        ("ម៉ៅ ស្រីនិច +855 88 903 2751 វត្តភ្នំ", "វត្តភ្នំ"),
        ("王明，+855 12 345 678，金边独立碑", "金边独立碑"),
        ("Sokha Chan, +855 12 345 678, Independence Monument", "Independence Monument"),
    ],
)
def test_a_landmark_or_market_in_the_details_is_the_pickup_and_nothing_after_it(said: str, place: str) -> None:
    assert hear(said, "ask_booking_details").slots.get("pickup") == place
