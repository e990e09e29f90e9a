"""Families and honest answers in the sandbox: child prices, self-drive, suggestions that honour
duration and budget (or say why not), seasonal weather beyond the forecast horizon, itinerary
meals that match the included list, riel computed by the backend, phone normalisation."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from agent.display import convert_usd
from agent.state import ConversationState
from agent.tools.phone import clean_phone, normalize_phone
from agent.tools.validation import prepare_tool_input, validate_tool_input
from sandbox.data.currency import PER_USD
from sandbox.data.trips import TRIPS, get_trip
from sandbox.group import CHILD_RATE, SELF_DRIVE_CREDIT_PER_DAY
from sandbox.suggest_pick import at_asked_length, below_window, fits_whole, no_harder_on_foot
from tests.sandbox.support import END, START, TRAVEL, Sandbox

FAMILY = {"adults": 2, "children_ages": [6, 9, 14]}


@pytest.fixture()
def sb() -> Sandbox:
    return Sandbox()


def suggest(sb: Sandbox, lang: str = "EN", **body: Any) -> dict[str, Any]:
    base = {
        "mood": "stressed",
        "environment": "BEACH",
        "duration_days": 3,
        "budget_usd": {"min": 80, "max": 120},
        "departure_city": "Phnom Penh",  # every beach trip's start: no extra leg (tests/sandbox/test_extra_leg.py)
    }
    return sb.data("getTripSuggestions", {**base, **body}, lang=lang)


# --- group prices ----------------------------------------------------------------------------


def test_child_prices_by_age_and_self_drive_credit(sb: Sandbox) -> None:
    trip = get_trip("trip_007")
    body = {"base_trip_id": "trip_007", "customizations": [], "adults": 2, "children_ages": [2, 6, 11, 12]}
    driver = sb.data("calculateCustomTrip", body)
    adult = trip["price_usd"]
    assert driver["people_count"] == 6
    assert [t["price_usd"] for t in driver["travellers"]] == [
        adult,
        adult,
        0.0,
        round(adult * CHILD_RATE, 2),
        round(adult * CHILD_RATE, 2),
        adult,
    ]
    assert driver["total_usd"] == pytest.approx(adult * (3 + 2 * CHILD_RATE))
    assert driver["pickup_required"] is True
    selfdrive = sb.data("calculateCustomTrip", {**body, "transport": "self_drive"})
    # the driver on every day and the transfer from the start, neither of which the group takes
    credit = SELF_DRIVE_CREDIT_PER_DAY[trip["tier"]] * trip["duration_days"] + float(trip.get("transfer_usd") or 0)
    assert selfdrive["price_per_adult_usd"] == pytest.approx(adult - credit)
    assert selfdrive["total_usd"] == pytest.approx((adult - credit) * (3 + 2 * CHILD_RATE))
    assert selfdrive["total_usd"] < driver["total_usd"] and selfdrive["pickup_required"] is False


def test_change_transport_to_none_is_a_credit_and_unknown_modes_are_refused(sb: Sandbox) -> None:
    none = sb.data(
        "calculateCustomTrip",
        {
            "base_trip_id": "trip_008",
            "people_count": 5,
            "customizations": [{"type": "change_transport", "details": {"to": "none"}}],
        },
    )
    assert none["customizations"][0]["price_usd"] < 0
    assert none["price_per_adult_usd"] < get_trip("trip_008")["price_usd"]
    err = sb.error(
        "calculateCustomTrip",
        {"base_trip_id": "trip_008", "customizations": [{"type": "change_transport", "details": {"to": "hovercraft"}}]},
        400,
    )
    assert "self_drive" in err["message"]


def test_old_people_count_requests_and_inconsistent_groups(sb: Sandbox) -> None:
    old = sb.data("calculateCustomTrip", {"base_trip_id": "trip_001", "customizations": [], "people_count": 3})
    assert old["adults"] == 3 and old["children_ages"] == [] and old["total_usd"] == pytest.approx(3 * 189)
    err = sb.error("calculateCustomTrip", {"base_trip_id": "trip_001", "people_count": 4, **FAMILY}, 400)
    assert "people_count" in err["message"]
    sb.error("calculateCustomTrip", {"base_trip_id": "trip_001", "people_count": 2, "children_ages": [5, 7]}, 400)
    sb.error("calculateCustomTrip", {"base_trip_id": "trip_001", "adults": 1, "children_ages": [18]}, 400)


def test_family_booking_prices_children_and_needs_no_pickup_when_self_driving(sb: Sandbox) -> None:
    base = {
        "trip_id": "trip_007",
        "travel_date": TRAVEL,
        "end_date": END,
        "customer_name": "Srey Pov",
        "customer_phone": "097 765 4321",
        **FAMILY,
    }
    err = sb.error("createBooking", base, 400)
    assert "pickup_location" in err["message"]
    booking = sb.data("createBooking", {**base, "transport": "self_drive"}, lang="KH")
    quote = sb.data("calculateCustomTrip", {"base_trip_id": "trip_007", "transport": "self_drive", **FAMILY})
    assert booking["people_count"] == 5 and booking["total_usd"] == pytest.approx(quote["total_usd"])
    assert booking["pickup_location"] is None
    assert booking["group"] == {
        "adults": 2,
        "children_ages": [6, 9, 14],
        "transport": "self_drive",
        "guide_language": "KH",
    }
    assert booking["total_khr"] == convert_usd(booking["total_usd"], "KHR", PER_USD["KHR"])
    changed = sb.data("modifyBooking", {"booking_id": booking["booking_id"], "modifications": {"people_count": 6}})
    assert changed["booking"]["group"]["adults"] == 3 and changed["booking"]["group"]["children_ages"] == [6, 9, 14]
    assert changed["booking"]["total_usd"] == pytest.approx(quote["total_usd"] + quote["price_per_adult_usd"])


# --- suggestions -------------------------------------------------------------------------------


def test_family_budget_is_met_with_child_prices_and_self_drive(sb: Sandbox) -> None:
    driver = suggest(sb, **FAMILY)
    assert not any(t["within_budget"] for t in driver["trips"])  # 80-120 is too little with a driver...
    assert driver["recommendation_reason"] == "none_within_budget_cheapest"
    assert any("self_drive" in n for n in driver["notes"])
    own = suggest(sb, transport="self_drive", **FAMILY)
    fitting = [t for t in own["trips"] if t["within_budget"]]
    assert [t["id"] for t in fitting] == ["trip_007"]  # ...but the Kep trip fits when they drive
    kep = fitting[0]
    average = kep["average_per_paying_traveller_usd"]
    assert average == pytest.approx(kep["total_usd"] / 5) and average <= 120
    assert own["recommended_trip_id"] == "trip_007" and own["recommendation_reason"] == "best_match_within_budget"
    assert own["matched_on"]["children_ages"] == [6, 9, 14] and own["matched_on"]["transport"] == "self_drive"


def test_duration_and_budget_are_honoured_or_explained(sb: Sandbox) -> None:
    data = suggest(sb, people_count=2, duration_days=5, budget_usd={"min": 500, "max": 700})
    by_tier = {t["tier"]: t for t in data["trips"]}
    assert by_tier["budget"]["within_budget"] and by_tier["budget"]["budget_fit"] == "below_range"
    assert by_tier["standard"]["within_budget"] and not by_tier["luxury"]["within_budget"]
    assert by_tier["luxury"]["budget_fit"] == "above_range"
    assert not any(t["fits_duration"] for t in data["trips"]) and any("5 days" in n for n in data["notes"])
    for t in data["trips"]:  # the lengthened price is exactly what calculateCustomTrip quotes
        adj = t["to_match_duration"]
        assert adj["duration_days"] == 5
        calc = sb.data(
            "calculateCustomTrip",
            {"base_trip_id": t["id"], "people_count": 2, "customizations": [adj["customization"]]},
        )
        assert calc["total_usd"] == pytest.approx(adj["total_usd"])
        assert adj["within_budget"] == (adj["total_usd"] / 2 <= 700)
    fitting = [t for t in data["trips"] if t["within_budget"] or t["to_match_duration"]["within_budget"]]
    best = max(fitting, key=lambda t: t["match_score"])
    assert data["recommended_trip_id"] == best["id"] == by_tier["standard"]["id"]


@settings(max_examples=40, deadline=None)
@given(
    env=st.sampled_from(["MOUNTAIN", "BEACH", "CITY", "FOREST", "ISLAND", "TEMPLE"]),
    days=st.integers(1, 8),
    low=st.integers(0, 800),
    span=st.integers(0, 1500),
    adults=st.integers(1, 4),
    kids=st.lists(st.integers(0, 17), max_size=4),
    transport=st.sampled_from(["driver", "self_drive"]),
)
def test_recommendation_is_the_best_fitting_trip(
    env: str, days: int, low: int, span: int, adults: int, kids: list[int], transport: str
) -> None:
    sb = Sandbox()
    data = suggest(
        sb,
        environment=env,
        duration_days=days,
        budget_usd={"min": low, "max": low + span},
        adults=adults,
        children_ages=kids,
        transport=transport,
    )
    trips = data["trips"]
    for t in trips:  # the group total is what calculateCustomTrip quotes for the same group
        quote = sb.data(
            "calculateCustomTrip",
            {
                "base_trip_id": t["id"],
                "adults": adults,
                "children_ages": kids,
                "transport": transport,
                "departure_city": data["matched_on"]["departure_city"],
            },
        )
        assert t["total_usd"] == pytest.approx(quote["total_usd"])
        assert quote["total_usd"] == pytest.approx(sum(p["price_usd"] for p in quote["travellers"]))
        # the group's price against the group's budget: per paying traveller (infants free) x them
        group_budget = round((low + span) * (adults + sum(1 for k in kids if k >= 4)), 2)
        assert t["within_budget"] == (t["total_usd"] <= group_budget)
        assert t["fits_duration"] == (t["duration_days"] == days)
    # the trips that fit the whole request first (a trip missing the environment or the length is never
    # recommended over one that fits), else those within the group and the budget at the asked length
    # (never only as packaged: relay 29 req 4)
    fitting = [t for t in trips if fits_whole(t)] or [
        t for t in trips if t["fits_group"] and at_asked_length(t)["within_budget"]
    ]
    chosen = next(t for t in trips if t["id"] == data["recommended_trip_id"])
    # the mood here is "stressed": a challenging trip only when nothing else would do
    pool = fitting or trips
    pool = [t for t in pool if t["difficulty"] != "challenging"] or pool
    if fitting:
        # one that fits as packaged (relay j25), then the budget's match (in the window at the asked
        # length, else nearest under it: relay 28 req 7), then the best match
        paying = adults + sum(1 for k in kids if k >= 4)
        gap = {t["id"]: below_window(t, ("total_usd", round(low * paying, 2), group_budget)) for t in pool}

        def rank(t: dict[str, Any]) -> tuple[bool, bool, float, float]:
            return (t["fits_request"], not gap[t["id"]], -gap[t["id"]], t["match_score"])

        assert rank(chosen) == max(rank(t) for t in pool), (chosen["id"], [(t["id"], rank(t)) for t in pool])
    else:
        cheapest = min(t["average_per_paying_traveller_usd"] for t in pool)
        assert chosen["average_per_paying_traveller_usd"] == cheapest
        assert data["notes"]


def test_the_one_trip_that_fits_as_packaged_is_the_recommended_one() -> None:
    """Relay j25: four adults, 3 beach days, 400-600 USD each: the 3-day Kep trip fits as it is, yet
    the 4-day Sihanoukville trip (fitting only once shortened) was recommended."""
    data = suggest(
        Sandbox(),
        mood="family",
        duration_days=3,
        budget_usd={"min": 400, "max": 600},
        adults=4,
        departure_city="Phnom Penh",
    )
    whole = [t["id"] for t in data["trips"] if t["fits_request"]]
    assert whole and data["recommended_trip_id"] in whole


# --- weather, itinerary, currency ------------------------------------------------------------


def test_weather_beyond_the_horizon_is_typical_for_the_season(sb: Sandbox) -> None:
    near = sb.data("getWeatherForecast", {"destination": "Kep", "date": START.date().isoformat()})["forecast"]
    far = sb.data("getWeatherForecast", {"destination": "Kep", "date": "2026-05-20"})["forecast"]
    assert near["forecast_type"] == "forecast" and far["forecast_type"] == "typical_for_season"
    assert "typical" in far["advice"] and "typical" not in near["advice"]
    same_month = sb.data("getWeatherForecast", {"destination": "Kep", "date": "2026-05-03"})["forecast"]
    assert {k: v for k, v in same_month.items() if k != "days_ahead"} == {
        k: v for k, v in far.items() if k != "days_ahead"
    }


def test_itinerary_meals_match_the_included_list(sb: Sandbox) -> None:
    for trip in TRIPS:
        data = sb.data("getTripItinerary", {"trip_id": trip["id"]})
        counted = {m: sum(m in d["meals"] for d in data["itinerary"]) for m in ("Breakfast", "Lunch", "Dinner")}
        assert data["meals_included"] == counted, trip["id"]
        line = next(i for i in data["included"] if i.startswith("Meals:"))
        said = {"Breakfast": "breakfast(s)", "Lunch": "lunch(es)", "Dinner": "dinner(s)"}
        for meal, word in said.items():  # each meal the plan has, with its count; none at 0 (relay j25)
            assert (f"{counted[meal]} {word}" in line) if counted[meal] else (word not in line), (trip["id"], line)
        assert not any("meal" in i.lower() or "breakfast" in i.lower() for i in data["included"] if i != line)
        for day in data["itinerary"]:
            dinner_activity = any("dinner" in a.lower() or "barbecue" in a.lower() for a in day["activities"])
            assert not dinner_activity or "Dinner" in day["meals"], (trip["id"], day["day"])
        if trip["tier"] == "budget":
            assert data["itinerary"][0]["meals"] == [] or "Breakfast" not in data["itinerary"][0]["meals"]


def test_riel_is_computed_by_the_backend(sb: Sandbox) -> None:
    conv = sb.data("getCurrencyRates", {"from_currency": "USD", "to_currency": "KHR", "amount": 159})
    assert conv["converted_amount"] == convert_usd(159, "KHR", PER_USD["KHR"])
    assert (
        sb.data("getCurrencyRates", {"from_currency": "USD", "to_currency": "KHR", "amount_usd": 10})[
            "amount_converted"
        ]
        == 41000
    )
    kh = suggest(sb, lang="KH", people_count=2)
    # one adult's price is converted too, once from its own USD amount (relay 31: the model needed it in riel)
    assert all(
        t["price_per_person_khr"] == convert_usd(t["price_per_person_usd"], "KHR", PER_USD["KHR"]) for t in kh["trips"]
    )
    assert all(t["total_khr"] == convert_usd(t["total_usd"], "KHR", PER_USD["KHR"]) for t in kh["trips"])
    assert all("total_khr" not in t for t in suggest(sb, people_count=2)["trips"])
    zh = sb.data("estimateBudget", {"trip_type": "budget", "duration_days": 3, "people_count": 2}, lang="ZH")
    # yuan to the fen, its own USD amount x rate (docs/decisions.md "Yuan to the fen")
    assert zh["total_estimate_cny"] == convert_usd(zh["total_estimate_usd"], "CNY", PER_USD["CNY"])


# --- phone numbers -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "raw, e164",
    [
        ("012 345 678", "+85512345678"),
        ("012-345-678", "+85512345678"),
        ("097 765 4321", "+855977654321"),
        ("+855 (0)12 345 678", "+85512345678"),
        ("855 12 345 678", "+85512345678"),
        ("00855 12 345 678", "+85512345678"),
        ("០១២ ៣៤៥ ៦៧៨", "+85512345678"),
        ("+86 138 1234 5678", "+8613812345678"),
        ("+1 (415) 555-2671", "+14155552671"),
    ],
)
def test_phone_numbers_are_normalised(raw: str, e164: str) -> None:
    assert normalize_phone(raw) == (e164, None)
    state = ConversationState.new("s", START, user_id="u", language="KH")
    prepared = prepare_tool_input("validateUserDetails", {"name": "Srey Pov", "phone": raw}, state)
    assert prepared["phone"] == e164 and validate_tool_input("validateUserDetails", prepared) is None
    booking = prepare_tool_input("createBooking", {"customer_phone": raw, "trip_id": "trip_001"}, state)
    assert booking["customer_phone"] == e164


@pytest.mark.parametrize("raw", ["555", "12 345", "+855 1234", "call me"])
def test_bad_phone_numbers_are_explained(raw: str) -> None:
    phone, error = normalize_phone(raw)
    assert phone is None and error and "+855" in error
    assert clean_phone(raw)  # cleaning never fails; validation says what is wrong


def sums_to_total(trip: dict[str, Any], adults: int, ages: list[int]) -> None:
    children = trip["child_prices_usd"]
    assert [c["age"] for c in children] == ages
    total = adults * trip["price_per_person_usd"] + sum(c["price_usd"] for c in children)
    assert total == pytest.approx(trip["total_usd"])
    assert all(c["price_usd"] <= trip["price_per_person_usd"] for c in children)


@settings(max_examples=30, deadline=None)
@given(
    adults=st.integers(1, 4),
    kids=st.lists(st.integers(0, 17), max_size=4),
    transport=st.sampled_from(["driver", "self_drive"]),
)
def test_suggestions_and_comparison_show_each_childs_price_summing_to_the_total(
    adults: int, kids: list[int], transport: str
) -> None:
    """Relay j10: a family saw only the adult price and the group total until the preview."""
    sb = Sandbox()
    group = {"adults": adults, "children_ages": kids, "transport": transport}
    trips = suggest(sb, **group)["trips"]
    compared = sb.data("compareTrips", {"trip_ids": [t["id"] for t in trips], **group})["trips"]
    if not kids:  # nothing to add for adults only
        assert not any("child_prices_usd" in t for t in [*trips, *compared])
        return
    for trip, same in zip(trips, compared, strict=True):
        sums_to_total(trip, adults, kids)
        assert same["total_usd"] == trip["total_usd"] and same["child_prices_usd"] == trip["child_prices_usd"]
        preview = sb.data("previewBooking", {"trip_id": trip["id"], "travel_date": TRAVEL, **group})
        assert preview["total_usd"] == pytest.approx(trip["total_usd"])  # the preview's own pricing


def test_a_comparison_without_a_group_shows_the_adult_price_only(sb: Sandbox) -> None:
    compared = sb.data("compareTrips", {"trip_ids": ["trip_007", "trip_008"]})["trips"]
    assert not any("child_prices_usd" in t or "total_usd" in t for t in compared)


def test_a_mobility_need_recommends_the_trip_easiest_on_foot() -> None:
    """Relay j27: a grandmother with a cane, and a bicycle tour with steep stairs recommended. A trip is recommended
    for the need only when it is easier in every way (hardest day, longest walk, harder days, km: relay run 53, a
    6.5 km day is no easier for a bad knee); else the need gets each trip's walking in figures."""
    sb = Sandbox()
    body = dict(mood="family", environment="TEMPLE", duration_days=4, budget_usd={"min": 300, "max": 500})
    plain = suggest(sb, adults=3, departure_city="Phnom Penh", **body)
    needs = suggest(sb, adults=3, departure_city="Phnom Penh", mobility_need=True, **body)
    assert no_harder_on_foot(needs["recommended_trip_id"], plain["recommended_trip_id"])
    if needs["recommendation_reason"].endswith("_easiest_on_foot"):
        assert any("easiest on foot" in n for n in needs["notes"])
    assert any(n.startswith("On foot") for n in needs["notes"]), needs["notes"]
    # no need, no change
    assert (
        suggest(sb, adults=3, departure_city="Phnom Penh", mobility_need=False, **body)["recommended_trip_id"]
        == (plain["recommended_trip_id"])
    )
