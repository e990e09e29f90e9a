"""Local-currency amounts next to USD, computed here so the model never multiplies by hand.

A KH session gets ``<name>_khr`` beside each listed ``<name>_usd`` (whole riel: a cent is exactly 41 riel);
a ZH session gets ``<name>_cny`` (yuan, to the fen): agent/display_unit.py. Parts of a sum
are converted too, each from its own USD amount (agent/display.py), an average as its USD total converted
and shared (agent/local_share.py), a percentage of a base (a 50 % refund) as that percentage of the base's
local figure (agent/local_percent.py). EN gets nothing extra.
"""

from __future__ import annotations

from typing import Any, Iterable

from agent.display import exact_product, local_amount
from agent.local_percent import percent_figure
from agent.local_share import share_figure
from sandbox.data.currency import PER_USD, convert

LOCAL_CURRENCY = {"KH": ("KHR", "_khr"), "ZH": ("CNY", "_cny")}


def add_local(data: dict[str, Any], keys: Iterable[str], language: str) -> dict[str, Any]:
    """``data`` with local amounts beside the USD ``keys`` it has (in place, also returned)."""
    local = LOCAL_CURRENCY.get(language)
    if local is None:
        return data
    currency, suffix = local
    for key in keys:
        value = data.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            stem = key[: -len("_usd")] if key.endswith("_usd") else key
            total = data.get("total_usd")
            exact = exact_product(float(total), PER_USD[currency]) if isinstance(total, (int, float)) else None
            share = share_figure(data, key, exact)  # the USD total converted, shared (agent/local_share.py)
            if share is None:  # a percentage of a base: of its local figure (agent/local_percent.py)
                share = percent_figure(data, key, PER_USD[currency])
            data[stem + suffix] = (
                convert(float(value), "USD", currency) if share is None else local_amount(share, currency)
            )
    return data
