"""Percentiles and plain-text tables for the bench and drill printouts."""

from __future__ import annotations

import math
from typing import Any, Iterable, Sequence


def percentile(values: Sequence[float], pct: float) -> float:
    """Linear-interpolated percentile (pct in 0..100); NaN for no values."""
    if not values:
        return math.nan
    ordered = sorted(values)
    if len(ordered) == 1:
        return float(ordered[0])
    rank = (len(ordered) - 1) * pct / 100.0
    low = math.floor(rank)
    high = min(low + 1, len(ordered) - 1)
    return float(ordered[low] + (ordered[high] - ordered[low]) * (rank - low))


def summary(values: Sequence[float]) -> dict[str, float]:
    return {
        "n": len(values),
        "p50": percentile(values, 50),
        "p95": percentile(values, 95),
        "p99": percentile(values, 99),
        "max": max(values) if values else math.nan,
        "mean": sum(values) / len(values) if values else math.nan,
    }


def fmt(value: Any, digits: int = 1) -> str:
    if isinstance(value, float):
        return "-" if math.isnan(value) else f"{value:,.{digits}f}"
    return str(value)


def table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    cells = [[fmt(c) for c in row] for row in rows]
    widths = [max(len(h), *(len(r[i]) for r in cells)) if cells else len(h) for i, h in enumerate(headers)]
    line = "  ".join(h.ljust(w) for h, w in zip(headers, widths))
    out = [line, "  ".join("-" * w for w in widths)]
    for row in cells:
        out.append("  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(row, widths))))
    return "\n".join(out)


def verdict(value: float, target: float, higher_is_better: bool = False) -> str:
    if math.isnan(value):
        return "n/a"
    ok = value >= target if higher_is_better else value <= target
    return "MET" if ok else "MISSED"
