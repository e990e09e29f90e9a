"""What a removed activity credits: ``REMOVE_ACTIVITY_CREDIT`` (sandbox/data/pricing.py) for each activity the
removal takes out of the plan, the one asked and every activity that goes with it on its day (sandbox/data/ties.py:
"Drive to Phnom Kulen" takes the lingas, the waterfall swim and the Reclining Buddha with it, four activities,
never the credit of one sunset viewpoint), said in ``price_rule`` in the session's language with the count.

One function for every path that prices a removal: calculateCustomTrip / customizeTrip (sandbox/plan.py
``priced_plan``), and every group price (sandbox/totals.py ``group_price``: previewBooking and createBooking of a
saved custom trip or a "remove_activity:…" label, previewReschedule of a paid booking, the refunds priced from
them). The count is the plan's (``plan_for``'s ``removed_at``, each entry naming its item): a removal that takes
nothing from a day of the plan credits nothing (``not_in_plan``), and one whose activities went only with a
removed day credits nothing either (``gone_with_removed_day``, beside ``credit_if_its_day_stays_usd``)."""

from __future__ import annotations

from typing import Any

from sandbox.data.pricing import REMOVE_ACTIVITY_CREDIT, credit_vs_add_on
from sandbox.data.trips import T
from sandbox.i18n import joined
from sandbox.i18n.removal_texts import MANY, ONE, WITH_TIED
from sandbox.policy import money

# what an earlier pricing of the same item said: priced again from the plan (a saved custom trip booked)
_SAID = ("price_rule", "credit_vs_add_on", "not_in_plan", "gone_with_removed_day", "credit_if_its_day_stays_usd")


def credit_for(taken: int) -> float:
    """One adult's credit for ``taken`` activities taken out of the plan."""
    return money(REMOVE_ACTIVITY_CREDIT * taken)


def removal_rule(gone: list[dict[str, Any]], language: str = "EN") -> str:
    """``price_rule`` of a removal that took ``gone`` (``removed_at`` entries): the count times the one
    credit, their product, and the activities (what went with the one asked named as such)."""
    lang = language.upper()
    asked = [g["activity"] for g in gone if not g.get("tied")]
    tied = [g["activity"] for g in gone if g.get("tied")]
    names = joined(asked, lang)
    if tied:
        names = WITH_TIED.in_(lang).format(asked=names, tied=joined(tied, lang))
    said = ONE if len(gone) == 1 else MANY
    return said.in_(lang).format(
        n=len(gone), credit=f"{-REMOVE_ACTIVITY_CREDIT:.2f}", amount=f"{-credit_for(len(gone)):.2f}", names=names
    )


def removal_credits(
    trip: T, items: list[dict[str, Any]], plan: dict[str, Any], language: str = "EN"
) -> list[dict[str, Any]]:
    """``items`` with each remove_activity item priced by what ``plan`` (the plan of ``items``) takes out for
    it; the other items as they are."""
    taken: dict[int, list[dict[str, Any]]] = {}
    for gone in plan["removed_at"]:
        taken.setdefault(gone["item"], []).append(gone)
    with_day = {w["item"]: w["activities"] for w in plan["with_removed_day"]}
    out: list[dict[str, Any]] = []
    for n, item in enumerate(items):
        if item.get("type") != "remove_activity":
            out.append(item)
            continue
        item = {k: v for k, v in item.items() if k not in _SAID}
        if n in taken:
            credit = credit_for(len(taken[n]))
            item.update(price_usd=credit, price_rule=removal_rule(taken[n], language))
            item.update(credit_vs_add_on(trip, dict(item.get("details") or {}), credit, language))
        elif n in with_day:
            stays = credit_for(len(with_day[n]))
            item.update(price_usd=0.0, gone_with_removed_day=True, credit_if_its_day_stays_usd=stays)
        else:
            item.update(price_usd=0.0, not_in_plan=True)
        out.append(item)
    return out
