"""The session context shows the traveller's needs as the booking's requests now stand (relay 48 req 50).

The session recorded "Husband is vegetarian: no meat, no fish." while searching; the booking's request said it
longer ("Husband is vegetarian (no meat, no fish): please provide vegetarian alternatives…"). Once that request
was withdrawn (and the husband removed), the context still said "special_needs: Husband is vegetarian…": a stale
fact a model could put back on the booking.

Invariant (withdrawSpecialRequest's side effect, agent.special_requests): after a request is withdrawn, no need of
the session that the request said, in the request's words or the session's own shorter ones, is in the context;
every other need stays, in EN / KH / ZH.
"""

from __future__ import annotations

import pytest

from agent.prompts.context import parse_context, render_context
from agent.side_effects import apply_side_effects
from agent.state import AgentState, ConversationState
from tests.agent.test_consent import NOW

# (the session's own words for the need, the booking's request for it, another need that stays)
CASES = [
    ("Husband is vegetarian: no meat, no fish.",
     "Husband is vegetarian (no meat, no fish): please provide vegetarian alternatives for all included meals.",
     "Extra bed for our 9-year-old son in room 1: he needs his own bed."),
    ("丈夫吃素，不吃肉也不吃鱼。", "丈夫吃素，不吃肉也不吃鱼：请为所有餐食提供素食。", "儿子需要一张自己的床。"),
    ("ប្តីខ្ញុំតមសាច់ មិនញ៉ាំត្រី។", "ប្តីខ្ញុំតមសាច់ មិនញ៉ាំត្រី៖ សូមរៀបចំម្ហូបបួសគ្រប់ពេល។", "កូនប្រុសត្រូវការគ្រែផ្ទាល់ខ្លួន។"),
]  # fmt: skip


@pytest.mark.parametrize(("need", "booked", "stays"), CASES)
def test_a_withdrawn_request_leaves_the_context_in_every_wording(need: str, booked: str, stays: str) -> None:
    state = ConversationState.new("s-needs", NOW, user_id="u-1")
    state.state, state.booking_id, state.payment_status = AgentState.POST_BOOKING, "bk_1", "CONFIRMED"
    state.special_needs = f"{need} {stays}"
    state.booking_special_requests = f"{booked} {stays}"
    data = {
        "booking_id": "bk_1",
        "withdrawn": True,
        "withdrawn_request": {"number": 1, "request": booked, "status": "WITHDRAWN_BY_TRAVELLER"},
        "special_requests": stays,
    }
    inp = {"booking_id": "bk_1", "request_number": 1}
    apply_side_effects(state, "withdrawSpecialRequest", inp, {"success": True, "data": data}, NOW)
    context = parse_context(render_context(state, NOW))
    assert context.get("special_needs") == stays and context.get("booking_special_requests") == stays
    assert need not in render_context(state, NOW)
