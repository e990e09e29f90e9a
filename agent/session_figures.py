"""One local figure per USD amount across a whole session (issue 37, relay 15 req 44/60).

Within one result a total is said from the figures of its parts (agent/local_sums.py): paid ¥8,404 less a
refund of ¥1,462 leaves ¥6,942 for the $957.60 still paid. A later result that shows the same $957.60 on
its own (the cancellation's refund) converted it afresh, ¥6,943, and the refunds in yuan then added up
to ¥8,405 against ¥8,404 paid. The session therefore keeps every figure it has shown, keyed by currency,
rate and USD amount (:func:`remember`, from each result as the traveller saw it); the display layer
says a later amount at the same rate with the figure shown before (:func:`known_at`), and the booking
card and notices take theirs from the same place (agent/money_frames.py ``in_local``).

Pure: no clock, no I/O.
"""

from __future__ import annotations

from typing import Any, Iterator, Optional

from agent.rounding import half_up

# a session's figures are few (each money quantity it showed); the oldest go first past this many
MAX_FIGURES = 300


def figure_key(currency: str, rate: float, usd: float) -> str:
    return f"{currency.upper()}@{rate:g}:{usd:.2f}"


def known_at(figures: dict[str, float], currency: str, rate: float) -> dict[float, float]:
    """The figures shown before in ``currency`` at ``rate``: {USD amount: local figure}."""
    prefix = f"{currency.upper()}@{rate:g}:"
    return {half_up(float(k[len(prefix) :])): v for k, v in figures.items() if k.startswith(prefix)}


def figure_before(figures: dict[str, float], currency: str, rate: float, usd: float) -> Optional[float]:
    """The figure the session showed for ``usd`` in ``currency`` at ``rate``, or None."""
    return figures.get(figure_key(currency, rate, half_up(usd)))


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
