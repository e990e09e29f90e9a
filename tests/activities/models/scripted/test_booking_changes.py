"""Issue 39, at the QR and after payment, in EN / KH / ZH against the sandbox: a change to the unpaid
reservation (date, group, pickup) gets a summary and needs a new yes; "can I try again?" after a
failed payment gets a new QR; after payment a move said any way is previewed, and the itinerary,
the pickup time and what to bring are answered; the stored pickup never holds the name or phone."""

from __future__ import annotations

import pytest

from agent.state import AgentState
from tests.activities.models.scripted.journey_support import Journey

CHANGES = {
    "EN": [
        ("could we start on 12 January instead?", {"travel_date": "2027-01-12"}),
        ("our friend joins, we'll be 3", {"people_count": 3}),
        ("please pick us up at the Sokha Hotel instead", {"pickup_location": "Sokha Hotel"}),
    ],
    "KH": [
        ("តើយើងអាចចាប់ផ្តើមថ្ងៃទី១២ ខែមករា ឆ្នាំ២០២៧ ជំនួសវិញបានទេ?", {"travel_date": "2027-01-12"}),
        ("មិត្តភក្តិម្នាក់មកដែរ យើងនឹងមាន ៣ នាក់", {"people_count": 3}),
        ("សូមមកទទួលនៅសណ្ឋាគារសុខា", {"pickup_location": "សណ្ឋាគារសុខា"}),
    ],
    "ZH": [
        ("我们能改成2027年1月12日出发吗？", {"travel_date": "2027-01-12"}),
        ("我们的朋友也来，我们变成3个人", {"people_count": 3}),
        ("改在索卡酒店接我们", {"pickup_location": "索卡酒店"}),
    ],
}
YES = {"EN": "yes", "KH": "បាទ", "ZH": "好的"}
NO = {"EN": "no, leave it", "KH": "ទេ", "ZH": "不用了"}


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_a_change_at_the_qr_is_summarised_and_made_only_after_a_new_yes(lang):
    journey = Journey(lang)
    await journey.to_qr()
    for said, change in CHANGES[lang]:
        log = await journey.say(said)
        assert log.tools == [], (said, log.final_text)  # a summary and a question, nothing changed yet
        assert journey.state.state == AgentState.PAYMENT
        for value in change.values():
            assert str(value) in log.final_text, (said, log.final_text)
        log = await journey.say(YES[lang])
        assert journey.calls("modifyBooking") == [{"booking_id": journey.state.booking_id, "modifications": change}]
        assert "2027-01-12" in log.final_text  # the new summary: the dates as they are now
    state = journey.state
    assert (state.travel_dates or {}).get("start") == "2027-01-12" and state.people_count == 3
    assert state.pickup_location == CHANGES[lang][2][1]["pickup_location"]
    log = await journey.say(CHANGES[lang][0][0].replace("12", "14"))
    log = await journey.say(NO[lang])
    assert log.tools == [] and (journey.state.travel_dates or {}).get("start") == "2027-01-12"  # a no changes nothing


RETRY = {"EN": "can I try again?", "KH": "តើខ្ញុំអាចសាកម្តងទៀតបានទេ?", "ZH": "可以再试一次吗？"}


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_can_i_try_again_after_a_failed_payment_gets_a_new_qr(lang):
    journey = Journey(lang)
    await journey.to_qr()
    first = journey.state.payment_intent_id
    journey.pay("fail")
    log = await journey.say(RETRY[lang])
    assert log.tools == ["generatePaymentQR"], log.final_text
    assert journey.state.payment_intent_id not in (None, first)


AFTER = {
    "EN": ("show me the itinerary", "what time is the pickup?", "what should I bring?"),
    "KH": ("សូមបង្ហាញកម្មវិធីដំណើរ", "ម៉ោងប៉ុន្មានមកទទួល?", "គួរយកអ្វីខ្លះ?"),
    "ZH": ("给我看看行程安排", "几点接我们？", "需要带什么？"),
}
MOVES = {
    "EN": ["Can we move it to 20 January?", "move the trip two days later"],
    "KH": ["សុំប្តូរថ្ងៃទៅថ្ងៃទី២០ ខែមករា ឆ្នាំ២០២៧", "សុំពន្យារដំណើរពីរថ្ងៃ"],
    "ZH": ["我们想把行程改到 2027-01-20 开始", "推迟两天"],
}


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_after_payment_the_plan_the_pickup_and_a_move_are_answered(lang):
    journey = Journey(lang)
    await journey.to_qr()
    journey.pay("succeed")
    assert journey.state.state == AgentState.POST_BOOKING
    plan, pickup, bring = AFTER[lang]
    log = await journey.say(plan)
    assert log.tools == ["getTripItinerary"] and "07:30" in log.final_text, log.final_text
    log = await journey.say(pickup)
    assert "07:30" in log.final_text and journey.state.pickup_location in log.final_text, log.final_text
    log = await journey.say(bring)
    assert "getWeatherForecast" in log.tools
    for said, start in zip(MOVES[lang], ("2027-01-20", "2027-01-12")):
        log = await journey.say(said)
        assert journey.calls("previewReschedule") == [
            {"booking_id": journey.state.booking_id, "new_travel_date": start}
        ], (said, log.final_text)


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_the_stored_pickup_is_only_the_place(lang):
    journey = Journey(lang)
    await journey.to_qr()
    state = journey.state
    assert state.pickup_location and state.customer_name and state.customer_phone
    assert state.customer_name not in state.pickup_location
    assert not any(ch.isdigit() for ch in state.pickup_location.translate(str.maketrans("០១២៣៤៥៦៧៨៩", "0123456789")))


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_a_date_after_a_move_quote_is_that_moves_date_and_a_yes_confirms_it(lang):
    journey = Journey(lang)
    await journey.to_qr()
    journey.pay("succeed")
    await journey.say(MOVES[lang][1])  # two days later: quoted for the 12th
    await journey.say("2027-01-13")  # the traveller names the day instead
    assert journey.calls("previewReschedule") == [
        {"booking_id": journey.state.booking_id, "new_travel_date": "2027-01-13"}
    ]
    log = await journey.say(YES[lang])
    assert log.tools == ["confirmReschedule"] and (journey.state.travel_dates or {}).get("start") == "2027-01-13"
