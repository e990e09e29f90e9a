"""The model's working memory: what the traveller can point back to (issue 23).

Older tool results shrink in the context window (agent.context), so the session context keeps,
for as long as the session lives:

* every trip list shown (:class:`ShownList`), in order, with the names and prices shown, so "the
  first one you showed" and "the cheaper one" still resolve after later searches; the list the
  traveller is on now is marked current (a newer search, or a trip looked at from an older list);
* what the traveller said, so the summary of older turns keeps every stated fact
  (:func:`remember_said`, rendered by agent.context.summarise_outside_window).

Pure: no clock, no I/O (workflow code calls it).
"""

from __future__ import annotations

from typing import Any, Optional

from pydantic import BaseModel, Field

from agent.card_length import card_record
from agent.rounding import amount_text

MAX_LISTS = 6  # the oldest lists are dropped beyond this
MAX_SAID = 40  # traveller messages remembered for the summary
SAID_CHARS = 200


class ShownTrip(BaseModel):
    id: str
    name: str = ""
    price_per_person_usd: Optional[float] = None  # one adult's price when children pay less
    total_usd: Optional[float] = None  # the group's total, as the list priced it
    people_count: Optional[int] = None
    duration_days: Optional[int] = None
    region: str = ""
    # what the card said of the fit (relay j38: a re-search with other days kept the same trips and
    # prices, but not the same fit: its cards are not the ones on screen)
    fits_request: Optional[bool] = None
    does_not_fit: list[str] = Field(default_factory=list)
    # the add_day / remove_day of the length the card showed, when not the package's (agent/card_length.py)
    card_change: Optional[dict[str, Any]] = None


class ShownList(BaseModel):
    """One trip list as the traveller saw it (getTripSuggestions, in the order shown)."""

    number: int  # 1 = the first list of the session
    turn: int
    asked: str = ""  # what was searched, e.g. "BEACH, stressed, 3 days, 2 people, $100-150 pp"
    trips: list[ShownTrip] = Field(default_factory=list)
    # The search's own wishes (environment, mood, duration_days): current again with the list
    searched: dict[str, Any] = Field(default_factory=dict)


class WorkingMemory(BaseModel):
    lists: list[ShownList] = Field(default_factory=list)
    current_list: Optional[int] = None  # ShownList.number the traveller is on now
    said: list[str] = Field(default_factory=list)  # the traveller's messages, oldest first

    def current(self) -> Optional[ShownList]:
        """The list the traveller is on now."""
        return next((s for s in self.lists if s.number == self.current_list), None)

    def list_of(self, trip_id: Optional[str]) -> Optional[ShownList]:
        """The newest list that showed ``trip_id`` (a custom variant counts for its base trip)."""
        if not trip_id:
            return None
        for shown in reversed(self.lists):
            if any(t.id == trip_id or trip_id.startswith(t.id + "_") for t in shown.trips):
                return shown
        return None

    def trip(self, trip_id: Optional[str]) -> Optional[ShownTrip]:
        shown = self.list_of(trip_id)
        return next((t for t in shown.trips if t.id == trip_id), None) if shown else None


def _number(value: Any) -> Optional[float]:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _card_change(trip: dict[str, Any]) -> Optional[dict[str, Any]]:
    """The change of the length ``trip``'s card shows (its ``to_match_duration``), None when it shows the package."""
    shown = card_record(trip)
    change = shown.get("customization") if shown is not trip else None
    return dict(change) if isinstance(change, dict) else None


def shown_lengths(memory: WorkingMemory, trip_ids: list[Any]) -> dict[str, dict[str, Any]]:
    """Each of ``trip_ids`` the newest list showing it showed at another length: its change (compareTrips
    compares it at that length and price, as its card: relay run 55, "your table says 129 usd 2 days and the
    text says 180.60 for 3 days")."""
    out = {}
    for trip_id in trip_ids:
        shown = memory.trip(str(trip_id))
        if shown is not None and shown.card_change:
            out[str(trip_id)] = dict(shown.card_change)
    return out


def _shown_trips(data: dict[str, Any]) -> list[ShownTrip]:
    trips = []
    for trip in data.get("trips") or []:
        if not isinstance(trip, dict) or not trip.get("id"):
            continue
        card = card_record(trip)  # its price and length as the card shows them (relay 57: $129, 2 days beside 4)
        price = _number(card.get("price_per_person_usd"))
        people = trip.get("people_count")
        trips.append(
            ShownTrip(
                id=str(trip["id"]),
                # as the card showed it, in the session's language (issue 38: English names in the
                # model's context of a Chinese session invited English names in its answers)
                name=str(trip.get("name") or trip.get("name_en") or ""),
                price_per_person_usd=price if price is not None else _number(trip.get("price_usd")),
                total_usd=_number(card.get("total_usd")),
                people_count=people if isinstance(people, int) and not isinstance(people, bool) else None,
                duration_days=card.get("duration_days") if isinstance(card.get("duration_days"), int) else None,
                region=str(trip.get("region") or trip.get("region_en") or ""),
                fits_request=trip.get("fits_request") if isinstance(trip.get("fits_request"), bool) else None,
                does_not_fit=[str(d) for d in trip.get("does_not_fit") or []],
                card_change=_card_change(trip),
            )
        )
    return trips


