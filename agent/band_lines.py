"""A group as a card counts it: by the price each traveller pays (the backend's ``price_bands``).

12-17-year-olds pay the adult price, so a card never lists them as children (relay 36 L52/L238: "Adults 1,
Children (ages) 13, 16" beside "Per adult $499" and a total of 3 x $499). Each line of a card's group is a
band: how many pay the adult price (and the under-18s among them), the 4-11s at the child price (its figure
when there is one), the under-4s who travel free. The counts x their prices = the group's price."""

from __future__ import annotations

from typing import Any

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


def ages_said(ages: list[Any], language: str) -> str:
    """A row of travellers by age: how many, then their ages ("1 (age 4)", "2 位（4、7 岁）")."""
    one, many, sep = AGES_SAID.get(language, AGES_SAID["EN"])
    return (one if len(ages) == 1 else many).format(n=len(ages), ages=sep.join(str(a) for a in ages))


def _bands(group: dict[str, Any]) -> list[dict[str, Any]]:
    raw = group.get("price_bands")
    rows = raw if isinstance(raw, list) else []
    return [r for r in rows if isinstance(r, dict) and isinstance(r.get("count"), int) and r.get("band")]


def band_details(group: dict[str, Any]) -> dict[str, Any]:
    """The card lines of a priced group ({} when the result has no ``price_bands``: adults only)."""
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
