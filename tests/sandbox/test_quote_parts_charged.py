"""Invariant: a change quote's lines add up to the change it charges, and confirming charges exactly that.

For every trip, both transports (with a driver, driving themselves) and every kind of change (a longer trip, a
shorter one, an adult joining, an added activity, the transport switched), one after another on a paid booking: each customisation line's
own parts (its price, the pass change and the self-drive credit its days bring, each a field) add up to its
``price_change_per_adult_usd``; the package, the lines and the parts beside them add up to one adult's price
before and after; ``price_difference_per_adult_usd`` is the difference of the two; and confirmReschedule then asks
for exactly the quote's ``amount_due_usd`` (a self-driving group's credit for an added day is in the quote, never
first seen after the yes)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.data.addable import addable_for
from sandbox.data.trips import TRIPS
from sandbox.policy import money
from tests.sandbox.support import TRAVEL, Sandbox

KINDS = ("longer", "shorter", "adult", "activity", "switch")


def _paid(sb: Sandbox, trip: dict[str, Any], transport: str) -> dict[str, Any]:
    end = date.fromisoformat(TRAVEL) + timedelta(days=trip["duration_days"] - 1)
    body = {"trip_id": trip["id"], "travel_date": TRAVEL, "end_date": end.isoformat(), "people_count": 2}
    body |= {"user_id": "u1", "customer_name": "Sokha Chan", "customer_phone": "012 345 678"}
    body |= {"transport": "self_drive"} if transport == "self_drive" else {"pickup_location": "Hotel lobby"}
    booking = sb.data("createBooking", body)
    _pay(sb, booking["booking_id"])
    return booking


def _pay(sb: Sandbox, booking_id: str) -> None:
    qr = sb.data("generatePaymentQR", {"booking_id": booking_id, "user_id": "u1"})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200


def _change(trip: dict[str, Any], kind: str, end: str, transport: str) -> dict[str, Any]:
    last = date.fromisoformat(end)
    if kind == "switch":  # the other transport (a driver then needs a pickup place)
        return (
            {"transport": "driver", "pickup_location": "Hotel lobby"}
            if transport == "self_drive"
            else {"transport": "self_drive"}
        )
    if kind == "longer":
        return {"new_end_date": (last + timedelta(days=1)).isoformat()}
    if kind == "shorter":
        return {"remove_day": {}}
    if kind == "adult":
        return {"add_adults": 1}
    return {"add_activities": [addable_for(trip["region"])[0].name]}


def _line_parts(line: dict[str, Any]) -> float:
    return money(
        float(line["price_usd"])
        + float(line.get("park_pass_change_per_adult_usd") or 0)
        - float(line.get("self_drive_credit_change_per_adult_usd") or 0)
    )


def _adds_up(side: dict[str, Any]) -> None:
    total = float(side["base_price_per_adult_usd"])
    for line in side["customizations_per_adult"]:
        if "price_change_per_adult_usd" in line:
            assert _line_parts(line) == line["price_change_per_adult_usd"], line
        if "taken_by" not in line:
            total += float(line.get("price_change_per_adult_usd", line["price_usd"]))
    total += float(side.get("park_pass_change_per_adult_usd") or 0) + float(side.get("extra_leg_per_adult_usd") or 0)
    total -= float(side.get("self_drive_credit_per_adult_usd") or 0)
    assert money(total) == side["price_per_adult_usd"], side


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    trip=st.sampled_from(TRIPS),
    transport=st.sampled_from(["driver", "self_drive"]),
    kinds=st.lists(st.sampled_from(KINDS), min_size=1, max_size=3),
)
def test_the_quoted_lines_add_up_to_what_is_charged(trip: dict[str, Any], transport: str, kinds: list[str]) -> None:
    sb = Sandbox()
    booking = _paid(sb, trip, transport)
    ids = {"booking_id": booking["booking_id"], "user_id": "u1"}
    end = booking["end_date"]
    for kind in kinds:
        change = _change(trip, kind, end, transport)
        resp = sb.call("previewReschedule", {**ids, **change})
        if resp.status_code != 200:  # a change this booking cannot have (the shortest trip, an add-on held)
            continue
        quote = resp.json()["data"]
        _adds_up(quote["current"])
        _adds_up(quote["proposed"])
        if "price_difference_per_adult_usd" in quote:
            was, now = quote["current"]["price_per_adult_usd"], quote["proposed"]["price_per_adult_usd"]
            assert quote["price_difference_per_adult_usd"] == money(now - was)
        done = sb.data("confirmReschedule", {**ids, "quote_id": quote["quote_id"]})
        assert done["amount_due_usd"] == quote["amount_due_usd"], (done, quote["amount_due_usd"])
        if done["amount_due_usd"] > 0:
            _pay(sb, booking["booking_id"])
        end = quote["proposed"]["end_date"]
        transport = change.get("transport", transport)
