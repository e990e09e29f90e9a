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

from typing import Any, Callable, Optional

import structlog
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.backend import BackendClient
from activities.heartbeat import heartbeating
from agent.display import carries_money, in_travellers_terms
from agent.settings import Settings
from agent.tools.calls import ToolCall, ToolOutcome, error_result
from agent.tools.catalog import CATALOG, WORKFLOW_CALLS

log = structlog.get_logger("derlg.tools")

TOOL_ACTIVITY_NAMES: tuple[str, ...] = tuple(CATALOG)
# The workflow's own backend calls (agent.tools.catalog.WORKFLOW_CALLS), registered beside them.
WORKFLOW_CALL_NAMES: tuple[str, ...] = tuple(WORKFLOW_CALLS)
# Results shown as the backend gives them: a conversion already is in the asked currency.
_AS_GIVEN = frozenset({"getCurrencyRates"})


class ToolActivities:
    """Holds the per-worker dependencies; each method below is one Temporal activity."""

    def __init__(self, backend: BackendClient) -> None:
        self.backend = backend

    @classmethod
    def from_settings(cls, settings: Settings) -> ToolActivities:
        return cls(BackendClient(settings))

    def activities(self) -> list[Callable[..., Any]]:
        """The bound activity methods, in catalog order, then the workflow's own backend calls, for
        ``Worker(activities=...)``."""
        return [getattr(self, name) for name in (*TOOL_ACTIVITY_NAMES, *WORKFLOW_CALL_NAMES)]

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
            if call.display is not None and tool_name not in _AS_GIVEN and result.get("success"):
                money = carries_money(result.get("data"))
                rate = await self._rate(call, call.display.currency) if money else None
                result = in_travellers_terms(result, call.display, rate)
        return ToolOutcome(tool_use_id=call.tool_use_id, name=tool_name, result=result)

    async def _rate(self, call: ToolCall, currency: Optional[str]) -> Optional[float]:
        """Units of ``currency`` per USD from the backend (its cache keeps it 10 minutes); None
        when there is no display currency or the rate cannot be had (then amounts stay in USD)."""
        if not currency or currency == "USD":
            return None
        ask = ToolCall(
            session_id=call.session_id,
            tool_use_id=f"{call.tool_use_id}:rate",
            name="getCurrencyRates",
            input={"from_currency": "USD", "to_currency": currency},
            language=call.language,
            idempotency_key=f"{call.idempotency_key}:rate",
        )
        try:
            answer = await self.backend.call(ask)
        except ApplicationError:  # the rate is a courtesy: never fail the tool call for it
            log.warning("display_rate_unavailable", session_id=call.session_id, tool=call.name, currency=currency)
            return None
        rate = (answer.get("data") or {}).get("rate") if answer.get("success") else None
        return float(rate) if isinstance(rate, (int, float)) and rate > 0 else None

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

    @activity.defn(name="withdrawTopUp")  # issue 37: undo a change whose top-up is not paid
    async def withdrawTopUp(self, call: ToolCall) -> ToolOutcome:
        return await self.run("withdrawTopUp", call)

    @activity.defn(name="changePickup")  # issue 37: the booking's pickup place
    async def changePickup(self, call: ToolCall) -> ToolOutcome:
        return await self.run("changePickup", call)

    @activity.defn(name="withdrawSpecialRequest")  # issue 37: a special request taken off the booking
    async def withdrawSpecialRequest(self, call: ToolCall) -> ToolOutcome:
        return await self.run("withdrawSpecialRequest", call)

    @activity.defn(name="getTravelEssentials")
    async def getTravelEssentials(self, call: ToolCall) -> ToolOutcome:
        return await self.run("getTravelEssentials", call)

    @activity.defn(name="addBookingRequest")
    async def addBookingRequest(self, call: ToolCall) -> ToolOutcome:
        """Issue 22: a special request stated after createBooking, added to the booking."""
        return await self.run("addBookingRequest", call)


def build_tool_activities(settings: Settings, *, backend: BackendClient | None = None) -> list[Callable[..., Any]]:
    """The 19 activity callables bound to one shared :class:`BackendClient`."""
    holder = ToolActivities(backend or BackendClient(settings))
    return holder.activities()
