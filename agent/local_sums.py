"""Figures in the traveller's currency that add up as shown (issue 37, relay 9).

Each local figure is converted once from its own USD amount and rounded (yuan to 1), so
a total converted on its own can miss the sum of its converted parts by a unit: paid ¥1,370 + ¥1,370
beside "paid in all ¥2,741", paid ¥3,915 - refund ¥1,958 beside a new total of ¥1,958. Within one
object of a result, the money that moves keeps its own figure (a payment, an amount paid, due or
refunded: what a QR charged), and a total (:data:`DERIVED`) whose USD amount is the sum or the
difference of two such amounts is said as that sum or difference of their shown figures; an amount
paid that is the sum of the payments listed beside it is said as the sum of their figures.

Pure: no clock, no I/O.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any, Callable, Optional

from agent.rounding import half_up
from agent.session_figures import objects as _objects, shown_figures

CENT = 0.005
# totals, said from the figures of the money that makes them up (in this order: a sum of payments first)
DERIVED = (
    "amount_paid_usd",
    "paid_in_total_usd",
    "net_paid_usd",
    "kept_usd",
    "total_usd",
    "new_total_usd",
    # what comes back of refunds a change was paid from: paid = new total + this when nothing else is kept
    "refund_left_usd",
)
# a sum of receipts: the payments listed beside it, less the refunds listed under this name (or none)
RECEIPTS = {
    "amount_paid_usd": "refunds_completed",
    "paid_in_total_usd": None,
    "net_paid_usd": "refunds_started",
    "kept_usd": "refunds_started",
}
# a change paid from refunds on their way (sandbox/netting.py): its cost is the amount due plus the part
# taken off those refunds, and what is left of them is the refunds pending less that part (relay 13:
# change_cost ៛482,200 - paid_from_pending_refunds ៛347,800 beside amount_due ៛134,300). Each is said
# from the shown figures of its parts: (part, sign) pairs
PARTS: dict[str, tuple[tuple[str, int], ...]] = {
    "change_cost_usd": (("amount_due_usd", 1), ("paid_from_pending_refunds_usd", 1)),
    "refund_left_usd": (("refunds_pending_usd", 1), ("paid_from_pending_refunds_usd", -1)),
}


def _num(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _tidy(value: float) -> float | int:
    rounded = round(value, 2)
    return int(rounded) if rounded == int(rounded) else rounded


def _lines_sum(usd: dict[str, Any], out: dict[str, Any], key: str, suffix: str) -> tuple[float, float] | None:
    lines, shown = usd.get(key), out.get(key)
    if not isinstance(lines, list) or not isinstance(shown, list):
        return None
    pairs = [(line.get("amount_usd"), twin.get("amount" + suffix)) for line, twin in zip(lines, shown)]
    if not all(_num(a) and _num(b) for a, b in pairs):
        return None
    return sum(float(a) for a, _ in pairs), sum(float(b) for _, b in pairs)


def _receipts_sum(usd: dict[str, Any], out: dict[str, Any], key: str, suffix: str) -> tuple[float, float] | None:
    """(USD, local) of the payments listed beside ``key`` (an amount paid, a net, what was kept), less
    the refunds listed beside it that it is net of (:data:`RECEIPTS`): the receipts as each was told."""
    if key not in RECEIPTS or not usd.get("payments"):
        return None
    paid = _lines_sum(usd, out, "payments", suffix)
    minus = RECEIPTS[key]
    back = (_lines_sum(usd, out, minus, suffix) if minus else None) or (0.0, 0.0)
    return None if paid is None else (paid[0] - back[0], paid[1] - back[1])


def _from_parts(usd: dict[str, Any], out: dict[str, Any], suffix: str) -> set[str]:
    """Set the local twins of :data:`PARTS` from their parts' shown figures, when the USD amounts agree
    (a part of 0 USD counts 0 whether or not it is shown); returns the keys set."""
    done: set[str] = set()
    for key, parts in PARTS.items():
        local = key[: -len("_usd")] + suffix
        if not _num(usd.get(key)) or local not in out:
            continue
        usd_sum, local_sum = 0.0, 0.0
        for part, sign in parts:
            value: Any = usd.get(part)
            figure: Any = out.get(part[: -len("_usd")] + suffix)
            if not _num(value) or (float(value) != 0 and not _num(figure)):
                break
            usd_sum += sign * float(value)
            local_sum += sign * float(figure) if float(value) != 0 else 0.0
        else:
            if abs(usd_sum - float(usd[key])) < CENT:
                out[local] = _tidy(local_sum)
                done.add(key)
    return done


def reconcile(usd: dict[str, Any], out: dict[str, Any], currency: str) -> None:
    """Set the local twins of :data:`DERIVED` totals in ``out`` (``usd`` is the object as the backend
    gave it) from the shown figures of the amounts they are the sum or difference of (in place)."""
    suffix = "_" + currency.lower()

    def twin(key: str) -> str:
        return key[: -len("_usd")] + suffix

    done = _from_parts(usd, out, suffix)
    # a backend's own twin of a total (a KH or ZH session) is a direct conversion: said from its parts too
    derived = [k for k in DERIVED if _num(usd.get(k)) and twin(k) in out and k not in done]
    if not derived:
        return
    anchors = [
        k
        for k, v in usd.items()
        if k.endswith("_usd") and k not in DERIVED and k not in PARTS and _num(v) and v > 0 and _num(out.get(twin(k)))
    ]
    settled: list[str] = []
    for key in derived:
        whole = float(usd[key])
        paid = _receipts_sum(usd, out, key, suffix)
        if paid is not None and abs(paid[0] - whole) < CENT:
            out[twin(key)] = _tidy(paid[1])
            settled.append(key)
            continue
        same = next((k for k in settled + anchors if abs(float(usd[k]) - whole) < CENT), None)
        if same is not None:  # the same amount as one shown beside it (paid in full: total = paid)
            out[twin(key)] = out[twin(same)]
            settled.append(key)
            continue
        for a, b in permutations(anchors + settled, 2):
            va, vb = float(usd[a]), float(usd[b])
            if abs(va + vb - whole) < CENT and a < b:
                out[twin(key)] = _tidy(float(out[twin(a)]) + float(out[twin(b)]))
                break
            if abs(va - vb - whole) < CENT:
                out[twin(key)] = _tidy(float(out[twin(a)]) - float(out[twin(b)]))
                break
        settled.append(key)


# one USD amount, one local figure, whatever it is called (a quote's proposed total and its new total, a
# booking's total and its pricing's total: relays 10 and 11; a net paid and the cancellation refund of all
# of it: relay 15), in the result and across the session (agent/session_figures.py)


def one_figure(
    tree: Any,
    currency: str,
    direct: Callable[[float], float | int],
    known: Optional[dict[float, float]] = None,
) -> None:
    """Across a whole result (``tree``, already in the traveller's terms), every place that shows the same
    USD amount shows one local figure: one said from its parts here (it differs from ``direct``, the plain
    conversion), else the one the session showed before (``known``: {USD amount: figure}), else the plain
    conversion (in place)."""
    suffix = "_" + currency.lower()
    places: dict[float, list[tuple[dict[str, Any], str]]] = {}
    receipts: dict[float, float] = {}  # everything paid, as the sum of the payments as each was told
    for obj, _, usd, local in shown_figures(tree, currency):
        places.setdefault(usd, []).append((obj, local))
    for obj in _objects(tree):
        paid = _lines_sum(obj, obj, "payments", suffix) if obj.get("payments") else None
        if paid is not None:
            receipts[half_up(paid[0])] = _tidy(paid[1])
    for usd, spots in places.items():
        figures = ([receipts[usd]] if usd in receipts else []) + [obj[local] for obj, local in spots]
        plain, before = direct(usd), (known or {}).get(usd)
        said = [float(plain)] + ([float(before)] if before is not None else [])
        derived = next((f for f in figures if all(abs(float(f) - s) > 1e-9 for s in said)), None)
        chosen = derived if derived is not None else (before if before is not None else figures[0])
        for obj, local in spots:
            obj[local] = _tidy(float(chosen))


def settle(
    tree: Any, currency: str, direct: Callable[[float], float | int], known: Optional[dict[float, float]]
) -> None:
    """One figure per amount (:func:`one_figure`), then every total said again from its parts' figures as
    they now are (a full refund said as the payments' sum leaves a net of 0, not -1), then once more."""
    one_figure(tree, currency, direct, known)
    for obj in _objects(tree):
        reconcile(obj, obj, currency)
    one_figure(tree, currency, direct, known)