def _priced(trips: list[ShownTrip]) -> list[tuple[Any, ...]]:
    return [(t.id, t.price_per_person_usd, t.total_usd, t.fits_request, sorted(t.does_not_fit)) for t in trips]


def same_trips(shown: ShownList, data: dict[str, Any]) -> bool:
    """True when a search result ``data`` shows exactly ``shown``'s trips, in order, at its prices
    and with its fit."""
    trips = _shown_trips(data)
    return bool(trips) and _priced(trips) == _priced(shown.trips)


def record_list(
    memory: WorkingMemory,
    inp: dict[str, Any],
    data: dict[str, Any],
    turn: int,
    payers: Optional[int] = None,
) -> ShownList:
    """A getTripSuggestions result becomes the newest, current list (also when it repeats the list
    on screen: the result then says so, agent/repeat_search.py); ``payers``: how many of the searched
    group pay (free infants do not), for the unit of its budget window."""
    trips = _shown_trips(data)
    searched = {k: inp[k] for k in SEARCH_WISHES if inp.get(k) is not None}
    number = (memory.lists[-1].number + 1) if memory.lists else 1
    shown = ShownList(number=number, turn=turn, asked=_asked(inp, payers), trips=trips, searched=searched)
    memory.lists = [*memory.lists, shown][-MAX_LISTS:]
    memory.current_list = number
    return shown


def _asked(inp: dict[str, Any], payers: Optional[int] = None) -> str:
    parts = [str(inp[k]) for k in ("environment", "mood") if inp.get(k)]
    if inp.get("duration_days"):
        parts.append(f"{inp['duration_days']} days")
    if inp.get("people_count"):
        parts.append(f"{inp['people_count']} people")
    budget = inp.get("budget_usd")
    if isinstance(budget, dict) and budget.get("max") is not None:
        # in the unit the budget and the prices use (relay 31: "per person" for 5 of whom 4 pay)
        people = int(inp.get("people_count") or 0)
        unit = f"per paying traveller, {payers} paying" if payers and 0 < payers < people else "per person"
        parts.append(f"${budget.get('min', 0):g}-{budget['max']:g} {unit}")
    return ", ".join(parts)


SEARCH_WISHES = ("environment", "mood", "duration_days")


def focus(memory: WorkingMemory, trip_id: Optional[str]) -> Optional[ShownList]:
    """The traveller looks at or chooses ``trip_id``: its list becomes the current one."""
    shown = memory.list_of(trip_id)
    if shown is not None:
        memory.current_list = shown.number
    return shown


def remember_said(memory: WorkingMemory, text: str) -> None:
    clipped = text if len(text) <= SAID_CHARS else text[: SAID_CHARS - 1] + "…"
    memory.said = [*memory.said, clipped][-MAX_SAID:]


def children_pay_less(per_adult: Optional[float], total: Optional[float], people: Optional[int]) -> bool:
    """A group total below one adult's price times the head count: children (or infants) pay less,
    so the 'per person' price is really per adult."""
    if per_adult is None or total is None or not people:
        return False
    return total < round(per_adult * people, 2)


def _trip_line(index: int, trip: ShownTrip) -> str:
    per, total, people = trip.price_per_person_usd, trip.total_usd, trip.people_count
    if per is None:
        price = "price ?"
    elif total is not None and children_pay_less(per, total, people):
        # each figure as the tool gave it, to the cent when it has cents (relay 62 req 4: "$197 per adult"
        # beside a card's 197.13 and "$788.52 in total")
        price = (
            f"${amount_text(per)} per adult (${amount_text(total)} in total for the {people} people, children by age)"
        )
    else:
        price = f"${amount_text(per)} per person"
    days = f", {trip.duration_days} days" if trip.duration_days else ""
    return f"{index}. {trip.name} ({trip.id}) {price}{days}"


def render_lists(memory: WorkingMemory) -> list[str]:
    """Context lines, oldest list first: ``- trips_shown_1 (earlier search: BEACH, ...): 1. Kep ... ``."""
    lines = []
    for shown in memory.lists:
        which = "current list" if shown.number == memory.current_list else "earlier list"
        trips = "; ".join(_trip_line(i, t) for i, t in enumerate(shown.trips, start=1)) or "no trips"
        lines.append(f"- trips_shown_{shown.number}: ({which}, searched {shown.asked or '?'}) {trips}")
    return lines
