"""A shorter paid trip refunds its freed price at the cancellation tier (relay 13 req 32, issue 37).

The rule (sandbox/policy.py): a removed day frees its own price, refunded at the percentage a
cancellation would have on the day of the change, the days counted to the earlier of the original and
the new travel date; the rest is kept, and the quote states that tier and the kept part. A longer trip
pays its price difference in full, so shortening and lengthening back never nets the traveller money.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Optional

from hypothesis import given, settings, strategies as st

from sandbox import policy
from sandbox.data.pricing import price_for_days
from sandbox.data.trips import get_trip
from tests.sandbox.shorter_cut import cut_usd
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import at_ict, record

TRIP = get_trip("trip_001")
assert TRIP is not None
DAYS = TRIP["duration_days"]


def tier_pct(days: int) -> int:
    """The policy's table, written out: 30+ days 100 %, 7-29 days 50 %, fewer 0 %."""
    return 100 if days >= 30 else 50 if days >= 7 else 0


def cents(value: float) -> float:
    return float(f"{value + 1e-9:.2f}")


@settings(max_examples=15, deadline=None)
@given(
    adults=st.integers(min_value=1, max_value=3),
    children=st.lists(st.integers(min_value=0, max_value=11), max_size=2),
    days_out=st.integers(min_value=policy.RESCHEDULE_CUTOFF_DAYS, max_value=45),
    move=st.one_of(st.none(), st.integers(min_value=-20, max_value=40)),
)
def test_a_shorter_trip_refunds_its_freed_price_at_the_cancellation_tier(
    adults: int, children: list[int], days_out: int, move: Optional[int]
) -> None:
    sb = Sandbox()
    booking = family(sb, adults=adults, children=tuple(children))
    bid, travel = booking["booking_id"], date.fromisoformat(TRAVEL)
    today = travel - timedelta(days=days_out)
    sb.clock.now = at_ict(today.isoformat(), 12)
    new_travel = travel if move is None else max(travel + timedelta(days=move), today + timedelta(days=2))
    change: dict[str, str] = {"new_end_date": (new_travel + timedelta(days=DAYS - 2)).isoformat()}
    if new_travel != travel:
        change["new_travel_date"] = new_travel.isoformat()
    quote = preview(sb, bid, **change)
    assert quote["proposed"]["duration_days"] == DAYS - 1
    # the adult's price falls by one day of price_for_days and what the moved ride home cuts from the kept
    # last day (sandbox/cut_credit.py): the price of the shorter trip
    day = price_for_days(TRIP, DAYS) - price_for_days(TRIP, DAYS - 1) - cut_usd(TRIP, DAYS - 1)
    assert abs(quote["price_difference_per_adult_usd"] + day) < 0.006
    freed = cents(booking["total_usd"] - quote["new_total_usd"])
    pct = tier_pct((min(travel, new_travel) - today).days)
    paying = adults + sum(1 for age in children if age >= 4)
    fee = policy.LATE_CHANGE_FEE_PER_PERSON * paying if new_travel != travel and days_out < 7 else 0.0
    kept = cents(freed * (100 - pct) / 100)
    assert quote["kept_by_policy_usd"] == kept and quote["change_fee_usd"] == fee
    assert quote["refund_usd"] == max(cents(freed - kept - fee), 0.0), quote
    stated = quote["freed_price"]
    assert (stated["freed_usd"], stated["refund_pct"], stated["kept_by_policy_usd"]) == (freed, pct, kept)
    assert stated["tier_counts_from"] == min(travel, new_travel).isoformat()
    assert "shorter trip" in quote["policy"] and "counted from the earlier" in quote["policy"]


@settings(max_examples=10, deadline=None)
@given(
    adults=st.integers(min_value=1, max_value=3),
    children=st.lists(st.integers(min_value=0, max_value=11), max_size=2),
    days_out=st.integers(min_value=policy.RESCHEDULE_CUTOFF_DAYS, max_value=45),
)
def test_shortening_then_lengthening_back_never_nets_the_traveller_money(
    adults: int, children: list[int], days_out: int
) -> None:
    sb = Sandbox()
    booking = family(sb, adults=adults, children=tuple(children))
    bid = booking["booking_id"]
    sb.clock.now = at_ict((date.fromisoformat(TRAVEL) - timedelta(days=days_out)).isoformat(), 12)
    end = date.fromisoformat(booking["end_date"])
    shorter = preview(sb, bid, new_end_date=(end - timedelta(days=1)).isoformat())
    confirm(sb, bid, shorter)
    longer = preview(sb, bid, new_end_date=end.isoformat())
    # the longer trip pays its whole price difference (part of it maybe off the refund still on its way)
    cost = longer.get("change_cost_usd", longer["amount_due_usd"])
    assert cost == cents(booking["total_usd"] - shorter["new_total_usd"]) == longer["price_difference_usd"]
    assert longer["new_total_usd"] == booking["total_usd"]
    assert shorter["refund_usd"] - cost <= 0
    confirm(sb, bid, longer)
    after = record(sb, bid)
    got_back = after.get("refunds_pending_usd", 0.0) + booking["total_usd"] - after["amount_paid_usd"]
    assert got_back - after["balance_due_usd"] <= shorter["refund_usd"] - cost + 0.005
