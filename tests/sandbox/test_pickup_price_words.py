"""A pickup change says the price is unchanged and why, and refunds say where they go, in EN, KH and ZH
(issue 37, relays 15 and 20): a group that now meets at the destination pays without the transfer from the
route's start, and the result says the new price and why; a refund goes back to the account that paid (a friend may have)."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.data.getting_there import ROUTES, in_destination, is_local
from sandbox.i18n import tr
from sandbox.policy import CANCELLATION_POLICY
from tests.sandbox.support import Sandbox

SCRIPT = {
    "EN": re.compile(r"^[\x00-\x7f]+$"),
    "KH": re.compile(r"[\u1780-\u17ff]"),
    "ZH": re.compile(r"[\u4e00-\u9fff]"),
}
UNCHANGED = {"EN": "price is unchanged", "KH": "តម្លៃមិនប្ដូរ", "ZH": "价格不变"}
TRIPS = sorted(t for t in ROUTES if not is_local(t))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    trip_id=st.sampled_from(TRIPS),
    at_destination=st.booleans(),
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_a_pickup_change_says_what_it_does_to_the_price_and_why(
    trip_id: str, at_destination: bool, language: str
) -> None:
    """A reserved booking moved to the destination pays without the transfer from the start, and the result
    says the new total and why in the traveller's language; a move within the start city keeps the price."""
    sb = Sandbox()
    booked = sb.book(trip_id, pickup_location=f"Hotel lobby, {ROUTES[trip_id].from_city}")
    route = ROUTES[trip_id]
    pickup = f"Our hotel, {route.destination.split(',')[0] if at_destination else route.from_city}"
    done = sb.data(
        "changePickup", {"booking_id": booked["booking_id"], "pickup_location": pickup, "language": language}
    )
    assert done["meets_at_destination"] == in_destination(trip_id, pickup)
    note = done["price_note"]
    assert SCRIPT[language].search(note), note
    if not done["meets_at_destination"]:
        assert done["price_unchanged"] is True and UNCHANGED[language] in note.lower(), note
        return
    assert done["price_unchanged"] is False and tr(route.from_city, language) in note, note
    assert f"{done['total_usd']:.2f}" in note and done["total_usd"] < booked["total_usd"]


def test_refunds_go_back_to_the_account_that_paid_in_every_language() -> None:
    said = {
        "EN": ("account that paid", "friend"),
        "KH": ("គណនីដែលបានបង់", "មិត្តភក្តិ"),
        "ZH": ("付款的账户", "朋友"),
    }
    for language, words in said.items():
        text = tr(CANCELLATION_POLICY, language)
        assert SCRIPT[language].search(text) and all(w in text for w in words), (language, text)
