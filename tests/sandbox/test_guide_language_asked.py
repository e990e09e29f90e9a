"""The booking's guide speaks what the traveller asked for: an explicit guide_language, else a
guide-language need in the special requests (in any session language), else the session's language,
always one the trip's region offers; the summary and the booking agree, and a KH / ZH session reads
it in its own words (agent/status_words.py)."""

from __future__ import annotations

import pytest

from agent.status_words import with_labels
from tests.sandbox.support import END, TRAVEL, Sandbox

ENGLISH_GUIDE = {
    "EN": "My husband speaks only English: please an English-speaking guide.",
    "KH": "ប្តីខ្ញុំនិយាយតែភាសាអង់គ្លេស សូមមគ្គុទ្ទេសក៍និយាយភាសាអង់គ្លេស",
    "ZH": "我丈夫只会说英语，请安排英语导游。",
}
WORDS = {"KH": "ភាសាអង់គ្លេស", "ZH": "英语"}


def _bodies(requests: str, trip_id: str = "trip_001") -> tuple[dict, dict]:
    preview = {
        "trip_id": trip_id,
        "travel_date": TRAVEL,
        "people_count": 2,
        "pickup_location": "Hotel",
        "special_requests": requests,
    }
    create = {**preview, "end_date": END, "customer_name": "Sok Dara", "customer_phone": "+85512345678"}
    return preview, create


@pytest.mark.parametrize("session", ["KH", "ZH"])
@pytest.mark.parametrize("said_in", ["EN", "KH", "ZH"])
def test_a_guide_language_asked_in_the_requests_is_the_booking_s_guide(session: str, said_in: str) -> None:
    sb = Sandbox()
    preview, create = _bodies(ENGLISH_GUIDE[said_in])
    summary = sb.data("previewBooking", preview, lang=session)
    assert summary["guide_language"] == "EN"
    assert with_labels(summary, session)["guide_language_label"] == WORDS[session]
    assert sb.data("createBooking", create, lang=session)["group"]["guide_language"] == "EN"


@pytest.mark.parametrize("session", ["EN", "KH", "ZH"])
def test_an_explicit_guide_language_wins_and_one_the_region_lacks_falls_back(session: str) -> None:
    sb = Sandbox()
    preview, create = _bodies("Vegetarian meals, please.")
    assert sb.data("previewBooking", {**preview, "guide_language": "KH"}, lang=session)["guide_language"] == "KH"
    assert sb.data("createBooking", {**create, "guide_language": "KH"}, lang=session)["group"]["guide_language"] == "KH"
    # no guide named: the session's language (trip_007's region has no Chinese-speaking guides: English)
    assert sb.data("previewBooking", preview, lang=session)["guide_language"] == session
    kep, _ = _bodies("我们要中文导游", "trip_007")
    assert sb.data("previewBooking", kep, lang=session)["guide_language"] in ("EN", "KH")
    assert sb.data("previewBooking", kep, lang=session)["guide_language"] != "ZH"


@pytest.mark.parametrize(
    "requests", ["A female guide, please.", "An English menu; a friendly guide.", "请给我们素食。", "សូមអាហារបួស"]
)
def test_requests_that_name_no_guide_language_keep_the_session_s(requests: str) -> None:
    preview, _ = _bodies(requests)
    assert Sandbox().data("previewBooking", preview, lang="KH")["guide_language"] == "KH"
