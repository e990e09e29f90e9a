"""Each of the 19 tools exercised through its Temporal activity against the running sandbox.

The sandbox backend (``sandbox.app.create_app``) runs in-process with uvicorn on a free port,
wrapped in a small ASGI recorder that keeps every request's headers and body. Activities run in
``temporalio.testing.ActivityEnvironment``; the retry test runs a real worker on the
time-skipping test server.
"""

from __future__ import annotations

import contextlib
import json
import os
import uuid
from datetime import date, timedelta
from typing import Any, AsyncIterator

import pytest
import pytest_asyncio
from temporalio import workflow
from temporalio.client import Client
from temporalio.common import RetryPolicy
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.exceptions import ActivityError, ApplicationError
from temporalio.testing import ActivityEnvironment, WorkflowEnvironment
from temporalio.worker import Worker

from activities.backend import BackendClient, final_failure_result
from activities.circuit import CircuitState
from activities.tools import TOOL_ACTIVITY_NAMES, ToolActivities, build_tool_activities
from tests.support import serve_asgi
from agent.settings import Settings
from agent.tools.calls import ToolCall, ToolOutcome
from agent.tools.catalog import API_PREFIX, CATALOG, endpoint_path
from agent.tools.local import LOCAL_TOOL_NAMES
from agent.tools.schemas import TOOL_NAMES
from tests.conftest import VENV_BIN

SERVICE_KEY = "activities-test-key"
SESSION_ID = str(uuid.UUID("2b0c8d4e-1f3a-4d5b-9c6e-7a8b9c0d1e2f"))
WORKFLOW_ID = f"session-{SESSION_ID}"
USER_ID = "user-activities-1"
TRAVEL = date.today() + timedelta(days=40)


# ---------------------------------------------------------------- sandbox harness

