"""A leaver's refund never goes back to a payment for an add-on they did not take (sandbox/add_on_payers.py).

Relay 58 req 53: the twins' kayak was paid by its own top-up; when the uncle left, $6.46 of his refund went back to
the kayak payment. Invariant, over groups, takers and who leaves: a top-up that paid only for an add-on some
travellers take gets no part of the refund of a leaver of a kind none of its takers are, and the refund's parts
still add up to the refund; a leaver who takes it gets their part back from it.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_leaver_named_payer import _cents, _paid

ADD_ON = "Phare circus show"


@settings(max_examples=25, deadline=None)
@given(
    adults=st.integers(2, 4),
    kids=st.lists(st.integers(4, 11), min_size=1, max_size=3),
    children_take=st.booleans(),
    extra_day=st.booleans(),
)
def test_a_leaver_gets_nothing_back_from_an_add_on_they_did_not_take(
    adults: int, kids: list[int], children_take: bool, extra_day: bool
) -> None:
    sb = Sandbox()
    # the children go with their 16-year-old sibling (under-12s take an add-on only with someone 16 or over:
    # tests/sandbox/test_add_on_company.py), no adult with them
    bid = family(sb, adults=adults, children=(*kids, 16))["booking_id"]
    takers: dict[str, Any] = {"for_children_ages": [*kids, 16]} if children_take else {"for_adults": 1}
    add_on = _paid(sb, bid, {"add_activities": [ADD_ON], **takers})["payment"]["payment_intent_id"]
    if extra_day:
        _paid(sb, bid, {"new_end_date": _end_plus(sb, bid)})
    leaving = {"remove_adults": 1} if children_take else {"remove_children_ages": [kids[0]]}
    quote = sb.data("previewReschedule", {"booking_id": bid, **leaving})
    parts = {p["payment_intent_id"]: p["amount_back_usd"] for p in quote["refund_to"]}
    assert sum(_cents(v) for v in parts.values()) == _cents(quote["refund_usd"]), quote["refund_to"]
    assert parts.get(add_on, 0.0) == 0.0, quote["refund_to"]  # an adult leaves a children's show, or a child an adult's


def _end_plus(sb: Sandbox, bid: str) -> str:
    from tests.sandbox.test_leaver_named_payer import _end

    return _end(sb, bid, 1)


@settings(max_examples=25, deadline=None)
@given(adults=st.integers(2, 4), takers=st.integers(1, 4), extra_day=st.booleans())
def test_an_adult_leaver_gets_back_from_an_adults_add_on_only_when_every_adult_took_it(
    adults: int, takers: int, extra_day: bool
) -> None:
    """Run 60 req 44: the cruise for her son and granddaughter (one adult of three) was paid by its own top-up; when
    the mother left, $14.60 of her refund went back to it. Kinds alone cannot tell which adult took an add-on: the
    price keeps it as it was while fewer adults take it than are on (the leaver was none of them), and drops it when
    every adult took it; the refund's parts follow the price."""
    takers = min(takers, adults)
    sb = Sandbox()
    bid = family(sb, adults=adults, children=(8,))["booking_id"]
    add_on = _paid(sb, bid, {"add_activities": [ADD_ON], "for_adults": takers})["payment"]["payment_intent_id"]
    if extra_day:
        _paid(sb, bid, {"new_end_date": _end_plus(sb, bid)})
    quote = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1})
    parts = {p["payment_intent_id"]: p["amount_back_usd"] for p in quote["refund_to"]}
    assert sum(_cents(v) for v in parts.values()) == _cents(quote["refund_usd"]), quote["refund_to"]
    if takers < adults:
        assert parts.get(add_on, 0.0) == 0.0, (takers, adults, quote["refund_to"])
    else:
        assert parts.get(add_on, 0.0) > 0.0, (takers, adults, quote["refund_to"])
