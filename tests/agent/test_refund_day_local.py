"""A payment a refund goes back to is named by the day it was paid as the traveller lived it: Cambodia time,
never the UTC day (relay 42 req 27: "on 2026-11-29" for a payment made at 03:51 on 30 November in Cambodia)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hypothesis import given, strategies as st

from agent.result_money import goes_back_to
from agent.timefmt import local_day, zone_of

MOMENTS = st.datetimes(min_value=datetime(2026, 1, 1), max_value=datetime(2027, 12, 31)).map(
    lambda d: d.replace(tzinfo=UTC)
)


@given(MOMENTS)
def test_every_refunds_payment_day_is_the_cambodian_day(moment: datetime) -> None:
    paid_at = moment.isoformat(timespec="seconds")
    part = {"payment_intent_id": "pi_1", "paid_at": paid_at, "paid_usd": 796.0, "amount_back_usd": 159.2}
    (back,) = goes_back_to({"refunds_started": [{"refund_id": "rf_1", "amount_usd": 159.2, "refund_to": [part]}]})
    assert back.day == (moment + timedelta(hours=7)).date().isoformat() == local_day(paid_at)
    assert local_day(paid_at, "Asia/Singapore") == moment.astimezone(zone_of("Asia/Singapore")).date().isoformat()
