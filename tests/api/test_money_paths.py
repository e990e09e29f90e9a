"""Money paths through the bridge (issue 28): every amount owed has a QR on screen, a session ended
while waiting for payment still looks after the trip it paid for, and open tabs see what the log has.

Real dev server, real worker (scripted model), the sandbox subprocess, the bridge on a real socket.
"""

from __future__ import annotations

from contextlib import asynccontextmanager
from typing import Any, AsyncIterator

import httpx
import pytest

from agent.state import AgentState
from api import session_client
from tests.bridge_harness import Tab, auth, bridge_settings, http, running_bridge
from tests.support import drive_to_payment, new_session_id, quote_details, running_worker, wait_for

pytestmark = pytest.mark.devserver

KEY = {"X-Service-Key": "dev-service-key"}


async def state_when(client: Any, sid: str, predicate: Any, timeout: float = 30) -> Any:
    async def probe() -> Any:
        st = await session_client.session_state(client, sid)
        return st if predicate(st) else None

    return await wait_for(probe, timeout=timeout)


async def paid_session(client: Any, sandbox: httpx.AsyncClient) -> tuple[str, Any]:
    sid = new_session_id()
    await drive_to_payment(client, sid)
    state = await session_client.session_state(client, sid)
    r = await sandbox.post(f"/sandbox/payments/{state.payment_intent_id}/succeed", headers=KEY)
    assert r.status_code == 200, r.text
    return sid, await state_when(client, sid, lambda s: s.state == AgentState.POST_BOOKING and s.last_seq > 0)


@asynccontextmanager
async def stack(client: Any, sandbox_url: str) -> AsyncIterator[tuple[Any, httpx.AsyncClient]]:
    """A worker, the bridge and an HTTP client of the sandbox."""
    settings = bridge_settings(sandbox_url, RATE_LIMIT_PER_MINUTE="60")
    async with (
        running_worker(client, settings),
        running_bridge(client, settings) as bridge,
        httpx.AsyncClient(base_url=sandbox_url, trust_env=False) as sandbox,
    ):
        yield bridge, sandbox


