"""Request bodies of the endpoints that change or cancel a paid booking: previewReschedule (and the add-ons and
day it takes), changePickup, the quote confirmations, previewCancellation and getRefundStatus. The bodies of a
new booking and of the information tools are in sandbox/models.py."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Literal, Optional, Union

from pydantic import BaseModel, Field, model_validator

from sandbox.models import ROOMS, Age, BookingIdBody, Id, NeedFields, Rooms, ToolBody


class AddOn(BaseModel):
    """An activity added to a booking on a day of the traveller's choice."""

    activity: str = Field(min_length=1, max_length=120)
    day: Optional[int] = Field(None, ge=1, le=60)
    # who takes part when not everyone does (sandbox/add_on_people.py); default: the body's for_*, else everyone
    for_adults: Optional[int] = Field(None, ge=0, le=100)
    for_children_ages: Optional[list[Age]] = Field(None, max_length=30)


class AddOnToRemove(BaseModel):
    """A booked add-on taken off (sandbox/add_on_removal.py): by the name the booking shows, on one day or all,
    for some of its takers or (both for_* left out) for everyone taking it."""

    activity: str = Field(min_length=1, max_length=120)
    day: Optional[int] = Field(None, ge=1, le=60)
    for_adults: Optional[int] = Field(None, ge=0, le=100)
    for_children_ages: Optional[list[Age]] = Field(None, max_length=30)


class DayToRemove(BaseModel):
    """previewReschedule's ``remove_day``: the day the traveller names (sandbox/day_drop.py); ``{}`` (no day):
    a day less, the day a shorter ``new_end_date`` drops (the tool schema says so: relay 48 req 23)."""

    # day 1 (the start) is refused with the reason and the alternative (sandbox/change_apply.py), not by the schema
    day: Optional[int] = Field(None, ge=1, le=60)


class ReschedulePreviewBody(BookingIdBody, NeedFields):
    """A change of a paid booking (sandbox/change_apply.py): any of new dates, who joins or leaves,
    a longer or shorter trip (``new_end_date``), added activities."""

    new_travel_date: Optional[date] = None  # default: unchanged
    new_end_date: Optional[date] = None  # default: keep the trip length
    remove_day: Optional[DayToRemove] = None  # the day a shorter trip drops; {}: one day shorter
    # older callers: the new head count (more = adults joining, fewer = adults leaving)
    people_count: Optional[int] = Field(None, ge=1, le=100)
    add_adults: int = Field(0, ge=0, le=100)
    add_children_ages: list[Age] = Field(default_factory=list, max_length=30)
    # how many of those joining are Cambodian citizens, as createBooking's cambodian_citizens (sandbox/citizen_joiners.py)
    add_cambodian_citizens: int = Field(0, ge=0, le=100)
    # who joins by name, beside add_adults then add_children_ages: the booking remembers the payment that paid for
    # each, and a removal naming them refunds to it (sandbox/named_travellers.py)
    add_who: list[Annotated[str, Field(min_length=1, max_length=60)]] = Field(default_factory=list, max_length=30)
    remove_adults: int = Field(0, ge=0, le=100)
    remove_children_ages: list[Age] = Field(default_factory=list, max_length=30)
    # who leaves, as the group calls them ("father", a name): open special requests naming them are flagged
    # (sandbox/leaver_requests.py); only beside remove_adults / remove_children_ages
    remove_who: list[Annotated[str, Field(min_length=1, max_length=60)]] = Field(default_factory=list, max_length=30)
    # the payment that paid for each leaver (remove_adults, then remove_children_ages): their refund goes back to
    # it (a joiner's own join top-up, not the booking payment; sandbox/leaver_payers.py); left out: the rule's
    leavers_paid_by: list[Annotated[str, Field(min_length=1, max_length=120)]] = Field(
        default_factory=list, max_length=30
    )
    # each add-on by name, or {"activity", "day"} for a day of its own (sandbox/day_room.py)
    add_activities: list[Union[Annotated[str, Field(min_length=1, max_length=120)], AddOn]] = Field(
        default_factory=list, max_length=5
    )
    # booked add-ons taken off, by name or {"activity", "day", "for_adults", "for_children_ages"}: priced by the one
    # price function, refunded by the refund tier (sandbox/add_on_removal.py)
    remove_activities: list[Union[Annotated[str, Field(min_length=1, max_length=120)], AddOnToRemove]] = Field(
        default_factory=list, max_length=5
    )
    day: Optional[int] = Field(None, ge=1, le=60)  # the day for add-ons without their own; default: first with room
    # who takes the add-ons (the group after the change): each pays their own price for it, nobody else
    # pays (relay 21 req 63); both left out: everyone; one given: only those named take part
    for_adults: Optional[int] = Field(None, ge=0, le=100)
    for_children_ages: Optional[list[Age]] = Field(None, max_length=30)
    # "information": a change asked about only ("what if my sister didn't come?"); its quote can never be
    # confirmed (relay 18). "change" (the default, as before): the quote confirmReschedule takes.
    purpose: Literal["information", "change"] = "change"
    # a new pickup place that moves the join point (to or from the destination): priced like any change, the
    # transfer from the route's start paid only when the group is picked up there (sandbox/pickup_price.py)
    pickup_location: Optional[str] = Field(None, min_length=1, max_length=300)
    # how the group moves after the change: "driver" (the package's transport, a pickup_location then needed when the
    # booking has none) or "self_drive" (they drive themselves); left out: as booked. Priced by the one price function
    transport: Optional[Literal["driver", "self_drive"]] = None
    # a new drop-off place (where the trip ends), alone or with pickup_location: each end of an extra leg
    # from a town off the route is priced on its own (sandbox/totals.py), so a move of either end is quoted
    drop_off_location: Optional[str] = Field(None, min_length=1, max_length=300)
    # the traveller's choice: a refund of this booking on its way to the same payer is taken off the top-up
    # (sandbox/netting.py); refused with a code when it does not apply
    net_pending_refund: bool = False
    # who sleeps where after the change (the group after it); left out: the booking's arranged rooms are kept
    # (a joiner placed as the rule would), else the rule's (sandbox/room_choice.py)
    rooms: Rooms = ROOMS
    # true: the trip without the package's accommodation (the group has its own: sandbox/own_stay.py); false:
    # with it again; left out: as booked
    remove_hotel: Optional[bool] = None


