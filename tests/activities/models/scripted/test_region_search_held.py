"""A destination named in the first message ("Maybe Koh Rong?") goes into the search (its ``region``);
the session context does not record it. Invariant: once cards are shown, a message that only says again
what the search already holds (the booking details with "it's just the two of us") never searches again,
whichever destination was named: the search the session holds includes the region named before."""

from __future__ import annotations

import asyncio
import re

import pytest

from activities.models.scripted.destination import REGIONS
from activities.models.scripted.extract import CITIES
from tests.activities.models.scripted.journey_support import Journey

FIRST = {
    "EN": "Hi! We want a relaxing trip, 3 days, from Phnom Penh. Maybe {place}? Up to 500 dollars for both of us.",
    "ZH": "你好！我们两个人想轻松玩3天，从金边出发，也许去{place}？两个人一共最多500美元。",
    "KH": "សួស្តី! យើងពីរនាក់ចង់ដើរលេងសម្រាក ៣ថ្ងៃ ចេញពីភ្នំពេញ ប្រហែលជាទៅ{place}? ថវិកាសរុប ៥០០ ដុល្លារ។",
}
PICK = {"EN": "The first one looks lovely!", "ZH": "第一个看起来不错！", "KH": "ទីមួយមើលទៅល្អណាស់!"}
DETAILS = {
    "EN": "We'd like to start on 2027-02-10. Pickup at the Rosewood, name Emily Chan, phone 012 888 321. "
    "It's just the two of us.",
    "ZH": "我们想2027-02-10出发。在瑰丽酒店接我们，名字陈艾米，电话 012 888 321。就我们两个人。",
    "KH": "យើងចង់ចេញដំណើរថ្ងៃ 2027-02-10។ មកទទួលនៅសណ្ឋាគារ Rosewood ឈ្មោះ Emily Chan លេខ 012 888 321។ មានតែយើងពីរនាក់ទេ។",
}
_ALIAS = {"EN": 0, "KH": 1, "ZH": 2}
PLACES = [(region, aliases) for region, aliases in REGIONS] + [
    (city, aliases) for city, aliases in CITIES if city in ("Kampot", "Kep", "Siem Reap", "Sihanoukville")
]


def _alias(aliases: tuple[str, ...], lang: str) -> str:
    if lang == "EN":
        return aliases[0].title()
    script = r"\u1780-\u17ff" if lang == "KH" else r"\u4e00-\u9fff"
    return next(a for a in aliases if re.search(f"[{script}]", a))


async def _journey(lang: str, place: str) -> Journey:
    journey = Journey(lang)
    await journey.say(FIRST[lang].format(place=place))
    assert journey.calls("getTripSuggestions"), journey.logs[-1].final_text
    await journey.say(PICK[lang])
    await journey.say(DETAILS[lang])
    return journey


@pytest.mark.parametrize("lang", ["EN", "ZH", "KH"])
@pytest.mark.parametrize(("region", "aliases"), PLACES, ids=[p[0] for p in PLACES])
def test_the_details_after_a_named_destination_never_search_again(lang, region, aliases):
    journey = asyncio.run(_journey(lang, _alias(aliases, lang)))
    assert not journey.calls("getTripSuggestions"), (region, journey.logs[-1].final_text)
