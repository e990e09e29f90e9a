"""A day added or removed, said as one figure per adult (relay 13 req 15).

A group that drives itself is credited its transport share per day (``sandbox.group.self_drive_credit``),
so a day added to a self-drive trip moves one adult's price by the day's price less a day's credit:
calculateCustomTrip said "+$50.40 per added day" while the price per adult rose by $40.40. Each
add_day / remove_day item states ``price_change_per_adult_usd``: what one adult's price moves by
with that item, derived from the price function (the day's price and the credit the length gives),
and its ``price_rule`` says the credit part in the session's language.
"""

from __future__ import annotations

import re
from typing import Any

from sandbox.data.trips import T
from sandbox.errors import ApiError
from sandbox.group import self_drive_credit
from sandbox.i18n import tr
from sandbox.i18n.pass_texts import PASS_DAY_RULE
from sandbox.i18n.price_rule_texts import SELF_DRIVE_DAY_RULE
from sandbox.park_pass import pass_change, temple_days
from sandbox.plan import plan_for
from sandbox.policy import money

DAY_KINDS = ("add_day", "remove_day")
_STOPS = {"KH": "។", "ZH": "。"}


def ended(rule: str, language: str) -> str:
    """``rule`` closed as a sentence before another is put after it (relay run 53 req 8: "…（165 / 3） 其寺庙…")."""
    rule = rule.rstrip()
    return rule if rule.endswith((".", "。", "។", "!", "？", "?")) else rule + _STOPS.get(language.upper(), ".")


def _form(template: str) -> re.Pattern[str]:
    """Any filling of ``template`` (its placeholders match any text within one sentence)."""
    parts = re.split(r"\{[^}]*\}", template)
    return re.compile("[^。។]*?".join(re.escape(p) for p in parts))


def said_after(rule: str, sentence: str, language: str, template: str = "") -> str:
    """``rule`` with ``sentence`` said once after it: a sentence of the same ``template`` already in ``rule`` (a
    rule said again for a priced item already carrying it) is taken out first, so no text repeats a sentence."""
    if template:
        rule = _form(template).sub("", rule)
    rule = " ".join(rule.replace(sentence, "").split()) if sentence.strip() else rule
    return f"{ended(rule, language) if rule.strip() else ''} {sentence}".strip()


def _credit(trip: T, items: list[dict[str, Any]]) -> float:
    return self_drive_credit(trip["tier"], int(plan_for(trip, items)["duration_days"]))


def _passes(trip: T, items: list[dict[str, Any]], transport: str = "driver", mobility: bool = False) -> float:
    """One adult's pass part beyond the catalogue's for the plan of ``items`` (sandbox/park_pass.py). The
    plan without a day item may not exist (an add-on only the added day has room for): then the catalogue
    plan's pass is the base."""
    if not trip.get("park_pass"):
        return 0.0
    try:
        days = plan_for(trip, items, transport, mobility)["days"]
    except ApiError:
        days = plan_for(trip, [], transport, mobility)["days"]
    return pass_change(trip, temple_days(days))


def with_day_change(
    trip: T, items: list[dict[str, Any]], credited: bool, transport: str = "driver", mobility: bool = False
) -> list[dict[str, Any]]:
    """``items`` with each day item's change of one adult's price (its price less the self-drive credit
    its days add when ``credited``; ``self_drive_credit_change_per_adult_usd`` then says that part; plus
    the change of the park pass its temple days need, ``park_pass_change_per_adult_usd``), each measured
    on the plan the items before it leave, so the items' parts add up to the whole plan's."""
    if not any(i.get("type") in DAY_KINDS for i in items):
        return items
    # each day item's parts are measured on the plan as the items before it left it, so the items' parts
    # add up to the whole plan's (relay 30 req 40: a removed day said -72 while the price fell by 82)
    running = [i for i in items if i.get("type") not in DAY_KINDS]
    out: list[dict[str, Any]] = []
    for item in items:
        if item.get("type") in DAY_KINDS:
            before = running
            running = [*running, item]
            change = money(_credit(trip, running) - _credit(trip, before)) if credited else 0.0
            passes = money(_passes(trip, running, transport, mobility) - _passes(trip, before, transport, mobility))
            item = {**item, "price_change_per_adult_usd": money(item["price_usd"] - change + passes)}
            if change:
                item["self_drive_credit_change_per_adult_usd"] = change
            if passes:
                item["park_pass_change_per_adult_usd"] = passes
        out.append(item)
    return out


def said_with_credit(items: list[dict[str, Any]], language: str) -> None:
    """Each day item whose credit moves says so in its ``price_rule`` (one figure: the adult's change), once
    however often an item is said (a quote says the priced items it is given). The per-day figures are in
    cents and ``days`` x each gives back the item's part exactly: the net is the day price less the credit."""
    for item in items:
        passes = item.get("park_pass_change_per_adult_usd")
        if passes and "price_rule" in item:
            pass_rule = PASS_DAY_RULE.in_(language)
            said = pass_rule.format(change=f"{passes:+.2f}")
            item["price_rule"] = said_after(item["price_rule"], said, language, pass_rule)
        change = item.get("self_drive_credit_change_per_adult_usd")
        if not change or "price_rule" not in item:
            continue
        days = max(int((item.get("details") or {}).get("days") or 1), 1)
        credit = money(abs(change) / days)
        net = money(abs(float(item["price_usd"]) - float(change)) / days)
        template = tr(SELF_DRIVE_DAY_RULE, language)
        said = template.format(credit=f"{credit:.2f}", net=f"{net:.2f}")
        item["price_rule"] = said_after(item["price_rule"], said, language, template)
