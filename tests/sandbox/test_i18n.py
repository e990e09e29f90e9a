"""Khmer and Chinese sessions: every card type the traveller sees comes from the sandbox in the
session's language (no English sentence where the backend has a translation), every catalogue
text has both translations, and guides in the traveller's language where they exist."""

from __future__ import annotations

import re
import string
from typing import Any, Iterator

import pytest

from agent.formatter import confirmation_frame, format_response
from agent.state import ConversationState
from agent.tools.calls import ToolOutcome
from sandbox.data import festivals, hotels, places, weather
from sandbox.data.itineraries import DAYS, GUIDE, INCLUDED, MEALS
from sandbox.data.trips import TRIPS
from sandbox.i18n import TABLES
from sandbox.i18n.views import LANGUAGE_NAMES, MEALS_LINE
from tests.sandbox.support import END, START, TRAVEL, Sandbox

CARD_TYPES = {
    "trip_cards",
    "itinerary",
    "weather",
    "image_gallery",
    "budget_estimate",
    "comparison",
    "qr_payment",
    "booking_held",
}
# Codes, ids, URLs and cross-language copies: not traveller sentences.
CODE_KEYS = {
    "type",
    "id",
    "trip_id",
    "booking_id",
    "hotel_id",
    "payment_intent_id",
    "base_trip_id",
    "url",
    "image_url",
    "qr_code_url",
    "qr_payload",
    "name_en",
    "region_en",
    "destination_en",
    "name_kh",
    "name_zh",
    "tier",
    "environment",
    "moods",
    "difficulty",
    "status",
    "currency",
    "matches",
    "does_not_fit",
    "budget_fit",
    "price_is",
    "forecast_type",
    "season",
    "booking_ref",
    "purpose",  # qr_payment: booking | top_up (a code, not words)
    "trip_type",
    "recommendation_reason",
    "notes",
    "who",
    "band",
    "transport",
    "guide_languages",
    "customization",
    "expires_at",
    "reserved_until",
    "date",
    "travel_date",
    "end_date",
    "text",
    "state",
    "payment",
    "level",  # a day's effort: easy | moderate | hard (a code the card words itself)
    "local_currency",  # KHR / CNY beside the USD amounts (a code, not words)
}
# Proper names that stay in Latin script (hotel brands, one plantation's name, a district).
LATIN_NAMES = {w for h in hotels.HOTELS for w in re.findall(r"[A-Za-z]+", h["name"])} | {"La", "Plantation", "BKK"}
KHMER = re.compile(r"[\u1780-\u17FF]")
CJK = re.compile(r"[\u4e00-\u9fff]")


def strings(value: Any, key: str = "") -> Iterator[tuple[str, str]]:
    if key in CODE_KEYS:
        return
    if isinstance(value, str):
        yield key, value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings(v, k)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item, key)


def english_left(frame: dict[str, Any]) -> list[tuple[str, str]]:
    """(field, text) pairs that still contain English words."""
    return [(k, s) for k, s in strings(frame) if any(w not in LATIN_NAMES for w in re.findall(r"[A-Za-z]{2,}", s))]


def outcome(name: str, data: dict[str, Any]) -> ToolOutcome:
    return ToolOutcome(tool_use_id=f"t-{name}", name=name, result={"success": True, "data": data})


