"""What the model reads of a result carries no nulls and no repeats (issue 23, agent.tools.compact)."""

from __future__ import annotations

import json

from agent.tools.compact import compact, model_json
from agent.tools.guidance import for_model


def test_nulls_and_values_a_nested_object_repeats_from_its_parent_are_dropped() -> None:
    result = {
        "success": True,
        "data": {
            "total_usd": 358.0,
            "people_count": 2,
            "special_requests": None,
            "pricing": {"total_usd": 358.0, "people_count": 2, "base_per_person_usd": 149.0, "discount_code": None},
        },
    }
    data = compact(result)["data"]
    assert "special_requests" not in data
    # the repeated total goes; the label of what a total is for stays beside it
    assert data["pricing"] == {"people_count": 2, "base_per_person_usd": 149.0}
    assert result["data"]["pricing"]["total_usd"] == 358.0  # the input is not changed


def test_a_different_value_under_the_same_name_is_kept_and_lists_keep_every_item() -> None:
    data = {"total_usd": 300.0, "quote": {"total_usd": 320.0}, "trips": [{"id": "a"}, {"id": "a"}]}
    assert compact({"success": True, "data": data})["data"] == data


def test_an_alias_equal_to_the_per_person_price_goes() -> None:
    trip = {"price_per_person_usd": 159.0, "price_usd": 159.0, "average_per_paying_traveller_usd": 159.0}
    assert compact({"data": trip})["data"] == {"price_per_person_usd": 159.0}
    children = {"price_per_person_usd": 159.0, "average_per_paying_traveller_usd": 131.5}
    assert compact({"data": children})["data"] == children


def test_the_reservation_leaves_its_day_plan_and_breakdown_to_the_page() -> None:
    booking = {
        "success": True,
        "data": {
            "booking_ref": "DLG-1",
            "total_usd": 10.0,
            "people_count": 1,
            "itinerary_days": [{"day": 1}],
            "pricing": {"base": 1},
        },
    }
    seen = for_model(booking, "EN", "createBooking")["data"]
    assert seen == {"booking_ref": "DLG-1", "total_usd": 10.0, "people_count": 1}
    assert "itinerary_days" in for_model(booking, "EN", "getTripItinerary")["data"]


def test_an_error_keeps_its_message_and_next_step_and_the_text_has_no_padding() -> None:
    error = {"success": False, "error": {"code": "NOT_FOUND", "message": "No such trip", "details": None}}
    seen = for_model(error, "EN")
    assert seen["error"]["message"] == "No such trip" and seen["error"]["next_step"]
    assert "details" not in seen["error"]
    text = model_json(seen)
    assert json.loads(text) == seen and '": ' not in text and '", "' not in text


def test_the_preview_says_pickup_and_zero_credits_once_and_children_keep_their_prices() -> None:
    pickup = {"required": True, "location": "Riverside Hotel", "time": "07:30"}
    adults = [{"who": "adult", "price_usd": 194.0}, {"who": "adult", "price_usd": 194.0}]
    pricing = {"base_per_person_usd": 149.0, "travellers": adults, "discount_pct": 0, "loyalty_usd": 0.0}
    data = {
        "pickup_location": "Riverside Hotel",
        "pickup_required": True,
        "pickup": pickup,
        "pricing": pricing,
        "itinerary_days": [{"day": 1}],
        "total_usd": 388.0,
    }
    out = compact({"success": True, "data": data}, "previewBooking")["data"]
    assert out == {"pickup": pickup, "pricing": {"base_per_person_usd": 149.0}, "total_usd": 388.0}
    # a pickup the object does not say, a real discount and a child's price stay
    family = [{"who": "adult", "price_usd": 194.0}, {"who": "child", "age": 6, "price_usd": 97.0}]
    data = {
        "pickup_location": "Hotel A",
        "pickup": {"location": "Hotel B"},
        "pricing": {"discount_pct": 10, "travellers": family},
    }
    assert compact({"success": True, "data": data}, "previewBooking")["data"] == data
    two_prices = [{"who": "adult", "price_usd": 194.0}, {"who": "adult", "price_usd": 150.0}]
    assert compact({"data": {"travellers": two_prices}})["data"] == {"travellers": two_prices}


def test_an_empty_list_a_subtotal_and_other_cities_said_above_go() -> None:
    data = {
        "children_ages": [],
        "total_usd": 388.0,
        "pricing": {"children_ages": [], "subtotal_usd": 388.0, "people_count": 2},
        "getting_there": {"from": "Phnom Penh", "pickup_included": True, "other_cities": "From other cities …"},
    }
    out = compact({"success": True, "data": data}, "previewBooking")["data"]
    assert out["pricing"] == {"people_count": 2}
    assert out["getting_there"] == {"from": "Phnom Penh", "pickup_included": True}
    # a discounted subtotal, children of the nested object only, and a pickup not included stay
    kept = {
        "total_usd": 350.0,
        "pricing": {"subtotal_usd": 388.0, "children_ages": [6]},
        "getting_there": {"pickup_included": False, "other_cities": "x"},
    }
    assert compact({"success": True, "data": kept}, "previewBooking")["data"] == kept


def test_special_requests_are_said_once_as_items_with_their_own_status() -> None:
    items = [
        {"request": "Ground floor.", "kind": "general", "added_at": "t1", "status": "CONFIRMED_BY_OPERATOR"},
        {"request": "Peanut allergy.", "kind": "allergy", "added_at": "t2", "status": "AWAITING_OPERATOR"},
    ]
    data = {"booking_id": "bk_1", "special_requests": "Ground floor. Peanut allergy.", "special_request_items": items}
    out = compact({"success": True, "data": data}, "getTripItinerary")["data"]
    assert "special_requests" not in out and [i["request"] for i in out["special_request_items"]] == [
        "Ground floor.",
        "Peanut allergy.",
    ]
    assert [i["status"] for i in out["special_request_items"]] == ["CONFIRMED_BY_OPERATOR", "AWAITING_OPERATOR"]
    assert all("added_at" not in i for i in out["special_request_items"])
    # no items (a preview, an older booking): the text stays
    alone = {"special_requests": "Ground floor."}
    assert compact({"success": True, "data": alone}, "previewBooking")["data"] == alone
