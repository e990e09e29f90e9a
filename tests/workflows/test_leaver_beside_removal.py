"""A request about a traveller whose removal is quoted in the same response is not withdrawn (relay 48 req 42).

The model called previewReschedule removing the husband ("Otieno (husband)") and withdrawSpecialRequest of his
vegetarian request in ONE response; the guard knew only quotes issued before the response, so the withdrawal
went through before the traveller's yes ("you deleted his veg request before I even said yes").

Invariant (workflows/turn.py ``_run_batch`` through workflows/turn_withdraws.py, against the sandbox): whatever
the order of the calls in the response and however the model names the request (its number or its words), a
withdrawal of a request the response's removal quote lists as about who leaves is refused with
LEAVER_STILL_BOOKED (its message says it stays until the removal is confirmed and goes with it) and the request
stays on the booking; a request about someone who stays is withdrawn as asked; a response that quotes no
removal, or a session recorded before the rule, runs its calls side by side as before.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

import pytest

from agent.tools.calls import ToolOutcome
from tests.sandbox.support import Sandbox
from tests.sandbox.test_booking_requests import add
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import record
from workflows.turn_withdraws import after_the_quotes, held_back

VEG = "Husband is vegetarian: no meat, no fish."
BED = "Extra bed for our 9-year-old son in room 1."


@pytest.fixture()
def sb() -> Sandbox:
    return Sandbox()


@dataclass
class Block:  # a tool_use block of the model's response
    id: str
    name: str
    input: dict[str, Any] = field(default_factory=dict)


def _booking(sb: Sandbox) -> str:
    bid = family(sb, adults=2, children=(9, 14))["booking_id"]
    add(sb, bid, VEG)
    add(sb, bid, BED)
    return bid


def _respond(sb: Sandbox, blocks: list[Block], patched: bool = True) -> tuple[dict[int, ToolOutcome], list[str]]:
    """One response's calls as ``_run_batch`` makes them: the held withdrawals after the others; the order the
    sandbox received them in."""
    order: list[str] = []

    async def run(block: Block) -> ToolOutcome:
        order.append(block.name)
        body = {**block.input, "user_id": "user-a"}
        return ToolOutcome(tool_use_id=block.id, name=block.name, result=sb.call(block.name, body).json())

    async def batch() -> dict[int, ToolOutcome]:
        remote = list(enumerate(blocks))
        first, held = held_back(remote, lambda: patched)
        done = dict(zip([i for i, _ in first], await asyncio.gather(*(run(b) for _, b in first))))
        done.update(await after_the_quotes(held, done, run) if held else {})
        return done

    return asyncio.run(batch()), order


def _statuses(sb: Sandbox, bid: str) -> list[str]:
    return [i["status"] for i in record(sb, bid)["special_request_items"]]


@pytest.mark.parametrize("withdraw_first", [True, False])
@pytest.mark.parametrize("by_words", [True, False])
@pytest.mark.parametrize("who", ["Otieno (husband)", "husband", "my husband Otieno"])
def test_a_leavers_request_is_not_withdrawn_beside_the_quote_of_the_removal(
    sb: Sandbox, withdraw_first: bool, by_words: bool, who: str
) -> None:
    bid = _booking(sb)
    removal = Block("p", "previewReschedule", {"booking_id": bid, "remove_adults": 1, "remove_who": [who]})
    which = {"request": VEG} if by_words else {"request_number": 1}
    withdrawals = [Block("w1", "withdrawSpecialRequest", {"booking_id": bid, **which})]
    withdrawals.append(Block("w2", "withdrawSpecialRequest", {"booking_id": bid, "request_number": 2}))
    blocks = [*withdrawals, removal] if withdraw_first else [removal, *withdrawals]
    done, order = _respond(sb, blocks)
    veg, bed = (done[blocks.index(w)] for w in withdrawals)
    assert not veg.ok and veg.result["error"]["code"] == "LEAVER_STILL_BOOKED"
    assert (
        "goes with the removal" in veg.result["error"]["message"]
        and "confirmReschedule" in veg.result["error"]["next_step"]
    )
    assert bed.ok  # about who stays: withdrawn as asked
    assert order[0] == "previewReschedule"  # the quote first, then the withdrawals judged against it
    assert _statuses(sb, bid) == ["AWAITING_OPERATOR", "WITHDRAWN_BY_TRAVELLER"]


def test_without_a_removal_or_before_the_rule_the_calls_run_side_by_side(sb: Sandbox) -> None:
    bid = _booking(sb)
    move = Block("p", "previewReschedule", {"booking_id": bid, "add_adults": 1})
    withdraw = Block("w", "withdrawSpecialRequest", {"booking_id": bid, "request_number": 1})
    assert held_back(list(enumerate([withdraw, move])), lambda: True)[1] == []  # no removal quoted
    removal = Block("p", "previewReschedule", {"booking_id": bid, "remove_adults": 1, "remove_who": ["husband"]})
    asked: list[bool] = []
    assert held_back(list(enumerate([withdraw, removal])), lambda: asked.append(True) or False)[1] == []
    assert asked == [True]  # the patch is asked only beside a removal; a session recorded before: as before
    done, _ = _respond(sb, [withdraw, removal], patched=False)
    assert done[0].ok and _statuses(sb, bid)[0] == "WITHDRAWN_BY_TRAVELLER"
