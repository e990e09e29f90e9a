"""Trips shown once (issue 38: every trip was shown twice, a text list and then the same cards).

When a search's trips are drawn as cards, the model reads so in the result (``cards_on_screen``)
and in the SUGGESTION stage rule, and writes a short sentence instead of a second list; the
offline model does too, in every language, against the sandbox's catalogue.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from agent.formatter import format_frames
from agent.prompts.builder import stage_prompt
from agent.state import AgentState, ConversationState
from agent.tools.calls import ToolOutcome
from agent.tools.guidance import for_model
from tests.activities.models.scripted.journey_support import TO_QR, Journey
from tests.sandbox.support import Sandbox

ENVIRONMENTS = ("MOUNTAIN", "BEACH", "CITY", "FOREST", "ISLAND", "TEMPLE")


def search(sb: Sandbox, environment: str, lang: str) -> dict:
    body = {"mood": "curious", "environment": environment, "duration_days": 3, "people_count": 2,
            "budget_usd": {"min": 50, "max": 300}, "departure_city": "Phnom Penh"}  # fmt: skip
    return sb.call("getTripSuggestions", body, lang=lang).json()


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_the_model_is_told_exactly_when_the_trips_are_cards(lang: str) -> None:
    sb = Sandbox()
    state = ConversationState.new("s-once", datetime(2026, 3, 1, tzinfo=UTC), language=lang)
    results = [search(sb, env, lang) for env in ENVIRONMENTS]
    results += [
        {**results[0], "data": {**results[0]["data"], "same_trips_as_list": 1}},  # the list on screen again
        {**results[0], "data": {**results[0]["data"], "trips": []}},
        {"success": False, "error": {"code": "TIMEOUT", "message": "slow"}},
    ]
    for result in results:
        outcome = ToolOutcome(tool_use_id="t", name="getTripSuggestions", result=result)
        drawn = any(f.get("type") == "trip_cards" for f in format_frames("Here they are.", [outcome], state))
        told = (for_model(result, lang, "getTripSuggestions").get("data") or {}).get("cards_on_screen")
        assert bool(told) == drawn, result.get("data", {}).get("same_trips_as_list")
        if told:
            assert "do not list" in told and "one short sentence" in told
    assert sum(bool(r.get("success")) and bool(r["data"].get("trips")) for r in results) >= len(ENVIRONMENTS)


def test_the_suggestion_stage_rule_says_cards_not_a_list() -> None:
    rule = stage_prompt(AgentState.SUGGESTION)
    assert "drawn as cards" in rule and "one short sentence" in rule and "never list them again" in rule
    assert "For each: an emotional tagline" not in rule


def shown_result(journey: Journey, tool_use_id: str) -> dict:
    """The search result as the model read it in the session's messages."""
    for message in journey.state.messages:
        for block in message["content"] if isinstance(message["content"], list) else []:
            if block.get("type") == "tool_result" and block.get("tool_use_id") == tool_use_id:
                return json.loads(block["content"])
    raise AssertionError("no result for the search")


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_the_offline_model_writes_a_sentence_not_a_second_list(lang: str) -> None:
    journey = Journey(lang)
    log = await journey.say(TO_QR[lang][0])
    [call] = [c for r in log.responses for c in r.tool_uses if c.name == "getTripSuggestions"]
    data = shown_result(journey, call.id or "")["data"]
    assert data["cards_on_screen"] and len(data["trips"]) == 3
    text = log.final_text
    on_cards = [t["name"] for t in data["trips"]] + [t["tagline"] for t in data["trips"]]
    on_cards += [h for t in data["trips"] for h in t["highlights"]]
    assert [s for s in on_cards if s in text] == [], text
    assert text.count("\n") <= 3 and len(text) <= 420, text
