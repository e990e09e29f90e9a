"""Netting a pending refund against a top-up is the traveller's choice, same payer only (sandbox/netting.py).

Over sequences of changes (leavers whose refunds are on their way, joins and add-ons quoted with or without
netting, top-ups paid or withdrawn, days passing): the money adds up (payments - refunds paid out + what is
still owed = the booking's price with its charges), a netted part is never also paid out (each refund's
amount + its netted part = what it was started at), a netted quote's lines add up and its confirmation
moves exactly them, and netting never crosses payers."""

from __future__ import annotations

import re
from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.i18n import trf
from sandbox.policy import NETTING_UNDONE
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import record

CENT = 0.011
SCRIPT = {"EN": re.compile(r"netted"), "KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}
JOINS = st.sampled_from(
    [{"add_adults": 1}, {"add_adults": 2}, {"add_children_ages": [9]}, {"add_activities": ["Tonle Sap boat trip"]}]
)
STEP = st.tuples(st.sampled_from(["leave", "join", "net", "pay", "withdraw", "wait"]), JOINS, st.integers(0, 6))


def _adds_up(booking: dict[str, Any], started: dict[str, float]) -> None:
    paid = sum(p["amount_usd"] for p in booking["payments"])
    out = sum(r["amount_usd"] for r in booking["refunds_started"])
    assert abs(paid - out + booking["still_to_pay_usd"] - booking["price_with_charges_usd"]) < CENT, booking
    for r in booking["refunds_started"]:  # a netted part is never also paid out
        assert abs(r["amount_usd"] + r.get("netted_into_top_up_usd", 0.0) - started[r["refund_id"]]) < CENT, r
        assert r["amount_usd"] >= 0
        if "refund_to" in r:  # what is paid out goes back to named payments, to the cent (netted part excluded)
            assert abs(sum(p["amount_back_usd"] for p in r["refund_to"]) - r["amount_usd"]) < CENT, r


def _names_its_payments(r: dict[str, Any]) -> None:
    """A refund with money still to pay out names the payment(s) it goes back to, summing to that money (a
    netted part excluded); one netted whole is NETTED, with no date and no payment."""
    if r["status"] != "COMPLETED" and r["amount_usd"] > 0:
        assert r["refund_to"] and abs(sum(p["amount_back_usd"] for p in r["refund_to"]) - r["amount_usd"]) < CENT, r
    if r["amount_usd"] <= 0:
        assert r["status"] == "NETTED" and r["expected_by"] is None and not r.get("refund_to"), r


def _paid_out_named(sb: Sandbox, bid: str, booking: dict[str, Any]) -> None:
    """In the booking and in getRefundStatus; a date is given only for money on its way."""
    status = sb.data("getRefundStatus", {"booking_id": bid})
    for r in booking["refunds_started"] + status["refunds"]:
        _names_its_payments(r)
    assert (status["next_expected_by"] is None) == (status["total_pending_usd"] <= 0), status


def _check_netted_quote(quote: dict[str, Any], pending: float, language: str) -> None:
    lines = quote["netting"]
    assert abs(lines["top_up_usd"] - lines["refund_netted_usd"] - lines["to_pay_usd"]) < CENT, lines
    assert abs(pending - lines["refund_netted_usd"] - lines["refund_still_pending_usd"]) < CENT, lines
    assert lines["refund_pending_before_netting_usd"] == round(
        lines["refund_netted_usd"] + lines["refund_still_pending_usd"], 2
    )
    assert lines["to_pay_usd"] >= 0 and lines["refund_still_pending_usd"] >= 0
    assert min(lines["to_pay_usd"], lines["refund_still_pending_usd"]) < CENT  # one of them is used up
    assert quote["amount_due_usd"] == lines["to_pay_usd"]
    assert f"{lines['to_pay_usd']:.2f}" in lines["says"] and SCRIPT[language].search(lines["says"])
    # a top-up left to pay says the netted part comes back if that top-up lapses or the change is withdrawn
    undone = trf(
        NETTING_UNDONE, language, to_pay=f"{lines['to_pay_usd']:.2f}", netted=f"{lines['refund_netted_usd']:.2f}"
    )
    assert (undone in lines["says"]) == (lines["to_pay_usd"] > 0), lines["says"]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(STEP, min_size=2, max_size=7), language=st.sampled_from(["EN", "KH", "ZH"]))
