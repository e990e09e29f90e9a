"""BackendClient on the wire: headers, body, language, input validation, 4xx envelopes, retryable
failures, field details. Every test talks HTTP to a small in-test FastAPI server."""

from __future__ import annotations

from typing import Any

import pytest
import structlog
from temporalio.exceptions import ApplicationError

from activities.backend import (
    BACKEND_TIMEOUT,
    BACKEND_UNAVAILABLE,
    BackendClient,
    final_failure_result,
    is_plain_sentence,
)
from activities.circuit import CircuitState
from tests.activities.backend_support import (
    BOOKING_INPUT,
    SERVICE_KEY,
    SESSION_ID,
    FakeBackend,
    _free_socket,
    client_for,
    make_call,
    make_settings,
)

# ---------------------------------------------------------------- wire format


async def test_headers_and_body_on_the_wire() -> None:
    fake = FakeBackend()
    async with client_for(fake) as client:
        call = make_call(
            "cancelBooking",
            {"booking_id": "bk_1", "reason": "plans changed", "user_id": "someone-else"},
            language="KH",
            user_id="user-42",
            idempotency_key="session-x:t3:toolu_cancel",
        )
        result = await client.call(call)
    assert result == {"success": True, "data": {"n": 1}}
    assert fake.count == 1
    req = fake.requests[0]
    assert req["path"] == "/v1/ai-tools/bookings/cancel"
    headers = req["headers"]
    assert headers["x-service-key"] == SERVICE_KEY
    assert headers["accept-language"] == "KH"
    assert headers["x-session-id"] == SESSION_ID
    assert headers["idempotency-key"] == "session-x:t3:toolu_cancel"
    assert headers["x-request-id"]
    # user_id comes from the session, never from the model's input
    assert req["body"] == {"booking_id": "bk_1", "reason": "plans changed", "user_id": "user-42"}


async def test_language_injected_only_where_the_catalog_says_and_only_when_absent() -> None:
    fake = FakeBackend()
    async with client_for(fake) as client:
        await client.call(make_call("getPlaces", {"category": "temples"}, language="ZH"))
        await client.call(make_call("getPlaces", {"category": "beaches", "language": "KH"}, language="ZH"))
        await client.call(make_call("getTripImages", {"trip_id": "trip_003", "user_id": "evil"}, language="ZH"))
    bodies = [r["body"] for r in fake.requests]
    assert bodies[0] == {"category": "temples", "language": "ZH"}
    assert bodies[1] == {"category": "beaches", "language": "KH"}
    assert bodies[2] == {"trip_id": "trip_003"}  # no user_id, no language for this tool
    assert [r["headers"]["accept-language"] for r in fake.requests] == ["ZH", "ZH", "ZH"]
    # every request carries its own request id
    assert len({r["headers"]["x-request-id"] for r in fake.requests}) == 3


async def test_schema_invalid_input_never_reaches_the_backend() -> None:
    fake = FakeBackend()
    async with client_for(fake) as client:
        bad_date = await client.call(make_call("getWeatherForecast", {"destination": "Kep", "date": "next friday"}))
        missing = await client.call(make_call("createBooking", {"trip_id": "trip_001"}))
        unknown = await client.call(make_call("bookAFlight", {"to": "PNH"}))
    assert fake.count == 0
    assert bad_date["success"] is False and bad_date["error"]["code"] == "INVALID_INPUT"
    assert "date" in bad_date["error"]["message"]
    assert missing["error"]["code"] == "INVALID_INPUT"
    assert unknown["error"]["code"] == "UNKNOWN_TOOL"


# ---------------------------------------------------------------- 4xx: non-retryable envelopes


async def test_4xx_keeps_a_plain_backend_message_and_code() -> None:
    fake = FakeBackend(
        lambda n, p, b: (
            404,
            {"success": False, "error": {"code": "NOT_FOUND", "message": "We could not find trip trip_999."}},
        )
    )
    async with client_for(fake) as client:
        result = await client.call(make_call("getTripItinerary", {"trip_id": "trip_999"}))
    assert result == {"success": False, "error": {"code": "NOT_FOUND", "message": "We could not find trip trip_999."}}


@pytest.mark.parametrize(
    "status,payload,expected_code",
    [
        (
            400,
            {
                "success": False,
                "error": {
                    "code": "BAD_THING",
                    "message": "Traceback (most recent call last):\n  File \"/srv/app/booking.py\", line 12, in create\nKeyError: 'x'",
                },
            },
            "BAD_THING",
        ),
        (
            409,
            {
                "success": False,
                "error": {
                    "code": "not a code!",
                    "message": "Conflict at http://internal-booking.svc.cluster.local:3000/v1/ai-tools/bookings/create",
                },
            },
            "NOT_AVAILABLE",
        ),
        (422, {"detail": [{"loc": ["body", "trip_id"], "msg": "field required", "type": "missing"}]}, "INVALID_INPUT"),
        (404, "<html><body>nginx: /var/www/index.html not found</body></html>", "NOT_FOUND"),
        (
            418,
            {
                "success": False,
                "error": {
                    "code": "TEAPOT",
                    "message": "TypeError: Cannot read properties of undefined at Object.<anonymous> (/app/dist/main.js:10:5)",
                },
            },
            "TEAPOT",
        ),
    ],
)
async def test_4xx_never_leaks_traces_or_urls(status: int, payload: Any, expected_code: str) -> None:
    fake = FakeBackend(lambda n, p, b: (status, payload))
    async with client_for(fake) as client:
        result = await client.call(make_call("getTripItinerary", {"trip_id": "trip_001"}))
        assert client.circuit.state is CircuitState.CLOSED  # a 4xx is not an outage
    assert fake.count == 1
    assert result["success"] is False
    assert result["error"]["code"] == expected_code
    message = result["error"]["message"]
    assert is_plain_sentence(message), message
    for leak in ("http", "Traceback", "/srv", "/app", ".py", ".js", "nginx", "undefined", "<"):
        assert leak not in message


