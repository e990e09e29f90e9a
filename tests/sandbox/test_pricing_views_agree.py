"""Invariant: every result that states a booking's price in parts states the same parts for the same booking,
and they add up (sandbox/price_base.py ``price_lines`` / ``pricing_view``). For any trip with a transfer part,
a group joining at the start or at the destination, a customised trip (an extra day, an add-on) and any change
after payment (an extra day, an add-on, a join, a leave, a move):

- calculateCustomTrip, customizeTrip, previewBooking's ``pricing`` and the booked (getRefundStatus with the
  booking) and paid booking's ``pricing`` name one base, one customisation figure and one price per adult;
- after the change, previewReschedule's ``proposed`` and confirmReschedule's (and the booking's) ``pricing``
  name the same ones, and the booking as paid beside an unpaid change (``pending_top_up.paid_for.pricing``)
  the ones the booking had;
- in each, base + customisations + pass change - self-drive credit = price per adult, the transfer credit
  inside the base and said so (relay 50 req 32/39: confirmReschedule's base 189 beside every quote's 165);
- calculateCustomTrip's customisation figure is the sum of its lines, each by what it moves one adult's price
  by, and a line's change is its own parts (its price, the pass change and self-drive credit its days bring):
  no two change figures for one change (relay 50 req 8: "add-ons +44" beside the added day's "+54")."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Optional

from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.data.getting_there import ROUTES
from sandbox.data.trips import TRIPS
from tests.sandbox.support import TRAVEL, Sandbox

# trips with a transfer part (a base that differs by join point), the Angkor ones (a pass an added day changes)
TRIP_IDS = sorted({t["id"] for t in TRIPS if t.get("transfer_usd")} & {"trip_001", "trip_002", "trip_007", "trip_013"})
CUSTOM = {
    "extra day": [{"type": "add_day", "details": {"days": 1}}],
    "add-on": "add-on",  # the first add-on a day of the plan has room for
    "none": [],
}
CHANGES = ("extra day", "add-on", "join", "leave", "move")


def _town(trip_id: str) -> str:
    return ROUTES[trip_id].destination.split(",")[0].strip()


def _parts(block: dict[str, Any], base: str, lines: str) -> tuple[float, float, float]:
    return (float(block[base]), float(block[lines]), float(block["price_per_adult_usd"]))


def _adds_up(block: dict[str, Any], base: str, lines: float) -> None:
    """base + lines + the pass change no line holds - the self-drive credit no line holds = one adult's price,
    the transfer credit inside the base and said so."""
    total = float(block[base]) + lines + float(block.get("park_pass_change_per_adult_usd") or 0.0)
    total -= float(block.get("self_drive_credit_per_adult_usd") or 0.0)
    assert round(total, 2) == float(block["price_per_adult_usd"]), block
    if "transfer_credit_per_adult_usd" in block:
        assert block["transfer_credit_is"], block


def _line(item: dict[str, Any]) -> float:
    return float(item.get("price_change_per_adult_usd", item.get("price_usd") or 0.0))


def _labelled_lines(result: dict[str, Any]) -> None:
    """Each line's change is its own labelled parts; the result's customisation figure is the lines' sum."""
    held = [i for i in result["customizations"] if "taken_by" not in i]
    for item in held:
        if "price_change_per_adult_usd" in item:
            own = float(item["price_usd"]) + float(item.get("park_pass_change_per_adult_usd") or 0.0)
            own -= float(item.get("self_drive_credit_change_per_adult_usd") or 0.0)
            assert round(own, 2) == item["price_change_per_adult_usd"], item
    assert round(sum(_line(i) for i in held), 2) == result["add_ons_per_adult_usd"], result


def _pricing(block: dict[str, Any]) -> tuple[float, float, float]:
    _adds_up(block, "base_per_adult_usd", float(block["customizations_per_person_usd"]))
    return _parts(block, "base_per_adult_usd", "customizations_per_person_usd")


def _booking(sb: Sandbox, booking_id: str) -> dict[str, Any]:
    return sb.data("getRefundStatus", {"booking_id": booking_id, "include_booking": True})["booking"]


