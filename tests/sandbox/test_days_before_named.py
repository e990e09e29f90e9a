"""A count of days before a date names its date (relay 22 req 42: after a move, a quote's top-level
``days_before_travel`` 16, the count to the old date, beside ``proposed.days_before_travel`` 20, was read as
the refund tier's count).

In every change and cancellation quote, before and after moves: each ``days_before_travel`` is the days
from today (Cambodia) to the travel date beside it (``travel_date`` or ``days_before_travel_counts_to``);
each refund-tier count is the days to the tier's own date beside it."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Iterator

from hypothesis import given, settings, strategies as st

from sandbox import policy
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import at_ict

# a count and the keys that may name its date, in the same object
COUNTS = {
    "days_before_travel": ("travel_date", "days_before_travel_counts_to"),
    "refund_tier_days_before": ("refund_tier_counts_from",),
    "days_before_refund_tier_date": ("refund_tier_date", "tier_counts_from", "refund_tier_counts_from"),
}


def counts(value: Any) -> Iterator[tuple[str, int, list[str]]]:
    """Every (count key, count, the dates named beside it) in a result."""
    if isinstance(value, list):
        for item in value:
            yield from counts(item)
    elif isinstance(value, dict):
        for key, names in COUNTS.items():
            if key in value:
                yield key, value[key], [value[n] for n in names if n in value]
        for item in value.values():
            yield from counts(item)


def check(result: dict[str, Any], today: date) -> int:
    seen = 0
    for key, days, named in counts(result):
        assert named, (key, "names no date")
        # the date right beside it is the one it counts to (a travel_date beside a counts_to: the same)
        for when in named:
            assert (date.fromisoformat(when) - today).days == days, (key, days, when)
        seen += 1
    return seen


@settings(max_examples=10, deadline=None)
@given(
    first=st.integers(min_value=-8, max_value=30),
    second=st.sampled_from([{"move": 5}, {"move": -3}, {"add_adults": 1}, {"remove_adults": 1}]),
    days_out=st.integers(min_value=policy.RESCHEDULE_CUTOFF_DAYS + 10, max_value=40),
)
def test_every_days_before_count_is_the_days_to_the_date_it_names(
    first: int, second: dict[str, Any], days_out: int
) -> None:
    sb = Sandbox()
    bid = family(sb, adults=3, children=(8,))["booking_id"]
    travel = date.fromisoformat(TRAVEL)
    today = travel - timedelta(days=days_out)
    sb.clock.now = at_ict(today.isoformat(), 12)
    moved = travel + timedelta(days=first)
    if first:
        quote = preview(sb, bid, new_travel_date=moved.isoformat())
        assert check(quote, today) >= 4
        confirm(sb, bid, quote)
    change = dict(second)
    if "move" in change:
        target = moved + timedelta(days=change["move"])
        if (target - today).days < policy.RESCHEDULE_CUTOFF_DAYS:
            return  # a move the policy refuses (under 2 days ahead): no quote to check
        change = {"new_travel_date": target.isoformat()}
    quote = preview(sb, bid, **change)
    assert check(quote, today) >= 4
    assert quote["refund_tier_counts_from"] == quote["refund_terms_after_change"]["refund_tier_date"]
    assert check(sb.data("previewCancellation", {"booking_id": bid, "purpose": "information"}), today) >= 2
