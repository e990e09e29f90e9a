"""Guide languages by region: every region has Khmer- and English-speaking guides; Chinese-speaking
guides work where Chinese visitors come most (Siem Reap, Phnom Penh, Sihanoukville, Koh Rong)."""

from __future__ import annotations

from typing import Optional

_ZH_REGIONS = {"Siem Reap", "Phnom Penh", "Sihanoukville", "Koh Rong"}


def guide_languages(region: str) -> list[str]:
    return ["EN", "KH", "ZH"] if region in _ZH_REGIONS else ["EN", "KH"]


def guide_language_for(region: str, wanted: Optional[str], session_language: str) -> str:
    """The guide's language: the one asked for, else the session's, else English, where it exists."""
    available = guide_languages(region)
    for choice in (wanted, session_language):
        if choice in available:
            return choice
    return "EN"
