"""Local-currency amounts next to USD, computed here so the model never multiplies by hand.

A KH session gets ``<name>_khr`` beside each listed ``<name>_usd`` (whole riel: exactly USD x
4,100, so riel parts add up); a ZH session gets ``<name>_cny`` (yuan, to the fen). Parts of a sum
are converted too, each from its own USD amount (agent/display.py), an average as its local total's share
(agent/local_share.py). EN gets nothing extra.
"""

from __future__ import annotations

from typing import Any, Iterable

from agent.display import local_amount
from agent.local_share import is_share, share_figure
from sandbox.data.currency import convert

LOCAL_CURRENCY = {"KH": ("KHR", "_khr"), "ZH": ("CNY", "_cny")}


def add_local(data: dict[str, Any], keys: Iterable[str], language: str) -> dict[str, Any]:
    """``data`` with local amounts beside the USD ``keys`` it has (in place, also returned)."""
    local = LOCAL_CURRENCY.get(language)
    if local is None:
        return data
    currency, suffix = local
    for key in sorted(keys, key=is_share):  # a total before the averages shared from it
        value = data.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            stem = key[: -len("_usd")] if key.endswith("_usd") else key
            share = share_figure(
                data, key, data.get("total" + suffix)
            )  # the local total's share (agent/local_share.py)
            data[stem + suffix] = (
                convert(float(value), "USD", currency) if share is None else local_amount(share, currency)
            )
    return data
