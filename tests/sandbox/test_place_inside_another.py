"""A place inside another's grounds is entered on that place's ticket (relay 43 req 4: the Silver Pagoda
at $10 beside the Royal Palace at $10, its description saying it is inside the Palace: read as $20): its
own entry fee is 0 and its description says the other's ticket covers it, in every language."""

from __future__ import annotations

import re

from sandbox.catalogue import CATALOGUE


def test_a_place_inside_another_has_no_ticket_of_its_own():
    places = CATALOGUE.places
    names = {p.name.en for p in places}
    found = 0
    for place in places:
        inside = re.match(r"Inside the ([^;(.]+?)\s*[;(.]", place.description.en)
        if inside and inside.group(1).strip() in names:
            found += 1
            assert place.entry_fee_usd == 0, place.name.en
            assert "ticket" in place.description.en
            assert "门票" in place.description.zh and "សំបុត្រ" in place.description.kh
    assert found, "no place inside another: the test states nothing"
