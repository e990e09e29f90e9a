"""Each backend tool exercised through its Temporal activity against the running sandbox (discovery,
exploration, booking and payment tools)."""

from __future__ import annotations

import pytest
from temporalio.testing import ActivityEnvironment

from activities.tools import TOOL_ACTIVITY_NAMES, WORKFLOW_CALL_NAMES, ToolActivities, build_tool_activities
from agent.tools.catalog import CATALOG
from agent.tools.local import LOCAL_TOOL_NAMES
from agent.tools.schemas import TOOL_NAMES
from tests.activities.tools_support import (
    BOOKING_INPUT,
    SESSION_ID,
    TRAVEL,
    TRIP_KEYS,
    USER_ID,
    Sandbox,
    make_call,
    make_settings,
    run_tool,
)


def test_one_activity_per_tool_named_after_it() -> None:
    from temporalio.activity import _Definition

    acts = build_tool_activities(make_settings())
    names = [_Definition.from_callable(a).name for a in acts]  # type: ignore[union-attr]
    assert names == [*TOOL_ACTIVITY_NAMES, *WORKFLOW_CALL_NAMES]
    # every backend tool (the 19 of the seeds, previewBooking, the after-payment ones); the two the
    # workflow answers itself (updateTravellerPreferences, requestStageChange) have none
    tools = names[: len(TOOL_ACTIVITY_NAMES)]
    assert sorted(tools) == sorted(set(TOOL_NAMES) - set(LOCAL_TOOL_NAMES)) and len(set(tools)) == len(CATALOG)
    # plus the workflow's own backend call (issue 22), never offered to the model
    assert WORKFLOW_CALL_NAMES == ("addBookingRequest",) and "addBookingRequest" not in TOOL_NAMES
    assert {
        "previewBooking",
        "previewReschedule",
        "confirmReschedule",
        "previewCancellation",
        "confirmCancellation",
        "getRefundStatus",
    } <= set(names)


# ---------------------------------------------------------------- discovery and exploration tools

SUGGEST_INPUT = {
    "mood": "curious",
    "environment": "TEMPLE",
    "duration_days": 3,
    "people_count": 2,
    "budget_usd": {"min": 100, "max": 900},
    "departure_city": "Phnom Penh",
}


async def test_get_trip_suggestions(sandbox: Sandbox, tools: ToolActivities) -> None:
    data, request = await run_tool(sandbox, tools, "getTripSuggestions", dict(SUGGEST_INPUT), language="ZH")
    assert request["body"]["language"] == "ZH"  # injected from the session
    trips = data["trips"]
    assert len(trips) == 3
    assert {t["tier"] for t in trips} == {"budget", "standard", "luxury"}
    for trip in trips:
        assert TRIP_KEYS <= set(trip)
        assert trip["id"].startswith("trip_") and trip["price_usd"] > 0
        assert trip["name"] == trip["name_zh"]  # name already in the requested language
    assert isinstance(data["matched_on"], dict)


async def test_get_trip_itinerary_images_and_hotel(sandbox: Sandbox, tools: ToolActivities) -> None:
    data, _ = await run_tool(sandbox, tools, "getTripItinerary", {"trip_id": "trip_001"}, language="KH")
    assert data["trip_id"] == "trip_001"
    assert len(data["itinerary"]) == data["duration_days"] >= 1
    assert [d["day"] for d in data["itinerary"]] == list(range(1, data["duration_days"] + 1))
    for day in data["itinerary"]:
        assert day["title"] and isinstance(day["activities"], list) and isinstance(day["meals"], list)
    assert data["hotels"] and {"id", "name", "stars"} <= set(data["hotels"][0])
    assert data["price_usd"] > 0 and isinstance(data["included"], list)

    images, _ = await run_tool(sandbox, tools, "getTripImages", {"trip_id": "trip_001"})
    assert images["trip_id"] == "trip_001" and images["images"]
    assert all(img["url"] and "caption" in img for img in images["images"])

    hotel_id = data["itinerary"][0]["hotel_id"] or data["hotels"][0]["id"]
    hotel, _ = await run_tool(sandbox, tools, "getHotelDetails", {"hotel_id": hotel_id})
    assert hotel["hotel_id"] == hotel_id
    assert hotel["name"] and 1 <= hotel["stars"] <= 5 and hotel["region"]
    assert hotel["amenities"] and hotel["images"] and hotel["reviews"]
    assert {"author", "rating", "text"} <= set(hotel["reviews"][0])
    assert 0 < hotel["rating"] <= 5


