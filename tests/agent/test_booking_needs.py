"""What goes to a booking is only the traveller's needs, whole, once (relay 41 req 11/18/32), in EN, KH, ZH:

- a sentence of the session's needs that only says when or where to travel (a date not fixed yet, "open
  to an island") never reaches a booking: those live in their own fields (travel_dates, environment);
- a request is an item only where it stands alone: a piece pointing back at the one before it stays with it;
- a request said twice (with or without "a"/"the"/"please") is one item;
- withdraws answered side by side each show every withdrawal of the batch, in any order they ran.
"""

from __future__ import annotations

from datetime import date

import pytest

from agent.booking_needs import booking_needs, follow_on
from agent.quote_changes import merge_requests, sentences
from agent.special_requests import settled_withdraws
from agent.tools.calls import ToolOutcome
from agent.tools.guards import _preview_booking
from sandbox.request_items import request_parts
from tests.agent.contract_support import new_state

# (needs, wishes) per language: each wish must stay off the booking, each need must reach it whole
CASES = {
    "EN": (
        ["Travelling with a 1-year-old baby girl: a baby cot in the room please.", "Calm pace."],
        ["Open to an island as well as the beach.", "Travel around early January 2027 (exact dates not yet given)."],
    ),
    "ZH": (
        ["带一岁宝宝，需要婴儿床。", "奶奶七十岁，拄拐杖，不要陡峭的台阶。"],
        ["也可以去海岛。", "大概2027年1月出发，日期未定。"],
    ),
    "KH": (["មានទារកអាយុ១ឆ្នាំ សូមគ្រែទារក។", "យាយដើរយឺត សូមកុំមានជណ្ដើរចោត។"], ["ចង់ទៅកោះ ឬឆ្នេរ។", "ធ្វើដំណើរប្រហែលខែមករា។"]),
}


@pytest.mark.parametrize("lang", sorted(CASES))
def test_only_the_traveller_s_needs_go_to_the_booking(lang: str) -> None:
    needs, wishes = CASES[lang]
    mixed = [needs[0], wishes[0], needs[1], wishes[1]]
    sep = " " if lang == "EN" else ""
    kept = booking_needs(sep.join(mixed)) or ""
    assert sentences(kept) == needs
    # previewBooking made from the session's needs: the summary's requests hold no wish
    state = new_state(special_needs=sep.join(mixed), selected_trip_id="trip_008", people_count=4)
    state.travel_dates = {"start": date(2027, 1, 3).isoformat(), "end": "2027-01-06"}
    prepared = _preview_booking({}, state)
    on_it = prepared["special_requests"]
    assert all(n.rstrip("។。.") in on_it for n in needs)
    assert not any(w.rstrip("។。.") in on_it for w in wishes)


FOLLOW_ON = {
    "EN": (
        "CORRECTION: the grandmother will NOT go on any boat, not on Day 3 (Ream mangroves); ",
        "she stays at the resort with the baby on those days.",
    ),
    "ZH": ("奶奶不坐船，第二天和第三天都不去；", "她和宝宝留在酒店。"),
    "KH": ("យាយមិនជិះទូកទេ ថ្ងៃទី២ និងទី៣។", "គាត់នៅសណ្ឋាគារជាមួយទារក។"),
}


@pytest.mark.parametrize("lang", sorted(FOLLOW_ON))
def test_a_piece_pointing_back_stays_with_its_request(lang: str) -> None:
    first, then = FOLLOW_ON[lang]
    other = {"EN": "A baby cot in the room please.", "ZH": "需要婴儿床。", "KH": "សូមគ្រែទារក។"}[lang]
    assert follow_on(then) and not follow_on(first) and not follow_on(other)
    parts = request_parts(f"{other} {first}{then}")
    assert len(parts) == 2 and parts[0] == other and then in parts[1] and first.strip().rstrip(";；") in parts[1]


def test_a_request_said_again_with_or_without_small_words_is_said_once() -> None:
    old = "Travelling with a 1-year-old baby girl: baby cot in the room please."
    assert merge_requests(old, "A baby cot in the room please.") == old
    assert merge_requests(old, "the baby cot in the room.") == old


def _withdrawn(tool_use_id: str, number: int, withdrawn: set[int]) -> ToolOutcome:
    texts = {1: "Baby cot please.", 2: "Ground-floor room please.", 3: "No boats for her."}
    items = [
        {"number": n, "request": t, "status": "WITHDRAWN_BY_TRAVELLER" if n in withdrawn else "AWAITING_OPERATOR"}
        for n, t in texts.items()
    ]
    data = {
        "booking_id": "bk_1",
        "withdrawn": True,
        "withdrawn_request": items[number - 1],
        "special_requests": " ".join(t for n, t in texts.items() if n not in withdrawn) or None,
        "special_request_items": items,
    }
    return ToolOutcome(tool_use_id=tool_use_id, name="withdrawSpecialRequest", result={"success": True, "data": data})


def test_withdraws_side_by_side_each_show_the_whole_batch() -> None:
    # the calls withdrew 1 then 3, but the second ran first: its answer does not know of the first
    batch = [_withdrawn("a", 1, {1, 3}), _withdrawn("b", 3, {3})]
    settled = settled_withdraws(batch)
    for o in settled:
        data = o.result["data"]
        statuses = {i["number"]: i["status"] for i in data["special_request_items"]}
        assert statuses == {1: "WITHDRAWN_BY_TRAVELLER", 2: "AWAITING_OPERATOR", 3: "WITHDRAWN_BY_TRAVELLER"}
        assert data["special_requests"] == "Ground-floor room please."