def qr_frames(frames: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [f for f in frames if f["type"] == "qr_payment"]


async def test_a_reschedule_top_up_gets_its_qr_and_again_when_asked(dev_env, sandbox_url):
    client = dev_env.client
    async with stack(client, sandbox_url) as (bridge, sandbox):
        sid, state = await paid_session(client, sandbox)
        per_person = state.quoted_total_usd / state.people_count
        async with Tab.open(bridge.ws_base, sid, auth(last_seq=state.last_seq)) as tab:
            quote = await tab.turn("Can we add one more person to the trip?")
            assert quote_details(quote)["amount_due_usd"] > 0 and not qr_frames(quote)  # a quote, nothing owed yet

            moved = await tab.turn("yes")
            state = await state_when(client, sid, lambda s: s.after_payment and s.after_payment.balance_due_usd > 0)
            intent = state.after_payment.top_up_intent_id
            [qr] = qr_frames(moved)
            assert (qr["purpose"], qr["payment_intent_id"]) == ("top_up", intent)
            assert qr["amount"] == pytest.approx(per_person) and qr["qr_code_url"].startswith("data:image/png")
            assert "difference to pay" in qr["text"] and qr["booking_ref"] == state.booking_ref

            again = await tab.turn("Can you show me the QR code again please?")
            [shown] = qr_frames(again)
            assert (shown["purpose"], shown["payment_intent_id"]) == ("top_up", intent)
            assert shown["amount"] == pytest.approx(per_person)
            after = await session_client.session_state(client, sid)
            assert after.payment_status == "CONFIRMED" and after.payment_intent_id == state.payment_intent_id

            r = await sandbox.post(f"/sandbox/payments/{intent}/succeed", headers=KEY)
            assert r.status_code == 200, r.text
            told = await tab.until(lambda f: "seq" in f and f.get("final") and not f.get("reply_to"), timeout=30)
            assert told[-1]["text"]  # the tab hears the top-up was paid without asking
            state = await state_when(client, sid, lambda s: s.after_payment.balance_due_usd == 0)
            assert state.unmatched_payments == [] and state.attention_flags == []
            nothing = await tab.turn("Can you show me the QR code again please?")
            assert not qr_frames(nothing)  # nothing owed any more: no QR


async def test_ended_then_paid_the_open_tab_sees_it_and_the_trip_is_still_looked_after(dev_env, sandbox_url):
    client = dev_env.client
    async with stack(client, sandbox_url) as (bridge, sandbox):
        sid = new_session_id()
        await drive_to_payment(client, sid)
        state = await session_client.session_state(client, sid)
        async with Tab.open(bridge.ws_base, sid, auth(last_seq=state.last_seq)) as tab:
            await session_client.end_session(client, sid, "operator test")
            bye = await tab.until(lambda f: bool(f.get("session_ended")), timeout=30)
            assert bye[-1]["seq"] == state.last_seq + 1  # the traveller is told, in the log and on the tab

            r = await sandbox.post(f"/sandbox/payments/{state.payment_intent_id}/succeed", headers=KEY)
            assert r.status_code == 200, r.text
            paid = (await tab.until(lambda f: f["type"] == "payment_confirmed", timeout=30))[-1]
            assert paid["booking_ref"] == state.booking_ref  # the paid card at once (issue 37) ...
            said = await tab.until(lambda f: f["type"] == "text" and "24 hours" in str(f.get("text")), timeout=30)
            assert said[-1]["seq"] > paid["seq"]  # ... then the model's words: the promise ...
            await tab.until(lambda f: bool(f.get("final")) and f["seq"] >= said[-1]["seq"], timeout=30)  # turn over
            state = await state_when(client, sid, lambda s: s.state == AgentState.POST_BOOKING)
            status = await session_client.session_status(client, sid)
            assert status.ended is False  # ... kept: the session looks after the trip
            assert (await session_client.handle(client, sid).describe()).status.name == "RUNNING"
            page = await session_client.events_since(client, sid, 0)
            assert [e["seq"] for e in page.events if e["seq"] > bye[-1]["seq"]] == [
                f["seq"] for f in tab.frames if f.get("seq", 0) > bye[-1]["seq"]
            ]  # the open tab got exactly what the log got

        # a new tab may still change the trip it paid for
        async with Tab.open(bridge.ws_base, sid, auth(last_seq=state.last_seq)) as tab:
            quote = await tab.turn("Our flight moved. Can we start one day later, move my trip by a day?")
            assert "Shall I confirm this change?" in quote[-1]["text"]


async def test_only_the_chats_traveller_may_simulate_its_payment(dev_env, sandbox_url):
    client = dev_env.client
    async with stack(client, sandbox_url) as (bridge, _sandbox), http(bridge.base) as h:
        sid = new_session_id()
        await drive_to_payment(client, sid)
        intent = (await session_client.session_state(client, sid)).payment_intent_id
        pay = f"/api/v1/sandbox/pay/{intent}"
        fail = {"status": "FAILED"}
        for headers, status, code in (
            ({}, 401, "UNAUTHORIZED"),  # anyone with the intent id: refused
            ({"X-User-Id": "user-1"}, 401, "UNAUTHORIZED"),  # no chat named
            ({"X-User-Id": "someone-else", "X-Session-Id": sid}, 403, "FORBIDDEN"),
            ({"X-User-Id": "user-1", "X-Session-Id": new_session_id()}, 403, "FORBIDDEN"),  # another chat
        ):
            r = await h.post(pay, json=fail, headers=headers)
            assert (r.status_code, r.json()["error"]["code"]) == (status, code), (headers, r.text)
        state = await session_client.session_state(client, sid)
        assert state.payment_attempts == 0 and state.payment_status == "PENDING"  # nothing reached the sandbox

        other = await h.post("/api/v1/sandbox/pay/pi_not_this_chat", json=fail, headers=_owner(sid))
        assert (other.status_code, other.json()["error"]["code"]) == (403, "FORBIDDEN")
        r = await h.post(pay, json={"status": "SUCCEEDED"}, headers=_owner(sid))
        assert r.status_code == 200, r.text
        await state_when(client, sid, lambda s: s.state == AgentState.POST_BOOKING)


def _owner(sid: str) -> dict[str, str]:
    return {"X-User-Id": "user-1", "X-Session-Id": sid}


async def test_events_with_a_negative_cursor_answer_the_products_error_body(dev_env, sandbox_url):
    client = dev_env.client
    async with stack(client, sandbox_url) as (bridge, _sandbox), http(bridge.base) as h:
        r = await h.get(f"/api/v1/sessions/{new_session_id()}/events?after_seq=-1", headers={"X-User-Id": "user-1"})
        assert r.status_code == 422 and "detail" not in r.json()
        assert r.json()["error"]["code"] == "invalid_input" and "after_seq" in r.json()["error"]["message"]
        r = await h.get(f"/api/v1/sessions/{new_session_id()}/events?after_seq=abc", headers={"X-User-Id": "user-1"})
        assert r.status_code == 422 and r.json()["error"]["code"] == "invalid_input"
