"""Trip timers on the time-skipping test server (issue 13): the pre-travel reminder follows the
booking on every path (webhook, status check, reschedule, cancellation), the session stays alive
for it, a post-trip follow-up, and a late duplicate confirmation raises no operator flag.

Real worker (scripted model), the sandbox backend in process with a clock kept on the test
server's time, its payment signals sent with the test server's client.
"""

from __future__ import annotations

import asyncio
import contextlib
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from typing import Any, AsyncIterator

import httpx
import pytest

from agent.settings import Settings
from agent.state import AgentState
from api import session_client
from sandbox import create_app
from sandbox.clock import ManualClock
from tests.support import (
    make_settings,
    new_session_id,
    payment_state,
    quote_details,
    running_worker,
    sandbox_booking_body,
    say,
    serve_asgi,
    start_seeded,
    wait_for,
)

pytestmark = pytest.mark.timeskipping

KEY = "dev-service-key"
ICT = timezone(timedelta(hours=7))


@dataclass
class Trip:
    env: Any
    client: Any
    sid: str
    handle: Any
    http: httpx.AsyncClient
    clock: ManualClock
    booking: dict[str, Any]
    intent: str
    travel: date

    async def tick(self) -> datetime:
        """Bring the sandbox clock to the test server's time."""
        self.clock.now = await self.env.get_current_time()
        return self.clock.now

    async def pay(self, signal: bool = True) -> None:
        resp = await self.http.post(f"/sandbox/payments/{self.intent}/succeed", json={"signal": signal})
        assert resp.status_code == 200, resp.text

    async def record(self) -> dict[str, Any]:
        listed = (await self.http.get("/sandbox/bookings")).json()["data"]["bookings"]
        return next(b for b in listed if b["booking_id"] == self.booking["booking_id"])

    async def state_when(self, predicate, timeout: float = 20.0):
        async def probe():
            state = await session_client.session_state(self.client, self.sid)
            return state if predicate(state) else None

        return await wait_for(probe, timeout=timeout)

    async def flagged(self, key: str) -> list[dict[str, Any]]:
        page = await session_client.events_since(self.client, self.sid, 0)
        return [e for e in page.events if e.get(key)]

    async def while_confirming(self) -> None:
        """Wait until the payment confirmation's model turn is running (a slow scripted model)."""

        async def confirming():
            status = await session_client.session_status(self.client, self.sid)
            return (status.processing_message_id or "").startswith("confirm")

        await wait_for(confirming, timeout=20, interval=0.05)

    async def sleep_until(self, moment: datetime) -> None:
        await self.env.sleep(moment - await self.env.get_current_time())
        await self.tick()


def reminder_time(travel: date) -> datetime:
    """24 h before the 08:00 Cambodia-time departure."""
    return datetime(travel.year, travel.month, travel.day, 8, 0, tzinfo=ICT) - timedelta(hours=24)


@asynccontextmanager
async def booked_trip(time_env, days_ahead: int = 30, **settings: Any) -> AsyncIterator[Trip]:
    """A real RESERVED booking in the sandbox, and a session seeded as waiting for its payment
    (``settings``: worker settings other than the defaults, e.g. the model backend)."""
    client = time_env.client
    now = await time_env.get_current_time()
    clock = ManualClock(now)

    async def temporal() -> Any:
        return client

    app = create_app(Settings(AI_SERVICE_KEY=KEY), temporal, clock=clock)  # type: ignore[call-arg]
    async with serve_asgi(app) as url, running_worker(client, make_settings(url, **settings)):
        sid = new_session_id()
        travel = now.astimezone(ICT).date() + timedelta(days=days_ahead)
        end = travel + timedelta(days=1)
        headers = {"X-Service-Key": KEY, "X-Session-Id": sid}
        async with httpx.AsyncClient(base_url=url, headers=headers, timeout=10) as http:
            body = sandbox_booking_body(travel, end)
            booking = (await http.post("/v1/ai-tools/bookings/create", json=body)).json()["data"]
            qr = (
                await http.post(
                    "/v1/ai-tools/payments/qr", json={"booking_id": booking["booking_id"], "user_id": "user-1"}
                )
            ).json()["data"]
            state = payment_state(
                sid,
                now,
                booking_id=booking["booking_id"],
                booking_ref=booking["booking_ref"],
                payment_intent_id=qr["payment_intent_id"],
                quoted_total_usd=booking["total_usd"],
                travel_dates={"start": travel.isoformat(), "end": end.isoformat()},
                reserved_until=now + timedelta(minutes=15),
            )
            handle = await start_seeded(client, state)
            trip = Trip(time_env, client, sid, handle, http, clock, booking, qr["payment_intent_id"], travel)
            try:
                yield trip
            finally:
                with contextlib.suppress(Exception):  # already ended in some tests
                    await handle.cancel()


