"""A response that quotes a removal and withdraws a request beside it (workflows.turn): the withdrawals wait
for the response's other calls, and each is judged against the removal quotes they returned
(agent.leaver_withdrawals.beside_removal: a request about who leaves stays until the removal is made).
Sessions recorded before (patch ``LEAVER_BESIDE_PATCH``) run them all side by side."""

from __future__ import annotations

import asyncio
from typing import Any, Awaitable, Callable

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from agent.change_alternatives import alternatives, refused
    from agent.leaver_withdrawals import REMOVAL_PREVIEW, WITHDRAW, beside_removal, removal_beside
    from agent.tools.calls import ToolOutcome

Block = tuple[int, Any]  # (the call's place in the response, its tool_use block)


def held_back(remote: list[Block], asks: Callable[[], bool]) -> tuple[list[Block], list[Block]]:
    """(the calls to run first, the withdrawals held until they answered); ``asks``: the patch, asked only
    when a withdrawal is made beside a removal quote."""
    calls = [(b.name or "", dict(b.input or {})) for _, b in remote]
    if not removal_beside(calls) or not asks():
        return remote, []
    return [(i, b) for i, b in remote if b.name != WITHDRAW], [(i, b) for i, b in remote if b.name == WITHDRAW]


def one_change(remote: list[Block], asks: Callable[[], bool]) -> tuple[list[Block], dict[int, ToolOutcome]]:
    """(the calls to run, the acting change previews refused): two or more in one answer are none of them put
    (agent.change_alternatives); ``asks``: the patch, asked only then."""
    places = alternatives([(b.name or "", dict(b.input or {})) for _, b in remote])
    if not places or not asks():
        return remote, {}
    out = {remote[k][0]: ToolOutcome(tool_use_id=remote[k][1].id, name=remote[k][1].name or "", result=refused())
           for k in places}  # fmt: skip
    return [(i, b) for i, b in remote if i not in out], out


async def after_the_quotes(
    held: list[Block], done: dict[int, ToolOutcome], run: Callable[[Any], Awaitable[ToolOutcome]]
) -> dict[int, ToolOutcome]:
    """The held withdrawals' outcomes: refused when they name a request the response's removal quote lists as
    about who leaves, run side by side otherwise."""
    quoted = [
        o.result["data"]
        for o in done.values()
        if o.name == REMOVAL_PREVIEW and o.ok and isinstance(o.result.get("data"), dict)
    ]
    out: dict[int, ToolOutcome] = {}
    for i, block in held:
        refused = beside_removal(dict(block.input or {}), quoted)
        if refused is not None:
            out[i] = ToolOutcome(tool_use_id=block.id, name=block.name or "", result=refused)
    ran = [(i, b) for i, b in held if i not in out]
    out.update(zip([i for i, _ in ran], await asyncio.gather(*(run(b) for _, b in ran))))
    return out
