"""The 19 tool activities, one per backend tool and named after it.

The Temporal UI then reads like the conversation: ``getTripSuggestions``, ``createBooking``...
Each activity takes a :class:`~agent.tools.calls.ToolCall` and returns a
:class:`~agent.tools.calls.ToolOutcome` whose ``result`` is the contract envelope. All of them
share one :class:`ToolActivities` instance per worker, i.e. one :class:`BackendClient` (one pooled
HTTP client, one circuit breaker, one cache)::

    tool_activities = ToolActivities.from_settings(settings)
    Worker(client, task_queue=..., workflows=[...], activities=tool_activities.activities())
    ...
    await tool_activities.aclose()

Workflows call them by name: ``workflow.execute_activity(call.name, call, result_type=ToolOutcome,
...)``. Failures that Temporal should retry are raised (see :mod:`activities.backend`).
"""

from __future__ import annotations

from typing import Any, Callable

import structlog
from temporalio import activity

from activities.backend import BackendClient
from activities.heartbeat import heartbeating
from agent.settings import Settings
from agent.tools.calls import ToolCall, ToolOutcome, error_result
from agent.tools.catalog import CATALOG

log = structlog.get_logger("derlg.tools")

TOOL_ACTIVITY_NAMES: tuple[str, ...] = tuple(CATALOG)


class ToolActivities:
    """Holds the per-worker dependencies; each method below is one Temporal activity."""

    def __init__(self, backend: BackendClient) -> None:
        self.backend = backend

    @classmethod
    def from_settings(cls, settings: Settings) -> ToolActivities:
        return cls(BackendClient(settings))

    def activities(self) -> list[Callable[..., Any]]:
        """The 19 bound activity methods, in catalog order, for ``Worker(activities=...)``."""
        return [getattr(self, name) for name in TOOL_ACTIVITY_NAMES]

    async def aclose(self) -> None:
        await self.backend.aclose()

    async def run(self, tool_name: str, call: ToolCall) -> ToolOutcome:
        """The shared implementation: the activity's name is the tool that is called."""
        if call.name != tool_name:
            info = activity.info() if activity.in_activity() else None
            log.error(
                "tool_name_mismatch",
                session_id=call.session_id,
                tool=tool_name,
                call_name=call.name,
                attempt=info.attempt if info else None,
            )
            result = error_result("INVALID_INPUT", f"This request was sent to the wrong tool ({tool_name}).")
            return ToolOutcome(tool_use_id=call.tool_use_id, name=tool_name, result=result)
        async with heartbeating():  # the HTTP call may take up to TOOL_TIMEOUT_SECONDS
            result = await self.backend.call(call)
        return ToolOutcome(tool_use_id=call.tool_use_id, name=tool_name, result=result)

    @activity.defn(name="previewBooking")
    async def previewBooking(self, call: ToolCall) -> ToolOutcome:
        return await self.run("previewBooking", call)

    @activity.defn(name="getTripSuggestions")
    async def getTripSuggestions(self, call: ToolCall) -> ToolOutcome:
        return await self.run("getTripSuggestions", call)

    @activity.defn(name="getTripItinerary")
    async def getTripItinerary(self, call: ToolCall) -> ToolOutcome:
        return await self.run("getTripItinerary", call)

    @activity.defn(name="getTripImages")
    async def getTripImages(self, call: ToolCall) -> ToolOutcome:
        return await self.run("getTripImages", call)

    @activity.defn(name="getHotelDetails")
    async def getHotelDetails(self, call: ToolCall) -> ToolOutcome:
        return await self.run("getHotelDetails", call)

    @activity.defn(name="getWeatherForecast")
    async def getWeatherForecast(self, call: ToolCall) -> ToolOutcome:
        return await self.run("getWeatherForecast", call)

    @activity.defn(name="compareTrips")
    async def compareTrips(self, call: ToolCall) -> ToolOutcome:
        return await self.run("compareTrips", call)

    @activity.defn(name="calculateCustomTrip")
    async def calculateCustomTrip(self, call: ToolCall) -> ToolOutcome:
        return await self.run("calculateCustomTrip", call)

    @activity.defn(name="customizeTrip")
    async def customizeTrip(self, call: ToolCall) -> ToolOutcome:
        return await self.run("customizeTrip", call)

    @activity.defn(name="applyDiscountCode")
    async def applyDiscountCode(self, call: ToolCall) -> ToolOutcome:
        return await self.run("applyDiscountCode", call)

    @activity.defn(name="validateUserDetails")
    async def validateUserDetails(self, call: ToolCall) -> ToolOutcome:
        return await self.run("validateUserDetails", call)

    @activity.defn(name="createBooking")
    async def createBooking(self, call: ToolCall) -> ToolOutcome:
        return await self.run("createBooking", call)

    @activity.defn(name="generatePaymentQR")
    async def generatePaymentQR(self, call: ToolCall) -> ToolOutcome:
        return await self.run("generatePaymentQR", call)

    @activity.defn(name="checkPaymentStatus")
    async def checkPaymentStatus(self, call: ToolCall) -> ToolOutcome:
        return await self.run("checkPaymentStatus", call)

    @activity.defn(name="cancelBooking")
    async def cancelBooking(self, call: ToolCall) -> ToolOutcome:
        return await self.run("cancelBooking", call)

    @activity.defn(name="modifyBooking")
    async def modifyBooking(self, call: ToolCall) -> ToolOutcome:
        return await self.run("modifyBooking", call)

    @activity.defn(name="getPlaces")
    async def getPlaces(self, call: ToolCall) -> ToolOutcome:
        return await self.run("getPlaces", call)

    @activity.defn(name="getUpcomingFestivals")
    async def getUpcomingFestivals(self, call: ToolCall) -> ToolOutcome:
        return await self.run("getUpcomingFestivals", call)

    @activity.defn(name="estimateBudget")
    async def estimateBudget(self, call: ToolCall) -> ToolOutcome:
        return await self.run("estimateBudget", call)

    @activity.defn(name="getCurrencyRates")
    async def getCurrencyRates(self, call: ToolCall) -> ToolOutcome:
        return await self.run("getCurrencyRates", call)

    @activity.defn(name="previewReschedule")
    async def previewReschedule(self, call: ToolCall) -> ToolOutcome:
        return await self.run("previewReschedule", call)

    @activity.defn(name="confirmReschedule")
    async def confirmReschedule(self, call: ToolCall) -> ToolOutcome:
        return await self.run("confirmReschedule", call)

    @activity.defn(name="previewCancellation")
    async def previewCancellation(self, call: ToolCall) -> ToolOutcome:
        return await self.run("previewCancellation", call)

    @activity.defn(name="confirmCancellation")
    async def confirmCancellation(self, call: ToolCall) -> ToolOutcome:
        return await self.run("confirmCancellation", call)

    @activity.defn(name="getRefundStatus")
    async def getRefundStatus(self, call: ToolCall) -> ToolOutcome:
        return await self.run("getRefundStatus", call)

    @activity.defn(name="getTravelEssentials")
    async def getTravelEssentials(self, call: ToolCall) -> ToolOutcome:
        return await self.run("getTravelEssentials", call)


def build_tool_activities(settings: Settings, *, backend: BackendClient | None = None) -> list[Callable[..., Any]]:
    """The 19 activity callables bound to one shared :class:`BackendClient`."""
    holder = ToolActivities(backend or BackendClient(settings))
    return holder.activities()
