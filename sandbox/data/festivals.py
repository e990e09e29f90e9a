"""Cambodian festivals and public holidays.

Lunar-calendar dates are sandbox approximations for 2025-2028; other years reuse the nearest
listed year's day and month. Fixed-date holidays apply to every year.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from agent.state import Language
from sandbox.i18n import tr

F = dict[str, Any]

FESTIVALS: list[F] = [
    {"key": "khmer_new_year", "name": "Khmer New Year", "name_kh": "បុណ្យចូលឆ្នាំខ្មែរ", "name_zh": "柬埔寨新年",
     "region": "Nationwide", "dates": {2025: ("04-14", "04-16"), 2026: ("04-14", "04-16"), 2027: ("04-14", "04-16"), 2028: ("04-13", "04-15")},
     "description": "Three days of water fights, temple visits and traditional games; many shops close and buses fill up."},
    {"key": "angkor_sankranta", "name": "Angkor Sankranta", "name_kh": "អង្គរសង្ក្រាន្ត", "name_zh": "吴哥新年庆典",
     "region": "Siem Reap", "dates": {2025: ("04-14", "04-16"), 2026: ("04-14", "04-16"), 2027: ("04-14", "04-16"), 2028: ("04-13", "04-15")},
     "description": "New Year celebrations in front of the Angkor temples: concerts, games and food stalls."},
    {"key": "pchum_ben", "name": "Pchum Ben", "name_kh": "បុណ្យភ្ជុំបិណ្ឌ", "name_zh": "亡人节",
     "region": "Nationwide", "dates": {2025: ("09-21", "09-23"), 2026: ("10-10", "10-12"), 2027: ("09-29", "10-01"), 2028: ("09-17", "09-19")},
     "description": "Festival of the ancestors: families bring rice balls and offerings to pagodas before dawn."},
    {"key": "water_festival", "name": "Water Festival (Bon Om Touk)", "name_kh": "បុណ្យអុំទូក", "name_zh": "送水节",
     "region": "Phnom Penh", "dates": {2025: ("11-04", "11-06"), 2026: ("11-23", "11-25"), 2027: ("11-12", "11-14"), 2028: ("10-31", "11-02")},
     "description": "Dragon-boat races on the Tonle Sap river, illuminated floats and fireworks; Phnom Penh is packed."},
    {"key": "visak_bochea", "name": "Visak Bochea", "name_kh": "បុណ្យវិសាខបូជា", "name_zh": "佛诞节",
     "region": "Nationwide", "dates": {2025: ("05-11", "05-11"), 2026: ("05-31", "05-31"), 2027: ("05-20", "05-20"), 2028: ("05-08", "05-08")},
     "description": "The Buddha's birth, enlightenment and death: candlelit processions around pagodas."},
    {"key": "royal_ploughing", "name": "Royal Ploughing Ceremony", "name_kh": "ព្រះរាជពិធីច្រត់ព្រះនង្គ័ល", "name_zh": "御耕节",
     "region": "Phnom Penh", "dates": {2025: ("05-15", "05-15"), 2026: ("05-04", "05-04"), 2027: ("05-24", "05-24"), 2028: ("05-12", "05-12")},
     "description": "Royal oxen choose between rice, corn, beans, grass, water and wine to predict the harvest."},
    {"key": "chinese_new_year", "name": "Chinese New Year", "name_kh": "បុណ្យចូលឆ្នាំចិន", "name_zh": "春节",
     "region": "Phnom Penh", "dates": {2025: ("01-29", "01-31"), 2026: ("02-17", "02-19"), 2027: ("02-06", "02-08"), 2028: ("01-26", "01-28")},
     "description": "Lion dances, red lanterns and family feasts, especially in Phnom Penh and Kampot."},
    {"key": "meak_bochea", "name": "Meak Bochea", "name_kh": "បុណ្យមាឃបូជា", "name_zh": "万佛节",
     "region": "Nationwide", "dates": {2025: ("02-12", "02-12"), 2026: ("03-03", "03-03"), 2027: ("02-20", "02-20"), 2028: ("02-10", "02-10")},
     "description": "A Buddhist holy day; evening candle processions at pagodas such as Oudong."},
    {"key": "kings_birthday", "name": "King's Birthday", "name_kh": "ព្រះរាជពិធីបុណ្យចម្រើនព្រះជន្ម", "name_zh": "国王诞辰",
     "region": "Nationwide", "fixed": ("05-14", "05-14"), "description": "National holiday for King Norodom Sihamoni's birthday."},
    {"key": "independence_day", "name": "Independence Day", "name_kh": "ទិវាបុណ្យឯករាជ្យជាតិ", "name_zh": "独立日",
     "region": "Phnom Penh", "fixed": ("11-09", "11-09"), "description": "Celebrations at the Independence Monument marking independence from France in 1953."},
]


def _dates_for(festival: F, year: int) -> tuple[date, date]:
    if "fixed" in festival:
        start, end = festival["fixed"]
    else:
        table = festival["dates"]
        start, end = table.get(year) or table[min(table, key=lambda y: abs(y - year))]
    first = date.fromisoformat(f"{year}-{start}")
    last = date.fromisoformat(f"{year}-{end}")
    return first, last if last >= first else first + timedelta(days=2)


def name_in(festival: F, language: Language) -> str:
    names: dict[str, str] = {"KH": festival["name_kh"], "ZH": festival["name_zh"]}
    return names[language] if language in names else festival["name"]


def between(start: date, end: date, language: Language = "EN") -> list[dict[str, Any]]:
    """Festivals overlapping [start, end], sorted by start date."""
    found = []
    for year in range(start.year - 1, end.year + 1):
        for festival in FESTIVALS:
            first, last = _dates_for(festival, year)
            if last >= start and first <= end:
                found.append({"name": name_in(festival, language), "name_en": festival["name"],
                              "start_date": first.isoformat(), "end_date": last.isoformat(),
                              "region": tr(festival["region"], language),
                              "description": tr(festival["description"], language)})
    return sorted(found, key=lambda f: (f["start_date"], f["name_en"]))
