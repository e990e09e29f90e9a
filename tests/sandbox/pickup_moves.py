"""A paid booking's pickup moved the way the traveller's concierge moves it: changePickup, and when the move
changes the price (to or from the destination: the transfer from the route's start) the priced change it
points to, previewReschedule with ``pickup_location`` and its confirmation (sandbox/pickup_price.py)."""

from __future__ import annotations

from typing import Any

from tests.sandbox.support import Sandbox


def move_pickup(sb: Sandbox, bid: str, pickup: str, **extra: Any) -> dict[str, Any]:
    """The booking after the move, with ``pickup`` (the booking's) and ``priced`` (the quote, or None)."""
    resp = sb.call("changePickup", {"booking_id": bid, "pickup_location": pickup, **extra})
    if resp.status_code == 200:
        done = resp.json()["data"]
        return {**done, "priced": None}
    error = resp.json()["error"]
    assert resp.status_code == 409 and error["code"] == "PICKUP_CHANGES_PRICE", resp.text
    quote = sb.data("previewReschedule", {"booking_id": bid, "pickup_location": pickup})
    assert quote["changes"] == ["pickup"], quote
    applied = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    booking = applied["booking"]
    return {"booking": booking, "pickup": booking["pickup"], "priced": quote, "applied": applied}
