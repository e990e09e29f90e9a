"""Request bodies of the tool endpoints: the tool input (agent/tools/schemas.py) plus the ``user_id`` /
``language`` fields the caller injects. Unknown fields are ignored. The bodies that change or cancel a paid
booking are in sandbox/change_models.py."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, model_validator

from sandbox.group import Group, group_of

Env = Literal["MOUNTAIN", "BEACH", "CITY", "FOREST", "ISLAND", "TEMPLE"]
Mood = Literal["stressed", "adventurous", "romantic", "curious", "family"]
Tier = Literal["budget", "standard", "luxury"]
CustomType = Literal[
    "add_activity", "remove_activity", "upgrade_hotel", "remove_hotel", "add_day", "remove_day", "change_transport"
]
Category = Literal["temples", "beaches", "restaurants", "markets", "museums", "nature", "nightlife"]
Id = Field(min_length=1, max_length=120)


class ToolBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    user_id: Optional[str] = None
    language: Optional[str] = None


class Budget(BaseModel):
    min: float = Field(ge=0)
    max: float = Field(ge=0)
    # "adult": one adult's price is compared with it, children paying their own price (relay 18);
    # else the group's price with it times the paying travellers (sandbox/suggest.py)
    per: Literal["paying_traveller", "adult"] = "paying_traveller"
    # how the traveller said it (filled by the workflow from the session's budget): the window is stated
    # back in this currency with its reason (sandbox/budget_window.py)
    currency: Optional[str] = Field(None, pattern=r"^[A-Z]{3}$")
    kind: Optional[Literal["about", "up_to", "range"]] = None
    # the same window per paying traveller in ``currency`` as the traveller said it (exact): min / max are
    # derived from it, and it is stated back as it is, never re-converted from a rounded USD (relay 34 req 4)
    local_min: Optional[float] = Field(None, ge=0)
    local_max: Optional[float] = Field(None, ge=0)

    def local_window(self) -> Optional[tuple[float, float]]:
        """(min, max) per paying traveller in ``currency`` as said (USD too: a total shared by the group keeps
        its exact share, so the group's budget is the total as said, never a rounded share times the group)."""
        if self.currency is None or self.local_min is None or self.local_max is None:
            return None
        return self.local_min, self.local_max


Age = Annotated[int, Field(ge=0, le=17)]


# how many of the group are Cambodian citizens: they enter the Angkor park free, so their pass part of a
# trip's price is left out (sandbox/park_pass.py); every price before the booking (getTripSuggestions,
# getTripItinerary, calculateCustomTrip) is priced with them as previewBooking and createBooking price it
CITIZENS = Field(0, ge=0, le=100)


class GroupFields(BaseModel):
    """Who travels (sandbox/group.py): ``people_count`` alone means that many adults."""

    people_count: Optional[int] = Field(None, ge=1, le=100)
    adults: Optional[int] = Field(None, ge=1, le=100)
    children_ages: Optional[list[Age]] = Field(None, max_length=30)
    transport: Optional[Literal["driver", "self_drive"]] = None

    def group(self, default_people: Optional[int] = None) -> Group:
        people = self.people_count if (self.people_count or self.adults) else default_people
        return group_of(people, self.adults, self.children_ages, self.transport)


class RoomIn(BaseModel):
    """A room as the traveller arranges it, by kind as the results' ``rooms`` say it (sandbox/room_choice.py)."""

    model_config = ConfigDict(extra="forbid")
    adults: int = Field(0, ge=0, le=10)
    adult_rate_ages: list[Age] = Field(default_factory=list, max_length=10)  # 12-17
    children_ages: list[Age] = Field(default_factory=list, max_length=10)  # under 12


# who sleeps where (every traveller once, at most 3 a room, an under-12 with an adult), else the rule's rooms
Rooms = Optional[list[RoomIn]]
ROOMS = Field(None, max_length=30)


class SuggestBody(ToolBody, GroupFields):
    mood: Mood
    environment: Env
    duration_days: int = Field(ge=1, le=30)
    # a range ("4 or 5 days": duration_days 4, this 5): a package inside it fits at its own length
    # (sandbox/suggest_length.py); shorter than duration_days: one length
    duration_days_max: Optional[int] = Field(None, ge=1, le=30)
    # the most effort on foot a day may ask: a trip whose plan asks more does not fit (sandbox/suggest_effort.py)
    effort_limit: Optional[Literal["easy", "moderate"]] = None
    budget_usd: Budget
    departure_city: str = Field(min_length=1)
    # the region or place the traveller named (any language): its trips first (sandbox/suggest_region.py)
    region: Optional[str] = Field(None, min_length=1, max_length=80)
    # the session's needs mention mobility: recommend the trip easiest on foot, a day added within it (filled
    # by the workflow, with the walking limit they state)
    mobility_need: bool = False
    walking_limit_km: Optional[float] = Field(None, gt=0, le=50)
    # what the traveller asked to see or do, their words (any language; filled by the workflow): a shorter
    # version of a trip keeps the days that hold it (sandbox/asked.py)
    wanted: Optional[str] = Field(None, max_length=4000)
    cambodian_citizens: int = CITIZENS  # the session's (agent/tools/guards.py)


class TripIdBody(ToolBody):
    trip_id: str = Id


class NeedFields(BaseModel):
    """The session's mobility need, filled by the workflow: an added day within it (sandbox/day_need.py)."""

    mobility_need: bool = False
    walking_limit_km: Optional[float] = Field(None, gt=0, le=50)


# the session's group with children: their prices; its mobility need: where add-ons go (agent/tools/guards.py)
class ItineraryBody(ToolBody, GroupFields, NeedFields):
    trip_id: Optional[str] = Field(None, min_length=1, max_length=120)
    booking_id: Optional[str] = Field(None, min_length=1, max_length=120)  # the plan as booked
    travel_date: Optional[date] = None  # the season of what_to_bring (a booking's own date wins)
    # the session's departure city: pickup, drop-off and getting_there as the suggestions said them
    # (a booking's own pickup wins); filled by the workflow (agent/tools/guards.py)
    departure_city: Optional[str] = Field(None, min_length=1, max_length=80)
    # the session's transport (GroupFields, issue 37): a group that drives itself sees that plan and its credit
    # trip id -> the add_day / remove_day its suggestion card showed (agent/tools/guards.py): the plan at that length
    lengths: dict[str, dict[str, Any]] = Field(default_factory=dict)
    cambodian_citizens: int = CITIZENS  # the session's: priced for its group (agent/tools/guards.py)


class HotelBody(ToolBody):
    hotel_id: str = Id


class WeatherBody(ToolBody):
    destination: str = Field(min_length=1, max_length=120)
    date: date


class CompareBody(ToolBody, GroupFields):  # the session's group (agent/tools/guards.py)
    trip_ids: list[str] = Field(min_length=2, max_length=3)
    departure_city: Optional[str] = Field(None, min_length=1, max_length=80)  # getting_there from it
    # trip id -> the add_day / remove_day its suggestion card showed (agent/tools/guards.py): compared at that length
    lengths: dict[str, dict[str, Any]] = Field(default_factory=dict)
    cambodian_citizens: int = CITIZENS  # the session's: priced as the cards and the itinerary (agent/tools/guards.py)


def _whole(value: Any) -> Optional[int]:
    """A whole number from 1 (digits in a string count), else None."""
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value)
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 1 else None


