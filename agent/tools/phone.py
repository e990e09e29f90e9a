"""Phone numbers as travellers type them -> E.164 (pure; used by tool-input preparation and the sandbox).

- spaces, dashes, dots and parentheses are removed;
- Khmer digits (០-៩) and full-width digits (０-９) become ASCII digits;
- ``00`` international prefix -> ``+``;
- a Cambodian national number ``0xx xxx xxx`` (8 or 9 digits after the 0, a Cambodian area or
  mobile prefix) -> ``+855xx...``;
- ``855...`` without the plus -> ``+855...``; ``+855 (0)12 ...`` drops the trunk 0.

Numbers of other countries need their country code: nothing is guessed for them.
"""

from __future__ import annotations

import re
from typing import Optional

_DIGITS = {**{0x17E0 + i: str(i) for i in range(10)}, **{0xFF10 + i: str(i) for i in range(10)}, 0xFF0B: "+"}
_SEPARATORS = re.compile(r"[\s\-().\u00a0\u2010-\u2015\u3000]")
E164 = re.compile(r"^\+[1-9]\d{7,14}$")
KH_PREFIX = "+855"


# Cambodian area codes (landlines) and mobile prefixes: the two digits after the trunk 0. Only
# these are read as Cambodian national numbers (issue 41: an Australian "0412 555 019" is not).
KH_PREFIXES = frozenset(
    "10 11 12 13 14 15 16 17 18 23 24 25 26 31 32 33 34 35 36 38 39 42 43 44 52 53 54 55 "
    "60 61 62 63 64 65 66 67 68 69 70 71 72 73 74 75 76 77 78 79 81 83 84 85 86 87 88 89 "
    "90 92 93 95 96 97 98 99".split()
)


def local_digits(raw: str) -> str:
    """``raw`` with Khmer / full-width digits in ASCII and separators removed."""
    return _SEPARATORS.sub("", raw.translate(_DIGITS))


def clean_phone(raw: str) -> str:
    """``raw`` with local digits, separators and the Cambodian national format normalised.

    Always returns a string; whether it is a valid E.164 number is :func:`normalize_phone`'s job.
    A national number of another country stays as typed (agent.tools.phone_country reads it
    with the traveller's country).
    """
    phone = local_digits(raw)
    if phone.startswith("00"):
        phone = "+" + phone[2:]
    elif phone.startswith("855") and phone.isdigit() and len(phone) >= 11:
        phone = "+" + phone
    elif phone.startswith("0") and phone[1:].isdigit() and 8 <= len(phone) - 1 <= 9 and phone[1:3] in KH_PREFIXES:
        phone = KH_PREFIX + phone[1:]  # Cambodian national format 0xx xxx xxx
    if phone.startswith(KH_PREFIX + "0"):
        phone = KH_PREFIX + phone[len(KH_PREFIX) + 1 :]  # "+855 (0)12 345 678"
    return phone


def normalize_phone(raw: str) -> tuple[Optional[str], Optional[str]]:
    """(E.164 number, None) or (None, a message saying what is wrong)."""
    phone = clean_phone(raw)
    if not E164.match(phone):
        return None, "Please give a phone number with country code, e.g. +855 12 345 678 (or 012 345 678 in Cambodia)."
    if phone.startswith(KH_PREFIX) and not 8 <= len(phone) - len(KH_PREFIX) <= 9:
        return None, "A Cambodian number has 8 or 9 digits after +855 (e.g. 012 345 678)."
    return phone, None
