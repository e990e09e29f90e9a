"""A stage change answered ``changed: true`` holds: the next model call of the same turn is in the new stage
and offered its tools, and the stage is still there at the traveller's next message, whatever else the same
response did that only suggests a stage (relay 63 req 9-11: requestStageChange(CUSTOMIZATION) beside
validateUserDetails answered "changed", the details moved the stage back to BOOKING, so the next call had no
calculateCustomTrip and the model had to ask again).

For every stage a trip is chosen in, every move it allows, the calls in either order, each language.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agent.state import AgentState, ConversationState
from agent.tools.local import requestable_targets
from agent.tools.stages import offered_tools
from tests.activities.models.scripted.sandbox_support import SandboxBackend
from tests.played_support import PlayedModel, call, say

NOW = datetime(2026, 12, 1, 1, 0, tzinfo=UTC)
CHOSEN = (AgentState.EXPLORATION, AgentState.CUSTOMIZATION, AgentState.BOOKING)
MOVES = [(src, AgentState(dst)) for src in CHOSEN for dst in requestable_targets(src)]


def _session(stage: AgentState, language: str) -> ConversationState:
    state = ConversationState.new("0b7e2c1e-0000-4000-8000-0000000000a1", NOW, user_id="u1", language=language)
    for name, value in dict(
        mood="family", environment="FOREST", duration_days=5, people_count=4, adults=3, children_ages=[12],
        budget_min_usd=300.0, budget_max_usd=500.0, departure_city="Phnom Penh",
        suggested_trip_ids=["trip_016", "trip_017", "trip_018"], selected_trip_id="trip_016",
        viewed_trip_id="trip_016", state=stage,
    ).items():  # fmt: skip
        setattr(state, name, value)
    return state


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("details_first", [True, False])
@pytest.mark.parametrize("move", MOVES, ids=lambda m: f"{m[0].value}->{m[1].value}")
async def test_the_stage_asked_for_holds_beside_the_details(
    move: tuple[AgentState, AgentState], details_first: bool, language: str
) -> None:
    src, dst = move
    state, model, backend = _session(src, language), PlayedModel(), SandboxBackend(NOW)
    details = call("validateUserDetails", name="Joseph Mwangi", phone="+254 722 418 903")
    asked = call("requestStageChange", to_stage=dst.value, trip_id="trip_016", reason="the traveller asked")
    log = await say(
        model, state, backend, "my details, and change it please", NOW, [details, asked][:: 1 if details_first else -1]
    )
    answers = {o.name: o.result for o in log.outcomes}
    assert answers["requestStageChange"]["data"]["stage"] == dst.value
    checked = answers["validateUserDetails"]  # checked, or refused where the new stage takes no details
    assert checked.get("data", {}).get("valid") is True or checked["error"]["code"] == "NOT_AVAILABLE_NOW"
    after = model.seen[1]  # the same turn's next model call
    assert after.stage == dst.value
    assert after.tools == [t["name"] for t in offered_tools(dst)]
    assert state.state == dst
    await say(model, state, backend, "ok", NOW)  # the traveller's next message: nothing moved it
    assert model.seen[-1].stage == dst.value
