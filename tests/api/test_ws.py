"""The WebSocket bridge over a real socket: uvicorn in-process on a free port, the real dev server,
a real worker, the sandbox backend subprocess and the scripted model."""

from __future__ import annotations

import asyncio
import time
import uuid
from datetime import datetime, timedelta

import httpx
import pytest
from websockets.exceptions import ConnectionClosed

from agent.state import AgentState
from api import session_client
from tests.bridge_harness import Tab, auth, bridge_settings, running_bridge, seeded_payment_session
from tests.support import running_worker, wait_for

pytestmark = pytest.mark.devserver

ANSWERS = {
    "date": "2027-03-10",
    "when": "2027-03-10",
    "name": "Sokha Chan",
    "phone": "+855 12 345 678",
    "pickup": "Riverside Hotel, Phnom Penh",
    "pick you up": "Riverside Hotel, Phnom Penh",
    "shall i": "Yes, go ahead",
    "confirm": "Yes, go ahead",
    "special": "No special requests",
}
JOURNEY = [
    "Hi! I'm stressed and want a relaxing beach trip for 3 days, 2 people, budget $100-$200 each, from Phnom Penh",
    "The first one looks great",
    "Let's book it",
]


def is_final(frame: dict) -> bool:
    return bool(frame.get("final"))


def assert_once_in_order(seqs: list[int], first: int = 1) -> None:
    assert seqs == list(range(first, first + len(seqs))), seqs


async def closed_with(tab: Tab, timeout: float = 10.0) -> int:
    try:
        while True:
            await tab.recv(timeout)
    except ConnectionClosed as closed:
        return closed.rcvd.code if closed.rcvd else -1


async def test_whole_booking_two_tabs_and_payment(dev_env, sandbox_url):
    client = dev_env.client
    settings = bridge_settings(sandbox_url, RATE_LIMIT_PER_MINUTE="60")
    sid = str(uuid.uuid4())
    latencies: list[float] = []
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        async with Tab.open(bridge.ws_base, sid, auth()) as tab1:
            welcome = await tab1.recv()
            assert welcome["type"] == "text" and welcome["welcome"] is True and "seq" not in welcome
            frames = await tab1.turn(JOURNEY[0])
            assert frames[0]["type"] == "typing_start"
            assert any(f["type"] == "trip_cards" for f in frames)
            async with Tab.open(bridge.ws_base, sid, auth(last_seq=None)) as tab2:
                resume = await tab2.recv()
                assert resume["welcome"] is True and resume["text"] != welcome["text"]  # a resume message
                replay = await tab2.until(is_final)
                assert [f["seq"] for f in replay] == tab1.seqs()
                for text in JOURNEY[1:]:
                    await tab1.turn(text)
                for _ in range(10):
                    state = await session_client.session_state(client, sid)
                    if state.state == AgentState.PAYMENT:
                        break
                    text = next(f for f in reversed(tab1.frames) if f.get("text"))["text"]
                    last = text.strip().splitlines()[-1].lower()  # the question is the last line
                    await tab1.turn(next((v for k, v in ANSWERS.items() if k in last), "Yes, go ahead"))
                state = await session_client.session_state(client, sid)
                assert state.state == AgentState.PAYMENT, [(f["type"], (f.get("text") or "")[:80]) for f in tab1.frames]
                qr = [f for f in tab1.frames if f["type"] == "qr_payment"]
                assert qr and qr[-1]["payment_intent_id"] == state.payment_intent_id

                async with httpx.AsyncClient(base_url=sandbox_url, trust_env=False) as h:
                    paid_at = time.time()
                    r = await h.post(
                        f"/sandbox/payments/{state.payment_intent_id}/succeed",
                        headers={"X-Service-Key": "dev-service-key"},
                    )
                    assert r.status_code == 200, r.text
                await tab1.until(lambda f: f["type"] == "payment_confirmed", timeout=30)
                background_latency = tab1.received_at[-1] - paid_at
                paid = tab1.frames[-1]  # one confirmation: the paid panel carries the model's words
                assert is_final(paid) and state.booking_ref in paid["text"] and "e-mail" not in paid["text"]
                assert not any(f["type"] == "booking_confirmed" and f.get("status") == "CONFIRMED" for f in tab1.frames)
                await tab2.until(lambda f: f.get("seq") == tab1.seqs()[-1], timeout=30)

                assert_once_in_order(tab1.seqs())
                assert tab2.seqs() == tab1.seqs()
                tab1_log = [f for f in tab1.frames if "seq" in f]
                assert [f for f in tab2.frames if "seq" in f] == tab1_log
                assert tab1.frames.count({"type": "typing_start"}) >= len(JOURNEY)
                assert (await session_client.session_state(client, sid)).state == AgentState.POST_BOOKING
                for frame, at in zip(tab1.frames, tab1.received_at):
                    if frame.get("reply_to") and frame.get("at"):
                        latencies.append(at - datetime.fromisoformat(frame["at"]).timestamp())
    print(
        f"\n[latency] during turns: n={len(latencies)} max={max(latencies) * 1000:.0f} ms "
        f"median={sorted(latencies)[len(latencies) // 2] * 1000:.0f} ms (event 'at' → received)"
    )
    print(
        f"[latency] background payment (sandbox pay call → payment_confirmed frame): {background_latency * 1000:.0f} ms"
    )


