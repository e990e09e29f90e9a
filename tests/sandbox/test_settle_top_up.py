"""An owed top-up and a refund on its way to the same payer can always be settled against each other, at the
traveller's choice, in one quote and one yes (sandbox/settle_top_up.py; relay 31 req 54: BALANCE_DUE "pay it
or withdraw that change, then change again", so she scanned a QR while money was coming back).

Over top-ups smaller than, equal to and larger than the refund, and the three languages: the booking, the
top-up's QR and the BALANCE_DUE refusal name the action; its quote nets min(top-up, refund); its confirmation
shrinks the refund by that, marks the top-up paid (or leaves only the difference owed, with a fresh QR of
that amount), and the ledger still adds up. Another payer's refund is refused with the reason."""

from __future__ import annotations

from typing import Any

import pytest

from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import record
from tests.sandbox.test_netting import CENT, SCRIPT, _adds_up

# (who leaves first, what then joins unpaid): top-up below, equal to and above the refund on its way
CASES = [
    ({"remove_adults": 1}, {"add_activities": ["Tonle Sap boat trip"]}),
    ({"remove_adults": 1}, {"add_adults": 1}),
    ({"remove_adults": 1}, {"add_adults": 3}),
]


def _owed_beside_refund(sb: Sandbox, leave: dict[str, Any], join: dict[str, Any]) -> tuple[str, float, float]:
    bid = family(sb, adults=4, children=())["booking_id"]
    left = sb.data("previewReschedule", {"booking_id": bid, **leave})
    refund = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": left["quote_id"]})["refund"]
    joined = sb.data("previewReschedule", {"booking_id": bid, **join})
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": joined["quote_id"]})
    return bid, joined["amount_due_usd"], refund["amount_usd"]


def test_settling_covers_top_ups_below_equal_to_and_above_the_refund() -> None:
    relations = {(lambda t, r: (t > r + CENT) - (t < r - CENT))(*_owed_beside_refund(Sandbox(), *c)[1:]) for c in CASES}
    assert relations == {-1, 0, 1}  # the table states each case it claims


@pytest.mark.parametrize("language", sorted(SCRIPT))
@pytest.mark.parametrize("leave,join", CASES)
def test_an_owed_top_up_is_settled_against_the_refund_in_one_quote(
    leave: dict[str, Any], join: dict[str, Any], language: str
) -> None:
    sb = Sandbox()
    bid, top_up, refund = _owed_beside_refund(sb, leave, join)
    started = {r["refund_id"]: r["amount_usd"] for r in record(sb, bid)["refunds_started"]}
    nettable = round(min(top_up, refund), 2)
    # every place that states the owed top-up names the action that exists
    pending = record(sb, bid)["pending_top_up"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid}, lang=language)
    refused = sb.error("previewReschedule", {"booking_id": bid, "add_adults": 1}, 409)
    assert refused["code"] == "BALANCE_DUE" and "net_pending_refund" in refused["message"]
    for said in (pending, qr, refused["details"]):
        assert said["nettable_refund_usd"] == nettable and "net_pending_refund" in said["net_refund_how"]
    quote = sb.data("previewReschedule", {"booking_id": bid, "net_pending_refund": True}, lang=language)
    lines = quote["netting"]
    assert lines["refund_netted_usd"] == nettable and abs(lines["top_up_usd"] - top_up) < CENT
    assert quote["amount_due_usd"] == lines["to_pay_usd"] == round(max(top_up - refund, 0.0), 2)
    assert SCRIPT[language].search(lines["says"])
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]}, lang=language)
    after = record(sb, bid)
    # the session follows it as a change of the booking's money (agent/aftercare.py), its last change kept
    assert done["rescheduled"] and "changes" not in done and done["booking"]["last_change"] == after["last_change"]
    assert abs(done["booking"]["balance_due_usd"] - lines["to_pay_usd"]) < CENT
    _adds_up(after, started)  # payments - refunds paid out + still owed = price with charges
    netted = sum(r.get("netted_into_top_up_usd", 0.0) for r in after["refunds_started"])
    assert abs(netted - nettable) < CENT and abs(after["still_to_pay_usd"] - lines["to_pay_usd"]) < CENT
    if lines["to_pay_usd"] > 0:  # only the difference owed, by a fresh QR of that amount
        assert (
            done["payment"]["amount"] == lines["to_pay_usd"]
            and done["payment"]["payment_intent_id"] != qr["payment_intent_id"]
        )
        assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code != 200
        assert sb.sandbox_post(f"/sandbox/payments/{done['payment']['payment_intent_id']}/succeed").status_code == 200
        _adds_up(record(sb, bid), started)
    else:  # the top-up is paid by netting: nothing owed, no QR, the change is the booking's
        assert done["payment"] is None and after.get("pending_top_up") is None
    assert record(sb, bid)["still_to_pay_usd"] == 0


def test_another_payers_refund_is_refused_with_the_reason() -> None:
    sb = Sandbox()
    bid = family(sb, adults=3, children=())["booking_id"]
    joined = sb.data("previewReschedule", {"booking_id": bid, "add_adults": 1})
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": joined["quote_id"]})
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert (
        sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed", {"payer": "friend-b"}).status_code
        == 200
    )
    left = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1})
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": left["quote_id"]})
    added = sb.data("previewReschedule", {"booking_id": bid, "add_activities": ["Tonle Sap boat trip"]})
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": added["quote_id"]})
    assert "nettable_refund_usd" not in record(sb, bid)["pending_top_up"]
    refused = sb.error("previewReschedule", {"booking_id": bid, "net_pending_refund": True}, 409)
    assert refused["code"] == "OTHER_PAYER" and "another payer" in refused["message"]
