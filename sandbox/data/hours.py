"""Clock times (ICT, "HH:MM") and hours as the route texts say them."""

from __future__ import annotations


def minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def hhmm(total: float) -> str:
    rounded = int(round(total / 15.0) * 15) % (24 * 60)
    return f"{rounded // 60:02d}:{rounded % 60:02d}"


def plus(time: str, hours: float) -> str:
    return hhmm(minutes(time) + hours * 60)


def hours_text(hours: float) -> str:
    return f"{hours:g}"
