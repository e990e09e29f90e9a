"""A moment said in the traveller's words inside a KH / ZH label (relay 24 req 32: a raw
"2026-11-30 12:55 ICT" inside a Chinese status_label): ``2026年11月30日 12:55（柬埔寨时间）``."""

from __future__ import annotations

import re
from datetime import datetime

from agent.prompts.i18n import khmer_digits, local_date
from agent.timefmt import format_local

_MOMENT = re.compile(r"^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(.*)$")
CAMBODIA = {"KH": "ម៉ោងកម្ពុជា", "ZH": "柬埔寨时间"}


def said_moment(text: str, language: str) -> str:
    """``text`` (ISO, or ``format_local``'s "YYYY-MM-DD HH:MM ICT") written the ``language``'s way; else as is."""
    found = _MOMENT.match(text.strip())
    if found is None or language not in CAMBODIA:
        return text
    if not found.group(3).strip().startswith(("ICT", "UTC")):  # an ISO moment: said in Cambodia time
        try:
            found = _MOMENT.match(format_local(datetime.fromisoformat(text.strip().replace("Z", "+00:00")), None) or "")
        except ValueError:
            return text
        if found is None:
            return text
    day, clock, zone = found.groups()
    zone = CAMBODIA[language] if zone.strip() == "ICT" else zone.strip()
    if language == "KH":
        return f"{local_date('KH', day)} ម៉ោង {khmer_digits(clock)} ({zone})"
    return f"{local_date('ZH', day)} {clock}（{zone}）"
