"""The searched budget window in a shown list is in the unit the budget and the prices use: per paying
traveller with the number who pay when some travellers are free (under 4), for every group."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest

from agent.budget import INFANT_MAX_AGE
from agent.memory import render_lists
from agent.side_effects import apply_side_effects
from agent.state import ConversationState

GROUPS = [(adults, ages) for adults in (1, 2, 4) for ages in ((), (2,), (0, 3), (2, 8), (5, 10), (1, 2, 12))]


@pytest.mark.parametrize(("adults", "ages"), GROUPS)
@pytest.mark.parametrize("ages_in_search", [True, False])
def test_window_unit_counts_the_payers(adults: int, ages: tuple[int, ...], ages_in_search: bool) -> None:
    people = adults + len(ages)
    inp = {"people_count": people, "budget_usd": {"min": 100, "max": 150}}
    if ages_in_search:
        inp["children_ages"] = list(ages)
    now = datetime(2026, 11, 29, tzinfo=UTC)
    state = ConversationState.new("s", now, user_id="u")
    state.children_ages = [] if ages_in_search else list(ages)
    apply_side_effects(state, "getTripSuggestions", inp, {"success": True, "data": {"trips": []}}, now)
    line = render_lists(state.memory)[0]
    payers = people - sum(1 for a in ages if a <= INFANT_MAX_AGE)
    window = re.search(r"\$100-150 ([^,)]+(?:, \d+ paying)?)", line)
    assert window, line
    if payers < people:
        assert window.group(1) == f"per paying traveller, {payers} paying"
    else:
        assert window.group(1) == "per person"  # everyone pays: the same unit, said as before
