"""Test support for the scripted model: a canned tool backend (agent/tools/RESULTS.md shapes)
and ``run_turn``, the agent loop in miniature (append user message → model → tools → side effects)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Callable

from agent.context import append_user_message, context_window, summarise_outside_window, tool_results_message
from agent.model import ModelResponse
from agent.notices import NOTICE_TURN_TEXT, NoticeKind, add_notice, mark_answered
from agent.prompts.builder import model_request
from agent.side_effects import apply_side_effects
from agent.state import ConversationState
from agent.tools.calls import ToolOutcome, error_result
from agent.tools.dispatch import is_local, prepare_remote, run_local, stamp_quote
from agent.tools.validation import prepare_tool_input, validate_tool_input

MAX_TOOL_LOOPS = 5

TRIPS = [
    {
        "id": "trip_101",
        "name": "Kep Crab & Coast Escape",
        "region": "Kep",
        "tier": "budget",
        "environment": "BEACH",
        "moods": ["stressed"],
        "duration_days": 3,
        "price_usd": 89.0,
        "tagline": "Slow mornings by a quiet sea",
        "highlights": ["Crab market", "Rabbit Island day trip", "Sunset at Kep beach"],
        "image_url": "/static/images/trip_101/1.svg",
        "difficulty": "easy",
    },
    {
        "id": "trip_102",
        "name": "Koh Rong Samloem Hideaway",
        "region": "Koh Rong",
        "tier": "standard",
        "environment": "BEACH",
        "moods": ["stressed", "romantic"],
        "duration_days": 3,
        "price_usd": 139.0,
        "tagline": "White sand and nothing to do",
        "highlights": ["Lazy Beach", "Snorkelling", "Bioluminescent plankton"],
        "image_url": "/static/images/trip_102/1.svg",
        "difficulty": "easy",
    },
    {
        "id": "trip_103",
        "name": "Song Saa Private Island Retreat",
        "region": "Koh Rong",
        "tier": "luxury",
        "environment": "BEACH",
        "moods": ["romantic"],
        "duration_days": 3,
        "price_usd": 149.0,
        "tagline": "Barefoot luxury on a private island",
        "highlights": ["Overwater villa", "Spa ritual", "Private boat"],
        "image_url": "/static/images/trip_103/1.svg",
        "difficulty": "easy",
    },
]
HOTELS = {
    "hotel_kep": {"name": "Knai Bang Chatt", "stars": 4, "region": "Kep"},
    "hotel_krs": {"name": "Saracen Bay Resort", "stars": 3, "region": "Koh Rong"},
    "hotel_krs2": {"name": "Lazy Beach Bungalows", "stars": 3, "region": "Koh Rong"},
    "hotel_songsaa": {"name": "Song Saa Villas", "stars": 5, "region": "Koh Rong"},
}
TRIP_HOTELS = {"trip_101": ["hotel_kep"], "trip_102": ["hotel_krs", "hotel_krs2"], "trip_103": ["hotel_songsaa"]}


@dataclass
class FakeBackend:
    """Canned tool results; records every call. ``payment_status`` is what checkPaymentStatus says."""

    now: datetime
    payment_status: str = "PENDING"
    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    invalid_inputs: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    intents: int = 0
    hold_minutes: int = 15  # the backend's hold (SANDBOX_HOLD_SECONDS in the sandbox)

    def trip(self, trip_id: str) -> dict[str, Any]:
        base = trip_id.split("_c")[0]
        return next(t for t in TRIPS if t["id"] == base)

    def __call__(self, name: str, inp: dict[str, Any], state: ConversationState) -> dict[str, Any]:
        self.calls.append((name, inp))
        prepared = prepare_tool_input(name, inp, state)
        invalid = validate_tool_input(name, prepared, backend=True)
        if invalid is not None:
            self.invalid_inputs.append((name, inp))
            return invalid
        handler: Callable[[dict[str, Any]], dict[str, Any]] = getattr(self, "_" + name)
        try:
            return {"success": True, "data": handler(prepared)}
        except LookupError as exc:
            return error_result("NOT_FOUND", f"not found: {exc}")
        except ValueError as exc:
            return error_result(str(exc), "That code is not valid.")

    def sent(self, name: str) -> dict[str, Any]:
        """The last body the backend got for tool ``name`` (e.g. createBooking built from the quote)."""
        return [inp for called, inp in self.calls if called == name][-1]

    def _getTripSuggestions(self, inp: dict[str, Any]) -> dict[str, Any]:
        return {"trips": TRIPS, "matched_on": {"environment": inp["environment"], "mood": inp["mood"]}}

    def _getTripItinerary(self, inp: dict[str, Any]) -> dict[str, Any]:
        trip = self.trip(inp["trip_id"])
        hotels = TRIP_HOTELS[trip["id"]]
        days = [
            {
                "day": n,
                "title": f"{trip['region']} day {n}",
                "activities": [f"activity {n}a", f"activity {n}b"],
                "meals": ["breakfast"],
                "hotel_id": hotels[0],
            }
            for n in range(1, trip["duration_days"] + 1)
        ]
        return {
            "trip_id": inp["trip_id"],
            "trip_name": trip["name"],
            "duration_days": trip["duration_days"],
            "price_usd": trip["price_usd"],
            "itinerary": days,
            "hotels": [{"id": h, "name": HOTELS[h]["name"], "stars": HOTELS[h]["stars"]} for h in hotels],
            "included": ["hotel", "transport", "breakfast"],
            "region": trip["region"],
        }

    def _getTripImages(self, inp: dict[str, Any]) -> dict[str, Any]:
        return {"trip_id": inp["trip_id"], "images": [{"url": f"/img/{inp['trip_id']}/1.svg", "caption": "The beach"}]}

    def _getHotelDetails(self, inp: dict[str, Any]) -> dict[str, Any]:
        hotel = HOTELS[inp["hotel_id"]]
        return {
            "hotel_id": inp["hotel_id"],
            **hotel,
            "amenities": ["pool", "wifi"],
            "rating": 4.5,
            "images": [{"url": "/img/h.svg", "caption": "Pool"}],
            "reviews": [{"author": "Mia", "rating": 5, "text": "Lovely stay"}],
        }

    def _getWeatherForecast(self, inp: dict[str, Any]) -> dict[str, Any]:
        return {
            "destination": inp["destination"],
            "date": inp["date"],
            "forecast": {
                "condition": "Sunny",
                "temp_min_c": 24,
                "temp_max_c": 32,
                "rain_chance_pct": 10,
                "humidity_pct": 70,
                "advice": "Bring sunscreen.",
            },
        }

    def _compareTrips(self, inp: dict[str, Any]) -> dict[str, Any]:
        trips = [self.trip(t) for t in inp["trip_ids"]]
        return {"trips": trips, "comparison": {"rows": [{"label": "Price", "values": [t["price_usd"] for t in trips]}]}}

    def _calculateCustomTrip(self, inp: dict[str, Any]) -> dict[str, Any]:
        base = self.trip(inp["base_trip_id"])["price_usd"]
        extras = [
            {"type": c["type"], "details": c.get("details", {}), "price_usd": 60.0} for c in inp["customizations"]
        ]
        per_person = base + 60.0 * len(extras)
        return {
            "base_trip_id": inp["base_trip_id"],
            "base_price_usd": base,
            "customizations": extras,
            "total_per_person_usd": per_person,
            "total_usd": per_person * 2,
            "people_count": 2,
        }

    def _customizeTrip(self, inp: dict[str, Any]) -> dict[str, Any]:
        trip = self.trip(inp["trip_id"])
        return {
            "custom_trip_id": trip["id"] + "_c1",
            "base_trip_id": trip["id"],
            "trip_name": trip["name"] + " (custom)",
            "total_per_person_usd": trip["price_usd"] + 60.0 * len(inp["customizations"]),
            "customizations": inp["customizations"],
        }

    def _applyDiscountCode(self, inp: dict[str, Any]) -> dict[str, Any]:
        if inp["code"] != "SAVE10":
            raise ValueError("INVALID_DISCOUNT_CODE")
        return {"code": "SAVE10", "valid": True, "discount_pct": 10, "new_total_usd": 357.0, "description": "10% off"}

    def _validateUserDetails(self, inp: dict[str, Any]) -> dict[str, Any]:
        phone = inp["phone"]
        if not phone.startswith("+") or len(phone) < 9:
            return {"valid": False, "errors": {"phone": "include the country code, e.g. +855"}, "normalized": {}}
        return {"valid": True, "errors": {}, "normalized": {"name": inp["name"].title(), "phone": phone}}

    def _previewBooking(self, inp: dict[str, Any]) -> dict[str, Any]:
        base_id = inp["trip_id"].removesuffix("_c1")
        trip = self.trip(base_id)
        start = datetime.fromisoformat(inp["travel_date"]).date()
        per_person = 178.5 if inp["trip_id"].endswith("_c1") else float(trip["price_usd"])
        return {
            "trip_id": inp["trip_id"],
            "trip_name": trip["name"],
            "travel_date": inp["travel_date"],
            "end_date": (start + timedelta(days=trip["duration_days"] - 1)).isoformat(),
            "duration_days": trip["duration_days"],
            "people_count": inp["people_count"],
            "pickup_location": inp.get("pickup_location"),
            "discount_code": inp.get("discount_code"),
            "price_per_person_usd": per_person,
            "total_usd": round(per_person * inp["people_count"], 2),
            "hold_minutes": self.hold_minutes,
        }

    def _createBooking(self, inp: dict[str, Any]) -> dict[str, Any]:
        return {
            "booking_id": "bk_1",
            "booking_ref": "DLG-7F3K2Q",
            "status": "RESERVED",
            "reserved_until": (self.now + timedelta(minutes=self.hold_minutes)).isoformat(),
            "trip_id": inp["trip_id"],
            "trip_name": self.trip(inp["trip_id"])["name"],
            "travel_date": inp["travel_date"],
            "end_date": inp["end_date"],
            "people_count": inp["people_count"],
            "total_usd": 357.0,
        }

    def _generatePaymentQR(self, inp: dict[str, Any]) -> dict[str, Any]:
        self.intents += 1
        return {
            "payment_intent_id": f"pi_{self.intents}",
            "booking_id": inp["booking_id"],
            "qr_code_url": "data:image/png;base64,AAAA",
            "amount": 357.0,
            "currency": "USD",
            "expires_at": (self.now + timedelta(minutes=self.hold_minutes)).isoformat(),
        }

    def _checkPaymentStatus(self, inp: dict[str, Any]) -> dict[str, Any]:
        return {"payment_intent_id": inp["payment_intent_id"], "status": self.payment_status, "booking_id": "bk_1"}

    def _cancelBooking(self, inp: dict[str, Any]) -> dict[str, Any]:
        return {
            "booking_id": inp["booking_id"],
            "cancelled": True,
            "refund_usd": 0.0,
            "policy": "Unpaid holds are free to cancel.",
        }


@dataclass
class TurnLog:
    responses: list[ModelResponse] = field(default_factory=list)
    outcomes: list[ToolOutcome] = field(default_factory=list)  # the turn's tool results (for its frames)

    @property
    def text(self) -> str:
        return "\n\n".join(r.text for r in self.responses if r.text)

    @property
    def final_text(self) -> str:
        return self.responses[-1].text if self.responses else ""

    @property
    def tools(self) -> list[str]:
        return [b.name or "" for r in self.responses for b in r.tool_uses]

    def inputs(self, name: str) -> list[dict[str, Any]]:
        return [b.input or {} for r in self.responses for b in r.tool_uses if b.name == name]


async def system_turn(
    model: Any,
    state: ConversationState,
    kind: NoticeKind,
    note: str,
    tool_executor: Callable[[str, dict[str, Any], ConversationState], dict[str, Any]],
    now: datetime,
) -> TurnLog:
    """A turn the workflow starts itself: the notice in the context, the fixed placeholder as the
    user message (as workflows/session.py does)."""
    state.notices = add_notice(state.notices, kind, note, now, state.turn)
    state.messages.append({"role": "user", "content": NOTICE_TURN_TEXT})
    log = await model_loop(model, state, tool_executor, now)
    mark_answered(state.notices, kind)
    return log


async def run_turn(
    model: Any,
    state: ConversationState,
    user_text: str,
    tool_executor: Callable[[str, dict[str, Any], ConversationState], dict[str, Any]],
    now: datetime,
) -> TurnLog:
    """Append the user message, then call the model until end_turn (at most 5 tool loops),
    executing tools, appending their results and applying their side effects."""
    append_user_message(state, user_text, now)
    log = await model_loop(model, state, tool_executor, now)
    mark_answered(state.notices)
    summarise_outside_window(state)  # as the workflow does at the end of a turn
    return log


async def model_loop(
    model: Any,
    state: ConversationState,
    tool_executor: Callable[[str, dict[str, Any], ConversationState], dict[str, Any]],
    now: datetime,
) -> TurnLog:
    log = TurnLog()
    for _ in range(MAX_TOOL_LOOPS + 1):
        system, tools = model_request(state, now)  # what the call_llm activity sends (offered tools per stage)
        response = await model.create_message(system, context_window(state.messages), tools)
        log.responses.append(response)
        state.messages.append(response.assistant_message())
        if response.stop_reason != "tool_use":
            return log
        names = [b.name or "" for b in response.tool_uses]
        outcomes = []
        sent: dict[str, dict[str, Any]] = {}
        for block in response.tool_uses:  # the workflow's own tools first: they may move the stage
            if is_local(block.name):
                outcomes.append(run_local(state, block.id or "", block.name or "", block.input or {}, names, now))
        for block in response.tool_uses:
            if is_local(block.name):
                continue
            refused, backend_input = prepare_remote(state, block.name or "", block.input or {}, names)
            sent[block.id or ""] = backend_input
            result = refused or tool_executor(block.name or "", backend_input, state)
            outcome = ToolOutcome(tool_use_id=block.id or "", name=block.name or "", result=result)
            outcomes.append(stamp_quote(outcome, state, len(outcomes) + 1))
        order = {b.id: i for i, b in enumerate(response.tool_uses)}
        outcomes.sort(key=lambda o: order[o.tool_use_id])
        log.outcomes.extend(outcomes)
        state.messages.append(tool_results_message(outcomes))
        for block, outcome in zip(response.tool_uses, outcomes):
            if not is_local(outcome.name):
                apply_side_effects(
                    state, outcome.name, sent.get(block.id or "") or block.input or {}, outcome.result, now
                )
    raise AssertionError("the model did not finish within 5 tool loops")
