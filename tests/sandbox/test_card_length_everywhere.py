"""A trip shown at one length is shown at that length everywhere; a child's price says what it leaves out;
a transfer names its own place (relay run 57).

- getTripItinerary of a trip a suggestion card showed at another length than the package's is the plan at
  the card's length, with the card's per-adult and per-child prices (req 13: the card's 4 days at $232.20,
  the itinerary the 2-day package at $129), as the session gives it the card's length and group (the guard,
  agent/tools/card_view.py) like compareTrips;
- the session context's list of the cards shown (trips_shown) says each at its card's length and price
  (req 13's context: "trip_004 $129 per adult, 2 days" beside the card's 4 days at $232.20);
- a child's price that is not its band's share of the adult price (60 % for 4-11, the adult's from 12) says
  in ``not_paid`` what it does not pay, and the parts it names add up (req 8: $139.80 beside $243): a 4-11 on a
  trip with a park pass pays 60 % of the adult price without the adult's pass (the pass of the card's length);
- the day-1 pickup's ``transfer`` and day 1's first line name the place the booking gives (an airport, a
  hotel, a street), never the default "your hotel" beside it (req 28, 34).
For every trip (its cards over environments, lengths and groups), every pickup kind and language.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from agent.card_length import card_days, card_record
from agent.memory import record_list, render_lists
from agent.rounding import amount_text
from agent.state import ConversationState
from agent.tools.guards import guard_call
from sandbox.data.getting_there import ROUTES, is_local, pickup_city
from sandbox.data.pickup_words import pickup_place
from sandbox.data.practical import pickup_facts
from sandbox.data.trips import TRIPS, get_trip
from sandbox.group import rate
from sandbox.park_pass import kinds_for, temple_days
from sandbox.plan import plan_for
from sandbox.plan_localized import localized_plan
from sandbox.policy import money
from tests.sandbox.support import Sandbox

LANGUAGES = ("EN", "KH", "ZH")
GROUPS = ({"adults": 2}, {"adults": 3, "children_ages": [7]}, {"adults": 2, "children_ages": [2, 9, 14]})
ENVIRONMENTS = ("TEMPLE", "CITY", "BEACH", "FOREST", "MOUNTAIN", "ISLAND")


@pytest.fixture(scope="module")
def sb() -> Sandbox:
    return Sandbox()


def searched(
    sb: Sandbox, environment: str, days: int, group: dict[str, Any], city: str = "Phnom Penh", most: int = 600
) -> tuple[dict[str, Any], ConversationState]:
    """getTripSuggestions' cards for a curious search from ``city`` and the session that saw them (its list,
    departure city and group), as the guards read it."""
    search = {"environment": environment, "mood": "curious", "duration_days": days, "departure_city": city,
              "budget_usd": {"min": 50, "max": most}, **group}  # fmt: skip
    data = sb.data("getTripSuggestions", search)
    return data, _state(search, data)


def _state(search: dict[str, Any], data: dict[str, Any]) -> ConversationState:
    now = datetime(2026, 1, 5, tzinfo=UTC)
    state = ConversationState(session_id="s", created_at=now, last_active=now)
    state.departure_city = search["departure_city"]
    state.adults = search["adults"]
    state.children_ages = list(search.get("children_ages") or [])
    state.people_count = state.adults + len(state.children_ages)
    record_list(state.memory, search, data, 1)
    return state


@pytest.mark.parametrize("group", GROUPS, ids=lambda g: str(len(g.get("children_ages") or [])))
@pytest.mark.parametrize("days", [2, 3, 4, 5])
@pytest.mark.parametrize("environment", ENVIRONMENTS)
def test_the_itinerary_of_a_card_is_at_the_cards_length_and_price(
    sb: Sandbox, environment: str, days: int, group: dict[str, Any]
) -> None:
    data, state = searched(sb, environment, days, group)
    for card in data["trips"]:
        refused, body = guard_call("getTripItinerary", {"trip_id": card["id"]}, state)
        assert refused is None
        shown = sb.data("getTripItinerary", body)
        record = card_record(card)
        assert shown["duration_days"] == card_days(card) == len(shown["itinerary"]), (card["id"], days)
        assert shown["price_usd"] == record["price_per_adult_usd"], (card["id"], days, shown["price_usd"])
        assert shown.get("child_prices_usd") == record.get("child_prices_usd"), (card["id"], days)
        if card_days(card) > card["duration_days"]:  # the added days, day by day
            assert sum(1 for d in shown["itinerary"] if d.get("added_by_customization")) == days - card["duration_days"]


@pytest.mark.parametrize("days", [2, 3, 4, 5])
@pytest.mark.parametrize("environment", ENVIRONMENTS)
def test_the_session_lists_each_card_at_its_length_and_price(sb: Sandbox, environment: str, days: int) -> None:
    data, state = searched(sb, environment, days, GROUPS[1])
    line = render_lists(state.memory)[0]
    for card in data["trips"]:
        said = line.split(f"({card['id']})")[1].split(";")[0]
        record = card_record(card)
        assert (
            f"${amount_text(record['price_per_person_usd'])} per adult" in said and f"{card_days(card)} days" in said
        ), said


def _children(data: dict[str, Any]) -> list[tuple[float, list[dict[str, Any]], dict[str, Any], str]]:
    out = []
    for card in data["trips"]:
        for record in (card, card.get("to_match_duration") or {}):
            if record.get("child_prices_usd"):
                out.append((record["price_per_adult_usd"], record["child_prices_usd"], record, card["id"]))
    return out


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_a_child_price_off_its_share_says_what_it_does_not_pay(sb: Sandbox, trip: dict, language: str) -> None:
    seen = 0
    for days in range(max(2, trip["duration_days"] - 3), trip["duration_days"] + 4):
        search = {"environment": trip["environment"], "mood": "curious", "duration_days": days, "region": trip["region"],
                  "departure_city": "Phnom Penh", "budget_usd": {"min": 50, "max": 5000}, "adults": 2,
                  "children_ages": [2, 5, 9, 13], "language": language}  # fmt: skip
        for adult, children, record, shown in _children(sb.data("getTripSuggestions", search)):
            for child in children:
                share = money(adult * rate(child["age"]))
                if share == child["price_usd"]:
                    assert "not_paid" not in child, (trip["id"], days, child)
                    continue
                seen += 1
                assert child.get("not_paid"), (trip["id"], days, child)
                card = get_trip(shown)
                plan = plan_for(card, [record["customization"]] if "customization" in record else [])
                passes = sum(k.adult_usd for k in kinds_for(temple_days(plan["days"]))) if card.get("park_pass") else 0
                if passes and 4 <= child["age"] <= 11:  # the adult's pass is the part: the rest is the share
                    assert money((adult - passes) * rate(child["age"])) == child["price_usd"], (trip["id"], child)
                    assert f"{passes:g} " in child["not_paid"], child["not_paid"]
    if trip.get("park_pass") and trip["id"] == "trip_001":  # relay 57 req 8: its 4-day card
        assert seen


def _spots(trip_id: str) -> list[str]:
    """Pickup points naming more than a town: an airport and a hotel in each town the route passes, a street."""
    r = ROUTES[trip_id]
    towns = [r.from_city, r.destination.split(",")[0], *([r.via] if r.via else [])]
    return [*(f"{town} airport, arrivals" for town in towns), *(f"Lotus Guesthouse, {town}" for town in towns),
            "Street 315 #12"]  # fmt: skip


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_every_transfer_text_names_the_pickup_the_booking_gives(trip: dict, language: str) -> None:
    plan = plan_for(trip, [])
    for spot in _spots(trip["id"]):
        if pickup_city(trip["id"], spot)[1] in ("other", "leg"):
            continue  # no driver comes there / a leg of its own (sandbox/leg_said.py)
        place = pickup_place(spot)
        facts = pickup_facts(trip["id"], spot, False, language, spot)
        shown = localized_plan(trip, plan, language, pickup_location=spot)
        first = shown["itinerary"][0]["activities"][0]
        for text in (facts["transfer"], shown["pickup"]["transfer"]):
            assert "your hotel" not in text, (trip["id"], spot, text)
            if is_local(trip["id"]):  # a route from elsewhere: the route's cities, named (no hotel)
                assert place in text, (trip["id"], spot, text)
        if first.strip():
            assert "your hotel" not in first and place in first, (trip["id"], spot, first)
            assert first.count(place) == 1 or not is_local(trip["id"]), first  # said once
