"""What the tour operator is told of a change made on a booking (issue 37): a pickup, drop-off or pickup
time that changePickup or a confirmed reschedule changed is a fact of the booking (its ``pickup`` block and
``pickup_location``, said in the session's language), never an item of the traveller-visible
``special_request_items`` (relay 22 req 40, relay 23 req 55/59, relay 26 req 42: an English "Pickup changed
to ..." there read as one more request awaiting the operator). The operator reads these notes in its own
view (``GET /sandbox/bookings``); the traveller's booking view never carries them."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sandbox.clock import iso
from sandbox.request_items import TOLD_TO_OPERATOR
from sandbox.store import Booking


def tell_operator(booking: Booking, text: str, now: datetime) -> dict[str, Any]:
    """Append ``text`` to the booking's operator notes (a log: a withdrawn change adds its own note, never
    erases one); returns the note."""
    note = {"note": text, "told_at": iso(now), "status": TOLD_TO_OPERATOR}
    booking.operator_notes = [*booking.operator_notes, note]
    return note
