"""A socket's access check at connect survives a workflow query that fails for a moment.

On a loaded host a session's first workflow task can miss the SDK's deadlock deadline once, so
the query behind the check at connect fails once; the socket used to be refused at once with
"The concierge is unavailable right now" and the traveller's first message was lost. The check
is now asked again with backoff (``api.owners.patiently``); a refusal (another user's chat) is an
answer and is never retried; a workflow that never answers still closes the socket.
"""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import given, strategies as st

from agent.signals import SessionStatus, user_hash
from api.auth import FORBIDDEN, check_access
from api.inputs import FrameError
from api.owners import patiently


class Flaky:
    """A query source whose ``running`` fails ``fails`` times, then answers; ``state`` owned by ``owner``."""

    def __init__(self, fails: int, owner: str = "ana") -> None:
        self.fails, self.owner, self.asked = fails, owner, 0

    async def running(self, session_id: str) -> bool:
        self.asked += 1
        if self.asked <= self.fails:
            raise RuntimeError("workflow task failed: potential deadlock")
        return True

    async def state(self, session_id: str) -> None:
        return None

    async def status(self, session_id: str) -> SessionStatus:
        return SessionStatus(stage="DISCOVERY", last_seq=1, user_hash=user_hash(self.owner))


async def no_sleep(seconds: float) -> None:
    await asyncio.sleep(0)


@given(fails=st.integers(min_value=0, max_value=4))
def test_a_check_that_fails_for_a_moment_is_asked_again(fails: int) -> None:
    source = Flaky(fails)
    access = asyncio.run(
        patiently(lambda: check_access(source, "s1", "ana"), "t", "s1", 60.0, no_sleep, keep=(FrameError,))
    )
    assert access.exists and source.asked == fails + 1


def test_another_users_chat_is_refused_at_once() -> None:
    source = Flaky(0, owner="bo")
    with pytest.raises(FrameError) as refused:
        asyncio.run(patiently(lambda: check_access(source, "s1", "ana"), "t", "s1", 60.0, no_sleep, keep=(FrameError,)))
    assert refused.value.code == FORBIDDEN and source.asked == 1


def test_a_workflow_that_never_answers_still_fails_the_check() -> None:
    source = Flaky(10_000)
    with pytest.raises(RuntimeError):
        asyncio.run(patiently(lambda: check_access(source, "s1", "ana"), "t", "s1", 0.0, no_sleep, keep=(FrameError,)))
    assert source.asked == 1
