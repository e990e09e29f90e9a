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

Nothing here is needed to serve a session elsewhere: another bridge simply asks again.
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from typing import Any, Awaitable, Callable, Optional

import structlog

from agent.signals import user_hash

log = structlog.get_logger("derlg.bridge.owners")

OWNER_CHECK_PATIENCE_S = 60.0
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
    deadline = time.monotonic() + patience
    delay = FIRST_RETRY_S
    tries = 0
    while True:
        tries += 1
        try:
            status = await source.status(session_id)
            break
        except Exception as err:  # noqa: BLE001 - slow or unreachable: ask again until the deadline
            if time.monotonic() + delay > deadline:
                log.warning("ws_owner_check_gave_up", session_id=session_id, tries=tries, error=type(err).__name__)
                return None
            log.info("ws_owner_check_retry", session_id=session_id, tries=tries, error=type(err).__name__)
            await sleep(delay)
            delay = min(delay * 2, MAX_RETRY_S)
    owner = status.user_hash if status is not None else None
    owners.remember(session_id, owner)
    return owner is None or owner == mine