@pytest.mark.parametrize("status", [401, 403])
async def test_unauthorized_is_readable_and_logged_as_an_error(status: int) -> None:
    fake = FakeBackend(
        lambda n, p, b: (status, {"success": False, "error": {"code": "FORBIDDEN", "message": "Invalid X-Service-Key"}})
    )
    async with client_for(fake) as client:
        with structlog.testing.capture_logs() as logs:
            result = await client.call(make_call("getTripImages", {"trip_id": "trip_001"}))
    assert result["success"] is False
    assert result["error"]["code"] == "UNAUTHORIZED"
    assert "booking system" in result["error"]["message"]
    assert "Service-Key" not in result["error"]["message"]
    errors = [e for e in logs if e["log_level"] == "error"]
    assert errors and errors[0]["tool"] == "getTripImages" and errors[0]["http_status"] == status


async def test_2xx_that_is_not_an_envelope_is_a_backend_error() -> None:
    fake = FakeBackend(lambda n, p, b: (200, {"trips": []}))
    async with client_for(fake) as client:
        result = await client.call(make_call("getTripImages", {"trip_id": "trip_001"}))
    assert result["success"] is False and result["error"]["code"] == "BACKEND_ERROR"


# ---------------------------------------------------------------- retryable failures


async def test_5xx_raises_a_retryable_error() -> None:
    fake = FakeBackend(lambda n, p, b: (503, {"success": False, "error": {"code": "X", "message": "down"}}))
    async with client_for(fake) as client:
        with pytest.raises(ApplicationError) as info:
            await client.call(make_call("getTripImages", {"trip_id": "trip_001"}))
    assert info.value.type == BACKEND_UNAVAILABLE
    assert info.value.non_retryable is False
    assert final_failure_result("getTripImages", info.value.type or "")["error"]["code"] == "BACKEND_ERROR"


async def test_hanging_backend_times_out_with_a_retryable_error() -> None:
    fake = FakeBackend(lambda n, p, b: "hang")
    async with client_for(fake) as client:
        assert client.timeout_seconds == 0.5
        with pytest.raises(ApplicationError) as info:
            await client.call(make_call("getTripImages", {"trip_id": "trip_001"}))
    assert fake.count == 1
    assert info.value.type == BACKEND_TIMEOUT
    assert info.value.non_retryable is False
    final = final_failure_result("getTripImages", info.value.type or "")
    assert final["success"] is False and final["error"]["code"] == "TIMEOUT"
    assert is_plain_sentence(final["error"]["message"])


async def test_unreachable_backend_raises_a_retryable_error() -> None:
    sock = _free_socket()  # bound but never listening: connection refused
    url = f"http://127.0.0.1:{sock.getsockname()[1]}"
    client = BackendClient(make_settings(url))
    try:
        with pytest.raises(ApplicationError) as info:
            await client.call(make_call("getTripImages", {"trip_id": "trip_001"}))
    finally:
        await client.aclose()
        sock.close()
    assert info.value.type == BACKEND_UNAVAILABLE and info.value.non_retryable is False


def test_final_failure_result_codes() -> None:
    assert final_failure_result("createBooking", "BackendTimeout")["error"]["code"] == "TIMEOUT"
    assert final_failure_result("createBooking", "TimeoutError")["error"]["code"] == "TIMEOUT"
    assert final_failure_result("createBooking", "ServiceBusy")["error"]["code"] == "SERVICE_BUSY"
    assert final_failure_result("createBooking", "BackendUnavailable")["error"]["code"] == "BACKEND_ERROR"
    assert final_failure_result("createBooking", "")["error"]["code"] == "BACKEND_ERROR"


async def test_field_details_survive_but_unsafe_ones_do_not() -> None:
    fake = FakeBackend(
        lambda n, p, b: (
            400,
            {
                "success": False,
                "error": {
                    "code": "VALIDATION_FAILED",
                    "message": "Some contact details are not valid.",
                    "details": {
                        "phone": "Phone numbers need a country code, like +855.",
                        "trace": "at Object.<anonymous> (/app/dist/main.js:10:5)",
                        "see": "https://internal.example/errors/42",
                    },
                },
            },
        )
    )
    async with client_for(fake) as client:
        result = await client.call(make_call("createBooking", dict(BOOKING_INPUT)))
    assert result["error"]["code"] == "VALIDATION_FAILED"
    assert result["error"]["details"] == {"phone": "Phone numbers need a country code, like +855."}
