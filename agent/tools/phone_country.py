"""Phone numbers read with the traveller's country (issue 41; pure).

A number typed without its country code is a national number of *some* country. The chat used to
read every ``0`` + 8-9 digits as Cambodian, so an Australian mobile "0412 555 019" was saved as
+855412555019. Now the country comes from the traveller: an explicit ``+``/``00`` code first, then
the session's time zone (``Australia/Sydney`` → Australia), then its language (Khmer → Cambodia,
Chinese → China); Cambodia, the trip's country, is the other candidate. A national number is read
in each candidate whose numbering plan it fits (Cambodia: a real Cambodian area or mobile prefix):

- one reading, from Cambodia with no other country in view: that number, nothing to confirm;
- one reading otherwise, or two (a Thai "081 234 5678" is Cambodian too): the traveller's own
  country first, and the model confirms it back in international form (:func:`phone_note`);
- none: the number is left as typed and the backend refuses it, asking for the country code.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from agent.state import ConversationState
from agent.tools.calls import ToolOutcome
from agent.tools.phone import E164, KH_PREFIX, KH_PREFIXES, clean_phone, local_digits

KHMER_LANGUAGE = "KH"


@dataclass(frozen=True)
class Plan:
    """A country's national numbers: dialling code, whether they start with a trunk 0, and how
    many digits follow it (or make it up, without a trunk 0)."""

    name: str
    dial: str
    trunk: bool
    lengths: tuple[int, ...]


PLANS: dict[str, Plan] = {
    "KH": Plan("Cambodia", "855", True, (8, 9)),
    "AU": Plan("Australia", "61", True, (9,)),
    "NZ": Plan("New Zealand", "64", True, (8, 9, 10)),
    "GB": Plan("United Kingdom", "44", True, (10,)),
    "IE": Plan("Ireland", "353", True, (9,)),
    "FR": Plan("France", "33", True, (9,)),
    "DE": Plan("Germany", "49", True, (10, 11)),
    "NL": Plan("Netherlands", "31", True, (9,)),
    "TH": Plan("Thailand", "66", True, (8, 9)),
    "VN": Plan("Vietnam", "84", True, (9, 10)),
    "MY": Plan("Malaysia", "60", True, (9, 10)),
    "JP": Plan("Japan", "81", True, (9, 10)),
    "KR": Plan("South Korea", "82", True, (9, 10)),
    "CN": Plan("China", "86", False, (11,)),
    "US": Plan("the United States", "1", False, (10,)),
    "CA": Plan("Canada", "1", False, (10,)),
    "SG": Plan("Singapore", "65", False, (8,)),
    "IN": Plan("India", "91", False, (10,)),
}
ZONE_PREFIXES: dict[str, str] = {"Australia/": "AU", "Canada/": "CA", "US/": "US"}
ZONES: dict[str, str] = {
    "Asia/Phnom_Penh": "KH",
    "Pacific/Auckland": "NZ",
    "Europe/London": "GB",
    "Europe/Dublin": "IE",
    "Europe/Paris": "FR",
    "Europe/Berlin": "DE",
    "Europe/Amsterdam": "NL",
    "Asia/Bangkok": "TH",
    "Asia/Ho_Chi_Minh": "VN",
    "Asia/Saigon": "VN",
    "Asia/Kuala_Lumpur": "MY",
    "Asia/Tokyo": "JP",
    "Asia/Seoul": "KR",
    "Asia/Shanghai": "CN",
    "Asia/Chongqing": "CN",
    "Asia/Urumqi": "CN",
    "Asia/Singapore": "SG",
    "Asia/Kolkata": "IN",
    "Asia/Calcutta": "IN",
    **{
        f"America/{city}": "US"
        for city in ("New_York", "Chicago", "Denver", "Los_Angeles", "Phoenix", "Anchorage", "Detroit")
    },
    "Pacific/Honolulu": "US",
    **{f"America/{city}": "CA" for city in ("Toronto", "Vancouver", "Edmonton", "Winnipeg", "Halifax", "Montreal")},
}
LANGUAGES: dict[str, str] = {KHMER_LANGUAGE: "KH", "ZH": "CN"}


@dataclass(frozen=True)
class PhoneReading:
    raw: str
    number: Optional[str]  # E.164, or None when no country's plan fits
    country: Optional[str] = None  # ISO code the national number was read in
    confirm: bool = False  # read from a guess: the model reads it back in international form
    why: str = ""


def traveller_country(time_zone: Optional[str], language: Optional[str]) -> tuple[Optional[str], str]:
    """The traveller's own country as the session shows it, and what showed it."""
    zone = time_zone or ""
    country = ZONES.get(zone) or next((c for p, c in ZONE_PREFIXES.items() if zone.startswith(p)), None)
    if country:
        return country, f"the traveller's time zone ({zone})"
    country = LANGUAGES.get((language or "").upper())
    return (country, f"the session's language ({language})") if country else (None, "")


