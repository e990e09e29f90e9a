"""A model call whose attempts only missed their heartbeat is called again (issue 41).

On a loaded host a worker's event loop can stall for seconds (the first model call after a cold
start did): the call's attempts then time out on their heartbeat although the model never
failed. The turn calls the model again (``LLM_STALL_RETRIES`` more times) instead of answering
``llm_unavailable``; a real model error is still retried only by the retry policy (once).

The dev server (real heartbeat timeouts); the heartbeat timeout is shortened to 1 s for the test
and the fake ``call_llm`` stalls 2.5 s without heartbeating when told to.
"""

from __future__ import annotations

import asyncio
import uuid
from datetime import timedelta

import pytest
from temporalio import activity
from temporalio.exceptions import ApplicationError
from temporalio.worker import Worker

from agent.model import ContentBlock, LlmRequest, ModelResponse
from agent.signals import SessionConfig, UserMessage
from api import session_client
from tests.support import new_session_id, wait_for
from workflows import options
from workflows.session import SessionWorkflow

pytestmark = pytest.mark.devserver

STALL_S = 2.5


class FakeModel:
    """``call_llm`` that stalls (no heartbeat) or fails for its first ``bad`` activity attempts."""

    def __init__(self, bad: int, how: str) -> None:
        self.bad = bad
        self.how = how
        self.attempts: list[int] = []  # attempt numbers as the activity reports them (offset + attempt)

    @activity.defn(name="call_llm")
    async def call_llm(self, request: LlmRequest) -> ModelResponse:
        self.attempts.append(request.attempt_offset + activity.info().attempt)
        if len(self.attempts) <= self.bad:
            if self.how == "stall":
                await asyncio.sleep(STALL_S)  # a stalled worker: no heartbeat goes out
            else:
                raise ApplicationError("The model backend is unavailable", type="ModelUnavailable")
        return ModelResponse(stop_reason="end_turn", content=[ContentBlock(type="text", text="Hello there!")])


@activity.defn(name="notify_new_events")
async def notify_new_events(*_: object) -> None:
    return None


async def first_answer(dev_env, monkeypatch, model: FakeModel) -> dict:
    monkeypatch.setattr(options, "HEARTBEAT_TIMEOUT", timedelta(seconds=1))
    queue = f"stalls-{uuid.uuid4()}"
    config = SessionConfig(llm_start_to_close_seconds=30)
    async with Worker(
        dev_env.client,
        task_queue=queue,
        workflows=[SessionWorkflow],
        activities=[model.call_llm, notify_new_events],
    ):
        sid, mid = new_session_id(), str(uuid.uuid4())
        await session_client.send_user_message(
            dev_env.client, sid, UserMessage(message_id=mid, text="Hello"), config=config, task_queue=queue
        )

        async def answered():
            page = await session_client.events_since(dev_env.client, sid, 0)
            return next((e for e in page.events if e.get("reply_to") == mid and e.get("final")), None)

        final = await wait_for(answered, timeout=60, interval=0.1)
        await dev_env.client.get_workflow_handle(f"session-{sid}").terminate()
        return final


async def test_a_call_that_missed_every_heartbeat_is_called_again(dev_env, monkeypatch):
    attempts = SessionConfig().llm_max_attempts
    model = FakeModel(bad=attempts, how="stall")  # every attempt of the first call stalls
    final = await first_answer(dev_env, monkeypatch, model)
    assert final.get("code") is None and final["text"] == "Hello there!"
    # the second call's attempts continue the first's numbering (streamed deltas stay in order)
    assert sorted(set(model.attempts)) == list(range(1, attempts + 2))


async def test_stall_retries_are_bounded(dev_env, monkeypatch):
    attempts = SessionConfig().llm_max_attempts
    model = FakeModel(bad=10_000, how="stall")
    final = await first_answer(dev_env, monkeypatch, model)
    assert final["code"] == "llm_unavailable"
    assert len(model.attempts) == attempts * (1 + options.LLM_STALL_RETRIES)


async def test_a_model_error_is_not_retried_more_than_the_policy_says(dev_env, monkeypatch):
    attempts = SessionConfig().llm_max_attempts
    model = FakeModel(bad=10_000, how="fail")
    final = await first_answer(dev_env, monkeypatch, model)
    assert final["code"] == "llm_unavailable"
    assert model.attempts == list(range(1, attempts + 1))
