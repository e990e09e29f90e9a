"""What an itinerary says of the Angkor pass agrees with the price it comes with (a Khmer family's itinerary
said "(pass included)" on the Angkor day while their price had left the pass out). Invariant: for every trip
with a pass, every group and count of Cambodian citizens and every language, the plan's days say the pass is
included exactly when a traveller from 12 who is not a citizen pays it, say citizens enter free exactly when
citizens were priced, the price states (park_pass ``says``) no pass in the price exactly when nobody pays one,
and one adult's price holds the pass exactly when that is so."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.data.trips import TRIPS
from sandbox.i18n.pass_texts import CITIZENS_FREE, INCLUDED, SAYS_CITIZENS_FREE, SOME_FREE
from tests.sandbox.support import Sandbox

WITH_PASS = [t for t in TRIPS if "park_pass" in t]
CITY = "Siem Reap"


@pytest.fixture(scope="module")
def sb() -> Sandbox:
    return Sandbox()


def _activities(shown: dict[str, Any]) -> list[str]:
    return [a for day in shown["itinerary"] for a in day.get("activities") or [] if isinstance(a, str)]


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(
    trip=st.sampled_from(WITH_PASS),
    adults=st.integers(1, 3),
    ages=st.lists(st.integers(0, 17), max_size=3),
    language=st.sampled_from(["EN", "KH", "ZH"]),
    data=st.data(),
)
def test_the_itinerary_says_of_the_pass_what_its_price_charges(
    sb: Sandbox, trip: dict[str, Any], adults: int, ages: list[int], language: str, data: st.DataObject
) -> None:
    k = data.draw(st.integers(0, adults + len(ages)))
    body = {"trip_id": trip["id"], "departure_city": CITY, "adults": adults, "children_ages": ages}
    plain = sb.data("getTripItinerary", {**body, "language": language})
    shown = sb.data("getTripItinerary", {**body, "cambodian_citizens": k, "language": language})
    lang = language.lower()
    included, free, some = (getattr(t, lang) for t in (INCLUDED, CITIZENS_FREE, SOME_FREE))
    says_pass_day = any(included in a for a in _activities(plain))  # the catalogue's day at the ticket office
    from_12 = adults + sum(1 for a in ages if a >= 12)
    payers = max(from_12 - k, 0)  # citizens' passes come off the dearest parts first: those from 12
    days = _activities(shown)
    if says_pass_day:
        said_included = any(included in a or some in a for a in days)
        said_free = any(free in a or some in a for a in days)
        assert said_included == (payers > 0), days
        assert said_free == (k > 0), days
    part = shown["park_pass"]
    nothing_bought = getattr(SAYS_CITIZENS_FREE, lang).split("{")[0]
    assert part["says"].startswith(nothing_bought) == (k > 0 and payers == 0)
    if part["temple_days"]:  # one adult's price holds the pass unless every one from 12 is a citizen
        expected = plain["price_usd"] - (part["adult_usd"] if k and payers == 0 else 0.0)
        assert shown["price_usd"] == pytest.approx(expected)


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("k", [0, 1, 2])
def test_a_booked_itinerary_says_of_the_pass_what_the_booking_charges(sb: Sandbox, k: int, language: str) -> None:
    booked = sb.book("trip_001", 2, cambodian_citizens=k)
    shown = sb.data("getTripItinerary", {"booking_id": booked["booking_id"], "language": language})
    lang = language.lower()
    days = " ".join(_activities(shown))
    words = {0: INCLUDED, 1: SOME_FREE, 2: CITIZENS_FREE}[k]  # two adults: none, one or both citizens
    assert getattr(words, lang) in days
    if k == 2:
        assert getattr(INCLUDED, lang) not in days
