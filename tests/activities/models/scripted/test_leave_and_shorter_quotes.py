"""After payment a change is quoted as what it does (held-out batch Q: a friend leaving was quoted as a
move for 2 people; "4天有点长，能不能改成3天？出发日期不变" as a move to other dates), EN / KH / ZH.

Invariants:
- someone leaving is the leave quote: the booking's dates kept, who leaves said, never a move;
- a shorter trip with the same start is the shorter-trip quote: the start kept, the new end named
  (a length said is never read as days to shift the start by);
- a length the booking already has is said as such, nothing quoted;
- the yes that names the quoted change ("ok, make it 3 days", "បាទ យល់ព្រម ដករតនាចេញទៅ") confirms it.
"""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from activities.models.scripted.aftercare import PHRASES
from tests.activities.models.scripted.journey_support import TO_QR, Journey

LEAVES = {
    "EN": ("My friend Rathana can't come, please remove him, only 1 of us left. How much back?", "yes, remove Rathana"),
    "KH": ("មិត្តខ្ញុំម្នាក់ឈ្មោះ រតនា ទៅមិនបានទេ។ សុំដកគាត់ចេញ នៅសល់តែម្នាក់ទេ។ បានលុយមកវិញប៉ុន្មាន?", "បាទ យល់ព្រម ដករតនាចេញទៅ"),
    "ZH": ("我朋友小王去不了了，把他去掉吧，只剩1个人。能退多少？", "好的，把小王去掉吧"),
}
# a 4-day beach trip booked (the second card), then one day less with the same start
FOUR_DAYS = {
    "EN": ["Hi, two of us want a relaxing beach trip, 4 days, $100-$300 each, from Phnom Penh", "the second one"],
    "KH": ["ខ្ញុំចង់សម្រាកនៅឆ្នេរ ៤ ថ្ងៃ ២ នាក់ ពីភ្នំពេញ ថវិកា ១០០ ដល់ ៣០០ ដុល្លារ", "ជម្រើសទីពីរ"],
    "ZH": ["我们两个人想去海边放松，4天，每人100-300美元，从金边出发", "第二个"],
}
SHORTER = {
    "EN": ("Our flight changed: 4 days is a bit long, can we make it 3 days? Same start date.", "ok, make it 3 days"),
    "KH": ("៤ ថ្ងៃវែងពេក សុំប្តូរទៅ ៣ ថ្ងៃ ថ្ងៃចេញដំណើរនៅដដែល។ បានលុយមកវិញប៉ុន្មាន?", "បាទ ប្តូរទៅ ៣ ថ្ងៃ"),
    "ZH": ("不好意思，4天有点长，能不能改成3天？出发日期不变。少一天能退多少？", "行，那就改成3天吧"),
}


def _dates(journey: Journey) -> tuple[date, date]:
    """The booking's dates as the backend last described them."""
    booked = journey.state.booked
    assert booked is not None and booked.travel_date and booked.end_date, booked
    return date.fromisoformat(booked.travel_date), date.fromisoformat(booked.end_date)


def _ends_with(text: str, key: str, lang: str) -> bool:
    return text.rstrip().endswith(PHRASES[key][lang].rsplit("}", 1)[-1].strip())


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_someone_leaving_is_the_leave_quote_and_its_named_yes_confirms_it(lang):
    journey = Journey(lang)
    await journey.to_qr()
    journey.pay()
    start, end = _dates(journey)
    leave, yes = LEAVES[lang]
    log = await journey.say(leave)
    quoted = journey.calls("previewReschedule")
    assert quoted and quoted[-1]["new_travel_date"] == start.isoformat() and "new_end_date" not in quoted[-1], quoted
    assert _ends_with(log.final_text, "quote_leave", lang), log.final_text
    assert f"{start} → {end}" in log.final_text and "1" in log.final_text.split(str(start))[0], log.final_text
    await journey.say(yes)
    assert journey.calls("confirmReschedule"), journey.logs[-1].final_text
    assert journey.state.booked.people_count == 1 and _dates(journey) == (start, end)


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_a_shorter_trip_keeps_its_start_and_its_named_yes_confirms_it(lang):
    journey = Journey(lang)
    first, card = FOUR_DAYS[lang]
    for line in [first, card, *TO_QR[lang][2:]]:
        await journey.say(line)
    journey.pay()
    start, end = _dates(journey)
    assert (end - start).days == 3, end  # 4 days booked
    shorter, yes = SHORTER[lang]
    log = await journey.say(shorter)
    quoted = journey.calls("previewReschedule")
    assert quoted and quoted[-1]["new_travel_date"] == start.isoformat(), quoted
    assert quoted[-1]["new_end_date"] == (start + timedelta(days=2)).isoformat(), quoted
    assert _ends_with(log.final_text, "quote_shorter", lang), log.final_text
    await journey.say(yes)
    assert journey.calls("confirmReschedule"), journey.logs[-1].final_text
    assert _dates(journey) == (start, start + timedelta(days=2))


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_a_length_the_booking_has_is_said_not_quoted(lang):
    journey = Journey(lang)
    await journey.to_qr()  # a 3-day trip
    journey.pay()
    said = {
        "EN": "can we make it 3 days? same start date",
        "KH": "សុំប្តូរទៅ ៣ ថ្ងៃ",
        "ZH": "4天有点长，能不能改成3天？出发日期不变",
    }
    log = await journey.say(said[lang])
    assert not journey.calls("previewReschedule"), log.final_text
    start, end = _dates(journey)
    assert (end - start).days == 2 and f"{start} → {end}" in log.final_text, log.final_text
