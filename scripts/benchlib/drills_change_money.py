"""Change-money drill: every change of a paid booking at the price a new booking pays, under
a refund policy moves cannot game, with unpaid top-ups that can be withdrawn. Against the stack's
backend (the sandbox) with the real clock: exact amounts, each the difference of two new-booking prices
(previewBooking of the same trip and dates with and without the traveller), so a change costs what a new
booking of the group after it costs less what the group before it costs, whatever the price rules are."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Awaitable, Callable

import httpx

from sandbox.policy import money
from scripts.benchlib.drill import Context, Drill, DrillResult

TRIP = "trip_001"
FEE = 15.0  # sandbox/policy.py LATE_CHANGE_FEE_PER_PERSON
Case = Callable[[httpx.AsyncClient], Awaitable[list[str]]]


async def _tool(http: httpx.AsyncClient, path: str, body: dict[str, Any]) -> dict[str, Any]:
    r = await http.post(f"/v1/ai-tools/{path}", json=body)
    payload = r.json()
    if not payload.get("success"):
        raise RuntimeError(f"{path}: {r.status_code} {payload.get('error')}")
    return dict(payload["data"])


def _spec(days_ahead: int, adults: int, kids: tuple[int, ...]) -> dict[str, Any]:
    start = date.today() + timedelta(days=days_ahead)
    return {
        "trip_id": TRIP,
        "travel_date": start.isoformat(),
        "end_date": (start + timedelta(days=2)).isoformat(),
        "adults": adults,
        "children_ages": list(kids),
        "pickup_location": "Hotel lobby",
        "customer_name": "Drill Traveller",
        "customer_phone": "012 345 678",
    }


async def _new_price(http: httpx.AsyncClient, days_ahead: int, adults: int, kids: tuple[int, ...] = ()) -> float:
    """What a new booking of the trip for that group costs (previewBooking: nothing is reserved)."""
    return float((await _tool(http, "bookings/preview", _spec(days_ahead, adults, kids)))["total_usd"])


async def _paid(http: httpx.AsyncClient, days_ahead: int, adults: int = 2, kids: tuple[int, ...] = ()) -> str:
    booking = await _tool(http, "bookings/create", _spec(days_ahead, adults, kids))
    qr = await _tool(http, "payments/qr", {"booking_id": booking["booking_id"]})
    (await http.post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed", json={"signal": False})).raise_for_status()
    return str(booking["booking_id"])


def _near(a: float, b: float) -> bool:
    return abs(a - b) < 0.011


async def join_and_leave(http: httpx.AsyncClient) -> list[str]:
    bid = await _paid(http, 60, adults=2, kids=(8,))  # 60 days ahead: 100 % tier
    before = await _new_price(http, 60, 2, (8,))
    adult = money(await _new_price(http, 60, 3, (8,)) - before)  # an adult's price in a new booking
    child = money(await _new_price(http, 60, 2, (8, 8)) - before)  # a child of 8's
    adult_out = money(before - await _new_price(http, 60, 1, (8,)))
    child_out = money(before - await _new_price(http, 60, 2))
    problems = []
    for change, want in (({"add_adults": 1}, adult), ({"add_children_ages": [8]}, child)):
        quote = await _tool(http, "bookings/reschedule/preview", {"booking_id": bid, **change})
        if not _near(quote["amount_due_usd"], want):
            problems.append(f"{change}: due {quote['amount_due_usd']} != {want}")
    adult_leaves = await _tool(http, "bookings/reschedule/preview", {"booking_id": bid, "remove_adults": 1})
    if not _near(adult_leaves["refund_usd"], adult_out):  # an adult frees the adult price, not the group's average
        problems.append(f"an adult leaving refunds {adult_leaves['refund_usd']} != {adult_out}")
    leave = await _tool(http, "bookings/reschedule/preview", {"booking_id": bid, "remove_children_ages": [8]})
    if not _near(leave["refund_usd"], child_out):  # their own price, at 100 %
        problems.append(f"a child leaving refunds {leave['refund_usd']} != {child_out}")
    await _tool(http, "bookings/reschedule/confirm", {"booking_id": bid, "quote_id": leave["quote_id"]})
    booked = next(b for b in await _bookings(http) if b["booking_id"] == bid)
    group = booked["group"]
    if group.get("adults") != 2 or group.get("children_ages") or booked["people_count"] != 2:
        problems.append(f"group after the change: {booked['group']}")
    if not _near(booked["total_usd"], before - child_out) or len(booked["pricing"]["travellers"]) != 2:
        problems.append(f"price list after the change: {booked['total_usd']} / {booked['pricing']['travellers']}")
    return problems


async def longer_trip(http: httpx.AsyncClient) -> list[str]:
    bid = await _paid(http, 60)  # 100 % tier: a day less gives back all it is worth
    booked = next(b for b in await _bookings(http) if b["booking_id"] == bid)
    end = date.fromisoformat(booked["end_date"])
    longer = {"booking_id": bid, "new_end_date": (end + timedelta(days=1)).isoformat()}
    quote = await _tool(http, "bookings/reschedule/preview", longer)
    # what a new booking of the trip a day longer costs (calculateCustomTrip) less what the booking cost
    custom = {"base_trip_id": TRIP, "customizations": [{"type": "add_day", "details": {"days": 1}}], "adults": 2}
    want = money(float((await _tool(http, "trips/calculate", custom))["total_usd"]) - await _new_price(http, 60, 2))
    problems = []
    if not quote["amount_due_usd"] > 0 or not _near(quote["amount_due_usd"], want):
        problems.append(f"a day longer costs {quote['amount_due_usd']} != {want}")
    if len(quote["proposed"]["itinerary_days"]) != 4:
        problems.append(f"the longer plan has {len(quote['proposed']['itinerary_days'])} days")
    return problems


async def near_and_back_then_cancel(http: httpx.AsyncClient) -> list[str]:
    bid = await _paid(http, 20)  # 50 % tier
    start = next(b for b in await _bookings(http) if b["booking_id"] == bid)["travel_date"]
    near = (date.today() + timedelta(days=3)).isoformat()
    quote = await _tool(http, "bookings/reschedule/preview", {"booking_id": bid, "new_travel_date": near})
    problems = []
    if quote["refund_terms_after_change"]["refund_pct_if_cancelled_today"] != 0:
        problems.append("the quote near the date does not say the refund drops to 0 %")
    await _tool(http, "bookings/reschedule/confirm", {"booking_id": bid, "quote_id": quote["quote_id"]})
    back = await _tool(http, "bookings/reschedule/preview", {"booking_id": bid, "new_travel_date": start})
    if not _near(back["change_fee_usd"], 2 * FEE):
        problems.append(f"moving back costs {back['change_fee_usd']}, not the late fee")
    await _tool(http, "bookings/reschedule/confirm", {"booking_id": bid, "quote_id": back["quote_id"]})
    cancel = await _tool(http, "bookings/cancellation/preview", {"booking_id": bid})
    if cancel["refund_usd"] != 0:  # a move near the date and back never restores the earlier tier
        problems.append(f"cancelling refunds {cancel['refund_usd']}")
    return problems


async def withdrawn_top_up(http: httpx.AsyncClient) -> list[str]:
    bid = await _paid(http, 60)
    before = next(b for b in await _bookings(http) if b["booking_id"] == bid)
    quote = await _tool(http, "bookings/reschedule/preview", {"booking_id": bid, "add_adults": 1})
    done = await _tool(http, "bookings/reschedule/confirm", {"booking_id": bid, "quote_id": quote["quote_id"]})
    intent = done["payment"]["payment_intent_id"]
    await _tool(http, "bookings/top-up/withdraw", {"booking_id": bid})
    after = next(b for b in await _bookings(http) if b["booking_id"] == bid)
    problems = [
        f"{key} {after[key]} != {before[key]} after the withdrawal"
        for key in ("people_count", "total_usd", "amount_paid_usd", "group", "balance_due_usd")
        if after[key] != before[key]
    ]
    paid = await http.post(f"/sandbox/payments/{intent}/succeed", json={"signal": False})
    if paid.status_code != 409:
        problems.append(f"the withdrawn top-up's QR could still be paid ({paid.status_code})")
    return problems


async def _bookings(http: httpx.AsyncClient) -> list[dict[str, Any]]:
    r = await http.get("/sandbox/bookings")
    r.raise_for_status()
    return list(r.json()["data"]["bookings"])


CASES: dict[str, Case] = {
    "join-and-leave": join_and_leave,
    "longer-trip": longer_trip,
    "near-and-back-then-cancel": near_and_back_then_cancel,
    "withdrawn-top-up": withdrawn_top_up,
}


async def change_money(ctx: Context, result: DrillResult) -> None:
    async with ctx.sandbox() as http:
        for label, case in CASES.items():
            try:
                problems = await case(http)
            except Exception as exc:  # noqa: BLE001 - a drill reports, it does not stop
                problems = [f"{type(exc).__name__}: {exc}"]
            result.check(not problems, f"{label}: {'; '.join(problems)}")


DRILLS = [
    Drill(
        "change-money",
        "after payment: an adult and a child join, an adult or a child leaves, the trip gets a day longer, the trip is "
        "moved 3 days out and back then cancelled, a change's top-up is withdrawn (backend, real clock)",
        "what a new booking charges for the one who joins / frees for the one who leaves, the group and price list follow; "
        "a day more costs what a new booking a day longer costs more; the near date's 0 % stated, the late fee, then no refund; the booking as "
        "before the change and its top-up QR dead",
        change_money,
        quick=False,
    ),
]
