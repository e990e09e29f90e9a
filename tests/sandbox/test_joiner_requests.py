"""A request about someone who joins only in a quote waits with that quote (sandbox/joiner_requests.py). Relay 57
req 36: the uncle's needs reached the booking at the operator before the change adding him was confirmed or
paid, and the booking card showed them beside 4 travellers.

The invariant, for any joiner (adult or child, any name) and any way the request names them (whole name, given
name): while the join is only quoted, addBookingRequest keeps the request on the quote (``on_the_booking``
false, ``waits_with_quote``) and the booking's requests do not hold it; confirmReschedule puts it on the booking;
a withdrawn top-up takes it off with the join; a quote that expires or is never confirmed never puts it there.
A request about someone else reaches the booking as before."""

from __future__ import annotations

from typing import Any

import pytest

from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import record

JOINS = {"adult": {"add_adults": 1}, "child:9": {"add_children_ages": [9]}}
NAMES = ["Vikram Kulkarni", "Sophea Chan", "Li Wei"]


def _quoted(sb: Sandbox, joiner: str, name: str) -> tuple[str, dict[str, Any]]:
    bid = family(sb, adults=3, children=(7,))["booking_id"]
    quote = sb.data("previewReschedule", {"booking_id": bid, **JOINS[joiner], "add_who": [name]})
    return bid, quote


def _requests(sb: Sandbox, bid: str) -> list[str]:
    return [i["request"] for i in record(sb, bid).get("special_request_items") or []]


@pytest.mark.parametrize("given", [False, True])
@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("joiner", sorted(JOINS))
def test_a_request_about_a_quoted_joiner_waits_with_the_quote_and_reaches_the_booking_once_confirmed(
    joiner: str, name: str, given: bool
) -> None:
    sb = Sandbox()
    bid, quote = _quoted(sb, joiner, name)
    said = name.split()[0] if given else name
    text = f"{said} joining: vegetarian, no peanuts"
    answer = sb.data("addBookingRequest", {"booking_id": bid, "request": text})
    assert answer["on_the_booking"] is False and answer["waits_with_quote"]["quote_id"] == quote["quote_id"]
    assert text not in _requests(sb, bid) and text not in (record(sb, bid)["special_requests"] or "")
    other = sb.data("addBookingRequest", {"booking_id": bid, "request": "Mother needs a ground floor room"})
    assert other["on_the_booking"] is True  # about someone on the booking: as before
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    assert text in _requests(sb, bid) and text in done["booking"]["special_requests"]
    sb.data("withdrawTopUp", {"booking_id": bid})  # the join withdrawn: its request goes with it
    assert text not in _requests(sb, bid) and "Mother needs a ground floor room" in _requests(sb, bid)


def test_a_request_beside_a_quote_that_expires_never_reaches_the_booking() -> None:
    sb = Sandbox()
    bid, quote = _quoted(sb, "adult", "Vikram Kulkarni")
    text = "Uncle Vikram Kulkarni (67) joining: vegetarian but eats onion and garlic"
    assert sb.data("addBookingRequest", {"booking_id": bid, "request": text})["on_the_booking"] is False
    sb.clock.advance(hours=2)  # the quote expired
    resp = sb.call("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    assert resp.status_code != 200
    again = sb.data("previewReschedule", {"booking_id": bid, "add_adults": 1, "add_who": ["Vikram Kulkarni"]})
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": again["quote_id"]})
    assert text not in _requests(sb, bid)  # dropped with its quote: never on the booking


def test_an_information_quote_holds_no_request() -> None:
    sb = Sandbox()
    bid = family(sb, adults=3, children=(7,))["booking_id"]
    sb.data("previewReschedule", {"booking_id": bid, "add_adults": 1, "add_who": ["Vikram"], "purpose": "information"})
    assert sb.data("addBookingRequest", {"booking_id": bid, "request": "Vikram is vegetarian"})["on_the_booking"]
