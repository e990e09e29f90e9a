"""Every group line counts travellers by what they pay (issue 37, relay 36 L52/L238: teens of 13 and 16,
charged the adult price, were listed as "Children (ages) 13, 16" beside "Per adult $499" and 3 x $499).

For every catalogue trip, any group with ages 0-17 and every card language: the price bands (``price_bands``)
count each traveller once, 12+ in the adult band, the bands' counts x their prices make the group's price,
and the booking card's group lines (agent/band_lines.py) name no one charged the adult price a child,
each line labelled in the session's language."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from agent.band_lines import BAND_KEYS, band_details
from agent.quote_text import LABELS
from sandbox.data.trips import TRIPS
from sandbox.group import CHILD_MAX_AGE, INFANT_MAX_AGE, Group
from sandbox.totals import group_price

FAMILY = st.builds(
    Group, adults=st.integers(1, 3), children_ages=st.lists(st.integers(0, 17), min_size=1, max_size=4).map(tuple)
)


@settings(max_examples=150, deadline=None)
@given(trip=st.sampled_from(TRIPS), group=FAMILY, language=st.sampled_from(("EN", "KH", "ZH")))
def test_the_bands_count_each_traveller_by_the_price_they_pay(trip: dict, group: Group, language: str) -> None:
    priced = group_price(trip, group, [])
    bands = priced["price_bands"]
    assert sum(b["count"] for b in bands) == group.people_count
    assert sum(b["count"] * b["price_usd"] for b in bands) == pytest.approx(priced["total_usd"], abs=0.011)
    adult_band = [b for b in bands if b["band"] == "adult"]
    assert all(b["price_usd"] == priced["price_per_adult_usd"] for b in adult_band)
    for b in bands:  # the band says the ages it holds: 12+ adult, 4-11 child, under 4 free
        assert all(
            {"adult": a > CHILD_MAX_AGE, "child": INFANT_MAX_AGE < a <= CHILD_MAX_AGE, "infant": a <= INFANT_MAX_AGE}[
                b["band"]
            ]
            for a in b["ages"]
        ), b
    card = band_details(priced)
    teens = sorted(a for a in group.children_ages if a > CHILD_MAX_AGE)
    assert card.get("adult_price_count") == group.adults + len(teens)
    assert card.get("adult_price_ages", []) == teens
    assert not set(card.get("child_price_ages", [])) & set(teens)  # never a "child" charged the adult price
    kids = [a for a in group.children_ages if INFANT_MAX_AGE < a <= CHILD_MAX_AGE]
    free = [a for a in group.children_ages if a <= INFANT_MAX_AGE]
    shown = card["adult_price_count"] * priced["price_per_adult_usd"] + len(kids) * card.get("child_price_usd", 0)
    assert shown == pytest.approx(priced["total_usd"], abs=0.011 * group.people_count)
    assert card.get("free_ages", []) == sorted(free)
    for key in card:  # every line labelled in the session's language
        assert key in BAND_KEYS and LABELS[key][language]


def test_an_adults_only_group_has_no_bands() -> None:
    assert "price_bands" not in group_price(TRIPS[0], Group(adults=2), [])
    assert band_details(group_price(TRIPS[0], Group(adults=2), [])) == {}


@settings(max_examples=60, deadline=None)
@given(trip=st.sampled_from(TRIPS), group=FAMILY)
def test_a_booking_card_lists_no_teen_among_the_children(trip: dict, group: Group) -> None:
    from agent.quote_card import _details

    details = _details("booking", group_price(trip, group, []))
    assert "children_ages" not in details and "adults" not in details
    assert details == {**details, **band_details(group_price(trip, group, []))}