def session_frames(lang: str) -> dict[str, dict[str, Any]]:
    """One frame of each card type, from real sandbox answers in ``lang`` through the formatter."""
    sb = Sandbox()
    state = ConversationState.new("s", START, user_id="u", language=lang)
    frames: dict[str, dict[str, Any]] = {}

    def card(tool: str, body: dict[str, Any]) -> dict[str, Any]:
        data = sb.data(tool, body, lang=lang)
        frame = format_response("", [outcome(tool, data)], state)
        frames[frame["type"]] = frame
        return data

    sugg = card(
        "getTripSuggestions",
        {
            "mood": "family",
            "environment": "BEACH",
            "duration_days": 3,
            "adults": 2,
            "children_ages": [6, 9],
            "budget_usd": {"min": 80, "max": 200},
            "departure_city": "Battambang",
        },
    )
    trip_id = sugg["recommended_trip_id"]
    itin = card("getTripItinerary", {"trip_id": trip_id})
    card("getWeatherForecast", {"destination": "Kep", "date": START.date().isoformat()})
    card("getTripImages", {"trip_id": trip_id})
    frames["hotel_gallery"] = format_response(
        "",
        [outcome("getHotelDetails", sb.data("getHotelDetails", {"hotel_id": itin["hotels"][0]["id"]}, lang=lang))],
        state,
    )
    card("estimateBudget", {"trip_type": "budget", "duration_days": 3, "people_count": 4})
    card("compareTrips", {"trip_ids": [t["id"] for t in sugg["trips"]]})
    booking = card(
        "createBooking",
        {
            "trip_id": trip_id,
            "travel_date": TRAVEL,
            "end_date": END,
            "adults": 2,
            "children_ages": [6, 9],
            "transport": "self_drive",
            "customer_name": "Sokha Chan",
            "customer_phone": "012 345 678",
        },
    )
    card("generatePaymentQR", {"booking_id": booking["booking_id"]})
    state.booking_id, state.booking_ref, state.selected_trip_name = (
        booking["booking_id"],
        booking["booking_ref"],
        booking["trip_name"],
    )
    frames["confirmed_after_payment"] = confirmation_frame("", state)
    return frames


@pytest.mark.parametrize("lang, script", [("KH", KHMER), ("ZH", CJK)])
def test_every_card_reaches_the_traveller_in_the_session_language(lang: str, script: re.Pattern[str]) -> None:
    frames = session_frames(lang)
    assert CARD_TYPES <= {f["type"] for f in frames.values()}
    for kind, frame in frames.items():
        assert english_left(frame) == [], (kind, english_left(frame))
    assert script.search(frames["trip_cards"]["trips"][0]["tagline"])
    itinerary = frames["itinerary"]
    assert all(
        script.search(d["title"]) and all(script.search(a) for a in d["activities"]) for d in itinerary["itinerary"]
    )
    assert script.search(frames["weather"]["forecast"]["condition"]) and script.search(frames["weather"]["destination"])
    assert all(script.search(r["text"]) for r in frames["hotel_gallery"]["hotel"]["reviews"])
    assert script.search(frames["booking_held"]["trip_name"])


def test_english_sessions_stay_english() -> None:
    frames = session_frames("EN")
    for frame in frames.values():
        assert not [s for _, s in strings(frame) if KHMER.search(s) or CJK.search(s)]


def catalogue_texts() -> set[str]:
    texts: set[str] = set()
    for trip in TRIPS:
        texts |= {
            trip["tagline"],
            trip["region"],
            trip["tier"],
            trip["difficulty"],
            *trip["highlights"],
            *trip["moods"],
        }
    for plan in DAYS.values():
        for title, activities in plan:
            texts |= {title, *activities}
    texts |= {*MEALS, MEALS_LINE, "No {language}-speaking guide in {region}: English or Khmer instead"}
    texts |= {i for items in INCLUDED.values() for i in items}
    texts |= {f"{name}-speaking {guide}" for name in LANGUAGE_NAMES.values() for guide in GUIDE.values()}
    for hotel in hotels.HOTELS:
        texts |= {hotel["feature"], hotel["region"], *hotel["amenities"]}
    texts |= {t for _, t in hotels._REVIEW_TEMPLATES} | {"Room at {name}", hotels.ROOMS}
    texts |= {p["description"] for p in places.PLACES} | {p["region"] for p in places.PLACES}
    texts |= {f["description"] for f in festivals.FESTIVALS} | {f["region"] for f in festivals.FESTIVALS}
    texts |= set(weather._PLACES) | {weather.TYPICAL_NOTE}
    for rain, heat in ((80, 30), (50, 30), (30, 30), (10, 36), (10, 30)):
        texts |= set(weather._condition(rain, heat))
    texts.add("Evenings in the highlands are cool: bring a warm layer.")
    texts |= {
        "Region",
        "Tier",
        "Price per adult (USD)",
        "Duration (days)",
        "Price per adult per day (USD)",
        "Difficulty",
        "Best for",
        "Highlights",
    }
    return texts


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("lang, script", [("KH", KHMER), ("ZH", CJK)])
def test_every_catalogue_text_has_a_translation(lang: str, script: re.Pattern[str]) -> None:
    table = TABLES[lang]
    texts = catalogue_texts()
    assert len(texts) > 400
    missing = sorted(t for t in texts if t not in table)
    assert missing == []
    for english in texts:
        translated = table[english]
        assert script.search(translated), (english, translated)
        assert fields(translated) <= fields(english), english  # no placeholder the code does not fill
        assert fields(english) - fields(translated) <= {"language"}, english  # only the language may be implied