async def test_compare_trips(sandbox: Sandbox, tools: ToolActivities) -> None:
    data, _ = await run_tool(sandbox, tools, "compareTrips", {"trip_ids": ["trip_001", "trip_007"]})
    assert [t["id"] for t in data["trips"]] == ["trip_001", "trip_007"]
    rows = data["comparison"]["rows"]
    assert rows and all(len(r["values"]) == 2 and r["label"] for r in rows)


async def test_calculate_and_customize_trip(sandbox: Sandbox, tools: ToolActivities) -> None:
    customizations = [{"type": "upgrade_hotel", "details": {}}, {"type": "add_day", "details": {}}]
    calc, _ = await run_tool(
        sandbox, tools, "calculateCustomTrip", {"base_trip_id": "trip_004", "customizations": customizations}
    )
    assert calc["base_trip_id"] == "trip_004"
    assert len(calc["customizations"]) == 2
    extras = sum(c["price_usd"] for c in calc["customizations"])
    assert calc["price_per_adult_usd"] == pytest.approx(calc["base_price_per_adult_usd"] + extras)
    assert calc["add_ons_per_adult_usd"] == pytest.approx(extras)
    assert calc["total_usd"] == pytest.approx(calc["price_per_adult_usd"] * calc["people_count"])
    assert calc["total_is_for"] == "1 person (1 adult)"

    custom, request = await run_tool(
        sandbox, tools, "customizeTrip", {"trip_id": "trip_004", "customizations": customizations}
    )
    assert request["body"]["user_id"] == USER_ID
    assert custom["base_trip_id"] == "trip_004" and custom["custom_trip_id"]
    assert custom["trip_name"] and custom["customizations"]
    assert custom["price_per_adult_usd"] == pytest.approx(calc["price_per_adult_usd"])


async def test_weather_places_festivals_budget_currency(sandbox: Sandbox, tools: ToolActivities) -> None:
    day = TRAVEL.isoformat()
    weather, _ = await run_tool(sandbox, tools, "getWeatherForecast", {"destination": "Kampot", "date": day})
    assert weather["destination"] and weather["date"] == day
    forecast = weather["forecast"]
    assert forecast["temp_min_c"] <= forecast["temp_max_c"]
    assert 0 <= forecast["rain_chance_pct"] <= 100 and forecast["condition"] and forecast["advice"]

    places, request = await run_tool(
        sandbox, tools, "getPlaces", {"category": "temples", "region": "Siem Reap"}, language="KH"
    )
    assert request["body"]["language"] == "KH"
    assert places["category"] == "temples" and places["places"]
    assert {"name", "region", "description", "image_url", "entry_fee_usd"} <= set(places["places"][0])

    festivals, _ = await run_tool(
        sandbox,
        tools,
        "getUpcomingFestivals",
        {"start_date": f"{TRAVEL.year}-01-01", "end_date": f"{TRAVEL.year}-12-31"},
    )
    names = " ".join(f["name"] for f in festivals["festivals"])
    assert festivals["festivals"] and "New Year" in names
    for fest in festivals["festivals"]:
        assert fest["start_date"] <= fest["end_date"] and fest["region"] and fest["description"]

    budget, _ = await run_tool(
        sandbox, tools, "estimateBudget", {"trip_type": "standard", "duration_days": 4, "people_count": 3}
    )
    assert (budget["trip_type"], budget["duration_days"], budget["people_count"]) == ("standard", 4, 3)
    assert budget["total_estimate_usd"] == pytest.approx(budget["per_person_usd"] * 3, rel=0.01)
    assert set(budget["breakdown"]) >= {"accommodation", "transport", "food", "activities"}

    rates, _ = await run_tool(sandbox, tools, "getCurrencyRates", {"from_currency": "USD", "to_currency": "KHR"})
    assert (rates["from_currency"], rates["to_currency"]) == ("USD", "KHR")
    assert 3000 < rates["rate"] < 6000 and rates["as_of"]


async def test_cached_tool_is_served_without_a_second_request(sandbox: Sandbox, tools: ToolActivities) -> None:
    tool_input = {"from_currency": "USD", "to_currency": "THB"}
    first, _ = await run_tool(sandbox, tools, "getCurrencyRates", tool_input)
    before = len(sandbox.recorder.for_tool("getCurrencyRates"))
    again = await ActivityEnvironment().run(tools.getCurrencyRates, make_call("getCurrencyRates", tool_input))
    assert again.result == {"success": True, "data": first}
    assert len(sandbox.recorder.for_tool("getCurrencyRates")) == before


# ---------------------------------------------------------------- booking and payment tools


