"""Every length-matched variant says whether it fits the request, as the model reads it (relay 12
req 5: trip_008.to_match_duration lost fits_request when it equalled the package's own)."""

from __future__ import annotations

import pytest

from agent.tools.compact import compact
from sandbox.data.trips import TRIPS
from sandbox.models import SuggestBody
from sandbox.suggest import MAX_DAYS_ADJUST, _misfits, offer


@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_every_to_match_duration_keeps_fits_request_for_the_model(trip: dict) -> None:
    seen = 0
    days = trip["duration_days"]
    for asked in range(max(1, days - MAX_DAYS_ADJUST), days + MAX_DAYS_ADJUST + 1):
        for high in (50, 400, 5000):  # over, around and within the budget
            body = SuggestBody(
                mood="curious",
                environment=trip["environment"],
                duration_days=asked,
                adults=2,
                children_ages=[1],
                budget_usd={"min": 0, "max": high},  # type: ignore[arg-type]
                departure_city="Siem Reap",
            )
            item = offer(trip, body, body.group(), "en")
            item["fits_request"] = not _misfits(item, body)  # as getTripSuggestions sets it
            shown = compact({"ok": True, "data": {"trips": [item]}}, "getTripSuggestions")["data"]["trips"][0]
            variant = shown.get("to_match_duration")
            if item.get("to_match_duration"):
                seen += 1
                assert isinstance(variant, dict) and isinstance(variant.get("fits_request"), bool)
                assert variant["fits_request"] == item["to_match_duration"]["fits_request"]
    assert seen  # every package has a length-matched variant one day longer at least
