"""The results of one response never disagree about the booking's requests: updateTravellerPreferences
runs first (its request is on the booking before the calls beside it), so the ``requests_on_the_booking``
it lists predates a withdrawSpecialRequest of the same response; the batch shows every request as it is
once the response's calls are made (a request AWAITING_OPERATOR in one result, WITHDRAWN_BY_TRAVELLER in
the other)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, strategies as st

from agent import special_requests as requests_view
from agent.tools.calls import ToolOutcome

AWAITING, WITHDRAWN = "AWAITING_OPERATOR", "WITHDRAWN_BY_TRAVELLER"


def _statuses(o: ToolOutcome) -> list[str]:
    data = o.result["data"]
    if o.name == "withdrawSpecialRequest":
        return [i["status"] for i in data["special_request_items"]]
    return [i["status"] for i in data["booking_request"]["requests_on_the_booking"]]


def _batch(count: int, withdrawn: set[int], prefs_first: bool) -> list[ToolOutcome]:
    items = [{"request": f"Request {n}.", "status": AWAITING, "confirm_by": "2026-03-03T09:00:00+00:00"}
             for n in range(1, count + 1)]  # fmt: skip
    prefs = ToolOutcome(
        tool_use_id="p",
        name="updateTravellerPreferences",
        result={"success": True, "data": {"recorded": {"special_needs": f"Request {count}."}, "booking_request": {
            "on_the_booking_at_the_operator": True, "requests_on_the_booking": [dict(i) for i in items]}}},
    )  # fmt: skip
    withdraws = []
    for n in sorted(withdrawn):
        after = [
            {"number": k, **i, **({"status": WITHDRAWN} if k in withdrawn else {})} for k, i in enumerate(items, 1)
        ]
        data = {"booking_id": "bk_1", "withdrawn": True, "special_request_items": after}
        withdraws.append(
            ToolOutcome(tool_use_id=f"w{n}", name="withdrawSpecialRequest", result={"success": True, "data": data})
        )
    return [prefs, *withdraws] if prefs_first else [*withdraws, prefs]


def _as_the_workflow_shows(batch: list[Any]) -> list[Any]:
    """workflows/turn.py ``_run_batch``: withdraws side by side settled, then one view of the requests."""
    if requests_view.withdraws_side_by_side(batch):
        batch = requests_view.settled_withdraws(batch)
    if requests_view.preferences_beside_withdraws(batch):
        batch = requests_view.one_requests_view(batch)
    return batch


@given(st.integers(1, 5), st.data(), st.booleans())
def test_every_result_of_one_response_lists_the_same_requests(count: int, data: st.DataObject, first: bool) -> None:
    withdrawn = data.draw(st.sets(st.integers(1, count), min_size=1))
    shown = _as_the_workflow_shows(_batch(count, withdrawn, first))
    expected = [WITHDRAWN if n in withdrawn else AWAITING for n in range(1, count + 1)]
    assert all(_statuses(o) == expected for o in shown)


def test_a_response_without_a_withdrawal_keeps_the_preferences_list() -> None:
    [prefs] = _batch(2, set(), True)
    assert requests_view.one_requests_view([prefs]) == [prefs]
