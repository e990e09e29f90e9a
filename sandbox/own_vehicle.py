"""Seats are counted only on a shared departure (run 54: "seats_left": 8, "seats left on this departure after this
change (all bookings counted)" said of a booking changed to a private car, "only your own group in the car").

A departure is shared when the trip's group format is (the budget tier's minibus: sandbox/data/itineraries.py
GROUP_FORMAT) and the booking has not made it private (change_transport to a private car or van,
sandbox/data/priced_transport.py) nor drives itself. Otherwise the vehicle is the group's own: no other booking
takes a seat in it, a change is limited only by what the trip takes (``max_group``), and a result says that
(``vehicle_is``) instead of ``seats_left``."""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.getting_there import ROUTES
from sandbox.data.priced_transport import PRIVATE_BY, is_made_private, mode_of
from sandbox.data.pricing import SELF_DRIVE_MODES
from sandbox.data.trips import T

SHARED_TIER = "budget"
OWN_IS = (
    "Your group's own {vehicle}: no other booking shares it, so no seats are counted; this trip takes up to "
    "{most} travellers."
)
SELF_DRIVE_IS = "You drive yourselves: no other booking shares your vehicle; this trip takes up to {most} travellers."


def _modes(spec: dict[str, Any], custom: Optional[dict[str, Any]]) -> list[str]:
    """The transport modes a booking's customisations price (its custom trip's first, then its own labels)."""
    out = [
        mode_of(i.get("details") or {})
        for i in (custom or {}).get("customizations") or []
        if isinstance(i, dict) and i.get("type") == "change_transport"
    ]
    labels = [c for c in spec.get("customizations") or [] if isinstance(c, str)]
    out += [mode_of({"to": c.split(":", 1)[1]}) for c in labels if c.startswith("change_transport:")]
    return out


def own_vehicle(trip: T, spec: dict[str, Any], custom: Optional[dict[str, Any]] = None) -> Optional[str]:
    """What the group travels in when no other booking shares it, said for the traveller; None: a shared
    departure whose seats other bookings take."""
    modes = _modes(spec, custom)
    mode = modes[-1] if modes else None
    most = trip["max_group"]
    if spec.get("transport") == "self_drive" or mode in SELF_DRIVE_MODES:
        return SELF_DRIVE_IS.format(most=most)
    if mode and is_made_private(ROUTES[trip["id"]].by, mode):
        return OWN_IS.format(vehicle=PRIVATE_BY[mode], most=most)
    if trip["tier"] != SHARED_TIER:
        return OWN_IS.format(vehicle="private vehicle", most=most)
    return None
