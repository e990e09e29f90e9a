"""Guide languages by region: every region has Khmer- and English-speaking guides; Chinese-speaking
guides work where Chinese visitors come most (Siem Reap, Phnom Penh, Sihanoukville, Koh Rong).

The booking's guide speaks what the traveller asked for: an explicit ``guide_language``, else a
guide-language need in the special requests ("an English-speaking guide", "មគ្គុទ្ទេសក៍និយាយភាសាអង់គ្លេស",
"英语导游"), else the session's language; always one the trip's region offers."""

from __future__ import annotations

import re
from typing import Optional

_ZH_REGIONS = {"Siem Reap", "Phnom Penh", "Sihanoukville", "Koh Rong"}

# a language named beside the word "guide" in the traveller's requests, in each session language
_GUIDE = r"(?:guide|tour\s*leader|មគ្គុទ្ទេសក៍|មគ្គុទេសក៍|导游|導遊|向导)"
_NAMES = {
    "EN": r"(?:english|អង់គ្លេស|英语|英文|英語)",
    "KH": r"(?:khmer|cambodian|ខ្មែរ|高棉语|柬埔寨语|柬语)",
    "ZH": r"(?:chinese|mandarin|ចិន|中文|汉语|普通话|华语)",
}
_NEAR = 40  # characters between the language and the guide in one request ("a guide who speaks English")


def guide_languages(region: str) -> list[str]:
    return ["EN", "KH", "ZH"] if region in _ZH_REGIONS else ["EN", "KH"]


def asked_guide_language(requests: Optional[str]) -> Optional[str]:
    """The guide language the special requests ask for (the first named beside a guide), else None."""
    if not requests:
        return None
    found: list[tuple[int, str]] = []
    for code, name in _NAMES.items():
        pattern = rf"{name}[^.;!?。！？\n]{{0,{_NEAR}}}{_GUIDE}|{_GUIDE}[^.;!?。！？\n]{{0,{_NEAR}}}{name}"
        hit = re.search(pattern, requests, re.IGNORECASE)
        if hit:
            found.append((hit.start(), code))
    return min(found)[1] if found else None


def guide_language_for(
    region: str, wanted: Optional[str], session_language: str, requests: Optional[str] = None
) -> str:
    """The guide's language: the one asked for (input, else the special requests), else the
    session's, else English, where it exists."""
    available = guide_languages(region)
    for choice in (wanted, asked_guide_language(requests), session_language):
        if choice in available:
            return choice
    return "EN"
