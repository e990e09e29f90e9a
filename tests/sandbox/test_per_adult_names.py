"""One adult's price is named per adult (relay 26 req 10: previewBooking's pricing called the adult
package price ``base_per_person_usd`` 460 while the children paid 276)."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from sandbox.data.trips import TRIPS
from sandbox.money_fields import MONEY_FIELDS
from tests.sandbox.support import TRAVEL, Sandbox

# the contract's older names, each kept beside its per-adult twin
OLDER = {
    "price_per_person_usd": "price_per_adult_usd",
    "self_drive_credit_per_person_usd": "self_drive_credit_per_adult_usd",
    "customizations_per_person_usd": None,  # one adult's share, said so in MONEY_FIELDS
}


@settings(max_examples=15, deadline=None)
@given(
    trip=st.sampled_from([t for t in TRIPS if not t.get("custom")]),
    adults=st.integers(min_value=1, max_value=3),
    ages=st.lists(st.integers(min_value=4, max_value=11), min_size=1, max_size=3),
)
def test_a_price_that_children_pay_less_of_is_named_per_adult(trip: dict, adults: int, ages: list[int]) -> None:
    """Invariant: previewBooking's pricing names the package's adult price ``base_per_adult_usd``, the
    price every adult's line starts from, while a child pays less; no new ``*_per_person_usd`` name."""
    pricing = Sandbox().data(
        "previewBooking", {"trip_id": trip["id"], "travel_date": TRAVEL, "adults": adults, "children_ages": ages}
    )["pricing"]
    assert "base_per_person_usd" not in pricing and "base_per_adult_usd" in MONEY_FIELDS
    assert pricing["base_per_adult_usd"] == trip["price_usd"]
    lines = pricing["travellers"]
    assert {t["price_usd"] for t in lines if t["who"] == "adult"} == {pricing["price_per_adult_usd"]}
    assert all(t["price_usd"] < pricing["price_per_adult_usd"] for t in lines if t["who"] == "child")
    assert {k for k in pricing if "per_person" in k} <= OLDER.keys()
    for old, twin in OLDER.items():
        assert twin is None or old not in pricing or pricing[old] == pricing[twin]
