"""A pickup that moves makes every open special request naming another pickup stale: the change lists it
(number, request, what makes it stale, a question in the session's language) the way a removal lists the
requests about who leaves; nothing is withdrawn without the traveller's word (a request "pick them up at
Shinta Mani Angkor" stayed beside a pickup moved to Angkor Village Hotel: two pickups for the operator)."""

from __future__ import annotations

import pytest

from tests.sandbox.support import Sandbox
from tests.sandbox.test_booking_requests import add
from tests.sandbox.test_changes import record

OLD, NEW = "Shinta Mani Angkor", "Angkor Village Hotel"
STALE = [
    f"Please pick them up at {OLD} for each day's start, including the 05:00 sunrise start on day 2.",
    f"សូមមកទទួលយើងនៅ {OLD} រាល់ព្រឹក។",
    f"请每天在{OLD}接我们。",
]
KEPT = ["Vegetarian meals for two, please.", "Please pick us up 15 minutes early on day 1.", f"Pick us up at {NEW}."]
MARK = {"EN": "withdraw it", "KH": "ដកវាចេញ", "ZH": "撤回"}


def _booked(sb: Sandbox, pickup: str) -> str:
    bid = sb.book("trip_001", pickup_location=pickup)["booking_id"]
    for text in [*STALE, *KEPT]:
        add(sb, bid, text)
    return bid


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("pickup", [OLD, "Hotel lobby"])  # the old pickup named, or another place named
def test_moving_the_pickup_lists_each_request_naming_another_pickup(sb: Sandbox, lang: str, pickup: str) -> None:
    bid = _booked(sb, pickup)
    checked = sb.data("changePickup", {"booking_id": bid, "pickup_location": NEW, "check_only": True}, lang=lang)
    done = sb.data("changePickup", {"booking_id": bid, "pickup_location": NEW}, lang=lang)
    for result in (checked, done):
        flagged = result["requests_about_old_pickup"]
        assert [f["number"] for f in flagged] == [1, 2, 3]  # 1-based, as special_request_items
        assert [f["request"] for f in flagged] == STALE and all(f["about"] == "pickup" for f in flagged)
        assert all(MARK[lang] in f["says"] and NEW in f["says"] for f in flagged)
        assert all(f"request_number {f['number']}" in f["says"] for f in flagged)
    items = record(sb, bid)["special_request_items"]
    assert all(i["status"] == "AWAITING_OPERATOR" for i in items)  # nothing withdrawn without their word


def test_a_pickup_that_stays_or_a_request_naming_the_new_one_is_not_listed(sb: Sandbox) -> None:
    bid = sb.book("trip_001", pickup_location=OLD)["booking_id"]
    for text in KEPT:
        add(sb, bid, text)
    assert "requests_about_old_pickup" not in sb.data("changePickup", {"booking_id": bid, "pickup_location": NEW})
    other = sb.book("trip_001", pickup_location=OLD)["booking_id"]
    add(sb, other, STALE[0])
    same = sb.data("changePickup", {"booking_id": other, "pickup_location": OLD, "time": "07:00"})
    assert "requests_about_old_pickup" not in same
