"""After payment on the real dev server: pay, move the trip by a day (preview → confirm), cancel it
(refund stated → confirm), with the sandbox's records and the session state agreeing at each step.

Real worker, offline scripted model, real tool activities over HTTP to the sandbox subprocess.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import httpx
import pytest

from agent.state import AgentState
from api import session_client
from tests.support import drive_to_payment, make_settings, new_session_id, quote_details, running_worker, say, wait_for

pytestmark = pytest.mark.devserver

KEY = {"X-Service-Key": "dev-service-key"}


async def sandbox_record(http: httpx.AsyncClient, booking_id: str) -> dict[str, Any]:
    listed = (await http.get("/sandbox/bookings", headers=KEY)).json()["data"]["bookings"]
    return next(b for b in listed if b["booking_id"] == booking_id)


def agree(state, record: dict[str, Any]) -> None:
    """The session and the backend tell the same story about the booking."""
    assert state.booking_id == record["booking_id"] and state.booking_ref == record["booking_ref"]
    assert state.travel_dates == {"start": record["travel_date"], "end": record["end_date"]}
    assert state.people_count == record["people_count"]
    expected = {"CONFIRMED": "CONFIRMED", "CANCELLED": "CANCELLED"}[record["status"]]
    assert state.payment_status == expected


async def test_pay_reschedule_then_cancel_with_a_stated_refund(dev_env, sandbox_url):
    client = dev_env.client
    async with running_worker(client, make_settings(sandbox_url)), httpx.AsyncClient(base_url=sandbox_url) as http:
        sid = new_session_id()
        await drive_to_payment(client, sid)
        state = await session_client.session_state(client, sid)
        r = await http.post(f"/sandbox/payments/{state.payment_intent_id}/succeed", headers=KEY)
        assert r.status_code == 200, r.text

        async def stage(predicate):
            async def probe():
                st = await session_client.session_state(client, sid)
                return st if predicate(st) else None

            return await wait_for(probe, timeout=30)

        state = await stage(lambda s: s.state == AgentState.POST_BOOKING)
        record = await sandbox_record(http, state.booking_id)
        agree(state, record)
        assert record["amount_paid_usd"] == pytest.approx(state.quoted_total_usd)
        start = date.fromisoformat(record["travel_date"])

        # 1. move it by a day: the preview states the money and changes nothing
        turn = await say(client, sid, "Our flight moved. Can we start one day later, move my trip by a day?")
        quote = turn[-1]
        assert "Shall I confirm this change?" in quote["text"] and quote_details(turn)["amount_due_usd"] == 0
        state = await session_client.session_state(client, sid)
        agree(state, await sandbox_record(http, state.booking_id))
        assert state.travel_dates["start"] == start.isoformat()

        # 2. the traveller says yes: the sandbox and the session both move
        await say(client, sid, "Yes, please confirm")
        moved = (start + timedelta(days=1)).isoformat()
        state = await stage(lambda s: (s.travel_dates or {}).get("start") == moved)
        record = await sandbox_record(http, state.booking_id)
        agree(state, record)
        assert record["travel_date"] == moved and state.after_payment.changes == 1

        # 3. cancel: policy and the exact refund first, nothing cancelled yet
        turn = await say(client, sid, "Sorry, something came up. I need to cancel my trip.")
        quote, card = turn[-1], quote_details(turn)
        paid = record["amount_paid_usd"]
        assert "Shall I cancel it?" in quote["text"] and card["refund_pct"] == 100
        assert card["refund_usd"] == pytest.approx(paid)
        state = await session_client.session_state(client, sid)
        agree(state, await sandbox_record(http, state.booking_id))

        # 4. yes: cancelled on both sides, the stated refund started
        done = (await say(client, sid, "Yes, cancel it"))[-1]
        assert "is cancelled" in done["text"]
        state = await stage(lambda s: s.payment_status == "CANCELLED")
        record = await sandbox_record(http, state.booking_id)
        agree(state, record)
        refunds = (
            await http.post("/v1/ai-tools/bookings/refunds/status", headers=KEY, json={"booking_id": state.booking_id})
        ).json()["data"]["refunds"]
        assert [(r["refund_id"], r["amount_usd"]) for r in refunds] == [
            (r.refund_id, r.amount_usd) for r in state.after_payment.refunds
        ]
        assert refunds[0]["amount_usd"] == pytest.approx(paid)

        # 5. the refund question is answered from the backend
        answer = (await say(client, sid, "What's the status of my refund?"))[-1]
        assert refunds[0]["refund_id"] in answer["text"] and "PENDING" in answer["text"]
        assert state.unmatched_payments == [] and state.attention_flags == []

        # 6. after the cancellation (issue 28): the workflow's guard answers, no new quote is offered
        again = (await say(client, sid, "Please cancel my booking"))[-1]
        assert f"Booking {state.booking_ref} is already cancelled." in again["text"] and "Shall I" not in again["text"]
        assert refunds[0]["refund_id"] in again["text"]  # and where its refund stands
        move = (await say(client, sid, "Can we move it by a day?"))[-1]
        assert "can no longer be moved" in move["text"] and "Shall I" not in move["text"]
        record = await sandbox_record(http, state.booking_id)
        assert record["status"] == "CANCELLED" and record["travel_date"] == moved
