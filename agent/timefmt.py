"""Times as the traveller reads them: Cambodia time (ICT, UTC+7) unless their own zone is known.

Pure (zoneinfo only). The chat page may send an IANA zone (``"Asia/Singapore"``) in its auth frame;
the session keeps it in ``ConversationState.time_zone``. Anything unknown falls back to Cambodia.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from typing import Optional
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

CAMBODIA_ZONE = "Asia/Phnom_Penh"
_ICT = timezone(timedelta(hours=7), "ICT")
MAX_ZONE_CHARS = 64


def valid_zone(name: Optional[str]) -> Optional[str]:
    """The IANA zone name if this machine knows it, else None (never raises)."""
    if not name or not isinstance(name, str) or len(name) > MAX_ZONE_CHARS or ".." in name:
        return None
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        return None
    return name


def zone_of(name: Optional[str]):
    """The tzinfo for a traveller's zone name; Cambodia time when unknown (no tz database → fixed +07:00)."""
    for candidate in (valid_zone(name), CAMBODIA_ZONE):
        if candidate:
            try:
                return ZoneInfo(candidate)
            except (ZoneInfoNotFoundError, ValueError, OSError):
                continue
    return _ICT


def _offset(dt: datetime) -> str:
    minutes = int((dt.utcoffset() or timedelta()).total_seconds() // 60)
    sign = "+" if minutes >= 0 else "-"
    hours, rest = divmod(abs(minutes), 60)
    return f"UTC{sign}{hours}" + (f":{rest:02d}" if rest else "")


def zone_label(name: Optional[str], at: Optional[datetime] = None) -> str:
    """``"Cambodia time (ICT, UTC+7)"`` or ``"Asia/Singapore (UTC+8)"`` for the model and for texts."""
    zone = valid_zone(name)
    probe = (at or datetime(2025, 1, 1, tzinfo=UTC)).astimezone(zone_of(zone))
    if zone is None or zone == CAMBODIA_ZONE:
        return "Cambodia time (ICT, UTC+7)"
    return f"{zone} ({_offset(probe)})"


def local_time(value: datetime, zone: Optional[str]) -> datetime:
    aware = value if value.tzinfo else value.replace(tzinfo=UTC)
    return aware.astimezone(zone_of(zone))


def format_local(value: Optional[datetime], zone: Optional[str]) -> Optional[str]:
    """``"2026-12-19 08:00 ICT"`` (or ``"2026-12-19 09:00 UTC+8"`` in another zone); None for None."""
    if value is None:
        return None
    local = local_time(value, zone)
    known = valid_zone(zone)
    suffix = "ICT" if known is None or known == CAMBODIA_ZONE else _offset(local)
    return f"{local:%Y-%m-%d %H:%M} {suffix}"


def local_moment(moment: Optional[str], zone: Optional[str]) -> Optional[str]:
    """A backend timestamp in the traveller's zone (relay 4: a refund "expected by" 18:40 UTC on 3 December
    is 4 December in Cambodia, and the model read the UTC day); anything else as it is."""
    try:
        parsed = datetime.fromisoformat(str(moment).replace("Z", "+00:00")) if moment else None
    except ValueError:
        return moment
    return format_local(parsed, zone) if parsed is not None and parsed.tzinfo is not None else moment


def local_day(moment: Optional[str], zone: Optional[str] = None) -> str:
    """The day of a backend timestamp in the traveller's zone (Cambodia when unknown): a payment made at
    20:51 UTC on 29 November was made on 30 November in Cambodia (relay 42 req 27 said the UTC day)."""
    text = str(moment or "")
    try:
        parsed = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return text[:10]
    return local_time(parsed, zone).date().isoformat() if parsed.tzinfo is not None else text[:10]


def by_deadline(expires: Optional[str], deadline: Optional[str]) -> bool:
    """True when ``expires`` (a QR's end) is ``deadline`` or later: the QR lives until the one deadline."""
    try:
        end, due = (datetime.fromisoformat(str(v).replace("Z", "+00:00")) for v in (expires, deadline))
        return bool(expires and deadline) and local_time(end, None) >= local_time(due, None)
    except ValueError:
        return False
