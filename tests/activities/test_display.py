"""Tool results in the traveller's terms (issue 23, agent/display.py applied by the tool activity).

Per language, every result that carries money or time also carries the display currency and the
local time, with the zone named: a booking is made, paid, rescheduled and cancelled through the
sandbox backend in process, with the worker's own ToolActivities."""

from __future__ import annotations

import re
from typing import Any

import pytest

from agent.display import (
    DisplayTerms,
    carries_money,
    carries_time,
    convert_usd,
    in_travellers_terms,
)
from agent.state import ConversationState
from scripts.benchlib.inprocess import InProcessSession

ISO_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}")


def test_amounts_and_times_get_twins_and_a_note() -> None:
    result = {
        "success": True,
        "data": {
            "total_usd": 159.0,
            "refunds": [{"amount_usd": 79.5, "expected_by": "2027-01-20T10:00:00+00:00"}],
            "travel_date": "2027-03-10",
            "reserved_until": "2027-01-15T09:15:00Z",
            "price_khr": 651_900,
        },
    }
    out = in_travellers_terms(result, DisplayTerms(currency="KHR", time_zone="Asia/Shanghai"), 4100.0)["data"]
    assert out["total_khr"] == 651_900  # the backend's own twin, kept
    assert out["refunds"][0]["amount_khr"] == convert_usd(79.5, "KHR", 4100.0)  # whole riel, once
    assert out["refunds"][0]["expected_by_local"] == "2027-01-20 18:00 UTC+8"
    assert out["reserved_until_local"] == "2027-01-15 17:15 UTC+8"
    assert "travel_date_local" not in out  # a calendar day is not a time
    assert out["shown_in"]["currency"].startswith("KHR beside USD, at our reference rate")  # fixed, not live
    assert "1 USD = 4,100៛" in out["shown_in"]["currency"]  # the sign the cards write
    assert "Asia/Shanghai (UTC+8)" in out["shown_in"]["times"]
    cny = in_travellers_terms(result, DisplayTerms(currency="CNY"), 7.25)["data"]
    assert cny["total_cny"] == convert_usd(159.0, "CNY", 7.25) == 1152.75  # to the fen
    assert cny["reserved_until_local"] == "2027-01-15 16:15 ICT"


def test_errors_and_plain_results_are_untouched() -> None:
    error = {"success": False, "error": {"code": "NOT_FOUND", "message": "x"}}
    assert in_travellers_terms(error, DisplayTerms(currency="CNY"), 7.25) is error
    plain = {"success": True, "data": {"places": [{"name": "Wat Phnom"}]}}
    assert in_travellers_terms(plain, DisplayTerms(currency="CNY"), 7.25) is plain
    usd = {"success": True, "data": {"total_usd": 10.0}}
    assert in_travellers_terms(usd, DisplayTerms(currency=None), None) is usd  # USD is the display currency


def _missing(data: Any, currency: str | None, path: str = "") -> list[str]:
    """Every USD amount without its display twin (parts of a sum included), every timestamp without its local twin."""
    gaps: list[str] = []
    if isinstance(data, list):
        for i, item in enumerate(data):
            gaps += _missing(item, currency, f"{path}[{i}]")
    elif isinstance(data, dict):
        for key, value in data.items():
            where = f"{path}.{key}"
            money = isinstance(value, (int, float)) and not isinstance(value, bool)
            if currency and key.endswith("_usd") and money and key[:-4] + "_" + currency.lower() not in data:
                gaps.append(where)
            if isinstance(value, str) and ISO_TIME.match(value) and not key.endswith("_local"):
                if key + "_local" not in data:
                    gaps.append(where)
            gaps += _missing(value, currency, where)
    return gaps


