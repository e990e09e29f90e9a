"""Helpers shared by workflow tests: a real worker on a test environment, seeded sessions."""

from __future__ import annotations

import asyncio
import uuid
from contextlib import asynccontextmanager
from datetime import date, datetime, timedelta
from typing import Any, AsyncIterator, Callable, Optional

from temporalio.client import Client, WorkflowHandle

from agent.settings import Settings
from agent.signals import (
    EventsPage,
    SessionConfig,
    SessionInput,
    UserMessage,
    workflow_id_for,
)
from agent.state import AgentState, ConversationState
from api import session_client
from workflows.session import SessionWorkflow

TASK_QUEUE = "derlg-agent"


def make_settings(backend_url: str, **overrides) -> Settings:
    values = {"BACKEND_URL": backend_url, "MODEL_BACKEND": "scripted", "AI_SERVICE_KEY": "dev-service-key"}
    values.update(overrides)
    return Settings(**values)  # type: ignore[arg-type]


@asynccontextmanager
async def running_worker(client: Client, settings: Settings, task_queue: str = TASK_QUEUE) -> AsyncIterator[None]:
    import worker

    settings = settings.model_copy(update={"temporal_task_queue": task_queue})
    async with worker.running_worker(client, settings):
        yield


def sandbox_booking_body(travel: date, end: date) -> dict[str, Any]:
    """A createBooking body as the workflow sends it to the sandbox: trip_004 for two, Sokha Chan."""
    return {
        "trip_id": "trip_004",
        "travel_date": travel.isoformat(),
        "end_date": end.isoformat(),
        "people_count": 2,
        "pickup_location": "Riverside Hotel",
        "customer_name": "Sokha Chan",
        "customer_phone": "+85512345678",
        "user_id": "user-1",
    }


def new_session_id() -> str:
    return str(uuid.uuid4())


def payment_state(
    session_id: str, now: datetime, hold: timedelta = timedelta(minutes=15), **extra
) -> ConversationState:
    """A session waiting for payment: booking held until now + hold."""
    state = ConversationState.new(session_id, now, user_id="user-1")
    state.state = AgentState.PAYMENT
    values = dict(
        mood="stressed",
        environment="BEACH",
        duration_days=3,
        people_count=2,
        budget_min_usd=100,
        budget_max_usd=200,
        departure_city="Phnom Penh",
        travel_dates={"start": "2027-01-20", "end": "2027-01-22"},
        selected_trip_id="trip_004",
        selected_trip_name="Kep Crab & Kampot Pepper Escape",
        customer_name="Sokha Chan",
        customer_phone="+85512345678",
        pickup_location="Riverside Hotel",
        booking_id="bk_test1",
        booking_ref="DLG-TEST01",
        payment_intent_id="pi_test1",
        payment_status="PENDING",
        reserved_until=now + hold,
    )
    values.update(extra)
    for key, value in values.items():
        setattr(state, key, value)
    return state


async def start_seeded(
    client: Client,
    state: ConversationState,
    config: Optional[SessionConfig] = None,
    task_queue: str = TASK_QUEUE,
    **input_fields,
) -> WorkflowHandle:
    return await client.start_workflow(
        SessionWorkflow.run,
        SessionInput(
            session_id=state.session_id,
            user_id=state.user_id,
            state=state,
            config=config or SessionConfig(),
            **input_fields,
        ),
        id=workflow_id_for(state.session_id),
        task_queue=task_queue,
    )


async def wait_for(
    probe: Callable[[], asyncio.Future | object],
    *,
    timeout: float = 30.0,
    interval: float = 0.05,
):
    """Poll an async probe until it returns something truthy."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        value = await probe()  # type: ignore[misc]
        if value:
            return value
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(interval)


async def say(client: Client, session_id: str, text: str, user_id: str = "user-1", timeout: float = 60) -> list[dict]:
    """Send one message and return the events of its turn (up to the final one)."""
    message = UserMessage(message_id=str(uuid.uuid4()), text=text, user_id=user_id)
    before = (
        (await session_client.events_since(client, session_id, 0)).last_seq if await _exists(client, session_id) else 0
    )
    await session_client.send_user_message(client, session_id, message)

    async def turn_done():
        page: EventsPage = await session_client.events_since(client, session_id, before)
        mine = [e for e in page.events if e.get("reply_to") == message.message_id]
        # the turn's frames, without the quick replies that may close it (tests read the answer last)
        return [e for e in mine if e.get("type") != "quick_replies"] if any(e.get("final") for e in mine) else None

    return await wait_for(turn_done, timeout=timeout)


def quote_details(events: list[dict]) -> dict:
    """The facts of the last quote card among a turn's events (the model's text only points at it)."""
    cards = [e for e in events if e.get("type") == "quote"]
    assert cards, [e.get("type") for e in events]
    return cards[-1].get("details") or {}


async def _exists(client: Client, session_id: str) -> bool:
    try:
        await client.get_workflow_handle(workflow_id_for(session_id)).describe()
        return True
    except Exception:
        return False


@asynccontextmanager
async def serve_asgi(
    app, port: Optional[int] = None, lifespan: str = "on", force_exit: bool = False
) -> AsyncIterator[str]:
    """Run an ASGI app with uvicorn in this event loop (a free port unless given); yield its URL.

    On exit the server shuts down gracefully (lifespan shutdown runs); ``force_exit`` cuts open
    requests short, for tests that leave a request hanging on purpose.
    """
    import socket

    import uvicorn

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", port or 0))
    bound = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan=lifespan))
    task = asyncio.create_task(server.serve(sockets=[sock]))
    try:
        for _ in range(600):
            if server.started:
                break
            if task.done():
                await task
                raise RuntimeError("uvicorn exited before starting")
            await asyncio.sleep(0.02)
        else:
            raise RuntimeError("uvicorn did not start within 12 s")
        yield f"http://127.0.0.1:{bound}"
    finally:
        server.should_exit = True
        server.force_exit = force_exit
        try:
            await asyncio.wait_for(task, 20)
        finally:
            sock.close()


# A scripted-model journey to PAYMENT on a real worker (dev-server tests, recorded histories).
JOURNEY = [
    "Hi! I'm stressed and want a relaxing beach trip for 3 days, 2 people, budget $100-$200 each, from Phnom Penh",
    "The first one looks great",
    "Let's book it",
]


async def drive_to_payment(client, sid: str) -> list[dict]:
    """Talk to the scripted model until the session reaches PAYMENT (answers what it asks)."""
    events: list[dict] = []
    for text in JOURNEY:
        events += await say(client, sid, text)
    answers = {  # checked in this order against the last question asked
        "shall i": "Yes, go ahead",
        "like to start": "2027-03-10",
        "full name": "Sokha Chan",
        "phone": "+855 12 345 678",
        "pickup": "Riverside Hotel, Phnom Penh",
        "pick you up": "Riverside Hotel, Phnom Penh",
        "special": "No special requests",
        "confirm": "Yes, go ahead",
    }
    for _ in range(10):
        state = await session_client.session_state(client, sid)
        if state.state == AgentState.PAYMENT:
            return events
        said = next((e["text"] for e in reversed(events) if e.get("text")), "")  # quick replies carry none
        lines = said.strip().lower().splitlines()
        last = lines[-1] if lines else ""  # the question is the last line
        reply = next((v for k, v in answers.items() if k in last), "Yes, go ahead")
        events += await say(client, sid, reply)
    raise AssertionError(f"never reached PAYMENT; last text: {events[-1].get('text')!r}")
