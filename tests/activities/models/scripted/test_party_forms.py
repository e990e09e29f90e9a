"""Children are never booked as adults: the group as families say it (held-out batch B's twins and a
baby, batch A's "me, my husband and our three kids (15, 12 and 6)")."""

from __future__ import annotations

import datetime

import pytest

from activities.models.scripted.understand import hear

TODAY = datetime.date(2026, 11, 28)


@pytest.mark.parametrize(
    "text, adults, ages",
    [
        ("me, my husband and our three kids (15, 12 and 6), 2 days of temples", 2, [15, 12, 6]),
        ("I'm taking my three kids away on my own: twins who are 7 and a baby who just turned 1", 1, [7, 7, 1]),
        ("Just me as the adult, plus three children: twins aged 7 and a baby aged 1.", 1, [7, 7, 1]),
        ("me, my wife and the kids (9 and 4)", 2, [9, 4]),
        ("2 adults and 3 kids aged 15, 12 and 6.", 2, [15, 12, 6]),
    ],
)
def test_the_group_as_families_say_it(text: str, adults: int, ages: list[int]) -> None:
    slots = hear(text, None, TODAY).slots
    assert (slots.get("adults"), slots.get("children_ages")) == (adults, ages)
    assert slots.get("people_count") == adults + len(ages)
