"""Shared bits of the tool routers."""

from __future__ import annotations

from typing import Any, Optional

import structlog
from fastapi import APIRouter, Depends, Request

from agent.tools.catalog import API_PREFIX, ENDPOINTS
from sandbox.data.trips import T, get_trip
from sandbox.deps import require_service_key, session_of
from sandbox.errors import not_found
from sandbox.group import Group
from sandbox.plan import items_for, plan_for
from sandbox.store import Store

log = structlog.get_logger("sandbox")

ENVELOPE_DOC = {
    400: {
        "description": "Invalid input: `{success: false, error: {code: INVALID_INPUT | VALIDATION_FAILED | INVALID_DISCOUNT_CODE}}`"
    },
    401: {"description": "Missing or wrong `X-Service-Key` (`UNAUTHORIZED`)"},
    503: {"description": "Injected fault (`BACKEND_ERROR`)"},
}


def tool_router() -> APIRouter:
    return APIRouter(prefix=API_PREFIX, dependencies=[Depends(require_service_key)], responses=ENVELOPE_DOC)


def path(tool: str) -> str:
    return ENDPOINTS[tool].path


def store_of(request: Request) -> Store:
    return request.app.state.store


def trip_or_404(request: Request, trip_id: str) -> T:
    """A catalogue trip, or the base trip of a saved custom variant."""
    trip = get_trip(trip_id)
    if trip is None:
        custom = store_of(request).custom_trips.get(trip_id)
        trip = get_trip(custom["base_trip_id"]) if custom else None
    if trip is None:
        raise not_found("trip", trip_id)
    return trip


def logged(request: Request, tool: str, **fields: Any) -> None:
    """One structured line per tool call: session id and tool name, never PII."""
    log.info("sandbox.tool", tool=tool, session_id=session_of(request), **fields)


def custom_of(request: Request, trip_id: str) -> Optional[dict[str, Any]]:
    return store_of(request).custom_trips.get(trip_id)


def plan_of(
    request: Request,
    trip_id: str,
    labels: Optional[list[str]] = None,
    transport: str = "driver",
    mobility: bool = False,
    extra: Optional[list[dict[str, Any]]] = None,
    group: Optional[Group] = None,
) -> tuple[T, dict[str, Any]]:
    """The catalogue trip behind ``trip_id`` and its plan as booked (custom variant + labels);
    ``mobility``: the group's mobility need (where an add-on can go: sandbox/day_room.py); ``extra``: priced
    items beside them (the length a suggestion card showed); ``group``: who travels (the days say who takes an
    add-on only some take as the price charges them: sandbox/add_on_people.py ``shown_takers``)."""
    trip = trip_or_404(request, trip_id)
    items = items_for(trip, custom_of(request, trip_id), list(labels or []), store_of(request).custom_trips)
    return trip, plan_for(trip, items + list(extra or []), transport, mobility, group)
