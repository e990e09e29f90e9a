"""A saved custom trip's name never promises what the traveller took out (sandbox/custom_name.py):
for every trip, every activity of its plan and every language, a trip saved without that activity
is named as based on the package, naming what it leaves out, in the request's language; a trip
saved with nothing removed keeps the package's name marked as custom."""

from __future__ import annotations

import pytest

from sandbox.catalogue import CATALOGUE
from sandbox.data.trips import TRIPS
from sandbox.i18n import trf
from tests.sandbox.support import Sandbox

LANGUAGES = ("EN", "KH", "ZH")
GROUP = {"people_count": 2, "adults": 2}


@pytest.fixture(scope="module")
def sb() -> Sandbox:
    return Sandbox()


@pytest.mark.parametrize("trip_id", [t["id"] for t in TRIPS])
def test_a_trip_saved_without_an_activity_is_named_without_it(sb: Sandbox, trip_id: str) -> None:
    texts = CATALOGUE.trip(trip_id)
    activities = [a for day in texts.days for a in day.activities]
    checked = 0
    for activity in activities:
        body = {
            "trip_id": trip_id,
            "customizations": [{"type": "remove_activity", "details": {"activity": activity.en}}],
        }
        for language in LANGUAGES:
            resp = sb.call("customizeTrip", {**body, **GROUP}, lang=language)
            if resp.status_code != 200:
                continue  # not removable (e.g. the transfer): nothing saved, nothing named
            name = resp.json()["data"]["trip_name"]
            package = texts.name.in_(language)
            assert name == trf(
                "Based on {name}, without {removed}", language, name=package, removed=activity.in_(language)
            )
            assert name != trf("{name} (custom)", language, name=package)
            checked += 1
    assert checked  # every trip has an activity that can be taken out
    added = {"trip_id": trip_id, "customizations": [{"type": "add_day"}], **GROUP}
    for language in LANGUAGES:
        kept = sb.data("customizeTrip", added, lang=language)  # nothing taken out: the package's name
        assert kept["trip_name"] == trf("{name} (custom)", language, name=texts.name.in_(language))
