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


def mode_of(details: dict[str, Any]) -> str:
    """A change_transport item's mode, as it is priced (no mode: a private car)."""
    raw = str(details.get("to") or details.get("mode") or "private_car")
    return raw.lower().replace(" ", "_").replace("-", "_")


def priced_by(by: str, mode: Optional[str]) -> str:
    """A route's ``by`` (English key) once ``mode`` is priced: a shared minibus becomes the private vehicle."""
    private = PRIVATE_BY.get(mode or "")
    return by.replace(SHARED, private) if private and by.startswith(SHARED) else by


def is_made_private(by: str, mode: Optional[str]) -> bool:
    """The priced mode changed a shared route into a private one."""
    return priced_by(by, mode) != by


__all__ = ["PRIVATE_BY", "is_made_private", "mode_of", "priced_by"]
