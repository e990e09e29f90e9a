"""Issue 39, held-out batch C: the offline model never dead-ends, stated as invariants over wordings
and orders in EN / KH / ZH (the batch's journeys are evidence, not the test):

- discovery never asks the same question twice: an answer it cannot use is taken as a stated
  default, and whatever the traveller answers (nonsense included) trip cards come within a bound;
- every quick reply it offers is understood where it is offered (a question the traveller can
  answer by tapping);
- a change said at the summary, before the yes (someone leaves, a date, the pickup, another trip),
  gives a new summary with the change applied.
"""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest
from hypothesis import given, settings, strategies as st

from activities.models.scripted import ScriptedModel
from activities.models.scripted.phrases import asked_question
from activities.models.scripted.recovery import HELP
from agent.context import append_user_message, context_window
from agent.prompts.builder import model_request
from agent.state import AgentState, ConversationState
from tests.activities.models.scripted.journey_support import TO_QR, Journey
from tests.scripted_support import FakeBackend, run_turn

NOW = datetime(2026, 11, 24, 9, 0, tzinfo=UTC)
FIRST = {"EN": "Hello!", "KH": "សួស្តី", "ZH": "你好"}
# Answers a traveller may give to any discovery question: usable ones, other fields, nothing usable.
ANSWERS = {
    "EN": [
        "relaxing",
        "nature",
        "the beach",
        "Kampot sounds nice",
        "4 days",
        "a week or so",
        "2 adults",
        "me and my wife and her mum",
        "about 300 pounds each",
        "700 CAD for both of us",
        "from Siem Reap",
        "we fly into Phnom Penh",
        "not sure",
        "whatever you think",
        "?? %% ~~",
        "blorp",
        "asdf qwerty",
        "who won the football?",
        "hmm",
        "ok",
        # held-out batch D
        "Myself and my two sisters",
        "me and my son, 12 years old",
        "3000 reais for the two of us",
        "about 200,000 naira each",
        "we want to start exactly five weeks from today",
    ],
    "KH": [
        "សម្រាកលំហែ",
        "ធម្មជាតិ",
        "ឆ្នេរសមុទ្រ",
        "ទៅលេងកែប",
        "៣ថ្ងៃ",
        "មនុស្សធំ២នាក់",
        "ថវិកាសរុប ៣ លានរៀល",
        "ម្នាក់ប្រហែល ១៥០ដុល្លារ",
        "ចេញពីភ្នំពេញ",
        "មិនដឹងទេ",
        "អ្វីក៏បាន",
        "?? %% ~~",
        "អឺ",
        "បាល់ទាត់",
        "ខ្ញុំម្នាក់ និងកូន២នាក់ អាយុ៦ និង៩ឆ្នាំ",
        "ប្រហែល ៣០០ដុល្លារ សរុប",
    ],
    "ZH": [
        "轻松",
        "放松一下",
        "海边",
        "暹粒吳哥窟",
        "4天左右",
        "2個大人",
        "我和老婆带我爸",
        "预算每人500美元左右",
        "兩個人3萬台幣",
        "从金边出发",
        "不知道",
        "随便",
        "?? %% ~~",
        "嗯",
        "股票怎么样",
        "兩個人大概四千港幣",
        "我们是四个好朋友",
        "每人预算大概600令吉",
    ],
}
LOST = tuple(
    t for key in ("not_understood", "still_not_understood", "need_answer", "need_answers") for t in HELP[key].values()
)


def _state(lang: str) -> ConversationState:
    return ConversationState.new("0b7e2c1e-0000-4000-8000-00000000039c", NOW, user_id="u1", language=lang)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(
    st.sampled_from(["EN", "KH", "ZH"]),
    st.lists(st.integers(min_value=0, max_value=99), min_size=8, max_size=8),
    st.text(alphabet="?!%~#@*&^ xyzq", min_size=1, max_size=6),
)
async def test_discovery_never_asks_the_same_question_twice_and_cards_come_within_eight_answers(lang, picks, noise):
    state, backend, model = _state(lang), FakeBackend(NOW), ScriptedModel()
    log = await run_turn(model, state, FIRST[lang], backend, NOW)
    pool = [*ANSWERS[lang], noise]
    asked = [asked_question(log.final_text)]
    for pick in picks:
        if state.state != AgentState.DISCOVERY:
            break
        assert log.responses[-1].quick_replies, log.final_text  # every question comes with answers to tap
        log = await run_turn(model, state, pool[pick % len(pool)], backend, NOW)
        if state.state == AgentState.DISCOVERY:
            asked.append(asked_question(log.final_text))
    questions = [q for q in asked if q is not None]
    assert len(questions) == len(set(questions)), questions
    assert state.state == AgentState.SUGGESTION, (asked, log.final_text)


