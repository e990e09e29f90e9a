"""Issue 23 acceptance: "go back to the first one" through the workflow (dev server, the real
activities, the scripted model, the sandbox backend). After two searches and a look back, the
request the model receives still lists the first search's trips by name and price."""

from __future__ import annotations

import pytest

from agent.context import context_window
from agent.prompts.builder import model_request
from agent.state import AgentState
from api import session_client
from tests.support import make_settings, new_session_id, running_worker, say

pytestmark = pytest.mark.devserver

FIRST = "Hi! I'm stressed and want a relaxing beach trip for 3 days, 2 people, budget $100-$200 each, from Phnom Penh"


async def test_the_first_list_stays_in_the_context_after_a_second_search(dev_env, sandbox_url):
    client = dev_env.client
    async with running_worker(client, make_settings(sandbox_url)):
        sid = new_session_id()
        await say(client, sid, FIRST)
        first = await session_client.session_state(client, sid)
        beach = first.memory.lists[0].trips
        assert len(beach) == 3 and all(t.name and t.price_per_person_usd for t in beach)
        await say(client, sid, "Actually, show me mountain trips instead")
        await say(client, sid, "Go back to the first one you showed")
        await say(client, sid, "What is the weather like there?")
        await say(client, sid, "And the photos?")
        state = await session_client.session_state(client, sid)

    assert state.state in (AgentState.SUGGESTION, AgentState.EXPLORATION)
    assert [shown.number for shown in state.memory.lists] == [1, 2]
    system, _ = model_request(state.model_copy(update={"messages": []}))
    context = "\n".join(block["text"] for block in system[2:])  # the session's facts and the moment
    line = next(x for x in context.splitlines() if x.startswith("- trips_shown_1:"))
    assert "earlier list" in line and "BEACH" in line
    for n, trip in enumerate(beach, start=1):  # in the order shown, with the names and prices shown
        assert f"{n}. {trip.name} ({trip.id}) ${trip.price_per_person_usd:,.0f} per person" in line
    assert "current list" in next(x for x in context.splitlines() if x.startswith("- trips_shown_2:"))
    assert "- trip_focus: last itinerary opened" in context
    # the first search's full result has shrunk in the window, its names and prices have not
    window = str(context_window(state.messages))
    assert all(trip.name in window for trip in beach) or all(trip.name in context for trip in beach)
