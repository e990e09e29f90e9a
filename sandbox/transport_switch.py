"""A paid booking's transport switched by previewReschedule (``transport``): a self-driving group taking the
package's driver again, or a driven group driving itself. The change is priced as any other, by the one price
function (sandbox/totals.py ``group_price``): the new price less the paid one.

The transport asked for replaces the booked one: a ``change_transport`` label that contradicts it goes (a
self-drive label when a driver is asked for; any transport label when the group drives itself, as no vehicle of
the package is then used). A group taking the driver needs a pickup place: the booking's, else the one given with
the change; without either the change is refused with the call that quotes it."""

from __future__ import annotations

from typing import Any

from sandbox.change_models import ReschedulePreviewBody
from sandbox.data.priced_transport import mode_of
from sandbox.data.pricing import SELF_DRIVE_MODES
from sandbox.errors import invalid

TRANSPORT_LABEL = "change_transport:"
NEEDS_PICKUP = (
    "Taking the driver again needs a pickup place: give pickup_location (e.g. your hotel) with transport 'driver'."
)


def _drops(label: str, transport: str) -> bool:
    if not label.startswith(TRANSPORT_LABEL):
        return False
    self_drive = mode_of({"to": label.split(":", 1)[1].split("|", 1)[0]}) in SELF_DRIVE_MODES
    return transport == "self_drive" or self_drive


def switched(trip_id: str, booking: Any, body: ReschedulePreviewBody, labels: list[str]) -> list[str]:
    """The booking's customisation ``labels`` once its transport is ``body.transport``; a switch to the driver
    with no pickup place anywhere is refused, its ``next_step`` the call to make."""
    transport = str(body.transport)
    if transport == "driver" and not (body.pickup_location or booking.pickup_location):
        step = {"tool": "previewReschedule", "transport": "driver", "pickup_location": "<where to be picked up>"}
        raise invalid(NEEDS_PICKUP, {"transport": transport, "trip_id": trip_id, "next_step": step})
    return [label for label in labels if not _drops(label, transport)]