class Recorder:
    """ASGI wrapper around the sandbox: records every ``/v1/ai-tools`` request (headers and body)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.requests: list[dict[str, Any]] = []

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or not scope["path"].startswith(API_PREFIX + "/"):
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        more = True
        while more:
            message = await receive()
            chunks.append(message.get("body", b""))
            more = message.get("more_body", False)
        raw = b"".join(chunks)
        record: dict[str, Any] = {
            "path": scope["path"],
            "headers": {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]},
            "body": json.loads(raw) if raw else None,
        }
        self.requests.append(record)

        replayed = False

        async def replay() -> Any:
            nonlocal replayed
            if replayed:
                return await receive()  # after the body: disconnects come from the real connection
            replayed = True
            return {"type": "http.request", "body": raw, "more_body": False}

        await self.app(scope, replay, send)

    def for_tool(self, name: str) -> list[dict[str, Any]]:
        return [r for r in self.requests if r["path"] == endpoint_path(name)]


class Sandbox:
    def __init__(self, app: Any, recorder: Recorder, url: str, settings: Settings) -> None:
        self.app, self.recorder, self.url, self.settings = app, recorder, url, settings


def serve(app: Any):
    return serve_asgi(app, force_exit=True)


def make_settings(url: str = "http://127.0.0.1:1") -> Settings:
    return Settings(  # type: ignore[call-arg]
        BACKEND_URL=url, AI_SERVICE_KEY=SERVICE_KEY, TOOL_TIMEOUT_SECONDS=5, MODEL_BACKEND="scripted", REDIS_URL=None,
    )


@pytest_asyncio.fixture(scope="module")
async def sandbox() -> AsyncIterator[Sandbox]:
    from sandbox.app import create_app

    settings = make_settings()
    app = create_app(settings)
    recorder = Recorder(app)
    async with serve(recorder) as url:
        yield Sandbox(app, recorder, url, settings)


@pytest_asyncio.fixture(scope="module")
async def tools(sandbox: Sandbox) -> AsyncIterator[ToolActivities]:
    holder = ToolActivities(BackendClient(make_settings(sandbox.url)))
    yield holder
    await holder.aclose()


_counter = iter(range(1, 10_000))


def make_call(name: str, tool_input: dict[str, Any], language: str = "EN") -> ToolCall:
    tool_use_id = f"toolu_{next(_counter):04d}"
    return ToolCall(
        session_id=SESSION_ID,
        tool_use_id=tool_use_id,
        name=name,
        input=tool_input,
        language=language,  # type: ignore[arg-type]
        user_id=USER_ID,
        idempotency_key=f"{WORKFLOW_ID}:turn-1:{tool_use_id}",
    )


async def run_tool(
    sandbox: Sandbox, tools: ToolActivities, name: str, tool_input: dict[str, Any], language: str = "EN"
) -> tuple[dict[str, Any], dict[str, Any]]:
    """Run tool ``name`` through its activity; return (data, the request the sandbox received)."""
    call = make_call(name, tool_input, language)
    before = len(sandbox.recorder.for_tool(name))
    outcome = await ActivityEnvironment().run(getattr(tools, name), call)
    assert isinstance(outcome, ToolOutcome)
    assert outcome.name == name and outcome.tool_use_id == call.tool_use_id
    received = sandbox.recorder.for_tool(name)
    assert len(received) == before + 1, f"{name}: expected exactly one request"
    request = received[-1]
    headers = request["headers"]
    assert headers["x-service-key"] == SERVICE_KEY
    assert headers["accept-language"] == language
    assert headers["x-session-id"] == SESSION_ID
    assert headers["idempotency-key"] == call.idempotency_key
    assert headers["x-request-id"]
    spec = CATALOG[name]
    if spec.injects_user_id:
        assert request["body"]["user_id"] == USER_ID
    else:
        assert "user_id" not in request["body"]
    if spec.injects_language:
        assert request["body"]["language"] == tool_input.get("language", language)
    assert outcome.result["success"] is True, f"{name}: {outcome.result}"
    return outcome.result["data"], request


TRIP_KEYS = {"id", "name", "region", "tier", "environment", "moods", "duration_days", "price_usd",
             "tagline", "highlights", "image_url", "difficulty"}


def test_one_activity_per_tool_named_after_it() -> None:
    from temporalio.activity import _Definition

    acts = build_tool_activities(make_settings())
    names = [_Definition.from_callable(a).name for a in acts]  # type: ignore[union-attr]
    assert names == list(TOOL_ACTIVITY_NAMES)
    # every backend tool (the 19 of the seeds, previewBooking, the after-payment ones); the two the
    # workflow answers itself (updateTravellerPreferences, requestStageChange) have none
    assert sorted(names) == sorted(set(TOOL_NAMES) - set(LOCAL_TOOL_NAMES)) and len(set(names)) == len(CATALOG)
    assert {"previewBooking", "previewReschedule", "confirmReschedule", "previewCancellation", "confirmCancellation",
            "getRefundStatus"} <= set(names)


# ---------------------------------------------------------------- discovery and exploration tools

SUGGEST_INPUT = {
    "mood": "curious", "environment": "TEMPLE", "duration_days": 3, "people_count": 2,
    "budget_usd": {"min": 100, "max": 900}, "departure_city": "Phnom Penh",
}


async def test_get_trip_suggestions(sandbox: Sandbox, tools: ToolActivities) -> None:
    data, request = await run_tool(sandbox, tools, "getTripSuggestions", dict(SUGGEST_INPUT), language="ZH")
    assert request["body"]["language"] == "ZH"  # injected from the session
    trips = data["trips"]
    assert len(trips) == 3
    assert {t["tier"] for t in trips} == {"budget", "standard", "luxury"}
    for trip in trips:
        assert TRIP_KEYS <= set(trip)
        assert trip["id"].startswith("trip_") and trip["price_usd"] > 0
        assert trip["name"] == trip["name_zh"]  # name already in the requested language
    assert isinstance(data["matched_on"], dict)


async def test_get_trip_itinerary_images_and_hotel(sandbox: Sandbox, tools: ToolActivities) -> None:
    data, _ = await run_tool(sandbox, tools, "getTripItinerary", {"trip_id": "trip_001"}, language="KH")
    assert data["trip_id"] == "trip_001"
    assert len(data["itinerary"]) == data["duration_days"] >= 1
    assert [d["day"] for d in data["itinerary"]] == list(range(1, data["duration_days"] + 1))
    for day in data["itinerary"]:
        assert day["title"] and isinstance(day["activities"], list) and isinstance(day["meals"], list)
    assert data["hotels"] and {"id", "name", "stars"} <= set(data["hotels"][0])
    assert data["price_usd"] > 0 and isinstance(data["included"], list)

    images, _ = await run_tool(sandbox, tools, "getTripImages", {"trip_id": "trip_001"})
    assert images["trip_id"] == "trip_001" and images["images"]
    assert all(img["url"] and "caption" in img for img in images["images"])

    hotel_id = data["itinerary"][0]["hotel_id"] or data["hotels"][0]["id"]
    hotel, _ = await run_tool(sandbox, tools, "getHotelDetails", {"hotel_id": hotel_id})
    assert hotel["hotel_id"] == hotel_id
    assert hotel["name"] and 1 <= hotel["stars"] <= 5 and hotel["region"]
    assert hotel["amenities"] and hotel["images"] and hotel["reviews"]
    assert {"author", "rating", "text"} <= set(hotel["reviews"][0])
    assert 0 < hotel["rating"] <= 5


async def test_compare_trips(sandbox: Sandbox, tools: ToolActivities) -> None:
    data, _ = await run_tool(sandbox, tools, "compareTrips", {"trip_ids": ["trip_001", "trip_007"]})
    assert [t["id"] for t in data["trips"]] == ["trip_001", "trip_007"]
    rows = data["comparison"]["rows"]
    assert rows and all(len(r["values"]) == 2 and r["label"] for r in rows)


async def test_calculate_and_customize_trip(sandbox: Sandbox, tools: ToolActivities) -> None:
    customizations = [{"type": "upgrade_hotel", "details": {}}, {"type": "add_day", "details": {}}]
    calc, _ = await run_tool(sandbox, tools, "calculateCustomTrip",
                             {"base_trip_id": "trip_004", "customizations": customizations})
    assert calc["base_trip_id"] == "trip_004"
    assert len(calc["customizations"]) == 2
    extras = sum(c["price_usd"] for c in calc["customizations"])
    assert calc["total_per_person_usd"] == pytest.approx(calc["base_price_usd"] + extras)
    assert calc["total_usd"] == pytest.approx(calc["total_per_person_usd"] * calc["people_count"])

    custom, request = await run_tool(sandbox, tools, "customizeTrip",
                                     {"trip_id": "trip_004", "customizations": customizations})
    assert request["body"]["user_id"] == USER_ID
    assert custom["base_trip_id"] == "trip_004" and custom["custom_trip_id"]
    assert custom["trip_name"] and custom["customizations"]
    assert custom["total_per_person_usd"] == pytest.approx(calc["total_per_person_usd"])


async def test_weather_places_festivals_budget_currency(sandbox: Sandbox, tools: ToolActivities) -> None:
    day = TRAVEL.isoformat()
    weather, _ = await run_tool(sandbox, tools, "getWeatherForecast", {"destination": "Kampot", "date": day})
    assert weather["destination"] and weather["date"] == day
    forecast = weather["forecast"]
    assert forecast["temp_min_c"] <= forecast["temp_max_c"]
    assert 0 <= forecast["rain_chance_pct"] <= 100 and forecast["condition"] and forecast["advice"]

    places, request = await run_tool(sandbox, tools, "getPlaces", {"category": "temples", "region": "Siem Reap"},
                                     language="KH")
    assert request["body"]["language"] == "KH"
    assert places["category"] == "temples" and places["places"]
    assert {"name", "region", "description", "image_url", "entry_fee_usd"} <= set(places["places"][0])

    festivals, _ = await run_tool(sandbox, tools, "getUpcomingFestivals",
                                  {"start_date": f"{TRAVEL.year}-01-01", "end_date": f"{TRAVEL.year}-12-31"})
    names = " ".join(f["name"] for f in festivals["festivals"])
    assert festivals["festivals"] and "New Year" in names
    for fest in festivals["festivals"]:
        assert fest["start_date"] <= fest["end_date"] and fest["region"] and fest["description"]

    budget, _ = await run_tool(sandbox, tools, "estimateBudget",
                               {"trip_type": "standard", "duration_days": 4, "people_count": 3})
    assert (budget["trip_type"], budget["duration_days"], budget["people_count"]) == ("standard", 4, 3)
    assert budget["total_estimate_usd"] == pytest.approx(budget["per_person_usd"] * 3, rel=0.01)
    assert set(budget["breakdown"]) >= {"accommodation", "transport", "food", "activities"}

    rates, _ = await run_tool(sandbox, tools, "getCurrencyRates", {"from_currency": "USD", "to_currency": "KHR"})
    assert (rates["from_currency"], rates["to_currency"]) == ("USD", "KHR")
    assert 3000 < rates["rate"] < 6000 and rates["as_of"]


async def test_cached_tool_is_served_without_a_second_request(sandbox: Sandbox, tools: ToolActivities) -> None:
    tool_input = {"from_currency": "USD", "to_currency": "THB"}
    first, _ = await run_tool(sandbox, tools, "getCurrencyRates", tool_input)
    before = len(sandbox.recorder.for_tool("getCurrencyRates"))
    again = await ActivityEnvironment().run(tools.getCurrencyRates, make_call("getCurrencyRates", tool_input))
    assert again.result == {"success": True, "data": first}
    assert len(sandbox.recorder.for_tool("getCurrencyRates")) == before


# ---------------------------------------------------------------- booking and payment tools

BOOKING_INPUT = {
    "trip_id": "trip_007",
    "travel_date": TRAVEL.isoformat(),
    "end_date": (TRAVEL + timedelta(days=1)).isoformat(),
    "people_count": 2,
    "pickup_location": "Riverside, Phnom Penh",
    "customer_name": "Sok Dara",
    "customer_phone": "+855 12 345 678",
    "customer_email": "dara@example.com",
}


async def test_validate_user_details_and_discount(sandbox: Sandbox, tools: ToolActivities) -> None:
    good, _ = await run_tool(sandbox, tools, "validateUserDetails",
                             {"name": "Sok Dara", "phone": "+855 12 345 678", "email": "dara@example.com"})
    assert good["valid"] is True and good["normalized"]["email"] == "dara@example.com"
    assert good["normalized"]["phone"].replace(" ", "").startswith("+855")
    bad, _ = await run_tool(sandbox, tools, "validateUserDetails", {"name": "Sok Dara", "phone": "12"})
    assert bad["valid"] is False and "phone" in bad["errors"]

    discount, request = await run_tool(sandbox, tools, "applyDiscountCode", {"code": "WELCOME10", "trip_id": "trip_007"})
    assert request["body"]["user_id"] == USER_ID
    assert discount["code"] == "WELCOME10" and discount["valid"] is True
    assert discount["discount_pct"] == 10 and discount["new_total_usd"] > 0 and discount["description"]


async def test_invalid_discount_code_is_a_readable_non_retryable_result(sandbox: Sandbox, tools: ToolActivities) -> None:
    outcome = await ActivityEnvironment().run(tools.applyDiscountCode, make_call("applyDiscountCode", {"code": "NOPE99"}))
    assert outcome.result["success"] is False
    assert outcome.result["error"]["code"] == "INVALID_DISCOUNT_CODE"
    assert "NOPE99" in outcome.result["error"]["message"]


async def test_booking_payment_modify_cancel(sandbox: Sandbox, tools: ToolActivities) -> None:
    booking, request = await run_tool(sandbox, tools, "createBooking", dict(BOOKING_INPUT))
    assert request["body"]["user_id"] == USER_ID
    assert booking["status"] == "RESERVED" and booking["booking_ref"].startswith("DLG-")
    assert (booking["trip_id"], booking["people_count"]) == ("trip_007", 2)
    assert booking["travel_date"] == BOOKING_INPUT["travel_date"] and booking["total_usd"] > 0
    assert booking["reserved_until"]
    stored = sandbox.app.state.store.bookings[booking["booking_id"]]
    assert stored.user_id == USER_ID and stored.session_id == SESSION_ID

    qr, _ = await run_tool(sandbox, tools, "generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert qr["booking_id"] == booking["booking_id"] and qr["payment_intent_id"]
    assert qr["qr_code_url"].startswith("data:image/png;base64,")
    assert qr["amount"] == pytest.approx(booking["total_usd"]) and qr["currency"] == "USD" and qr["expires_at"]

    status, _ = await run_tool(sandbox, tools, "checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]})
    assert status == {**status, "payment_intent_id": qr["payment_intent_id"], "status": "PENDING",
                      "booking_id": booking["booking_id"]}

    modified, request = await run_tool(sandbox, tools, "modifyBooking",
                                       {"booking_id": booking["booking_id"], "modifications": {"people_count": 3}})
    assert request["body"]["user_id"] == USER_ID
    assert modified["booking_id"] == booking["booking_id"] and modified["modified"] is True
    assert modified["booking"]["people_count"] == 3
    assert modified["booking"]["total_usd"] > booking["total_usd"]

    cancelled, _ = await run_tool(sandbox, tools, "cancelBooking",
                                  {"booking_id": booking["booking_id"], "reason": "plans changed"})
    assert cancelled["booking_id"] == booking["booking_id"] and cancelled["cancelled"] is True
    assert cancelled["refund_usd"] >= 0 and cancelled["policy"]
    assert sandbox.app.state.store.bookings[booking["booking_id"]].status == "CANCELLED"


async def test_activity_refuses_a_call_for_another_tool(tools: ToolActivities) -> None:
    outcome = await ActivityEnvironment().run(tools.createBooking, make_call("getTripImages", {"trip_id": "trip_001"}))
    assert outcome.result["success"] is False and outcome.result["error"]["code"] == "INVALID_INPUT"


# ---------------------------------------------------------------- real Temporal retries

# The options recommended to SessionWorkflow for tool activities.
TOOL_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=1),
    backoff_coefficient=2.0,
    maximum_interval=timedelta(seconds=10),
    maximum_attempts=3,
    non_retryable_error_types=["InvalidInput", "Unauthorized", "BadRequest"],
)


@workflow.defn(sandboxed=False)
class OneToolCall:
    """A stand-in for SessionWorkflow's tool step: run one tool activity, never crash."""

    @workflow.run
    async def run(self, call: ToolCall) -> dict[str, Any]:
        try:
            outcome = await workflow.execute_activity(
                call.name, call, result_type=ToolOutcome,
                start_to_close_timeout=timedelta(seconds=20), retry_policy=TOOL_RETRY,
            )
            return outcome.result
        except ActivityError as err:
            cause = err.cause
            kind = (cause.type if isinstance(cause, ApplicationError) else type(cause).__name__) or ""
            return final_failure_result(call.name, kind)