async def test_reconnect_mid_turn_delivers_every_event_once(dev_env, sandbox_url):
    client = dev_env.client
    settings = bridge_settings(sandbox_url, SCRIPTED_MODEL_LATENCY_MS="1500")
    sid = str(uuid.uuid4())
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        seen: list[dict] = []
        async with Tab.open(bridge.ws_base, sid, auth()) as tab:
            await tab.recv()  # welcome
            await tab.turn("Hello")
            mid = await tab.say(JOURNEY[0])

            async def processing():
                return (await session_client.session_status(client, sid)).processing_message_id == mid

            await wait_for(processing, timeout=20, interval=0.02)
            seen += [f for f in tab.frames if "seq" in f]
        status = await session_client.session_status(client, sid)
        assert status.processing_message_id == mid or mid not in status.completed_message_ids  # still mid-turn
        last_seq = seen[-1]["seq"]
        async with Tab.open(bridge.ws_base, sid, auth(last_seq=last_seq)) as again:
            got = await again.until(lambda f: f.get("reply_to") == mid and is_final(f), timeout=60)
            assert not any(f.get("welcome") for f in got)  # no greeting on a reconnect
            seen += [f for f in got if "seq" in f]
        assert_once_in_order([f["seq"] for f in seen])
        page = await session_client.events_since(client, sid, 0)
        assert seen == page.events


async def test_other_user_is_refused(dev_env, sandbox_url):
    client = dev_env.client
    settings = bridge_settings(sandbox_url)
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        sid, _ = await seeded_payment_session(client, user_id="owner-1")
        async with Tab.open(bridge.ws_base, sid, auth("intruder")) as tab:
            frame = await tab.recv()
            assert frame == {"type": "error", "code": "forbidden", "message": frame["message"]}
            assert await closed_with(tab) == 1008
        async with Tab.open(bridge.ws_base, sid, auth("owner-1")) as tab:
            resume = await tab.recv()
            assert resume["welcome"] and "DLG-TEST01" in resume["text"]  # names the booking in progress
        async with Tab.open(bridge.ws_base, "not-a-uuid", auth()) as tab:
            frame = await tab.recv()
            assert frame["code"] == "invalid_session_id"
            assert await closed_with(tab) == 1008
        async with Tab.open(bridge.ws_base, str(uuid.uuid4()), {"type": "auth", "language": "EN"}) as tab:
            assert (await tab.recv())["code"] == "unauthorized"
            assert await closed_with(tab) == 1008


