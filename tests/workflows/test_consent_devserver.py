"""Consent on the real dev server with a careless model (``SCRIPTED_CARELESS_CONFIRM``: it confirms
any open quote on any traveller message): a "never mind" and a "thanks" never move the paid trip;
the quote card's Confirm press cancels it. Every card whose quote can no longer be confirmed is
updated once (issue 38: ``quote_update``, declined / used). Real worker, real sandbox over HTTP."""

from __future__ import annotations

import uuid

import httpx
import pytest

from agent.quote_consent import ConsentFrame
from agent.signals import UserMessage
from agent.state import AgentState
from api import session_client
from tests.support import drive_to_payment, make_settings, new_session_id, running_worker, say, wait_for

pytestmark = pytest.mark.devserver

KEY = {"X-Service-Key": "dev-service-key"}


async def _booking(http: httpx.AsyncClient, booking_id: str) -> dict:
    listed = (await http.get("/sandbox/bookings", headers=KEY)).json()["data"]["bookings"]
    return next(b for b in listed if b["booking_id"] == booking_id)


async def test_a_careless_model_cannot_act_on_a_no_and_the_confirm_press_acts(dev_env, sandbox_url):
    client = dev_env.client
    settings = make_settings(sandbox_url, SCRIPTED_CARELESS_CONFIRM="1")
    async with running_worker(client, settings), httpx.AsyncClient(base_url=sandbox_url) as http:
        sid = new_session_id()
        await drive_to_payment(client, sid)
        state = await session_client.session_state(client, sid)
        await http.post(f"/sandbox/payments/{state.payment_intent_id}/succeed", headers=KEY)

        async def paid():
            st = await session_client.session_state(client, sid)  # the current chat's
            idle = (await session_client.session_status(client, sid)).processing_message_id is None
            return st if st.state == AgentState.POST_BOOKING and idle else None  # the confirmation is written

        state = await wait_for(paid, timeout=30)
        start = (await _booking(http, state.booking_id))["travel_date"]

        events = await say(client, sid, "Can we move the trip two days later?")
        [move] = [e for e in events if e["type"] == "quote" and e["kind"] == "reschedule"]
        await say(client, sid, "never mind, keep it as it is")  # the careless model confirms here
        await say(client, sid, "ok thanks")  # ... and here
        closed = await _card_updates(client, sid)
        assert closed[move["quote_id"]] == ["declined"]  # once, and the card says why
        assert ["used"] in closed.values()  # the booking summary the booking was made from
        state = await session_client.session_state(client, sid)
        assert (await _booking(http, state.booking_id))["travel_date"] == start
        assert state.after_payment.quotes["reschedule"].consent.answer == "no"
        refusals = [m for m in state.messages if "QUOTE_DECLINED" in str(m.get("content"))]
        assert len(refusals) >= 2  # the careless model did try, twice, and the workflow refused

        # a new chat: a cancellation confirmed with the quote card's button
        sid = new_session_id()
        await drive_to_payment(client, sid)
        state = await session_client.session_state(client, sid)
        await http.post(f"/sandbox/payments/{state.payment_intent_id}/succeed", headers=KEY)
        state = await wait_for(paid, timeout=30)
        events = await say(client, sid, "I need to cancel my trip, sorry")
        card = next(e for e in events if e["type"] == "quote" and e["kind"] == "cancellation")
        press = UserMessage(
            message_id=str(uuid.uuid4()),
            text=card["actions"][0]["label"],
            user_id="user-1",
            consent=ConsentFrame(quote_id=card["quote_id"], decision="confirm"),
        )
        await session_client.send_user_message(client, sid, press)

        async def cancelled():
            record = await _booking(http, state.booking_id)
            return record if record["status"] == "CANCELLED" else None

        await wait_for(cancelled, timeout=30)

        async def used() -> bool:
            return (await _card_updates(client, sid)).get(card["quote_id"]) == ["used"]

        await wait_for(used, timeout=30)


async def _card_updates(client, sid: str) -> dict[str, list[str]]:
    """Each closed quote card's ``quote_update`` states, in order."""
    found: dict[str, list[str]] = {}
    for event in (await session_client.events_since(client, sid, 0)).events:
        if event["type"] == "quote_update":
            found.setdefault(event["quote_id"], []).append(event["state"])
    return found
