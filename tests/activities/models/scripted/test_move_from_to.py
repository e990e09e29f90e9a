"""Held-out batch I: "ខ្ញុំចង់ប្ដូរថ្ងៃចេញដំណើរឲ្យមុនបន្តិច ពី <A> មក <B> វិញបានទេ?" kept a paid trip on A. A move
said "from A to B" (any language, either order of words, "B instead of A") goes to B, the date
that is not the booking's current start, earlier or later."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given, settings, strategies as st

from agent.dates import moved_to
from tests.activities.models.scripted.journey_support import TODAY, Journey

FROM_TO = {
    "EN": [
        "Could we move it from {a} to {b}?",
        "please change the start from {a} to {b}",
        "move it to {b} from {a}",
        "can we start on {b} instead of {a}?",
        "we'd like {b} rather than {a}",
    ],
    "KH": ["ខ្ញុំចង់ប្ដូរថ្ងៃចេញដំណើរ ពី {a} មក {b} វិញបានទេ?", "សុំប្តូរពី {a} ទៅ {b}", "សុំប្តូរទៅ {b} ពី {a}"],
    "ZH": ["能把出发日期从{a}改到{b}吗？", "从{a}换到{b}", "改成{b}出发，不是{a}"],
}
BOOKED = date(2027, 1, 10)  # the journey's start (journey_support.TO_QR)


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.data())
def test_a_move_from_a_to_b_goes_to_b_earlier_or_later(lang, data):
    current = data.draw(st.dates(min_value=TODAY + timedelta(days=10), max_value=TODAY + timedelta(days=300)))
    shift = data.draw(st.integers(min_value=-9, max_value=40).filter(lambda n: n != 0))
    new = current + timedelta(days=shift)
    said = data.draw(st.sampled_from(FROM_TO[lang])).format(a=current.isoformat(), b=new.isoformat())
    assert moved_to(said, TODAY, current.isoformat()) == new.isoformat(), said
    # the current date misremembered ("from the 11th" for the 10th): still the date not moved from
    wrong = current + timedelta(days=1 if shift != 1 else 2)
    misremembered = said.replace(current.isoformat(), wrong.isoformat())
    assert moved_to(misremembered, TODAY, current.isoformat()) == new.isoformat(), misremembered


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.integers(0, 9), st.sampled_from([-6, 5]))
async def test_a_paid_trip_moved_from_its_date_to_another_is_quoted_for_the_other(lang, form, shift):
    journey = Journey(lang)
    await journey.to_qr()
    journey.pay("succeed")
    new = BOOKED + timedelta(days=shift)
    said = FROM_TO[lang][form % len(FROM_TO[lang])].format(a=BOOKED.isoformat(), b=new.isoformat())
    await journey.say(said)
    assert [c["new_travel_date"] for c in journey.calls("previewReschedule")] == [new.isoformat()], said
