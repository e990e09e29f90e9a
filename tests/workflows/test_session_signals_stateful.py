"""A hypothesis state machine over a live session's signals (issue 19): traveller messages, payment
events of any shape (huge or repeated ids, any intent, impossible amounts) and end_session, sent
straight to Temporal as any contract client could. Invariants after every step: the session
answers every new message, and everything it carries (state and event log, i.e. what
continue-as-new and every model call take along) stays far below Temporal's 2 MB payload limit.

Real dev server and worker, sandbox backend, scripted model. Hypothesis runs in a thread and
drives the session through the test's event loop.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from datetime import UTC, datetime

import pytest
from hypothesis import HealthCheck, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule, run_state_machine_as_test

from agent.signals import MAX_ID_CHARS, MAX_SIGNAL_TEXT_CHARS, PaymentEvent, UserMessage
from api import session_client
from tests.support import make_settings, payment_state, running_worker, start_seeded

pytestmark = pytest.mark.devserver

CARRY_LIMIT = 1_000_000  # bytes: half of Temporal's 2 MB payload limit
HUGE = 300_000

texts = st.one_of(
    st.text(min_size=1, max_size=200).filter(str.strip),
    st.sampled_from(["I want a beach trip", "Is my booking confirmed?", "I just paid"]),
    st.just("x" * HUGE),
)
ids = st.one_of(st.uuids().map(str), st.just("i" * HUGE), st.text(min_size=1, max_size=300))
amounts = st.one_of(st.none(), st.floats(allow_nan=True, allow_infinity=True), st.just(318.0))


def machine_for(loop: asyncio.AbstractEventLoop, client):
    def run(coro, timeout: float = 90.0):
        return asyncio.run_coroutine_threadsafe(coro, loop).result(timeout)

    class SessionSignals(RuleBasedStateMachine):
        def __init__(self) -> None:
            super().__init__()
            self.sid = str(uuid.uuid4())
            self.intent = f"pi_{uuid.uuid4().hex[:10]}"
            self.ended = False
            self.sent_ids: list[str] = []
            self.event_ids: list[str] = []
            state = payment_state(self.sid, datetime.now(UTC), payment_intent_id=self.intent)
            run(start_seeded(client, state))

        @precondition(lambda self: not self.ended)
        @rule(text=texts, fresh=st.booleans())
        def message(self, text: str, fresh: bool) -> None:
            mid = str(uuid.uuid4()) if fresh or not self.sent_ids else self.sent_ids[-1]
            if mid in self.sent_ids:
                run(
                    session_client.send_user_message(
                        client, self.sid, UserMessage(message_id=mid, text=text, user_id="user-1")
                    )
                )
                return  # a repeat is ignored by contract
            self.sent_ids.append(mid)
            run(
                session_client.send_user_message(
                    client, self.sid, UserMessage(message_id=mid, text=text, user_id="user-1")
                )
            )
            run(self._answered(mid))

        async def _answered(self, mid: str) -> None:
            for _ in range(600):
                page = await session_client.events_since(client, self.sid, 0)
                if any(e.get("reply_to") == mid and e.get("final") for e in page.events):
                    return
                await asyncio.sleep(0.1)
            raise AssertionError(f"no answer to {mid[:40]}")

        @precondition(lambda self: not self.ended)
        @rule(
            event_id=ids,
            repeat=st.booleans(),
            which=st.sampled_from(["current", "other", "huge"]),
            status=st.sampled_from(["SUCCEEDED", "FAILED"]),
            amount=amounts,
            booking=st.one_of(st.none(), st.just("bk_test1"), st.just("b" * HUGE)),
        )
        def payment(self, event_id: str, repeat: bool, which: str, status: str, amount, booking) -> None:
            if repeat and self.event_ids:
                event_id = self.event_ids[-1]
            self.event_ids.append(event_id)
            intent = {"current": self.intent, "other": "pi_other", "huge": "p" * HUGE}[which]
            event = PaymentEvent(
                event_id=event_id,
                payment_intent_id=intent,
                status=status,  # type: ignore[arg-type]
                booking_id=booking,
                amount_usd=amount,
            )
            run(session_client.send_payment_event(client, self.sid, event))

        @precondition(lambda self: not self.ended)
        @rule(reason=st.one_of(st.just("done"), st.just("r" * HUGE)))
        def end(self, reason: str) -> None:
            run(session_client.end_session(client, self.sid, reason))
            self.ended = True

        @precondition(lambda self: self.ended)
        @rule()
        def closed_cleanly(self) -> None:
            async def outcome():
                handle = client.get_workflow_handle(f"session-{self.sid}")
                for _ in range(300):
                    desc = await handle.describe()
                    if desc.status is not None and desc.status.name != "RUNNING":
                        return desc.status.name
                    page = await session_client.events_since(client, self.sid, 0)
                    if page.status is not None and page.status.ended:
                        return "ENDED"  # still open for payments, refusing messages
                    await asyncio.sleep(0.1)
                return "RUNNING"

            assert run(outcome()) in ("COMPLETED", "ENDED")

        @invariant()
        def carried_data_stays_small(self) -> None:
            if self.ended:
                return
            state = run(session_client.session_state(client, self.sid))
            page = run(session_client.events_since(client, self.sid, 0))
            carried = len(state.model_dump_json()) + len(json.dumps(page.events, default=str))
            assert carried < CARRY_LIMIT, carried
            assert all(len(i) <= MAX_ID_CHARS for i in state.processed_payment_event_ids)
            assert all(
                len(u.payment_intent_id) <= MAX_ID_CHARS and len(u.booking_id or "") <= MAX_ID_CHARS
                for u in state.unmatched_payments
            )
            texts_in = [m["content"] for m in state.messages if isinstance(m.get("content"), str)]
            assert all(len(t) <= MAX_SIGNAL_TEXT_CHARS + 200 for t in texts_in)

        def teardown(self) -> None:
            if not self.ended:
                run(client.get_workflow_handle(f"session-{self.sid}").terminate("test over"))

    return SessionSignals


async def test_no_signal_sequence_breaks_a_session_or_grows_it_past_limits(dev_env, sandbox_url):
    client = dev_env.client
    loop = asyncio.get_running_loop()
    machine = machine_for(loop, client)
    config = settings(
        max_examples=8, stateful_step_count=12, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True
    )
    async with running_worker(client, make_settings(sandbox_url)):
        await asyncio.to_thread(run_state_machine_as_test, machine, settings=config)