TEST_SERVER = str(VENV_BIN / "temporal-test-server")


@contextlib.asynccontextmanager
async def temporal_worker(sandbox: Sandbox) -> AsyncIterator[tuple[Client, ToolActivities]]:
    if not os.path.exists(TEST_SERVER):
        print(f"SKIP reason: {TEST_SERVER} not found")
        pytest.skip("temporal-test-server not installed")
    settings = Settings(  # type: ignore[call-arg]
        BACKEND_URL=sandbox.url, AI_SERVICE_KEY=SERVICE_KEY, TOOL_TIMEOUT_SECONDS=0.5,
        MODEL_BACKEND="scripted", REDIS_URL=None,
    )
    holder = ToolActivities.from_settings(settings)
    env = await WorkflowEnvironment.start_time_skipping(
        data_converter=pydantic_data_converter, test_server_existing_path=TEST_SERVER,
    )
    try:
        async with Worker(env.client, task_queue="tools-test", workflows=[OneToolCall],
                          activities=holder.activities()):
            yield env.client, holder
    finally:
        await env.shutdown()
        await holder.aclose()


def set_faults(sandbox: Sandbox, **knobs: Any) -> None:
    from sandbox.faults import FaultUpdate

    sandbox.app.state.faults.update(FaultUpdate(reset=True, **knobs))


