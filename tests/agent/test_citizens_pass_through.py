"""``cambodian_citizens`` given to previewBooking reaches the backend, is kept on the booking summary and
goes into the createBooking body the workflow builds from it, so the booking is priced as the summary was
(relay 25 req 5: Cambodian citizens enter the Angkor park free); a summary without it sends none."""

from __future__ import annotations

import pytest

from agent.context import append_user_message
from agent.side_effects import apply_side_effects
from agent.state import AgentState as A
from agent.tools.calls import ToolOutcome
from agent.tools.dispatch import prepare_remote, stamp_quote
from tests.agent.contract_support import NOW, at_stage


@pytest.mark.parametrize("citizens", [0, 1, 3])
def test_the_summarys_citizens_are_booked(citizens: int) -> None:
    state = at_stage(A.BOOKING)
    state.booking_id = state.booking_ref = state.payment_intent_id = None
    state.travel_dates = {"start": "2027-01-10"}
    append_user_message(state, "book it", NOW)
    asked = {"pickup_location": "Airport", **({"cambodian_citizens": citizens} if citizens else {})}
    refused, body = prepare_remote(state, "previewBooking", asked, ["previewBooking"])
    assert refused is None and body.get("cambodian_citizens", 0) == citizens
    data = {**body, "end_date": "2027-01-12", "price_per_person_usd": 100.0, "total_usd": 200.0}
    outcome = stamp_quote(
        ToolOutcome(tool_use_id="p", name="previewBooking", result={"success": True, "data": data}), state, 1
    )
    apply_side_effects(state, "previewBooking", body, outcome.result, NOW)
    quote = state.booking_quote
    assert quote is not None and quote.cambodian_citizens == citizens
    append_user_message(state, "yes, book it", NOW)
    state.customer_name, state.customer_phone, state.details_validated = "Sokha Chan", "+85512345678", True
    refused, create = prepare_remote(state, "createBooking", {"quote_id": quote.quote_id}, ["createBooking"])
    assert refused is None
    assert create.get("cambodian_citizens", 0) == citizens
