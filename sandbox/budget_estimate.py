"""estimateBudget: a tier's day rates for a group, priced like a booking (``Group.quote``).

One adult's estimate is the tier's rates per day (rooms and vehicles shared from three people on);
each child pays their age band's share of it, the price function every trip tool and a booking use
(relay 33 req 4: a 9-year-old was estimated as a full person). The ``breakdown`` is the group's,
its parts adding up to ``total_estimate_usd``. ``per_person_usd`` is given only when everyone pays the
same; otherwise ``price_per_adult_usd`` and ``child_prices_usd`` name the band each figure prices.
"""

from __future__ import annotations

from typing import Any

from sandbox.data.pricing import BUDGET_PER_DAY
from sandbox.group import child_prices, group_of, rate
from sandbox.models import BudgetBody
from sandbox.policy import money

# The amounts a KH / ZH session gets in its local currency beside (sandbox.money.add_local).
BUDGET_MONEY = ("per_person_usd", "price_per_adult_usd", "total_estimate_usd")
SHARED = ("accommodation", "transport")  # shared by a group of three or more: 80 %


def budget_estimate(body: BudgetBody) -> dict[str, Any]:
    group = group_of(body.people_count, children_ages=body.children_ages)
    shared = 0.8 if group.people_count >= 3 else 1.0
    rates = BUDGET_PER_DAY[body.trip_type]
    per_adult = {part: r * (shared if part in SHARED else 1.0) * body.duration_days for part, r in rates.items()}
    priced = group.quote(money(sum(per_adult.values())))
    out: dict[str, Any] = {
        "trip_type": body.trip_type,
        "duration_days": body.duration_days,
        "people_count": group.people_count,
    }
    if all(rate(age) == 1.0 for age in group.children_ages):
        out["per_person_usd"] = priced["per_adult_usd"]
    else:
        out["price_per_adult_usd"] = priced["per_adult_usd"]
        out["child_prices_usd"] = child_prices(priced["travellers"])
    out["total_estimate_usd"] = priced["total_usd"]
    out["breakdown"] = {part: money(usd * group.paying_units) for part, usd in per_adult.items()}
    out["currency"] = "USD"
    return out