async def _journey(session: InProcessSession) -> dict[str, dict[str, Any]]:
    """A booking made, paid, priced for a move and cancelled: every tool result by tool name."""
    results: dict[str, dict[str, Any]] = {}

    async def call(name: str, body: dict[str, Any]) -> dict[str, Any]:
        outcome = await session._call(f"t{len(results)}", name, body)
        assert outcome.ok, (name, outcome.result)
        results[name] = outcome.result
        return outcome.result["data"]

    lang = session.state.preferred_language
    found = await call(
        "getTripSuggestions",
        {
            "mood": "stressed",
            "environment": "BEACH",
            "duration_days": 3,
            "people_count": 2,
            "budget_usd": {"min": 100, "max": 300},
            "departure_city": "Phnom Penh",
            "language": lang,
        },
    )
    trip_id = found["trips"][0]["id"]
    await call("getTripItinerary", {"trip_id": trip_id, "language": lang})
    await call(
        "calculateCustomTrip",
        {"base_trip_id": trip_id, "customizations": [{"type": "add_day", "details": {"days": 1}}]},
    )
    booking = await call(
        "createBooking",
        {
            "trip_id": trip_id,
            "travel_date": "2027-03-10",
            "end_date": "2027-03-12",
            "people_count": 2,
            "pickup_location": "Riverside Hotel",
            "customer_name": "Sokha Chan",
            "customer_phone": "+85512345678",
        },
    )
    session.state.booking_id = booking["booking_id"]
    qr = await call("generatePaymentQR", {"booking_id": booking["booking_id"]})
    paid = await session.http.post(
        f"/sandbox/payments/{qr['payment_intent_id']}/succeed",
        headers={"X-Service-Key": session.settings.ai_service_key},
    )
    assert paid.status_code == 200
    await call("checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]})
    await call("previewReschedule", {"booking_id": booking["booking_id"], "new_travel_date": "2027-03-20"})
    quote = await call("previewCancellation", {"booking_id": booking["booking_id"]})
    await call("confirmCancellation", {"booking_id": booking["booking_id"], "quote_id": quote["quote_id"]})
    await call("getRefundStatus", {"booking_id": booking["booking_id"]})
    return results


@pytest.mark.parametrize(
    ("language", "chosen", "zone", "currency"),
    [
        ("EN", None, "Europe/London", None),  # USD is the display currency: times only
        ("EN", "KHR", None, "KHR"),  # an English traveller who stated money in riel
        ("KH", None, None, "KHR"),
        ("ZH", None, "Asia/Shanghai", "CNY"),
    ],
)
async def test_every_result_with_money_or_time_is_in_the_travellers_terms(
    language: str, chosen: str | None, zone: str | None, currency: str | None
) -> None:
    session = InProcessSession(language, time_zone=zone)  # type: ignore[arg-type]
    session.state.display_currency = chosen
    try:
        results = await _journey(session)
    finally:
        await session.aclose()
    with_money = [n for n, r in results.items() if carries_money(r["data"])]
    with_time = [n for n, r in results.items() if carries_time(r["data"])]
    assert {"createBooking", "previewCancellation", "getRefundStatus"} <= set(with_money)
    assert {"createBooking", "generatePaymentQR", "getRefundStatus"} <= set(with_time)
    for name, result in results.items():
        data = result["data"]
        assert not _missing(data, currency), (name, _missing(data, currency))
        if name in with_time:
            assert data["shown_in"]["times"].endswith(
                "Cambodia time (ICT, UTC+7)"
                if zone is None
                else f"{zone} (UTC+0)"
                if zone == "Europe/London"
                else f"{zone} (UTC+8)"
            )
        if currency and name in with_money:
            assert data["shown_in"]["currency"].startswith(f"{currency} beside USD, at our reference rate (1 USD = ")


def test_the_session_decides_the_display_currency() -> None:
    from datetime import UTC, datetime

    from agent.display import display_terms

    state = ConversationState.new("s", datetime(2027, 1, 1, tzinfo=UTC), language="ZH")
    assert display_terms(state).currency == "CNY"
    state.display_currency = "KHR"  # the traveller stated money in riel
    assert display_terms(state).currency == "KHR"
    state.preferred_language, state.display_currency = "EN", None
    assert display_terms(state).currency is None


@pytest.mark.parametrize("lang", ["ZH", "KH"])
def test_the_language_rules_show_the_currency_the_result_names(lang: str) -> None:
    """Relay j40: a Chinese traveller from Singapore budgeted in SGD; every result said "SGD beside
    USD" (shown_in) while the Chinese rules said "show yuan beside USD". The rules now defer to
    shown_in, and the result names the traveller's own currency."""
    from agent.prompts.templates import LANGUAGE_INSTRUCTIONS

    rules = LANGUAGE_INSTRUCTIONS[lang]
    assert "shown_in" in rules and "show yuan beside USD wherever" not in rules
    result = {"success": True, "data": {"total_usd": 357.0}}
    out = in_travellers_terms(result, DisplayTerms(currency="SGD"), 1.35)["data"]
    assert out["total_sgd"] == 481.95 and out["shown_in"]["currency"].startswith("SGD beside USD")
