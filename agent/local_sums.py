"""Why a result's local figures may miss their sum by a rounding step (issue 37, relay 20 req 66).

Each local figure is its own USD amount converted once (agent/display.py ``local_amount``), so the
figures of parts need not add up to the figure of their total: AUD 2,349.31 + 783.10 = 3,132.41 beside
``amount_paid_aud`` 3,132.42 (each rounded from its own USD amount). Where a result shows local parts and
their total and those figures do not add up, it carries one ``local_figures_are`` sentence in the
session's language saying so and that USD is what is charged; where they add up it carries
none. Parts and totals are found by their USD amounts, in each object of the
result: two amounts anywhere in the result that add up to a third, n of one amount that make another
(n x one adult's price), an average whose n shares miss the total's figure (agent/local_share.py), or in
one object a total that is the sum (or difference) of the items of lists
beside it (``payments``, ``refunds_completed``, a price list...).

Pure: no clock, no I/O.
"""

from __future__ import annotations

from itertools import permutations, product
from typing import Any, Iterator, Optional

from agent.local_share import share_count
from agent.session_figures import objects

CENT = 0.005
MAX_COUNT = 30  # n x one traveller's price = a group's: groups up to this many
LOCAL_FIGURES_ARE = {  # a rounding step: a cent (fen), or a whole unit where the currency is said whole
    "EN": "each {cur} figure is converted from its own USD amount and rounded, so {cur} parts can differ "
    "slightly from their {cur} total; USD is what is charged",
    "KH": "តួលេខ {cur} នីមួយៗ ប្តូរពីចំនួន USD របស់វាផ្ទាល់ ហើយបង្គត់ ដូច្នេះផលបូកផ្នែក {cur} អាចខុសបន្តិចពីសរុប {cur}; ប្រាក់ដែលគិតគឺ USD",
    "ZH": "每个{cur}金额都由其自身的美元金额单独换算并四舍五入，因此各部分的{cur}金额之和可能与{cur}总额略有出入；实际收费以美元为准",
}
Pair = tuple[float, float]  # (USD amount, its local figure)


def _num(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _pairs(obj: dict[str, Any], suffix: str) -> Iterator[tuple[str, Pair]]:
    """(stem, (USD, local)) for each amount ``obj`` shows with its local figure."""
    for key, value in obj.items():
        if key.endswith("_usd"):
            stem = key[: -len("_usd")]
        elif key == "amount" and obj.get("currency") == "USD":
            stem = "amount"
        else:
            continue
        local = obj.get(stem + suffix)
        if _num(value) and _num(local) and float(value) != 0:
            yield stem, (float(value), float(local or 0))


def _list_sums(obj: dict[str, Any], suffix: str) -> list[Pair]:
    """The summed (USD, local) of each list beside the amounts whose items each show one amount with its figure."""
    sums = []
    for value in obj.values():
        if not isinstance(value, list) or not value:
            continue
        items = [dict(_pairs(v, suffix)) if isinstance(v, dict) else {} for v in value]
        for stem in set.intersection(*(set(i) for i in items)):
            sums.append((sum(i[stem][0] for i in items), sum(i[stem][1] for i in items)))
    return sums


def _missed(total: Pair, usd: float, local: float) -> bool:
    return abs(usd - total[0]) < CENT and round(local, 2) != round(total[1], 2)


def _share_misses(obj: dict[str, Any], suffix: str) -> bool:
    """An average whose local figure, times the count it shares the total by, misses the local total
    (agent/local_share.py: a split that cannot be exact in the currency's unit)."""
    total: Any = obj.get("total" + suffix)
    if not _num(total):
        return False
    for key in obj:
        count, share = share_count(obj, key), obj.get(key[: -len("_usd")] + suffix)
        if count and _num(share) and round(count * float(share or 0), 2) != round(float(total), 2):
            return True
    return False


def _object_misses(obj: dict[str, Any], suffix: str) -> bool:
    if _share_misses(obj, suffix):
        return True
    totals = [p for _, p in _pairs(obj, suffix)]
    lists = _list_sums(obj, suffix)
    for total in totals:
        if any(_missed(total, *s) for s in lists):
            return True
        if any(_missed(total, a[0] - b[0], a[1] - b[1]) for a, b in permutations(lists, 2)):
            return True
    return False


def _cents(usd: float) -> int:
    return round(usd * 100)


def _result_misses(data: Any, suffix: str) -> bool:
    """Two amounts anywhere in ``data`` that add up to a third (a + b = c), or n of one that make
    another (n x one adult's price = the adults' total), whose local figures do not."""
    figures: dict[int, set[float]] = {}
    for obj in objects(data):
        for _, (usd, local) in _pairs(obj, suffix):
            figures.setdefault(_cents(usd), set()).add(round(local, 2))
    amounts = sorted(figures)
    for i, a in enumerate(amounts):
        for b in amounts[i:]:
            for la, lb in product(figures[a], figures[b]):
                if any(round(la + lb, 2) != lc for lc in figures.get(a + b, ())):
                    return True
        for n in range(2, MAX_COUNT + 1):
            if any(round(n * la, 2) != lc for la in figures[a] for lc in figures.get(n * a, ())):
                return True
    return False


def figures_miss_their_sums(data: Any, currency: str) -> bool:
    """Some local parts of ``data`` do not add up to their total's figure."""
    suffix = "_" + currency.lower()
    return _result_misses(data, suffix) or any(_object_misses(obj, suffix) for obj in objects(data))


def local_figures_are(data: Any, currency: Optional[str], language: str) -> Optional[str]:
    """The sentence a result carries when its local parts miss their total, else None."""
    if not currency or not figures_miss_their_sums(data, currency):
        return None
    return LOCAL_FIGURES_ARE.get(language, LOCAL_FIGURES_ARE["EN"]).format(cur=currency)
