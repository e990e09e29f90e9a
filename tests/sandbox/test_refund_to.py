"""Every refund names the payment(s) it goes back to, by one stated rule: first the payments that paid for what
it frees, pro rata, each at most what it paid net of earlier refunds (sandbox/refund_to.py; relay 28 req 36/67: "the account that
paid" beside a booking payment and a joiners' top-up named neither)."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import given, strategies as st

from sandbox import refund_to_words
from sandbox.i18n import tr
from sandbox.refund_to import Paid, split_for
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family

T0 = datetime(2026, 3, 1, tzinfo=UTC)
SCRIPT = {"KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u3400-\u9fff]")}

cents = st.integers(min_value=1, max_value=500_000)


@st.composite
def payments(draw: st.DrawFn) -> list[Paid]:
    paid = draw(st.lists(cents, min_size=1, max_size=5))
    hours = draw(st.lists(st.integers(0, 3), min_size=len(paid), max_size=len(paid)))  # same instants too
    return [
        Paid(f"pi_{n}", T0 + timedelta(hours=h), p / 100, draw(st.integers(0, p)) / 100, seq=n)
        for n, (p, h) in enumerate(zip(paid, hours))
    ]


@given(payments(), st.floats(0, 1), st.sampled_from([None, frozenset({"length"})]))
def test_the_parts_sum_to_the_refund_none_beyond_what_it_holds(paid: list[Paid], share: float, freed) -> None:
    holds = sum(round(p.paid_usd * 100) - round(p.refunded_usd * 100) for p in paid)
    amount = int(holds * share) / 100
    parts = split_for(amount, paid, freed)
    assert sum(round(part * 100) for _, part, _ in parts) == round(amount * 100)  # the parts sum to the refund
    for payment, part, _ in parts:  # no payment gets back more than it paid net of earlier refunds
        assert 0 < part <= round(payment.paid_usd - payment.refunded_usd, 2) + 1e-9
    assert not any(rest for _, _, rest in parts) or freed is not None  # a share of everything: no "rest"


def _refunds(data: dict[str, Any]) -> list[dict[str, Any]]:
    return data["refund_to"]


def _check(quote: dict[str, Any], amount: float, payments_: list[dict[str, Any]], language: str) -> None:
    parts = _refunds(quote)
    assert round(sum(p["amount_back_usd"] for p in parts), 2) == amount
    made = [p["payment_intent_id"] for p in payments_]  # the receipts
    order = [made.index(p["payment_intent_id"]) for p in parts]
    assert len(set(order)) == len(order)  # each payment once
    for p in parts:  # the text names each payment as the traveller knows it (amount, day), never by its internal id
        assert p["payment_intent_id"] not in quote["refunds_go_to"] and f"{p['paid_usd']:.2f}" in quote["refunds_go_to"]
        assert p["paid_at"][:10] in quote["refunds_go_to"]
    assert quote["refund_to_rule"] == tr(refund_to_words.REFUND_TO_RULE, language)
    if language != "EN":
        assert SCRIPT[language].search(quote["refunds_go_to"]) and SCRIPT[language].search(quote["refund_to_rule"])


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("joiners,leavers", [(1, 1), (2, 1), (1, 3), (2, 4)])
def test_every_refund_quote_and_record_names_its_payments(language: str, joiners: int, leavers: int) -> None:
    """A family pays, friends join (a top-up), travellers leave, the rest cancel: a leaver's refund goes to the
    payments that paid for them, and over all refunds no payment gets back more than it paid."""
    sb = Sandbox()
    bid = family(sb, adults=4, children=(8,))["booking_id"]
    quote = sb.data("previewReschedule", {"booking_id": bid, "add_adults": joiners, "language": language})
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{done['payment']['payment_intent_id']}/succeed").status_code == 200
    sb.clock.advance(days=2)  # past the swap window: the leaver's refund follows the tier
    left = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": leavers, "language": language})
    _check(left, left["refund_usd"], left["payments"], language)
    # adults leave as booked at first while any remain (travellers are counted, not named): the joiners'
    # top-up paid only for the joiners, so none of it comes back to them (sandbox/refund_to.py)
    assert leavers <= 4 and done["payment"]["payment_intent_id"] not in {p["payment_intent_id"] for p in _refunds(left)}
    changed = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": left["quote_id"]})
    assert changed["refund"]["refund_to"] == _refunds(left)  # the record says what the quote said
    cancel = sb.data("previewCancellation", {"booking_id": bid, "purpose": "cancel", "language": language})
    _check(cancel, cancel["refund_usd"], cancel["payments"], language)
    sb.data("confirmCancellation", {"booking_id": bid, "quote_id": cancel["quote_id"]})
    status = sb.data("getRefundStatus", {"booking_id": bid})
    back: dict[str, float] = {}
    for refund in status["refunds"]:
        assert round(sum(p["amount_back_usd"] for p in refund["refund_to"]), 2) == refund["amount_usd"]
        for part in refund["refund_to"]:
            back[part["payment_intent_id"]] = back.get(part["payment_intent_id"], 0) + part["amount_back_usd"]
    paid = {p["payment_intent_id"]: p["amount_usd"] for p in cancel["payments"]}
    assert all(back[ref] <= paid[ref] + 1e-6 for ref in back)


def test_a_pending_refund_in_the_booking_names_its_payments_and_the_terms_name_theirs() -> None:
    sb = Sandbox()
    bid = family(sb, adults=3, children=())["booking_id"]
    left = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1})
    booking = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": left["quote_id"]})["booking"]
    (started,) = booking["refunds_started"]
    assert started["refund_to"] == left["refund_to"]
    terms = booking["refund_terms"]
    for payment in booking["payments"]:  # by its amount, never its internal id
        assert payment["payment_intent_id"] not in terms["refunds_go_to"]
        assert f"{payment['amount_usd']:.2f}" in terms["refunds_go_to"]
