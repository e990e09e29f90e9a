"""One refund, one reason label and one expected time in every view (issue 37, relay 18 req 35).

A child's refund read "更改预订" in booking.refunds_started but "人数变更" in the refund object, and the
preview promised it by 08:57 while the refund said 08:58. Over random changes that refund (a traveller
leaves, the trip gets shorter), minutes between the preview and the yes, and both labelled languages:
the change result's refund, the booking's refunds_started (in the result and read again) and
getRefundStatus give the same reason label and the same expected_by, which is the preview's, and the
refund has arrived by then."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from typing import Any

from hypothesis import given, settings, strategies as st

from agent.status_words import with_labels
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import record

CHANGES: list[dict[str, Any]] = [
    {"remove_adults": 1},
    {"remove_children_ages": [8]},
    {"new_end_date": (date.fromisoformat(TRAVEL) + timedelta(days=1)).isoformat()},
    {"remove_adults": 1, "remove_children_ages": [8]},
]


def views(sb: Sandbox, bid: str, done: dict[str, Any], refund_id: str, language: str) -> list[dict[str, Any]]:
    status = sb.data("getRefundStatus", {"booking_id": bid, "language": language})
    lists = [done["booking"]["refunds_started"], record(sb, bid)["refunds_started"], status["refunds"]]
    listed = [r for rs in lists for r in rs if r["refund_id"] == refund_id]
    return [with_labels(r, language) for r in [done["refund"], *listed]]


@settings(max_examples=10, deadline=None)
@given(
    change=st.sampled_from(CHANGES),
    minutes=st.integers(min_value=0, max_value=14),
    language=st.sampled_from(["KH", "ZH"]),
)
def test_every_view_of_a_refund_gives_one_label_and_one_expected_time(
    change: dict[str, Any], minutes: int, language: str
) -> None:
    sb = Sandbox()
    bid = family(sb, adults=3, children=(8,))["booking_id"]
    quote = preview(sb, bid, **change)
    assert quote["refund_usd"] > 0, quote
    sb.clock.advance(minutes=minutes)
    done = confirm(sb, bid, quote)
    seen = views(sb, bid, done, done["refund"]["refund_id"], language)
    assert len(seen) == 4, seen  # the result's refund, the result's booking, the booking read again, getRefundStatus
    assert {r["reason_label"] for r in seen} == {seen[0]["reason_label"]}, seen
    # the quote states only within how many days; the refund's time counts from its creation
    assert quote["refund_expected_within_days"] == 5 and "refund_expected_by" not in quote, quote
    expected = (datetime.fromisoformat(done["refund"]["created_at"]) + timedelta(days=5)).isoformat()
    assert {datetime.fromisoformat(r["expected_by"]).isoformat() for r in seen} == {expected}, (expected, seen)
    # "expected by" holds: the refund has arrived at that time, not before
    sb.clock.now = datetime.fromisoformat(expected) - timedelta(seconds=1)
    status = sb.data("getRefundStatus", {"booking_id": bid})
    assert "COMPLETED" not in {r["status"] for r in status["refunds"]}, status
    sb.clock.now = datetime.fromisoformat(expected)
    status = sb.data("getRefundStatus", {"booking_id": bid})
    assert {r["status"] for r in status["refunds"]} == {"COMPLETED"}, status
