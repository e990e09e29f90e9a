"""Every change card lists the under-4s at their price, free (a run: a Khmer family's longer Kep trip listed the
adults' added-day price and left their 1-year-old with no price at all).

The invariant, over the change kinds of a paid booking with an infant (an add-on, a join, a leave, a longer and a
shorter trip; an infant joining and leaving), in EN, KH and ZH: whenever the card prices what the travellers on
the trip pay, each under-4 on it is on a line of their own; an under-4 joining or leaving is on one too ("N × $0", labelled "under 4: free" in the card's language) and the lines still
add up to the change (tests/agent/test_change_card_lines.py)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest

from agent.change_lines import LINE_KEYS
from agent.quote_card import quote_frame
from agent.quote_text import LABELS, quote_lines
from tests.agent.contract_support import new_state
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family, preview

FREE = {"EN": "under 4: free", "KH": "ក្រោម ៤ ឆ្នាំ៖ ឥតគិតថ្លៃ", "ZH": "未满4岁：免费"}


@pytest.fixture(scope="module")
def booked() -> tuple[Sandbox, dict[str, Any]]:
    sb = Sandbox()
    return sb, family(sb, adults=3, children=(1,))  # husband, wife, the baby and a colleague


def _changes(booking: dict[str, Any]) -> dict[str, tuple[dict[str, Any], str, int]]:
    """Each change: its body, the free line it must carry and how many under-4s that line counts."""
    end = date.fromisoformat(booking["end_date"])
    return {
        "longer": ({"new_end_date": (end + timedelta(days=1)).isoformat()}, "change_free", 1),
        "shorter": ({"new_end_date": (end - timedelta(days=1)).isoformat()}, "change_free", 1),
        "add-on": ({"add_activities": ["Tonle Sap boat trip to Kampong Phluk"]}, "change_free", 1),
        "infant joins": ({"add_children_ages": [2]}, "joining_free", 1),
        "infant leaves": ({"remove_children_ages": [1]}, "leaving_free", 1),
    }


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("kind", ["longer", "shorter", "add-on", "infant joins", "infant leaves"])
def test_every_change_card_lists_the_infant_free(
    booked: tuple[Sandbox, dict[str, Any]], kind: str, language: str
) -> None:
    sb, booking = booked
    body, key, count = _changes(booking)[kind]
    data = preview(sb, booking["booking_id"], **body)
    frame = quote_frame("", data, new_state(preferred_language=language), "previewReschedule")
    assert frame is not None
    details = frame.details
    assert key in details, details
    assert details[key].startswith(f"{count} × $0"), details[key]
    label = LABELS[key][language]
    assert FREE[language] in label
    assert any(line.startswith(label) for line in quote_lines(frame.frame(), language))
    assert all(k in LABELS for k in LINE_KEYS & details.keys())


def test_a_change_that_prices_no_one_has_no_infant_line(booked: tuple[Sandbox, dict[str, Any]]) -> None:
    sb, booking = booked
    start = date.fromisoformat(booking["travel_date"])
    data = preview(sb, booking["booking_id"], new_travel_date=(start + timedelta(days=7)).isoformat())
    frame = quote_frame("", data, new_state(preferred_language="EN"), "previewReschedule")
    assert frame is not None and not LINE_KEYS & frame.details.keys(), frame.details