def _understood(state: ConversationState, tapped: str, question: str) -> tuple[bool, str]:
    """The model's first answer to ``tapped``, on a copy of the session: a tool call, or a text that
    neither says it did not understand nor ends with the same question ("date, name and phone?"
    after a tapped pickup asks for less: that is progress)."""
    trial = state.model_copy(deep=True)
    append_user_message(trial, tapped, NOW)
    system, tools = model_request(trial, NOW)
    response = ScriptedModel().respond(system, context_window(trial.messages), tools)
    if response.tool_uses:
        return True, ""
    text = response.text
    again = _last_paragraph(text) == question and question.rstrip().endswith(("?", "？"))
    return not text.startswith(LOST) and not again, text


def _last_paragraph(text: str) -> str:
    return text.strip().split("\n\n")[-1]


CONTACT = {"EN": "Sokha Chan, +855 12 345 678", "KH": "សុខា ចាន់ +855 12 345 678", "ZH": "我叫王明，电话 +855 12 345 678"}
TAKE = ("reply:yes", "trip:book", "trip:trip", "pickup:", "date:", "mood:", "environment:", "duration_days:")
TAKE += ("people_count:", "budget:", "departure_city:", "booking:itinerary")


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_every_quick_reply_is_understood_where_it_is_offered(lang):
    journey = Journey(lang)
    log = await journey.say(FIRST[lang])
    checked = 0
    for _ in range(25):
        if journey.state.state == AgentState.PAYMENT:
            journey.pay("succeed")
            log = await journey.say({"EN": "Show me the itinerary", "KH": "បង្ហាញកម្មវិធីដំណើរ", "ZH": "看看行程安排"}[lang])
        options = log.responses[-1].quick_replies
        assert options, (journey.state.state, log.final_text)
        asked = asked_question(log.final_text)
        for option in options:
            ok, said = _understood(journey.state, option.text, _last_paragraph(log.final_text))
            assert ok, (journey.state.state, option.text, said)
            checked += 1
        if journey.state.state == AgentState.POST_BOOKING:
            break
        contact = asked in ("ask_customer_name", "ask_customer_phone", "ask_booking_details") and not any(
            o.value.startswith(("pickup:", "date:")) for o in options
        )
        tap = next((o for prefix in TAKE for o in options if o.value.startswith(prefix)), options[0])
        log = await journey.say(CONTACT[lang] if contact else tap.text)
    assert journey.state.state == AgentState.POST_BOOKING and checked >= 20


# A group of three at the summary; each change, in the traveller's words, and what it must change.
THREE = {
    "EN": "Hi, three of us want a relaxing beach trip, 3 days, $100-$200 each, from Phnom Penh",
    "KH": "ខ្ញុំចង់សម្រាកនៅឆ្នេរ ៣ ថ្ងៃ ៣ នាក់ ពីភ្នំពេញ ថវិកា ១០០ ដល់ ២០០ ដុល្លារ",
    "ZH": "我们三个人想去海边放松，3天，每人100-200美元，从金边出发",
}
CHANGES = {
    "leaves": {
        "EN": [
            "my sister can't come, only 2 of us now",
            "one person drops out, we're down to 2",
            "my friend can't make it",
        ],
        "KH": ["មិត្តខ្ញុំមិនអាចទៅបានទេ នៅសល់តែ ២នាក់", "សុំដកម្នាក់ចេញ"],
        "ZH": ["我朋友不去了，只剩两个人", "我妹妹来不了，就我们2个人"],
    },
    "date": {
        "EN": ["actually, make it 12 January 2027", "can we start on 12 January 2027 instead?"],
        "KH": ["តាមពិត ប្តូរកាលបរិច្ឆេទទៅថ្ងៃទី១២ ខែមករា ឆ្នាំ២០២៧"],
        "ZH": ["改成2027年1月12日出发", "日期换成2027年1月12日"],
    },
    "pickup": {
        "EN": ["actually pick us up at the Sofitel Phokeethra instead", "change the pickup to Sofitel Phokeethra"],
        "KH": ["ប្តូរកន្លែងទទួលទៅសណ្ឋាគារសុខា"],
        "ZH": ["接送地点改成金边索菲特酒店"],
    },
    "trip": {
        "EN": ["actually, switch to the second one", "I'd rather take the second option instead"],
        "KH": ["ប្តូរទៅជម្រើសទីពីរវិញ"],
        "ZH": ["换成第二个吧，日期和接送都不变", "还是选第二个吧"],
    },
}
WORDINGS = [(kind, lang, n) for kind, by in CHANGES.items() for lang, said in by.items() for n in range(len(said))]


