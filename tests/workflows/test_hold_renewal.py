"""Issue 22 through the workflow, on the time-skipping server: the hold of a real sandbox booking
runs out (warning, expiry), the traveller still wants the trip, and the model's createBooking with
the summary they confirmed renews the same booking: same reference, a new hold and a new QR, the
old QR dead, and the frames the page receives end with one card, held, for that one reference.

Real worker and tool activities, the sandbox in process on the test server's clock, the official
Anthropic SDK on a fake server (its replies are the model's moves)."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import httpx
import pytest

from agent.settings import Settings
from agent.state import AgentState, BookingQuote
from api import session_client
from sandbox import create_app
from sandbox.clock import ManualClock
from tests.fakes import Reply, run_fake
from tests.fakes.anthropic_server import FakeAnthropicServer, anthropic_text, anthropic_tool_uses
from tests.support import (
    make_settings,
    new_session_id,
    payment_state,
    running_worker,
    sandbox_booking_body,
    say,
    serve_asgi,
    start_seeded,
)
from tests.workflows.test_timers import _state_when

pytestmark = pytest.mark.timeskipping

KEY = "dev-service-key"
CARDS = ("booking_held", "booking_update", "booking_confirmed")


def _results(body: dict[str, Any]) -> dict[str, dict[str, Any]]:
    blocks = [b for m in body["messages"] if isinstance(m["content"], list) for b in m["content"]]
    names = {b["id"]: b["name"] for b in blocks if b.get("type") == "tool_use"}
    return {names[b["tool_use_id"]]: json.loads(b["content"]) for b in blocks if b.get("type") == "tool_result"}


async def test_a_rebook_after_the_hold_expired_renews_the_same_reference(time_env):
    client = time_env.client
    now = await time_env.get_current_time()
    clock = ManualClock(now)

    async def temporal() -> Any:
        return client

    fake = FakeAnthropicServer()
    app = create_app(Settings(AI_SERVICE_KEY=KEY), temporal, clock=clock)  # type: ignore[call-arg]
    sid = new_session_id()
    travel = (now + timedelta(days=30)).date()
    end = travel + timedelta(days=1)
    with run_fake(fake.app) as model_url:
        async with serve_asgi(app) as url:
            settings = make_settings(
                url, MODEL_BACKEND="anthropic", ANTHROPIC_API_KEY="sk-ant-test-key", ANTHROPIC_BASE_URL=model_url
            )
            headers = {"X-Service-Key": KEY, "X-Session-Id": sid}
            async with running_worker(client, settings), httpx.AsyncClient(base_url=url, headers=headers) as http:
                body = sandbox_booking_body(travel, end)
                booking = (await http.post("/v1/ai-tools/bookings/create", json=body)).json()["data"]
                qr = (
                    await http.post(
                        "/v1/ai-tools/payments/qr", json={"booking_id": booking["booking_id"], "user_id": "user-1"}
                    )
                ).json()["data"]
                quote = BookingQuote(
                    quote_id="Q-booking-1-1", turn=1, trip_id="trip_004", trip_name=booking["trip_name"],
                    travel_date=travel.isoformat(), end_date=end.isoformat(), people_count=2,
                    pickup_location="Riverside Hotel", total_usd=booking["total_usd"],
                )  # fmt: skip
                state = payment_state(
                    sid,
                    now,
                    turn=2,
                    details_validated=True,
                    booked_quote=quote,
                    booking_id=booking["booking_id"],
                    booking_ref=booking["booking_ref"],
                    payment_intent_id=qr["payment_intent_id"],
                    quoted_total_usd=booking["total_usd"],
                    travel_dates={"start": travel.isoformat(), "end": end.isoformat()},
                    reserved_until=now + timedelta(minutes=15),
                )
                handle = await start_seeded(client, state)
                qr_input = {"booking_id": booking["booking_id"]}
                fake.queue(
                    Reply(anthropic_tool_uses([("toolu_renew", "createBooking", {"quote_id": "Q-booking-1-1"})])),
                    Reply(anthropic_tool_uses([("toolu_qr", "generatePaymentQR", qr_input)])),
                    Reply(anthropic_text("Done: your booking keeps its reference, here is the new QR code.")),
                )
                ref = booking["booking_ref"]

                # on the phone: the warning, then the hold runs out (the sandbox's clock follows)
                await time_env.sleep(timedelta(minutes=15, seconds=2))
                expired = await _state_when(client, sid, lambda s: s.state == AgentState.BOOKING)
                clock.now = await time_env.get_current_time()
                assert expired.renewable_hold is not None and expired.renewable_hold.booking_ref == ref
                assert expired.booking_quote is not None and expired.booking_quote.quote_id == "Q-booking-1-1"
                events = (await session_client.events_since(client, sid, 0)).events
                told = next(e for e in events if e["type"] == "hold_expired")
                assert ref in told["text"] and "same reference" in told["text"] and told["text"].endswith("?")
                assert "same reference" in expired.notices[-1].text

                await say(client, sid, "Sorry, we were on the phone. We still want it!")
                renewed = await session_client.session_state(client, sid)
                listed = (await http.get("/sandbox/bookings")).json()["data"]["bookings"]
                old_qr = (
                    await http.post("/v1/ai-tools/payments/status", json={"payment_intent_id": qr["payment_intent_id"]})
                ).json()["data"]
                events = (await session_client.events_since(client, sid, 0)).events
                await handle.cancel()

    # the sandbox: one booking, held again with the same reference; the old QR is dead
    assert [(b["booking_ref"], b["status"]) for b in listed] == [(ref, "RESERVED")]
    assert listed[0]["hold_renewals"] == 1 and old_qr["status"] == "EXPIRED"
    # the session: the same booking, waiting for payment with a new QR
    assert renewed.state == AgentState.PAYMENT and renewed.booking_ref == ref
    assert renewed.booking_id == booking["booking_id"] and renewed.replaces_booking_ref is None
    assert renewed.payment_intent_id not in (None, qr["payment_intent_id"])
    assert renewed.reserved_until is not None and renewed.reserved_until > now + timedelta(minutes=15)
    assert renewed.hold_warning_for == renewed.booking_id and not renewed.hold_warning_sent  # a new warning
    # the model was told plainly: hold renewed, same reference, no second one
    sent = _results(fake.requests[1].body)["createBooking"]
    assert sent["success"] is True and sent["data"]["booking_ref"] == ref and sent["data"]["hold_renewed"] is True
    assert f"Hold renewed, same reference {ref}" in sent["data"]["renewal_note"]
    assert "replaces_booking_ref" not in sent["data"]
    # the page: every card is the one reference; it ends held, renewed; the new QR replaces the old
    cards = [e for e in events if e["type"] in CARDS]
    assert {c["booking_ref"] for c in cards} == {ref}
    assert [c["state"] for c in cards] == ["expiring", "expired", "held"]
    assert cards[-1]["type"] == "booking_held" and cards[-1]["hold_renewed"] is True
    assert cards[-1]["status"] == "RESERVED" and not any(c.get("replaces_booking_ref") for c in cards)
    qrs = [e for e in events if e["type"] == "qr_payment"]
    assert [q["payment_intent_id"] for q in qrs] == [renewed.payment_intent_id]
    assert qrs[0]["booking_ref"] == ref
