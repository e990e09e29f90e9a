"""An add-on some of the group take (relay 21 req 63: a massage for "the 3 adults, not the child" was
priced for all five).

An ``add_activity`` item whose details name ``for_adults`` / ``for_children_ages`` is taken only by
those people: each pays their own price for it (an adult the add-on's adult price, a child their band's
share, sandbox/group.py), nobody else pays anything for it, and the item says who takes part
(``taken_by``) and what they pay together. Without those details everyone takes part, as before.
A booking keeps them in its label: ``add_activity:{name}|day={n}|for=a3,c5`` (sandbox/data/pricing.py).

An add-on with a youngest age (its item's ``min_age``, sandbox/data/addable.py: a massage 16) is taken only
by those of age (relay 52 req 6: a massage priced for a 5-year-old): asked for everyone, its takers are the
adults and the children of age (the item says who, as above); a child under it named as taking part is
refused with ``INVALID_INPUT`` naming ``for_children_ages`` and the age.

Who goes with a child (:func:`accompanied`): a child under 12 takes an add-on only with someone aged
:data:`ESCORT_AGE` (16) or over taking part with them, an adult of the group or a 16-17-year-old (a 14-year-old
alone with a 7-year-old is not enough). Takers named without one are refused with ``INVALID_INPUT`` naming
``for_adults`` (the fix: an adult taker, who pays the add-on's adult price; no catalogue add-on takes an
accompanying adult free), the children and the age; an add-on for everyone always has the group's adults.
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox.errors import ApiError, invalid
from sandbox.group import CHILD_MAX_AGE, Group, share
from sandbox.policy import money

KEYS = ("for_adults", "for_children_ages")
ESCORT_AGE = 16  # the youngest who may go with a child under 12 taking an add-on (an adult of the group, or 16-17)


def taking_part(text: str) -> dict[str, Any]:
    """A label's "a3,c5,c8" -> ``{"for_adults": 3, "for_children_ages": [5, 8]}``."""
    parts = [p for p in text.split(",") if p[1:].isdigit()]
    adults = sum(int(p[1:]) for p in parts if p[0] == "a")
    return {"for_adults": adults, "for_children_ages": [int(p[1:]) for p in parts if p[0] == "c"]}


# who takes an add-on in a booking's label: "add_activity:{name}|day={n}|for=a3,c5,c8" (sandbox/data/pricing.py)
FOR_MARK = "|for="


def mark(adults: Optional[int], ages: Optional[list[int]]) -> str:
    """The label's part for who takes part ("" when everyone does)."""
    if adults is None and ages is None:
        return ""
    return FOR_MARK + ",".join([f"a{adults or 0}", *(f"c{age}" for age in ages or [])])


def check(group: Group, adults: Optional[int], ages: Optional[list[int]]) -> None:
    """Who takes part must be on the booking (after the change), and at least one of them."""
    if adults is None and ages is None:
        return
    kids = list(group.children_ages)
    for age in ages or []:
        if age not in kids:
            raise invalid(
                f"No child aged {age} travels (children's ages: {list(group.children_ages) or 'none'}).",
                {"for_children_ages": ages},
            )
        kids.remove(age)
    if (adults or 0) > group.adults:
        raise invalid(f"Only {group.adults} adult(s) travel.", {"for_adults": adults})
    if not (adults or ages):
        raise invalid("Nobody takes part: name for_adults and/or for_children_ages.", {"for_adults": adults})


def named(group: Group, item: dict[str, Any]) -> Optional[Group]:
    """The people ``item``'s details name as taking the add-on (within ``group``), None when none are named."""
    details = item.get("details") or {}
    if item.get("type") != "add_activity" or not any(k in details for k in KEYS):
        return None
    kids = list(group.children_ages)
    ages = []
    for age in details.get("for_children_ages") or []:
        if age in kids:
            kids.remove(age)
            ages.append(age)
    return Group(adults=min(int(details.get("for_adults") or 0), group.adults), children_ages=tuple(ages))


def of_age(group: Group, item: dict[str, Any], who: Optional[Group]) -> Optional[Group]:
    """``who`` (None: everyone in ``group``) without those under the add-on's ``min_age``; a child under it
    named as taking part is refused, the field and the age said."""
    least = int(item.get("min_age") or 0) if item.get("type") == "add_activity" else 0
    if not least:
        return who
    details = item.get("details") or {}
    young = [age for age in details.get("for_children_ages") or [] if age < least]
    if young:
        name = details.get("activity") or "this activity"
        raise ApiError(
            400,
            "INVALID_INPUT",
            f"Invalid input. for_children_ages: {name} is for ages {least} and over; a child aged {young[0]} "
            "cannot take part. Name only those who may take it (or leave the child out).",
            {"fields": ["for_children_ages"], "for_children_ages": young, "min_age": least, "activity": name},
        )
    who = who or group
    return Group(adults=who.adults, children_ages=tuple(a for a in who.children_ages if a >= least))


