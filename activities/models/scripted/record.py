"""The model-facing contract of issue 12, from the scripted side: record what the traveller states.

``record(view)``: when ``updateTravellerPreferences`` is offered and this turn's message states a
preference the session does not hold yet (or holds differently), call it first with just those
fields; the rest of the turn goes on once its result is back. Values follow the tool's schema:
budgets per person in USD, ISO dates, adults + children_ages only when they add up to the group.
"""

from __future__ import annotations

from typing import Any, Optional

from activities.models.scripted.age_correction import corrected_ages
from activities.models.scripted.group_change import joining_children, new_group_size
from activities.models.scripted.need_labels import needs_in_language
from activities.models.scripted.party import restated_group
from activities.models.scripted.reply import Reply, calls
from activities.models.scripted.understand import hear, preference_input
from activities.models.scripted.window import View
from agent.normal_text import normalize

TOOL = "updateTravellerPreferences"
STAGE_TOOL = "requestStageChange"
BOOKKEEPING = frozenset({TOOL, STAGE_TOOL})
_LIVE_BOOKING = ("PAYMENT", "POST_BOOKING")


def _held(view: View, key: str) -> Any:
    """The value the session context holds for a preference field (as the tool would record it)."""
    if key in ("travel_start_date", "travel_end_date"):
        dates = dict(p.split("=", 1) for p in view.list("travel_dates") if "=" in p)
        return dates.get("start" if key == "travel_start_date" else "end")
    if key == "children_ages":
        return [int(a) for a in view.list("children_ages") if a.isdigit()]
    raw = view.get(key)
    if raw is None:
        return None
    if key in ("duration_days", "people_count", "adults"):
        number = view.num(key)
        return int(number) if number is not None else None
    if key.startswith("budget"):
        return view.num(key)
    return raw


def _stated_held(view: View, stated: dict[str, Any]) -> bool:
    """The session already holds this budget as said (context ``budget_as_stated``)."""
    return f'"{stated.get("words")}"' in (view.get("budget_as_stated") or "")


def _group_known(view: View, wanted: dict[str, Any]) -> bool:
    return bool(wanted.get("people_count") or wanted.get("adults") or view.num("people_count"))


def _earlier_total(view: View) -> Optional[dict[str, Any]]:
    """A budget for the whole group said before the group size was known (not recorded yet)."""
    for turn in reversed(view.turns[:-1]):
        slots = hear(turn.text, turn.asked, view.today).slots
        if "stated_budget" in slots or "budget" in slots:
            stated = slots.get("stated_budget")
            return stated if stated and stated["per"] == "total" and not _stated_held(view, stated) else None
    return None


def _one_of(ages: list[int], held: list[int]) -> bool:
    """``ages`` name some of the held children and fewer than all of them (held-out batch F)."""
    rest = list(held)
    for age in ages:
        if age not in rest:
            return False
        rest.remove(age)
    return bool(rest)


def changed_preferences(view: View, slots: dict[str, Any]) -> dict[str, Any]:
    """The preference fields of ``slots`` that differ from what the session holds."""
    wanted = preference_input(slots)
    if wanted.get("special_needs"):  # recorded as the traveller reads them back (need_labels.py)
        wanted["special_needs"] = needs_in_language(wanted["special_needs"], view.lang)
    people, adults, ages = wanted.get("people_count"), wanted.get("adults"), wanted.get("children_ages") or []
    if adults is not None and people is not None and adults + len(ages) != people:
        wanted.pop("adults", None)  # "family of 4 with two kids": the ages are not known yet
        wanted.pop("children_ages", None)
    held_ages = _held(view, "children_ages")
    if held_ages and not ages and adults is not None and adults == people:
        wanted.pop(
            "adults", None
        )  # "380 dollars for both of us" beside a held child: the group, not 2 adults (batch J)
        adults = None
    if ages and "people_count" not in wanted and _one_of(ages, held_ages):
        wanted.pop("children_ages", None)  # "is it ok for my 8 yr old?": one of the children, not the list
        wanted.pop("adults", None)
    stated = wanted.get("budget")
    if stated is not None and (
        _stated_held(view, stated) or (stated["per"] == "total" and not _group_known(view, wanted))
    ):
        wanted.pop("budget")  # held already, or a total that waits for the group size (issue 39)
    elif stated is None and (wanted.get("people_count") or wanted.get("adults")) and view.get("budget_max_usd") is None:
        earlier = _earlier_total(view)
        if earlier is not None:
            wanted["budget"] = earlier  # now it can be divided by the group
    if "adults" in wanted and "budget" not in wanted:
        wanted.pop("people_count", None)  # the workflow derives it from adults + children (a total divides by it)
    return {k: v for k, v in wanted.items() if k == "budget" or _held(view, k) != v}


