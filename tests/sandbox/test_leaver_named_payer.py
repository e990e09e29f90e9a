"""A named leaver's refund goes back to the payment that paid for THEM (sandbox/leaver_payers.py,
sandbox/refund_to.py). Run 53: a family paid the booking for 3 adults and an infant, their son-in-law his own join
top-up; after an add-on for all four and a shorter trip he could not come, and ``remove_adults: 1`` sent his share
to the family's booking payment (an adult is an adult: the rule took the payment booked first), none to his own.

The invariant, for a joiner of any kind (an adult, a child, a teen paying as an adult) who paid their own join
top-up, with or without later extra-day / add-on top-ups and an earlier partial refund: removing them, named by
their payment (``leavers_paid_by``), refunds their share to their own top-up (up to what it holds) and their part
of the later top-ups for everyone to those, never to the booking payment while their own can hold it; the lines
add up to the refund; the refund record after the yes says what the quote said; an invalid payment is refused
with a clear error naming the payments that can be named."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest

from sandbox.data.addable import addable_for
from sandbox.data.trips import TRIPS_BY_ID
from sandbox.group import rate
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import at_ict, record

ADD_ON = [a.name for a in addable_for(TRIPS_BY_ID["trip_001"]["region"])][1]
JOINERS = {"adult": {"add_adults": 1}, "child:9": {"add_children_ages": [9]}, "child:14": {"add_children_ages": [14]}}
LEAVES = {
    "adult": {"remove_adults": 1},
    "child:9": {"remove_children_ages": [9]},
    "child:14": {"remove_children_ages": [14]},
}
HISTORIES = [(), ("add_on",), ("extra_day",), ("add_on", "shorter"), ("extra_day", "add_on", "shorter"), ("shorter",)]


def _cents(usd: float) -> int:
    return round(usd * 100)


def _share(kind: str) -> float:
    return rate(int(kind[6:])) if kind.startswith("child:") else 1.0


def _end(sb: Sandbox, bid: str, days: int) -> str:
    return (date.fromisoformat(record(sb, bid)["end_date"]) + timedelta(days=days)).isoformat()


def _paid(sb: Sandbox, bid: str, change: dict[str, Any]) -> dict[str, Any]:
    """Preview, confirm and pay a change; the confirmed result."""
    quote = sb.data("previewReschedule", {"booking_id": bid, **change})
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    if done["payment"]:
        assert sb.sandbox_post(f"/sandbox/payments/{done['payment']['payment_intent_id']}/succeed").status_code == 200
    sb.clock.advance(hours=30)  # past the swap window: the refund tier applies
    return done


def _holds(sb: Sandbox, bid: str) -> dict[str, float]:
    held = {p["payment_intent_id"]: p["amount_usd"] for p in record(sb, bid)["payments"]}
    for refund in sb.data("getRefundStatus", {"booking_id": bid})["refunds"]:
        for part in refund["refund_to"]:
            held[part["payment_intent_id"]] -= part["amount_back_usd"]
    return held


def _booked(joiner: str, history: tuple[str, ...]) -> tuple[Sandbox, str, str, list[tuple[str, float]]]:
    """3 adults, an infant, a 9- and a 14-year-old paid the booking (a traveller of every joiner's kind: the rule
    alone takes the booking payment), the joiner their own top-up, then ``history``: the joiner's top-up and each
    later top-up for everyone with the joiner's share of the shares it paid for."""
    sb = Sandbox()
    bid = family(sb, adults=3, children=(1, 9, 14))["booking_id"]
    sb.clock.now = at_ict("2026-03-31", 12)  # the 50 % tier
    _paid(sb, bid, JOINERS[joiner])
    own = record(sb, bid)["payments"][-1]["payment_intent_id"]
    later: list[tuple[str, float]] = []
    on = 3 + _share("child:9") + _share("child:14") + _share(joiner)  # the infant's share is 0
    for step in history:
        change = (
            {"add_activities": [ADD_ON]}
            if step == "add_on"
            else {"new_end_date": _end(sb, bid, 1 if step == "extra_day" else -1)}
        )
        done = _paid(sb, bid, change)
        if done["payment"]:
            later.append((done["payment"]["payment_intent_id"], _share(joiner) / on))
    return sb, bid, own, later


