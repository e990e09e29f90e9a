"""One change is put to the traveller at a time (relay run 53 req 47: two previews to act in one answer, remove day 4
and remove day 3; only the last got the card with the Confirm button while the text recommended the first, and the
first could no longer be confirmed when the traveller chose it).

Invariant (workflows/turn.py through workflows/turn_withdraws.py ``one_change``, agent/change_alternatives.py), in any
order and with any other calls beside them: two or more acting change previews (previewReschedule,
previewCancellation without purpose "information") in one answer are none of them run, each refused with
ONE_CHANGE_AT_A_TIME and a next step naming purpose "information"; what-if previews beside one acting preview run;
the patch is asked only then, and a session recorded before runs them all."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

import pytest

from agent.change_alternatives import alternatives
from workflows.turn_withdraws import one_change


@dataclass
class Block:  # a tool_use block of the model's response
    id: str
    name: str
    input: dict[str, Any] = field(default_factory=dict)


DAY4 = Block("a", "previewReschedule", {"booking_id": "bk", "remove_day": {"day": 4}, "purpose": "change"})
DAY3 = Block("b", "previewReschedule", {"booking_id": "bk", "remove_day": {"day": 3}})  # purpose left out: acts
CANCEL = Block("c", "previewCancellation", {"booking_id": "bk"})
WHAT_IF = Block("d", "previewReschedule", {"booking_id": "bk", "remove_day": {"day": 2}, "purpose": "information"})
OTHER = Block("e", "getTripItinerary", {"booking_id": "bk"})


@pytest.mark.parametrize("blocks", list(itertools.permutations([DAY4, DAY3, OTHER])) + [(DAY4, CANCEL), (CANCEL, DAY3)])
def test_several_changes_to_act_in_one_answer_are_none_of_them_put(blocks: tuple[Block, ...]) -> None:
    remote = list(enumerate(blocks))
    run, refused = one_change(remote, lambda: True)
    acting = {i for i, b in remote if b.name.startswith("preview")}
    assert set(refused) == acting and {i for i, _ in run} == set(range(len(blocks))) - acting
    for outcome in refused.values():
        error = outcome.result["error"]
        assert error["code"] == "ONE_CHANGE_AT_A_TIME" and "information" in error["next_step"]


@pytest.mark.parametrize("blocks", [(DAY4, WHAT_IF), (WHAT_IF, DAY4, OTHER), (DAY4,), (WHAT_IF, OTHER)])
def test_one_change_beside_what_if_previews_runs_and_the_patch_is_not_asked(blocks: tuple[Block, ...]) -> None:
    asked: list[bool] = []
    run, refused = one_change(list(enumerate(blocks)), lambda: asked.append(True) or True)
    assert refused == {} and len(run) == len(blocks) and asked == []


def test_a_session_recorded_before_runs_them_all() -> None:
    remote = list(enumerate([DAY4, DAY3]))
    assert one_change(remote, lambda: False) == (remote, {})
    assert alternatives([(b.name, b.input) for _, b in remote]) == [0, 1]
