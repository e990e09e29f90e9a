"""A per-worker circuit breaker for the backend (req 15.11-15.12).

``failure_threshold`` consecutive failures (timeouts, connection errors, 5xx) open the circuit
for ``open_seconds``: calls then fail fast without any HTTP request. After the window the circuit
is half-open and lets exactly one trial call through; its success closes the circuit, its failure
opens it for another window. Everything runs on one asyncio loop, so no locking is needed.
"""

from __future__ import annotations

import time
from enum import Enum
from typing import Callable

import structlog

log = structlog.get_logger("derlg.circuit")


class CircuitState(str, Enum):
    CLOSED = "closed"
    OPEN = "open"
    HALF_OPEN = "half_open"


class CircuitBreaker:
    def __init__(
        self,
        failure_threshold: int = 5,
        open_seconds: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
        name: str = "backend",
    ) -> None:
        if failure_threshold < 1:
            raise ValueError("failure_threshold must be at least 1")
        self.failure_threshold = failure_threshold
        self.open_seconds = open_seconds
        self.name = name
        self._clock = clock
        self._state = CircuitState.CLOSED
        self._failures = 0
        self._opened_at = 0.0
        self._trial_in_flight = False

    @property
    def state(self) -> CircuitState:
        """The current state; an open circuit whose window has passed reads as half-open."""
        if self._state is CircuitState.OPEN and self._clock() - self._opened_at >= self.open_seconds:
            return CircuitState.HALF_OPEN
        return self._state

    @property
    def consecutive_failures(self) -> int:
        return self._failures

    def allow_request(self) -> bool:
        """May a call go to the backend now? In half-open, only the single trial call may."""
        state = self.state
        if state is CircuitState.CLOSED:
            return True
        if state is CircuitState.OPEN:
            return False
        if self._state is not CircuitState.HALF_OPEN:
            self._transition(CircuitState.HALF_OPEN)
        if self._trial_in_flight:
            return False
        self._trial_in_flight = True
        return True

    def record_success(self) -> None:
        self._failures = 0
        self._trial_in_flight = False
        if self._state is not CircuitState.CLOSED:
            self._transition(CircuitState.CLOSED)

    def record_failure(self) -> None:
        self._failures += 1
        was_trial = self._trial_in_flight
        self._trial_in_flight = False
        if was_trial or self._state is CircuitState.HALF_OPEN:
            self._open()
        elif self._state is CircuitState.CLOSED and self._failures >= self.failure_threshold:
            self._open()

    def release_trial(self) -> None:
        """The trial call ended without an outcome (e.g. cancelled): let another one try."""
        self._trial_in_flight = False

    def _open(self) -> None:
        self._opened_at = self._clock()
        self._transition(CircuitState.OPEN)

    def _transition(self, new: CircuitState) -> None:
        old = self._state
        self._state = new
        level = log.warning if new is CircuitState.OPEN else log.info
        level(
            "circuit_state_changed",
            circuit=self.name,
            from_state=old.value,
            to_state=new.value,
            consecutive_failures=self._failures,
            open_seconds=self.open_seconds,
        )