class Customization(BaseModel):
    type: CustomType
    details: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _counts_are_counts(self) -> Customization:
        """``details.days`` is how many days (a whole number from 1) and ``details.day`` a day number or a list of
        them; digits in a string are read as the number. Anything else is refused with what to send, never read
        as something else or left to crash."""
        if "days" in self.details and self.details["days"] is not None:
            days = _whole(self.details["days"])
            if days is None:
                got = self.details["days"]
                raise ValueError(
                    f"details.days is how many days, a whole number from 1 (got {got!r}); name days in details.day"
                )
            self.details["days"] = days
        day = self.details.get("day")
        if day is not None and (self.type == "remove_day" or not isinstance(day, str) or day.strip().isdigit()):
            named = [_whole(n) for n in (day if isinstance(day, list) else [day])]
            if None in named:
                raise ValueError(f"details.day is a day number from 1 or a list of them (got {day!r})")
            self.details["day"] = named if isinstance(day, list) else named[0]
        return self


class CalculateBody(ToolBody, GroupFields, NeedFields):
    base_trip_id: str = Id
    customizations: list[Customization] = Field(default_factory=list)  # none: the package price for the group
    # where the group joins, as previewBooking takes it (else the session's departure city, filled by
    # agent/tools/guards.py): one at the destination or the pier is priced without the transfer (relay 24)
    pickup_location: Optional[str] = Field(None, max_length=300)
    departure_city: Optional[str] = Field(None, min_length=1, max_length=80)
    cambodian_citizens: int = CITIZENS


class CustomizeBody(ToolBody, GroupFields, NeedFields):
    trip_id: str = Id
    customizations: list[Customization] = Field(min_length=1)
    pickup_location: Optional[str] = Field(None, max_length=300)  # priced as calculateCustomTrip
    departure_city: Optional[str] = Field(None, min_length=1, max_length=80)
    cambodian_citizens: int = CITIZENS  # the session's, as calculateCustomTrip


