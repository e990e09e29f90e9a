"""A refund-if-cancelled figure with its parts (what :func:`sandbox.policy.cancellation_refund` computes), each
named, so the figure a quote states is never a bare number the traveller has to take apart: the tier's share of
the trip price, what was paid beyond (or is still owed on) the price and the parts kept earlier, the swap's extra
kept back (sandbox/swap_extra.py), and the floor at zero. The parts sum to the figure."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sandbox import policy
from sandbox.i18n import refund_parts_texts as texts

_COLUMN = {"EN": 0, "KH": 1, "ZH": 2}


def parts(
    price: float, paid: float, charges: float, tier: date, now: datetime, extra: float
) -> list[tuple[str, float]]:
    """The signed parts of ``cancellation_refund(price, paid, charges, tier, now, extra)``, in order."""
    pct = policy.refund_pct(policy.days_before(tier, now))
    figure = policy.cancellation_refund(price, paid, charges, tier, now, extra)
    share = policy.refund_at(price, pct)
    beyond = policy.money(paid - price - charges)
    owed = policy.money(charges + policy.kept_at(price, pct))
    held = policy.money(min(max(extra, 0.0), max(paid - owed, 0.0)))
    out = [("tier_share", share)]
    if abs(beyond) >= 0.005:
        out.append(("paid_beyond" if beyond > 0 else "still_owed", beyond))
    if held > 0:
        out.append(("swap_extra", -held))
    rest = policy.money(figure - sum(usd for _, usd in out))
    if abs(rest) >= 0.005:
        out.append(("floor", rest))
    return out


def stated(
    price: float, paid: float, charges: float, tier: date, now: datetime, extra: float, language: str
) -> dict[str, Any]:
    """The figure's parts (``refund_if_cancelled_today_parts``: each ``part``, signed ``usd`` and ``part_label``) and
    the sentence that sums them (``refund_if_cancelled_today_says``), in ``language``."""
    col = _COLUMN.get(language, 0)
    pct = policy.refund_pct(policy.days_before(tier, now))
    figure = policy.cancellation_refund(price, paid, charges, tier, now, extra)
    found = parts(price, paid, charges, tier, now, extra)
    rows = [
        {"part": key, "usd": usd, "part_label": texts.PARTS[key][col].format(pct=pct, price=f"{price:.2f}")}
        for key, usd in found
    ]
    said = ""
    for i, (_key, usd) in enumerate(found):
        part = texts.PART[col].format(label=rows[i]["part_label"], usd=f"{abs(usd):.2f}")
        said += part if i == 0 else (" + " if usd >= 0 else " − ") + part
    return {
        "refund_if_cancelled_today_parts": rows,
        "refund_if_cancelled_today_says": texts.SAYS[col].format(figure=f"{figure:.2f}", sum=said),
    }
