"""What the traveller asked for is read in Traditional Chinese as in Simplified (relay 44: a Taipei
mother wrote 浮潛, snorkelling, and the 3-day version of the trip removed the snorkelling day): every
Chinese word of ``sandbox.asked.ASKED`` written in Traditional characters names the same thing, in the
traveller's own characters, and a shorter version keeps its day whenever another choice can."""

from __future__ import annotations

import pytest

from agent.hanzi import _TABLE
from sandbox.asked import ASKED, asked_in, days_to_drop
from sandbox.data.trips import TRIPS, TRIPS_BY_ID
from sandbox.plan import plan_for

_TRADITIONAL = {simp: chr(trad) for trad, simp in _TABLE.items()}
HAN = [(name, w) for name, (said, _) in ASKED.items() for w in said if any("\u4e00" <= c <= "\u9fff" for c in w)]


def traditional(word: str) -> str:
    return "".join(_TRADITIONAL.get(c, c) for c in word)


@pytest.mark.parametrize(("name", "word"), HAN, ids=[w for _, w in HAN])
def test_a_chinese_ask_in_traditional_characters_names_the_same_thing(name, word):
    said = f"我們想{traditional(word)}，謝謝"
    found = dict(asked_in(said))
    assert name in found, (word, traditional(word))
    assert found[name] in said  # the traveller's own characters


def test_relay_44_snorkelling_in_traditional_keeps_its_day_when_a_choice_can():
    for trip in TRIPS:
        days = plan_for(TRIPS_BY_ID[trip["id"]], [])["days"]
        holding = [d for d in days if "snorkel" in " ".join(d["activities"]).lower()]
        if len(days) < 3 or len(holding) != 1 or days.index(holding[0]) == 0:
            continue
        dropped, lost = days_to_drop(TRIPS_BY_ID[trip["id"]], 1, "兩個10歲雙胞胎女兒想浮潛")
        kept = holding[0]["day"] not in dropped
        assert kept or lost, (trip["id"], dropped, lost)
