"""Every refusal the model reads names the field or the next step it talks about (issue 41).

The bug: a reschedule refused with "That is the booking as it is: nothing to change." came with
the next step "Ask the traveller again for just the fields named in the error details", and the
details named none.
"""

from __future__ import annotations

import pytest

from agent.tools.guidance import FIELD_STEPS, NEXT_STEPS, NO_FIELD_NAMED, for_model
from agent.tools.validation import validate_tool_input
from tests.sandbox.support import Sandbox

POINTERS = ("named in the error", "the fields the error names")


def next_step(error: dict) -> str:
    return for_model({"success": False, "error": error})["error"]["next_step"]


@pytest.mark.parametrize("code", sorted(NEXT_STEPS))
def test_no_next_step_points_at_fields_an_error_does_not_name(code):
    step = next_step({"code": code, "message": "Something was refused."})
    assert not any(p in step for p in POINTERS), step


@pytest.mark.parametrize("code", sorted(FIELD_STEPS))
@pytest.mark.parametrize(
    "error,names",
    [
        ({"fields": ["'people_count' must be at least 1"]}, ["'people_count' must be at least 1"]),
        ({"details": {"fields": ["phone"]}}, ["phone"]),
        (
            {"details": {"new_travel_date": "2026-01-02", "new_end_date": "2026-01-04"}},
            ["new_travel_date", "new_end_date"],
        ),
    ],
)
def test_the_fields_an_error_names_are_in_its_next_step(code, error, names):
    step = next_step({"code": code, "message": "Refused.", **error})
    assert all(name in step for name in names), step


def test_flags_in_the_details_are_not_taken_for_fields():
    step = next_step({"code": "VALIDATION_FAILED", "message": "Only the same trip.", "details": {"renewable": False}})
    assert step == NO_FIELD_NAMED


def test_the_workflows_own_validation_names_its_fields():
    refused = validate_tool_input("getWeatherForecast", {"destination": "Kep"})
    assert refused is not None
    assert "date" in next_step(refused["error"])


def test_a_reschedule_that_changes_nothing_gets_a_next_step_it_can_follow():
    sb = Sandbox()
    booking = sb.book("trip_001", people=2, user_id="user-a")
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    body = {"booking_id": booking["booking_id"], "new_travel_date": booking["travel_date"]}
    error = sb.error("previewReschedule", body, 400)
    step = next_step(error)
    assert not any(p in step for p in POINTERS) and step == NO_FIELD_NAMED
