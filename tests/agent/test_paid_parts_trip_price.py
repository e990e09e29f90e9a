"""A card's "paid" breakdown labels each part with what it is: the part said "for the trip" is the booking's trip
price, what DerLg kept from earlier changes is its own part, and the parts add up to what was paid (a cancel card
said "paid $595.24 = $489.50 for the trip + ..." of a $480.77 trip that had kept an $8.73 change fee)."""

from __future__ import annotations

import re

from hypothesis import example, given, strategies as st

from agent.paid_parts import card_parts

cents = st.integers(min_value=0, max_value=300_000).map(lambda c: c / 100)
AMOUNT = r"\$([\d,]+(?:\.\d+)?)"


def _amount(text: str) -> float:
    return float(text.replace(",", ""))


@given(trip=cents, fees=cents, pending=cents.filter(lambda p: p > 0))
@example(trip=480.77, fees=8.73, pending=105.74)
def test_the_part_for_the_trip_is_the_trip_price_and_the_parts_sum_to_paid(
    trip: float, fees: float, pending: float
) -> None:
    paid = round(trip + fees + pending, 2)
    data = {"amount_paid_usd": paid, "refunds_pending_usd": pending, "charges_usd": fees, "refund_base_usd": trip}
    said = card_parts("cancellation", data, "EN")
    assert said is not None
    whole = re.match(rf"paid {AMOUNT} = (.*)$", said)
    assert whole is not None and _amount(whole.group(1)) == paid, said
    parts = re.findall(rf"{AMOUNT} ([^+]+)", whole.group(2))
    labelled = {label.strip(): _amount(usd) for usd, label in parts}
    assert labelled["for the trip"] == trip, said
    assert ("kept by DerLg (earlier changes)" in labelled) is (fees > 0), said
    assert round(sum(labelled.values()), 2) == paid, said


def test_each_language_names_the_kept_fees_apart() -> None:
    data = {"amount_paid_usd": 595.24, "refunds_pending_usd": 105.74, "charges_usd": 8.73}
    for language in ("EN", "KH", "ZH"):
        said = card_parts("cancellation", data, language) or ""
        assert "$480.77" in said and "$8.73" in said and "$489.50" not in said, said
