"""A yes that names the quote's own date is a yes to it; a yes naming another date is not (EN / KH / ZH).

Relay 24 req 43: "…不过日期必须改，那就确认改到1月30号吧" answered a quote moving the trip to 30 January,
yet was read as "not a clear yes": "改到" (move to) asks for a change, and the reading did not know that
the change asked for is the quote's own. So a reschedule quote keeps its dates (:func:`quote_dates`),
and a message that names dates is read against them (:func:`dated_answer`):

- every date it names is the quote's (its new start or end; the booking's current date too, once the
  new one is named: "from the 16th to the 30th"): the dates, and the "move to" / "改到" / "ប្តូរទៅ" that
  leads to them, are taken out and the rest is read as usual ("那就确认吧": yes);
- it names any other date: never a yes (a request for another change), still a no when it says no;
- it names no date, or the quote holds none: read as it is.

The dates are found by agent.dates (the parser the offline model uses too), so "30 Jan", "Jan 30th",
"1月30号", "30号", "ថ្ងៃទី៣០ ខែមករា" are the same day; the caller says whether dates are read at all
(``reads``: the workflow's patch, asked only when a quote with dates is answered).
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any, Callable

from agent.consent_guards import asks, clauses
from agent.consent_orders import quoted_actions
from agent.consent_parts import JOIN as _JOIN
from agent.consent_words import Answer, _refuses, _wants_else
from agent.dates import find_dates, strip_dates
from agent.leaver_withdrawals import leaver_requests
from agent.normal_text import normalize

#: what each date found is replaced by, to read around it
MARK = " @date@ "
_HELD = "\u2063"  # where the quote's date was: kept in its clause, read as nothing

# "move it to", "the move to", "改到", "换到", "ប្តូរទៅ" before a date: the quote's own change named
_TO_THE_DATE = re.compile(
    r"(?:\bfrom |从|由|ពី)?(?:(?:(?:the )?(?:move|change|switch|reschedule)(?: it| the (?:trip|date|dates|booking))? )?(?:to|for|on) )?"
    r"(?:[改换挪延推提][到至成在]?|到|至|在)?(?:ថ្ងៃ)?(?:ប្តូរ|ប្ដូរ)?(?:ទៅ|មក)?\s*@date@\s*"
)


def quote_facts(kind: str, inp: dict[str, Any], data: dict[str, Any], activity: bool = False) -> dict[str, Any]:
    """What a reschedule quote does (agent.consent_orders; ``activity``: an added activity named too) and its
    dates, as IssuedQuote fields."""
    if kind != "reschedule":
        return {}
    new, was = quote_dates(data)
    leavers = leaver_requests(data)  # kept until the removal is made (agent.leaver_withdrawals)
    return {
        "actions": quoted_actions(inp, data, activity),
        "dates": new,
        "dates_was": was,
        **({"leaver_requests": leavers} if leavers else {}),
    }


def quote_dates(data: dict[str, Any]) -> tuple[list[str], list[str]]:
    """(the new dates, the booking's current dates) of a previewReschedule result, as ISO days."""
    current, proposed = data.get("current"), data.get("proposed")
    before: dict[str, Any] = current if isinstance(current, dict) else {}
    after: dict[str, Any] = proposed if isinstance(proposed, dict) else {}
    new = [str(after[k])[:10] for k in ("travel_date", "end_date") if after.get(k)]
    was = [str(before[k])[:10] for k in ("travel_date", "end_date") if before.get(k)]
    return [d for d in new if d not in was] or new, was


def dated_answer(
    text: str, new: list[str], was: list[str], judge: Callable[[str], Answer], reads: Callable[[], bool]
) -> Answer:
    """``judge``'s answer to ``text``, read against the quote's dates ``new`` (``was``: the booking's current);
    ``reads`` is asked only when the quote has dates (False: read as it is)."""
    if not new or not reads():
        return judge(text)
    named, marked = dates_in(text, min(new + was))
    if not named:
        return judge(text)
    own = set(new) | (set(was) if set(named) & set(new) else set())
    if not set(named) <= own:
        return "no" if judge(text) == "no" else "unclear"  # another date: a request, never a yes
    held = re.sub(r"[ \t]+", " ", _TO_THE_DATE.sub(_HELD, marked)).strip()
    answer = judge(held.replace(_HELD, ""))
    return "yes" if answer != "yes" and _closes_with_own_yes(held, judge) else answer


def _closes_with_own_yes(held: str, judge: Callable[[str], Answer]) -> bool:
    """The last clause agrees to the quote's own date ("那就确认改到1月30号吧") and no clause before it
    refuses, asks, or asks for anything else ("不过日期必须改": a "but" opening it asks for nothing)."""
    parts = clauses(held.replace("…", "，"))  # an ellipsis ends a clause too
    if not parts or _HELD not in parts[-1] or judge(parts[-1].replace(_HELD, "")) != "yes":
        return False
    said = [_JOIN.sub("", re.sub(r"^\W+", "", c)) for c in parts[:-1]]
    return not any(asks(c) for c in parts[:-1]) and not any(_refuses(c) or _wants_else(c) for c in said)


def dates_in(text: str, since: str) -> tuple[list[str], str]:
    """(the ISO dates ``text`` names, either reading of an ambiguous one; the text normalised with each
    date replaced by MARK). A date without a month or year is the next one on or after ``since`` (the
    quote's earliest date: "30号" under a quote for 30 January is that day, not the next 30th of this month)."""
    found = find_dates(text, date.fromisoformat(since))
    named = [f.day.isoformat() for f in found] + [f.other.isoformat() for f in found if f.other is not None]
    return named, strip_dates(normalize(text), MARK)
