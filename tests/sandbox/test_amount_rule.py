"""Every change quote names, in the request's language, the rule its money follows (issue 37, relay 31).

Table over change kinds (join, leave, leave under the swap rule, lengthen, shorten, add-on, free move, late move
with the date-change fee, pickup change; a cancellation) x EN/KH/ZH: ``amount_rule`` is in the language's script
and states the figures the rule is made of, taken from the quote's own fields: the price after and before (a
priced change), the fee or the free window (a date move), the tier with the date it counts from and the amount
kept back in full under the swap rule (a freed price), and what is due or refunded."""

from __future__ import annotations

import re
from typing import Any, Callable

import pytest

from sandbox.policy import FREE_CHANGE_DAYS
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family

SCRIPT = {
    "EN": re.compile(r"^[\x00-\x7f]+$"),
    "KH": re.compile(r"[\u1780-\u17ff]"),
    "ZH": re.compile(r"[\u4e00-\u9fff]"),
}


def _usd(value: float) -> str:
    return f"{value:.2f}"


def _swap(sb: Sandbox, bid: str) -> dict[str, Any]:
    """A traveller leaves just after one joined and paid: the swap rule refunds the join's price in full."""
    sb.clock.advance(days=30)  # the 50 % tier: at 100 % the swap changes nothing and is not named
    quote = sb.data("previewReschedule", {"booking_id": bid, "add_adults": 1})
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed")
    return {"remove_adults": 1}


def _late(sb: Sandbox, bid: str) -> dict[str, Any]:
    sb.clock.advance(days=46)  # 4 days before travel: under the free window
    return {"new_travel_date": "2026-04-27"}


KINDS: dict[str, Callable[[Sandbox, str], dict[str, Any]]] = {
    "join": lambda sb, bid: {"add_adults": 1},
    "join_child": lambda sb, bid: {"add_children_ages": [6]},
    "leave": lambda sb, bid: {"remove_adults": 1},
    "leave_swap": _swap,
    "lengthen": lambda sb, bid: {"new_end_date": "2026-04-23"},
    "shorten": lambda sb, bid: {"remove_day": {"day": 2}},
    "add_on": lambda sb, bid: {"add_activities": ["Tonle Sap boat trip"]},
    "free_move": lambda sb, bid: {"new_travel_date": "2026-04-25"},
    "late_move": _late,
    "pickup": lambda sb, bid: {"pickup_location": "Phnom Penh airport"},
}


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_change_quote_names_the_rule_of_its_money(kind: str, language: str) -> None:
    sb = Sandbox()
    bid = family(sb, adults=2, children=(8,))["booking_id"]
    change = KINDS[kind](sb, bid)
    quote = sb.data("previewReschedule", {"booking_id": bid, "language": language, **change})
    rule = quote["amount_rule"]
    assert SCRIPT[language].search(rule), rule
    for figure in (quote["new_total_usd"], quote["current_total_usd"]):
        assert _usd(figure) in rule, (figure, rule)  # a priced change: price after - price before
    if "dates" in quote["changes"]:
        fee = quote["change_fee_usd"]
        assert (_usd(fee) if fee > 0 else str(FREE_CHANGE_DAYS)) in rule, rule
        assert (fee > 0) == (quote["days_before_travel"] < FREE_CHANGE_DAYS)
    freed = quote.get("freed_price") or {}
    if freed.get("freed_usd", 0) > 0:
        assert f"{freed['refund_tier_pct']}%" in rule and quote["refund_tier_counts_from"] in rule, rule
        if freed.get("refunded_in_full_usd"):
            assert _usd(freed["refunded_in_full_usd"]) in rule, rule
    if quote["amount_due_usd"] > 0:
        assert _usd(quote["amount_due_usd"]) in rule, rule
    if quote["refund_usd"] > 0:
        assert _usd(quote["refund_usd"]) in rule, rule
    assert kind != "leave_swap" or freed.get("refunded_in_full_usd"), quote  # the table covers the swap rule
    assert kind != "late_move" or quote["change_fee_usd"] > 0, quote  # and the fee


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("days", [0, 30, 46])
def test_a_cancellation_quote_names_its_tier_and_the_date_it_counts_from(days: int, language: str) -> None:
    sb = Sandbox()
    bid = family(sb, adults=2, children=(8,))["booking_id"]
    sb.clock.advance(days=days)
    quote = sb.data("previewCancellation", {"booking_id": bid, "language": language})
    rule = quote["amount_rule"]
    assert SCRIPT[language].search(rule), rule
    assert f"{quote['refund_pct']}%" in rule and quote["refund_tier_counts_from"] in rule, rule