async def test_reminder_at_t_minus_24h_cambodia_time_session_alive_then_follow_up(time_env):
    async with booked_trip(time_env, days_ahead=30) as trip:
        await trip.pay()
        await trip.state_when(
            lambda s: s.state == AgentState.POST_BOOKING and s.last_seq >= 1
        )  # one confirmation event
        due = reminder_time(trip.travel)

        await trip.sleep_until(due - timedelta(minutes=1))  # 29 days of silence: well past 7
        assert (await trip.handle.describe()).status.name == "RUNNING"
        assert await trip.flagged("reminder") == []
        await trip.env.sleep(timedelta(minutes=2))
        reminders = await wait_for(lambda: trip.flagged("reminder"), timeout=20)
        at = datetime.fromisoformat(reminders[0]["at"])
        assert due <= at < due + timedelta(minutes=2)
        state = await session_client.session_state(trip.client, trip.sid)
        reminder = next(n for n in state.notices if n.kind == "reminder")  # the model's system notice
        assert "08:00 ICT" in reminder.text  # pickup time in Cambodia time

        # the day after the trip, 10:00 Cambodia time: one short follow-up; still alive until then
        follow = datetime(trip.travel.year, trip.travel.month, trip.travel.day, 10, tzinfo=ICT) + timedelta(days=2)
        await trip.sleep_until(follow - timedelta(minutes=1))
        assert await trip.flagged("follow_up") == []
        assert (await trip.handle.describe()).status.name == "RUNNING"
        await trip.env.sleep(timedelta(minutes=2))
        assert await wait_for(lambda: trip.flagged("follow_up"), timeout=20)
        # then the usual 7 days of silence end it
        await trip.env.sleep(timedelta(days=7, minutes=5))
        outcome = await asyncio.wait_for(trip.handle.result(), 20)
        assert outcome.reason == "inactive"


async def test_status_check_arms_the_reminder_and_a_late_webhook_is_no_alarm(time_env):
    async with booked_trip(time_env, days_ahead=10) as trip:
        await trip.pay(signal=False)  # the payment went through, the webhook is late
        await say(trip.client, trip.sid, "Did my payment go through?")
        state = await trip.state_when(lambda s: s.state == AgentState.POST_BOOKING)
        assert state.payment_status == "CONFIRMED"

        await trip.pay(signal=True)  # the webhook finally arrives (same event, first time the session sees it)
        state = await trip.state_when(lambda s: len(s.processed_payment_event_ids) == 1)
        await asyncio.sleep(0.3)
        state = await session_client.session_state(trip.client, trip.sid)
        assert state.unmatched_payments == [] and state.attention_flags == []
        desc = await trip.handle.describe()
        assert not desc.search_attributes.get("DerlgAttention")

        due = reminder_time(trip.travel)
        await trip.sleep_until(due - timedelta(minutes=1))
        assert await trip.flagged("reminder") == []
        await trip.env.sleep(timedelta(minutes=2))
        assert await wait_for(lambda: trip.flagged("reminder"), timeout=20)


async def test_reschedule_moves_the_reminder(time_env):
    async with booked_trip(time_env, days_ahead=30) as trip:
        await trip.pay()
        await trip.state_when(
            lambda s: s.state == AgentState.POST_BOOKING and s.last_seq >= 1
        )  # one confirmation event
        await trip.tick()
        quote = await say(trip.client, trip.sid, "Our flight moved, can you move my trip by a day?")
        assert "Shall I confirm" in quote[-1]["text"]
        assert (await trip.record())["travel_date"] == trip.travel.isoformat()  # a preview changes nothing
        await say(trip.client, trip.sid, "Yes, please confirm")
        moved = trip.travel + timedelta(days=1)
        state = await trip.state_when(lambda s: (s.travel_dates or {}).get("start") == moved.isoformat())
        record = await trip.record()
        assert (record["travel_date"], record["status"]) == (moved.isoformat(), "CONFIRMED")
        assert state.travel_dates["end"] == record["end_date"] and state.payment_status == "CONFIRMED"

        await trip.sleep_until(reminder_time(trip.travel) + timedelta(minutes=5))  # the old reminder time
        assert await trip.flagged("reminder") == []
        await trip.sleep_until(reminder_time(moved) - timedelta(minutes=1))
        assert await trip.flagged("reminder") == []
        await trip.env.sleep(timedelta(minutes=2))
        assert await wait_for(lambda: trip.flagged("reminder"), timeout=20)


