"""A price asked while the booking summary awaits the yes ("这个合人民币多少钱啊", "how much is that in yuan?") is
answered from the summary's own total, beside it in the currency asked (else the session's: riel, yuan) as
getCurrencyRates converts it, and the summary's own question follows: never the trip's "photos, hotel or
weather?" invitation, so the next yes still reserves (the development task zh-he-harbin-couple-voice-input)."""

from __future__ import annotations

import asyncio

import pytest

from activities.models.scripted.phrases import say
from agent.consent import hear, mark_shown
from tests.activities.models.scripted.journey_support import TO_QR, Journey
from tests.scripted_support import TurnLog

ASKED = [
    ("ZH", "这个合人民币多少钱啊", "元"),
    ("ZH", "一共多少钱？", "元"),
    ("KH", "សរុបតម្លៃប៉ុន្មានរៀល?", "៛"),
    ("EN", "how much is that in yuan?", "元"),
    ("EN", "how much is it?", None),
]


@pytest.mark.parametrize(("lang", "question", "sign"), ASKED)
def test_a_price_asked_at_the_summary_is_the_summarys_total_then_its_question(
    lang: str, question: str, sign: str | None
) -> None:
    async def play() -> tuple[str, list[str], bool]:
        j = Journey(lang)
        for said in TO_QR[lang][:4]:
            await j.say(said)
        assert j.state.booking_quote is not None, [lg.final_text for lg in j.logs]
        total = j.state.booking_quote.total_usd
        log = await j.say(question)
        await j.say(TO_QR[lang][4])  # the yes to the summary
        return log.final_text, [*log.tools, f"{total:g}"], bool(j.state.payment_intent_id)

    answer, seen, reserved = asyncio.run(play())
    total = seen[-1]
    assert f"${total}" in answer.replace(",", ""), answer
    assert say("ask_confirm_reserve", lang, hold="").rstrip("?？") in answer, answer
    assert say("explore_invite", lang) not in answer, answer
    if sign:
        assert "getCurrencyRates" in seen and sign in answer, (seen, answer)
    else:
        assert "getCurrencyRates" not in seen, seen
    assert reserved, "the yes after the answer reserves the trip"


async def _heard(journey: Journey, text: str) -> TurnLog:
    """A turn as the workflow runs it with the consent rule: quotes on screen, the message heard first."""
    journey.state.consent_rule = True
    mark_shown(journey.state, len(journey.logs))
    hear(journey.state, text, len(journey.logs) + 1, f"m{len(journey.logs)}")
    return await journey.say(text)


@pytest.mark.parametrize(
    ("lang", "not_yet", "yes"),
    [
        ("ZH", "等一下，先不要订哦。我想问下这个要走很多路吗？", "好啦，那可以订了，确认。"),
        ("EN", "no, not yet. how much walking is there?", "ok, book it now"),
    ],
)
def test_a_summary_said_no_to_is_not_asked_again_under_an_answer(lang: str, not_yet: str, yes: str) -> None:
    """A summary the traveller held back ("先不要订") is closed: the answer under it never asks its "reserve it
    now?" (a yes to that would confirm a closed quote and be refused); the next yes makes a new summary."""

    async def play() -> tuple[str, list[str]]:
        j = Journey(lang)
        for said in TO_QR[lang][:4]:
            await _heard(j, said)
        answer = (await _heard(j, not_yet)).final_text
        tools = [t for said in (yes, TO_QR[lang][4]) for t in (await _heard(j, said)).tools]
        assert j.state.payment_intent_id, [lg.final_text for lg in j.logs]
        return answer, tools

    answer, tools = asyncio.run(play())
    assert say("ask_confirm_reserve", lang, hold="").rstrip("?？") not in answer, answer
    assert "previewBooking" in tools, tools
