"""The two traveller simulators: scripted answers from the task; the model traveller over the
Anthropic wire format (tests/fakes/anthropic_server.py)."""

from __future__ import annotations

import pytest

from evals.schema import Task, fill_dates
from evals.simulators import Line, ModelTraveller, ScriptedTraveller, make_simulator
from tests.fakes import Reply, run_fake
from tests.fakes.anthropic_server import FakeAnthropicServer, anthropic_text

TASK = Task.model_validate(
    {
        "id": "t",
        "title": "A couple books a beach trip",
        "language": "ZH",
        "persona": {
            "name": "王明",
            "phone": "+86 138 0013 8000",
            "group": {"adults": 2, "children_ages": [7]},
            "budget": "总共三千元",
            "currency": "CNY",
            "quirks": ["types short messages"],
        },
        "traveller": {
            "steps": [{"say": "我们想去海边，{date+10}出发"}, {"answer_until": "qr_payment"}],
            "replies": {"confirm": "是的，确认", "dates": "{date+10}", "pickup": "金边的索卡酒店"},
        },
        "expect": {},
    }
)


async def test_scripted_traveller_answers_from_the_task():
    sim = ScriptedTraveller(TASK)
    opening = await sim.opening(TASK.traveller.steps[0], [])
    assert opening.text == fill_dates("我们想去海边，{date+10}出发") and not opening.consent
    yes = await sim.answer(["confirm"], [])
    assert yes is not None and yes.text == "是的，确认" and yes.consent
    dates = await sim.answer(["dates"], [])
    assert dates is not None and dates.text == fill_dates("{date+10}") and not dates.consent
    name = await sim.answer(["name"], [])
    assert name is not None and name.text == "王明，+86 138 0013 8000" and not name.consent
    several = await sim.answer(["pickup", "dates", "departure"], [])  # all it knows, in the order asked
    assert several is not None and several.text == "金边的索卡酒店，" + fill_dates("{date+10}")
    assert await sim.answer(["departure"], []) is None  # nothing scripted: the episode reports it
    # "per person or in total?": the persona's own words, else per person (the tasks' default)
    budget = await sim.answer(["budget"], [])
    assert budget is not None and budget.text == (TASK.persona.budget or "这是每人的预算")
    optional = await sim.answer(["special_requests"], [])  # optional questions have a default answer
    assert optional is not None and optional.text == "没有特殊要求"
    assert await sim.answer([], []) is None


def test_make_simulator_needs_a_model_for_the_model_traveller():
    assert isinstance(make_simulator("scripted", TASK, {}), ScriptedTraveller)
    with pytest.raises(ValueError, match="EVAL_TRAVELLER_MODEL"):
        make_simulator("model", TASK, {})
    with pytest.raises(ValueError, match="API_KEY"):
        make_simulator("model", TASK, {"EVAL_TRAVELLER_MODEL": "claude-x"})
    with pytest.raises(ValueError, match="unknown traveller"):
        make_simulator("human", TASK, {})


async def test_model_traveller_plays_the_persona_over_the_anthropic_api():
    server = FakeAnthropicServer()
    server.queue(Reply(anthropic_text("我们两个大人一个孩子，想去海边")), Reply(anthropic_text("好的，确认预订")))
    with run_fake(server.app) as url:
        env = {
            "EVAL_TRAVELLER_MODEL": "claude-test",
            "EVAL_TRAVELLER_API_KEY": "sk-test",
            "EVAL_TRAVELLER_BASE_URL": url,
        }
        sim = make_simulator("model", TASK, env)
        assert isinstance(sim, ModelTraveller)
        first = await sim.opening(TASK.traveller.steps[0], [])
        transcript = [Line("traveller", first.text), Line("assistant", "要我现在为您预订吗？")]
        yes = await sim.answer(["confirm"], transcript)
    assert first.text == "我们两个大人一个孩子，想去海边" and not first.consent
    assert yes is not None and yes.text == "好的，确认预订" and yes.consent  # an agreeing answer to a confirmation
    body = server.requests[0].body
    headers = server.requests[0].headers
    assert "sk-test" in (headers.get("x-api-key", "") + headers.get("authorization", ""))
    assert body["model"] == "claude-test"
    assert "Simplified Chinese" in body["system"] and "王明" in body["system"] and "children aged 7" in body["system"]
    assert "types short messages" in body["system"] and "总共三千元" in body["system"]
    assert fill_dates("{date+10}") in body["messages"][-1]["content"]  # the step, dates filled in
    second = server.requests[1].body["messages"]
    # roles are swapped: the traveller model's own lines are "assistant", the concierge's "user"
    assert [m["role"] for m in second] == ["assistant", "user"]
    assert "要我现在为您预订吗" in second[-1]["content"] and "confirm" in second[-1]["content"]
    assert sim.calls == 2


async def test_model_traveller_disagreeing_is_no_consent():
    server = FakeAnthropicServer()
    server.queue(Reply(anthropic_text("不对，日期错了")))
    with run_fake(server.app) as url:
        sim = ModelTraveller.from_env(
            TASK, {"EVAL_TRAVELLER_MODEL": "m", "ANTHROPIC_API_KEY": "k", "ANTHROPIC_BASE_URL": url}
        )
        answer = await sim.answer(["confirm"], [Line("assistant", "要我现在为您预订吗？")])
    assert answer is not None and not answer.consent
