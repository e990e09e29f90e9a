"""Every USD figure the model sees has its twin in the session's currency (relay 31).

Tool results the sandbox gives for several trips, groups and languages (suggestions, itineraries, a
booking's preview, the booking, its QR, changes of who travels, of dates and activities, a cancellation
and its refund), shown in riel, yuan or a traveller's own currency: every number under a ``*_usd`` key,
parts of a sum included (one adult's price, each traveller's line, a what-if, what the policy keeps),
and a payment's ``amount`` in USD has its twin, equal to that USD amount converted once (an average: its USD
total converted and shared, rounded once, agent/local_share.py).
"""

from __future__ import annotations

from typing import Any, Iterator

import pytest
from hypothesis import given, settings, strategies as st

from agent.display import DisplayTerms, convert_usd, exact_product, in_travellers_terms, local_amount
from agent.local_share import share_figure
from agent.session_figures import objects
from sandbox.data.currency import PER_USD
from tests.sandbox.support import TRAVEL, Sandbox, family_beach_search
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import record

GROUPS = (
    {"adults": 2, "children_ages": []},
    {"adults": 4, "children_ages": [8, 2]},
    {"adults": 1, "children_ages": [5]},
)
TRIPS = ("trip_001", "trip_002", "trip_003")


def journey(sb: Sandbox, trip: str, group: dict[str, Any], lang: str) -> Iterator[dict[str, Any]]:
    people = group["adults"] + len(group["children_ages"])
    yield sb.data("getTripSuggestions", {**family_beach_search(500), **group, "people_count": people}, lang=lang)
    yield sb.data("getTripItinerary", {"trip_id": trip}, lang=lang)
    yield sb.data("previewBooking", {"trip_id": trip, "travel_date": TRAVEL, **group}, lang=lang)
    booked = family(sb, adults=group["adults"], children=tuple(group["children_ages"]))
    bid = booked["booking_id"]
    yield booked
    yield sb.data("getTripItinerary", {"booking_id": bid}, lang=lang)
    for change in ({"add_adults": 1}, {"new_travel_date": "2026-04-27"}, {"add_activities": ["Tonle Sap boat trip"]}):
        yield sb.data("previewReschedule", {"booking_id": bid, **change}, lang=lang)
    quote = sb.data("previewReschedule", {"booking_id": bid, "add_adults": 1}, lang=lang)
    yield sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]}, lang=lang)
    yield sb.data("generatePaymentQR", {"booking_id": bid}, lang=lang)  # the top-up's QR
    yield record(sb, bid)
    cancel = sb.data("previewCancellation", {"booking_id": bid}, lang=lang)
    yield cancel
    yield sb.data("confirmCancellation", {"booking_id": bid, "quote_id": cancel["quote_id"]}, lang=lang)
    yield sb.data("getRefundStatus", {"booking_id": bid}, lang=lang)


@pytest.fixture(scope="module")
def results() -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    for i, lang in enumerate(("EN", "KH", "ZH")):
        out[lang] = [r for t, g in zip(TRIPS[i:] + TRIPS[:i], GROUPS) for r in journey(Sandbox(), t, g, lang)]
    return out


def usd_figures(tree: Any) -> Iterator[tuple[dict[str, Any], str, float]]:
    """(object, stem, USD amount) for every USD figure: ``*_usd`` numbers and a payment's ``amount`` in USD."""
    for obj in objects(tree):
        for key, value in obj.items():
            if not isinstance(value, (int, float)) or isinstance(value, bool):
                continue
            if key.endswith("_usd"):
                yield obj, key[: -len("_usd")], float(value)
            elif key == "amount" and obj.get("currency") == "USD":
                yield obj, "amount", float(value)


LANGUAGE_CURRENCY = {"KH": "KHR", "ZH": "CNY"}


@settings(max_examples=30, deadline=None)
@given(
    lang=st.sampled_from(("EN", "KH", "ZH")),
    currency=st.sampled_from(("KHR", "CNY", "AUD", "THB")),
    seed=st.integers(0, 3),
)
def test_every_usd_figure_has_its_twin_converted_once(
    results: dict[str, list[dict[str, Any]]], lang: str, currency: str, seed: int
) -> None:
    own = LANGUAGE_CURRENCY.get(lang)
    if own is not None and own != currency:
        currency = own  # a KH / ZH result carries its language's currency (the sandbox's own twins)
    rate = PER_USD[currency] * (1 if own else (1, 1.013, 0.987, 1.0371)[seed])  # the day's rate may move
    suffix = "_" + currency.lower()
    seen = 0
    for result in results[lang]:
        shown = in_travellers_terms({"success": True, "data": result}, DisplayTerms(currency=currency), rate)["data"]
        for obj, stem, usd in usd_figures(shown):
            seen += 1
            assert stem + suffix in obj, (stem, sorted(obj))
            share = share_figure(obj, stem + "_usd", exact_product(float(obj.get("total_usd") or 0), rate))
            if share is not None:  # an average: its USD total converted and shared (agent/local_share.py)
                assert obj[stem + suffix] == local_amount(share, currency), (stem, usd, obj[stem + suffix])
                continue
            assert obj[stem + suffix] == convert_usd(usd, currency, rate), (stem, usd, obj[stem + suffix])
    assert seen > 100  # the journeys carry parts and wholes alike


def test_the_parts_relay_31_asked_for_are_twinned(results: dict[str, list[dict[str, Any]]]) -> None:
    """The figures the model fetched getCurrencyRates for in relay 31 (a riel session)."""
    keys = {
        k
        for r in results["KH"]
        for obj in objects(
            in_travellers_terms({"success": True, "data": r}, DisplayTerms(currency="KHR"), PER_USD["KHR"])["data"]
        )
        for k in obj
    }
    for stem in ("refund_if_cancelled_today", "kept_by_policy", "price_per_adult", "transfer_per_adult"):
        if stem + "_usd" in keys:
            assert stem + "_khr" in keys, stem
    assert "price_per_adult_khr" in keys
