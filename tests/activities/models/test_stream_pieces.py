"""Even streaming in every script (issue 38): a Khmer or Chinese answer grows in many pieces of
about a word, like an English one, not in one to three chunks cut at its rare spaces.

The answers are the offline model's own, from whole journeys against the sandbox; they go through
the model's streaming (activities.models.scripted) and, once, through the LLM activity and Redis
as the bridge receives them.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import statistics
import unicodedata
from typing import Any

import pytest
from temporalio.testing import ActivityEnvironment

from activities.llm import LlmActivities
from activities.models import reset_model_clients
from activities.models.scripted import ScriptedModel
from activities.models.text_pieces import CLUSTERS_PER_PIECE, clusters, stream_pieces
from activities.stream import deltas_channel
from agent.model import LlmRequest
from agent.settings import Settings
from tests.activities.models.scripted.journey_support import TO_QR, Journey

KHMER_COENG = "\u17d2"


async def journey_answers(lang: str) -> list[str]:
    """Every answer the offline model wrote on the way to the QR code in ``lang``."""
    journey = Journey(lang)
    await journey.to_qr()
    return [r.text for log in journey.logs for r in log.responses if len(r.text) >= 40]


async def streamed(text_response: Any) -> list[str]:
    pieces: list[str] = []

    async def sink(piece: str) -> None:
        pieces.append(piece)

    await ScriptedModel().stream(text_response, sink)
    return pieces


def _size(piece: str) -> int:
    return len(clusters(piece.strip()))


@pytest.fixture(scope="module")
def answers() -> dict[str, list[str]]:
    return {lang: asyncio.run(journey_answers(lang)) for lang in TO_QR}


@pytest.mark.parametrize("lang", ["KH", "ZH", "EN"])
async def test_every_answer_streams_in_many_word_sized_pieces(answers: dict[str, list[str]], lang: str) -> None:
    from agent.model import ContentBlock, ModelResponse

    assert len(answers[lang]) >= 4
    for text in answers[lang]:
        response = ModelResponse(stop_reason="end_turn", content=[ContentBlock(type="text", text=text)])
        pieces = await streamed(response)
        assert "".join(pieces) == text
        written = len(clusters("".join(text.split())))  # what the traveller sees grow, blanks aside
        sizes = [_size(p) for p in pieces if p.strip()]
        # many pieces: at least one per 8 written clusters (a chunk of a whole sentence fails)
        assert len(pieces) >= written / 8, (lang, len(pieces), written, pieces[:5])
        # of similar size: about a word each, none a long run
        assert statistics.median(sizes) <= 8 and max(sizes) <= 20, (lang, max(sizes), pieces)


def test_pieces_join_back_and_never_split_a_written_syllable() -> None:
    text = "ខ្ញុំស្រឡាញ់ប្រទេសកម្ពុជា។ 我们想去白马（贝壳海滩）！ Kep, 3 days."
    pieces = stream_pieces(text)
    assert "".join(pieces) == text
    for before, after in zip(pieces, pieces[1:]):
        assert before[-1] != KHMER_COENG, (before, after)  # a subscript consonant stays with its coeng
        assert not unicodedata.category(after[0]).startswith("M"), (before, after)  # a vowel sign with its base
    khmer = [p for p in pieces if any("\u1780" <= c <= "\u17ff" for c in p)]
    cjk = [p for p in pieces if any("\u4e00" <= c <= "\u9fff" for c in p)]
    assert len(khmer) >= 3 and len(cjk) >= 4
    assert all(_size(p) <= CLUSTERS_PER_PIECE for p in khmer + cjk)
    assert stream_pieces("Kep is quiet in March.") == ["Kep", " is", " quiet", " in", " March."]  # as before


async def test_a_chinese_answer_reaches_redis_in_many_frames(redis_url: str) -> None:
    """Through the LLM activity at the dev stack's pace: one frame per piece, in order, equal to the
    answer (the bridge forwards each frame to the tabs as it comes)."""
    journey = Journey("ZH")
    await journey.say(TO_QR["ZH"][0])
    state = journey.state
    answer = state.messages[-1]
    assert answer["role"] == "assistant"
    request = LlmRequest(
        session_id=state.session_id,
        state=state.model_copy(update={"messages": []}),
        messages=state.messages[:-1],  # the model writes its answer to the search again
        stream_key="msg-zh",
    )
    reset_model_clients()
    settings = Settings(
        _env_file=None,
        MODEL_BACKEND="scripted",  # type: ignore[call-arg]
        SCRIPTED_STREAM_MS=5,
        REDIS_URL=redis_url,
    )
    activities = LlmActivities(settings)
    frames: list[dict[str, Any]] = []
    import redis.asyncio as redis

    client = redis.from_url(redis_url)
    pubsub = client.pubsub()
    await pubsub.subscribe(deltas_channel(state.session_id))

    async def listen() -> None:
        async for message in pubsub.listen():
            if message["type"] == "message":
                frames.append(json.loads(message["data"]))

    listener = asyncio.create_task(listen())
    try:
        env = ActivityEnvironment()
        env.info = dataclasses.replace(env.info, attempt=1)
        response = await env.run(activities.call_llm, request)
        await asyncio.sleep(0.3)
    finally:
        listener.cancel()
        await asyncio.gather(listener, return_exceptions=True)
        await pubsub.aclose()
        await client.aclose()
        await activities.aclose()
        reset_model_clients()
    text = response.text
    assert text and any("\u4e00" <= c <= "\u9fff" for c in text)
    assert [f["index"] for f in frames] == list(range(len(frames)))
    assert "".join(f["text"] for f in frames) == text
    assert len(frames) >= len(clusters("".join(text.split()))) / 8, (len(frames), text)