def _change_body(change: str, booking: dict[str, Any], addable: Optional[str]) -> Optional[dict[str, Any]]:
    body: dict[str, Any] = {"booking_id": booking["booking_id"]}
    end = date.fromisoformat(booking["end_date"])
    if change == "extra day":
        body["new_end_date"] = (end + timedelta(days=1)).isoformat()
    elif change == "add-on":
        if addable is None:
            return None
        body["add_activities"] = [addable]
    elif change == "join":
        body["add_adults"] = 1
    elif change == "leave":
        if booking["group"]["adults"] < 2:
            return None
        body["remove_adults"] = 1
    else:  # a week later, the same length
        start = date.fromisoformat(booking["travel_date"])
        body["new_travel_date"] = (start + timedelta(days=7)).isoformat()
        body["new_end_date"] = (end + timedelta(days=7)).isoformat()
    return body


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    trip_id=st.sampled_from(TRIP_IDS),
    away=st.booleans(),
    adults=st.integers(1, 4),
    ages=st.lists(st.integers(2, 15), max_size=2),
    custom=st.sampled_from(sorted(CUSTOM)),
    change=st.sampled_from(CHANGES),
)
def test_every_view_of_a_booking_states_one_set_of_price_parts_that_add_up(
    trip_id: str, away: bool, adults: int, ages: list[int], custom: str, change: str
) -> None:
    sb = Sandbox()
    town = _town(trip_id) if away else ROUTES[trip_id].from_city
    group = {"adults": adults, "children_ages": ages, "departure_city": town}
    shown = sb.data("getTripItinerary", {"trip_id": trip_id, "departure_city": town})
    addables = [a["name"] for a in shown.get("addable_activities") or []]
    items = CUSTOM[custom]
    if items == "add-on":
        items = [{"type": "add_activity", "details": {"activity": addables[0]}}] if addables else []
    calc = sb.data("calculateCustomTrip", {"base_trip_id": trip_id, "customizations": items, **group})
    _labelled_lines(calc)
    _adds_up(calc, "base_price_per_adult_usd", float(calc["add_ons_per_adult_usd"]))
    quoted = _parts(calc, "base_price_per_adult_usd", "add_ons_per_adult_usd")
    booked_id = trip_id
    if items:
        saved = sb.data("customizeTrip", {"trip_id": trip_id, "customizations": items, **group})
        _labelled_lines(saved)
        assert _parts(saved, "base_price_per_adult_usd", "add_ons_per_adult_usd") == quoted
        booked_id = saved["custom_trip_id"]
    preview = sb.data("previewBooking", {"trip_id": booked_id, "travel_date": TRAVEL, "pickup_location": town, **group})
    assert _pricing(preview["pricing"]) == quoted, (preview["pricing"], quoted)
    end = date.fromisoformat(TRAVEL) + timedelta(days=int(calc["duration_days"]) - 1)
    booking = sb.book(booked_id, people=None, end_date=end.isoformat(), pickup_location=town, user_id="u", **group)
    assert _pricing(booking["pricing"]) == quoted, booking["pricing"]
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    paid = _booking(sb, booking["booking_id"])
    assert _pricing(paid["pricing"]) == quoted, paid["pricing"]

    body = _change_body(change, paid, next((a for a in addables if a not in str(items)), None))
    if body is None:
        return
    answer = sb.call("previewReschedule", body)
    if answer.status_code in (400, 409):  # a change the plan or the seats cannot have: refused, nothing sold
        return
    assert answer.status_code == 200, answer.text
    quote = answer.json()["data"]
    for side in (quote["current"], quote["proposed"]):
        _adds_up(side, "base_price_per_adult_usd", sum(_line(i) for i in side["customizations_per_adult"]))
    lines = round(sum(_line(i) for i in quote["proposed"]["customizations_per_adult"] if "taken_by" not in i), 2)
    proposed = (quote["proposed"]["base_price_per_adult_usd"], lines, quote["proposed"]["price_per_adult_usd"])
    assert (
        quote["current"]["base_price_per_adult_usd"],
        round(sum(_line(i) for i in quote["current"]["customizations_per_adult"] if "taken_by" not in i), 2),
        quote["current"]["price_per_adult_usd"],
    ) == quoted
    done = sb.data("confirmReschedule", {"booking_id": booking["booking_id"], "quote_id": quote["quote_id"]})
    assert _pricing(done["booking"]["pricing"]) == proposed, (done["booking"]["pricing"], proposed)
    after = _booking(sb, booking["booking_id"])
    assert _pricing(after["pricing"]) == proposed
    was = ((after.get("pending_top_up") or {}).get("paid_for") or {}).get("pricing")
    if was is not None:  # the booking as paid beside an unpaid change: the parts it had
        assert _pricing(was) == quoted, was
