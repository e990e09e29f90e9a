"""The booking card's money follows the booking's paid money (relay 10): after a change that refunds,
it says every payment, the refund on its way and what was kept, never only "paid" beside the trip's new
price; and every figure in the traveller's currency on it is the result's own figure (the one the model
reads), never converted again (the card showed ៛2,972,700 while the messages said ៛2,972,600)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from agent.money_frames import in_local
from agent.side_effects import apply_side_effects
from tests.agent.contract_support import NOW
from tests.agent.test_changed_booking import booking, ok, paid_session

# (paid in total, price now, refund of the one who left, kept) in USD, and the result's riel figures
CASES = [
    (725.04, 523.64, 100.70, 100.70, {"total_khr": 2146900, "paid_in_total_khr": 2972600}),
    (320.0, 200.0, 60.0, 60.0, {"total_khr": 820000}),  # no local twin for the payments: the session's figure
    (480.0, 400.0, 80.0, 0.0, {"total_khr": 1640100}),  # a free removal: nothing kept
]


def _leave(state, paid: float, total: float, refund: float, kept: float, twins: dict[str, Any]) -> dict[str, Any]:
    state.preferred_language = "KH"
    after = booking(people_count=2, group={"adults": 2, "children_ages": []}, total_usd=total, last_change=["group"])
    after.update(amount_paid_usd=paid, paid_in_total_usd=paid, refunds_pending_usd=refund, charges_usd=kept, **twins)
    money = {
        "refund_id": "rf_1",
        "amount_usd": refund,
        "amount_khr": round(refund * 4100, -2) + 100,
        "status": "PENDING",
    }
    data = {"rescheduled": True, "changes": ["group"], "booking": after, "refund": money}
    apply_side_effects(state, "confirmReschedule", {}, ok(data), NOW)
    return data


@pytest.mark.parametrize(("paid", "total", "refund", "kept", "twins"), CASES)
def test_the_card_after_a_refund_says_paid_in_total_refund_on_its_way_and_kept(
    paid, total, refund, kept, twins
) -> None:
    page, state = paid_session()
    data = _leave(state, paid, total, refund, kept, twins)
    card = page.emit(state, [{"type": "text", "text": "Done."}])[0]
    assert card["type"] == "booking_update" and card["total_usd"] == total
    assert card["paid_in_total_usd"] == paid and card["refund_pending_usd"] == refund
    assert card["kept_usd"] == (kept or None)
    # the local figures are the result's own, else the session's one figure for that amount: never none
    # beside a currency (the page showed "$1,159.20 (0元)": relay 15)
    assert card["total_local"] == twins["total_khr"] and card["local_currency"] == "KHR"
    session = in_local(state, paid)
    assert session is not None and session[1] > 0
    assert card["paid_in_total_local"] == twins.get("paid_in_total_khr", session[1])
    assert card["refund_pending_local"] == data["refund"]["amount_khr"]

    done = {**data["refund"], "status": "COMPLETED"}
    apply_side_effects(state, "getRefundStatus", {}, ok({"refunds": [done]}), NOW)
    card = page.emit(state, [{"type": "text", "text": "Refunded."}])[0]
    assert card["refund_pending_usd"] is None and card["refunded_usd"] == refund
    assert card["paid_in_total_usd"] == paid


def test_a_paid_booking_with_nothing_refunded_or_kept_has_no_money_lines() -> None:
    page, state = paid_session()
    shown = state.booking_card or {}
    assert all(shown.get(k) is None for k in ("paid_in_total_usd", "refund_pending_usd", "refunded_usd", "kept_usd"))


def _follow(state, refunds: list[dict[str, Any]], tool: str = "confirmReschedule") -> None:
    """A change result whose booking lists its refunds as the backend has them now."""
    pending = round(sum(r["amount_usd"] for r in refunds if r["status"] != "COMPLETED"), 2)
    after = booking(people_count=2, group={"adults": 2, "children_ages": []}, total_usd=482.8, last_change=["activity"])
    after.update(paid_in_total_usd=634.2, refunds_pending_usd=pending, charges_usd=105.7, refunds_started=refunds)
    key = "rescheduled" if tool == "confirmReschedule" else "withdrawn"
    apply_side_effects(state, tool, {}, ok({key: True, "changes": ["activity"], "booking": after}), NOW)


def _listed(refund_id: str, amount: float, status: str = "PENDING") -> dict[str, Any]:
    return {"refund_id": refund_id, "amount_usd": amount, "status": status, "reason": "reschedule"}


def test_a_refund_spent_on_a_change_leaves_the_card_with_what_is_still_on_its_way() -> None:
    """Relay 12: a $105.70 refund paid for a $60 boat trip, then for part of a joiner's price (netting),
    stayed "$105.70 on its way" on the card; relay 13: the context still promised a spent refund. The
    records follow the booking's refunds: lowered, spent, given back when the change is withdrawn."""
    from agent.aftercare import status_lines
    from agent.card_money import money_lines

    page, state = paid_session()
    _leave(state, 634.2, 422.8, 105.7, 105.7, {"total_khr": 1733500})
    book = state.after_payment
    assert book is not None and money_lines(book, "moved")["refund_pending_usd"] == 105.7
    for left in (45.7, 0.0, 105.7):
        _follow(
            state, [_listed("rf_1", left)] if left else [], "withdrawTopUp" if left == 105.7 else "confirmReschedule"
        )
        assert money_lines(book, "moved").get("refund_pending_usd") == (left or None)
        assert [r.amount_usd for r in book.refunds] == ([left] if left else [])
        said = "\n".join(status_lines(state))
        assert ("on its way" in said) == bool(left) and (f"${left:g}" in said or not left)


@settings(max_examples=60, deadline=None)
@given(
    steps=st.lists(
        st.lists(
            st.tuples(st.sampled_from(["rf_1", "rf_2", "rf_3"]), st.integers(1, 30000), st.booleans()),
            max_size=3,
            unique_by=lambda t: t[0],
        ),
        min_size=1,
        max_size=5,
    )
)
def test_the_card_refund_on_its_way_is_the_bookings_refunds_after_any_changes(steps) -> None:
    """Whatever the changes do to the refunds (lowered, spent, given back, completed), the card's refund
    on its way and the records are the booking's own list: one source for the figure."""
    from agent.card_money import money_lines

    page, state = paid_session()
    _leave(state, 634.2, 422.8, 105.7, 105.7, {"total_khr": 1733500})
    book = state.after_payment
    assert book is not None
    for refunds in steps:
        listed = [_listed(rid, cents / 100, "COMPLETED" if done else "PENDING") for rid, cents, done in refunds]
        _follow(state, listed)
        pending = round(sum(r["amount_usd"] for r in listed if r["status"] != "COMPLETED"), 2)
        assert money_lines(book, "moved").get("refund_pending_usd") == (pending or None)
        assert {r.refund_id: r.amount_usd for r in book.refunds} == {r["refund_id"]: r["amount_usd"] for r in listed}


@pytest.mark.parametrize("local", [0.0, -5.0])
def test_a_figure_in_the_travellers_currency_is_never_zero_beside_a_paid_amount(local: float) -> None:
    """Relay 12: "$829.90 (0元)": a local figure that cannot be the amount's is left out (USD only)."""
    from agent.card_money import money_lines

    page, state = paid_session()
    _leave(state, 725.04, 523.64, 100.7, 100.7, {"total_khr": 2146900, "paid_in_total_khr": 2972600})
    book = state.after_payment
    assert book is not None
    book.money_local["paid_in_total"] = local
    assert money_lines(book, "moved")["paid_in_total_local"] is None
