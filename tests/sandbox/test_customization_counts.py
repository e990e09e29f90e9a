"""A customisation's day counts are read as numbers or refused with what to send: any value in
``details.days`` / ``details.day`` of calculateCustomTrip and customizeTrip gets an answer (a price or a
clear 400), never a crash; digits in a string price as the number they are."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from tests.sandbox.support import Sandbox

ODD = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 6),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.text(max_size=4),
    st.lists(st.one_of(st.integers(-1, 5), st.text(max_size=2)), max_size=3),
    st.dictionaries(st.text(max_size=2), st.integers(0, 3), max_size=2),
)


@settings(max_examples=60, deadline=None)
@given(kind=st.sampled_from(["add_day", "remove_day"]), field=st.sampled_from(["days", "day"]), value=ODD)
def test_any_day_count_gets_an_answer_never_a_crash(kind: str, field: str, value: Any) -> None:
    sb = Sandbox()
    for tool, body in (
        ("calculateCustomTrip", {"base_trip_id": "trip_002"}),
        ("customizeTrip", {"trip_id": "trip_002"}),
    ):
        answer = sb.call(tool, {**body, "customizations": [{"type": kind, "details": {field: value}}], "adults": 2})
        assert answer.status_code in (200, 400), (tool, kind, field, value, answer.status_code, answer.text[:300])
        if answer.status_code == 400:
            error = answer.json()["error"]
            assert error["code"] in ("INVALID_INPUT", "VALIDATION_FAILED") and error["message"], error


def test_a_list_of_days_in_days_is_refused_naming_the_field_for_days() -> None:
    error = Sandbox().error(
        "customizeTrip",
        {"trip_id": "trip_016", "customizations": [{"type": "remove_day", "details": {"days": [2, 3]}}], "adults": 2},
        400,
    )
    assert error["code"] == "INVALID_INPUT" and "details.day" in error["message"], error


def test_digits_in_a_string_price_as_the_number() -> None:
    sb = Sandbox()

    def total(days: Any) -> float:
        body = {"base_trip_id": "trip_002", "customizations": [{"type": "add_day", "details": {"days": days}}]}
        return float(sb.data("calculateCustomTrip", {**body, "adults": 2})["total_usd"])

    assert total("2") == total(2) != total(1)