async def test_validate_user_details_and_discount(sandbox: Sandbox, tools: ToolActivities) -> None:
    good, _ = await run_tool(
        sandbox,
        tools,
        "validateUserDetails",
        {"name": "Sok Dara", "phone": "+855 12 345 678", "email": "dara@example.com"},
    )
    assert good["valid"] is True and good["normalized"]["email"] == "dara@example.com"
    assert good["normalized"]["phone"].replace(" ", "").startswith("+855")
    bad, _ = await run_tool(sandbox, tools, "validateUserDetails", {"name": "Sok Dara", "phone": "12"})
    assert bad["valid"] is False and "phone" in bad["errors"]

    discount, request = await run_tool(
        sandbox, tools, "applyDiscountCode", {"code": "WELCOME10", "trip_id": "trip_007"}
    )
    assert request["body"]["user_id"] == USER_ID
    assert discount["code"] == "WELCOME10" and discount["valid"] is True
    assert discount["discount_pct"] == 10 and discount["new_total_usd"] > 0 and discount["description"]


async def test_invalid_discount_code_is_a_readable_non_retryable_result(
    sandbox: Sandbox, tools: ToolActivities
) -> None:
    outcome = await ActivityEnvironment().run(
        tools.applyDiscountCode, make_call("applyDiscountCode", {"code": "NOPE99"})
    )
    assert outcome.result["success"] is False
    assert outcome.result["error"]["code"] == "INVALID_DISCOUNT_CODE"
    assert "NOPE99" in outcome.result["error"]["message"]


async def test_booking_payment_modify_cancel(sandbox: Sandbox, tools: ToolActivities) -> None:
    booking, request = await run_tool(sandbox, tools, "createBooking", dict(BOOKING_INPUT))
    assert request["body"]["user_id"] == USER_ID
    assert booking["status"] == "RESERVED" and booking["booking_ref"].startswith("DLG-")
    assert (booking["trip_id"], booking["people_count"]) == ("trip_007", 2)
    assert booking["travel_date"] == BOOKING_INPUT["travel_date"] and booking["total_usd"] > 0
    assert booking["reserved_until"]
    stored = sandbox.app.state.store.bookings[booking["booking_id"]]
    assert stored.user_id == USER_ID and stored.session_id == SESSION_ID

    qr, _ = await run_tool(sandbox, tools, "generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert qr["booking_id"] == booking["booking_id"] and qr["payment_intent_id"]
    assert qr["qr_code_url"].startswith("data:image/png;base64,")
    assert qr["amount"] == pytest.approx(booking["total_usd"]) and qr["currency"] == "USD" and qr["expires_at"]

    status, _ = await run_tool(sandbox, tools, "checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]})
    assert status == {
        **status,
        "payment_intent_id": qr["payment_intent_id"],
        "status": "PENDING",
        "booking_id": booking["booking_id"],
    }

    modified, request = await run_tool(
        sandbox, tools, "modifyBooking", {"booking_id": booking["booking_id"], "modifications": {"people_count": 3}}
    )
    assert request["body"]["user_id"] == USER_ID
    assert modified["booking_id"] == booking["booking_id"] and modified["modified"] is True
    assert modified["booking"]["people_count"] == 3
    assert modified["booking"]["total_usd"] > booking["total_usd"]

    # issue 22: the workflow's own call adds a special request to the booking (user and language injected)
    added, request = await run_tool(
        sandbox, tools, "addBookingRequest", {"booking_id": booking["booking_id"], "request": "Vegetarian meals."}
    )
    assert request["body"] == {**request["body"], "user_id": USER_ID, "language": "EN"}
    assert added["on_the_booking"] is True and added["special_requests"] == "Vegetarian meals."
    assert sandbox.app.state.store.bookings[booking["booking_id"]].special_requests == "Vegetarian meals."

    cancelled, _ = await run_tool(
        sandbox, tools, "cancelBooking", {"booking_id": booking["booking_id"], "reason": "plans changed"}
    )
    assert cancelled["booking_id"] == booking["booking_id"] and cancelled["cancelled"] is True
    assert cancelled["refund_usd"] >= 0 and cancelled["policy"]
    assert sandbox.app.state.store.bookings[booking["booking_id"]].status == "CANCELLED"


async def test_activity_refuses_a_call_for_another_tool(tools: ToolActivities) -> None:
    outcome = await ActivityEnvironment().run(tools.createBooking, make_call("getTripImages", {"trip_id": "trip_001"}))
    assert outcome.result["success"] is False and outcome.result["error"]["code"] == "INVALID_INPUT"
