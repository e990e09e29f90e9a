"""An unpaid change at its deadline on the time-skipping server: when its top-up is still unpaid at
``pay_by`` the backend withdraws it and the session says so at once (the text, the state, the card,
the model's notice); a top-up paid before then withdraws nothing and tells nothing.

Real worker (scripted model), the sandbox in process; its clock is set past pay_by before the
session's timer fires (the backend's own deadline), as test_top_ups does for the QR's expiry.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest

from agent.aftercare import context_lines
from agent.state import AgentState
from agent.top_up_lapse import READ_AFTER
from api import session_client
from tests.support import say
from tests.workflows.test_top_ups import _events
from tests.workflows.test_trip_timers import Trip, booked_trip

pytestmark = pytest.mark.timeskipping


async def _paid_then_changed(trip: Trip) -> tuple[Any, Any]:
    """The booking paid (its card as paid), then one more traveller confirmed: a top-up owed."""
    await trip.pay()
    before = await trip.state_when(lambda s: s.state == AgentState.POST_BOOKING and s.last_seq >= 1)
    await trip.tick()
    await say(trip.client, trip.sid, "Can we add one more person to the trip?")
    await say(trip.client, trip.sid, "yes")
    after = await trip.state_when(lambda s: s.after_payment is not None and bool(s.after_payment.top_up_pay_by))
    return before, after


def _withdrawals(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e for e in events if e.get("unpaid_change_withdrawn")]


async def test_an_unpaid_change_is_withdrawn_at_its_deadline_and_told_at_once(time_env):
    async with booked_trip(time_env, days_ahead=30) as trip:
        before, changed = await _paid_then_changed(trip)
        people, total = before.booked_facts().people_count, before.booked_facts().total_usd
        assert changed.booked_facts().people_count == people + 1 and changed.after_payment.balance_due_usd > 0
        pay_by = datetime.fromisoformat(changed.after_payment.top_up_pay_by.replace("Z", "+00:00"))

        trip.clock.now = pay_by + timedelta(seconds=5)  # the backend's deadline has passed
        await trip.env.sleep(pay_by - timedelta(seconds=30) - await trip.env.get_current_time())
        assert _withdrawals(await _events(trip)) == []  # not before its moment

        await trip.env.sleep(timedelta(seconds=30) + READ_AFTER + timedelta(seconds=15))
        state = await trip.state_when(lambda s: s.after_payment.top_up_pay_by is None)
        events = await _events(trip)
        [told] = _withdrawals(events)
        assert "reply_to" not in told  # nobody asked: a background frame
        assert (
            state.booking_ref in told["text"] and "withdrawn" in told["text"] and "Nothing was charged" in told["text"]
        )
        assert f"{people} people" in told["text"]  # the booking as it was
        # the session follows the booking: nothing owed, the group and total before the change
        book = state.after_payment
        assert book.balance_due_usd == 0 and book.top_up_intent_id is None
        assert state.booked_facts().people_count == people and state.booked_facts().total_usd == pytest.approx(total)
        cards = [e for e in events if e["type"] == "booking_update" and e["seq"] < told["seq"]]
        assert cards[-1]["people_count"] == people and cards[-1]["total_usd"] == pytest.approx(total)
        assert cards[-1]["payment"] == "paid"
        notice = state.notices[-1]
        assert (notice.kind, notice.answered) == ("unpaid_change_withdrawn", False)
        assert not any(n.kind == "top_up_expired" and not n.answered for n in state.notices)
        context = "\n".join(context_lines(state, await trip.env.get_current_time(), None))
        assert "balance_due_usd" not in context and "awaiting payment" not in context
        record = await trip.record()
        assert record["people_count"] == people and record.get("pending_top_up") is None


@pytest.mark.parametrize("event_reaches_session", [True, False], ids=["paid-event", "backend-only"])
async def test_a_top_up_paid_before_its_deadline_withdraws_nothing(time_env, event_reaches_session):
    """Paid before pay_by, whether the session heard of it (no timer left) or only the backend knows."""
    async with booked_trip(time_env, days_ahead=30) as trip:
        _, changed = await _paid_then_changed(trip)
        people = changed.booked_facts().people_count
        pay_by = datetime.fromisoformat(changed.after_payment.top_up_pay_by.replace("Z", "+00:00"))
        top_up = changed.after_payment.top_up_intent_id
        resp = await trip.http.post(f"/sandbox/payments/{top_up}/succeed", json={"signal": event_reaches_session})
        assert resp.status_code == 200, resp.text
        if event_reaches_session:
            await trip.state_when(lambda s: s.after_payment.balance_due_usd == 0)

        trip.clock.now = pay_by + timedelta(minutes=5)
        await trip.env.sleep(pay_by + READ_AFTER + timedelta(minutes=1) - await trip.env.get_current_time())
        reply = await say(trip.client, trip.sid, "thanks!")  # a turn after the deadline: the loop has run
        assert reply
        state = await session_client.session_state(trip.client, trip.sid)
        assert _withdrawals(await _events(trip)) == []
        assert state.booked_facts().people_count == people  # the change stands, paid
        assert not any(n.kind == "unpaid_change_withdrawn" for n in state.notices)
