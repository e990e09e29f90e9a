"""A change card shows the group only when the change changes who travels (relay run 53 req 39: a circus show added for
the 4 adults showed the card rows "By the adult price: 4 · Free (under 4): 1 (3 years)", and the grandmother asked why
her granddaughter, who was not going, had a ticket).

Over every change kind of a paid booking with a teen, a child and an infant, in EN, KH and ZH, on the confirmable and
the what-if card: a join or a leave shows the group after it by the price each pays; an add-on (for everyone or for the
adults only), a date move, a longer or a shorter trip shows no group rows (its own lines say who pays)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest

from agent.band_lines import BAND_KEYS
from agent.quote_card import quote_frame
from tests.agent.contract_support import new_state
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family, preview

SHOW = "Apsara dance show with dinner"
GROUP_KEYS = {"adults", "children_ages", *BAND_KEYS}


@pytest.fixture(scope="module")
def booked() -> tuple[Sandbox, dict[str, Any]]:
    sb = Sandbox()
    return sb, family(sb, adults=2, children=(14, 7, 2))


def _changes(booking: dict[str, Any]) -> dict[str, tuple[dict[str, Any], bool]]:
    start, end = date.fromisoformat(booking["travel_date"]), date.fromisoformat(booking["end_date"])
    return {  # kind: (change, whether it changes who travels)
        "join": ({"add_adults": 1}, True),
        "leave": ({"remove_adults": 1}, True),
        "add-on": ({"add_activities": [SHOW]}, False),
        "add-on adults": ({"add_activities": [SHOW], "for_adults": 2, "for_children_ages": []}, False),
        "move": ({"new_travel_date": (start + timedelta(days=7)).isoformat()}, False),
        "longer": ({"new_end_date": (end + timedelta(days=1)).isoformat()}, False),
        "shorter": ({"new_end_date": (end - timedelta(days=1)).isoformat()}, False),
    }


@pytest.mark.parametrize("purpose", ["change", "information"])
@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("kind", ["join", "leave", "add-on", "add-on adults", "move", "longer", "shorter"])
def test_a_change_card_shows_the_group_only_when_it_changes(
    booked: tuple[Sandbox, dict[str, Any]], kind: str, language: str, purpose: str
) -> None:
    sb, booking = booked
    change, changes_group = _changes(booking)[kind]
    data = preview(sb, booking["booking_id"], purpose=purpose, **change)
    frame = quote_frame("", data, new_state(preferred_language=language), "previewReschedule")
    assert frame is not None
    shown = GROUP_KEYS & frame.frame()["details"].keys()
    assert bool(shown) == changes_group, (kind, shown)
