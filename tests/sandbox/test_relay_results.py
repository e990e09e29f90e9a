"""What relays j7/j8 found in the trip tools' results: one per-head price label across tools,
add_activity priced from the trip's catalogue (an unknown activity refused with what can be
added), calculateCustomTrip's one set of prices, a saved custom trip kept as a base, the extra
night and the upgrade hotel named, changes in the session's language, short retitled days and a
booked day 1 that names the booking's own pickup."""

from __future__ import annotations

import re
from typing import Any

import pytest

from sandbox.data.addable import BY_REGION, EVERYWHERE, addable_for, in_plan
from sandbox.data.extra_days import days_for
from sandbox.data.hotels import get_hotel, hotel_name
from sandbox.data.itineraries import DAYS
from sandbox.data.practical import meal_of
from sandbox.data.trips import TRIPS
from sandbox.day_titles import TITLE_MAX
from sandbox.i18n import TABLES, tr
from sandbox.plan import localized_plan, plan_for
from tests.sandbox.room import added_or_refused
from tests.sandbox.route_pickup import route_pickup
from tests.sandbox.support import END, TRAVEL, Sandbox, family_beach_search

TRIP_IDS = [t["id"] for t in TRIPS]
LANGUAGES = ("EN", "KH", "ZH")
FAMILY = {"adults": 2, "children_ages": [10]}
PICKUP = "Golden Temple Hotel, Siem Reap"


def test_every_per_head_price_is_labelled_per_adult_in_every_tool() -> None:
    sb = Sandbox()
    body = family_beach_search(300)
    for group in (FAMILY, {"people_count": 4}):
        labels = [t["price_is"] for t in sb.data("getTripSuggestions", {**body, **group})["trips"]]
        labels.append(sb.data("getTripItinerary", {"trip_id": "trip_007"})["price_is"])
        labels += [t["price_is"] for t in sb.data("compareTrips", {"trip_ids": ["trip_007", "trip_008"]})["trips"]]
        items = [{"type": "add_activity", "details": {"activity": "pepper farm"}}]
        calc = sb.data("calculateCustomTrip", {"base_trip_id": "trip_007", "customizations": items, **group})
        saved = sb.data("customizeTrip", {"trip_id": "trip_007", "customizations": items, **group})
        preview = sb.data("previewBooking", {"trip_id": saved["custom_trip_id"], "travel_date": TRAVEL, **group})
        labels += [calc["price_is"], saved["price_is"], preview["price_is"]]
        assert set(labels) == {"per_adult"}, labels
        # the same number under the same label: the custom trip's adult price everywhere
        itinerary = sb.data("getTripItinerary", {"trip_id": saved["custom_trip_id"]})
        assert calc["price_per_adult_usd"] == saved["price_per_adult_usd"] == preview["price_per_person_usd"]
        assert itinerary["price_usd"] == calc["price_per_adult_usd"]


def test_calculate_custom_trip_has_one_set_of_prices_with_the_group_spelled_out() -> None:
    items = [{"type": "add_activity", "details": {"activity": "Private dinner"}}, {"type": "upgrade_hotel"}]
    data = Sandbox().data("calculateCustomTrip", {"base_trip_id": "trip_001", "customizations": items, **FAMILY})
    for gone in ("base_price_usd", "base_per_person_usd", "total_per_person_usd", "average_per_person_usd"):
        assert gone not in data
    assert "price_per_person_usd" not in data
    add_ons = sum(c["price_usd"] for c in data["customizations"])
    assert data["add_ons_per_adult_usd"] == pytest.approx(add_ons)
    assert data["price_per_adult_usd"] == pytest.approx(data["base_price_per_adult_usd"] + add_ons)
    assert data["total_usd"] == pytest.approx(sum(t["price_usd"] for t in data["travellers"]))
    assert data["total_usd"] < 3 * data["price_per_adult_usd"]  # the child pays less
    assert data["total_is_for"] == "3 people (2 adults, a child aged 10)"


def test_a_teenager_paying_the_adult_price_is_not_called_a_child() -> None:
    """Relay j27: "3 people (2 adults, a child aged 16)" for a son charged the adult price."""
    sb = Sandbox()
    body = {"base_trip_id": "trip_001", "adults": 2, "children_ages": [16]}
    data = sb.data("calculateCustomTrip", body)
    assert data["total_is_for"] == "3 people (2 adults, a 16-year-old paying as an adult)"
    assert data["total_usd"] == pytest.approx(3 * data["price_per_adult_usd"])
    both = sb.data("calculateCustomTrip", {**body, "adults": 1, "children_ages": [8, 14, 16]})["total_is_for"]
    assert both == "4 people (1 adult; a 14-year-old and a 16-year-old paying as adults; a child aged 8)"


