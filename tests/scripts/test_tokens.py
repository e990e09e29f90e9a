"""scripts/tokens.py: the scripted journey, what each model call is sent, and the figures."""

from __future__ import annotations

import json

import pytest

from agent.state import AgentState
from agent.tools.stages import offered_tools
from scripts import tokens


@pytest.fixture(scope="module")
def session():  # type: ignore[no-untyped-def]
    import asyncio

    return asyncio.run(tokens.run_journey("EN"))


def test_the_journey_books_pays_and_asks(session) -> None:  # type: ignore[no-untyped-def]
    state = session.state
    assert state.booking_id and state.payment_status == "CONFIRMED" and state.state == AgentState.POST_BOOKING
    assert len(state.memory.lists) == 2  # two searches
    assert state.customizations  # a customisation
    assert any("pack" in s for s in state.memory.said)  # the question after payment


def test_every_call_gets_its_stage_tools_and_one_cached_block(session) -> None:  # type: ignore[no-untyped-def]
    stages = {r.stage for r in session.requests}
    assert len(stages) == len(AgentState)
    for record in session.requests:
        assert record.tools == offered_tools(AgentState(record.stage))
        assert "Current Stage" not in record.system[0]["text"]
        assert f"Current Stage: {record.stage}" in record.system[1]["text"]
    assert len({r.system[0]["text"] for r in session.requests}) == 1  # survives every stage change


def test_an_english_session_reads_no_khmer_or_chinese(session) -> None:  # type: ignore[no-untyped-def]
    for record in session.requests:
        text = json.dumps(record.messages, ensure_ascii=False)
        assert '"name_kh"' not in text and '"name_zh"' not in text and '\\"name_zh\\"' not in text
        assert not any("\u1780" <= ch <= "\u17ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


def test_figures_add_up_and_the_cache_counts_only_repeated_prefixes(session) -> None:  # type: ignore[no-untyped-def]
    calls = tokens.figures(session.requests)
    result = tokens.report(calls, bookings=1)
    assert result["calls"] == len(session.requests)
    assert result["input_tokens"] == sum(c.input_tokens for c in calls) == result["per_booking"]["input"]
    assert result["cached_tokens"] + result["uncached_tokens"] == result["input_tokens"]
    assert calls[0].cached_tokens == 0 and all(c.cached_tokens <= c.cacheable_tokens for c in calls)
    # a call reads the longest breakpoint prefix written before: at least the tools and the stable
    # block once the stage is known, the whole prefix when the session's facts did not change
    seen: set[str] = set()
    for record, call in zip(session.requests, calls):
        if record.stage in seen:
            assert call.cached_tokens >= tokens.tokens(tokens._chars(record.tools))
        seen.add(record.stage)
    assert any(c.cached_tokens == c.cacheable_tokens for c in calls[1:])
    assert all(0 < c.cacheable_tokens < c.input_tokens for c in calls)
    # issue 23 measured 7.6 K per call before the stage tools, the shared system block and the
    # working memory; this guards the gain (the targets themselves are reported by make tokens).
    # 5.6 K since the relay fixes of issue 22 (added days' content, plan_changes, price labels);
    # 4.4 K since the search fills from the session and results drop nulls and repeats (stop 31);
    # 4.0 K since older turns' calls leave the window and requests are measured as the SDK sends them;
    # 4.19 K by stop 53 (suggestions name the days a shorter version drops, quotes what the plan now
    # includes, the details question asks for special requests too): guarded at 4.3 K, make tokens
    # still reports the 4.0 K target as missed; 4.35 K once getPlaces is offered at every stage (a place is
    # asked about while customising and booking too): guarded at 4.4 K; 4.41 K once every refund-if-cancelled
    # figure carries its named parts and airport pickups their airport (stop 64): guarded at 4.5 K
    assert result["mean_per_call"] < 4_500


def test_the_cacheable_prefix_ends_at_the_last_breakpoint(session) -> None:  # type: ignore[no-untyped-def]
    """Tools, the stable block, the stage's rules and the session's facts are cacheable; the
    call's moment (clock, notices) is not."""
    for record, call in zip(session.requests, tokens.figures(session.requests)):
        assert [("cache_control" in b) for b in record.system] == [True, True, True, False]
        chars = tokens._chars(record.tools) + tokens._chars(record.system[:3])
        assert call.cacheable_tokens == chars // 4
        assert call.cacheable_share >= tokens.TARGET_CACHEABLE_SHARE


@pytest.mark.parametrize(
    ("asked", "wanted"),
    [
        (
            "to book it i just need the start date, the full name, a phone number with the country code and "
            "where to pick you up — could you send them (all in one message is fine)?",
            ("2027-03-10", "Sokha Chan", "+855 12 345 678", "Riverside Hotel"),
        ),
        ("shall i reserve it now?", ("Yes, go ahead",)),
    ],
)
def test_the_traveller_answers_every_detail_asked_in_one_message(asked: str, wanted: tuple[str, ...]) -> None:
    answer = tokens.answer_all(asked)
    assert all(part in answer for part in wanted), answer
    assert answer.count("Sokha Chan") <= 1  # "full name" and "name" give one answer
