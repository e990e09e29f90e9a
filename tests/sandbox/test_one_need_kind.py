"""One classification of a need everywhere, in every language: the same need is filed the same kind as
the booking's request item (createBooking, addBookingRequest) and as updateTravellerPreferences'
``safety_request``, whether said in English, Khmer or Chinese (a Khmer "my mother is old and can hardly
walk" was a "general" request while safety_request had called it mobility). A statement that asks
nothing (an age, how many travel: facts the booking already holds) is no request for the operator, and a
request said in Khmer or Chinese carries no stray Latin full stop."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agent.state import ConversationState
from agent.tools.dispatch import run_local
from tests.sandbox.support import Sandbox

NOW = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
# (kind, the same need in EN, KH, ZH)
NEEDS = [
    ("mobility", "My mother is old and can hardly walk.", "ម្តាយខ្ញុំចាស់ហើយដើរមិនសូវរួច។", "我妈妈年纪大了，走不太动。"),
    ("mobility", "Grandfather finds walking difficult: no stairs please.", "ជីតាពិបាកដើរ។", "爷爷行走困难。"),
    ("mobility", "Please avoid stairs, my father cannot climb.", "ឪពុកខ្ញុំឡើងជណ្តើរមិនរួច។", "我爸爸不能爬台阶。"),
    ("medical", "My father is diabetic.", "ឪពុកខ្ញុំមានជំងឺទឹកនោមផ្អែម។", "我爸爸有糖尿病。"),
    ("allergy", "Severe peanut allergy.", "ខ្ញុំមានប្រតិកម្មនឹងសណ្តែកដី។", "我对花生过敏。"),
    ("general", "Please bring a baby cot.", "សុំគ្រែកូនង៉ែតសម្រាប់កូនតូច។", "请准备一张婴儿床。"),
]
FACTS = ["កូនតូច១ខួប", "Our baby is 1 year old.", "宝宝1岁。", "We are 2 adults and a child aged 5."]


def _preferences_kind(text: str) -> str:
    state = ConversationState(session_id="s", user_id="u", created_at=NOW, last_active=NOW)
    out = run_local(state, "t", "updateTravellerPreferences", {"special_needs": text}, [], NOW).result
    return (out["data"].get("safety_request") or {}).get("kind") or "general"


@pytest.mark.parametrize(("kind", "texts"), [(n[0], n[1:]) for n in NEEDS])
def test_a_need_is_one_kind_in_every_language_and_every_result(sb: Sandbox, kind: str, texts: tuple[str, ...]) -> None:
    for text in texts:
        [item] = sb.book(special_requests=text)["special_request_items"]
        assert item["kind"] == kind, text
        assert _preferences_kind(text) == (kind if kind in ("allergy", "medical", "mobility") else "general"), text


def test_a_fact_about_the_group_is_no_request_and_no_stray_stop_is_sent(sb: Sandbox) -> None:
    need, cot = NEEDS[0][2], "សុំគ្រែកូនង៉ែតសម្រាប់កូនតូច"
    for fact in FACTS:
        items = sb.book(special_requests=f"{need} {fact}។ {cot}.")["special_request_items"]
        assert [i["request"] for i in items] == [need, cot], fact  # the age is no request; no "." after Khmer
        assert [i["kind"] for i in items] == ["mobility", "general"]
