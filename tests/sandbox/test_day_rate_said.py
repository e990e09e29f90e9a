"""A suggestion's length-matched variant says its day rate short, in the change quote's words and with the
figures it comes from (relay 29 req 4: "80 % of a package day" named no transfer while the rate is 80 % of a
package day without the transfer): for every trip and language, the figures in the text give back
``day_rate`` (share x (price - transfer - pass) / days, at least the night at the trip's hotel, named with its
figure exactly when it is the rate), a transfer is named exactly when the trip has one and the park pass exactly
when its price holds one (priced by the plan's temple days, never per day)."""

from __future__ import annotations

import re

import pytest

from sandbox.data.pricing import DAY_SHARE, day_rate, day_rate_said, night_floors, night_usd
from sandbox.data.trips import TRIPS
from sandbox.i18n.price_rule_texts import KH, ZH
from tests.sandbox.day_rate_text import night_said

TRANSFER_WORD = {"EN": "transfer", "KH": "ការដឹកជញ្ជូន", "ZH": "接送"}
PASS_WORD = {"EN": "Angkor pass", "KH": "សំបុត្រចូលអង្គរ", "ZH": "吴哥通票"}
NUMBER = re.compile(r"\d+(?:\.\d+)?")


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("trip", TRIPS, ids=lambda t: t["id"])
def test_the_day_rate_text_gives_back_the_day_rate(trip: dict, language: str) -> None:
    text = day_rate_said(trip, language)
    head, night = night_said(trip, text, language)
    assert (night is not None) == night_floors(trip) and night in (None, night_usd(trip)), text
    figures = [float(n) for n in NUMBER.findall(head)]
    rate, share, price, *minus, days = figures
    transfer = float(trip.get("transfer_usd") or 0.0)
    own_pass = trip["park_pass"].adult_usd if trip.get("park_pass") else 0.0
    assert minus == [x for x in (transfer, own_pass) if x], text  # each part not spread over the days, named
    assert (TRANSFER_WORD[language] in text) == bool(transfer), text
    assert (PASS_WORD[language] in text) == bool(own_pass), text
    assert share / 100 == DAY_SHARE and price == trip["price_usd"] and days == trip["duration_days"]
    assert rate == day_rate(trip) == max(round(share / 100 * (price - sum(minus)) / days, 2), night or 0.0), text


def test_every_day_rate_text_is_translated() -> None:
    from sandbox.i18n.price_rule_texts import (
        DAY_RATE,
        DAY_RATE_NIGHT,
        DAY_RATE_NO_TRANSFER,
        DAY_RATE_NO_TRANSFER_PASS,
        DAY_RATE_PASS,
        DAY_RULE,
        DAY_RULE_NIGHT,
        DAY_RULE_NO_TRANSFER,
        DAY_RULE_NO_TRANSFER_PASS,
        DAY_RULE_PASS,
    )

    for template in (
        DAY_RATE,
        DAY_RATE_NO_TRANSFER,
        DAY_RATE_PASS,
        DAY_RATE_NO_TRANSFER_PASS,
        DAY_RULE,
        DAY_RULE_NO_TRANSFER,
        DAY_RULE_PASS,
        DAY_RULE_NO_TRANSFER_PASS,
        DAY_RULE_NIGHT,
        DAY_RATE_NIGHT,
    ):
        assert template in KH and template in ZH
