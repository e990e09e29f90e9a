"""Every card that shows a group counts it by the price each pays, as its price lines do (relay 48 req 12:
the first booking summary said "Adults 2, Children 2 (ages 9, 14)" beside "Per adult $425" and a total of
3 x $425 + $255; the traveller: "the card says 2 adults 2 children but you charge my daughter as adult").

Over groups with ages 0-17 and the results the backend really returns (previewBooking holds its bands in
``pricing``; a change's ``proposed``; a result with no bands at all), in EN, KH and ZH: the booking summary,
change and what-if cards never list an adult or child count by age, their adult-price line counts the
adults and the 12-17s, the child-price line the 4-11s, the free line the under-4s, and the counts x the
card's prices make the card's total (agent/band_lines.py is the one function)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from agent.band_lines import BAND_KEYS
from agent.quote_card import quote_frame
from agent.quote_text import card_text
from agent.state import ConversationState
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_change_prices import family, preview

NOW = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
AGES = st.lists(st.integers(0, 17), min_size=1, max_size=4)
LANGUAGES = st.sampled_from(["EN", "KH", "ZH"])
CHILD_WORD = {"EN": "Children", "KH": "កុមារ:", "ZH": "儿童："}  # the old line, in each language's text


@pytest.fixture(scope="module")
def sb() -> Sandbox:
    return Sandbox()


def _state(language: str) -> ConversationState:
    return ConversationState(session_id="s-cards", preferred_language=language, created_at=NOW, last_active=NOW)


def _says_by_price(frame: dict[str, Any], adults: int, ages: list[int], language: str) -> None:
    details = frame["details"]
    assert "adults" not in details and "children_ages" not in details, details
    teens = sorted(a for a in ages if a >= 12)
    assert details["adult_price_count"] == adults + len(teens)
    assert details.get("adult_price_ages", []) == teens
    assert details.get("child_price_ages", []) == sorted(a for a in ages if 4 <= a <= 11)
    assert details.get("free_ages", []) == sorted(a for a in ages if a <= 3)
    assert set(details) & {"adult_price_count", *BAND_KEYS} <= set(BAND_KEYS)
    total = details.get("new_total_usd", details.get("total_usd"))
    per_adult = details.get("price_per_person_usd")
    if isinstance(total, (int, float)) and isinstance(per_adult, (int, float)) and not frame.get("netting"):
        kids = len(details.get("child_price_ages", []))
        shown = details["adult_price_count"] * per_adult + kids * details.get("child_price_usd", 0)
        assert shown == pytest.approx(total, abs=0.011 * (adults + len(ages)))
    text = card_text(frame, language)
    assert CHILD_WORD[language] not in text, text


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(adults=st.integers(1, 3), ages=AGES, trip=st.sampled_from(["trip_001", "trip_008"]), language=LANGUAGES)
def test_a_booking_summary_counts_the_group_by_the_price_each_pays(
    sb: Sandbox, adults: int, ages: list[int], trip: str, language: str
) -> None:
    body = {"trip_id": trip, "travel_date": TRAVEL, "adults": adults, "children_ages": ages}
    data = {**sb.data("previewBooking", {**body, "pickup_location": "Hotel lobby"}), "quote_id": "Q-booking-1-1"}
    frame = quote_frame("", data, _state(language), "previewBooking")
    assert frame is not None
    _says_by_price(frame.frame(), adults, ages, language)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(adults=st.integers(1, 3), ages=AGES, language=LANGUAGES)
def test_a_result_without_bands_is_counted_by_the_same_rule(adults: int, ages: list[int], language: str) -> None:
    data = {
        "quote_id": "Q-booking-1-1",
        "trip_name": "Angkor",
        "adults": adults,
        "children_ages": ages,
        "people_count": adults + len(ages),
        "price_per_person_usd": 100.0,
        "total_usd": 100.0 * (adults + sum(1 for a in ages if a >= 12)) + 60.0 * sum(1 for a in ages if 4 <= a <= 11),
        "pricing": {"travellers": [{"who": "child", "band": "child", "age": 9, "price_usd": 60.0}]},
    }
    frame = quote_frame("", data, _state(language), "previewBooking")
    assert frame is not None
    _says_by_price(frame.frame(), adults, ages, language)


@pytest.mark.parametrize(
    "change",
    [
        {"add_adults": 1},
        {"add_children_ages": [14]},
        {"add_children_ages": [2]},
        {"new_travel_date": "2026-04-27"},
    ],
)
@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_a_change_and_a_what_if_card_count_the_group_after_by_the_price_each_pays(
    change: dict[str, Any], language: str
) -> None:
    sb = Sandbox()  # its own seats
    booking = family(sb, 2, (9, 14, 3))
    quote = preview(sb, booking["booking_id"], **change)
    adults = 2 + int(change.get("add_adults", 0))
    ages = [9, 14, 3, *change.get("add_children_ages", [])]
    for data in (quote, {**quote, "purpose": "information"}):
        frame = quote_frame("", data, _state(language), "previewReschedule")
        assert frame is not None
        if "new_travel_date" in change:  # the group as it is: no rows (relay run 53 req 39, test_change_card_group)
            assert not {"adults", "children_ages", *BAND_KEYS} & frame.frame()["details"].keys()
            continue
        _says_by_price(frame.frame(), adults, ages, language)
