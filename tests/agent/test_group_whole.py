"""The session's group is whole once its children are known: recorded as a head count and children's
ages in any order and any number of calls, the rest of the count are adults, and every call that sends
the session's group (previewBooking, createBooking, pricing) sends the adults beside the ages (held-out
batch K: "we are 3, all adults", then a sister of 13 joined as a count of 4 with her age and was booked
as a fourth adult)."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given, settings, strategies as st

from agent.state import ConversationState
from agent.tools.guards import session_group
from agent.tools.local import update_traveller_preferences

NOW = datetime(2026, 11, 29, 9, 0, tzinfo=UTC)


@settings(max_examples=60, deadline=None)
@given(
    adults=st.integers(1, 6),
    ages=st.lists(st.integers(0, 17), min_size=1, max_size=4),
    split=st.sampled_from(["together", "count_first", "ages_first", "count_then_joiner"]),
)
def test_a_count_and_childrens_ages_make_the_adults(adults: int, ages: list[int], split: str) -> None:
    state = ConversationState.new("s", NOW)
    people = adults + len(ages)
    calls = {
        "together": [{"people_count": people, "children_ages": ages}],
        "count_first": [{"people_count": people}, {"children_ages": ages}],
        "ages_first": [{"children_ages": ages}, {"people_count": people}],
        # the group was all adults, then the children joined: one call with the new count and every age
        "count_then_joiner": [{"people_count": adults}, {"children_ages": ages, "people_count": people}],
    }[split]
    for inp in calls:
        update_traveller_preferences(inp, state, NOW)
    assert (state.adults, state.children_ages, state.people_count) == (adults, ages, people), calls
    group = session_group(state)
    assert group["adults"] + len(group["children_ages"]) == group["people_count"] == people


def test_a_count_alone_leaves_the_split_open() -> None:
    state = ConversationState.new("s", NOW)
    update_traveller_preferences({"people_count": 3}, state, NOW)
    assert state.adults is None and state.children_ages == []
