"""Whether an add-on's placement answers to the group's mobility need (sandbox/day_room.py: never a 05:00
sunrise day nor a day it would make hard on foot).

Run 71: a traveller's sister walks with a cane (the session's mobility need); a zipline the children alone took
was still kept off the days her need rules out, refused or moved with "(mobility need)" as its reason, although
she does not take part. Rules, for a real backend to mirror:
- an add-on's effort check considers only those taking part in it (``for_adults`` / ``for_children_ages``,
  sandbox/add_on_people.py); without those details everyone takes part, the need holder too;
- the backend is told that the group has a need (``mobility_need``, ``walking_limit_km``, a booking's mobility
  request), not whose: it is an adult's (a walking frame, a cane, a knee in every recorded run), so an add-on
  named for children only is placed without it, one any adult takes with it.
"""

from __future__ import annotations

from typing import Any

from sandbox.add_on_people import KEYS


def need_takes_part(item: dict[str, Any]) -> bool:
    """Whether the traveller with the group's mobility need may take part in ``item``: False only for an
    add-on its details name for children alone (no adult taking part)."""
    details = item.get("details") or {}
    if item.get("type") != "add_activity" or not any(k in details for k in KEYS):
        return True
    return int(details.get("for_adults") or 0) > 0


def need_for(mobility: bool, item: dict[str, Any]) -> bool:
    """The mobility need ``item``'s day is chosen with: the group's, when its holder may take part."""
    return mobility and need_takes_part(item)
