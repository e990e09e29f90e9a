"""Cambodian citizens among those who join a paid booking, priced as a new booking prices them.

createBooking takes ``cambodian_citizens`` (how many of the group enter the Angkor park free, sandbox/park_pass.py);
previewReschedule's join takes the same description of who joins: ``add_adults``, ``add_children_ages`` and
``add_cambodian_citizens`` (how many of those joining are citizens; at most the joiners). The group after the
change is priced by the one price function with the booking's citizens plus these (:func:`citizens_after`), so the
change costs price(group after, citizens after) - price(group before, citizens before), the figure a new booking of
the group after would cost less the booking's price; each citizen joiner is listed without their pass part, the
dearest parts first, as the price function leaves them out (:func:`mark_joiners`)."""

from __future__ import annotations

from typing import Any

from sandbox.change_models import ReschedulePreviewBody
from sandbox.data.trips import T
from sandbox.errors import invalid
from sandbox.park_pass import part_of
from sandbox.policy import money


def citizens_after(request: dict[str, Any], body: ReschedulePreviewBody) -> int:
    """The booking's citizens after the change: those booked, plus the citizens among who joins."""
    joining = body.add_adults + len(body.add_children_ages)
    if body.add_cambodian_citizens > joining:
        raise invalid(
            f"add_cambodian_citizens ({body.add_cambodian_citizens}) is more than the {joining} traveller(s) joining "
            "(add_adults + add_children_ages).",
            {"add_cambodian_citizens": body.add_cambodian_citizens, "joining": joining},
        )
    return int(request.get("cambodian_citizens") or 0) + body.add_cambodian_citizens


def mark_joiners(
    joining: list[dict[str, Any]], trip: T, pricing: dict[str, Any], citizens: int
) -> list[dict[str, Any]]:
    """``joining`` (each joiner's price as a non-citizen) with ``citizens`` of them marked ``cambodian_citizen`` and
    priced without their pass part (the pass the plan needs: ``pricing``'s park pass), the dearest parts first."""
    if not citizens or trip.get("park_pass") is None:
        return joining
    needed = float((pricing.get("park_pass") or {}).get("adult_usd") or 0.0) or None
    out = [dict(t) for t in joining]
    dearest = sorted(range(len(out)), key=lambda i: -part_of(trip, out[i], needed))[:citizens]
    for i in dearest:
        out[i]["price_usd"] = money(float(out[i]["price_usd"]) - part_of(trip, out[i], needed))
        out[i]["cambodian_citizen"] = True
    return out