def test_netting_conserves_money_and_never_pays_a_netted_refund_out(steps: list[Any], language: str) -> None:
    sb = Sandbox()
    bid = family(sb, adults=4, children=())["booking_id"]
    started: dict[str, float] = {}
    for action, join, days in steps:
        booking = record(sb, bid)
        owed = booking["still_to_pay_usd"] > 0
        pending = sum(r["amount_usd"] for r in booking["refunds_started"] if r["status"] in ("PENDING", "PROCESSING"))
        if action == "leave" and not owed and booking["people_count"] > 1:
            quote = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1}, lang=language)
            done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]}, lang=language)
            if done["refund"]:
                started[done["refund"]["refund_id"]] = done["refund"]["amount_usd"]
        elif action in ("join", "net") and not owed:
            body = {"booking_id": bid, **join, "net_pending_refund": action == "net"}
            resp = sb.call("previewReschedule", body, lang=language)
            if action == "net" and pending <= 0:  # the option does not apply: said by a code, never silently
                alone = sb.call("previewReschedule", {**body, "net_pending_refund": False}, lang=language)
                if alone.status_code == 400:  # the change itself is refused (already planned): its own error first
                    assert resp.status_code == 400, resp.json()
                    continue
                assert resp.status_code == 409 and resp.json()["error"]["code"] == "NO_PENDING_REFUND"
                continue
            if resp.status_code != 200:  # a change the booking cannot take (already planned, too late): no netting
                assert resp.json()["error"]["code"] not in ("NO_PENDING_REFUND", "OTHER_PAYER", "NOTHING_TO_NET")
                continue
            quote = resp.json()["data"]
            if action == "net":
                _check_netted_quote(quote, pending, language)
            elif pending > 0:  # the option is said beside the top-up
                assert quote["nettable_refund_usd"] == round(min(pending, quote["amount_due_usd"]), 2)
            done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]}, lang=language)
            assert (done["payment"] is None) == (quote["amount_due_usd"] <= 0)  # a zero due makes no QR
            if done["payment"]:
                assert done["payment"]["amount"] == quote["amount_due_usd"]
        elif action == "pay" and owed:
            qr = sb.data("generatePaymentQR", {"booking_id": bid}, lang=language)
            assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
        elif action == "withdraw" and owed:
            sb.data("withdrawTopUp", {"booking_id": bid}, lang=language)
        elif action == "wait":
            sb.clock.advance(days=days)
        _adds_up(record(sb, bid), started)
        _paid_out_named(sb, bid, record(sb, bid))


def test_netting_never_crosses_payers() -> None:
    sb = Sandbox()
    bid = family(sb, adults=3, children=())["booking_id"]
    joined = sb.data("previewReschedule", {"booking_id": bid, "add_adults": 1})
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": joined["quote_id"]})
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    paid = sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed", {"payer": "friend-b"})
    assert paid.status_code == 200  # a friend's account paid the join
    left = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1})
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": left["quote_id"]})
    body = {"booking_id": bid, "add_activities": ["Tonle Sap boat trip"], "net_pending_refund": True}
    assert sb.error("previewReschedule", body, 409)["code"] == "OTHER_PAYER"
    plain = sb.data("previewReschedule", {**body, "net_pending_refund": False})
    assert plain["amount_due_usd"] > 0 and "netting" not in plain


def test_a_withdrawn_netted_change_gives_its_refund_back_whole() -> None:
    sb = Sandbox()
    bid = family(sb, adults=4, children=())["booking_id"]
    left = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1})
    refund = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": left["quote_id"]})["refund"]
    before = record(sb, bid)
    quote = sb.data("previewReschedule", {"booking_id": bid, "add_adults": 3, "net_pending_refund": True})
    assert quote["netting"]["to_pay_usd"] > 0 and quote["netting"]["refund_still_pending_usd"] == 0
    for language in SCRIPT:  # a netted quote with a top-up left says what withdrawing it gives back
        again = sb.data(
            "previewReschedule", {"booking_id": bid, "add_adults": 3, "net_pending_refund": True}, lang=language
        )
        _check_netted_quote(again, refund["amount_usd"], language)
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    netted = next(r for r in record(sb, bid)["refunds_started"] if r["refund_id"] == refund["refund_id"])
    assert netted["amount_usd"] == 0 and netted["status"] == "NETTED"
    sb.data("withdrawTopUp", {"booking_id": bid})
    after = record(sb, bid)
    assert after["refunds_started"] == before["refunds_started"]
    assert after["refund_if_cancelled_today_usd"] == before["refund_if_cancelled_today_usd"]


def test_what_a_partly_netted_refund_pays_out_goes_back_to_named_payments() -> None:
    """Relay 29 req 38, relay 30 req 62: a refund partly netted against a top-up names the payments its rest
    goes back to, and they sum to that rest (the netted part is already off its amount: never taken twice)."""
    sb = Sandbox()
    bid = family(sb, adults=4, children=())["booking_id"]
    left = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1})
    refund = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": left["quote_id"]})["refund"]
    body = {"booking_id": bid, "add_activities": ["Tonle Sap boat trip"], "net_pending_refund": True}
    quote = sb.data("previewReschedule", body)
    assert 0 < quote["netting"]["refund_still_pending_usd"] < refund["amount_usd"]  # partly netted
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    status = sb.data("getRefundStatus", {"booking_id": bid})["refunds"]
    views = [*status, *record(sb, bid)["refunds_started"]]
    for r in (v for v in views if v["refund_id"] == refund["refund_id"]):
        assert abs(r["amount_usd"] - quote["netting"]["refund_still_pending_usd"]) < CENT, r
        assert r["refund_to"] and abs(sum(p["amount_back_usd"] for p in r["refund_to"]) - r["amount_usd"]) < CENT, r
    _paid_out_named(sb, bid, record(sb, bid))
