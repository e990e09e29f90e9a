"""Issue 23 through the workflow: the model records the traveller's answers and searches with no
input in the same response; the workflow runs its own tool first and fills the search from the
session (dev server, the real activities and sandbox, the official Anthropic SDK on a fake server)."""

from __future__ import annotations

import json

import pytest

from api import session_client
from tests.fakes import Reply, run_fake
from tests.fakes.anthropic_server import FakeAnthropicServer, anthropic_text, anthropic_tool_uses
from tests.support import make_settings, new_session_id, running_worker, say

pytestmark = pytest.mark.devserver

ANSWERS = {
    "mood": "stressed",
    "environment": "BEACH",
    "duration_days": 3,
    "people_count": 2,
    "budget": {"words": "about 150 each", "kind": "about", "amount": 150, "currency": "USD", "per": "person"},
    "departure_city": "Phnom Penh",
}


def _results(body: dict) -> dict[str, dict]:
    blocks = [b for m in body["messages"] if isinstance(m["content"], list) for b in m["content"]]
    names = {b["id"]: b["name"] for b in blocks if b.get("type") == "tool_use"}
    return {names[b["tool_use_id"]]: json.loads(b["content"]) for b in blocks if b.get("type") == "tool_result"}


async def test_a_search_with_no_input_uses_what_was_just_recorded(dev_env, sandbox_url):
    fake = FakeAnthropicServer()
    fake.queue(
        Reply(
            anthropic_tool_uses(
                [("toolu_rec", "updateTravellerPreferences", ANSWERS), ("toolu_find", "getTripSuggestions", {})]
            )
        ),
        Reply(anthropic_text("Here are three beach trips.")),
        Reply(anthropic_tool_uses([("toolu_again", "getTripSuggestions", {"environment": "MOUNTAIN"})])),
        Reply(anthropic_text("And three in the mountains.")),
    )
    with run_fake(fake.app) as base_url:
        settings = make_settings(
            sandbox_url, MODEL_BACKEND="anthropic", ANTHROPIC_API_KEY="sk-ant-test-key", ANTHROPIC_BASE_URL=base_url
        )
        async with running_worker(dev_env.client, settings):
            sid = new_session_id()
            await say(dev_env.client, sid, "A relaxing beach trip, 3 days, 2 of us, about $150 each, from Phnom Penh")
            await say(dev_env.client, sid, "Mountains instead?")
            state = await session_client.session_state(dev_env.client, sid)

    first = _results(fake.requests[1].body)
    assert first["updateTravellerPreferences"]["success"] is True
    found = first["getTripSuggestions"]
    assert found["success"] is True and len(found["data"]["trips"]) == 3
    assert found["data"]["matched_on"]["environment"] == "BEACH"
    assert found["data"]["matched_on"]["departure_city"] == "Phnom Penh"
    # the search offered to the model has no parameters to re-type
    offered = {t["name"]: t for t in fake.requests[0].body["tools"]}
    assert offered["getTripSuggestions"]["input_schema"]["properties"] == {
        "region": {"type": "string"}
    }  # only the region named; the session fills the rest
    # a field the model passes wins; the rest still come from the session
    again = _results(fake.requests[3].body)["getTripSuggestions"]
    assert again["success"] is True and again["data"]["matched_on"]["environment"] == "MOUNTAIN"
    assert [shown.asked.split(",")[0] for shown in state.memory.lists] == ["BEACH", "MOUNTAIN"]
    assert state.environment == "MOUNTAIN" and state.budget_max_usd is not None
