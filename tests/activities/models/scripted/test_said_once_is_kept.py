"""Issue 39, held-out batch D: what the traveller says once, in the first message or beside other
details, reaches the booking, in EN / KH / ZH and over wordings (hypothesis):

- a diet said any way ("none of us eat meat", "我们都吃素", "យើងមិនញ៉ាំសាច់ទេ") is the booking's
  special request;
- a start date said as a distance from today in the first message is the booked start date (never
  today, never a date the traveller did not give);
- a name written right before the phone, after other details, is the booking's name.
"""

from __future__ import annotations

from datetime import timedelta

from hypothesis import given, settings, strategies as st

from activities.models.scripted.contact import extract_name
from agent.state import AgentState
from tests.activities.models.scripted.journey_support import TO_QR, Journey

KH_DIGITS = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")
DIETS = {
    "EN": [
        "Note that none of us eat meat.",
        "We don't eat meat.",
        "We're vegetarian.",
        "vegetarian meals please",
        "no meat for us please",
        "my wife does not eat meat",
    ],
    "KH": ["យើងមិនញ៉ាំសាច់ទេ។", "ពួកយើងញ៉ាំបួស។", "សុំម្ហូបបួស"],
    "ZH": ["我们都吃素。", "我们不吃肉。", "需要素食"],
}


DIET_CASES = [(lang, diet, first) for lang, diets in DIETS.items() for diet in diets for first in (True, False)]


@settings(max_examples=len(DIET_CASES), deadline=None, derandomize=True)
@given(st.sampled_from(DIET_CASES))
async def test_a_diet_said_once_is_the_bookings_special_request(case):
    lang, diet, first = case
    lines = list(TO_QR[lang])
    if first:
        lines[0] = f"{lines[0]} {diet}"  # in the first message, among the trip wishes
    else:
        lines[3] = f"{lines[3]}. {diet}"  # beside the booking details
    journey = Journey(lang)
    for line in lines:
        await journey.say(line)
    assert journey.state.state == AgentState.PAYMENT, [log.final_text for log in journey.logs]
    requests = [str(inp.get("special_requests") or "") for log in journey.logs for inp in log.inputs("previewBooking")]
    # the need's label, or the traveller's own words when a noted request quotes them (a pescatarian is no vegetarian)
    words = diet.rstrip(".。។ ")
    assert requests and ("vegetarian" in requests[-1] or words in requests[-1]), (diet, requests)


OPENINGS = {
    "EN": "Hi, two of us want a relaxing beach trip, 3 days, $100-$200 each, from Phnom Penh. We start {d}.",
    "KH": "ខ្ញុំចង់សម្រាកនៅឆ្នេរ ៣ ថ្ងៃ ២ នាក់ ពីភ្នំពេញ ថវិកា ១០០ ដល់ ២០០ ដុល្លារ ចេញដំណើរ{d}",
    "ZH": "我们两个人想去海边放松，3天，每人100-200美元，从金边出发，{d}出发",
}
DISTANCE = {
    "EN": ["exactly {n} weeks from today", "{n} weeks from now", "in {n} weeks"],
    "KH": ["{n}សប្តាហ៍ទៀត", "{n} សប្តាហ៍ពីថ្ងៃនេះ"],
    "ZH": ["{n}周后", "从今天起{n}个星期后"],
}
CONTACT = {
    "EN": "Sokha Chan, +855 12 345 678, Riverside Hotel",
    "KH": "សុខា ចាន់ 012 345 678 សណ្ឋាគាររីវើសាយ",
    "ZH": "王明，+855 12 345 678，金边河畔酒店",
}


@settings(max_examples=24, deadline=None, derandomize=True)
@given(lang=st.sampled_from(["EN", "KH", "ZH"]), n=st.integers(min_value=1, max_value=8), form=st.integers(0, 5))
async def test_a_distance_from_today_in_the_first_message_is_the_booked_start(lang, n, form):
    forms = DISTANCE[lang]
    said = forms[form % len(forms)].format(n=str(n).translate(KH_DIGITS) if lang == "KH" else n)
    journey = Journey(lang)
    for line in [OPENINGS[lang].format(d=said), TO_QR[lang][1], TO_QR[lang][2], CONTACT[lang]]:
        await journey.say(line)
    previews = [inp for log in journey.logs for inp in log.inputs("previewBooking")]
    wanted = (journey.today + timedelta(weeks=n)).isoformat()
    assert previews and previews[-1]["travel_date"] == wanted, (said, previews, journey.logs[-1].final_text)


BEFORE_THE_PHONE = [
    "We start 18 January 2027, pick us up at The Pavilion hotel. {name}, +55 11 98765 4321",
    "18 January 2027, Pavilion hotel; {name}, +55 11 98765 4321",
    "{name}, +55 11 98765 4321, pick us up at The Pavilion hotel",
    "Great. {name}, +55 11 98765 4321",
]
FULL_NAMES = ["Rafael Costa", "Chiamaka Okafor", "Tane Walker", "Park Min-jun", "Ana Lima"]


@settings(max_examples=20, deadline=None)
@given(form=st.sampled_from(BEFORE_THE_PHONE), name=st.sampled_from(FULL_NAMES))
def test_a_name_written_right_before_the_phone_is_read(form, name):
    assert extract_name(form.format(name=name)) == name
