"""Activity options, explicit per kind of call (timeouts, retries, non-retryable errors)."""

from __future__ import annotations

from datetime import timedelta

from temporalio.common import RetryPolicy

from agent.signals import SessionConfig

# Error types raised by activities that retrying cannot fix.
LLM_NON_RETRYABLE = ["ModelAuthError", "ModelBadRequest"]
TOOL_NON_RETRYABLE = ["InvalidInput", "Unauthorized", "BadRequest"]


def llm_options(config: SessionConfig) -> dict:
    return {
        "start_to_close_timeout": timedelta(seconds=config.llm_start_to_close_seconds),
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
