"""A pickup the trip's route cannot serve (409 PICKUP_OUTSIDE_ROUTE, issue 37/39): never a dead end.

The backend refuses a booking whose pickup is in another city than the trip's start, its destination
or the pier where the group may join. The scripted model then says why and asks for the pickup again,
offering as quick replies the places the trip can start from: a meeting point in the start city and,
when the group can join at the destination, one there. Taking one is a pickup like any other, so the
booking goes on from it (booking.py prices the summary again).
"""

from __future__ import annotations

from typing import Any, Optional

from activities.models.scripted.phrases import say
from activities.models.scripted.quick_tables import PICKUPS
from activities.models.scripted.window import Call, View
from agent.place_words import city_words
from agent.quick_replies import QuickReply

CODE = "PICKUP_OUTSIDE_ROUTE"
_BOOKING_CALLS = ("previewBooking", "createBooking", "modifyBooking")


def refused_pickup(view: View) -> Optional[Call]:
    """The latest booking call when the backend refused its pickup as outside the route, else None."""
    latest = max(
        (c for name in _BOOKING_CALLS if (c := view.latest(name, ok=False)) is not None),
        key=lambda c: c.index,
        default=None,
    )
    if latest is None or latest.ok:
        return None
    # an older result reaches the model summarised ({"success": false, "summary": "error <CODE>"}, agent/context.py)
    summary = (latest.result or {}).get("summary")
    return latest if _error(latest).get("code") == CODE or summary == f"error {CODE}" else None


def refused_trip(view: View) -> Optional[str]:
    """The trip of a booking call refused for its pickup: a trip switched to stays the trip while the
    traveller gives a pickup it can take (its selection waits for a preview that succeeds)."""
    refused = refused_pickup(view)
    trip = refused.input.get("trip_id") if refused is not None else None
    return str(trip) if trip else None


def _error(call: Call) -> dict[str, Any]:
    error = (call.result or {}).get("error")
    return error if isinstance(error, dict) else {}


def _route(call: Call) -> tuple[str, str, Optional[str]]:
    """(the pickup's city, the trip's start, the town where the group can join or None)."""
    details = _error(call).get("details") or {}
    start = str(details.get("trip_starts_from") or "Phnom Penh")
    join = str(details.get("group_can_join_in") or "") or None
    return str(details.get("pickup_city") or "?"), start, join if join != start else None


def refusal_text(call: Call, lang: str) -> str:
    """Why the pickup cannot be, where the trip can start instead, and the pickup question again."""
    city, start, join = (_said(place, lang) if place else place for place in _route(call))
    joined = say("pickup_join", lang, where=join) if join else ""
    return say("pickup_refused", lang, city=city, start=start, join=joined) + "\n\n" + say("ask_pickup_location", lang)


def _said(place: str, lang: str) -> str:
    """A town in the session's script where it has a name there (the backend's details are English)."""
    return city_words(place, lang) or place


def _places(city: str, lang: str) -> list[str]:
    listed = PICKUPS.get(city)
    if listed:
        return list(listed.get(lang) or listed["EN"])[:1]
    return [say("pickup_meet_centre", lang, city=city)]


def route_pickups(call: Call, lang: str) -> list[QuickReply]:
    """Quick replies for a refused pickup: a meeting point in the start city, then the destination."""
    _, start, join = _route(call)
    places = _places(start, lang) + ([say("pickup_meet_hotel", lang, city=join)] if join else [])
    return [QuickReply(label=p[:80], text=p, value=f"pickup:{p}") for p in places]
