"""A shorter trip prices what its moved ride home leaves out of a day it keeps (sandbox/day_drop.py
``ride_home_cut``): each activity cut is credited at the rate of a removed activity
(sandbox/data/pricing.py ``REMOVE_ACTIVITY_CREDIT``), on the remove_day item that moved the ride home,
beside its day rate. A 3-day Kep trip made 2 days keeps day 2 but its crab dinner (the ride home leaves
at 14:00): the traveller pays for neither day 3 nor that dinner (docs/decisions.md)."""

from __future__ import annotations

from typing import Any

from sandbox.data.pricing import REMOVE_ACTIVITY_CREDIT
from sandbox.data.trips import T
from sandbox.day_credit import said_after
from sandbox.day_drop import ride_home_cut
from sandbox.i18n import joined, tr, trf
from sandbox.i18n.price_rule_texts import CUT_RULE
from sandbox.plan import plan_for
from sandbox.policy import money

CUT_KEYS = ("left_out_by_ride_home", "left_out_credit_usd")
# where the cut's text starts in a price_rule that says it (EN/KH/ZH): taken off when priced again
_CUT_OPENINGS = tuple(" " + tr(CUT_RULE, language).split("{")[0] for language in ("EN", "KH", "ZH"))


def _day_rule_only(rule: str) -> str:
    for opening in _CUT_OPENINGS:
        rule = rule.split(opening)[0]
    return rule


def cut_part(item: dict[str, Any]) -> str:
    """What a credited remove_day item's ``price_rule`` says of the cut (its credit and the sum), else ""."""
    rule = str(item.get("price_rule") or "")
    return rule[len(_day_rule_only(rule)) :].strip() if "left_out_credit_usd" in item else ""


def without_cut(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``items`` as priced before any cut credit (a saved custom trip's items priced again): the credit
    taken out of ``price_usd`` and its keys dropped, before any rule prices the days again."""
    return [
        {k: v for k, v in i.items() if k not in CUT_KEYS}
        | {"price_usd": money(i["price_usd"] - float(i.get("left_out_credit_usd") or 0.0))}
        | ({"price_rule": _day_rule_only(str(i["price_rule"]))} if "price_rule" in i else {})
        if "left_out_credit_usd" in i
        else i
        for i in items
    ]


def cut_credited(trip: T, items: list[dict[str, Any]], language: str = "EN") -> list[dict[str, Any]]:
    """``items`` with the last remove_day item crediting what the ride home cuts from the kept last day
    (its ``price_usd`` includes ``left_out_credit_usd``; its ``price_rule`` says the day rate, the cut's
    credit and their sum in ``language``).
    Priced items priced again (a saved custom trip booked) are credited once."""
    days = [n for n, i in enumerate(items) if i.get("type") == "remove_day"]
    if not days:
        return items
    items = without_cut(items)
    cut = ride_home_cut(plan_for(trip, items))
    if cut is None:
        return items
    n = len(cut["activities"])
    credit = money(REMOVE_ACTIVITY_CREDIT * n)
    rule = trf(
        CUT_RULE,
        language,
        day=cut["day"],
        time=cut["leaves"],
        activities=joined(cut["activities"], language),
        n=n,
        credit=f"{-REMOVE_ACTIVITY_CREDIT:.2f}",
        amount=f"{-credit:.2f}",
        total=f"{items[days[-1]]['price_usd'] + credit:+.2f}",
    )
    item = items[days[-1]]
    items[days[-1]] = {
        **item,
        "price_usd": money(item["price_usd"] + credit),
        "left_out_by_ride_home": cut["activities"],
        "left_out_credit_usd": credit,
        # the stated parts add up to price_usd: the day rate, then what the cut credits, and their sum
        "price_rule": said_after(str(item.get("price_rule") or ""), rule, language),
    }
    return items
