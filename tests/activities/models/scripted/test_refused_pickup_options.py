"""Issue 37/39: a pickup outside the trip's route is refused before the yes (409 PICKUP_OUTSIDE_ROUTE),
and the offline model never dead-ends on it: it says why, asks again, and offers as quick replies the
places the trip can start from; each of them is a pickup the backend takes, so a tap continues the
booking to its summary."""

from __future__ import annotations

import pytest

from activities.models.scripted.route_pickup import CODE, route_pickups
from activities.models.scripted.window import Call
from sandbox.data.getting_there import KNOWN_CITIES, ROUTES, pickup_city
from tests.activities.models.scripted.journey_support import Journey


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_every_trip_and_town_offers_places_the_backend_takes(lang: str) -> None:
    journey = Journey(lang)
    for trip_id in ROUTES:
        for town in KNOWN_CITIES:
            if pickup_city(trip_id, town)[1] != "other":
                continue
            result = journey.backend("previewBooking", _inp(trip_id, f"Hotel, {town}"), journey.state)
            assert not result["success"] and result["error"]["code"] == CODE, (trip_id, town, result)
            options = route_pickups(Call(0, "t", "previewBooking", {}, result), lang)
            assert options, (trip_id, town)
            for option in options:
                taken = journey.backend("previewBooking", _inp(trip_id, option.text), journey.state)
                assert taken["success"], (trip_id, town, option.text, taken)


def _inp(trip_id: str, pickup: str) -> dict:
    return {"trip_id": trip_id, "travel_date": "2027-01-10", "people_count": 2, "pickup_location": pickup}


OPENING = {
    "EN": ["Hi, two of us want a relaxing beach trip, 3 days, $100-$200 each, from Siem Reap", "the first one"],
    "KH": ["ខ្ញុំចង់សម្រាកនៅឆ្នេរ ៣ ថ្ងៃ ២ នាក់ ពីសៀមរាប ថវិកា ១០០ ដល់ ២០០ ដុល្លារ", "ជម្រើសទីមួយ"],
    "ZH": ["我们两个人想去海边放松，3天，每人100-200美元，从暹粒出发", "第一个"],
}
# a town beyond any extra leg's reach (nine hours by road: sandbox/data/road_hours.py); a town within reach is a
# priced leg now, never refused (tests/sandbox/test_extra_leg.py)
DETAILS = {
    "EN": "10 January 2027, Sokha Chan, +855 12 345 678, Hotel in Ratanakiri",
    "KH": "ថ្ងៃទី១០ ខែមករា ឆ្នាំ២០២៧ សុខា ចាន់ 012 345 678 សណ្ឋាគារនៅរតនគិរី",
    "ZH": "2027年1月10日，王明，+855 12 345 678，腊塔纳基里的酒店",
}


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_a_refused_pickup_reaches_the_summary_by_a_tap(lang: str) -> None:
    journey = Journey(lang)
    for text in [*OPENING[lang], {"EN": "book it", "KH": "កក់", "ZH": "好的，就订这个"}[lang]]:
        await journey.say(text)
    log = await journey.say(DETAILS[lang])
    refused = [o for o in log.outcomes if o.name == "previewBooking"]
    assert refused and not refused[-1].result["success"], log.text
    options = log.responses[-1].quick_replies
    assert options and all(o.value.startswith("pickup:") for o in options), log.final_text
    for option in options:  # any of them continues the booking
        tapped = Journey(lang)
        for text in [*OPENING[lang], {"EN": "book it", "KH": "កក់", "ZH": "好的，就订这个"}[lang], DETAILS[lang]]:
            await tapped.say(text)
        after = await tapped.say(option.text)
        previews = [o for o in after.outcomes if o.name == "previewBooking"]
        assert previews and previews[-1].result["success"], (option.text, after.text)


@pytest.mark.parametrize("lang", ["KH", "ZH"])
def test_the_refusal_names_the_towns_in_the_sessions_script(lang: str) -> None:
    """The backend's refusal details name towns in English; a Khmer or Chinese traveller reads them in their script."""
    from activities.models.scripted.route_pickup import refusal_text
    from agent.place_words import city_words

    details = {"pickup_city": "Siem Reap", "trip_starts_from": "Phnom Penh", "group_can_join_in": "Kep"}
    call = Call(0, "t1", "previewBooking", {}, {"success": False, "error": {"code": CODE, "details": details}})
    said = refusal_text(call, lang)
    for town in details.values():
        assert town not in said and city_words(town, lang) in said, said
