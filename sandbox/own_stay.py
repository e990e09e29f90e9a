"""``remove_hotel``: the trip without the package's accommodation (the group has its own, run 53: a family
already at its own hotel in Siem Reap).

- the price: one adult's credit is the nights the plan holds, each at the package hotel's ``rate_usd`` (one
  person's night, a room shared by two: sandbox/data/hotels.py ``stay_usd``), a customisation line of the one
  price (sandbox/totals.py), so children get their band's share of it like any line;
- the plan: no night names a hotel (``hotel_id`` None, ``night`` says the group's own accommodation),
  ``hotels`` is empty, ``included`` has no accommodation line, and no rooms are arranged (no ``rooms``, no
  room supplement);
- every meeting point is the booking's pickup place (the group's own hotel), never the package hotel's
  lobby: no day of the trip names that hotel. A trip with the package hotel keeps its lobby as before;
- what happens at the package hotel (its check-in, its breakfast, its afternoon tea: ``AT_THE_HOTEL``, the
  catalogue's English texts) is no activity of the trip, and no breakfast after a night is counted as
  included (sandbox/day_clock.py ``day_meals``): a breakfast that is an outing (``AWAY``) stays;
- a day added to (removed from) the trip: the one day rate (sandbox/data/pricing.py ``day_rate``) holds a
  night, and that same night is credited (:func:`stay_credit`): the day's night is the rate's share of the
  package's nights (``day_rate`` x the package nights' price / ``day_base``), but never so much that the day
  nets less than its own listed parts cost alone as add-ons (its boat trip's add-on price).
It cannot go with ``upgrade_hotel`` (there is no hotel to upgrade). previewReschedule's ``remove_hotel`` false takes
a paid booking's package hotel back, also one its saved custom trip left out: the label ``remove_hotel:undo``
(``details.undo``); the last remove_hotel item decides."""

from __future__ import annotations

import re
from typing import Any, Iterable, Optional

from sandbox.data.addable import addable_for, in_plan
from sandbox.data.hotels import stay_usd
from sandbox.data.pickup_words import pickup_place
from sandbox.data.pricing import day_base, day_rate
from sandbox.data.trips import T
from sandbox.group import Group
from sandbox.i18n import tr, trf
from sandbox.i18n.own_stay_texts import LEAVES_OUT, MEET_SELF_DRIVE, MEET_SUNRISE, OWN_NIGHT, OWN_PLACE
from sandbox.policy import money
from sandbox.rooms import rooms_view

OWN_STAY = "remove_hotel"
UNDO = "undo"  # the package hotel taken back (a label "remove_hotel:undo")

# The catalogue's activities that happen at the package's hotel (tests/sandbox/test_own_stay_texts.py keeps the
# list whole): a group at its own accommodation has none of them.
AT_THE_HOTEL = frozenset(
    {
        "Hotel check-in",
        "Arrival and check-in",
        "Pool villa check-in",
        "Bungalow check-in",
        "Overwater villa check-in",
        "Eco-lodge check-in",
        "Jungle cabin check-in",
        "Luxury tent check-in",
        "Afternoon tea at the hotel",
        "Dinner at the residence",
        "Evening back at the lodge",
        "Sunset at the lodge",
        "Breakfast",
        "Breakfast with sea view",
        "Breakfast on the beach",
    }
)
# a breakfast, or a line naming a hotel, that is not the package hotel's (an outing; the group's own hotel)
AWAY = frozenset(
    {"Market breakfast", "Sunrise picnic at Srah Srang", "Shared minibus pickup at your hotel in Phnom Penh"}
)


def at_the_hotel(activity: str) -> bool:
    """Whether the plan's (English) ``activity`` happens at the package's hotel."""
    return activity in AT_THE_HOTEL


def names_the_hotel(title: str, activities: list[str]) -> bool:
    """Whether a day's ``title`` names what its ``activities`` do at the package hotel ("Farewell breakfast",
    "Villa arrival"): the day is then named after what remains."""
    words = {w for a in activities if at_the_hotel(a) for w in re.findall(r"[a-z-]{4,}", a.lower())}
    return bool(words & set(re.findall(r"[a-z-]{4,}", title.lower())))


def _parts_usd(trip: T, activities: list[str]) -> float:
    """What a day's listed parts cost alone: each activity of it that is an add-on, at its add-on price."""
    return sum(a.price_usd for a in addable_for(trip["region"]) if in_plan(a, activities))


def package_nights_usd(trip: T) -> float:
    """One adult's package nights, each at its hotel's rate (sandbox/data/pricing.py prices remove_hotel so)."""
    hotels = trip["hotels"]
    nights = max(trip["duration_days"] - 1, 1)
    return stay_usd([hotels[min(k, len(hotels) - 1)] for k in range(nights)] if hotels else [])


def day_night_usd(trip: T, activities: list[str]) -> float:
    """The night the day rate holds for one adult on a day of ``activities``: the rate's share of the
    package's nights, at most what leaves the day its listed parts' price (never below 0)."""
    share = day_rate(trip) * package_nights_usd(trip) / day_base(trip) if day_base(trip) else 0.0
    return money(max(0.0, min(share, day_rate(trip) - _parts_usd(trip, activities))))


def stay_credit(trip: T, days: list[dict[str, Any]], removed: list[dict[str, Any]]) -> float:
    """One adult's ``remove_hotel`` credit: the package's own nights at its hotels' rates, plus each added
    day's night and less each removed (package) day's night, as the day rate holds them (:func:`day_night_usd`),
    so a day added or removed moves the price by the day rate less that same night."""
    package = package_nights_usd(trip)
    added = sum(day_night_usd(trip, d["activities"]) for d in days if d.get("added"))
    gone = sum(day_night_usd(trip, d["activities"]) for d in removed if not d.get("added"))
    return money(package + added - gone)


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
