"""compareTrips (sandbox/routes/trips.py, sandbox/i18n/views.py): the price rows are labelled by
what the number is, one adult's price (relay j10: "每人价格" beside a per-adult number)."""

from __future__ import annotations

import pytest

from sandbox.data.trips import TRIPS_BY_ID
from tests.sandbox.support import Sandbox

PER_ADULT = {"EN": "per adult", "KH": "ពេញវ័យ", "ZH": "成人"}
PER_PERSON = {"EN": "per person", "KH": "ក្នុងម្នាក់ (", "ZH": "每人"}
IDS = ["trip_007", "trip_008", "trip_009"]


@pytest.mark.parametrize("lang", sorted(PER_ADULT))
def test_the_price_rows_say_per_adult_in_every_language(lang: str) -> None:
    data = Sandbox().data("compareTrips", {"trip_ids": IDS}, lang=lang)
    assert {t["price_is"] for t in data["trips"]} == {"per_adult"}
    prices = [TRIPS_BY_ID[i]["price_usd"] for i in IDS]
    rows = data["comparison"]["rows"]
    priced = [
        r
        for r in rows
        if r["values"] in (prices, [round(p / TRIPS_BY_ID[i]["duration_days"], 2) for p, i in zip(prices, IDS)])
    ]
    assert len(priced) == 2, rows
    for row in priced:
        assert PER_ADULT[lang] in row["label"] and PER_PERSON[lang] not in row["label"], row["label"]
