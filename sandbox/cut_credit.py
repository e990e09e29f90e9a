"""A shorter trip prices what its moved ride home leaves out of a day it keeps (sandbox/day_drop.py
``ride_home_cut``): each activity cut is credited at the rate of a removed activity
(sandbox/data/pricing.py ``REMOVE_ACTIVITY_CREDIT``), on the remove_day item that moved the ride home,
beside its day rate. A 3-day Kep trip made 2 days keeps day 2 but its crab dinner (the ride home leaves
at 14:00): the traveller pays for neither day 3 nor that dinner (docs/decisions.md)."""

from __future__ import annotations

from typing import Any

from sandbox.data.pricing import REMOVE_ACTIVITY_CREDIT
from sandbox.data.trips import T
from sandbox.day_drop import ride_home_cut
from sandbox.i18n import joined, trf
from sandbox.i18n.price_rule_texts import CUT_RULE
from sandbox.plan import plan_for
from sandbox.policy import money

CUT_KEYS = ("left_out_by_ride_home", "left_out_credit_usd", "left_out_rule")


def cut_credited(trip: T, items: list[dict[str, Any]], language: str = "EN") -> list[dict[str, Any]]:
    """``items`` with the last remove_day item crediting what the ride home cuts from the kept last day
    (its ``price_usd`` includes ``left_out_credit_usd``; ``left_out_rule`` says it in ``language``).
    Priced items priced again (a saved custom trip booked) are credited once."""
    days = [n for n, i in enumerate(items) if i.get("type") == "remove_day"]
    if not days:
        return items
    items = [
        {k: v for k, v in i.items() if k not in CUT_KEYS}
        | {"price_usd": money(i["price_usd"] - float(i.get("left_out_credit_usd") or 0.0))}
        if "left_out_credit_usd" in i
        else i
        for i in items
    ]
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
    )
    item = items[days[-1]]
    items[days[-1]] = {
        **item,
        "price_usd": money(item["price_usd"] + credit),
        "left_out_by_ride_home": cut["activities"],
        "left_out_credit_usd": credit,
        "left_out_rule": rule,
    }
    return items
