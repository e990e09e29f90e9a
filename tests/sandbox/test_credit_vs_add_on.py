"""An included activity's removal credit beside its add-on price is explained (relay 32 req 15: $15/adult off
for a boat trip sold as an add-on at $30/adult, unexplained).

Over every catalogue trip, every activity of its plan and EN/KH/ZH: removing an activity that is also a
catalogue add-on at another price says why, with both figures, in the session's language; one whose add-on
price equals the credit, or that is no add-on, says nothing of it."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.data.addable import find_addable
from sandbox.data.pricing import price_customization
from sandbox.data.trips import TRIPS
from sandbox.plan import plan_for

SCRIPT = {"EN": "add-on", "KH": "សកម្មភាពបន្ថែម", "ZH": "附加项目"}


def _activities(trip: dict[str, Any]) -> list[str]:
    return sorted({a for day in plan_for(trip, [])["days"] for a in day["activities"]})


@pytest.mark.parametrize("language", sorted(SCRIPT))
def test_every_removal_credit_beside_another_add_on_price_says_why(language: str) -> None:
    seen = 0
    for trip in TRIPS:
        for activity in _activities(trip):
            item = price_customization(trip, {"type": "remove_activity", "details": {"activity": activity}}, language)
            credit = -item["price_usd"]
            same = find_addable(trip["region"], activity)
            if same is None or abs(same.price_usd - credit) < 0.005:
                assert "credit_vs_add_on" not in item, item
                continue
            seen += 1
            said = item["credit_vs_add_on"]
            assert f"{credit:.2f}" in said and f"{same.price_usd:.2f}" in said and SCRIPT[language] in said, said
    assert seen > 0  # the catalogue has such activities: the table states the case it claims
