"""A request about someone who joins only in a quote waits with that quote (the mirror of sandbox/leaver_requests.py).

Relay 57 req 36: the uncle's needs ("Vikram Kulkarni joining: vegetarian ...") reached the booking at the operator
before the change adding him was confirmed or paid, and the booking card showed them beside 4 travellers. A
request given to addBookingRequest whose words name a joiner of an open change quote of the booking (its
``add_who``, sandbox/named_travellers.py) who is not on the booking yet is kept on that quote, not on the
booking: it reaches the booking (and the operator) when confirmReschedule makes the change, goes with it if its
top-up is withdrawn or lapses (the booking's requests are restored with it), and is dropped with a quote declined
or expired (never confirmed). The answer says so (``waits_with_quote``); confirmReschedule adds them
(:func:`sandbox.named_travellers.confirmed`).
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox.named_travellers import _word_in
from sandbox.store import Booking, Quote, Store

WAITS = (
    "This request is about {who}, who joins only once the change {quote_id} is confirmed: it waits with that "
    "change and reaches the booking and the tour operator when the traveller's yes confirms it (dropped if "
    "the change is declined or its quote expires). Do not call it on the booking yet."
)


def _names(text: str, name: str) -> bool:
    """``text`` names the joiner: their whole name or their given name, as a word."""
    given = name.split()[0] if name.split() else ""
    return _word_in(name, text) or _word_in(given, text)


def waiting_join(store: Store, booking: Booking, text: str) -> Optional[tuple[Quote, str]]:
    """The open change quote of ``booking`` (the latest) adding a named joiner ``text`` names who is not on the
    booking yet, with that joiner's name; None otherwise."""
    on = {t["name"].casefold() for t in booking.named_travellers}
    now = store.now()
    quotes = [
        q
        for q in store.quotes.values()
        if q.booking_id == booking.booking_id
        and q.kind == "reschedule"
        and q.status == "OPEN"
        and q.booking_version == booking.version
        and q.expires_at > now
        and q.terms.get("purpose") != "information"
    ]
    for quote in sorted(quotes, key=lambda q: q.created_at, reverse=True):
        for _, name in quote.apply.get("add_who") or []:
            if name.casefold() not in on and _names(text, name):
                return quote, name
    return None


def wait(store: Store, booking: Booking, text: str) -> Optional[dict[str, Any]]:
    """addBookingRequest's answer when ``text`` waits with a join's quote (kept on it), else None."""
    found = waiting_join(store, booking, text)
    if found is None:
        return None
    quote, who = found
    quote.apply.setdefault("requests", []).append(text)
    return {
        "booking_id": booking.booking_id,
        "booking_ref": booking.booking_ref,
        "booking_status": booking.status,
        "on_the_booking": False,
        "waits_with_quote": {
            "quote_id": quote.quote_id,
            "about": who,
            "says": WAITS.format(who=who, quote_id=quote.quote_id),
        },
        "special_requests": booking.special_requests,  # the booking's, without it
        "special_request_items": booking.special_request_items,
    }