def test_guides_speak_the_travellers_language_where_they_exist() -> None:
    sb = Sandbox()
    # a trip's itinerary names the languages its guides speak; a booking's summary the one it gets
    # (the session's where guides speak it: tests/sandbox/test_guide_line_agrees.py)
    kep_kh = sb.data("getTripItinerary", {"trip_id": "trip_007"}, lang="KH")
    assert "មគ្គុទ្ទេសក៍និយាយភាសាខ្មែរនៅថ្ងៃទស្សនា" in kep_kh["included"] and "KH" in kep_kh["guide_languages"]
    assert "អាចស្នើសុំមគ្គុទ្ទេសក៍និយាយភាសាអង់គ្លេសបាន" in kep_kh["included"]
    quote = {"trip_id": "trip_007", "travel_date": TRAVEL, "people_count": 2}
    assert "មគ្គុទ្ទេសក៍និយាយភាសាខ្មែរនៅថ្ងៃទស្សនា" in sb.data("previewBooking", quote, lang="KH")["included"]
    kep_zh = sb.data("getTripItinerary", {"trip_id": "trip_007"}, lang="ZH")
    assert "ZH" not in kep_zh["guide_languages"] and any("暂无中文导游" in i for i in kep_zh["included"])
    angkor_zh = sb.data("getTripItinerary", {"trip_id": "trip_001"}, lang="ZH")
    assert "游览日中文导游" in angkor_zh["included"] and "也可应要求安排英语或高棉语导游" in angkor_zh["included"]
    assert "游览日中文导游" in sb.data("previewBooking", {**quote, "trip_id": "trip_001"}, lang="ZH")["included"]
    en = sb.data("getTripItinerary", {"trip_id": "trip_002"})
    assert "English-speaking licensed guide" in en["included"]
    assert "Also on request: a guide speaking Khmer or Chinese" in en["included"]
    body = {
        "trip_id": "trip_001",
        "travel_date": TRAVEL,
        "end_date": END,
        "people_count": 2,
        "pickup_location": "Hotel",
        "customer_name": "Li Wei",
        "customer_phone": "+8613812345678",
    }
    assert sb.data("createBooking", body, lang="ZH")["group"]["guide_language"] == "ZH"
    assert sb.data("createBooking", {**body, "trip_id": "trip_007"}, lang="ZH")["group"]["guide_language"] == "EN"


def test_places_named_in_khmer_or_chinese_find_their_weather() -> None:
    sb = Sandbox()
    for name in ("កែប", "白马", "Kep"):
        data = sb.data("getWeatherForecast", {"destination": name, "date": START.date().isoformat()}, lang="ZH")
        assert data["destination_en"] == "Kep" and data["destination"] == "白马"


def test_khmer_texts_address_the_traveller_as_lok_lok_srey() -> None:
    """The prompt addresses a Khmer traveller as លោក/លោកស្រី, never the bare អ្នក ("you"); a relay
    model found the backend's meeting point saying "the driver meets អ្នក at ..." on the card."""
    import pathlib
    import re

    # driver, locals, butler, traveller, participant: not "you"
    compounds = ("អ្នកបើកបរ", "អ្នកស្រុក", "អ្នកបម្រើ", "អ្នកដំណើរ", "អ្នកចូលរួម")
    root = pathlib.Path(__file__).resolve().parents[2] / "sandbox"
    found = []
    for path in root.rglob("*.py"):
        for line_no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            for match in re.finditer("អ្នក", line):
                if not line.startswith(compounds, match.start()):
                    found.append(f"{path.name}:{line_no}")
    assert not found, found
