"""A trip with no park pass prices Cambodian citizens as everyone else; the price says why (a run's Kep trip: the
Khmer family saw the same price as their Korean colleague and took it for a mistake). The invariant, over every
trip without a pass, 1-4 adults, some of them citizens, in EN/KH/ZH: previewBooking's pricing says in one line that
the only citizen difference is the park pass and this trip has none; with no citizens, or on a trip with a pass
(where the citizens' price already differs), no such line."""

from __future__ import annotations

import pytest

from sandbox.data.trips import TRIPS
from sandbox.i18n.pass_texts import CITIZENS_SAME
from tests.sandbox.support import TRAVEL, Sandbox

NO_PASS = [t["id"] for t in TRIPS if t.get("park_pass") is None]
WITH_PASS = [t["id"] for t in TRIPS if t.get("park_pass") is not None]


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("trip_id", NO_PASS[:3])
def test_citizens_on_a_trip_with_no_pass_are_told_they_pay_the_same(sb: Sandbox, trip_id: str, lang: str) -> None:
    for adults, citizens in ((3, 2), (1, 1), (4, 4)):
        body = {"trip_id": trip_id, "travel_date": TRAVEL, "adults": adults, "children_ages": [1]}
        pricing = sb.data("previewBooking", {**body, "cambodian_citizens": citizens}, lang=lang)["pricing"]
        said = pricing.get("citizens_pay_the_same")
        assert said == CITIZENS_SAME.in_(lang), pricing
        assert "citizens_pay_the_same" not in sb.data("previewBooking", body, lang=lang)["pricing"]


@pytest.mark.parametrize("trip_id", WITH_PASS[:2])
def test_a_trip_with_a_pass_says_no_such_line(sb: Sandbox, trip_id: str) -> None:
    body = {"trip_id": trip_id, "travel_date": TRAVEL, "adults": 3, "cambodian_citizens": 2}
    assert "citizens_pay_the_same" not in sb.data("previewBooking", body)["pricing"]
