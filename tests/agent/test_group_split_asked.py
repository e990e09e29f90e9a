"""A group counted but not told as adults and children is asked for them beside the next discovery field
(relay 61 req 2: "4 of us, with the family" was answered "Ask about budget next" though every price after the
search depends on the children's ages). For any group size, mood and what is known: the next step asks for
the split exactly while people_count > 1 has no adults recorded."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Optional

from hypothesis import given, strategies as st

from agent.state import ConversationState
from agent.tools.dispatch import run_local

NOW = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)


@given(
    people=st.integers(1, 8),
    adults=st.one_of(st.none(), st.integers(1, 4)),
    mood=st.sampled_from(["family", "stressed", "curious"]),
    with_budget=st.booleans(),
)
def test_the_next_step_asks_for_adults_and_ages_while_the_group_is_unsplit(
    people: int, adults: Optional[int], mood: str, with_budget: bool
) -> None:
    state = ConversationState.new("s", NOW)
    given_ = {"mood": mood, "environment": "TEMPLE", "duration_days": 3, "people_count": people}
    if adults is not None:
        given_ |= {"adults": min(adults, people), "children_ages": [8] * (people - min(adults, people))}
    if with_budget:
        given_["budget"] = {"words": "$300 each", "kind": "about", "amount": 300, "currency": "USD", "per": "person"}
    out = run_local(state, "t1", "updateTravellerPreferences", given_, [], NOW)
    step = out.result["data"]["next_step"]
    assert ("how many are adults and each child's age" in step) == (adults is None and people > 1), step
    assert step.startswith("Ask about ") or step.startswith("All discovery fields are known")
