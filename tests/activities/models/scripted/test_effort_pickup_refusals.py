"""Issue 39, held-out batch 11: questions the stage's data can answer are answered, in EN / KH / ZH,
stated as invariants over wordings and stages (the batch's sentences are among the wordings, not the test):

- a question about climbing, stairs, walking, heat or access while the trips are shown, looked at,
  customised or booked is answered from the trips' own effort data (their walking levels), never
  with "Sorry, I didn't catch that";
- after payment, when / where the pickup is, however it is asked, is answered with the booking's
  pickup time;
- a place or activity said with a refusal ("កុំឡើងភ្នំច្រើន", "不要爬山", "no mountains") is never
  read as that environment: it is kept as a need.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings, strategies as st

from activities.models.scripted.on_foot import LEVEL
from activities.models.scripted.understand import hear
from agent.state import AgentState
from tests.activities.models.scripted.journey_support import TO_QR, Journey
from tests.activities.models.scripted.test_never_dead_ends import LOST

EFFORT_QUESTIONS = {
    "EN": [
        "Is there a lot of climbing on these? Steep stairs worry me a bit.",
        "How much walking is involved?",
        "are there many stairs?",
        "Is it hard on the knees?",
        "I'm worried about the heat and walking a lot",
        "Is this wheelchair accessible?",
        "how strenuous is it",
    ],
    "KH": [
        "ដំណើរទាំងនេះឡើងជណ្តើរច្រើនទេ?",
        "ត្រូវដើរច្រើនទេ?",
        "ឡើងភ្នំពិបាកទេ?",
        "ខ្ញុំបារម្ភពីការដើរឆ្ងាយ",
        "ក្តៅខ្លាំងទេ?",
    ],
    "ZH": [
        "这些行程要爬很多楼梯吗？",
        "要走很多路吗？",
        "台阶陡不陡？",
        "体力要求高吗",
        "我有点担心爬山太累",
        "轮椅方便吗？",
    ],
}
PICKUP_QUESTIONS = {
    "EN": [
        "What time will the driver come?",
        "when is pickup",
        "What time do you pick us up?",
        "when does the driver get here?",
        "Where do we meet the driver?",
        "what time should we be ready for the driver",
    ],
    "KH": [
        "ម៉ោងប៉ុន្មានមកទទួល?",
        "អ្នកបើកបរមកទទួលម៉ោងប៉ុន្មាន?",
        "មកទទួលពេលណា?",
        "ជួបអ្នកបើកបរនៅឯណា?",
    ],
    "ZH": ["几点来接", "司机几点来接我们？", "什么时候来接我们？", "司机在哪里等我们？", "明天几点出发？"],
}
REFUSALS = {
    "EN": (
        ["don't want", "no", "we'd rather not do", "please avoid", "nothing with"],
        ["mountains", "hills", "climbing mountains", "hiking in the hills"],
    ),
    "KH": (["កុំ", "មិនចង់"], ["ឡើងភ្នំច្រើន", "ទៅភ្នំ", "ឡើងភ្នំ"]),
    "ZH": (["不要", "不想去", "别去"], ["爬山", "山区", "山上"]),
}
BEACH = {"EN": "a quiet beach", "KH": "ឆ្នេរសមុទ្រ", "ZH": "海边"}


async def _at(lang: str, stage: str) -> Journey:
    journey = Journey(lang)
    await journey.say(TO_QR[lang][0])
    if stage in ("EXPLORATION", "BOOKING"):
        await journey.say(TO_QR[lang][1])
    if stage == "BOOKING":
        await journey.say(TO_QR[lang][2])
    assert journey.state.state == AgentState(stage), journey.state.state
    return journey


def _results(journey: Journey, name: str) -> list[dict[str, Any]]:
    """The data of every ``name`` result in the session so far."""
    ids = {
        block.get("id")
        for m in journey.state.messages
        if m["role"] == "assistant" and isinstance(m["content"], list)
        for block in m["content"]
        if block.get("type") == "tool_use" and block.get("name") == name
    }
    out = []
    for m in journey.state.messages:
        for block in m["content"] if m["role"] == "user" and isinstance(m["content"], list) else []:
            if block.get("type") == "tool_result" and block.get("tool_use_id") in ids:
                out.append((json.loads(block["content"]) or {}).get("data") or {})
    return out


@settings(max_examples=30, deadline=None, derandomize=True)
@given(
    st.sampled_from(["EN", "KH", "ZH"]), st.sampled_from(["SUGGESTION", "EXPLORATION", "BOOKING"]), st.integers(0, 99)
)
async def test_an_effort_question_is_answered_from_the_trips_walking_levels(lang, stage, pick):
    journey = await _at(lang, stage)
    question = EFFORT_QUESTIONS[lang][pick % len(EFFORT_QUESTIONS[lang])]
    log = await journey.say(question)
    said = log.final_text
    assert not said.startswith(LOST), (stage, question, said)
    assert journey.state.state == AgentState(stage)  # a question moves nothing
    focus = journey.state.selected_trip_id or journey.state.viewed_trip_id
    if focus is None:  # the cards: each trip shown, with its level
        trips = _results(journey, "getTripSuggestions")[-1]["trips"][:3]
        for trip in trips:
            assert LEVEL[trip["difficulty"]][lang] in said, (question, said)
        return
    plan = [p for p in _results(journey, "getTripItinerary") if p.get("trip_id") == focus][-1]
    harder = [d["effort"] for d in plan["itinerary"] if d["effort"]["level"] != "easy"]
    for effort in harder:  # every harder day, its level and why
        assert LEVEL[effort["level"]][lang] in said and effort.get("note", "") in said, (question, said)


@settings(max_examples=20, deadline=None, derandomize=True)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.integers(0, 99))
async def test_after_payment_the_pickup_is_answered_however_it_is_asked(lang, pick):
    journey = Journey(lang)
    await journey.to_qr()
    journey.pay("succeed")
    question = PICKUP_QUESTIONS[lang][pick % len(PICKUP_QUESTIONS[lang])]
    log = await journey.say(question)
    assert journey.state.state == AgentState.POST_BOOKING
    pickup = journey.state.booking_pickup or next(
        p["pickup"] for p in reversed(_results(journey, "getTripItinerary")) if p.get("pickup")
    )
    assert not log.final_text.startswith(LOST) and str(pickup["time"]) in log.final_text, (question, log.final_text)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.integers(0, 99), st.integers(0, 99), st.booleans())
def test_a_refused_place_is_a_need_never_the_environment(lang, cue, place, with_beach):
    cues, places = REFUSALS[lang]
    sep = " " if lang == "EN" else ""
    refused = places[place % len(places)]
    said = f"{cues[cue % len(cues)]}{sep}{refused}"
    said = f"{BEACH[lang]}, {said}" if with_beach else said
    heard = hear(said)
    assert heard.slots.get("environment") == ("BEACH" if with_beach else None), (said, heard.slots)
    assert refused in heard.slots.get("special_needs", ""), (said, heard.slots)  # kept as a need


@settings(max_examples=12, deadline=None, derandomize=True)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.integers(0, 99))
async def test_a_refusal_in_discovery_never_searches_that_environment(lang, pick):
    cues, places = REFUSALS[lang]
    refused = places[pick % len(places)]
    refusal = f"{cues[pick % len(cues)]}{' ' if lang == 'EN' else ''}{refused}"
    journey = Journey(lang)
    await journey.say({"EN": "Hello!", "KH": "សួស្តី", "ZH": "你好"}[lang])
    await journey.say(refusal)
    recorded = [inp for log in journey.logs for inp in log.inputs("updateTravellerPreferences")]
    searched = [inp for log in journey.logs for inp in log.inputs("getTripSuggestions")]
    assert all(inp.get("environment") != "MOUNTAIN" for inp in recorded + searched), (refusal, recorded, searched)
    assert any(refused in str(inp.get("special_needs") or "") for inp in recorded), (refusal, recorded)
