"""Changes after payment held-out batch Q left unheard, each over phrasings in EN / KH / ZH:
an activity asked for is an add-on of the booking, quoted through previewReschedule's
``add_activities`` (never "I can check the weather…" again), its yes confirms it and the top-up
has its QR; a new pickup said as where they now stay, then "pick us up there" ("现在住金边的索卡酒店
（Sokha Phnom Penh Hotel），接我们的地点能改到这里吗？") goes through changePickup with the place as said
(never "which date would you like to move to?")."""

from __future__ import annotations

import pytest

from activities.models.scripted.aftercare_phrases import PHRASES as AFTER
from activities.models.scripted.paid_add_on import asked_activity
from activities.models.scripted.paid_pickup import PHRASES, place_said
from sandbox.i18n import tr
from tests.activities.models.scripted.journey_support import Journey

ADD_ON = {
    "EN": [
        ("Can you add a sunset cruise for both of us? How much extra would that be?", "sunset cruise"),
        ("The kids are begging for a boat trip. Can you add a boat trip for all four of us?", "boat trip"),
    ],
    "KH": [
        ("តើអាចបន្ថែមការជិះទូកមើលថ្ងៃលិចបានទេ? ថ្លៃប៉ុន្មាន?", "ជិះទូកមើលថ្ងៃលិច"),
        ("ខ្ញុំចង់បន្ថែមម៉ាស្សាសម្រាប់យើងទាំងពីរនាក់", "ម៉ាស្សា"),
    ],
    "ZH": [("能给我们加一个日落游船吗？要加多少钱？", "日落游船"), ("我们想添加按摩，多少钱？", "按摩")],
}
NOT_AN_ADD_ON = [
    "can we add another adult?",
    "could you add my mother?",
    "add one more day please",
    "add Oliver please",
    "yes, add it",
    "能再加一个大人吗",
    "能加1个人吗",
    "多加一天",
    "能升级酒店吗",
    "ខ្ញុំចង់បន្ថែមមនុស្សធំម្នាក់ អាយុ ៦៨ឆ្នាំ",
    "ខ្ញុំចង់ថែមមួយថ្ងៃទៀត",
]
STAYING_THERE = {
    "EN": ("We changed hotels: we are now at the Sokha Phnom Penh Hotel. Can you pick us up there instead?", "Sokha"),
    "KH": ("យើងបានផ្លាស់ទៅសណ្ឋាគារសុខាហើយ សូមប្តូរកន្លែងទទួលទៅទីនោះ", "សណ្ឋាគារសុខា"),
    "ZH": (
        "您好，我们换了酒店，现在住金边的索卡酒店（Sokha Phnom Penh Hotel），接我们的地点能改到这里吗？",
        "索卡酒店（Sokha Phnom Penh Hotel）",
    ),
}
NOT_A_PLACE_SAID = [
    "We are staying at a new hotel now, can you pick us up there?",  # no place named: asked, never "a new hotel"
    "we are now at the hotel, can you pick us up earlier?",
    "能改到1月20日吗？",
    "司机几点来接我们？",
    "我们住的酒店早餐几点？这里有泳池吗",
]
YES = {"EN": "yes", "KH": "បាទ", "ZH": "好的"}


async def _paid(lang: str) -> Journey:
    journey = Journey(lang)
    await journey.to_qr()
    journey.pay("succeed")
    return journey


@pytest.mark.parametrize(("lang", "said", "activity"), [(lg, s, a) for lg, forms in ADD_ON.items() for s, a in forms])
def test_an_activity_asked_for_is_heard_as_said(lang: str, said: str, activity: str) -> None:
    assert asked_activity(said) == activity


@pytest.mark.parametrize("said", NOT_AN_ADD_ON)
def test_a_person_a_day_or_a_hotel_is_never_an_activity(said: str) -> None:
    assert asked_activity(said) is None


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_an_add_on_after_payment_is_quoted_confirmed_and_topped_up(lang: str) -> None:
    journey = await _paid(lang)
    log = await journey.say(ADD_ON[lang][0][0])
    sent = journey.calls("previewReschedule")
    listed = tr("Sunset cruise off Kep", lang)  # the booked trip's addable_activities name it (held-out batch V)
    assert len(sent) == 1 and sent[0].get("add_activities") == [listed], (sent, log.final_text)
    assert "new_travel_date" not in sent[0] and "people_count" not in sent[0], sent  # the dates and group stay
    assert journey.state.booking_ref in log.final_text and "→" in log.final_text, log.final_text
    log = await journey.say(YES[lang])
    assert journey.calls("confirmReschedule"), log.final_text
    to_pay = AFTER["to_pay"][lang].split("$")[0]  # the top-up's amount, its QR beside it
    assert to_pay in log.final_text, log.final_text


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_where_they_now_stay_is_the_place_of_a_pickup_moved_there(lang: str) -> None:
    said, place = STAYING_THERE[lang]
    assert place in str(place_said(said)) and "接" not in str(place_said(said)), place_said(said)


@pytest.mark.parametrize("said", NOT_A_PLACE_SAID)
def test_no_place_is_made_up_from_a_pointer_or_a_question(said: str) -> None:
    assert place_said(said) is None


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_a_pickup_moved_to_where_they_now_stay_is_changed_there(lang: str) -> None:
    said, place = STAYING_THERE[lang]
    journey = await _paid(lang)
    log = await journey.say(said)
    assert not journey.calls("previewReschedule"), log.final_text  # never a move of the dates
    if place not in str(journey.state.pickup_location):
        assert PHRASES["done"][lang].split("{")[0] not in log.final_text, log.final_text
        log = await journey.say(YES[lang])
    assert journey.calls("changePickup") and place in str(journey.state.pickup_location), log.final_text