@pytest.mark.parametrize("history", HISTORIES)
@pytest.mark.parametrize("joiner", sorted(JOINERS))
def test_a_named_joiner_s_refund_goes_back_to_their_own_top_up(joiner: str, history: tuple[str, ...]) -> None:
    sb, bid, own, later = _booked(joiner, history)
    first = record(sb, bid)["payments"][0]["payment_intent_id"]
    held = _holds(sb, bid)
    quote = sb.data("previewReschedule", {"booking_id": bid, **LEAVES[joiner], "leavers_paid_by": [own]})
    assert quote["refund_usd"] > 0
    parts = {p["payment_intent_id"]: p["amount_back_usd"] for p in quote["refund_to"]}
    assert sum(_cents(v) for v in parts.values()) == _cents(quote["refund_usd"]), quote["refund_to"]
    # their own top-up and the later top-ups for everyone, each what it paid for them: the whole of what their
    # own holds (it paid for them alone), their share of each later one's holding
    weights = {own: held[own], **{ref: held[ref] * share for ref, share in later}}
    full = sum(weights.values())
    for ref, weight in weights.items():
        want = min(quote["refund_usd"] * weight / full, held[ref]) if full > quote["refund_usd"] else held[ref]
        assert parts.get(ref, 0.0) == pytest.approx(want, abs=0.011), (ref, quote["refund_to"], weights)
    if parts.get(first, 0.0) > 0:  # the booking payment only for what those cannot hold: the rest, said so
        assert _cents(parts[own]) == _cents(held[own]), quote["refund_to"]
        assert next(p for p in quote["refund_to"] if p["payment_intent_id"] == first).get("rest")
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    assert done["refund"]["refund_to"] == quote["refund_to"]  # the record does what the quote said
    (status,) = [
        r
        for r in sb.data("getRefundStatus", {"booking_id": bid})["refunds"]
        if r["refund_id"] == done["refund"]["refund_id"]
    ]
    assert status["refund_to"] == quote["refund_to"]
    after = sb.data("previewCancellation", {"booking_id": bid})  # the joiner is off their own payment now
    assert all(p["amount_back_usd"] >= 0 for p in after.get("refund_to", []))


def test_the_run_s_family_the_son_in_law_s_refund_goes_to_his_own_join_top_up() -> None:
    """The run's own order: the booking, his join, an add-on for four, a shorter trip, then he leaves. Left
    unnamed the rule's payment is the booking payment, and the quote says another one could have paid for him;
    named, his own join top-up gets his whole share of the trip, none of it the family's booking payment."""
    sb, bid, own, later = _booked("adult", ("add_on", "shorter"))
    first = record(sb, bid)["payments"][0]["payment_intent_id"]
    unnamed = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1})
    assert first in {p["payment_intent_id"] for p in unnamed["refund_to"]}  # the rule: the payment booked first
    assert own in unnamed["leavers_paid_by_hint"] and first in unnamed["leavers_paid_by_hint"]
    labels = {p["payment_intent_id"]: p["paid_for_label"] for p in unnamed["payments"]}
    assert labels[first].startswith("the booking for 6 people") and "an adult who joined" in labels[own]
    named = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1, "leavers_paid_by": [own]})
    assert "leavers_paid_by_hint" not in named
    parts = {p["payment_intent_id"]: p["amount_back_usd"] for p in named["refund_to"]}
    assert first not in parts and parts[own] > parts.get(later[0][0], 0.0) > 0, named["refund_to"]
    assert "an adult who joined" in named["refunds_go_to"]
    zh = sb.data(
        "previewReschedule", {"booking_id": bid, "remove_adults": 1, "leavers_paid_by": [own], "language": "ZH"}
    )
    assert all("paid_for_label" in p for p in zh["payments"]) and "预订付款" in zh["payments"][0]["paid_for_label"]


def test_a_payment_that_did_not_pay_for_such_a_traveller_is_refused_with_the_ones_that_did() -> None:
    sb, bid, own, later = _booked("child:9", ("add_on",))
    first = record(sb, bid)["payments"][0]["payment_intent_id"]
    for named in (["pi_unknown"], [later[0][0]]):  # not this booking's; an add-on's (it paid for no traveller)
        resp = sb.call("previewReschedule", {"booking_id": bid, "remove_children_ages": [9], "leavers_paid_by": named})
        assert resp.status_code == 400, resp.json()
        error = resp.json()["error"]
        assert error["code"] == "VALIDATION_FAILED" and named[0] in error["message"]
        assert own in error["details"]["next_step"] and first in error["details"]["next_step"]
    resp = sb.call("previewReschedule", {"booking_id": bid, "remove_children_ages": [9], "leavers_paid_by": [own, own]})
    assert resp.status_code == 400 and "one payment per leaver" in resp.json()["error"]["message"]
    resp = sb.call("previewReschedule", {"booking_id": bid, "remove_adults": 2, "leavers_paid_by": [first, own]})
    assert resp.status_code == 400 and first in resp.json()["error"]["details"]["next_step"]  # adults: only the booking
    assert own not in resp.json()["error"]["details"]["next_step"]
    # the 9-year-old booked with the family, named by the booking payment: back to it, none to the joiner's top-up
    quote = sb.data("previewReschedule", {"booking_id": bid, "remove_children_ages": [9], "leavers_paid_by": [first]})
    assert own not in {p["payment_intent_id"] for p in quote["refund_to"]}, quote["refund_to"]