def accompanied(group: Group, item: dict[str, Any], who: Group) -> None:
    """Takers ``who`` of the add-on ``item`` with a child under 12 include someone :data:`ESCORT_AGE` or over (an
    adult of the group, or a 16-17-year-old); else refused, ``INVALID_INPUT`` naming ``for_adults``: the fix is an
    adult taking part with them at the add-on's adult price, or the children under 12 left out."""
    young = sorted(a for a in who.children_ages if a <= CHILD_MAX_AGE)
    if not young or who.adults or any(a >= ESCORT_AGE for a in who.children_ages):
        return
    details = item.get("details") or {}
    name = details.get("activity") or "this activity"
    kids = " and ".join(f"the {a}-year-old" for a in young)
    ages = ", ".join(str(a) for a in sorted(who.children_ages))
    price = money(float(item.get("price_usd") or 0))
    teens = sorted(a for a in group.children_ages if a >= ESCORT_AGE)
    older = f", or add the {teens[0]}-year-old of the group to for_children_ages" if teens else ""
    fixes = _fixes(who, young, teens)
    raise ApiError(
        400,
        "INVALID_INPUT",
        f"Invalid input. for_adults: children under {CHILD_MAX_AGE + 1} take {name} only with someone aged "
        f"{ESCORT_AGE} or over taking part with them; {kids} would have nobody {ESCORT_AGE} or over with them (taking "
        f"part: children aged {ages}). Add an adult taker (for_adults: 1, "
        f"who pays the adult price of {price:.2f} USD), or leave the children under {CHILD_MAX_AGE + 1} out.",
        {
            "fields": ["for_adults"],
            "activity": name,
            "children_needing_company": young,
            "accompanied_from_age": ESCORT_AGE,
            "fix": {"for_adults": 1, "for_children_ages": sorted(who.children_ages)},
            # every input that keeps the rule, each to send as it is with the same request
            "fixes": fixes,
            "adult_price_usd": price,
            "next_step": (
                "ask who goes with the children: send for_adults 1 (that adult takes part and pays the adult "
                f"price){older}, or leave out the children under {CHILD_MAX_AGE + 1}"
                + ("" if len(fixes) > 1 + bool(teens) else " (nobody else takes it then: leave the add-on out)")
                + "; details.fixes holds each as the for_adults / for_children_ages to send"
            ),
        },
    )


def _fixes(who: Group, young: list[int], teens: list[int]) -> list[dict[str, Any]]:
    """The takers that keep the company rule, from ``who`` (children only, some under 12): an adult with them,
    a 16-17-year-old of the group with them, or the children under 12 left out (when older ones remain)."""
    kids = sorted(who.children_ages)
    out: list[dict[str, Any]] = [{"for_adults": 1, "for_children_ages": kids}]
    if teens:
        out.append({"for_adults": 0, "for_children_ages": sorted([*kids, teens[0]])})
    rest = list(kids)
    for age in young:
        rest.remove(age)
    if rest:
        out.append({"for_adults": 0, "for_children_ages": rest})
    return out


def takers(group: Group, item: dict[str, Any]) -> Optional[Group]:
    """The people who take the add-on ``item`` (within ``group``), None when everyone does (named or not):
    only those of its age (:func:`of_age`), a child under 12 only with someone 16 or over (:func:`accompanied`)."""
    who = of_age(group, item, named(group, item))
    if who is None:
        return None
    accompanied(group, item, who)
    # the whole group named is everyone: in one adult's price like an unnamed add-on (relay 35 req 58: $244
    # per adult beside a total of $272 each once all five took the show)
    everyone = who.adults == group.adults and sorted(who.children_ages) == sorted(group.children_ages)
    return None if everyone else who


def shown_takers(group: Optional[Group], item: dict[str, Any]) -> Optional[dict[str, Any]]:
    """Who a plan's day says takes the add-on ``item`` (``for_adults``, ``for_children_ages``), None when everyone
    does: with the group known, the people the price charges (:func:`takers`: the whole group named is everyone,
    an add-on with a youngest age leaves out those under it); without it, the people the item names."""
    details = item.get("details") or {}
    if group is not None:
        try:
            who = takers(group, item)
        except ApiError:  # a child under its age named: the price refuses it (said there), the plan says the names
            who = named(group, item)
        return None if who is None else {"for_adults": who.adults, "for_children_ages": list(who.children_ages)}
    if not any(k in details for k in KEYS):
        return None
    return {
        "for_adults": int(details.get("for_adults") or 0),
        "for_children_ages": list(details.get("for_children_ages") or []),
    }


