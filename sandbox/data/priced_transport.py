"""The transport a booking priced (issue 37, relays 12-13): a ``change_transport`` to a private
vehicle makes a shared-minibus trip private, and every transport text follows the priced mode.

``mode_of`` reads the mode as sandbox/data/pricing.py prices it; the plan records it
(``transport_mode``) and sandbox/plan_localized.py derives ``getting_there.by``, the included line,
``group_format``, ``pickup.transfer`` and day 1's transfer from it."""

from __future__ import annotations

from typing import Any, Optional

# a priced mode that makes the group's vehicle its own, and what it is called
PRIVATE_BY = {"private_car": "private car", "van": "private van"}
SHARED = "shared minibus"
SHARED_INCLUDED = "Shared minibus transport with driver, pickup included"
PRIVATE_INCLUDED = "Private air-conditioned car"
PRIVATE_GROUP_FORMAT = "Private: only your own group in the vehicle, with a guide on tour days"
PRIVATE_TRANSFER = "Private pickup and transfer to {region}"
# a group that drives itself (transport self_drive, or change_transport to a self-drive mode): who travels with
# it, by the tier's guide, and whether the ride between the sights is included, said beside the driven one's
SELF_DRIVE_GROUP_FORMAT = {
    "budget": "Your own group in your own vehicle: you drive yourselves, with a guide on tour days",
    "standard": "Your own group in your own vehicle: you drive yourselves, with your own licensed guide",
    "luxury": "Your own group in your own vehicle: you drive yourselves, with your own expert guide",
}
BETWEEN_SIGHTS_SELF_DRIVE = "Not included: you drive yourselves to the trip and between the sights."
BETWEEN_SIGHTS_DRIVEN = "Included: the trip's vehicle and driver take you between the sights."
# a priced mode that replaces the route's own transport (relay 21 req 17/19: a flight was paid for while
# every text said "private car, about 3 h"): what it is called, what the package then includes, day 1's
# transfer and the last day's ride back (KH/ZH: sandbox/i18n/mode_texts.py)
OWN_BY = {"flight": "flight with airport transfers", "boat": "boat", "bus": "public bus", "tuk_tuk": "tuk-tuk"}
OWN_INCLUDED = {
    "flight": "Return flights with airport transfers",
    "boat": "Boat transfers",
    "bus": "Public bus tickets",
    "tuk_tuk": "Tuk-tuk transfers",
}
OWN_TRANSFER = {
    "flight": "Flight to {region}, with airport transfers",
    "boat": "Boat transfer to {region}",
    "bus": "Public bus transfer to {region}",
    "tuk_tuk": "Tuk-tuk transfer to {region}",
}
OWN_BACK = {
    "flight": "Transfer back by flight, with airport transfers",
    "boat": "Transfer back by boat",
    "bus": "Transfer back by public bus",
    "tuk_tuk": "Transfer back by tuk-tuk",
}
BACK_WORDS = ("drive back", "transfer back")  # the last day's ride back by road


def mode_of(details: dict[str, Any]) -> str:
    """A change_transport item's mode, as it is priced (no mode: a private car)."""
    raw = str(details.get("to") or details.get("mode") or "private_car")
    return raw.lower().replace(" ", "_").replace("-", "_")


def priced_by(by: str, mode: Optional[str]) -> str:
    """A route's ``by`` (English key) once ``mode`` is priced: a shared minibus becomes the private vehicle,
    a flight, boat, bus or tuk-tuk replaces the route's own transport."""
    if mode in OWN_BY:
        return OWN_BY[mode]
    private = PRIVATE_BY.get(mode or "")
    return by.replace(SHARED, private) if private and by.startswith(SHARED) else by


def is_made_private(by: str, mode: Optional[str]) -> bool:
    """The priced mode changed a shared route into a private one."""
    return mode in PRIVATE_BY and priced_by(by, mode) != by


def is_replaced(by: str, mode: Optional[str]) -> bool:
    """The priced mode replaced the route's own transport (a flight instead of the car)."""
    return mode in OWN_BY and priced_by(by, mode) != by


def priced_rides(acts: list[str], first: bool, last: bool, by: str, mode: Optional[str]) -> list[str]:
    """A day's activities with its transfer (day 1's first) and its ride back (the last day's) as the
    priced transport replacing the route's says them; other days and modes as they are."""
    if not is_replaced(by, mode) or not acts:
        return acts
    out = list(acts)
    if first:
        out[0] = OWN_TRANSFER[str(mode)]
    if last:
        out = [OWN_BACK[str(mode)] if any(w in a.lower() for w in BACK_WORDS) else a for a in out]
    return out


__all__ = ["OWN_BY", "PRIVATE_BY", "is_made_private", "is_replaced", "mode_of", "priced_by", "priced_rides"]
