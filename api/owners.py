"""Who owns a session, as far as this bridge has checked (issue 41).

A socket that opened on a session that did not exist yet checks, before its first private frame,
that the session's first turn was its own user's. That check used to query the workflow once
and close the socket with 1011 when the query took over 10 s (a loaded host), although the turn
had succeeded. Now:

- an owner once learnt (from the check at connect or an earlier check) is remembered per session
  (:class:`Owners`, bounded, in this bridge's memory), so later checks ask nothing;
- the check asks the light ``status`` query (the owner's hash), and a slow or failed answer is
  asked again with backoff for up to ``OWNER_CHECK_PATIENCE_S``, while the frames wait in the
  socket's queue; only a workflow that never answers in that time closes the socket (1011).

The check at connect (``api.auth.check_access``: is the chat this user's?) is asked the same way
(``patiently``, up to ``ACCESS_CHECK_PATIENCE_S``): on a loaded host a session's workflow task can miss
the SDK's deadlock deadline once, its query then fails once, and the socket was refused with "The
concierge is unavailable right now" while the next query would have answered. A refusal (another
user's chat) is an answer and is never asked again.

Nothing here is needed to serve a session elsewhere: another bridge simply asks again.
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from typing import Any, Awaitable, Callable, Optional, TypeVar

import structlog

from agent.signals import user_hash

log = structlog.get_logger("derlg.bridge.owners")

OWNER_CHECK_PATIENCE_S = 60.0
ACCESS_CHECK_PATIENCE_S = 20.0  # the check at connect: a loaded host's first query may fail once
FIRST_RETRY_S = 0.5
MAX_RETRY_S = 5.0
MAX_REMEMBERED = 10_000


class Owners:
    """session_id -> the owner's user hash (agent.signals.user_hash), the oldest forgotten first."""

    def __init__(self, limit: int = MAX_REMEMBERED) -> None:
        self.limit = limit
        self._hashes: OrderedDict[str, str] = OrderedDict()

    def known(self, session_id: str) -> Optional[str]:
        found = self._hashes.get(session_id)
        if found is not None:
            self._hashes.move_to_end(session_id)
        return found

    def remember(self, session_id: str, owner_hash: Optional[str]) -> None:
        if not owner_hash:
            return
        self._hashes[session_id] = owner_hash
        self._hashes.move_to_end(session_id)
        while len(self._hashes) > self.limit:
            self._hashes.popitem(last=False)


T = TypeVar("T")


async def patiently(
    ask: Callable[[], Awaitable[T]],
    event: str,
    session_id: str,
    patience: float,
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    keep: tuple[type[BaseException], ...] = (),
) -> T:
    """``ask()``, asked again with backoff while it fails, for up to ``patience`` seconds; the last
    error is raised after that. Errors of the ``keep`` types are answers, raised at once."""
    deadline = time.monotonic() + patience
    delay = FIRST_RETRY_S
    tries = 0
    while True:
        tries += 1
        try:
            return await ask()
        except keep:
            raise
        except Exception as err:  # noqa: BLE001 - slow or unreachable: ask again until the deadline
            if time.monotonic() + delay > deadline:
                log.warning(f"{event}_gave_up", session_id=session_id, tries=tries, error=type(err).__name__)
                raise
            log.info(f"{event}_retry", session_id=session_id, tries=tries, error=type(err).__name__)
            await sleep(delay)
            delay = min(delay * 2, MAX_RETRY_S)


async def owner_check(
    source: Any,
    owners: Owners,
    session_id: str,
    user_id: str,
    patience: float = OWNER_CHECK_PATIENCE_S,
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
) -> Optional[bool]:
    """True when the session is ``user_id``'s (or has no owner yet), False when it is another
    user's, None when the workflow did not answer within ``patience`` seconds."""
    mine = user_hash(user_id)
    known = owners.known(session_id)
    if known is not None:
        return known == mine
    try:
        status = await patiently(lambda: source.status(session_id), "ws_owner_check", session_id, patience, sleep)
    except Exception:  # noqa: BLE001 - logged by patiently: the workflow never answered
        return None
    owner = status.user_hash if status is not None else None
    owners.remember(session_id, owner)
    return owner is None or owner == mine
