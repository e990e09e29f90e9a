"""The local figures a session has shown, by currency, rate and USD amount (issue 37).

Every local figure is its own USD amount converted once at the result's rate (agent/display.py
``local_amount``: whole riel, yuan to the fen), so the same amount shows the same figure in every result
at that rate; the session still records what it showed (:func:`remember`) so checks can compare results.

Pure: no clock, no I/O.
"""

from __future__ import annotations

from typing import Any, Iterator, Optional

from agent.rounding import half_up

# a session's figures are few (each money quantity it showed); the oldest go first past this many
MAX_FIGURES = 300


def figure_key(currency: str, rate: float, usd: float) -> str:
    return f"{currency.upper()}@{rate:g}:{usd:.2f}"


def _num(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def objects(value: Any) -> Iterator[dict[str, Any]]:
    if isinstance(value, dict):
        yield value
        for item in value.values():
            yield from objects(item)
    elif isinstance(value, list):
        for item in value:
            yield from objects(item)


def shown_figures(tree: Any, currency: str) -> Iterator[tuple[dict[str, Any], str, float, str]]:
    """Every (object, USD key, USD amount, local key) of ``tree`` that shows a USD amount with its figure in
    ``currency``: ``*_usd`` beside ``*_<currency>``, and a payment's ``amount`` (in USD) beside its twin."""
    suffix = "_" + currency.lower()
    for obj in objects(tree):
        for key, value in list(obj.items()):
            if not _num(value) or float(value) == 0:
                continue
            if key.endswith("_usd"):
                local = key[: -len("_usd")] + suffix
            elif key == "amount" and obj.get("currency") == "USD":
                local = "amount" + suffix
            else:
                continue
            if _num(obj.get(local)):
                yield obj, key, half_up(float(value)), local


def rate_of(data: dict[str, Any]) -> Optional[float]:
    shown = data.get("shown_in")
    rate = shown.get("rate") if isinstance(shown, dict) else None
    return float(rate) if isinstance(rate, (int, float)) and not isinstance(rate, bool) and rate > 0 else None


def remember(figures: dict[str, float], data: Any, currency: Optional[str]) -> None:
    """Keep the figures a result showed (``data`` as the traveller saw it, with its ``shown_in`` rate) in
    the session's ``figures`` (in place): the figure a result showed last for an amount is the one after."""
    if not currency or not isinstance(data, dict):
        return
    rate = rate_of(data)
    if rate is None:
        return
    for obj, _, usd, local in shown_figures(data, currency):
        key = figure_key(currency, rate, usd)
        figures.pop(key, None)  # re-inserted last: the oldest figures are the first to go
        figures[key] = float(obj[local])
    while len(figures) > MAX_FIGURES:
        figures.pop(next(iter(figures)))
