"""The whole booking journey with MODEL_BACKEND=anthropic, through the official SDK client.

The fake Anthropic server speaks the Messages API wire format and answers with the offline
scripted model, so the real AnthropicClient runs inside the real LLM activity on the dev server.
Also prints the token report: input tokens per LLM call by stage, and what prompt caching saves.
"""

from __future__ import annotations

from collections import defaultdict

import httpx
import pytest

from activities.models.scripted import ScriptedModel
from agent.prompts.context import parse_context
from agent.state import AgentState
from api import session_client
from tests.fakes import run_fake
from tests.fakes.anthropic_server import FakeAnthropicServer, estimate_input_tokens, scripted_replay
from tests.support import drive_to_payment, make_settings, new_session_id, running_worker, wait_for

pytestmark = pytest.mark.devserver


def _stage(body: dict) -> str:
    system = body.get("system")
    text = system if isinstance(system, str) else "\n\n".join(b.get("text", "") for b in system or [])
    return parse_context(text).get("state", "?")


async def test_booking_journey_through_anthropic_client(dev_env, sandbox_url):
    fake = FakeAnthropicServer(replay=scripted_replay(ScriptedModel()))
    with run_fake(fake.app) as base_url:
        settings = make_settings(
            sandbox_url, MODEL_BACKEND="anthropic", ANTHROPIC_API_KEY="sk-ant-test-key", ANTHROPIC_BASE_URL=base_url
        )
        async with running_worker(dev_env.client, settings):
            sid = new_session_id()
            await drive_to_payment(dev_env.client, sid)
            state = await session_client.session_state(dev_env.client, sid)
            async with httpx.AsyncClient(base_url=sandbox_url) as http:
                r = await http.post(
                    f"/sandbox/payments/{state.payment_intent_id}/succeed", headers={"X-Service-Key": "dev-service-key"}
                )
                assert r.status_code == 200

            async def confirmed():
                st = await session_client.session_state(dev_env.client, sid)
                done = st.state == AgentState.POST_BOOKING and st.usage.llm_calls == len(fake.requests)
                return st if done else None

            final = await wait_for(confirmed, timeout=30)

    assert final.payment_status == "CONFIRMED"
    bodies = [r.body for r in fake.requests]

    def keyed(headers: dict) -> bool:  # SDK 2.x sends a bearer token, older ones x-api-key
        return "sk-ant-test-key" in (headers.get("x-api-key", "") + headers.get("authorization", ""))

    assert bodies and all(keyed(r.headers) for r in fake.requests)
    # cache breakpoints: the last tool and the stable system block
    assert all(b["tools"][-1].get("cache_control") == {"type": "ephemeral"} for b in bodies if b.get("tools"))
    assert all(b["system"][0].get("cache_control") == {"type": "ephemeral"} for b in bodies)
    assert final.usage.cache_read_input_tokens > 0
    assert final.usage.cost_usd > 0

    by_stage: dict[str, list[int]] = defaultdict(list)
    for body in bodies:
        by_stage[_stage(body)].append(estimate_input_tokens(body))
    total = sum(sum(v) for v in by_stage.values())
    print("\ninput tokens per LLM call by stage (chars/4):")
    for stage, values in by_stage.items():
        print(f"  {stage:<14} calls={len(values):>2} avg={sum(values) // len(values):>6}")
    u = final.usage
    print(
        f"  total={total} uncached={u.input_tokens} cache_read={u.cache_read_input_tokens} "
        f"cache_write={u.cache_creation_input_tokens} output={u.output_tokens} cost=${u.cost_usd:.4f}"
    )
    assert set(by_stage) >= {"DISCOVERY", "SUGGESTION", "EXPLORATION", "PAYMENT"}