@pytest.mark.parametrize("region", sorted(BY_REGION))
def test_add_activity_is_priced_from_the_trips_catalogue(region: str) -> None:
    sb = Sandbox()
    trip = next(t for t in TRIPS if t["region"] == region)
    itinerary = sb.data("getTripItinerary", {"trip_id": trip["id"]}, lang="ZH")
    planned = [act for _, acts in DAYS[trip["id"]] for act in acts]
    offered = [tr(a.name, "ZH") for a in addable_for(region) if not in_plan(a, planned)]
    assert [a["name"] for a in itinerary["addable_activities"]] == offered
    for item in addable_for(region):
        for asked in (item.name.upper(), tr(item.name, "ZH"), tr(item.name, "KH")):
            if added_or_refused(trip, [{"type": "add_activity", "details": {"activity": asked}}]) is None:
                continue  # no day has room for it (sandbox/day_room.py; tests/sandbox/room.py)
            calc = sb.data(
                "calculateCustomTrip",
                {
                    "base_trip_id": trip["id"],
                    "customizations": [{"type": "add_activity", "details": {"activity": asked}}],
                },
            )
            added = calc["customizations"][0]
            # one the plan already holds is not sold twice (tests/sandbox/test_addon_never_twice.py)
            price = 0.0 if in_plan(item, planned) else item.price_usd
            assert added["price_usd"] == price and added["details"]["activity"] == item.name
    err = sb.error(
        "calculateCustomTrip",
        {
            "base_trip_id": trip["id"],
            "customizations": [{"type": "add_activity", "details": {"activity": "Moon walk"}}],
        },
        400,
    )
    assert "Moon walk" in err["message"]
    step = err["details"]["next_step"]
    assert tr(addable_for(region)[0].name, "EN") in step and "Private dinner" in step and len(step) <= 240
    assert "[" not in step and "{" not in step  # reaches the model as a plain sentence


def test_addable_names_are_localised() -> None:
    names = {a.name for a in EVERYWHERE} | {a.name for items in BY_REGION.values() for a in items}
    for language in ("KH", "ZH"):
        assert not names - set(TABLES[language]), language


def test_private_dinner_stays_addable_everywhere() -> None:
    assert all(any(a.name == "Private dinner" for a in addable_for(t["region"])) for t in TRIPS)


def test_a_saved_custom_trip_as_base_keeps_its_changes() -> None:
    sb = Sandbox()
    first = [{"type": "remove_activity", "details": {"activity": "Butterfly garden"}}]
    saved = sb.data("customizeTrip", {"trip_id": "trip_007", "customizations": first, "people_count": 2})
    more = [{"type": "add_day", "details": {"days": 1}}]
    calc = sb.data(
        "calculateCustomTrip", {"base_trip_id": saved["custom_trip_id"], "customizations": more, "people_count": 2}
    )
    assert calc["starts_from"] == {"trip_id": saved["custom_trip_id"], "kept_changes": 1}
    assert [c["type"] for c in calc["customizations"]] == ["remove_activity", "add_day"]
    assert calc["plan_changes"]["removed_activities"] == ["Butterfly garden"]
    fresh = sb.data(
        "calculateCustomTrip", {"base_trip_id": "trip_007", "customizations": first + more, "people_count": 2}
    )
    assert calc["total_usd"] == fresh["total_usd"] and fresh["starts_from"]["kept_changes"] == 0
    again = sb.data("customizeTrip", {"trip_id": saved["custom_trip_id"], "customizations": more, "people_count": 2})
    plan = sb.data("getTripItinerary", {"trip_id": again["custom_trip_id"]})
    assert plan["duration_days"] == 4 and "Butterfly garden" in plan["changes_from_base"]["removed_activities"]


@pytest.mark.parametrize("trip", TRIPS, ids=TRIP_IDS)
def test_the_added_day_says_where_its_night_is_spent(trip: dict[str, Any]) -> None:
    sb = Sandbox()
    for language in LANGUAGES:
        calc = sb.data(
            "calculateCustomTrip",
            {"base_trip_id": trip["id"], "customizations": [{"type": "add_day", "details": {"days": 1}}]},
            lang=language,
        )
        (added,) = calc["plan_changes"]["added_days"]
        hotel = get_hotel(trip["hotels"][-1])
        named = hotel_name(hotel, language) if hotel else ""  # in the session's language (issue 38)
        assert hotel and named in added["night"] and f"{hotel['stars']}★" in added["night"]
        assert (
            tr("Night {night} at {hotel} ({stars}★), included in the price", language).split("{")[0] in added["night"]
        )


