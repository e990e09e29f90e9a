"""A change quote states freed-price and refund-percentage-of-a-freed-price fields and texts only when the
change frees something (a traveller leaves, a day is removed): relay 29 req 34, a day added carried
``refund_pct_of_freed_price`` 50 beside nothing freed. Over change kinds, with and without a join's swap
allowance, in every language."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings, strategies as st

from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_change_prices import family, preview
from tests.sandbox.test_changes import at_ict

FREED_FIELDS = ("refund_pct_of_freed_price", "freed_price")
CHANGES = [
    {"new_end_date": "2026-04-23"},  # a day added
    {"new_end_date": "2026-04-21"},  # a day removed
    {"add_adults": 1},
    {"add_children_ages": [8]},
    {"remove_adults": 1},
    {"remove_children_ages": [8]},
    {"remove_adults": 1, "add_adults": 1, "add_children_ages": [10]},
    {"new_travel_date": "2026-06-20"},
    {"add_adults": 1, "new_end_date": "2026-04-23"},
]


def freed_words(quote: dict[str, Any]) -> bool:
    """Whether any text of the quote (outside the policy's general terms) speaks of a freed price."""
    text = json.dumps({k: v for k, v in quote.items() if k != "policy"}, ensure_ascii=False).lower()
    return "freed price" in text or "frees " in text


@settings(max_examples=25, deadline=None)
@given(change=st.sampled_from(CHANGES), hours=st.sampled_from([1.0, 30.0 * 24]))
def test_freed_fields_only_when_something_is_freed(change: dict[str, Any], hours: float) -> None:
    sb = Sandbox()
    booking = family(sb, adults=4, children=(8,))
    sb.clock.now = at_ict("2026-03-31", 12)
    sb.clock.advance(hours=min(hours, 24 * 15))
    assert TRAVEL  # the family travels on the support's date; the changes above are around it
    quote = preview(sb, booking["booking_id"], **change)
    freed = -quote["price_difference_usd"] > 0.004
    stated = [k for k in FREED_FIELDS if k in quote]
    assert bool(stated) == freed, (change, quote["price_difference_usd"], stated)
    if not freed:
        assert not freed_words(quote), change
