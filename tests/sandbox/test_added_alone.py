"""An added activity's time agrees with its day (relay run 53 req 34: the Tonle Sap boat trip added to a day whose
visits were all taken out was "in the afternoon, after the day's other visits" beside the day's starts_at 08:00 and
nothing else on it).

The invariant, in EN, KH and ZH: an added activity on a day with no other visit is "from the day's start"; one beside
the day's visits never is."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.itineraries import DAYS
from sandbox.day_clock import FROM_THE_START
from sandbox.i18n import tr
from tests.sandbox.support import Sandbox

BOAT = "Tonle Sap boat trip to Kampong Phluk"


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_an_added_activity_alone_on_its_day_starts_it(language: str) -> None:
    sb = Sandbox()
    days = DAYS["trip_002"]
    day3 = days[2][1]  # the Kulen day: its visits taken out, the boat trip added there
    custom = [{"type": "remove_activity", "details": {"activity": a}} for a in day3]
    custom.append({"type": "add_activity", "details": {"activity": BOAT, "day": 3}})
    out = sb.data(
        "calculateCustomTrip", {"base_trip_id": "trip_002", "customizations": custom, "adults": 2}, lang=language
    )
    added = out["plan_changes"]["added_activities"]
    entry = next(a for a in added if a["activity"] == tr(BOAT, language))
    assert entry["day"] == 3 and entry["when"] == tr(FROM_THE_START, language), entry
    kept: list[dict[str, Any]] = [{"type": "add_activity", "details": {"activity": BOAT, "day": 2}}]
    out = sb.data(
        "calculateCustomTrip", {"base_trip_id": "trip_002", "customizations": kept, "adults": 2}, lang=language
    )
    entry = next(a for a in out["plan_changes"]["added_activities"] if a["activity"] == tr(BOAT, language))
    assert entry["when"] != tr(FROM_THE_START, language), entry