@pytest.mark.parametrize("trip", TRIPS, ids=TRIP_IDS)
def test_the_changes_from_base_name_the_added_and_removed_days(trip: dict[str, Any]) -> None:
    """Relay j33: the booked plan's changes_from_base named the removed walk but not the added day,
    so a summary built from it missed the day the traveller paid for. Saved, previewed and booked,
    the changes name each added day as the plan numbers it and each removed day."""
    sb = Sandbox()
    for language in LANGUAGES:
        add = [{"type": "add_day", "details": {"days": 1}}]
        saved = sb.data(
            "customizeTrip", {"trip_id": trip["id"], "customizations": add, "people_count": 2}, lang=language
        )
        plan = sb.data("getTripItinerary", {"trip_id": saved["custom_trip_id"]}, lang=language)
        added = [{"day": d["day"], "title": d["title"]} for d in plan["itinerary"] if d.get("added_by_customization")]
        assert len(added) == 1 and plan["changes_from_base"]["added_days"] == added
        assert "removed_days" not in plan["changes_from_base"]
        preview = sb.data(
            "previewBooking",
            {"trip_id": saved["custom_trip_id"], "travel_date": TRAVEL, "people_count": 2},
            lang=language,
        )
        assert preview["changes_from_base"]["added_days"] == added
    if trip["duration_days"] > 2:
        drop = [{"type": "remove_day", "details": {"days": 1}}]  # the day sandbox/day_drop.py's rule drops
        saved = sb.data("customizeTrip", {"trip_id": trip["id"], "customizations": drop, "people_count": 2})
        plan = sb.data("getTripItinerary", {"trip_id": saved["custom_trip_id"]})
        (gone,) = plan["changes_from_base"]["removed_days"]
        assert gone["day"] == plan_for(trip, drop)["removed_days"][0]["day"] > 1 and gone["title"]
        assert "added_days" not in plan["changes_from_base"] and plan["duration_days"] == trip["duration_days"] - 1


@pytest.mark.parametrize("trip", TRIPS, ids=TRIP_IDS)
def test_upgrade_hotel_names_the_hotel_it_upgrades_to(trip: dict[str, Any]) -> None:
    sb = Sandbox()
    calc = sb.data("calculateCustomTrip", {"base_trip_id": trip["id"], "customizations": [{"type": "upgrade_hotel"}]})
    upgrade = calc["plan_changes"]["hotel_upgrade"]
    base = get_hotel(trip["hotels"][0])
    assert base and upgrade["from"]["name"] == base["name"] and upgrade["nights"] == trip["duration_days"] - 1
    assert upgrade["to"]["stars"] >= base["stars"] and upgrade["to"]["name"]
    if upgrade["to"]["id"] == base["id"]:
        assert base["name"] in upgrade["room"]  # no better hotel in the region: a better room
    else:
        assert upgrade["to"]["stars"] > base["stars"]
        saved = sb.data("customizeTrip", {"trip_id": trip["id"], "customizations": [{"type": "upgrade_hotel"}]})
        plan = sb.data("getTripItinerary", {"trip_id": saved["custom_trip_id"]})
        assert upgrade["to"]["name"] in [h["name"] for h in plan["hotels"]]


def test_removed_activities_are_in_the_sessions_language() -> None:
    sb = Sandbox()
    gone = "Boat through the Kampong Phluk floating village"
    items = [{"type": "add_day", "details": {"days": 1}}, {"type": "remove_activity", "details": {"activity": gone}}]
    for language in ("KH", "ZH"):
        saved = sb.data("customizeTrip", {"trip_id": "trip_001", "customizations": items}, lang=language)
        plan = sb.data("getTripItinerary", {"trip_id": saved["custom_trip_id"]}, lang=language)
        assert plan["changes_from_base"]["removed_activities"] == [tr(gone, language)] != [gone]
        calc = sb.data("calculateCustomTrip", {"base_trip_id": "trip_001", "customizations": items}, lang=language)
        assert calc["plan_changes"]["removed_activities"] == [tr(gone, language)]


