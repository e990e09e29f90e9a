"""A change paid from a refund still on its way says so before the yes in the session's language, with
the same figures in every language (relay run 16/17: the note was English in Khmer and Chinese sessions)."""

from __future__ import annotations

import re

import pytest

from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, family

SCRIPT = {"KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}


@pytest.mark.parametrize("join", [1, 2])
def test_the_netted_note_is_in_the_sessions_language_with_the_same_figures(join: int) -> None:
    notes = {}
    for language in ("EN", "KH", "ZH"):
        sb = Sandbox()
        bid = family(sb, adults=3, children=())["booking_id"]
        left = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1, "language": language})
        confirm(sb, bid, left)
        quote = sb.data("previewReschedule", {"booking_id": bid, "add_adults": join, "language": language})
        assert quote.get("paid_from_pending_refunds_usd", 0) > 0, quote
        notes[language] = quote["note"]
    figures = re.findall(r"\d+\.\d\d", notes["EN"])
    assert len(figures) == (5 if "left to pay" in notes["EN"] else 4), notes["EN"]  # the due said only when some is due
    for language in ("KH", "ZH"):
        assert SCRIPT[language].search(notes[language]) and "USD" not in notes[language], notes[language]
        assert re.findall(r"\d+\.\d\d", notes[language]) == figures
