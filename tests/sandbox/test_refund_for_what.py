"""A refund goes back first to the payments that paid for what it frees, and each line names what that payment
paid for; a booking states ONE refund-if-cancelled figure, from what was actually paid (sandbox/refund_to.py,
sandbox/policy.py ``refund_terms``). A paid booking with top-ups of its own (an extra day, an add-on, joiners),
each paid by its own QR: a leaver's refund was split latest first and read as the add-on and the extra day
refunded; an unpaid top-up showed a second "refund if cancelled" figure that counted it. A leaver's refund goes
back to the payments that paid FOR THAT TRAVELLER (their own: the booking payment if booked at first, else
their join's top-up; and the extra-day and add-on top-ups paid while they were on), each by what it paid for
them, never to a payment that paid only for others: a 9-year-old niece's refund went to her uncle's join top-up."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

from sandbox.data.addable import addable_for
from sandbox.data.trips import TRIPS_BY_ID
from sandbox.group import rate
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import at_ict, record

ADD_ONS = [a.name for a in addable_for(TRIPS_BY_ID["trip_001"]["region"])][1:5]  # none in the plan already
STEPS = st.lists(
    st.sampled_from(["join", "join_child", "add_on", "extra_day", "leave", "leave_child", "shorter"]),
    min_size=1,
    max_size=6,
)


def _end(sb: Sandbox, bid: str, days: int) -> str:
    return (date.fromisoformat(record(sb, bid)["end_date"]) + timedelta(days=days)).isoformat()


def _change(sb: Sandbox, bid: str, step: str, added: list[str]) -> dict[str, Any]:
    people = record(sb, bid)["people_count"]
    if step == "join":
        return {"add_adults": 1}
    if step == "join_child":
        return {"add_children_ages": [9]}
    if step == "leave_child":
        return {"remove_children_ages": [9]} if 9 in record(sb, bid)["group"]["children_ages"] else {}
    if step == "add_on":
        return {"add_activities": [ADD_ONS[len(added) % len(ADD_ONS)]]}
    if step == "extra_day":
        return {"new_end_date": _end(sb, bid, 1)}
    if step == "leave":
        return {"remove_adults": 1} if people > 1 else {}
    return {"new_end_date": _end(sb, bid, -1)}  # a shorter trip: the latest full day goes


def _holds(sb: Sandbox, bid: str) -> dict[str, float]:
    """What each payment holds: what it paid net of what earlier refunds took (their own refund_to)."""
    booking = record(sb, bid)
    held = {p["payment_intent_id"]: p["amount_usd"] for p in booking["payments"]}
    for refund in sb.data("getRefundStatus", {"booking_id": bid})["refunds"]:
        for part in refund["refund_to"]:
            held[part["payment_intent_id"]] -= part["amount_back_usd"]
    return held


def _share(kind: str) -> float:
    return rate(int(kind[6:])) if kind.startswith("child:") else 1.0


def _payers_of(sb: Sandbox, bid: str, who: str) -> dict[str, float]:
    """The payments that paid for a leaver of kind ``who``, from the store's payment records, each with the share
    of what it holds that it paid for them: their own (the earliest still holding a traveller of that kind: the
    booking payment before a join's top-up; the leaver's share over those it paid for) and the other top-ups (an
    extra day, an add-on: no one joined with them) paid once they were on (over those on when it was paid)."""
    store = sb.app.state.store
    intents = store.paid_intents(bid)
    on = {i.payment_intent_id: list(i.travellers) for i in intents}
    for refund in sorted(store.refunds_for(bid), key=lambda r: (r.created_at, r.refund_id)):
        for kind in refund.leavers:  # who left earlier is no longer on the payment that paid for them
            next(v for v in on.values() if kind in v).remove(kind)
    own = next(n for n, i in enumerate(intents) if who in on[i.payment_intent_id])
    held = _holds(sb, bid)
    out = {}
    for n, i in enumerate(intents):
        paid_for = (
            on[i.payment_intent_id] if n == own else [k for j in intents[: n + 1] for k in on[j.payment_intent_id]]
        )
        if n == own or n > own and not i.travellers:
            out[i.payment_intent_id] = held[i.payment_intent_id] * _share(who) / sum(_share(k) for k in paid_for)
    return out


def _check_refund(
    quote: dict[str, Any], step: str, held: dict[str, float], days: set[str], payers: dict[str, float]
) -> None:
    parts = quote["refund_to"]
    assert sum(p["amount_back_usd"] for p in parts) == pytest.approx(quote["refund_usd"], abs=0.005)
    for p in parts:  # each line names what that payment paid for, in the words too
        assert p["paid_for"] and p["amount_back_usd"] <= held[p["payment_intent_id"]] + 0.005
    if step == "leave":  # back to the payments that paid for the leaver, each what it paid for them: never another's
        assert {p["payment_intent_id"] for p in parts} <= set(payers), (parts, payers)
        total = sum(v for v in payers.values() if v > 0.005)
        got = {p["payment_intent_id"]: p["amount_back_usd"] for p in parts}
        for ref, weight in payers.items():
            if weight > 0.005:
                assert got.get(ref, 0.0) == pytest.approx(quote["refund_usd"] * weight / total, abs=0.02), parts
        assert not any(p.get("rest") for p in parts)
    else:  # a shorter trip: each traveller's day to what paid for it (tests/sandbox/test_refund_paid_for_freed.py)
        first = [p for p in parts if not p.get("rest")]
        if any(p.get("rest") for p in parts):  # the payments that paid for the days were used up first
            assert all(abs(p["amount_back_usd"] - held[p["payment_intent_id"]]) < 0.01 for p in first)
        assert "the rest to" in quote["refunds_go_to"] or not any(p.get("rest") for p in parts)
    for p in parts:  # a join's top-up is named by who joined, as its payment record says
        if p.get("joined"):
            assert "who joined" in quote["refunds_go_to"]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(STEPS)
@example(["join_child", "leave_child", "leave_child", "leave"])  # a join top-up whose joiner left pays for no one
def test_each_refund_goes_first_to_the_payments_that_paid_for_what_it_frees(steps: list[str]) -> None:
    sb = Sandbox()
    bid = family(sb, adults=3, children=(9,))["booking_id"]  # a niece of 9 booked at first
    sb.clock.now = at_ict("2026-03-31", 12)  # 20 days out: the 50 % tier
    added: list[str] = []
    days: set[str] = set()  # the top-ups that paid for an extra day
    for step in ["extra_day", "add_on", *steps]:
        change = _change(sb, bid, step, added)
        if not change:
            continue
        resp = sb.call("previewReschedule", {"booking_id": bid, **change})
        if resp.status_code != 200:
            continue  # a length the plan cannot have, an add-on with no room
        quote = resp.json()["data"]
        if quote["refund_usd"] > 0:
            who = "child:9" if step == "leave_child" else "adult"
            payers = _payers_of(sb, bid, who) if step.startswith("leave") else {}
            _check_refund(
                quote, step.split("_")[0] if step.startswith("leave") else step, _holds(sb, bid), days, payers
            )
        done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
        if done["refund"]:
            assert done["refund"]["refund_to"] == quote["refund_to"]  # the record says what the quote said
        if done["payment"]:
            pi = done["payment"]["payment_intent_id"]
            assert sb.sandbox_post(f"/sandbox/payments/{pi}/succeed").status_code == 200
            if step == "extra_day":
                days.add(pi)
        if step == "add_on":
            added.append(step)
        sb.clock.advance(hours=30)  # past the swap window: the tier applies
    cancel = sb.data("previewCancellation", {"booking_id": bid})
    if cancel["refund_usd"] > 0:  # a cancellation frees a share of everything: each payment its share
        assert not any(p.get("rest") for p in cancel["refund_to"])


def test_a_leavers_refund_names_the_add_on_and_the_extra_day_as_their_share() -> None:
    """The relay's booking: paid, a day added, an add-on added, each its own QR; one of three leaves."""
    sb = Sandbox()
    bid = family(sb, adults=3, children=())["booking_id"]
    for change in ({"new_end_date": _end(sb, bid, 1)}, {"add_activities": [ADD_ONS[1]]}):
        quote = sb.data("previewReschedule", {"booking_id": bid, **change})
        pi = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})["payment"]
        assert sb.sandbox_post(f"/sandbox/payments/{pi['payment_intent_id']}/succeed").status_code == 200
    quote = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1})
    by_what = {tuple(p["paid_for"]): p for p in quote["refund_to"]}
    assert set(by_what) == {("booking",), ("length",), ("activity",)}
    for part in quote["refund_to"]:  # a third of each payment: the leaver's share, not the add-on refunded whole
        assert part["amount_back_usd"] == pytest.approx(part["paid_usd"] / 3, abs=0.01)
    assert "the top-up for the added activity" in quote["refunds_go_to"]


