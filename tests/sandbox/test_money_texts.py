"""Every amount the model is quoted for a trip is the price function's own (issue 37): for any group
(adults, children of any age), either transport and a customised trip, each USD figure in the tool
results as the model reads them (calculateCustomTrip, customizeTrip, getTripItinerary,
previewBooking) and in the session context they leave comes out of ``price()`` of that booking
(sandbox.totals.group_price), never from a second arithmetic (an adult price times the group, a
per-adult credit said per person); and the over-budget warning compares like with like."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any, Iterator

from hypothesis import given, settings, strategies as st

from agent.prompts.context import render_context
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from agent.tools.compact import compact
from agent.tools.guidance import for_model
from sandbox.data.trips import get_trip
from sandbox.group import Group
from sandbox.price_base import price_lines
from sandbox.totals import group_price
from tests.sandbox.support import TRAVEL, Sandbox

NOW = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
CUSTOM = (
    [],
    [{"type": "add_activity", "details": {"activity": "cooking class"}}],
    [{"type": "add_day", "details": {"days": 1}}],
)
# the traveller's own figures, a menu, the places; the policy's date-change fee told before paying (its number is
# the policy's own: tests/sandbox/test_paying_rules_told.py)
NOT_PRICES = ("budget", "rate", "addable_activities", "entry_fee", "changes_after_paying")
_AMOUNT = re.compile(r"\$\s?(\d[\d,]*(?:\.\d+)?)|(\d[\d,]*(?:\.\d+)?)\s?USD")


def usd_figures(value: Any, path: str = "") -> Iterator[tuple[str, float]]:
    """(where, amount) for every USD number: keys ending in _usd, and "$12.5" / "12.5 USD" in words."""
    if isinstance(value, dict):
        for key, item in value.items():
            if not any(word in key for word in NOT_PRICES):
                if key.endswith("_usd") and isinstance(item, (int, float)) and not isinstance(item, bool):
                    yield f"{path}.{key}", float(item)
                yield from usd_figures(item, f"{path}.{key}")
    elif isinstance(value, list):
        for n, item in enumerate(value):
            yield from usd_figures(item, f"{path}[{n}]")
    elif isinstance(value, str):
        for found in _AMOUNT.finditer(value):
            yield f"{path} {found.group(0)!r}", float((found.group(1) or found.group(2)).replace(",", ""))


def derivable(priced: dict[str, Any]) -> set[float]:
    """Every figure price() gives for the booking: its totals, each traveller's price, the adult
    price and its parts, each customisation's price."""
    found = {0.0}
    for _, amount in usd_figures(priced):
        found.add(round(amount, 2))
    for traveller in priced["travellers"]:
        found.add(round(float(traveller["price_usd"]), 2))
    for item in priced["customizations"]:
        found.add(round(float(item["price_usd"]), 2))
    return found


@settings(max_examples=40, deadline=None)
@given(
    trip_id=st.sampled_from(("trip_001", "trip_007", "trip_013")),
    adults=st.integers(1, 3),
    ages=st.lists(st.integers(0, 17), max_size=3),
    transport=st.sampled_from(("driver", "self_drive")),
    custom=st.sampled_from(CUSTOM),
)
def test_every_amount_the_model_reads_comes_from_the_price_of_the_booking(
    trip_id: str, adults: int, ages: list[int], transport: str, custom: list[dict[str, Any]]
) -> None:
    sb = Sandbox()
    group = {"adults": adults, "children_ages": ages, "transport": transport}
    views: dict[str, dict[str, Any]] = {}

    def view(tool: str, body: dict[str, Any]) -> dict[str, Any]:
        result = sb.call(tool, body).json()
        assert result["success"], result
        views[tool] = for_model(compact(result, tool), "EN", tool)
        return dict(result["data"])

    calc = view("calculateCustomTrip", {"base_trip_id": trip_id, "customizations": custom, **group})
    booked_id = (
        view("customizeTrip", {"trip_id": trip_id, "customizations": custom, **group})["custom_trip_id"]
        if custom
        else trip_id
    )
    view("getTripItinerary", {"trip_id": booked_id, "transport": transport})
    preview = view("previewBooking", {"trip_id": booked_id, "travel_date": TRAVEL, **group})

    priced = group_price(get_trip(trip_id), Group(adults, tuple(ages), transport), calc["customizations"])
    allowed = derivable(priced)
    # joining at the destination (getting_there offers it): price() without the transfer part (relay 23 req 8)
    away = group_price(get_trip(trip_id), Group(adults, tuple(ages), transport), calc["customizations"], True)
    allowed |= derivable(away)
    # one adult's price in its parts, each once (sandbox/price_base.py): the lines' sum, the parts no line holds
    for one in (priced, away):
        allowed |= {round(v, 2) for v in price_lines(one, "EN", "base", "lines").values() if isinstance(v, float)}
    # getting_there states each band's transfer part: what joining away takes off one adult / a child of 4-11
    for band in (Group(1, (), transport), Group(1, (8,), transport)):
        start, there = (group_price(get_trip(trip_id), band, calc["customizations"], j) for j in (False, True))
        allowed |= {round(a["price_usd"] - b["price_usd"], 2) for a, b in zip(start["travellers"], there["travellers"])}
    assert preview["total_usd"] == priced["total_usd"]
    for tool, seen in views.items():
        for where, amount in usd_figures(seen):
            assert round(amount, 2) in allowed, f"{tool}{where} = {amount}: not a figure of price() {sorted(allowed)}"

    state = ConversationState.new("s", NOW)
    state.state, state.budget_min_usd, state.budget_max_usd = AgentState.CUSTOMIZATION, 50.0, 150.0
    state.adults, state.children_ages, state.people_count = adults, list(ages), adults + len(ages)
    state.selected_trip_id = trip_id
    # as a session does: priced, saved when customised (the saved trip is the chosen one), then the summary
    for tool in ("calculateCustomTrip", "customizeTrip", "previewBooking"):
        if tool in views:
            apply_side_effects(state, tool, {}, {"success": True, "data": views[tool]["data"]}, NOW)
    context = render_context(state, NOW)
    money_lines = [line for line in context.splitlines() if "usd" in line.lower() or "$" in line]
    group_budget = round(150.0 * (adults + sum(1 for a in ages if a >= 4)), 2)  # per paying traveller, infants free
    for where, amount in usd_figures(money_lines):  # the budget, per paying traveller and for the group
        assert round(amount, 2) in allowed | {50.0, 150.0, group_budget}, f"context {where}: {amount}"
    warned = "above the budget" in context
    # like with like: the group's price against the group's budget
    assert warned == (priced["total_usd"] > group_budget), (priced["total_usd"], context)
