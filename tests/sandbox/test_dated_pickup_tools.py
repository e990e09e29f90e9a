"""A pickup point naming a date gets a needs_check, returned by previewBooking and createBooking (BOOKING) and by
the booking's later views (PAYMENT, POST_BOOKING): it said "correct it with changePickup", a tool BOOKING does
not offer.

Invariant: in every language, the tools the needs_check names are offered in every stage it is returned in."""

from __future__ import annotations

import re

import pytest

from agent.state import AgentState
from agent.tools.schemas import ALL_TOOLS
from agent.tools.stages import tool_names_for_stage
from sandbox.i18n import trf
from sandbox.i18n.place_texts import DATED_PICKUP

STAGES = (AgentState.BOOKING, AgentState.PAYMENT, AgentState.POST_BOOKING)
TOOLS = [t["name"] for t in ALL_TOOLS]


def tools_named(text: str) -> set[str]:
    return {name for name in TOOLS if re.search(rf"\b{name}\b", text)}


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_the_dated_pickup_check_names_only_tools_its_stages_offer(language: str) -> None:
    said = trf(
        DATED_PICKUP, language, pickup="KTI, flight CZ3051 on 5 January 2027", start="2027-01-05", end="2027-01-09"
    )
    offered = set.intersection(*(set(tool_names_for_stage(s)) for s in STAGES))
    assert tools_named(said) <= offered, said
