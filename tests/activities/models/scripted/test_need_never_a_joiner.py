"""A need said about someone already in the group ("My wife has a bad hip, so please not too many steep
stairs", said with the booking details: held-out batch Q, an Aarhus couple and their grandson booked as 4
adults) never changes the group: "too" as "too many / too steep / too quickly" is no one coming too."""

from __future__ import annotations

import pytest

from activities.models.scripted.group_change import new_group_size

NEEDS = [
    "My wife has a bad hip, so please not too many steep stairs.",
    "my dad has bad knees, nothing too steep please",
    "my wife gets tired too quickly, a slow pace please",
    "our son is autistic, not too loud or crowded places",
    "my mother can't walk too far",
    "2026-12-29, Henrik Mortensen, +45 21 48 63 09, Golden Temple Residence, My husband is diabetic, not too much sugar",
]
JOINS = [
    "my sister wants to come too",
    "my son too, he is 8",
    "our mother is coming along",
    "my brother as well please",
]


@pytest.mark.parametrize("text", NEEDS)
@pytest.mark.parametrize("held", [2, 3, 4])
def test_a_need_about_someone_in_the_group_never_changes_its_size(text, held):
    assert new_group_size(text, held) is None


@pytest.mark.parametrize("text", JOINS)
def test_someone_coming_too_still_joins(text):
    assert new_group_size(text, 3) == 4
