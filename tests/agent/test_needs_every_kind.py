"""A request holding several needs is filed with every kind it holds, a need told later never drops one told
before, and a summary never says a recorded need twice (agent/need_overlap.py ``need_parts``, ``merged_needs``,
``unsaid``; sandbox/request_items.py).

A Chinese traveller: "我妈妈吃素，膝盖不好，不能爬陡的台阶，走路慢" (vegetarian, bad knees) was one "mobility" item:
the diet was not tracked; the session's needs "我妈吃素" were replaced by the knee need told next; and previewBooking
appended the session's needs after the traveller's own fuller request ("…走路慢。 我妈吃素；").

Invariants, in EN / KH / ZH, for every order of a diet, an allergy, a medical and a mobility need said in one
comma-joined sentence: the booking holds an item of each kind; recording the needs one by one keeps each; a need the
summary's text already says (in any words the need reader takes as the same) is not appended again, and nothing
appended ends in a separator."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime

import pytest

from agent.need_overlap import need_parts, same_need, unsaid
from agent.safety import request_kind
from agent.sentences import sentences
from agent.state import AgentState
from agent.tools.guards import guard_call
from agent.tools.local import run_local_tool
from tests.agent.contract_support import at_stage
from tests.sandbox.support import Sandbox

NEEDS = {  # kind -> the need, said of the mother, in each language
    "diet": {"EN": "my mother is vegetarian", "KH": "ម្តាយខ្ញុំញ៉ាំបួស", "ZH": "我妈妈吃素"},
    "mobility": {"EN": "she has bad knees and cannot climb steep stairs", "KH": "គាត់ឈឺជង្គង់ មិនអាចឡើងជណ្តើរបាន",
                 "ZH": "膝盖不好，不能爬陡的台阶，走路慢"},
    "medical": {"EN": "she has diabetes", "KH": "គាត់មានជំងឺទឹកនោមផ្អែម", "ZH": "她有糖尿病"},
    "allergy": {"EN": "she has a peanut allergy", "KH": "គាត់មានប្រតិកម្មនឹងសណ្តែកដី", "ZH": "她对花生过敏"},
}  # fmt: skip
COMMA = {"EN": ", ", "KH": " ហើយ", "ZH": "，"}
LOOSE = ";；,，、:： "
NOW = datetime(2026, 12, 1, 1, 0, tzinfo=UTC)


def _said(lang: str, kinds: tuple[str, ...]) -> str:
    return COMMA[lang].join(NEEDS[k][lang] for k in kinds)


ORDERS = [o for n in (2, 3) for o in itertools.permutations(sorted(NEEDS), n) if "diet" in o or n == 2]


@pytest.mark.parametrize("kinds", ORDERS, ids="-".join)
@pytest.mark.parametrize("lang", sorted(COMMA))
def test_a_request_of_several_needs_is_filed_with_every_kind(lang: str, kinds: tuple[str, ...]) -> None:
    text = _said(lang, kinds)
    assert [request_kind(p) for p in need_parts(text)] == list(kinds), need_parts(text)
    items = Sandbox().book(special_requests=text)["special_request_items"]
    assert sorted(i["kind"] for i in items) == sorted(kinds), (text, items)
    assert all(i["request"].strip(LOOSE) == i["request"] for i in items), items


WHOLE = {  # a diet and a mobility need in one run of words, no join to cut at
    "EN": "My vegetarian mother has bad knees",
    "KH": "ម្តាយខ្ញុំញ៉ាំបួសឈឺជង្គង់",
    "ZH": "我妈妈吃素膝盖不好",
}


@pytest.mark.parametrize("lang", sorted(WHOLE))
def test_a_request_that_cannot_be_cut_is_filed_with_every_kind_it_holds(lang: str) -> None:
    items = Sandbox().book(special_requests=WHOLE[lang])["special_request_items"]
    assert [sorted(i.get("kinds") or [i["kind"]]) for i in items] == [["diet", "mobility"]], items
    assert items[0]["kind"] == "mobility"  # the safety kind first: the operator flag follows it


@pytest.mark.parametrize("kinds", ORDERS, ids="-".join)
@pytest.mark.parametrize("lang", sorted(COMMA))
def test_recording_a_need_never_drops_one_recorded_before(lang: str, kinds: tuple[str, ...]) -> None:
    state = at_stage(AgentState.DISCOVERY)
    state.special_needs = None
    for kind in kinds:  # one need told at a time, as the traveller says them
        result = run_local_tool("updateTravellerPreferences", {"special_needs": NEEDS[kind][lang]}, state, NOW)
        assert result["success"], result
    recorded = state.special_needs or ""
    assert not unsaid(_said(lang, kinds), recorded), recorded  # every need told is still recorded
    parts = [p for s in sentences(recorded) for p in need_parts(s)]
    assert not [pair for pair in itertools.combinations(parts, 2) if same_need(*pair)], recorded  # each once


@pytest.mark.parametrize("kinds", ORDERS, ids="-".join)
@pytest.mark.parametrize("lang", sorted(COMMA))
def test_a_need_the_request_already_says_is_not_appended_again(lang: str, kinds: tuple[str, ...]) -> None:
    said = _said(lang, kinds)  # the traveller's own fuller request
    for recorded in (  # the session's earlier needs: a part of it, or parts with a semicolon (a dangling one too)
        NEEDS[kinds[0]][lang],
        "；".join(NEEDS[k][lang] for k in kinds[:2]) + "；",
        "; ".join(NEEDS[k][lang] for k in reversed(kinds)),
    ):
        state = at_stage(AgentState.BOOKING)
        state.booking_id = state.booking_special_requests = None
        state.travel_dates = {"start": "2027-03-20"}
        state.special_needs = recorded
        refused, body = guard_call("previewBooking", {"trip_id": "trip_004", "special_requests": said}, state)
        assert refused is None and body["special_requests"] == said, (recorded, body["special_requests"])


@pytest.mark.parametrize("lang", sorted(COMMA))
def test_a_need_the_request_leaves_out_is_appended_whole_without_a_dangling_separator(lang: str) -> None:
    said = NEEDS["mobility"][lang]
    recorded = NEEDS["diet"][lang] + "；" + NEEDS["mobility"][lang] + "；"
    state = at_stage(AgentState.BOOKING)
    state.booking_id = state.booking_special_requests = None
    state.travel_dates = {"start": "2027-03-20"}
    state.special_needs = recorded
    _, body = guard_call("previewBooking", {"trip_id": "trip_004", "special_requests": said}, state)
    text = body["special_requests"]
    assert text.startswith(said) and NEEDS["diet"][lang] in text, text
    assert text.count(NEEDS["mobility"][lang]) == 1 and text.rstrip("。.។") == text.rstrip("。.។;；，, "), text
    assert all(s.strip(LOOSE + "。.។") for s in sentences(text)), text  # no empty fragment