async def test_auth_timeout(dev_env, sandbox_url, monkeypatch):
    import api.ws

    monkeypatch.setattr(api.ws, "AUTH_TIMEOUT_SECONDS", 0.5)
    async with running_bridge(dev_env.client, bridge_settings(sandbox_url)) as bridge:
        async with Tab.open(bridge.ws_base, str(uuid.uuid4())) as tab:
            await tab.send({"type": "user_message", "content": "hi"})
            assert (await tab.recv())["code"] == "auth_required"
            assert (await tab.recv())["code"] == "auth_timeout"
            assert await closed_with(tab) == 1008


async def test_malformed_frames_keep_the_socket_usable(dev_env, sandbox_url):
    client = dev_env.client
    settings = bridge_settings(sandbox_url)
    sid = str(uuid.uuid4())
    cases = [
        ("{oops", "invalid_json"),
        (b"\x00\x01", "binary_not_supported"),
        ({"type": "dance"}, "unknown_type"),
        ({"type": "user_message"}, "invalid_frame"),
        ({"type": "user_message", "content": ["list"]}, "invalid_frame"),
        ({"type": "user_message", "content": " \x00\x07 \n"}, "empty_message"),
        ({"type": "user_message", "content": "x" * 4001}, "too_long"),
        ({"type": "auth", "user_id": "user-1"}, "invalid_frame"),
        ("[]", "invalid_frame"),
    ]
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        async with Tab.open(bridge.ws_base, sid, auth()) as tab:
            await tab.recv()  # welcome
            for raw, code in cases:
                await tab.send(raw)
                frame = await tab.recv(10)
                assert frame["type"] == "error" and frame["code"] == code, (raw, frame)
                assert frame["message"]
            frames = await tab.turn("  Hello\x00 there ")
            assert frames[-1]["final"] and frames[-1]["type"] != "error"
        state = await session_client.session_state(client, sid)
        assert [m["content"] for m in state.messages if m["role"] == "user"] == ["Hello there"]


async def test_rate_limit_on_the_eleventh_message(dev_env, sandbox_url):
    client = dev_env.client
    settings = bridge_settings(sandbox_url)
    sid = str(uuid.uuid4())
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        async with Tab.open(bridge.ws_base, sid, auth()) as tab:
            await tab.recv()
            for i in range(11):
                await tab.say(f"message {i}")
            errors = await tab.until(lambda f: f["type"] == "error", timeout=30)
            assert errors[-1]["code"] == "rate_limited"
            status = await session_client.session_status(client, sid)

            async def all_done():
                st = await session_client.session_status(client, sid)
                return len(st.completed_message_ids) == 10 and not st.inbox_size and not st.processing_message_id

            await wait_for(all_done, timeout=60)
            assert status is not None
            await tab.say("one more")  # still refused: the window has not slid
            await tab.until(lambda f: f.get("code") == "rate_limited", timeout=10)


async def test_hold_expiry_while_disconnected_shows_on_reconnect(dev_env, sandbox_url):
    client = dev_env.client
    settings = bridge_settings(sandbox_url)
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        sid, _ = await seeded_payment_session(client, hold=timedelta(seconds=2))
        async with Tab.open(bridge.ws_base, sid, auth()) as tab:
            resume = await tab.recv()
            assert "DLG-TEST01" in resume["text"]

        async def unsubscribed() -> bool:  # the closed tab leaves its hub (asynchronously)
            hubs = bridge.app.state.bridge.registry.hubs
            return not hubs or all(not h.subs for h in hubs.values())

        await wait_for(unsubscribed, timeout=10, interval=0.02)

        async def expired():
            return (await session_client.session_state(client, sid)).state != AgentState.PAYMENT

        await wait_for(expired, timeout=30, interval=0.2)
        async with Tab.open(bridge.ws_base, sid, auth(last_seq=0)) as tab:
            frame = await tab.until(lambda f: f["type"] == "hold_expired", timeout=10)
            assert frame[-1]["booking_ref"] == "DLG-TEST01" and frame[-1]["seq"] >= 1