def _figures(value: Any, skip: frozenset[str] = frozenset({"refund_terms_of_amount_due"})) -> set[float]:
    """Every refund-if-cancelled figure a result states (the terms of the amount due: that payment's own)."""
    out: set[float] = set()
    if isinstance(value, dict):
        for key, item in value.items():
            if key in skip:
                continue
            if key.startswith("refund_if_cancelled") and key.endswith("_usd"):
                out.add(float(item))
            out |= _figures(item, skip)
    elif isinstance(value, list):
        for item in value:
            out |= _figures(item, skip)
    return out


@pytest.mark.parametrize(
    "change", [{"add_activities": [ADD_ONS[0]]}, {"add_adults": 1}, {"new_end_date": "2026-04-23"}]
)
def test_a_refund_figure_after_a_change_is_the_bookings_once_its_top_up_is_paid(change: dict[str, Any]) -> None:
    """Relay 42 req 23: "after change" said 50% of what was paid before the top-up beside the new total. One
    figure per view, labelled by what it is computed on: the quote's and the result's "after change" is what a
    cancellation refunds once the yes is given and the top-up paid (it says so; until then, in words, the change
    is withdrawn), the booking's own is what a cancellation refunds now."""
    sb = Sandbox()
    bid = family(sb, adults=2, children=())["booking_id"]
    sb.clock.now = at_ict("2026-03-31", 12)  # the 50 % tier
    paid_only = sb.data("previewCancellation", {"booking_id": bid})["refund_usd"]
    quote = sb.data("previewReschedule", {"booking_id": bid, **change})
    after = quote["refund_terms_after_change"]
    assert (
        _figures(quote) == {after["refund_if_cancelled_today_usd"]}
        and after["refund_if_cancelled_today_usd"] > paid_only
    )
    assert after["refund_if_cancelled_today_is"] and after["until_top_up_paid"]
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})  # the top-up unpaid
    assert done["booking"]["balance_due_usd"] > 0
    assert done["refund_terms_after_change"] == after
    assert _figures(record(sb, bid)) == {paid_only}  # the booking now: its own terms, a cancel withdraws the change
    assert sb.data("previewCancellation", {"booking_id": bid})["refund_usd"] == paid_only
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    assert sb.data("previewCancellation", {"booking_id": bid})["refund_usd"] == after["refund_if_cancelled_today_usd"]