def kept_takers(labels: list[str], group: Group) -> list[str]:
    """A booking's add-on labels after its group changed: each names only who of its takers still travels
    (an adult who leaves stops taking part; one who joins takes part only when named), so the label, the
    priced takers and the item's counts say the same people."""
    out = []
    for label in labels:
        rest, found, who = label.partition(FOR_MARK)
        if not (label.startswith("add_activity:") and found):
            out.append(label)
            continue
        kept = named(group, {"type": "add_activity", "details": taking_part(who)})
        out.append(rest + mark(kept.adults, list(kept.children_ages)) if kept else label)
    return out


IN_PER_ADULT = "in_price_per_adult"  # an add-on some take: in one adult's price (every adult takes it) or not
# the add-ons some adults take (none of them in price_per_adult_usd), the citizens among the adults
SOME_ADULTS = "adults_pay_differently"
CITIZEN_ADULTS = "cambodian_citizen_adults"  # its entry for the citizens among the adults (sandbox/park_pass.py)


def every_adult_usd(items: list[dict[str, Any]]) -> float:
    """One adult's part of the add-ons every adult takes while only some children do (after :func:`charged`)."""
    return money(sum(float(i["price_usd"]) for i in items if i.get(IN_PER_ADULT)))


def some_adults(pricing: dict[str, Any], citizens: Optional[dict[str, Any]] = None) -> dict[str, Any]:
    """When adults pay differently (an add-on only some adults take, or only some adults are Cambodian citizens):
    each such add-on, what it adds to the price of an adult who takes it and how many of the adults do, and
    ``citizens`` (sandbox/park_pass.py ``citizen_adults``: how many adults are citizens, what each pays without
    the pass); ``price_per_adult_usd`` is the price of an adult who takes none of them and is no citizen.
    Nothing when every adult pays the same (then ``price_per_adult_usd`` is each adult's)."""
    said = [
        {
            "activity": (i.get("details") or {}).get("activity"),
            **({"name": i["name"]} if i.get("name") else {}),
            "price_per_adult_taking_part_usd": i["price_usd"],
            "adults_taking_part": int((i.get("details") or {}).get("for_adults") or 0),
        }
        for i in pricing.get("customizations") or []
        if i.get(IN_PER_ADULT) is False and int((i.get("details") or {}).get("for_adults") or 0) > 0
    ]
    citizens = citizens or next((e for e in pricing.get(SOME_ADULTS) or [] if CITIZEN_ADULTS in e), None)
    said += [citizens] if citizens else []
    return {SOME_ADULTS: said} if said else {}


def for_some(group: Group, item: dict[str, Any]) -> bool:
    return takers(group, item) is not None


def each_pays(who: Group, item: dict[str, Any]) -> dict[str, Any]:
    """What each taker ``who`` of the add-on ``item`` pays for it (``price_per_taker``: an adult the list price, a
    child their band's share, sandbox/group.py, in the shape of a quote's ``travellers``) and their sum
    (``price_for_those_taking_part_usd``): every add-on a group is priced for says both, so a child's price for
    it is never only a change inside ``travellers`` (run 64: the 7-year-old's $12 of a $32 kayak)."""
    own = who.quote(float(item["price_usd"]))
    return {"price_per_taker": own["travellers"], "price_for_those_taking_part_usd": own["total_usd"]}


def charged(group: Group, quote: dict[str, Any], items: list[dict[str, Any]]) -> tuple[dict[str, Any], list]:
    """``quote`` (the group's prices without the add-ons some take) with each such add-on charged to the
    people taking part, and the items saying who they are and what they pay together; every add-on to pay
    for says what each taker pays (:func:`each_pays`)."""
    travellers = [dict(t) for t in quote["travellers"]]
    out = []
    for item in items:
        who = takers(group, item)
        if who is None:
            paid = item.get("type") == "add_activity" and float(item.get("price_usd") or 0) > 0
            out.append({**item, **each_pays(of_age(group, item, None) or group, item)} if paid else item)
            continue
        price = float(item["price_usd"])
        adults = [t for t in travellers if t["who"] == "adult"][: who.adults]
        kids = list(who.children_ages)
        children = []
        for t in travellers:
            if t["who"] == "child" and t.get("age") in kids:
                kids.remove(t["age"])
                children.append(t)
        for person in [*adults, *children]:
            person["price_usd"] = money(person["price_usd"] + share(person.get("age"), price))
        # its structured counts are the people priced (relay 25 req 59: for_adults 3 beside "2 adults" and
        # 2 x $18 once an adult had left): who still travels of those named, never the names as first given
        counts = {"for_adults": who.adults, "for_children_ages": list(who.children_ages)}
        out.append(
            {
                **item,
                "details": {**(item.get("details") or {}), **counts},
                "taken_by": who.spelled(),
                **each_pays(who, item),
                # every adult takes it (only some children do): in one adult's price, each adult paying the same
                IN_PER_ADULT: who.adults == group.adults,
            }
        )
    total = money(sum(t["price_usd"] for t in travellers))
    return {
        **quote,
        "travellers": travellers,
        "total_usd": total,
        "average_per_paying_traveller_usd": money(total / max(group.paying_count, 1)),
    }, out