@settings(max_examples=len(WORDINGS), deadline=None, derandomize=True)
@given(st.sampled_from(WORDINGS))
async def test_a_change_at_the_summary_gives_a_new_summary_with_it(case):
    kind, lang, n = case
    journey = Journey(lang)
    for said in [THREE[lang], *TO_QR[lang][1:4]]:
        log = await journey.say(said)
    assert asked_question(log.final_text) == "ask_confirm_reserve", log.final_text
    first = journey.calls("previewBooking", journey.logs[-1]) or journey.calls("previewBooking", journey.logs[-2])
    before = first[-1]
    log = await journey.say(CHANGES[kind][lang][n])
    previews = journey.calls("previewBooking")
    assert previews and asked_question(log.final_text) == "ask_confirm_reserve", (kind, log.final_text)
    after = previews[-1]
    changed = {
        k for k in ("trip_id", "travel_date", "people_count", "pickup_location") if after.get(k) != before.get(k)
    }
    expected = {
        "leaves": ("people_count", 2),
        "date": ("travel_date", date(2027, 1, 12).isoformat()),
        "pickup": ("pickup_location", None),
        "trip": ("trip_id", None),
    }[kind]
    assert changed == {expected[0]}, (kind, before, after)
    assert expected[1] is None or after[expected[0]] == expected[1]
    assert journey.state.state == AgentState.BOOKING and not journey.state.booking_id  # nothing reserved yet


# Batch D: the same change led by a yes word is still a change (never the yes to the old summary).
YES_BUT = {
    "EN": ["ok, but {c}", "yes, but {c}", "sounds good, {c}"],
    "KH": ["បាទ ប៉ុន្តែ {c}", "ចាស {c}"],
    "ZH": ["可以，不过{c}", "好的，但是{c}"],
}


@settings(max_examples=len(WORDINGS), deadline=None, derandomize=True)
@given(st.sampled_from(WORDINGS), st.integers(min_value=0, max_value=5))
async def test_a_change_led_by_a_yes_word_is_a_change_not_the_yes(case, lead):
    kind, lang, n = case
    journey = Journey(lang)
    for said in [THREE[lang], *TO_QR[lang][1:4]]:
        await journey.say(said)
    before = [inp for log in journey.logs for inp in log.inputs("previewBooking")][-1]
    leads = YES_BUT[lang]
    log = await journey.say(leads[lead % len(leads)].format(c=CHANGES[kind][lang][n]))
    assert not journey.calls("createBooking") and not journey.state.booking_id, (kind, log.final_text)
    after = journey.calls("previewBooking")
    assert after and asked_question(log.final_text) == "ask_confirm_reserve", (kind, log.final_text)
    field = {"leaves": "people_count", "date": "travel_date", "pickup": "pickup_location", "trip": "trip_id"}[kind]
    assert after[-1][field] != before[field], (kind, before, after)


# A change to what the summary already says ("only 3 of us" for three) gives the summary again.
SAME = {
    "EN": [
        "wait, we're still 3 people, right? show me the total again",
        "only 3 of us now, can you check the price again?",
    ],
    "KH": ["សុំទោស យើងនៅតែ ៣នាក់ដដែល", "ចាំបន្តិច! ប្តូរទៅ ៣នាក់ គិតលុយម្តងទៀតបានទេ?"],
    "ZH": ["等一下！只剩我们三个人。可以改成3个人再算一次吗？", "我们还是3个人"],
}


@pytest.mark.parametrize("lang, n", [(lang, n) for lang in SAME for n in range(len(SAME[lang]))])
async def test_a_change_to_what_the_summary_already_says_gives_the_summary_again(lang, n):
    journey = Journey(lang)
    for said in [THREE[lang], *TO_QR[lang][1:4]]:
        await journey.say(said)
    log = await journey.say(SAME[lang][n])
    previews = journey.calls("previewBooking")
    assert previews and previews[-1]["people_count"] == 3, log.final_text
    assert asked_question(log.final_text) == "ask_confirm_reserve" and not journey.state.booking_id


# Before the summary too: another trip or someone leaving said while the details are asked.
BEFORE_SUMMARY = {
    "trip": {
        "EN": ["hmm wait, can we switch to the second trip from the list instead? my girlfriend prefers that one"],
        "KH": ["ប្តូរទៅជម្រើសទីពីរវិញ"],
        "ZH": ["换成第二个吧"],
    },
    "leaves": {k: v[:1] for k, v in CHANGES["leaves"].items()},
}


@pytest.mark.parametrize("kind, lang", [(kind, lang) for kind in BEFORE_SUMMARY for lang in ("EN", "KH", "ZH")])
async def test_a_change_while_the_details_are_asked_is_in_the_summary(kind, lang):
    journey = Journey(lang)
    for said in [THREE[lang], *TO_QR[lang][1:3]]:  # the trip chosen, "book it": the details are asked
        log = await journey.say(said)
    first_trip = journey.state.selected_trip_id
    await journey.say(BEFORE_SUMMARY[kind][lang][0])
    log = await journey.say(TO_QR[lang][3])
    previews = journey.calls("previewBooking") or journey.calls("previewBooking", journey.logs[-2])
    assert previews and asked_question(log.final_text) == "ask_confirm_reserve", log.final_text
    if kind == "trip":
        assert previews[-1]["trip_id"] == journey.state.suggested_trip_ids[1] != first_trip
    else:
        assert previews[-1]["people_count"] == 2