def _national(plan: Plan, code: str, digits: str) -> Optional[str]:
    """``digits`` (a national number) in ``plan`` as E.164, or None when it does not fit."""
    if plan.trunk:
        rest = digits[1:] if digits.startswith("0") else ""
    else:
        rest = digits[1:] if code == "IN" and digits.startswith("0") else digits
    if not rest or rest.startswith("0") or len(rest) not in plan.lengths:
        return None
    if code == "KH" and rest[:2] not in KH_PREFIXES:
        return None
    number = f"+{plan.dial}{rest}"
    return number if E164.match(number) else None


def read_phone(raw: str, time_zone: Optional[str] = None, language: Optional[str] = None) -> PhoneReading:
    """``raw`` as the traveller meant it (see the module's rules)."""
    digits = local_digits(raw)
    if not digits.isdigit() or digits.startswith("00") or digits.startswith("855"):
        given = clean_phone(raw)  # explicit country code (+, 00, 855...): as given
        return PhoneReading(raw, given if E164.match(given) else None)
    home, why = traveller_country(time_zone, language)
    readings: dict[str, str] = {}
    for code in dict.fromkeys([c for c in (home, "KH") if c]):
        read = _national(PLANS[code], code, digits)
        if read is not None:
            readings[code] = read
    if not readings:
        return PhoneReading(raw, None, why=why)
    code, number = next(iter(readings.items()))
    confirm = not (code == "KH" and home in (None, "KH"))
    reason = why if code == home else "Cambodia (where the trip is)"
    if len(readings) > 1:
        reason += f"; it could also be {readings['KH']} in Cambodia"
    return PhoneReading(raw, number, code, confirm, reason)


def phone_note(reading: PhoneReading) -> Optional[dict[str, Any]]:
    """What the model reads beside a tool result when a number was read from a guess."""
    if not reading.confirm or reading.number is None or reading.country is None:
        return None
    plan = PLANS[reading.country]
    return {
        "typed": reading.raw,
        "read_as": reading.number,
        "country": plan.name,
        "because": reading.why,
        "next_step": f"Read the number back in this international form ({reading.number}, {plan.name}) and ask "
        "the traveller to confirm it, or to give it with its country code, before booking.",
    }


def note_phone(
    outcome: ToolOutcome, fields: tuple[str, ...], typed: dict[str, Any], state: ConversationState
) -> ToolOutcome:
    """A successful result of a call that carried a phone number read from a guess, with
    ``phone_check`` (:func:`phone_note`) for the model; other results unchanged."""
    data = outcome.result.get("data")
    if not outcome.ok or not isinstance(data, dict):
        return outcome
    notes = [
        note
        for field in fields
        if isinstance(typed.get(field), str)
        and (note := phone_note(read_phone(typed[field], state.time_zone, state.preferred_language))) is not None
    ]
    if not notes:
        return outcome
    result = {**outcome.result, "data": {**data, "phone_check": notes[0]}}
    return ToolOutcome(tool_use_id=outcome.tool_use_id, name=outcome.name, result=result)


__all__ = ["KH_PREFIX", "PLANS", "PhoneReading", "note_phone", "phone_note", "read_phone", "traveller_country"]
