"""What the model reads of a tool result in each language (issue 23: no fields the language does
not need)."""

from __future__ import annotations

from agent.tools.guidance import for_model

TRIP = {
    "id": "trip_007",
    "name": "ក្តាមកែប និងថ្ងៃលិច",
    "name_kh": "ក្តាមកែប និងថ្ងៃលិច",
    "name_zh": "白马螃蟹与日落之旅",
    "name_en": "Kep Crab & Sunset Getaway",
    "image_url": "/static/images/trip_007/1.svg",
    "price_usd": 159.0,
    "price_khr": 651_900,
}


def test_a_khmer_session_keeps_khmer_and_the_english_name_it_may_need() -> None:
    seen = for_model({"success": True, "data": {"trips": [TRIP]}}, "KH")["data"]["trips"][0]
    assert seen == {
        "id": "trip_007",
        "name": "ក្តាមកែប និងថ្ងៃលិច",
        "name_en": "Kep Crab & Sunset Getaway",
        "price_usd": 159.0,
        "price_khr": 651_900,  # a currency twin is not a language field
    }


def test_an_english_session_reads_no_other_language_and_no_duplicates() -> None:
    english = {**TRIP, "name": "Kep Crab & Sunset Getaway"}
    seen = for_model({"success": True, "data": {"trips": [english]}}, "EN")["data"]["trips"][0]
    assert seen == {"id": "trip_007", "name": "Kep Crab & Sunset Getaway", "price_usd": 159.0, "price_khr": 651_900}


def test_without_a_language_the_result_is_kept_whole_and_errors_keep_their_next_step() -> None:
    assert for_model({"success": True, "data": TRIP})["data"] == TRIP
    error = for_model({"success": False, "error": {"code": "NOT_FOUND", "message": "x"}}, "ZH")["error"]
    assert error["next_step"]


def test_the_qr_code_reaches_the_model_as_who_can_pay_it_not_as_its_payload() -> None:
    qr = {
        "payment_intent_id": "pi_1",
        "qr_code_url": "data:image/png;base64,AAAA",
        "qr_payload": "derlg-pay:pi_1:358.00",
        "payable_with": {"scheme": "KHQR (Bakong)", "foreign_wallets_accepted": False},
    }
    seen = for_model({"success": True, "data": qr}, "ZH")["data"]
    assert "qr_payload" not in seen and seen["payable_with"] == qr["payable_with"]
    assert seen["qr_code_url"] != qr["qr_code_url"]  # the image stays on the traveller's screen