def shown_calls(view: View) -> list[Any]:
    """This turn's tool calls whose results are for the traveller (not the bookkeeping ones)."""
    return [c for c in view.turn_calls() if c.name not in BOOKKEEPING]


def said_again(view: View) -> bool:
    """The traveller's last message is the one before it again, word for word (sent twice)."""
    turns = [turn for turn in view.turns if not turn.is_system]
    return len(turns) >= 2 and normalize(turns[-1].text).strip() == normalize(turns[-2].text).strip()


def record(view: View) -> Optional[Reply]:
    if not view.can(TOOL) or view.stage in _LIVE_BOOKING:
        return None
    turn = view.last_turn
    if turn is None or turn.is_system or view.turn_calls():
        return None
    slots = hear(turn.text, turn.asked, view.today).slots
    new = changed_preferences(view, slots)
    ages = corrected_ages(normalize(turn.text), _held(view, "children_ages"))
    if ages is not None:  # one child's age corrected: the others stay (held-out batch H)
        new = {k: v for k, v in new.items() if k not in ("people_count", "adults")} | {"children_ages": ages}
    # a message sent twice (a double tap) says nobody joins: "our son is coming too, so 3 adults" once more is the
    # same three (held-out batch Y booked four)
    current = 0 if said_again(view) else int(view.num("people_count") or 0)
    group = new_group_size(turn.text, current) if current else None
    kids = joining_children(turn.text) if current else []
    if kids and ages is None:  # children join: everyone already in the group stays (held-out batch I)
        new = {k: v for k, v in new.items() if k not in ("people_count", "adults", "children_ages")}
        new["children_ages"] = [*_held(view, "children_ages"), *kids]
        adults = _held(view, "adults")
        new |= {"adults": adults} if adults else {"people_count": current + len(kids)}
    elif current and (restated := restated_group(turn.text, group, _held(view, "children_ages"))) is not None:
        new = {k: v for k, v in new.items() if k not in ("people_count", "adults", "children_ages")}
        restated |= {k: slots[k] for k in ("adults", "children_ages") if slots.get(k) and k in restated}  # as heard
        new |= {k: v for k, v in restated.items() if _held(view, k) != v}  # the group restated replaces it
    elif group is not None:  # someone joins or leaves: the group as it is now (group_change.py, issue 39)
        new = {k: v for k, v in new.items() if k not in ("people_count", "adults", "children_ages")}
        new["people_count"] = group
    return calls(view, (TOOL, new)) if new else None


def stage_change(view: View, to_stage: str, reason: str, **extra: Any) -> Optional[Reply]:
    """``requestStageChange`` when offered and not asked for, to this stage, in this turn yet."""
    asked = [c for c in view.turn_calls() if c.name == STAGE_TOOL]
    if not view.can(STAGE_TOOL) or view.stage == to_stage or any(c.input.get("to_stage") == to_stage for c in asked):
        return None  # (each stage asked for at most once a turn: BOOKING → EXPLORATION → BOOKING may go on)
    return calls(view, (STAGE_TOOL, {"to_stage": to_stage, "reason": reason, **extra}))
