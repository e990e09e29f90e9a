"""Issue 38/39: while the booking details are asked, a question or a request to see something
(photos, hotel, reviews, weather, itinerary, price; EN/KH/ZH) is never a booking detail; the
comparison text does not repeat the card's table; no generated KH weather line doubles a word."""

from __future__ import annotations

import asyncio
import re
from datetime import date

from hypothesis import given, settings, strategies as st

from activities.models.scripted.compose import compare_section
from activities.models.scripted.phrases import say
from activities.models.scripted.understand import hear
from activities.models.scripted.window import Call
from agent.dates import long_date
from tests.activities.models.scripted.journey_support import TO_QR, Journey

LOOKS = {
    "EN": [
        "show me the photos",
        "hotel details",
        "what are the reviews like?",
        "how much is it?",
        "what's the weather like",
        "can I see the itinerary?",
    ],
    "KH": ["មើលរូបភាព", "ព័ត៌មានសណ្ឋាគារ", "ការវាយតម្លៃយ៉ាងម៉េច?", "តម្លៃប៉ុន្មាន?", "អាកាសធាតុយ៉ាងម៉េច", "កម្មវិធីដំណើរ"],
    "ZH": ["看看照片", "酒店详情", "评价怎么样？", "多少钱？", "天气怎么样", "行程安排是什么？"],
}
ASKED = ["ask_booking_details", "ask_customer_name", "ask_pickup_location", "ask_travel_date"]
DETAILS = ("name", "pickup", "special_needs")


@given(st.sampled_from(sorted(LOOKS)), st.data(), st.sampled_from(ASKED))
def test_a_question_is_never_a_booking_detail(lang: str, data: st.DataObject, asked: str) -> None:
    said = data.draw(st.sampled_from(LOOKS[lang]))
    slots = hear(said, asked, date(2026, 11, 24)).slots
    assert not {k for k in DETAILS if slots.get(k)}, (said, asked, slots)


@settings(max_examples=6, deadline=None)
@given(st.sampled_from(sorted(LOOKS)), st.data())
def test_questions_while_booking_are_answered_not_stored(lang: str, data: st.DataObject) -> None:
    asked = data.draw(st.lists(st.sampled_from(LOOKS[lang]), min_size=1, max_size=3, unique=True))

    async def play() -> Journey:
        j = Journey(lang)
        for text in TO_QR[lang][:3]:
            await j.say(text)
        for text in asked:
            log = await j.say(text)
            assert log.tools or "$" in log.text, (text, log.text)  # answered: its tool called, or the price
        await j.say(TO_QR[lang][3])  # then the details, as in every journey
        return j

    j = asyncio.run(play())
    for text in asked:
        for value in (j.state.pickup_location, j.state.customer_name, j.state.booking_special_requests):
            assert not value or text.strip("?？") not in value, (text, value)


@given(st.sampled_from(["EN", "KH", "ZH"]))
def test_the_comparison_text_does_not_repeat_the_card(lang: str) -> None:
    data = {
        "trips": [{"name": "Kep Crab"}, {"name": "Koh Rong"}],
        "comparison": {"rows": [{"label": "Price", "values": [159.0, 240.0]}]},
    }
    call = Call(index=0, id="t1", name="compareTrips", input={}, result={"success": True, "data": data})
    shown = compare_section(call, lang)
    assert "|" not in shown and not re.search(r"\d", shown), shown


@given(st.sampled_from(["EN", "KH", "ZH"]), st.dates(date(2026, 1, 1), date(2030, 12, 31)))
def test_no_word_doubled_in_the_weather_line(lang: str, day: date) -> None:
    line = say(
        "weather_line",
        lang,
        destination="Kep",
        date=long_date(day.isoformat(), lang),
        condition="sunny",
        tmin=20,
        tmax=29,
        rain=10,
        advice="",
    )
    words = re.split(r"[\s,，:：]+", line.replace("ថ្ងៃ", " ថ្ងៃ "))
    assert not any(a and a == b for a, b in zip(words, words[1:])), line


CHOOSE = {"EN": "I'd like option {n}", "KH": "ខ្ញុំជ្រើសរើសជម្រើសទី {n}", "ZH": "我选第 {n} 个"}


@settings(max_examples=6, deadline=None)
@given(st.sampled_from(sorted(CHOOSE)), st.integers(1, 3))
def test_a_cards_choose_button_shows_the_trip_in_every_language(lang: str, n: int) -> None:
    """After the choice (context ``chosen_on_screen``) KH/ZH/EN alike: the trip's itinerary, not the booking."""

    async def play() -> tuple[Journey, list[str]]:
        j = Journey(lang)
        await j.say(TO_QR[lang][0])
        trip = j.state.suggested_trip_ids[n - 1]
        j.state.chosen_on_screen = {"trip_id": trip, "option": n}
        log = await j.say(CHOOSE[lang].format(n=n))
        return j, [inp.get("trip_id") for inp in log.inputs("getTripItinerary")]

    j, shown = asyncio.run(play())
    assert j.state.state.value == "EXPLORATION" and shown == [j.state.suggested_trip_ids[n - 1]], (j.state.state, shown)
