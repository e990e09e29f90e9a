"""Activity options, explicit per kind of call (timeouts, retries, non-retryable errors).

Heartbeat timeouts (issue 15): the LLM and tool activities heartbeat every second while they wait
(``activities/heartbeat.py``; the SDK forwards at most one heartbeat per 0.8 × timeout = 4 s to the
server). ``HEARTBEAT_TIMEOUT`` = 5 s means a worker killed mid-call is noticed 5 s after its last
heartbeat and the call is retried (after the 1 s initial retry interval) on any live worker, instead
of after the whole start-to-close (60 s LLM, 20 s tools). 5 s leaves room for a worker whose event
loop stalls a few seconds on this shared 2-core machine; the start-to-close timeouts still bound a
call that is alive but slow. Timeouts are not part of replay, so no ``workflow.patched`` is needed.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError, TimeoutError as TemporalTimeoutError, TimeoutType

from activities.backend import final_failure_result
from agent.signals import SessionConfig

# Error types raised by activities that retrying cannot fix.
LLM_NON_RETRYABLE = ["ModelAuthError", "ModelBadRequest"]
TOOL_NON_RETRYABLE = ["InvalidInput", "Unauthorized", "BadRequest"]

HEARTBEAT_TIMEOUT = timedelta(seconds=5)
# The SDK forwards at most one heartbeat per min(0.8 x timeout, the worker's throttle cap). At the
# default cap that is one per 4 s against a 5 s timeout: a worker whose event loop stalls just over
# a second under load (a relay run beside a test run on this 2-core machine) lost its first model
# call to a heartbeat timeout. The worker caps the throttle here (``worker.py``), so the server
# hears a live call every 1.5 s and a stall of up to 3.5 s is forgiven.
HEARTBEAT_THROTTLE = timedelta(seconds=1.5)
# Issue 41: when every attempt of a model call missed its heartbeat (no model error: the worker
# died, or its event loop stalled for seconds on a loaded host, attempt after attempt), the turn
# calls the model again, at most this many more times (workflows/turn.py). A dead worker is still
# noticed within HEARTBEAT_TIMEOUT; only a turn whose model really fails ends in llm_unavailable.
LLM_STALL_RETRIES = 2


def llm_options(config: SessionConfig) -> dict:
    return {
        "start_to_close_timeout": timedelta(seconds=config.llm_start_to_close_seconds),
        "heartbeat_timeout": HEARTBEAT_TIMEOUT,
        "retry_policy": RetryPolicy(
            initial_interval=timedelta(seconds=1),
            backoff_coefficient=2.0,
            maximum_interval=timedelta(seconds=10),
            maximum_attempts=config.llm_max_attempts,
            non_retryable_error_types=LLM_NON_RETRYABLE,
        ),
    }


def tool_options(config: SessionConfig) -> dict:
    return {
        "start_to_close_timeout": timedelta(seconds=config.tool_start_to_close_seconds),
        "heartbeat_timeout": HEARTBEAT_TIMEOUT,
        "retry_policy": RetryPolicy(
            initial_interval=timedelta(seconds=1),
            backoff_coefficient=2.0,
            maximum_interval=timedelta(seconds=10),
            maximum_attempts=config.tool_max_attempts,
            non_retryable_error_types=TOOL_NON_RETRYABLE,
        ),
    }


def notify_options() -> dict:
    return {
        "start_to_close_timeout": timedelta(seconds=2),
        "retry_policy": RetryPolicy(maximum_attempts=1),
    }


def missed_heartbeat(err: ActivityError) -> bool:
    """The call's worker died or its event loop stalled: nothing says the model failed."""
    cause = err.cause
    return isinstance(cause, TemporalTimeoutError) and cause.type == TimeoutType.HEARTBEAT


def failure_result(name: str, err: ActivityError) -> dict[str, Any]:
    """The tool result the model sees once Temporal has given up retrying."""
    cause = err.cause
    if isinstance(cause, TemporalTimeoutError):
        return final_failure_result(name, "timeout")
    return final_failure_result(name, getattr(cause, "type", None) or type(cause).__name__)