class DiscountBody(ToolBody):
    code: str = Field(min_length=1, max_length=40)
    booking_id: Optional[str] = None
    trip_id: Optional[str] = None


class UserDetailsBody(ToolBody):  # each detail on its own (a name before the phone), at least one
    name: Optional[str] = Field(None, min_length=1, max_length=120)
    phone: Optional[str] = Field(None, min_length=1, max_length=40)
    email: Optional[str] = Field(None, max_length=254)


class BookingBody(ToolBody, GroupFields):
    trip_id: str = Id
    travel_date: date
    end_date: date
    pickup_location: Optional[str] = Field(None, max_length=300)  # required unless transport is self_drive
    guide_language: Optional[Literal["EN", "KH", "ZH"]] = None
    customer_name: str = Field(min_length=1, max_length=120)
    customer_phone: str = Field(min_length=1, max_length=40)
    customer_email: Optional[str] = Field(None, max_length=254)
    hotel_room_id: Optional[str] = None
    vehicle_id: Optional[str] = None
    guide_id: Optional[str] = None
    special_requests: Optional[str] = Field(None, max_length=1000)
    customizations: list[str] = Field(default_factory=list)
    discount_code: Optional[str] = None
    loyalty_points_to_use: int = Field(0, ge=0)
    apply_student_discount: bool = False
    # the total the traveller confirmed (previewBooking); a different price is refused, not booked
    expected_total_usd: Optional[float] = Field(None, ge=0, allow_inf_nan=False)
    # an EXPIRED booking of the same trip to hold again on the same reference (sandbox/renewal.py)
    renews_booking_id: Optional[str] = Field(None, min_length=1, max_length=120)
    # the session's departure city: the join point of a pickup that names no city or catalogue hotel
    departure_city: Optional[str] = Field(None, min_length=1, max_length=80)
    cambodian_citizens: int = CITIZENS  # recorded on the booking (its request)
    rooms: Rooms = ROOMS  # the summary's arranged rooms (the workflow's, from the quote)


class PreviewBody(ToolBody, GroupFields, NeedFields):
    trip_id: str = Id
    travel_date: date
    guide_language: Optional[str] = Field(None, max_length=2)
    pickup_location: Optional[str] = Field(None, max_length=300)
    special_requests: Optional[str] = Field(None, max_length=1000)
    discount_code: Optional[str] = Field(None, max_length=40)
    # the session's departure city: pickup and transfer as the suggestions said them until a pickup
    # is given; filled by the workflow (agent/tools/guards.py)
    departure_city: Optional[str] = Field(None, min_length=1, max_length=80)
    cambodian_citizens: int = CITIZENS
    rooms: Rooms = ROOMS
    # trip id -> the add_day / remove_day its suggestion card showed (agent/tools/guards.py): quoted at that
    # length, as a saved custom trip (sandbox/saved_variant.py); the session's need places its added day
    lengths: dict[str, dict[str, Any]] = Field(default_factory=dict)


class BookingIdBody(ToolBody):
    booking_id: str = Id


class CancelBody(BookingIdBody):
    reason: Optional[str] = Field(None, max_length=500)


class Modifications(BaseModel):
    model_config = ConfigDict(extra="forbid")
    travel_date: Optional[date] = None
    end_date: Optional[date] = None
    people_count: Optional[int] = Field(None, ge=1, le=100)
    pickup_location: Optional[str] = Field(None, min_length=1, max_length=300)


class ModifyBody(BookingIdBody):
    modifications: Modifications


class IntentBody(ToolBody):
    payment_intent_id: str = Id


class PlacesBody(ToolBody):
    category: Category
    region: Optional[str] = None


class FestivalsBody(ToolBody):
    start_date: date
    end_date: date


class BudgetBody(ToolBody):
    trip_type: Tier
    duration_days: int = Field(ge=1, le=30)
    people_count: int = Field(ge=1, le=100)  # adults and children together
    children_ages: Optional[list[Age]] = Field(None, max_length=30)  # each child prices by its age band


class CurrencyBody(ToolBody):
    from_currency: str = Field(pattern=r"^[A-Za-z]{3}$")
    to_currency: str = Field(pattern=r"^[A-Za-z]{3}$")
    amount: Optional[float] = Field(None, ge=0, le=1e12)  # in from_currency: converted_amount
    amount_usd: Optional[float] = Field(None, ge=0, le=1e9)  # in USD: amount_converted in to_currency
