"""The commercial airport of each city a pickup or drop-off may name, in EN / KH / ZH.

A pickup or drop-off that says "airport" ("金边机场", "Siem Reap airport", "ព្រលានយន្តហោះភ្នំពេញ") in a
city listed here is at that city's current airport: the result names it (Phnom Penh's flights moved to Techo
International Airport, KTI, on 9 September 2025; Siem Reap's to Siem Reap-Angkor International Airport, SAI, in
October 2023), where the driver waits (the arrivals hall, with a name sign), its road time to the city, which
the day's timings include (the drive in after the meeting, the drive out before the drop-off), and what happens
when the flight is late. Facts reviewed on ``AIRPORTS_REVIEWED``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Optional

from sandbox.data.hours import plus

AIRPORTS_REVIEWED = "2026-12-01"  # checked against the airports' and Cambodia's civil aviation notices then
AIRPORT_WORDS = re.compile(r"airport|机场|機場|ព្រលានយន្តហោះ|អាកាសយានដ្ឋាន|\b(?:KTI|PNH|SAI|REP)\b", re.IGNORECASE)
_LANGS = ("EN", "KH", "ZH")


@dataclass(frozen=True)
class Airport:
    city: str
    iata: str
    name: tuple[str, str, str]  # EN, KH, ZH
    opened: str  # ISO date its commercial flights began
    replaced: str  # the airport whose flights moved there
    km_from_city: int
    road_hours: float  # by road to the city centre, usual traffic
    direction: tuple[str, str, str]  # where it is from the city, EN, KH, ZH


AIRPORTS: dict[str, Airport] = {
    "Phnom Penh": Airport(
        city="Phnom Penh",
        iata="KTI",
        name=("Techo International Airport", "អាកាសយានដ្ឋានអន្តរជាតិតេជោ", "德崇国际机场"),
        opened="2025-09-09",
        replaced="Phnom Penh International Airport (PNH), closed to passenger flights",
        km_from_city=40,
        road_hours=1.0,
        direction=("south of Phnom Penh", "ខាងត្បូងទីក្រុងភ្នំពេញ", "金边市以南"),
    ),
    "Siem Reap": Airport(
        city="Siem Reap",
        iata="SAI",
        name=("Siem Reap-Angkor International Airport", "អាកាសយានដ្ឋានអន្តរជាតិសៀមរាប-អង្គរ", "暹粒吴哥国际机场"),
        opened="2023-10-16",
        replaced="the old Siem Reap International Airport (REP), closed to passenger flights",
        km_from_city=50,
        road_hours=1.0,
        direction=("east of Siem Reap town", "ខាងកើតក្រុងសៀមរាប", "暹粒市区以东"),
    ),
}

MEETING = (
    "The driver meets you at {name} ({iata}), about {km} km {direction}: in the arrivals hall, holding a sign "
    "with your name. The drive to {city} takes about {hours} h, included in the day's times.",
    "អ្នកបើកបរជួបលោក/លោកស្រីនៅ{name} ({iata}) ចម្ងាយប្រហែល {km} គ.ម. {direction}៖ នៅសាលមកដល់ កាន់ផ្លាកឈ្មោះលោក/លោកស្រី។ "
    "ការធ្វើដំណើរទៅ{city}ចំណាយពេលប្រហែល {hours} ម៉ោង ដែលបានគិតបញ្ចូលក្នុងម៉ោងនៃថ្ងៃនោះ។",
    "司机在{name}（{iata}，{direction}约 {km} 公里）接您：在到达大厅，举着写有您姓名的接机牌。"
    "从机场到{city}车程约 {hours} 小时，已计入当天的时间安排。",
)
LATE_FLIGHT = (
    "If the flight is late, the driver waits and follows its landing time; the flight number on the booking lets "
    "the operator track it. A long delay may shorten day 1's programme.",
    "បើជើងហោះហើរយឺត អ្នកបើកបររង់ចាំ ហើយតាមដានម៉ោងចុះចត។ លេខជើងហោះហើរនៅលើការកក់ជួយឲ្យប្រតិបត្តិករតាមដានវា។ "
    "ការយឺតយូរអាចធ្វើឲ្យកម្មវិធីថ្ងៃទី ១ ខ្លីជាងមុន។",
    "如果航班延误，司机会等候并按实际落地时间接机；预订上写明航班号，旅行社便能跟踪航班。延误较久时，第一天的行程可能缩短。",
)
DROP = (
    "{name} ({iata}); the drive from {city} takes about {hours} h, included in the drop-off time",
    "{name} ({iata}); ការធ្វើដំណើរពី{city}ចំណាយពេលប្រហែល {hours} ម៉ោង ដែលបានគិតបញ្ចូលក្នុងម៉ោងជូនដល់",
    "{name}（{iata}）；从{city}出发车程约 {hours} 小时，已计入送达时间",
)
ROAD = (
    "{name} ({iata}) → {city}: about {hours} h by road;",
    "{name} ({iata}) → {city}៖ ប្រហែល {hours} ម៉ោងតាមផ្លូវគោក;",
    "{name}（{iata}）→ {city}：车程约 {hours} 小时；",
)
CITY = {
    "Phnom Penh": ("Phnom Penh", "ភ្នំពេញ", "金边"),
    "Siem Reap": ("Siem Reap town", "ក្រុងសៀមរាប", "暹粒市区"),
}
# A flight number is an airline designator (two characters, at least one a letter, IATA: CZ, VN, K6, 5J; or
# three letters, ICAO: CSN) and 1-4 digits (CZ3051, VN 815, K6 101): a year, a date, a time, a room or a phone
# number is never one ("5 January 2027" once gave "2027"). Upper case as printed on a ticket; after the word
# "flight" (航班, ជើងហោះហើរ) any case.
_DESIGNATOR = r"(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})"
_FLIGHT = _DESIGNATOR + r"[ -]?[0-9]{1,4}(?![0-9]|[:.,/-][0-9])"
FLIGHT_NUMBER = re.compile(r"(?<![A-Za-z0-9])(" + _FLIGHT + r")(?![A-Za-z])")
FLIGHT_SAID = re.compile(
    r"(?:flight|航班|ជើងហោះហើរ)\s*(?:no\.?|number|#|号)?\s*(" + _FLIGHT + r")(?![A-Za-z])", re.IGNORECASE
)
# three letters that are no airline: months, weekdays, time zones, and words printed in capitals
NOT_AIRLINES = frozenset(
    "JAN FEB MAR APR MAY JUN JUL AUG SEP SEPT OCT NOV DEC MON TUE WED THU FRI SAT SUN AM PM UTC GMT ICT "
    "NO NR TEL FAX ROOM RM APT UNIT FLR FL ST RD KM HWY".split()
)


def flight_number(text: Optional[str]) -> Optional[str]:
    """The flight number ``text`` names (an airline designator and its number, as written), else None."""
    for pattern in (FLIGHT_SAID, FLIGHT_NUMBER):
        for found in pattern.finditer(text or ""):
            code = found.group(1)
            designator = re.match(r"[A-Za-z0-9]{3}(?=[ -]?[0-9])|[A-Za-z0-9]{2}", code)
            head = designator.group(0).upper() if designator else ""
            if head.isdigit() or head in NOT_AIRLINES or not any(c.isalpha() for c in head):
                continue
            return code.upper()
    return None


def _col(language: str) -> int:
    return _LANGS.index(language) if language in _LANGS else 0


def airport_in(place: Optional[str], city: Optional[str]) -> Optional[Airport]:
    """The airport ``place`` names when it says "airport" (or a code) and is read in ``city``, else None."""
    if not place or not AIRPORT_WORDS.search(place):
        return None
    return AIRPORTS.get(str(city)) if city else None


def _fill(airport: Airport, language: str) -> dict[str, str]:
    c = _col(language)
    return {
        "name": airport.name[c],
        "iata": airport.iata,
        "km": str(airport.km_from_city),
        "direction": airport.direction[c],
        "hours": f"{airport.road_hours:g}",
        "city": CITY[airport.city][c],
    }


def meeting_words(airport: Airport, language: str) -> str:
    return MEETING[_col(language)].format(**_fill(airport, language))


def road_words(airport: Airport, language: str) -> str:
    return ROAD[_col(language)].format(**_fill(airport, language))


def drop_words(airport: Airport, language: str) -> str:
    return DROP[_col(language)].format(**_fill(airport, language))


def met_before(airport: Airport, arrival: str) -> dict[str, str]:
    """A traveller met at ``airport`` to join the group arriving in its town at ``arrival``: met its road time
    before, the code and the road time to say."""
    return {"iata": airport.iata, "airport_time": plus(arrival, -airport.road_hours), "road": f"{airport.road_hours:g}"}


def airport_facts(airport: Airport, language: str, place: Optional[str] = None) -> dict[str, Any]:
    """What a pickup or drop-off result says of the airport (the model can quote each field)."""
    flight = flight_number(place)
    return {
        "name": airport.name[_col(language)],
        "iata": airport.iata,
        "city": airport.city,
        "km_from_city": airport.km_from_city,
        "road_hours_to_city": airport.road_hours,
        "in_the_times": True,  # the drive to and from the city is in the day's times
        "opened": airport.opened,
        "replaced": airport.replaced,
        "meeting_spot": meeting_words(airport, language),
        "if_flight_late": LATE_FLIGHT[_col(language)],
        **({"flight_number": flight} if flight else {"flight_number_helps": True}),
        "reviewed": AIRPORTS_REVIEWED,
    }
