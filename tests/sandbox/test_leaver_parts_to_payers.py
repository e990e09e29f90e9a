"""A leaver's refund goes back to each payment by what it paid for them (sandbox/refund_to.py): their trip price to
the payment that paid it, their share of an add-on to the add-on's top-up, even when fewer travellers of their kind
than are on took the add-on (relay 71: a cruise for two of three adults counted all three, so a 15-year-old's
$30 cruise share came back as $23.85 and the booking payment got $396.15 of his $390, while the words said each
payment gets back what it paid for him)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.sandbox.support import Sandbox

ADULT, CRUISE = 390.0, 30.0  # trip_008 per adult, its sunset cruise per adult; a child of 4-11 pays 60 %


def _pay(sb: Sandbox, intent: str) -> None:
    assert sb.sandbox_post(f"/sandbox/payments/{intent}/succeed").status_code == 200


def _change(sb: Sandbox, bid: str, **change: Any) -> str:
    quote = sb.data("previewReschedule", {"booking_id": bid, **change})
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    _pay(sb, done["payment"]["payment_intent_id"])
    return str(done["payment"]["payment_intent_id"])


@pytest.mark.parametrize(
    "adults,children,join,takers,leaver,share",
    [
        (2, [9, 15], 1, {"for_adults": 2, "for_children_ages": [9, 15]}, 15, 1.0),  # the played case
        (2, [9, 15], 0, {"for_adults": 1, "for_children_ages": [15]}, 15, 1.0),
        (2, [6, 9], 0, {"for_adults": 1, "for_children_ages": [9]}, 9, 0.6),
        (3, [7, 10], 2, {"for_adults": 2, "for_children_ages": [7, 10]}, 10, 0.6),
    ],
)
def test_each_payment_gets_back_what_it_paid_for_the_leaver(
    adults: int, children: list[int], join: int, takers: dict[str, Any], leaver: int, share: float
) -> None:
    sb = Sandbox()
    bid = sb.book("trip_008", people=None, adults=adults, children_ages=children, end_date="2026-04-23")["booking_id"]
    first = sb.data("generatePaymentQR", {"booking_id": bid})["payment_intent_id"]
    _pay(sb, first)
    if join:
        _change(sb, bid, add_adults=join)
    cruise = _change(sb, bid, add_activities=["Sunset cruise off Otres"], **takers)
    quote = sb.data("previewReschedule", {"booking_id": bid, "remove_children_ages": [leaver]})
    back = {p["payment_intent_id"]: p["amount_back_usd"] for p in quote["refund_to"]}
    assert quote["refund_usd"] == pytest.approx(round(share * (ADULT + CRUISE), 2))  # 100 % tier, far ahead
    assert back == {first: pytest.approx(round(share * ADULT, 2)), cruise: pytest.approx(round(share * CRUISE, 2))}
