"""Seed property 1: a ConversationState survives a JSON round trip exactly."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

from hypothesis import given, settings, strategies as st

from agent.state import LANGUAGES, AgentState, ConversationState, TokenUsage, UnmatchedPayment

tz = st.builds(lambda m: timezone(timedelta(minutes=m)), st.integers(min_value=-12 * 60, max_value=14 * 60))
aware = st.datetimes(min_value=datetime(1990, 1, 1), max_value=datetime(2100, 1, 1), timezones=tz)
text = st.text(max_size=20)
opt_text = st.none() | text
floats = st.floats(allow_nan=False, allow_infinity=False, width=64)
json_leaf = st.none() | st.booleans() | st.integers(-(2**53), 2**53) | floats | text
json_value = st.recursive(
    json_leaf,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(text, inner, max_size=3),
    max_leaves=10,
)
message = st.fixed_dictionaries(
    {
        "role": st.sampled_from(["user", "assistant"]),
        "content": text | st.lists(st.dictionaries(text, json_value, max_size=3), max_size=3),
    }
)
usage = st.builds(
    TokenUsage,
    input_tokens=st.integers(0, 10**9),
    output_tokens=st.integers(0, 10**9),
    cache_read_input_tokens=st.integers(0, 10**9),
    cache_creation_input_tokens=st.integers(0, 10**9),
    llm_calls=st.integers(0, 10**6),
    cost_usd=st.floats(0, 10**6, allow_nan=False),
)
unmatched = st.builds(
    UnmatchedPayment,
    event_id=text,
    payment_intent_id=text,
    status=st.sampled_from(["SUCCEEDED", "FAILED"]),
    reason=st.sampled_from(["other_intent", "after_expiry", "no_booking", "already_confirmed"]),
    received_at=aware,
    booking_id=opt_text,
    amount_usd=st.none() | st.floats(0, 10**6, allow_nan=False),
)

states = st.builds(
    ConversationState,
    session_id=text,
    user_id=opt_text,
    preferred_language=st.sampled_from(LANGUAGES),
    state=st.sampled_from(list(AgentState)),
    mood=opt_text,
    environment=opt_text,
    duration_days=st.none() | st.integers(1, 30),
    people_count=st.none() | st.integers(1, 100),
    budget_min_usd=st.none() | floats,
    budget_max_usd=st.none() | floats,
    departure_city=opt_text,
    travel_dates=st.none() | st.dictionaries(text, text, max_size=2),
    special_needs=opt_text,
    suggested_trip_ids=st.lists(text, max_size=3),
    selected_trip_id=opt_text,
    selected_trip_name=opt_text,
    customizations=st.lists(text, max_size=3),
    applied_discount_code=opt_text,
    loyalty_points_to_use=st.integers(0, 10**6),
    apply_student_discount=st.booleans(),
    quoted_total_usd=st.none() | floats,
    customer_name=opt_text,
    customer_phone=opt_text,
    customer_email=opt_text,
    pickup_location=opt_text,
    details_validated=st.booleans(),
    booking_id=opt_text,
    booking_ref=opt_text,
    payment_intent_id=opt_text,
    payment_status=st.none() | st.sampled_from(["PENDING", "FAILED", "CONFIRMED"]),
    reserved_until=st.none() | aware,
    payment_attempts=st.integers(0, 10),
    support_handoff=st.booleans(),
    messages=st.lists(message, max_size=4),
    summary=opt_text,
    last_seq=st.integers(0, 10**9),
    usage=usage,
    unmatched_payments=st.lists(unmatched, max_size=3),
    processed_payment_event_ids=st.lists(text, max_size=3),
    created_at=aware,
    last_active=aware,
)


@settings(max_examples=100, deadline=None)
@given(states)
def test_json_round_trip_is_exact(state: ConversationState) -> None:
    encoded = state.model_dump_json()
    decoded = ConversationState.model_validate_json(encoded)
    assert decoded == state
    # exact: the same JSON again, and every timestamp keeps its UTC offset
    assert decoded.model_dump_json() == encoded
    assert decoded.created_at.utcoffset() == state.created_at.utcoffset()
    if state.reserved_until is not None:
        assert decoded.reserved_until.utcoffset() == state.reserved_until.utcoffset()
    assert isinstance(decoded.state, AgentState)
    for before, after in zip(state.unmatched_payments, decoded.unmatched_payments):
        assert after.received_at.utcoffset() == before.received_at.utcoffset()


def test_new_state_takes_time_from_caller() -> None:
    now = datetime(2026, 3, 1, 8, 30, tzinfo=UTC)
    state = ConversationState.new("s-1", now, user_id="u", language="ZH")
    assert state.created_at == now and state.last_active == now
    assert state.state == AgentState.DISCOVERY and state.preferred_language == "ZH"
    assert set(state.missing_discovery_fields()) == {
        "mood",
        "environment",
        "duration_days",
        "people_count",
        "budget",
        "departure_city",
    }
