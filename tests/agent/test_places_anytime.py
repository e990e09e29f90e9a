"""What a place is like is asked at any stage: getPlaces is offered and runs in every stage, and a session
recorded before (its patch not taken) refuses it where its stage table left it out, as it did then."""

from __future__ import annotations

import pytest

from agent.state import AgentState
from agent.tools.stages import ANYTIME, STAGE_TOOL_NAMES, offered_tools, stage_refusal


@pytest.mark.parametrize("stage", list(AgentState))
def test_an_anytime_tool_is_offered_and_runs_in_every_stage(stage: AgentState) -> None:
    offered = {t["name"] for t in offered_tools(stage)}
    for name in ANYTIME:
        assert name in offered, (stage, name)
        assert stage_refusal(name, stage) is None, (stage, name)


@pytest.mark.parametrize("stage", [s for s in AgentState if not ANYTIME <= STAGE_TOOL_NAMES[s]])
def test_a_session_recorded_before_refuses_it_outside_its_stages(stage: AgentState) -> None:
    for name in ANYTIME - STAGE_TOOL_NAMES[stage]:
        refused = stage_refusal(name, stage, anytime=lambda: False)
        assert refused is not None and refused["error"]["code"] == "NOT_AVAILABLE_NOW", refused


def test_the_patch_is_asked_only_where_the_stage_table_leaves_it_out() -> None:
    asked: list[AgentState] = []
    for stage in AgentState:
        stage_refusal("getPlaces", stage, anytime=lambda stage=stage: asked.append(stage) or True)
    assert asked and all("getPlaces" not in STAGE_TOOL_NAMES[s] for s in asked)
    assert set(asked) == {s for s in AgentState if "getPlaces" not in STAGE_TOOL_NAMES[s]}