async def test_redis_hints_background_delivery_without_idle_polling(dev_env, sandbox_url, redis_url):
    """With REDIS_URL the worker publishes hints; an idle connected session costs no queries."""
    client = dev_env.client
    settings = bridge_settings(sandbox_url, REDIS_URL=redis_url)
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        hints = bridge.app.state.bridge.hints
        await wait_for(lambda: _true(hints.ready), timeout=10)
        sid, intent = await seeded_payment_session(client, notify_hints=True)
        async with Tab.open(bridge.ws_base, sid, auth()) as tab:
            await tab.recv()  # resume
            hub = bridge.app.state.bridge.registry.peek(sid)
            await asyncio.sleep(0.3)
            before = hub.queries
            await asyncio.sleep(3.5)  # idle: a polling bridge would have queried twice by now
            assert hub.queries == before
            async with httpx.AsyncClient(base_url=bridge.base, trust_env=False) as h:
                sent = time.time()
                r = await h.post(
                    "/v1/payments/events",
                    headers={"X-Service-Key": "dev-service-key"},
                    json={"session_id": sid, "event_id": "e-1", "payment_intent_id": intent, "status": "SUCCEEDED"},
                )
                assert r.status_code == 202
            await tab.until(lambda f: f["type"] == "payment_confirmed", timeout=20)
            print(
                f"\n[latency] background via Redis hint (webhook → payment_confirmed frame): "
                f"{(tab.received_at[-1] - sent) * 1000:.0f} ms"
            )
            assert hints.hints >= 1


async def _true(value) -> bool:
    return bool(value)


async def test_jwt_auth(dev_env, sandbox_url):
    import jwt

    secret = "a-test-secret-that-is-long-enough-for-hs256"
    settings = bridge_settings(sandbox_url, AUTH_JWT_SECRET=secret)
    async with running_bridge(dev_env.client, settings) as bridge:
        good = jwt.encode({"sub": "user-1"}, secret, algorithm="HS256")
        async with Tab.open(
            bridge.ws_base, str(uuid.uuid4()), {"type": "auth", "token": good, "language": "ZH"}
        ) as tab:
            frame = await tab.recv()
            assert frame["welcome"] is True and frame["type"] == "text"
            assert any("\u4e00" <= ch <= "\u9fff" for ch in frame["text"])  # the Chinese welcome
        forged = jwt.encode({"sub": "user-1"}, secret[::-1], algorithm="HS256")
        for frame in (
            {"type": "auth", "token": forged},
            {"type": "auth", "user_id": "user-1"},
            {"type": "auth", "user_id": "someone-else", "token": good},
        ):
            async with Tab.open(bridge.ws_base, str(uuid.uuid4()), frame) as tab:
                assert (await tab.recv())["code"] == "unauthorized"
                assert await closed_with(tab) == 1008


async def test_ended_session_says_so(dev_env, sandbox_url):
    client = dev_env.client
    settings = bridge_settings(sandbox_url)
    async with running_worker(client, settings), running_bridge(client, settings) as bridge:
        sid, _ = await seeded_payment_session(client)
        await session_client.end_session(client, sid, "test")

        async def ended():  # ended for the traveller; open for the pending payment (issue 19)
            return (await session_client.session_status(client, sid)).ended

        await wait_for(ended, timeout=20)
        async with Tab.open(bridge.ws_base, sid, auth()) as tab:
            first = await tab.recv()
            assert first["type"] == "error" and first["code"] == "session_ended"
            await tab.recv()  # the resume greeting
            await tab.say("anyone there?")
            refused = await tab.until(lambda f: f["type"] == "error")
            assert refused[-1]["code"] == "session_ended"
            log = [f for f in tab.frames if "seq" in f]
            assert log and log[-1].get("session_ended") is True  # the log's own goodbye is replayed
