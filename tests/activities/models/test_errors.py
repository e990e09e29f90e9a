"""Backend failures → Temporal ApplicationErrors (non-retryable auth/bad request; retryable
overload/timeouts honouring retry-after), through the real clients and inside a Temporal worker."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from typing import Any, Iterator

import pytest
from temporalio import activity, workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError, ApplicationError
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import UnsandboxedWorkflowRunner, Worker

from activities.models.anthropic_client import AnthropicClient
from activities.models.errors import (
    MODEL_AUTH_ERROR,
    MODEL_BAD_REQUEST,
    MODEL_UNAVAILABLE,
    NON_RETRYABLE_MODEL_ERRORS,
    retry_after_seconds,
)
from activities.models.ollama_client import OllamaClient
from activities.models.openai_client import OpenAICompatClient
from agent.prompts.i18n import turn_error_text
from agent.settings import Settings
from tests.conftest import VENV_BIN
from tests.fakes import USER_1, Reply, run_fake
from tests.fakes.anthropic_server import FakeAnthropicServer, anthropic_error, anthropic_text
from tests.fakes.ollama_server import FakeOllamaServer, ollama_chat, ollama_error
from tests.fakes.openai_server import FakeOpenAIServer, openai_completion, openai_error

SECRET_TEXT = "provider-internal-detail-xyz"


def anthropic_settings(url: str, **extra: Any) -> Settings:
    values = {"MODEL_BACKEND": "anthropic", "ANTHROPIC_API_KEY": "sk-test", "ANTHROPIC_BASE_URL": url}
    values.update(extra)
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


@pytest.fixture
def anthropic_fake() -> Iterator[tuple[FakeAnthropicServer, str]]:
    server = FakeAnthropicServer()
    with run_fake(server.app) as url:
        yield server, url


async def _error_from(client: Any) -> ApplicationError:
    with pytest.raises(ApplicationError) as info:
        await client.create_message("s", [USER_1], [])
    err = info.value
    assert SECRET_TEXT not in str(err) and SECRET_TEXT not in repr(err.details)
    assert err.__cause__ is None
    return err


@pytest.mark.parametrize(
    ("status", "error_type", "kind"),
    [
        (401, "authentication_error", MODEL_AUTH_ERROR),
        (403, "permission_error", MODEL_AUTH_ERROR),
        (400, "invalid_request_error", MODEL_BAD_REQUEST),
        (404, "not_found_error", MODEL_BAD_REQUEST),
    ],
)
async def test_client_errors_are_not_retryable(
    anthropic_fake: tuple[FakeAnthropicServer, str], status: int, error_type: str, kind: str
) -> None:
    server, url = anthropic_fake
    server.queue(anthropic_error(status, error_type, SECRET_TEXT))
    err = await _error_from(AnthropicClient(anthropic_settings(url)))
    assert (err.type, err.non_retryable, err.next_retry_delay) == (kind, True, None)
    assert err.details[0]["status"] == status and err.details[0]["backend"] == "anthropic"


async def test_overloaded_529_is_retryable_after_retry_after(anthropic_fake: tuple[FakeAnthropicServer, str]) -> None:
    server, url = anthropic_fake
    server.queue(anthropic_error(529, "overloaded_error", SECRET_TEXT, retry_after=2))
    err = await _error_from(AnthropicClient(anthropic_settings(url)))
    assert err.type == MODEL_UNAVAILABLE and not err.non_retryable
    assert err.next_retry_delay == timedelta(seconds=2)


@pytest.mark.parametrize(("status", "error_type"), [(429, "rate_limit_error"), (500, "api_error"), (503, "api_error")])
async def test_server_errors_are_retryable(
    anthropic_fake: tuple[FakeAnthropicServer, str], status: int, error_type: str
) -> None:
    server, url = anthropic_fake
    server.queue(anthropic_error(status, error_type, SECRET_TEXT))
    err = await _error_from(AnthropicClient(anthropic_settings(url)))
    assert (err.type, err.non_retryable, err.next_retry_delay) == (MODEL_UNAVAILABLE, False, None)


async def test_timeouts_are_retryable_for_every_client() -> None:
    anthropic_srv, ollama_srv, openai_srv = FakeAnthropicServer(), FakeOllamaServer(), FakeOpenAIServer()
    anthropic_srv.queue(Reply(anthropic_text("late"), delay=2.0))
    ollama_srv.queue(Reply(ollama_chat("late"), delay=2.0))
    openai_srv.queue(Reply(openai_completion("late"), delay=2.0))
    with run_fake(anthropic_srv.app) as a_url, run_fake(ollama_srv.app) as o_url, run_fake(openai_srv.app) as p_url:
        fast = {"LLM_TIMEOUT_SECONDS": "0.3"}
        clients = [
            AnthropicClient(anthropic_settings(a_url, **fast)),
            OllamaClient(Settings(_env_file=None, MODEL_BACKEND="ollama", OLLAMA_BASE_URL=o_url, **fast)),  # type: ignore[call-arg]
            OpenAICompatClient(
                Settings(
                    _env_file=None,
                    MODEL_BACKEND="openai",  # type: ignore[call-arg]
                    OPENAI_BASE_URL=f"{p_url}/v1",
                    **fast,
                )
            ),
        ]
        for client in clients:
            err = await _error_from(client)
            assert (err.type, err.non_retryable) == (MODEL_UNAVAILABLE, False), client.name


async def test_connection_refused_is_retryable() -> None:
    with run_fake(FakeOllamaServer().app) as url:
        pass  # the port is closed again now
    for client in (
        AnthropicClient(anthropic_settings(url)),
        OllamaClient(Settings(_env_file=None, MODEL_BACKEND="ollama", OLLAMA_BASE_URL=url)),
    ):  # type: ignore[call-arg]
        err = await _error_from(client)
        assert (err.type, err.non_retryable) == (MODEL_UNAVAILABLE, False)


async def test_ollama_and_openai_status_mapping() -> None:
    ollama, openai_srv = FakeOllamaServer(), FakeOpenAIServer()
    ollama.queue(
        ollama_error(404, f"model 'x' not found {SECRET_TEXT}"),
        Reply({"error": SECRET_TEXT}, status=503, headers={"retry-after": "3"}),
        Reply("not a chat response"),
    )
    openai_srv.queue(
        openai_error(401, SECRET_TEXT, "invalid_api_key"),
        Reply(
            {"error": {"message": SECRET_TEXT, "type": "rate_limit", "code": None}},
            status=429,
            headers={"retry-after-ms": "1500"},
        ),
    )
    with run_fake(ollama.app) as o_url, run_fake(openai_srv.app) as p_url:
        o = OllamaClient(Settings(_env_file=None, MODEL_BACKEND="ollama", OLLAMA_BASE_URL=o_url))  # type: ignore[call-arg]
        p = OpenAICompatClient(Settings(_env_file=None, MODEL_BACKEND="openai", OPENAI_BASE_URL=f"{p_url}/v1"))  # type: ignore[call-arg]
        not_found, busy, garbled = await _error_from(o), await _error_from(o), await _error_from(o)
        unauthorised, limited = await _error_from(p), await _error_from(p)
    assert (not_found.type, not_found.non_retryable) == (MODEL_BAD_REQUEST, True)
    assert (busy.type, busy.non_retryable, busy.next_retry_delay) == (MODEL_UNAVAILABLE, False, timedelta(seconds=3))
    assert (garbled.type, garbled.non_retryable) == (MODEL_UNAVAILABLE, False)
    assert (unauthorised.type, unauthorised.non_retryable) == (MODEL_AUTH_ERROR, True)
    assert (limited.type, limited.next_retry_delay) == (MODEL_UNAVAILABLE, timedelta(seconds=1.5))
    assert len(openai_srv.requests) == 2  # SDK retries are off


def test_retry_after_parsing() -> None:
    future = format_datetime(datetime.now(UTC) + timedelta(seconds=30), usegmt=True)
    assert 20 <= (retry_after_seconds({"retry-after": future}) or 0) <= 31
    assert retry_after_seconds({"retry-after": "soon"}) is None
    assert retry_after_seconds({"retry-after": "99999"}) == 300.0
    assert retry_after_seconds({"retry-after": "-4"}) == 0.0
    assert retry_after_seconds({}) is None


# ---------------------------------------------------------------- inside Temporal


@activity.defn(name="test_model_call")
async def model_call(url: str) -> str:
    client = AnthropicClient(anthropic_settings(url))
    response = await client.create_message("s", [USER_1], [])
    return f"{activity.info().attempt}:{response.text}"


@workflow.defn(name="ModelErrorWorkflow", sandboxed=False)
class ModelErrorWorkflow:
    @workflow.run
    async def run(self, url: str) -> str:
        started = workflow.now()
        try:
            result = await workflow.execute_activity(
                model_call,
                url,
                start_to_close_timeout=timedelta(seconds=10),
                retry_policy=RetryPolicy(
                    initial_interval=timedelta(milliseconds=50),
                    maximum_attempts=4,
                    non_retryable_error_types=NON_RETRYABLE_MODEL_ERRORS,
                ),
            )
            # Workflow time (virtual under time-skipping): shows whether retry-after was honoured.
            return f"{result}:{(workflow.now() - started).total_seconds() >= 2}"
        except ActivityError as err:
            cause = err.cause
            kind = cause.type if isinstance(cause, ApplicationError) else "?"
            return f"failed:{kind}:{turn_error_text('EN')}"


async def test_temporal_honours_the_mapping() -> None:
    server = FakeAnthropicServer()
    exe = VENV_BIN / "temporal-test-server"
    env = await WorkflowEnvironment.start_time_skipping(test_server_existing_path=str(exe) if exe.exists() else None)
    try:
        with run_fake(server.app) as url:
            async with Worker(
                env.client,
                task_queue="model-errors",
                workflows=[ModelErrorWorkflow],
                activities=[model_call],
                workflow_runner=UnsandboxedWorkflowRunner(),
            ):
                server.queue(
                    anthropic_error(529, "overloaded_error", SECRET_TEXT, retry_after=2),
                    Reply(anthropic_text("recovered")),
                )
                ok = await env.client.execute_workflow(
                    ModelErrorWorkflow.run, url, id=f"me-{uuid.uuid4()}", task_queue="model-errors"
                )
                retried = len(server.requests)
                server.queue(anthropic_error(401, "authentication_error", SECRET_TEXT))
                failed = await env.client.execute_workflow(
                    ModelErrorWorkflow.run, url, id=f"me-{uuid.uuid4()}", task_queue="model-errors"
                )
    finally:
        await env.shutdown()
    assert ok == "2:recovered:True" and retried == 2
    assert failed == f"failed:{MODEL_AUTH_ERROR}:{turn_error_text('EN')}"
    assert SECRET_TEXT not in failed
    assert len(server.requests) == 3  # the 401 was attempted once, never retried
