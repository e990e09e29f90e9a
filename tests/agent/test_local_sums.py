"""Figures in the traveller's currency add up as shown (issue 37, relay 9: paid ¥1,370 + ¥1,370 beside
"paid ¥2,741"; paid ¥3,915 - refund ¥1,958 beside a new total of ¥1,958).

Generated paid bookings and change results, in riel and yuan at any rate: after the display layer
(agent/display.py) every total whose USD amount is a sum or a difference of amounts shown beside it
is, in the traveller's currency, that sum or difference of their shown figures."""

from __future__ import annotations

from typing import Any

from hypothesis import given, strategies as st

from agent.display import DisplayTerms, in_travellers_terms

cents = st.integers(100, 200_000).map(lambda c: c / 100)
currencies = st.sampled_from([("KHR", st.floats(3900, 4200)), ("CNY", st.floats(6.8, 7.4))])


def shown(data: dict[str, Any], currency: str, rate: float) -> dict[str, Any]:
    out = in_travellers_terms({"success": True, "data": data}, DisplayTerms(currency=currency), rate)
    return out["data"]


@st.composite
def rated(draw: st.DrawFn) -> tuple[str, float]:
    currency, rates = draw(currencies)
    return currency, draw(rates)


@given(payments=st.lists(cents, min_size=1, max_size=4), due=st.one_of(st.just(0.0), cents), money=rated())
def test_a_booking_total_is_what_was_paid_plus_what_is_due(
    payments: list[float], due: float, money: tuple[str, float]
) -> None:
    currency, rate = money
    c = currency.lower()
    paid = round(sum(payments), 2)
    booking = {
        "total_usd": round(paid + due, 2),
        "amount_paid_usd": paid,
        "balance_due_usd": due,
        "still_to_pay_usd": due,
        "payments": [{"payment_intent_id": f"pi_{i}", "amount_usd": a} for i, a in enumerate(payments)],
    }
    for data in (booking, {"booking_id": "bk", "booking": booking}):
        out = shown(data, currency, rate)
        b = out.get("booking", out)
        assert b[f"amount_paid_{c}"] == sum(p[f"amount_{c}"] for p in b["payments"])
        assert b[f"total_{c}"] == b[f"amount_paid_{c}"] + b[f"balance_due_{c}"]
        assert b[f"still_to_pay_{c}"] == b[f"balance_due_{c}"]


@given(paid=cents, refund_pct=st.integers(1, 100), money=rated())
def test_a_change_that_refunds_states_the_new_total_as_paid_minus_the_refund(
    paid: float, refund_pct: int, money: tuple[str, float]
) -> None:
    currency, rate = money
    c = currency.lower()
    refund = round(paid * refund_pct / 100, 2)
    result = {
        "amount_paid_usd": paid,
        "new_total_usd": round(paid - refund, 2),
        "refund_usd": refund,
        "amount_usd": refund,
        "amount_due_usd": 0.0,
    }
    out = shown(result, currency, rate)
    if result["new_total_usd"] > 0:
        assert out[f"new_total_{c}"] == out[f"amount_paid_{c}"] - out[f"refund_{c}"]
    assert out[f"amount_{c}"] == out[f"refund_{c}"]


@given(paid=cents, due=cents, money=rated())
def test_a_change_with_a_top_up_states_the_new_total_as_paid_plus_due(
    paid: float, due: float, money: tuple[str, float]
) -> None:
    currency, rate = money
    c = currency.lower()
    result = {"amount_paid_usd": paid, "amount_due_usd": due, "new_total_usd": round(paid + due, 2), "refund_usd": 0}
    out = shown(result, currency, rate)
    assert out[f"new_total_{c}"] == out[f"amount_paid_{c}"] + out[f"amount_due_{c}"]


@given(cost=cents, taken_share=st.floats(0.05, 1.0), extra=st.one_of(st.just(0.0), cents), money=rated())
def test_a_change_paid_from_refunds_adds_up_in_local_money(
    cost: float, taken_share: float, extra: float, money: tuple[str, float]
) -> None:
    """A change paid first from refunds on their way (sandbox/netting.py; relay 13: ៛482,200 - ៛347,800
    beside a due of ៛134,300): cost - taken = due, and pending - taken = what is left, as shown."""
    currency, rate = money
    c = currency.lower()
    taken = round(cost * taken_share, 2)
    due, pending = round(cost - taken, 2), round(taken + extra, 2)
    quote = {
        "change_cost_usd": cost,
        "paid_from_pending_refunds_usd": taken,
        "amount_due_usd": due,
        "refunds_pending_usd": pending,
        "refund_left_usd": round(pending - taken, 2),
        "amount_is": "due" if due > 0 else "paid_from_refund",
    }
    out = shown(quote, currency, rate)
    assert out[f"change_cost_{c}"] - out[f"paid_from_pending_refunds_{c}"] == out.get(f"amount_due_{c}", 0)
    if f"refunds_pending_{c}" in out:
        assert out[f"refunds_pending_{c}"] - out[f"paid_from_pending_refunds_{c}"] == out[f"refund_left_{c}"]