async def test_cancellation_removes_the_reminder(time_env):
    async with booked_trip(time_env, days_ahead=4) as trip:  # reminder in 3 days, before the 7-day end
        await trip.pay()
        await trip.state_when(
            lambda s: s.state == AgentState.POST_BOOKING and s.last_seq >= 1
        )  # one confirmation event
        await trip.tick()
        quote = await say(trip.client, trip.sid, "I need to cancel my trip")
        assert quote_details(quote)["refund_pct"] == 0 and "Shall I cancel" in quote[-1]["text"]
        await say(trip.client, trip.sid, "yes")
        state = await trip.state_when(lambda s: s.payment_status == "CANCELLED")
        assert (await trip.record())["status"] == "CANCELLED"
        assert state.after_payment.status == "CANCELLED" and state.after_payment.refunds == []

        await trip.sleep_until(reminder_time(trip.travel) + timedelta(hours=1))
        assert (await trip.handle.describe()).status.name == "RUNNING"
        assert await trip.flagged("reminder") == []
        # no trip any more: the usual 7 days of silence end the session
        await trip.env.sleep(timedelta(days=4))
        outcome = await asyncio.wait_for(trip.handle.result(), 20)
        assert outcome.reason == "inactive"
        assert await trip.flagged("reminder") == []


async def test_cancellation_30_days_ahead_refunds_everything(time_env):
    async with booked_trip(time_env, days_ahead=30) as trip:
        await trip.pay()
        await trip.state_when(
            lambda s: s.state == AgentState.POST_BOOKING and s.last_seq >= 1
        )  # one confirmation event
        await trip.tick()
        quote = await say(trip.client, trip.sid, "Please cancel my booking")
        assert quote_details(quote)["refund_pct"] == 100
        await say(trip.client, trip.sid, "yes, cancel it")
        state = await trip.state_when(lambda s: s.payment_status == "CANCELLED")
        assert state.after_payment.refunds[0].amount_usd == pytest.approx(trip.booking["total_usd"])
        status = await say(trip.client, trip.sid, "When will I get my refund?")
        assert "PENDING" in status[-1]["text"]


async def test_one_more_traveller_pays_a_top_up_that_is_applied_not_flagged(time_env):
    async with booked_trip(time_env, days_ahead=30) as trip:
        await trip.pay()
        await trip.state_when(lambda s: s.state == AgentState.POST_BOOKING and s.last_seq >= 1)
        await trip.tick()
        per_person = trip.booking["total_usd"] / 2
        quote = await say(trip.client, trip.sid, "Can we add one more person to the trip?")
        assert quote_details(quote)["amount_due_usd"] > 0 and "Shall I confirm" in quote[-1]["text"]
        await say(trip.client, trip.sid, "yes")
        state = await trip.state_when(lambda s: s.people_count == 3 and s.after_payment is not None)
        top_up = state.after_payment.top_up_intent_id
        assert top_up and state.after_payment.balance_due_usd == pytest.approx(per_person)
        record = await trip.record()
        assert record["people_count"] == 3 and record["balance_due_usd"] == pytest.approx(per_person)

        resp = await trip.http.post(f"/sandbox/payments/{top_up}/succeed", json={"signal": True})
        assert resp.status_code == 200, resp.text
        state = await trip.state_when(lambda s: s.after_payment.balance_due_usd == 0)
        record = await trip.record()
        assert record["balance_due_usd"] == 0
        assert state.after_payment.amount_paid_usd == pytest.approx(record["amount_paid_usd"])
        assert state.after_payment.top_up_intent_id is None
        assert state.unmatched_payments == [] and state.attention_flags == []
        assert not (await trip.handle.describe()).search_attributes.get("DerlgAttention")


async def test_a_message_answered_by_the_confirmation_turn_keeps_every_card_of_its_turn(time_env):
    """A message that arrives while the payment confirmation is written is answered by that turn; the
    answer carries the same frames any turn would (here the cancellation quote its words point at),
    never the model's text alone."""
    async with booked_trip(time_env, days_ahead=30, SCRIPTED_MODEL_LATENCY_MS="1500") as trip:
        await trip.pay()
        await trip.while_confirming()
        await trip.tick()
        quote = await say(trip.client, trip.sid, "Please cancel my booking")
        assert quote_details(quote)["refund_pct"] == 100
        assert [e["type"] for e in quote].count("quote") == 1
        events = (await session_client.events_since(trip.client, trip.sid, 0)).events
        assert [e["type"] for e in events].count("payment_confirmed") == 1  # still one confirmation