class PickupChangeBody(BookingIdBody):
    # optional when drop_off_location is given: a change of only the drop-off keeps the pickup (relay 21 req 60)
    pickup_location: Optional[str] = Field(None, min_length=1, max_length=300)
    # the day-1 pickup time at the new place (an airport: when the traveller can meet, after landing); alone,
    # the time at the booking's current place (relay 23 req 57); kept by later changes (sandbox/booked_pickup.py)
    time: Optional[str] = Field(None, pattern=r"^([01][0-9]|2[0-3]):[0-5][0-9]$")
    # the drop-off moves only when named here: a new pickup never moves it (relay 17: an arrival flight
    # became the last day's drop-off)
    drop_off_location: Optional[str] = Field(None, min_length=1, max_length=300)
    # the checks only (closed, started, off the route, a paid move that changes the price): nothing changes.
    # The concierge asks it before putting a change to the traveller (relay 27 req 48: refused after the yes)
    check_only: bool = False

    @model_validator(mode="after")
    def _names_a_place(self) -> PickupChangeBody:
        if not (self.pickup_location or self.drop_off_location or self.time):
            raise ValueError("give pickup_location, drop_off_location, time or several")
        return self


class QuoteConfirmBody(BookingIdBody):
    quote_id: str = Id


class CancellationPreviewBody(BookingIdBody):
    reason: Optional[str] = Field(None, max_length=500)
    # "information": what a cancellation would refund today, asked about only; its quote can never be
    # confirmed (relay runs 14, 17). "cancel" (the default, as before): the quote confirmCancellation takes.
    purpose: Literal["information", "cancel"] = "cancel"


class RefundStatusBody(ToolBody):
    booking_id: Optional[str] = Field(None, min_length=1, max_length=120)
    refund_id: Optional[str] = Field(None, min_length=1, max_length=120)
    # the booking as confirmReschedule's ``booking`` too (the workflow's own read of it at an unpaid change's
    # pay_by; not a model input)
    include_booking: bool = False
