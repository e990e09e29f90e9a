"""System prompt (seed property 13) and fixed texts in the session language (property 20)."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from hypothesis import given, settings, strategies as st

from agent.prompts import i18n
from agent.prompts.builder import build_system_prompt
from agent.state import AgentState, ConversationState

NOW = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)
KHMER = re.compile(r"[\u1780-\u17FF]")
CJK = re.compile(r"[\u4e00-\u9fff]")
TRADITIONAL_ONLY = re.compile(r"[們這個說際預訂確認歡間題繼續話]")
STAGE_WORDS = {  # one phrase per stage, from seed 003 §3
    AgentState.DISCOVERY: "one question at a time",
    AgentState.SUGGESTION: "exactly 3 options",
    AgentState.EXPLORATION: "getPlaces",
    AgentState.CUSTOMIZATION: "budget",
    AgentState.BOOKING: "reserved_until_local",
    AgentState.PAYMENT: "give the support_contact",
    AgentState.POST_BOOKING: "refund",
}
ids = st.from_regex(r"\A[a-z0-9]{6,12}\Z")


@st.composite
def sessions(draw: st.DrawFn) -> ConversationState:
    state = ConversationState.new(draw(ids), NOW, user_id=draw(ids), language=draw(st.sampled_from(["EN", "KH", "ZH"])))
    state.state = draw(st.sampled_from(list(AgentState)))
    state.booking_id = draw(st.none() | ids.map(lambda s: "bk_" + s))
    state.selected_trip_name = draw(st.none() | st.sampled_from(["Kampot Pepper Trail", "Koh Rong Escape"]))
    state.people_count = draw(st.none() | st.integers(1, 9))
    if state.booking_id:
        state.reserved_until = NOW + timedelta(minutes=15)
    return state


@settings(max_examples=100, deadline=None)
@given(sessions())
def test_prompt_adapts_to_the_state(state: ConversationState) -> None:
    blocks = build_system_prompt(state, NOW)
    assert len(blocks) == 4 and all(b["type"] == "text" for b in blocks)
    stable, stage, facts, moment = (b["text"] for b in blocks)
    dynamic = f"{facts}\n{moment}"
    # three cache breakpoints: the stable block, the stage's rules and the session's facts; the
    # call's moment (the clock, notices, what fell out of the window) after them
    assert blocks[0]["cache_control"] == blocks[1]["cache_control"] == blocks[2]["cache_control"]
    assert blocks[0]["cache_control"] == {"type": "ephemeral"} and "cache_control" not in blocks[3]
    assert f"- now: {NOW.isoformat()}" in moment and "- now:" not in facts
    assert "DerLg.com AI Travel Concierge" in stable and "one question at a time" in stable
    # the stage's rules have their own block: the stable block is the same in every stage
    assert f"Current Stage: {state.state.value}" in stage and "Current Stage" not in stable + dynamic
    assert STAGE_WORDS[state.state].lower() in stage.lower()
    other_stages = [s for s in AgentState if s != state.state]
    assert not any(f"Current Stage: {s.value}\n" in stage for s in other_stages)
    assert dynamic.startswith("## Current Session Context") and "## Current Session Context" not in stable + stage
    lang_header = {"EN": "Language: English", "KH": "Language: Khmer", "ZH": "Language: Simplified Chinese"}
    assert lang_header[state.preferred_language] in stable
    assert "Absolute Rules" in stable and "Never invent data" in stable and "user id" in stable
    # session context
    for value in (state.state.value, state.preferred_language):
        assert value in dynamic
    if state.booking_id:
        assert state.booking_id in dynamic and state.booking_id not in stable + stage
    assert state.session_id not in stable + stage and state.user_id not in stable + stage
    if state.selected_trip_name:
        assert state.selected_trip_name not in stable + stage


@settings(max_examples=100, deadline=None)
@given(sessions(), sessions())
def test_stable_block_is_shared_by_sessions_in_the_same_stage(a: ConversationState, b: ConversationState) -> None:
    b.state, b.preferred_language = a.state, a.preferred_language
    # the whole cacheable part (stable block and the stage's rules) is the same for both sessions
    assert build_system_prompt(a, NOW)[:2] == build_system_prompt(b, NOW + timedelta(hours=3))[:2]


def test_cached_block_is_one_per_language_and_the_same_in_every_stage() -> None:
    state = ConversationState.new("s", NOW)
    cached, per_stage = set(), set()
    for stage in AgentState:
        for lang in ("EN", "KH", "ZH"):
            state.state, state.preferred_language = stage, lang
            blocks = build_system_prompt(state)
            cached.add(blocks[0]["text"])
            per_stage.add(blocks[1]["text"])
    assert len(cached) == 3  # a stage change keeps the stable system block
    assert len(per_stage) == 7  # the stage's rules: one text per stage (English rules in every language)


def test_a_kh_or_zh_model_is_told_to_book_with_the_travellers_words_and_no_english_copy() -> None:
    """Issue 38: a pickup written "ផ្សារធំថ្មី / Central Market" by the model showed the English copy on
    the traveller's booking card; the KH/ZH language rules say to pass booking details as written."""
    state = ConversationState.new("s", NOW)
    for lang in ("KH", "ZH"):
        state.preferred_language = lang
        stable = build_system_prompt(state)[0]["text"]
        rule = next((line for line in stable.splitlines() if "English copy" in line), "")
        assert "pickup" in rule and "as they wrote it" in rule, (lang, rule)


