"""While a change awaits its top-up, what the model reads of the booking is one story (relay 33 req 35:
status CONFIRMED, people_count 4 and the 4's total beside "confirmed for 3 people (paid); the change to 4
awaits a top-up"): over change shapes (a join, a child joining, a longer trip, a late date move with its
fee) and languages, the booking's top-level dates, head count and total are what is paid and confirmed,
the change's own figures are under ``pending_top_up.after_top_up``, and the wire keeps the contract's."""

from __future__ import annotations

from typing import Any

import pytest

from agent.tools.guidance import for_model
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import at_ict

SHAPES: dict[str, dict[str, Any]] = {
    "adult_joins": {"add_adults": 1},
    "child_joins": {"add_children_ages": [8]},
    "longer_trip": {"new_end_date": "2026-04-23"},
    "late_move": {"new_travel_date": "2026-04-22"},
}
PAID_FOR = ("travel_date", "end_date", "people_count", "total_usd")


def paid_and_changed(shape: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """A paid booking for 2 adults, then the change of ``shape`` confirmed: (the paid booking, the confirmation)."""
    sb = Sandbox()
    paid = family(sb, adults=2, children=())
    bid = paid["booking_id"]
    if shape == "late_move":
        sb.clock.now = at_ict("2026-04-14", 10)  # within the week: the move costs its fee
    return paid, confirm(sb, bid, preview(sb, bid, **SHAPES[shape]))


def _booking(data: dict[str, Any]) -> dict[str, Any]:
    booking = data.get("booking")
    assert isinstance(booking, dict), sorted(data)
    return booking


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_a_booking_awaiting_its_top_up_is_confirmed_for_what_is_paid(shape: str, language: str) -> None:
    paid, done = paid_and_changed(shape)
    wire = _booking(done)
    owed = wire["pending_top_up"]
    assert wire["status"] == "CONFIRMED" and owed["status"] == "CHANGE_AWAITING_PAYMENT"  # the contract's values
    assert {k: owed["paid_for"][k] for k in PAID_FOR} == {k: paid[k] for k in PAID_FOR}
    seen = _booking(for_model({"success": True, "data": done}, language, "confirmReschedule")["data"])
    after = seen["pending_top_up"].get("after_top_up", {})
    for key in PAID_FOR:
        assert seen.get(key) == paid[key], key  # CONFIRMED beside what is paid and confirmed
        if wire[key] != paid[key]:
            assert after[key] == wire[key], key  # the change's own figure, under the pending change
    assert after, "a change awaiting its top-up changes something"
    assert seen["status"] == "CONFIRMED" and "paid_for" not in seen["pending_top_up"]
