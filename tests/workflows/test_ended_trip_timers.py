"""An ended session with a paid trip keeps its timers (issue 28), on the time-skipping server:
ended while waiting for payment then paid, or ended after payment, the reminder and the follow-up
still come, and only then does the session complete with the end's reason."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta

import pytest
from temporalio.worker import Replayer

from activities.temporal_client import data_converter
from agent.state import AgentState
from api import session_client
from tests.support import wait_for
from tests.workflows.test_trip_timers import ICT, booked_trip, reminder_time
from workflows.session import SessionWorkflow

pytestmark = pytest.mark.timeskipping


@pytest.mark.parametrize("ended_before_payment", [True, False])
async def test_an_operator_end_waits_for_the_paid_trip_follow_up(time_env, ended_before_payment):
    async with booked_trip(time_env, days_ahead=10) as trip:
        if ended_before_payment:
            await session_client.end_session(trip.client, trip.sid, "operator end")
            await wait_for(lambda: trip.flagged("session_ended"), timeout=20)
        await trip.pay()
        await trip.state_when(lambda s: s.state == AgentState.POST_BOOKING)
        if not ended_before_payment:
            await session_client.end_session(trip.client, trip.sid, "operator end")
        await asyncio.sleep(0.5)
        status = await session_client.session_status(trip.client, trip.sid)
        assert status.ended is False and (await trip.handle.describe()).status.name == "RUNNING"

        due = reminder_time(trip.travel)
        await trip.sleep_until(due + timedelta(minutes=1))  # past the 7 days of silence too
        assert await wait_for(lambda: trip.flagged("reminder"), timeout=20)
        assert (await trip.handle.describe()).status.name == "RUNNING"

        follow = datetime(trip.travel.year, trip.travel.month, trip.travel.day, 10, tzinfo=ICT) + timedelta(days=2)
        await trip.sleep_until(follow + timedelta(minutes=1))
        assert await wait_for(lambda: trip.flagged("follow_up"), timeout=20)
        outcome = await asyncio.wait_for(trip.handle.result(), 20)  # then the end takes effect at once
        assert outcome.reason == "operator end" and outcome.booking_ref == trip.booking["booking_ref"]
        goodbyes = await trip.flagged("session_ended")
        assert len(goodbyes) == 1  # told once, when it really ended (or when it was asked to, before paying)
        # the new path replays deterministically from its own history
        replayer = Replayer(workflows=[SessionWorkflow], data_converter=data_converter())
        replayed = await replayer.replay_workflow(await trip.handle.fetch_history(), raise_on_replay_failure=False)
        assert replayed.replay_failure is None, replayed.replay_failure
