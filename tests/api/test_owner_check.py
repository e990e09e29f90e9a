"""The bridge's ownership check never drops a socket because one query was slow (issue 41)."""

from __future__ import annotations

import asyncio
from typing import Optional

from agent.signals import SessionStatus, user_hash
from api.owners import Owners, owner_check


class SlowSource:
    """``status`` that times out ``slow`` times, then answers with ``owner``'s hash."""

    def __init__(self, owner: Optional[str], slow: int = 0) -> None:
        self.owner = owner
        self.slow = slow
        self.asked = 0

    async def status(self, session_id: str) -> Optional[SessionStatus]:
        self.asked += 1
        if self.asked <= self.slow:
            raise TimeoutError()
        return SessionStatus(stage="DISCOVERY", last_seq=1, user_hash=user_hash(self.owner) if self.owner else None)


async def no_sleep(seconds: float) -> None:
    await asyncio.sleep(0)


async def test_slow_answers_are_asked_again_not_taken_as_failure():
    source = SlowSource("ana", slow=3)
    assert await owner_check(source, Owners(), "s1", "ana", sleep=no_sleep) is True
    assert source.asked == 4


async def test_another_users_session_is_refused_even_after_slow_answers():
    source = SlowSource("bob", slow=2)
    assert await owner_check(source, Owners(), "s1", "ana", sleep=no_sleep) is False


async def test_an_owner_once_learnt_is_not_asked_again():
    owners = Owners()
    source = SlowSource("ana")
    assert await owner_check(source, owners, "s1", "ana", sleep=no_sleep) is True
    never = SlowSource("ana", slow=10**6)  # would never answer
    for user, expected in (("ana", True), ("bob", False)):
        assert await owner_check(never, owners, "s1", user, sleep=no_sleep) is expected
    assert never.asked == 0


async def test_a_session_without_an_owner_yet_is_not_remembered():
    owners = Owners()
    assert await owner_check(SlowSource(None), owners, "s1", "ana", sleep=no_sleep) is True
    assert owners.known("s1") is None  # the first turn may still name its owner


async def test_only_a_workflow_silent_past_the_patience_gives_up():
    source = SlowSource("ana", slow=10**6)
    assert await owner_check(source, Owners(), "s1", "ana", patience=0.0, sleep=no_sleep) is None
    assert source.asked == 1


def test_the_record_is_bounded_and_forgets_the_oldest():
    owners = Owners(limit=2)
    for sid in ("a", "b", "c"):
        owners.remember(sid, user_hash(sid))
    assert owners.known("a") is None and owners.known("c") == user_hash("c")
