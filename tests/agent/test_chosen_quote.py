"""The context's quote always belongs to the selected trip as saved (agent/side_effects.py): for
every order of choosing (previewBooking), saving (customizeTrip), pricing (calculateCustomTrip, of
the chosen trip or another) and discounts, for any group, ``quoted_*`` say the saved trip's price and
a plan only priced is shown as ``priced_not_saved``, never in the chosen trip's place."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Optional

from hypothesis import given, settings, strategies as st

from agent.prompts.context import parse_context, render_context
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState

NOW = datetime(2026, 11, 29, 9, 0, tzinfo=UTC)
TRIPS = ("trip_001", "trip_007", "trip_013")

money = st.integers(min_value=50, max_value=5000).map(float)
step = st.one_of(
    st.tuples(st.just("price"), st.sampled_from(TRIPS), money),
    st.tuples(st.just("save"), st.sampled_from(TRIPS), money),
    st.tuples(st.just("choose"), st.sampled_from(TRIPS), money),
    st.tuples(st.just("discount"), st.sampled_from((*TRIPS, None)), money),
)
group = st.tuples(st.integers(min_value=1, max_value=4), st.lists(st.integers(0, 11), max_size=3))


def ok(data: dict[str, Any]) -> dict[str, Any]:
    return {"success": True, "data": data}


def _priced(total: float, people: int, children: list[int]) -> dict[str, Any]:
    return {
        "total_usd": total,
        "price_per_adult_usd": total / people,
        "people_count": people,
        "children_ages": children,
    }


@settings(max_examples=150, deadline=None)
@given(group, st.lists(step, min_size=1, max_size=8))
def test_the_quote_is_the_saved_chosen_trips_price_in_every_order(
    who: tuple[int, list[int]], steps: list[tuple[str, Optional[str], float]]
) -> None:
    adults, children = who
    people = adults + len(children)
    state = ConversationState.new("sess-cq", NOW, user_id="u-1")
    state.state, state.people_count, state.adults, state.children_ages = (
        AgentState.EXPLORATION,
        people,
        adults,
        children,
    )
    chosen: Optional[str] = None
    price: Optional[float] = None  # the chosen trip's price as saved
    for n, (kind, trip, total) in enumerate(steps):
        state.turn = n
        if kind == "price":
            data = {"base_trip_id": trip, **_priced(total, people, children)}
            apply_side_effects(state, "calculateCustomTrip", {"base_trip_id": trip}, ok(data), NOW)
            if trip == chosen:  # the chosen package itself, as it is, priced again: its own price
                price = total
                assert state.priced_alternative is None
            else:
                alt = state.priced_alternative
                assert alt is not None and alt.total_usd == total and alt.trip_id == trip
                assert f"priced_not_saved: {trip}" in render_context(state, NOW)
        elif kind == "save":
            data = {"custom_trip_id": f"ctrip_{n}", "trip_name": "Custom", **_priced(total, people, children)}
            apply_side_effects(state, "customizeTrip", {"trip_id": trip}, ok(data), NOW)
            chosen, price = f"ctrip_{n}", total
        elif kind == "choose":
            data = {
                "quote_id": f"q{n}",
                "trip_id": trip,
                "travel_date": "2027-01-14",
                **_priced(total, people, children),
            }
            apply_side_effects(state, "previewBooking", {"trip_id": trip}, ok(data), NOW)
            chosen, price = trip, total
        else:
            inp = {"code": "SAVE", **({"trip_id": trip} if trip else {})}
            apply_side_effects(state, "applyDiscountCode", inp, ok({"valid": True, "new_total_usd": total}), NOW)
            if trip in (None, chosen):
                price = total
        assert state.selected_trip_id == chosen
        assert state.quoted_total_usd == price
        facts = parse_context(render_context(state, NOW))
        shown = facts.get("quoted_total_usd")
        assert shown == (None if price is None else str(price))
        if kind in ("save", "choose"):  # saving or choosing ends the alternative priced before
            assert state.priced_alternative is None and "priced_not_saved" not in facts


def test_a_priced_plan_after_payment_never_touches_the_paid_total() -> None:
    for stage in (AgentState.PAYMENT, AgentState.POST_BOOKING):
        state = ConversationState.new("sess-cq", NOW, user_id="u-1")
        state.state, state.people_count, state.quoted_total_usd = stage, 4, 976.0
        data = {"base_trip_id": "trip_007", **_priced(856.0, 4, [])}
        apply_side_effects(state, "calculateCustomTrip", {"base_trip_id": "trip_007"}, ok(data), NOW)
        assert state.quoted_total_usd == 976.0 and state.current_ledger().amount_paid_usd == 976.0
