"""Issue 38: one confirmation on screen per event. When a turn's frames carry a card, the offline
model's text above it points at the card or asks the question: it never restates the card's figures
(money, dates, group, pickup), in EN / KH / ZH. And every amount the model writes goes through one
money formatter (no "159.0", no float repr). The REST reply still carries the card's facts
(api.rest.turn_text, agent.quote_text)."""

from __future__ import annotations

import copy
import re

import pytest

from activities.models.scripted.compose import money
from agent.formatter import format_frames
from api.rest import turn_text
from tests.activities.models.scripted.journey_support import TO_QR, Journey

CARDS = {"quote", "trip_cards", "comparison", "itinerary"}
_FLOAT_MONEY = re.compile(r"\$\s?\d[\d,]*\.(?:0|\d{3,})(?!\d)")


def _figures(frame: dict) -> list[str]:
    """What a card shows that a text could repeat: its amounts (as the model writes money), dates,
    group and pickup."""
    if frame["type"] != "quote":
        return [money(t["price_usd"]) for t in frame.get("trips", []) if isinstance(t.get("price_usd"), (int, float))]
    shown = []
    for key, value in frame["details"].items():
        if key.endswith("_usd") and isinstance(value, (int, float)) and value:
            shown.append("$" + money(value))
        elif key in ("travel_date", "end_date", "pickup_location", "trip_name") and value:
            shown.append(str(value))
    if frame["details"].get("people_count"):
        shown.append(re.escape(str(frame["details"]["people_count"])))
    return shown


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_the_text_above_a_card_never_restates_its_figures(lang):
    journey = Journey(lang)
    seen: set[str] = set()
    for line in TO_QR[lang]:
        log = await journey.say(line)
        frames = format_frames(log.final_text, log.outcomes, copy.deepcopy(journey.state))
        assert not _FLOAT_MONEY.search(log.final_text), log.final_text  # one money formatter
        card = next((f for f in frames if f["type"] in CARDS), None)
        if card is None or not frames[0]["text"]:
            continue
        seen.add(card["type"])
        words = frames[0]["text"]
        for figure in _figures(card):
            if card["type"] == "quote" and figure == re.escape(str(card["details"].get("people_count"))):
                spoken = re.sub(r"\+?\d[\d ]{6,}", "", words)  # the contact's phone is not the group
                assert not re.search(rf"(?<![\d.:]){figure}(?![\d.:])", spoken), (figure, words)
            else:
                assert figure not in words, (card["type"], figure, words)
        if card["type"] == "quote":  # REST readers see no card: the facts follow the text there
            rest = turn_text([{**f, "seq": i} for i, f in enumerate(frames)], lang)
            assert rest.startswith(words) and all(str(card["details"][k]) in rest for k in ("travel_date", "end_date"))
            assert "$" + money(card["details"]["total_usd"]) in rest
    assert "quote" in seen  # the booking summary was a card with the short text above it
