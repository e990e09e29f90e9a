"""A change card's price lines: what THIS change costs or frees, traveller by traveller, never the whole trip's
per-person price after it (relay 49 req 23: an add-on's card said "Per adult $189", "Child price, each $113.40",
the trip plus the cruise, beside "To pay $126"; it read as a $189 boat trip, where it cost 3 x $30 + 2 x $18).

Each traveller of the booking before and after the change (the quote's ``current`` and ``proposed``
``travellers``) is matched by who they are (adult, child of an age): one who stays pays the difference of their
price (an add-on, a longer trip: "This change, at the adult price: 3 x $30 = $90"; a shorter one frees it), one who
joins pays their whole price, one who leaves frees theirs. Lines by that kind and the price band, each
"count x price = subtotal". The lines are shown only when they add up to the change of the trip's price
(new total - total before); then

    sum of the lines (freed and leaving counted negative) + change fee + kept under the policy = to pay - refund

A change that moves no one's price (a date move, a pickup) has no price line: its fee says it. An under-4 is
a line of their own at their price, $0 ("under 4: free"): staying, on a change that prices the others; joining
or leaving, always.
Pure: no I/O.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any, Callable, Optional

from agent.currency_words import money_text
from agent.rounding import half_up

# the card's keys, in its order (agent/quote_card.py DETAIL_KEYS); the sign each counts with
LINE_SIGN = {
    "change_adult": 1,
    "change_child": 1,
    "freed_adult": -1,
    "freed_child": -1,
    "joining_adult": 1,
    "joining_child": 1,
    "leaving_adult": -1,
    "leaving_child": -1,
    # an under-4 is on every change's lines too, at their price, free (a run: a longer trip's card listed the
    # adults and left the baby with no price at all)
    "change_free": 1,
    "joining_free": 1,
    "leaving_free": -1,
}
LINE_KEYS = tuple(LINE_SIGN)
CENT = 0.011
# one figure as the card writes it: "$30 (123,000៛)" (the local twin converted once from that USD amount)
Said = Callable[[float], str]


def _price(t: Any) -> Optional[float]:
    value = t.get("price_usd") if isinstance(t, dict) else None
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _band(t: dict[str, Any]) -> str:
    """The price band a traveller pays: the adult price (a 12-17 pays it: ``adult_rate``), the child's, or free."""
    band = t.get("band")
    if isinstance(band, str):
        return "adult" if band.startswith("adult") else ("child" if band == "child" else "free")
    return "adult" if t.get("who") == "adult" else "child"


def _people(side: Any) -> Optional[dict[tuple[Any, Any], list[tuple[str, float]]]]:
    """A side's travellers by who they are (adult / child of an age): each one's band and price."""
    rows = side.get("travellers") if isinstance(side, dict) else None
    if not isinstance(rows, list) or not rows:
        return None
    out: dict[tuple[Any, Any], list[tuple[str, float]]] = defaultdict(list)
    for t in rows:
        price = _price(t)
        if price is None:
            return None
        out[(t.get("who"), t.get("age"))].append((_band(t), price))
    return out


def _number(data: dict[str, Any], key: str) -> Optional[float]:
    value = data.get(key)
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def priced(data: dict[str, Any]) -> dict[str, list[tuple[int, float]]]:
    """The change's lines as {key: [(count, price each)]} (prices positive), {} when they would not add up to
    the change of the trip's price or the quote does not list its travellers."""
    before, after = _people(data.get("current")), _people(data.get("proposed"))
    if before is None or after is None:
        return {}
    counted: dict[str, dict[float, int]] = defaultdict(lambda: defaultdict(int))
    staying_free = 0
    for who in set(before) | set(after):
        staying_free += sum(band == "free" for band, _ in after.get(who, [])[: len(before.get(who, []))])
        was, now = _unchanged_out(before.get(who, []), after.get(who, []))
        for (band, old), (_, new) in zip(was, now):
            step = half_up(new - old)
            if abs(step) >= 0.005 and band != "free":
                counted[("change_" if step > 0 else "freed_") + band][abs(step)] += 1
        for band, price in now[len(was) :]:
            if band == "free" or price > 0:
                counted["joining_" + band][price] += 1
        for band, price in was[len(now) :]:
            if band == "free" or price > 0:
                counted["leaving_" + band][price] += 1
    if staying_free and any(k.startswith(("change_", "freed_")) for k in counted):
        counted["change_free"][0.0] += staying_free  # the change prices the others: the under-4s' line, free
    lines = {k: sorted((n, each) for each, n in counted[k].items()) for k in LINE_KEYS if counted.get(k)}
    old_total, new_total = _number(data, "current_total_usd"), _number(data, "new_total_usd")
    if old_total is None or new_total is None or abs(signed_sum(lines) - (new_total - old_total)) > CENT:
        return {}
    return lines


def _unchanged_out(
    was: list[tuple[str, float]], now: list[tuple[str, float]]
) -> tuple[list[tuple[str, float]], list[tuple[str, float]]]:
    """The travellers of one kind before and after, less those whose price the change leaves as it was (each
    price found on both sides, as many times as on both), the rest by price: those are the ones it moves, joins
    or frees (relay 62: the father leaving a group where two adults took a $30 cruise was shown as "leaving
    1 x $490" and "this change 1 x $30", a cruise he never took, for his own $460)."""
    left = list(now)
    kept_was = []
    for row in sorted(was, key=lambda p: p[1]):
        same = next((i for i, r in enumerate(left) if r[0] == row[0] and abs(r[1] - row[1]) < 0.005), None)
        if same is None:
            kept_was.append(row)
        else:
            left.pop(same)
    return kept_was, sorted(left, key=lambda p: p[1])


def signed_sum(lines: dict[str, list[tuple[int, float]]]) -> float:
    """What the lines add up to: what the change costs (+) and frees (-)."""
    return sum(LINE_SIGN[k] * n * each for k, rows in lines.items() for n, each in rows)


def change_lines(data: dict[str, Any], said: Said) -> dict[str, str]:
    """The card's price lines of a change quote: {key: "3 × $30 = $90"} (several prices: "1 × $18 + 1 × $20 =
    $38"). A line that multiplies or adds shows its twin in the traveller's currency on its result only, the
    conversion of its USD result: each part's twin, rounded on its own, would not add up to it (relay 65: "5 ×
    $27.47（199.16元） = $137.35（995.79元）", where 5 × 199.16 is 995.80). A line of one price shows its twin."""
    out: dict[str, str] = {}
    for key, rows in priced(data).items():
        if len(rows) == 1 and rows[0][0] == 1:
            out[key] = f"1 × {said(rows[0][1])}"
            continue
        parts = " + ".join(f"{n} × {usd_said(each)}" for n, each in rows)
        out[key] = f"{parts} = {said(half_up(sum(n * each for n, each in rows)))}"
    return out


def usd_said(value: float) -> str:
    return money_text(value, "USD")
