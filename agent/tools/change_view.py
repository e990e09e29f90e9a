"""What the model reads of a change quote (previewReschedule): each figure once, under one name, and no
money field that says nothing at zero (run 32 req 29: ~25 money fields, most of them zero, the amount due
three times as amount_due / amount / price_difference).

The sandbox's result stays whole (the backend contract, the traveller's card and the quote records read
it); this is only the model's view, applied by agent.tools.compact. Each rule is by stem, so it holds for
every currency twin (``_khr``, ``_cny``, ``_brl`` ...) of a USD figure: the twin goes with its USD figure.
"""

from __future__ import annotations

import re
from typing import Any

CHANGE_QUOTES = frozenset({"previewReschedule"})

# Another name for a figure the quote already says, dropped where it equals the name it maps to in the
# same object (in this order: a name dropped earlier is not the one a later name is compared with).
# amount_usd with amount_is ("due" / "refund") is the one name of the money this change moves (the
# session's context line and the quote card say it so); price_difference_usd says it again when no fee
# or kept part comes between; a sum of kept parts says its one non-zero part again; kept_by_derlg_usd is
# kept_in_total_usd's older name; net_paid_usd says amount_paid_usd again while no refund is on its way.
SAME_FIGURE: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("amount_due", ("amount",)),
    ("refund", ("amount",)),
    ("price_difference", ("amount",)),
    ("kept_by_derlg", ("kept_in_total",)),
    ("kept_by_this_change", ("kept_by_policy", "change_fee")),
    ("kept_in_total", ("kept_earlier", "kept_by_this_change", "kept_by_policy", "change_fee")),
    ("kept_by_derlg", ("kept_earlier", "kept_by_this_change", "kept_by_policy", "change_fee")),
    ("net_paid", ("amount_paid",)),
    ("price_change_per_adult", ("price",)),  # a day's line: its price moves one adult's price by as much
)
# The booking's total before and after the change, said at the top (current_total_usd, new_total_usd,
# the names amount_rule's "price before / after" are): not again as the total of current and proposed.
NESTED_TOTALS = {"current": "current_total", "proposed": "new_total"}
# Older names of a count or date beside the name the quote reads (refund_terms_after_change).
OLDER_NAMES = {"days_before": "days_before_refund_tier_date", "refund_tier_date": "tier_counts_from"}
_TWIN = re.compile(r"^(?P<stem>[a-z_]+?)_(?P<code>[a-z]{3})$")


def _usd(obj: dict[str, Any], stem: str) -> Any:
    value = obj.get(stem + "_usd")
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _without_stems(obj: dict[str, Any], stems: set[str]) -> dict[str, Any]:
    """``obj`` without the USD figures of ``stems`` and every currency twin of them."""
    if not stems:
        return obj
    out = {}
    for key, value in obj.items():
        m = _TWIN.match(key)
        if m and m["stem"] in stems:
            continue
        out[key] = value
    return out


def _dropped(obj: dict[str, Any]) -> set[str]:
    """The stems of ``obj`` the model does not read: zero figures, then figures said under another name."""
    stems = {k[: -len("_usd")] for k in obj if k.endswith("_usd")}
    gone = {s for s in stems if _usd(obj, s) == 0}
    for stem, others in SAME_FIGURE:
        value = _usd(obj, stem)
        if stem in gone or value is None:
            continue
        if any(o not in gone and _usd(obj, o) is not None and abs(_usd(obj, o) - value) < 0.005 for o in others):
            gone.add(stem)
    return gone


def _view(value: Any) -> Any:
    if isinstance(value, list):
        return [_view(item) for item in value]
    if not isinstance(value, dict):
        return value
    out = _without_stems(value, _dropped(value))
    for old, new in OLDER_NAMES.items():
        if old in out and out.get(new) == out[old]:
            del out[old]
    return {k: _view(v) for k, v in out.items()}


def change_quote_view(data: dict[str, Any]) -> dict[str, Any]:
    """The model's view of a change quote's ``data``: see the module docstring."""
    out = _view(data)
    for nested, top in NESTED_TOTALS.items():
        inner = out.get(nested)
        if isinstance(inner, dict) and _usd(inner, "total") is not None and _usd(inner, "total") == _usd(out, top):
            out[nested] = _without_stems(inner, {"total"})
    return dict(out)
