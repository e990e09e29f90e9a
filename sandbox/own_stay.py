"""``remove_hotel``: the trip without the package's accommodation (the group has its own, run 53: a family
already at its own hotel in Siem Reap).

- the price: one adult's credit is the nights the plan holds, each at the package hotel's ``rate_usd`` (one
  person's night, a room shared by two: sandbox/data/hotels.py ``stay_usd``), a customisation line of the one
  price (sandbox/totals.py), so children get their band's share of it like any line;
- the plan: no night names a hotel (``hotel_id`` None, ``night`` says the group's own accommodation),
  ``hotels`` is empty, ``included`` has no accommodation line, and no rooms are arranged (no ``rooms``, no
  room supplement);
- every meeting point is the booking's pickup place (the group's own hotel), never the package hotel's
  lobby: no day of the trip names that hotel. A trip with the package hotel keeps its lobby as before.
It cannot go with ``upgrade_hotel`` (there is no hotel to upgrade). previewReschedule's ``remove_hotel`` false takes
a paid booking's package hotel back, also one its saved custom trip left out: the label ``remove_hotel:undo``
(``details.undo``); the last remove_hotel item decides."""

from __future__ import annotations

from typing import Any, Iterable, Optional

from sandbox.data.pickup_words import pickup_place
from sandbox.group import Group
from sandbox.i18n import tr, trf
from sandbox.i18n.own_stay_texts import LEAVES_OUT, MEET_SELF_DRIVE, MEET_SUNRISE, OWN_NIGHT, OWN_PLACE
from sandbox.rooms import rooms_view

OWN_STAY = "remove_hotel"
UNDO = "undo"  # the package hotel taken back (a label "remove_hotel:undo")


def _asked(item: Any) -> Optional[bool]:
    """An item's (a priced dict, or a createBooking label) say on the package hotel: True without it, False with
    it again, None: not a remove_hotel."""
    if isinstance(item, dict):
        return not (item.get("details") or {}).get(UNDO) if item.get("type") == OWN_STAY else None
    kind, _, rest = str(item).partition(":")
    return rest != UNDO if kind == OWN_STAY else None


def is_own_stay(items: Iterable[Any]) -> bool:
    """Whether customisation ``items`` (priced dicts, or labels) leave out the package hotel: the last says."""
    said = [a for a in map(_asked, items) if a is not None]
    return bool(said) and said[-1]


def with_own_stay(labels: list[str], asked: Optional[bool]) -> list[str]:
    """A booking's labels after previewReschedule's ``remove_hotel`` (True: without the package hotel, False:
    with it again, None: as booked)."""
    if asked is None:
        return labels
    kept = [label for label in labels if _asked(label) is None]
    return [*kept, OWN_STAY if asked else f"{OWN_STAY}:{UNDO}"]


def stay_said(plan: dict[str, Any], language: str) -> dict[str, str]:
    """``{"hotel": what the change leaves out}`` of a plan without the package's accommodation, else ``{}``."""
    return {"hotel": tr(LEAVES_OUT, language)} if plan.get("own_stay") else {}


def night_said(language: str) -> str:
    """Where a night of the trip is spent: the group's own accommodation, no hotel named."""
    return tr(OWN_NIGHT, language)


def meeting_said(language: str, pickup_location: Optional[str], self_drive: bool) -> str:
    """Where the guide meets the group on a sunrise day (or a self-drive group's day 1): the booking's pickup
    place, the group's own accommodation."""
    place = pickup_place(pickup_location) if pickup_location else tr(OWN_PLACE, language)
    return trf(MEET_SELF_DRIVE if self_drive else MEET_SUNRISE, language, place=place)


def rooms_of(group: Group, pricing: dict[str, Any], language: str) -> dict[str, Any]:
    """A booking's rooms as a quote shows them (sandbox/rooms.py ``rooms_view``: the traveller's arranged ones
    and their supplement, else the rule's), none at the group's own accommodation."""
    if is_own_stay(pricing.get("customizations") or []):
        return {}
    arranged = pricing.get("rooms") if pricing.get("rooms_arranged") else None
    return rooms_view(group, language, arranged, pricing.get("room_supplement"))