@pytest.mark.timeskipping
async def test_retries_through_temporal_never_double_book(sandbox: Sandbox) -> None:
    store = sandbox.app.state.store
    async with temporal_worker(sandbox) as (client, holder):
        # 1. the backend books, but its answer never arrives in time; the retry gets the same booking
        set_faults(sandbox, timeout_next=1, timeout_phase="after", timeout_seconds=1, paths=["createBooking"])
        call = make_call("createBooking", {**BOOKING_INPUT, "trip_id": "trip_008"})
        before = set(store.bookings)
        try:
            result = await client.execute_workflow(OneToolCall.run, call, id=f"wf-{uuid.uuid4()}",
                                                   task_queue="tools-test")
        finally:
            set_faults(sandbox)
        assert result["success"] is True, result
        new = [store.bookings[b] for b in set(store.bookings) - before]
        assert len(new) == 1 and new[0].booking_id == result["data"]["booking_id"]
        attempts = [r for r in sandbox.recorder.for_tool("createBooking")
                    if r["headers"]["idempotency-key"] == call.idempotency_key]
        assert len(attempts) == 2

        # 2. a backend that keeps answering 503: three attempts, then a BACKEND_ERROR result
        set_faults(sandbox, fail_next=5, paths=["generatePaymentQR"])
        qr_call = make_call("generatePaymentQR", {"booking_id": new[0].booking_id})
        try:
            failed = await client.execute_workflow(OneToolCall.run, qr_call, id=f"wf-{uuid.uuid4()}",
                                                   task_queue="tools-test")
        finally:
            set_faults(sandbox)
        assert failed["success"] is False and failed["error"]["code"] == "BACKEND_ERROR"
        assert len([r for r in sandbox.recorder.for_tool("generatePaymentQR")
                    if r["headers"]["idempotency-key"] == qr_call.idempotency_key]) == 3
        assert store.intents_for(new[0].booking_id) == []

        circuit = holder.backend.circuit
        assert circuit.consecutive_failures == 3
        circuit.record_success()  # forget those three: the next scenario starts from a healthy backend

        # 3. a hanging backend: every attempt times out, the conversation gets a TIMEOUT result
        set_faults(sandbox, always_timeout=True, timeout_seconds=1, paths=["getTripImages"])
        try:
            timed_out = await client.execute_workflow(
                OneToolCall.run, make_call("getTripImages", {"trip_id": "trip_002"}), id=f"wf-{uuid.uuid4()}",
                task_queue="tools-test")
            assert timed_out["success"] is False and timed_out["error"]["code"] == "TIMEOUT"

            # 4. still hanging: failures 4 and 5 open the circuit, attempt 3 fails fast with SERVICE_BUSY
            busy_call = make_call("getTripImages", {"trip_id": "trip_003"})
            busy = await client.execute_workflow(OneToolCall.run, busy_call, id=f"wf-{uuid.uuid4()}",
                                                 task_queue="tools-test")
        finally:
            set_faults(sandbox)
        assert circuit.state is CircuitState.OPEN
        assert busy["success"] is False and busy["error"]["code"] == "SERVICE_BUSY"
        assert len([r for r in sandbox.recorder.for_tool("getTripImages")
                    if r["headers"]["idempotency-key"] == busy_call.idempotency_key]) == 2
