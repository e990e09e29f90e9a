"""A group as a card counts it: by the price each traveller pays (the backend's ``price_bands``).

12-17-year-olds pay the adult price, so a card never lists them as children (relay 36 L52/L238: "Adults 1,
Children (ages) 13, 16" beside "Per adult $499" and a total of 3 x $499). Each line of a card's group is a
band: how many pay the adult price (and the under-18s among them), the 4-11s at the child price (its figure
when there is one), the under-4s who travel free. The counts x their prices = the group's price.

Every card that shows a group counts it so (booking summary, change, what-if; relay 48 req 12: the first
summary card said "Adults 2, Children 2 (ages 9, 14)" beside three adult prices): the bands are read where a
result holds them (its own ``price_bands``, its ``pricing``'s), else made from its ages by the same rule."""

from __future__ import annotations

from typing import Any

INFANT_MAX_AGE, CHILD_MAX_AGE = 3, 11  # under 4 free, 4-11 the child price, 12+ the adult price (sandbox/group.py)

# the card's keys for a group counted by price, in the card's order (agent/quote_card.py DETAIL_KEYS)
BAND_KEYS = ("adult_price_count", "adult_price_ages", "child_price_ages", "child_price_usd", "free_ages")
# the card's rows that list travellers by their ages: each says how many, then their ages (a traveller read
# "儿童（年龄） 4" under "人数 5" as four children); the page's twin is api/static/quote.js groupAges
AGE_KEYS = ("children_ages", "adult_price_ages", "child_price_ages", "free_ages")
AGES_SAID = {
    "EN": ("{n} (age {ages})", "{n} (ages {ages})", ", "),
    "KH": ("{n} នាក់ (អាយុ {ages} ឆ្នាំ)", "{n} នាក់ (អាយុ {ages} ឆ្នាំ)", ", "),
    "ZH": ("{n} 位（{ages} 岁）", "{n} 位（{ages} 岁）", "、"),
}
# an empty row says there is nobody in it, never an empty bracket ("0 位（ 岁）")
AGES_NONE = {"EN": "none", "KH": "គ្មាន", "ZH": "无"}


def ages_said(ages: list[Any], language: str) -> str:
    """A row of travellers by age: how many, then their ages ("1 (age 4)", "2 位（4、7 岁）"); none: a word."""
    if not ages:
        return AGES_NONE.get(language, AGES_NONE["EN"])
    one, many, sep = AGES_SAID.get(language, AGES_SAID["EN"])
    return (one if len(ages) == 1 else many).format(n=len(ages), ages=sep.join(str(a) for a in ages))


def _rows(raw: Any) -> list[dict[str, Any]]:
    rows = raw if isinstance(raw, list) else []
    return [r for r in rows if isinstance(r, dict) and isinstance(r.get("count"), int) and r.get("band")]


def _age(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value


def _from_ages(group: dict[str, Any]) -> list[dict[str, Any]]:
    """A group's bands made from its adults and children's ages when the result names no bands (the
    child price from its ``travellers``, when it lists them)."""
    adults, ages = group.get("adults"), group.get("children_ages")
    if not (isinstance(adults, int) and _age(adults) and isinstance(ages, list) and ages and all(map(_age, ages))):
        return []
    raw = group.get("pricing")
    pricing: dict[str, Any] = raw if isinstance(raw, dict) else {}
    travellers = group.get("travellers") or pricing.get("travellers") or []
    paid = {
        float(t["price_usd"])
        for t in travellers
        if isinstance(t, dict) and t.get("band") == "child" and isinstance(t.get("price_usd"), (int, float))
    }
    teens = [a for a in ages if a > CHILD_MAX_AGE]
    kids = [a for a in ages if INFANT_MAX_AGE < a <= CHILD_MAX_AGE]
    free = [a for a in ages if a <= INFANT_MAX_AGE]
    rows = [
        {"band": "adult", "count": adults + len(teens), "ages": teens},
        {"band": "child", "count": len(kids), "ages": kids, **({"price_usd": paid.pop()} if len(paid) == 1 else {})},
        {"band": "infant", "count": len(free), "ages": free},
    ]
    return [r for r in rows if r["count"]]


def _bands(group: dict[str, Any]) -> list[dict[str, Any]]:
    """The result's bands: its own, its ``pricing``'s (previewBooking), else made from its ages."""
    pricing = group.get("pricing")
    for raw in (group.get("price_bands"), pricing.get("price_bands") if isinstance(pricing, dict) else None):
        if _rows(raw):
            return _rows(raw)
    return _from_ages(group)


def band_details(group: dict[str, Any]) -> dict[str, Any]:
    """The card lines of a group by the price each pays ({} for adults only: "Adults" is what they pay)."""
    bands = _bands(group)
    if not bands:
        return {}
    out: dict[str, Any] = {}
    of = {name: [r for r in bands if r["band"] == name] for name in ("adult", "child", "infant")}
    adults = sum(r["count"] for r in of["adult"])
    if adults:
        out["adult_price_count"] = adults
    teens = sorted(a for r in of["adult"] for a in r.get("ages") or [])
    if teens:
        out["adult_price_ages"] = teens
    kids = sorted(a for r in of["child"] for a in r.get("ages") or [])
    if kids:
        out["child_price_ages"] = kids
        prices = {float(r["price_usd"]) for r in of["child"] if isinstance(r.get("price_usd"), (int, float))}
        if len(prices) == 1:  # one child price: its figure (several: each on the trip cards)
            out["child_price_usd"] = prices.pop()
    free = sorted(a for r in of["infant"] for a in r.get("ages") or [])
    if free:
        out["free_ages"] = free
    return out
