"""The offline scripted model passes the destination it read to the search (getTripSuggestions' region):
a Khmer family asking for Mondulkiri "from Phnom Penh" was searched with no place at all."""

from __future__ import annotations

import pytest

from activities.models.scripted.destination import REGIONS, destination_region
from activities.models.scripted.extract import CITIES


@pytest.mark.parametrize(("region", "name"), [(r, n) for r, names in (*REGIONS, *CITIES) for n in names])
def test_every_named_destination_is_read_and_the_departure_is_not(region: str, name: str) -> None:
    if region == "Phnom Penh":  # where most trips start: never read as the destination
        assert destination_region(f"we want to go to {name}", None) is None
        return
    assert destination_region(f"we want to go to {name} for 2 days", "Phnom Penh") == region
    assert destination_region(f"from {name}", region) is None


def test_the_reported_khmer_request() -> None:
    said = "ខ្ញុំចង់នាំប្រពន្ធ និងកូនស្រីអាយុ ៩ឆ្នាំ ទៅលេងមណ្ឌលគិរី ២ថ្ងៃ ចេញដំណើរពីភ្នំពេញ។"
    assert destination_region(said, None) == "Mondulkiri"
