"""Fault knobs for tests and benchmarks, applied to every ``/v1/ai-tools/*`` request.

Set them with ``POST /sandbox/faults`` (a partial update, JSON) or at start-up from the env:

| knob | env | effect |
|---|---|---|
| ``latency_ms`` | ``SANDBOX_FAULT_LATENCY_MS`` | added delay before every matching request |
| ``error_rate`` | ``SANDBOX_FAULT_ERROR_RATE`` | 0..1, share of requests answered 503 (seeded RNG) |
| ``seed`` | ``SANDBOX_FAULT_SEED`` | seed of that RNG, so a run is reproducible |
| ``fail_next`` | ``SANDBOX_FAULT_FAIL_NEXT`` | the next N matching requests answer 503 (deterministic) |
| ``timeout_next`` | ``SANDBOX_FAULT_TIMEOUT_NEXT`` | the next N matching requests hang ``timeout_seconds`` |
| ``always_timeout`` | ``SANDBOX_FAULT_ALWAYS_TIMEOUT`` | every matching request hangs |
| ``timeout_seconds`` | ``SANDBOX_FAULT_TIMEOUT_SECONDS`` | how long a hang lasts (default 120) |
| ``timeout_phase`` | ``SANDBOX_FAULT_TIMEOUT_PHASE`` | ``before``: hang, then answer 504 ``TIMEOUT`` without running the request; ``after``: run the request, then hold the answer back (a retry must be idempotent) |
| ``paths`` | ``SANDBOX_FAULT_PATHS`` | only these tools (names like ``createBooking`` or paths like ``/bookings/create``); empty = all |

A 503 answer is ``{"success": false, "error": {"code": "BACKEND_ERROR", ...}}`` and is never
stored as an idempotent response, so a retry after it really runs.
"""

from __future__ import annotations

import os
import random
from typing import Any, Literal, Mapping, Optional

from pydantic import BaseModel, Field

from agent.tools.catalog import API_PREFIX, ENDPOINTS


class FaultConfig(BaseModel):
    latency_ms: int = Field(0, ge=0, le=600_000)
    error_rate: float = Field(0.0, ge=0.0, le=1.0)
    seed: int = 0
    fail_next: int = Field(0, ge=0)
    timeout_next: int = Field(0, ge=0)
    always_timeout: bool = False
    timeout_seconds: float = Field(120.0, ge=0.0, le=3600.0)
    timeout_phase: Literal["before", "after"] = "before"
    paths: list[str] = Field(default_factory=list)


class FaultUpdate(BaseModel):
    """Body of ``POST /sandbox/faults``: any subset of the knobs; ``reset: true`` clears first."""

    reset: bool = False
    latency_ms: Optional[int] = Field(None, ge=0, le=600_000)
    error_rate: Optional[float] = Field(None, ge=0.0, le=1.0)
    seed: Optional[int] = None
    fail_next: Optional[int] = Field(None, ge=0)
    timeout_next: Optional[int] = Field(None, ge=0)
    always_timeout: Optional[bool] = None
    timeout_seconds: Optional[float] = Field(None, ge=0.0, le=3600.0)
    timeout_phase: Optional[Literal["before", "after"]] = None
    paths: Optional[list[str]] = None
    service_key: Optional[str] = None  # alternative to the X-Service-Key header


_ENV = {
    "latency_ms": "SANDBOX_FAULT_LATENCY_MS",
    "error_rate": "SANDBOX_FAULT_ERROR_RATE",
    "seed": "SANDBOX_FAULT_SEED",
    "fail_next": "SANDBOX_FAULT_FAIL_NEXT",
    "timeout_next": "SANDBOX_FAULT_TIMEOUT_NEXT",
    "always_timeout": "SANDBOX_FAULT_ALWAYS_TIMEOUT",
    "timeout_seconds": "SANDBOX_FAULT_TIMEOUT_SECONDS",
    "timeout_phase": "SANDBOX_FAULT_TIMEOUT_PHASE",
    "paths": "SANDBOX_FAULT_PATHS",
}


def config_from_env(env: Optional[Mapping[str, str]] = None) -> FaultConfig:
    env = os.environ if env is None else env
    values: dict[str, Any] = {}
    for knob, var in _ENV.items():
        raw = env.get(var)
        if raw is None or raw == "":
            continue
        if knob == "paths":
            values[knob] = [p.strip() for p in raw.split(",") if p.strip()]
        elif knob == "always_timeout":
            values[knob] = raw.strip().lower() in {"1", "true", "yes", "on"}
        else:
            values[knob] = raw
    return FaultConfig(**values)


Decision = Literal["pass", "error", "timeout_before", "timeout_after"]


class Faults:
    """The live knobs plus the deterministic counters; one per app."""

    def __init__(self, config: Optional[FaultConfig] = None):
        self.initial = config or FaultConfig()
        self.config = self.initial.model_copy()
        self._rng = random.Random(self.config.seed)
        self.injected: dict[str, int] = {"error": 0, "timeout": 0}

    def update(self, change: FaultUpdate) -> FaultConfig:
        base = FaultConfig() if change.reset else self.config
        values = change.model_dump(exclude_none=True, exclude={"reset", "service_key"})
        self.config = base.model_copy(update=values)
        if change.reset or "seed" in values:
            self._rng = random.Random(self.config.seed)
        return self.config

    def reset(self) -> None:
        self.config = FaultConfig()
        self._rng = random.Random(self.config.seed)
        self.injected = {"error": 0, "timeout": 0}

    def matches(self, path: str) -> bool:
        if not path.startswith(API_PREFIX + "/"):
            return False
        if not self.config.paths:
            return True
        tool_path = path[len(API_PREFIX) :]
        for item in self.config.paths:
            spec = ENDPOINTS.get(item)
            if (spec and spec.path == tool_path) or item == tool_path or item == path:
                return True
        return False

    def decide(self) -> Decision:
        """What to do with one matching request; counters move here, exactly once per request."""
        cfg = self.config
        if cfg.fail_next > 0:
            cfg.fail_next -= 1
            self.injected["error"] += 1
            return "error"
        if cfg.timeout_next > 0 or cfg.always_timeout:
            if cfg.timeout_next > 0:
                cfg.timeout_next -= 1
            self.injected["timeout"] += 1
            return "timeout_after" if cfg.timeout_phase == "after" else "timeout_before"
        if cfg.error_rate > 0 and self._rng.random() < cfg.error_rate:
            self.injected["error"] += 1
            return "error"
        return "pass"

    def snapshot(self) -> dict[str, Any]:
        return {**self.config.model_dump(), "injected": dict(self.injected)}