@pytest.mark.parametrize("trip", TRIPS, ids=TRIP_IDS)
def test_retitled_days_are_short_and_named_after_sights(trip: dict[str, Any]) -> None:
    """Relay j7: "罗洛士遗址群：巴孔寺与神牛寺与在村庄餐馆用午餐" (lunch in a long title)."""
    days = [acts for _, acts in DAYS[trip["id"]]] + [list(a) for _, a in days_for(trip["region"], trip["id"])]
    for acts in days:
        for gone in acts[1:]:
            items = [
                {"type": "add_day", "details": {"days": 2}},
                {"type": "remove_activity", "details": {"activity": gone}},
            ]
            plan = plan_for(trip, items)
            for day in plan["days"]:
                named = day["title_from"]
                if not named:
                    continue
                assert not any(meal_of(a) for a in named), named
                assert len(named) == 1 or len(" & ".join(named)) <= TITLE_MAX, named
            for language in LANGUAGES:
                for day in localized_plan(trip, plan, language)["itinerary"]:
                    assert not any(tr(a, language) in day["title"] for a in day["activities"] if meal_of(a)), day


@pytest.mark.parametrize("trip", TRIPS, ids=TRIP_IDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_booked_day_one_names_the_bookings_pickup(trip: dict[str, Any], language: str) -> None:
    """Relay j7: a booked day 1 read "Shared minibus pickup at the airport or bus station" while the
    booking's pickup was a hotel (in the city the trip starts from: another city's is refused)."""
    sb = Sandbox()
    pickup = route_pickup(trip["id"], place=PICKUP.split(",")[0])
    booking = sb.data(
        "createBooking",
        {
            "trip_id": trip["id"],
            "travel_date": TRAVEL,
            "end_date": END,
            "people_count": 2,
            "pickup_location": pickup,
            "customer_name": "Lin Xiao",
            "customer_phone": "+8613812345678",
        },
        lang=language,
    )
    plan = sb.data("getTripItinerary", {"booking_id": booking["booking_id"]}, lang=language)
    first = DAYS[trip["id"]][0][1][0]
    for day_one in (plan["itinerary"][0]["activities"], booking["itinerary_days"][0]["activities"]):
        assert tr(first, language) not in day_one or not re.search("pickup", first, re.I), day_one
        if re.search("pickup", first, re.I):  # the booking's own hotel
            assert pickup in day_one[0], day_one
        assert not any(re.search(r"airport|bus station|机场|汽车站|ព្រលានយន្តហោះ", a) for a in day_one[1:]), day_one


def test_an_added_activity_is_named_in_the_session_language() -> None:
    """Relay j9: "Coffee plantation tour" came back in English inside a Chinese session's prices."""
    sb = Sandbox()
    body = {"base_trip_id": "trip_016", "customizations": [{"type": "add_activity", "details": {"activity": "coffee"}}]}
    zh = sb.data("calculateCustomTrip", {**body, "language": "ZH"})["customizations"][0]
    assert zh["details"]["activity"] == "Coffee plantation tour" and zh["name"] == tr("Coffee plantation tour", "ZH")
    assert re.search(r"[\u4e00-\u9fff]", zh["name"])
    en = sb.data("calculateCustomTrip", {**body, "language": "EN"})["customizations"][0]
    assert "name" not in en


@pytest.mark.parametrize(("lang", "word"), [("EN", "national ID"), ("KH", "អត្តសញ្ញាណប័ណ្ណ"), ("ZH", "身份证")])
def test_what_to_bring_names_the_id_card_cambodians_travel_on(lang: str, word: str) -> None:
    """Relay j11: a group of Cambodian students was told to bring only a passport."""
    items = Sandbox().data("getTripItinerary", {"trip_id": "trip_001", "language": lang})["what_to_bring"]["items"]
    assert any(word in item for item in items)


def test_remove_day_takes_the_full_day_the_traveller_chose() -> None:
    """Relay j39: "which day would you drop?": remove_day always took the last full day (the jungle
    day this traveller wanted most). details.day chooses a full day; the arrival or the departure
    day is refused with the days that can go; the departure day can go too (relay 27 req 38: its
    ride back moves to the day before)."""
    sb = Sandbox()

    def without(day: int) -> dict[str, Any]:
        items = [{"type": "remove_day", "details": {"day": day}}]
        return {"base_trip_id": "trip_002", "people_count": 2, "customizations": items}

    for day in (2, 3, 4):
        calc = sb.data("calculateCustomTrip", without(day))
        [gone] = calc["plan_changes"]["removed_days"]
        assert gone["day"] == day and gone["title"] == DAYS["trip_002"][day - 1][0]
        assert calc["duration_days"] == 3
    for day in (1, 5):
        error = sb.error("calculateCustomTrip", without(day), 400)
        assert error["code"] == "VALIDATION_FAILED" and "2-4" in error["message"]
