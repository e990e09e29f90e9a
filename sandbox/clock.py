"""Time for the sandbox: one injectable function, so tests can move time."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Callable

Clock = Callable[[], datetime]


def utc_now() -> datetime:
    return datetime.now(UTC)


class ManualClock:
    """A clock tests can move: ``clock.advance(seconds=901)``."""

    def __init__(self, start: datetime):
        if start.tzinfo is None:
            start = start.replace(tzinfo=UTC)
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now = self.now + timedelta(**delta)
        return self.now


def iso(ts: datetime) -> str:
    return ts.astimezone(UTC).isoformat(timespec="seconds")
