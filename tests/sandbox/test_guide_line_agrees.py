"""No ``included`` line contradicts a field of its own result (relay 49 req 6/10: "English-speaking guide
on tour days" under ``included`` beside "guide_languages": ["EN", "KH"] and a chosen "guide_language":
"KH"): the guide line names the chosen guide language (previewBooking, and a booking's itinerary), else
every language the result's ``guide_languages`` offers (getTripItinerary), and no other. Over every trip x
guide language asked x result language (EN / KH / ZH)."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.catalogue import CATALOGUE
from tests.sandbox.support import Sandbox

TRAVEL = "2026-04-20"
# the language names each result language writes, and its word for a guide
NAMES = {
    "EN": {"EN": "English", "KH": "Khmer", "ZH": "Chinese"},
    "KH": {"EN": "អង់គ្លេស", "KH": "ខ្មែរ", "ZH": "ចិន"},
    "ZH": {"EN": "英语", "KH": "高棉语", "ZH": "中文"},
}
GUIDE = {"EN": "guide", "KH": "មគ្គុទ្ទេសក៍", "ZH": "导游"}
NONE_THERE = ("No ", "មិនមាន", "暂无")  # the line saying the reader's language has no guide there


def _named(included: list[str], language: str) -> set[str]:
    """The guide languages the included guide lines name."""
    lines = [i for i in included if GUIDE[language] in i and not any(n in i for n in NONE_THERE)]
    assert lines, included
    return {code for code, name in NAMES[language].items() for line in lines if name in line}


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("trip_id", [t.id for t in CATALOGUE.trips])
def test_the_included_guide_line_names_the_results_guide_language(sb: Sandbox, trip_id: str, language: str) -> None:
    shown = sb.data("getTripItinerary", {"trip_id": trip_id}, lang=language)
    assert _named(shown["included"], language) == set(shown["guide_languages"]), shown["included"]
    for wanted in ("EN", "KH", "ZH"):
        body: dict[str, Any] = {"trip_id": trip_id, "travel_date": TRAVEL, "people_count": 2, "guide_language": wanted}
        quote = sb.data("previewBooking", body, lang=language)
        assert _named(quote["included"], language) == {quote["guide_language"]}, (wanted, quote["included"])


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("trip_id", [t.id for t in CATALOGUE.trips])
def test_before_booking_the_guide_named_first_is_the_one_a_booking_gets(
    sb: Sandbox, trip_id: str, language: str
) -> None:
    """Relay 71: the card's "Chinese-speaking guide" beside the itinerary's "English, Khmer or Chinese-speaking
    guide" (which one?). The itinerary names first the guide a booking made now would get; the others, where
    the region has them, only as on request."""
    shown = sb.data("getTripItinerary", {"trip_id": trip_id}, lang=language)
    quote = sb.data("previewBooking", {"trip_id": trip_id, "travel_date": TRAVEL, "people_count": 2}, lang=language)
    lines = [i for i in shown["included"] if GUIDE[language] in i and not any(n in i for n in NONE_THERE)]
    booked = [i for i in quote["included"] if GUIDE[language] in i and not any(n in i for n in NONE_THERE)]
    if language not in shown["guide_languages"]:
        return  # no guide speaks it there: every language offered, and a line saying so (the test above)
    assert len(booked) == 1 and lines[0] == booked[0], (lines, booked)
    if len(shown["guide_languages"]) > 1:
        assert len(lines) == 2 and NAMES[language][language] not in lines[1], lines
