"""Whether words name a day of the trip's dates: a date, a weekday or a flight (EN, KH, ZH). Words that do
were written for the dates the booking had when they were said; once a change moves the dates they may be
stale (a "flight CZ3051, lands 29 Dec" request kept for a trip moved to 5 January), so each is put to the
traveller to check, never kept silently (sandbox/old_date_requests.py)."""

from __future__ import annotations

import re

_MONTHS = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
_KH_MONTHS = "មករា|កុម្ភៈ|មីនា|មេសា|ឧសភា|មិថុនា|កក្កដា|សីហា|កញ្ញា|តុលា|វិច្ឆិកា|ធ្នូ"
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
DATE = re.compile(
    rf"\d{{4}}-\d{{1,2}}-\d{{1,2}}"  # 2026-12-29
    rf"|\d{{1,2}}\s*月\s*\d{{1,2}}"  # 12月29日, 12月29
    r"|(?<!\d)\d{1,2}\s*号|(?<!\d)\d{1,2}\s*日(?!游|行|程)"  # 29号, 29日 (never "3日游")
    r"|(?<![\d.:])\d{1,2}/\d{1,2}(?![\d:])"  # 29/12
    rf"|\b(?:{_MONTHS})[a-z]*\.?\s+{_DAY}\b|\b{_DAY}\s+(?:of\s+)?(?:{_MONTHS})[a-z]*\b"  # Dec 29th, 29 December
    rf"|[0-9០-៩]{{1,2}}\s*(?:ខែ\s*)?(?:{_KH_MONTHS})|ខែ\s*(?:{_KH_MONTHS})\s*[0-9០-៩]{{1,2}}",
    re.IGNORECASE,
)
WEEKDAY = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|星期[一二三四五六日天]|周[一二三四五六日]|礼拜[一二三四五六日天]"
    r"|ថ្ងៃ\s*(?:ចន្ទ|ច័ន្ទ|អង្គារ|ពុធ|ព្រហស្បតិ៍|ព្រហស្បត្តិ៍|សុក្រ|សៅរ៍|អាទិត្យ)",
    re.IGNORECASE,
)
# a flight: its number (CZ3051, K6 101, 3U8895) or its words (a flight, landing, 航班, 落地, ជើងហោះហើរ)
FLIGHT = re.compile(
    r"(?<![A-Za-z0-9])(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{2,4}(?![0-9])"
    r"|\bflights?\b|\blanding\b|\blands\b|航班|班机|落地|ជើងហោះហើរ|យន្តហោះចុះចត",
)


def names_a_day(text: str | None) -> bool:
    """Whether ``text`` names a date, a weekday or a flight (whose day is a date of the trip)."""
    if not text:
        return False
    return bool(DATE.search(text) or WEEKDAY.search(text) or FLIGHT.search(text))
