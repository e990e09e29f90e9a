"""A yes to figures shown for information is a yes to exactly those figures (issue 37; relays 19-21).

A cancellation or change previewed for information (previewCancellation / previewReschedule with
purpose "information") is never confirmable: nothing is carried out on it. But when its figures
reached the traveller (its card or text went out) and they answered them with a yes ("yes, do it",
"好 办吧"), asking them again for the same amounts was a double yes (relay 21 req 41: three times in
one session). So the traveller's answer to a shown information quote is recorded (agent.consent),
and when the model re-issues the same change as a quote that acts, that quote carries the yes,
and with it the turn the figures were shown in, so it can be confirmed in the same turn
(:func:`carry_shown_yes`), only when its figures are identical: the amount, the refund and what changes
(:func:`figures_of`). Any difference, an information quote never shown, or one answered no or not at
all leaves the new quote waiting for its own yes. Sessions recorded before this rule keep the old one
(``state.figures_consent``, set by the workflow's patch ``information-yes-carries-issue-37``).

The figures are what the traveller gets and pays, never the echo of the inputs that produced them (a model run:
a sunset boat previewed with no day, which the backend placed on day 1, re-issued with "day": 1: its lines'
``details`` said ``day: 1``, the placement's reason "the day asked for", and the same $108 and the same day 1 needed
a second yes). So the quotes compared leave out the input echoes (:data:`ECHOES`) and the names the model typed,
and keep the result's own: amounts, refund share, dates, people, the itinerary and each add-on's day, the add-ons'
names, prices and takers. Sessions recorded before keep the comparison with the echoes (``state.figures_effect``,
set by the workflow's patch ``information-yes-carries-same-effect``).
"""

from __future__ import annotations

import json
from typing import Any, Optional

from agent.booking_records import IssuedQuote

# what a quote says the traveller pays, gets back and gets (never its id, expiry, labels or wording)
_WHAT_CHANGES = ("changes", "current", "proposed", "joining", "leaving", "add_activities", "remove_activities")

# what a quote echoes of the call that made it, not what it does: a customisation line's ``details`` (the inputs:
# activity as typed, for_adults, the day asked), the day asked beside the day placed, and why that day was chosen
ECHOES = frozenset({"details", "asked_day", "day_chosen_because"})
# the input's add-ons stand for what changes only when the result has no side of its own saying it
_ASKED = ("add_activities", "remove_activities")


def figures_of(kind: str, inp: dict[str, Any], data: dict[str, Any], effect: bool = False) -> str:
    """The quote's figures, canonically: every amount in USD, the refund share and what changes. ``effect``: what
    changes as the result says it, without the inputs' echoes (the rule of state.figures_effect)."""
    money = {k: v for k, v in data.items() if k.endswith(("_usd", "_pct")) or k.startswith("refund_pct")}
    if effect:
        asked = {} if "proposed" in data else {k: inp.get(k) for k in _ASKED}
        changes = {k: _effect(data.get(k, asked.get(k))) for k in _WHAT_CHANGES}
    else:
        changes = {k: data.get(k, inp.get(k)) for k in _WHAT_CHANGES}
    return json.dumps({"kind": kind, "money": money, "changes": changes}, sort_keys=True, default=str)


def _effect(value: Any) -> Any:
    """``value`` without the echoes of its inputs, at any depth."""
    if isinstance(value, dict):
        return {k: _effect(v) for k, v in value.items() if k not in ECHOES}
    if isinstance(value, list):
        return [_effect(v) for v in value]
    return value


def carry_shown_yes(shown: Optional[IssuedQuote], new: IssuedQuote) -> IssuedQuote:
    """``new`` (a quote that acts) with the traveller's yes to ``shown`` (the information quote of its
    kind) when the yes was given to those very figures after they were on screen; ``new`` as it is
    otherwise."""
    if (
        shown is None
        or shown.purpose != "information"
        or new.purpose is not None
        or shown.figures is None
        or shown.figures != new.figures
        or shown.consent.shown_seq is None
        or shown.consent.answer != "yes"
    ):
        return new
    return new.model_copy(update={"turn": shown.turn, "consent": shown.consent.model_copy()})