@pytest.mark.parametrize("joins, leaves, to_join", [
    ({"add_adults": 1}, {"remove_children_ages": [9]}, False),  # the niece booked at first: the booking payment
    ({"add_children_ages": [6]}, {"remove_children_ages": [6]}, True),  # the cousin who joined: their top-up
])  # fmt: skip
def test_a_leavers_refund_goes_to_the_payment_that_paid_for_them(
    joins: dict[str, Any], leaves: dict[str, Any], to_join: bool
) -> None:
    sb = Sandbox()
    bid = family(sb, adults=2, children=(9,))["booking_id"]
    quote = sb.data("previewReschedule", {"booking_id": bid, **joins})
    pi = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})["payment"]
    assert sb.sandbox_post(f"/sandbox/payments/{pi['payment_intent_id']}/succeed").status_code == 200
    quote = sb.data("previewReschedule", {"booking_id": bid, **leaves})
    assert quote["refund_usd"] > 0
    refs = {p["payment_intent_id"] for p in quote["refund_to"]}
    assert (refs == {pi["payment_intent_id"]}) is to_join and (pi["payment_intent_id"] in refs) is to_join
    if to_join:
        assert "a child aged 6 who joined" in quote["refunds_go_to"]
    joined = sb.app.state.store.get_intent(pi["payment_intent_id"]).travellers  # the payment record: who joined
    assert joined == (["child:6"] if to_join else ["adult"])
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    assert done["refund"]["refund_to"] == quote["refund_to"]  # the record says what the quote said