def lang_ok(text: str, lang: str) -> bool:
    if lang == "KH":
        return bool(KHMER.search(text)) and not CJK.search(text)
    if lang == "ZH":
        return bool(CJK.search(text)) and not KHMER.search(text) and not TRADITIONAL_ONLY.search(text)
    return not KHMER.search(text) and not CJK.search(text)


@settings(max_examples=100, deadline=None)
@given(sessions(), st.integers(1, 5), st.text(min_size=1, max_size=8, alphabet="ABCDEFGHJK0123456789-"))
def test_fixed_texts_are_in_the_session_language(state: ConversationState, attempts: int, ref: str) -> None:
    lang = state.preferred_language
    texts = [
        i18n.welcome_text(lang),
        i18n.resume_text(lang, state),
        i18n.hold_expired_text(lang, state.selected_trip_name),
        i18n.payment_confirmed_text(lang, ref, state.selected_trip_name),
        i18n.payment_failed_text(lang, attempts),
        i18n.support_handoff_text(lang),
        i18n.turn_error_text(lang),
        i18n.loop_limit_text(lang),
        i18n.service_busy_text(lang),
        i18n.session_ended_text(lang),
    ]
    for text in texts:
        assert text.strip() and lang_ok(text.replace(state.selected_trip_name or "", ""), lang), text
    assert ref in texts[3]
    if attempts >= 3:
        assert "support@derlg.com" in texts[4] and "+855 23 900 123" in texts[4]
    else:
        assert (i18n.khmer_digits(attempts) if lang == "KH" else str(attempts)) in texts[4]


@settings(max_examples=100, deadline=None)
@given(sessions())
def test_resume_text_names_the_trip_in_progress(state: ConversationState) -> None:
    text = i18n.resume_text(state.preferred_language, state)
    if state.selected_trip_name:
        assert state.selected_trip_name in text
    assert text != i18n.welcome_text(state.preferred_language)


def test_english_resume_text_matches_the_seed() -> None:
    state = ConversationState.new("s", NOW)
    state.selected_trip_name = "Angkor Sunrise & Temples"
    state.state = AgentState.EXPLORATION
    assert i18n.resume_text("EN", state) == (
        "Welcome back! Last time we were looking at Angkor Sunrise & Temples. "
        "Would you like to continue where we left off?"
    )
    assert "support@derlg.com" in i18n.support_handoff_text("KH") and "+855 23 900 123" in i18n.support_handoff_text(
        "ZH"
    )
