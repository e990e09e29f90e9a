"""BedrockClient through the real anthropic.AsyncAnthropicBedrock (SigV4 with fixed fake
credentials) against the fake server's ``/model/{model_id}/invoke`` route."""

from __future__ import annotations

import copy
import importlib.util
from typing import Any, Iterator

import pytest

from activities.models import get_model_client, reset_model_clients
from activities.models.bedrock_client import BedrockClient, BedrockUnavailable
from agent.model import ContentBlock
from agent.settings import Settings
from agent.state import TokenUsage
from tests.fakes import FOLLOW_UP, KAMPOT, KEP, USER_1, Reply, run_fake, system_blocks, tool_results, weather_tools
from tests.fakes.anthropic_server import FakeAnthropicServer, anthropic_text, anthropic_tool_uses

MODEL_ID = "anthropic.claude-3-5-sonnet-20240620-v1:0"
ACCESS_KEY = "AKIDFAKEEXAMPLE"
CC = {"type": "ephemeral"}


def settings_for(url: str, streaming: bool = True) -> Settings:
    return Settings(
        _env_file=None,
        MODEL_BACKEND="bedrock",
        AWS_REGION="ap-southeast-1",  # type: ignore[call-arg]
        BEDROCK_MODEL_ID=MODEL_ID,
        BEDROCK_BASE_URL=url,
        LLM_STREAMING=streaming,
    )


@pytest.fixture
def fake() -> Iterator[tuple[FakeAnthropicServer, str]]:
    server = FakeAnthropicServer()
    with run_fake(server.app) as url:
        yield server, url


@pytest.fixture(autouse=True)
def _no_bearer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("AWS_BEARER_TOKEN_BEDROCK", raising=False)
    monkeypatch.delenv("ANTHROPIC_BEDROCK_BASE_URL", raising=False)


def _without_anthropic_version(body: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in body.items() if k != "anthropic_version"}


@pytest.mark.parametrize("streaming", [True, False])
async def test_two_parallel_tool_calls_through_bedrock(fake: tuple[FakeAnthropicServer, str], streaming: bool) -> None:
    server, url = fake
    server.queue(
        Reply(
            anthropic_tool_uses(
                [("toolu_b1", "getWeatherForecast", KAMPOT), ("toolu_b2", "getWeatherForecast", KEP)],
                model=MODEL_ID,
                input_tokens=100,
                output_tokens=20,
            )
        ),
        Reply(
            anthropic_text(
                "Kampot is drier.", model=MODEL_ID, input_tokens=150, output_tokens=10, cache_read_input_tokens=1500
            )
        ),
    )
    client = BedrockClient(settings_for(url, streaming), aws_access_key=ACCESS_KEY, aws_secret_key="fake-secret-key")
    first = await client.create_message(system_blocks(), [USER_1], weather_tools(), max_tokens=512)
    history = [USER_1, first.assistant_message(), tool_results("toolu_b1", "toolu_b2")]
    pieces: list[str] = []

    async def sink(text: str) -> None:
        pieces.append(text)

    second = await client.create_message(system_blocks(), history, weather_tools(), max_tokens=512, on_text=sink)
    # Streaming reads AWS event-stream chunks (invoke-with-response-stream) piece by piece.
    assert pieces == (["Kampot", " is", " drier."] if streaming else [])

    assert first.stop_reason == "tool_use"
    assert first.content == [
        ContentBlock(type="tool_use", id="toolu_b1", name="getWeatherForecast", input=KAMPOT),
        ContentBlock(type="tool_use", id="toolu_b2", name="getWeatherForecast", input=KEP),
    ]
    assert first.usage == TokenUsage(input_tokens=100, output_tokens=20, llm_calls=1, cost_usd=0.0006)
    assert second.text == "Kampot is drier." and second.usage.cache_read_input_tokens == 1500
    assert client.name == "bedrock" and first.model == MODEL_ID

    route = "invoke-with-response-stream" if streaming else "invoke"
    assert [r.path for r in server.requests] == [f"/model/{MODEL_ID}/{route}"] * 2
    tools = weather_tools()
    tools[-1]["cache_control"] = CC
    system = copy.deepcopy(system_blocks())
    system[0]["cache_control"] = CC
    body = server.requests[1].body
    assert body["anthropic_version"] == "bedrock-2023-05-31"  # the value AWS documents for InvokeModel
    assert "model" not in body
    assert _without_anthropic_version(body) == {
        "max_tokens": 512,
        "system": system,
        "tools": tools,
        "messages": [
            USER_1,
            {
                "role": "assistant",
                "content": [
                    {"type": "tool_use", "id": "toolu_b1", "name": "getWeatherForecast", "input": KAMPOT},
                    {"type": "tool_use", "id": "toolu_b2", "name": "getWeatherForecast", "input": KEP},
                ],
            },
            {
                "role": "user",
                "content": [
                    {
                        "type": "tool_result",
                        "tool_use_id": "toolu_b1",
                        "content": '{"condition": "sunny", "temp_c": 31}',
                    },
                    {
                        "type": "tool_result",
                        "tool_use_id": "toolu_b2",
                        "content": [{"type": "text", "text": '{"condition": "showers", "temp_c": 29}'}],
                    },
                    {"type": "text", "text": FOLLOW_UP},
                ],
            },
        ],
    }
    auth = server.requests[0].headers["authorization"]
    assert auth.startswith(f"AWS4-HMAC-SHA256 Credential={ACCESS_KEY}/")
    assert "/ap-southeast-1/bedrock/aws4_request" in auth
    assert "x-amz-date" in server.requests[0].headers


async def test_credentials_from_the_standard_chain(
    fake: tuple[FakeAnthropicServer, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    server, url = fake
    server.queue(Reply(anthropic_text("hello", model=MODEL_ID)))
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "AKIDCHAINEXAMPLE")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "chain-secret")
    monkeypatch.delenv("AWS_PROFILE", raising=False)
    reset_model_clients()
    client = get_model_client(settings_for(url), "EN")
    assert isinstance(client, BedrockClient)
    response = await client.create_message("Be brief.", [USER_1], [])
    reset_model_clients()
    assert response.text == "hello"
    assert server.requests[0].headers["authorization"].startswith("AWS4-HMAC-SHA256 Credential=AKIDCHAINEXAMPLE/")
    assert server.requests[0].body["system"] == "Be brief."


def test_missing_boto3_gives_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name in ("boto3", "botocore") else real(name, *a)
    )
    with pytest.raises(BedrockUnavailable, match=r"derlg-concierge\[bedrock\]"):
        BedrockClient(settings_for("http://127.0.0.1:9"))


def test_client_configuration() -> None:
    client = BedrockClient(settings_for("http://127.0.0.1:9"), aws_access_key="a", aws_secret_key="b")
    assert client.sdk.max_retries == 0
    assert client.sdk.aws_region == "ap-southeast-1"
    assert client.model == MODEL_ID
