"""A booking before and after a change as a quote shows it (sandbox/routes/changes.py): the group, its rooms,
one adult's price in lines that add up to it (sandbox/price_base.py), and what the change costs each person."""

from __future__ import annotations

from typing import Any

from sandbox.add_on_people import IN_PER_ADULT
from sandbox.day_credit import said_with_credit
from sandbox.group import Group
from sandbox.own_stay import rooms_of
from sandbox.policy import money
from sandbox.price_base import price_lines


def describe(group: Group, pricing: dict[str, Any], language: str) -> dict[str, Any]:
    """A group and its price list, as a quote shows the booking before and after: one adult's price
    and its parts (the package, each customisation per adult), so the quote the traveller agrees to
    shows what the price holds (relay 5: the breakdown came only after the confirmation); the group's
    rooms (the traveller's arranged ones and their supplement, else the rule's) and their words (sandbox/rooms.py),
    and whom the total is for, in ``language``. Each line's own parts add up to its ``price_change_per_adult_usd``:
    a day's price, the pass change and the self-drive credit its days bring, each a field and said in its rule."""
    lines = [
        {
            k: c[k]
            for k in (
                *("type", "details", "name", "price_usd", "price_change_per_adult_usd", "price_rule"),
                "park_pass_change_per_adult_usd",  # a day's temple days change the pass (park_pass.py)
                "self_drive_credit_change_per_adult_usd",  # a self-driving group's credit for the day (day_credit.py)
                *("taken_by", "price_for_those_taking_part_usd", IN_PER_ADULT),  # an add-on only some take
                "price_per_taker",  # what each taker of an add-on pays for it (add_on_people.py each_pays)
                *(
                    "min_age",
                    "accompanied_from_age",
                    "age_rule",
                ),  # who may take an add-on, who alone (add_on_age_rule.py)
                # a removal whose activities went with a removed day: its credit no longer applies, said
                *("gone_with_removed_day", "credit_if_its_day_stays_usd"),
            )
            if k in c
        }
        for c in pricing.get("customizations") or []
    ]
    said_with_credit(lines, language)  # the rule of a day line names the pass and credit parts it holds
    return {
        **{k: v for k, v in group.describe().items() if k != "transport"},
        # relay 41 req 24: a join's quote named no rooms
        **rooms_of(group, pricing, language),  # none at the group's own accommodation (sandbox/own_stay.py)
        "total_is_for": group.spelled(language),
        "price_per_adult_usd": pricing.get("price_per_person_usd"),
        # the package (the transfer credit inside, said), then the lines below and the pass part and credits
        # no line holds: each part once, as every result states one adult's price (price_base.py)
        **price_lines(pricing, language, "base_price_per_adult_usd", None),
        "customizations_per_adult": lines,
        "travellers": pricing.get("travellers"),
        **({"price_bands": pricing["price_bands"]} if "price_bands" in pricing else {}),  # who pays which price
        **({"park_pass": pricing["park_pass"]} if "park_pass" in pricing else {}),  # the pass the plan's days need
        "total_usd": pricing.get("total_usd"),
    }


def price_of_change_per_person(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """What the change itself costs one adult, and each child (by age) on the booking before and after,
    when it changes what one person pays (a longer trip, an activity): relay 10 read the new full
    price per adult ($201.40) as the price of the added day. Empty when one person's price stays."""
    adult = money(float(after.get("price_per_person_usd") or 0) - float(before.get("price_per_person_usd") or 0))
    if abs(adult) < 0.005:
        return {}
    was = {t.get("age"): float(t["price_usd"]) for t in before.get("travellers") or [] if t.get("who") != "adult"}
    children = [
        {"age": t.get("age"), "who": t["who"], "price_difference_usd": money(float(t["price_usd"]) - was[t.get("age")])}
        for t in after.get("travellers") or []
        if t.get("who") != "adult" and t.get("age") in was
    ]
    return {"price_difference_per_adult_usd": adult, **({"price_difference_per_child": children} if children else {})}
