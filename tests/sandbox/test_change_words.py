"""Money and change words that read right (issue 37, relays 8 and 9).

- every money field of a booking, change or cancellation result says what it is
  (sandbox/money_fields.py): ``charges_after_usd`` read as "charged after the change", ``owed_usd``
  as "still owed" while it was the whole price;
- every change quote that asks for money states the refund terms that money falls under (relay 8: a
  cooking class paid a minute before cancelling came back at 50 %, unannounced);
- a change's kind and its refund's reason are labelled by what the change changes (relays 8, 9:
  a traveller leaving labelled "date change" / "改期").
"""

from __future__ import annotations

from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from agent.status_words import CHANGE, KIND, with_labels
from sandbox.money_fields import MONEY_FIELDS
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import record

CHANGES: list[dict[str, Any]] = [
    {"add_adults": 1},
    {"remove_adults": 1},
    {"add_children_ages": [6]},
    {"remove_children_ages": [8]},
    {"add_activities": ["Tonle Sap boat trip"]},
    {"new_end_date": "2026-04-23"},
    {"new_travel_date": "2026-04-21"},
    {"new_travel_date": "2026-04-21", "add_adults": 1},
]
EXPECTED = {"add_adults": "group", "remove_adults": "group", "add_children_ages": "group",
            "remove_children_ages": "group", "add_activities": "activity", "new_end_date": "length",
            "new_travel_date": "dates"}  # fmt: skip


def usd_keys(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            if key.endswith("_usd"):
                yield key
            yield from usd_keys(item)
    elif isinstance(value, list):
        for item in value:
            yield from usd_keys(item)


def journey(change: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any], list[dict[str, Any]]]:
    """(the quote, its confirmation, every result along the way) for ``change`` of a paid family booking."""
    sb = Sandbox()
    booking = family(sb, adults=2, children=(8,))
    bid = booking["booking_id"]
    quote = preview(sb, bid, **change)
    done = confirm(sb, bid, quote)
    after = record(sb, bid)
    cancel = sb.data("previewCancellation", {"booking_id": bid})
    return quote, done, [booking, quote, done, after, cancel]


few = settings(max_examples=len(CHANGES), deadline=None, suppress_health_check=[HealthCheck.too_slow])


@few
@given(change=st.sampled_from(CHANGES))
def test_every_money_field_says_what_it_is(change: dict[str, Any]) -> None:
    _, _, results = journey(change)
    named = {key for result in results for key in usd_keys(result)}
    assert named - MONEY_FIELDS.keys() == set()
    assert not named & {"charges_after_usd", "owed_usd"}  # the names that read wrong are gone
    assert all(len(MONEY_FIELDS[k].split()) >= 3 for k in named)


@few
@given(change=st.sampled_from(CHANGES))
def test_a_quote_that_asks_for_money_states_its_refund_terms(change: dict[str, Any]) -> None:
    quote, _, _ = journey(change)
    terms = quote.get("refund_terms_of_amount_due")
    if quote["amount_due_usd"] <= 0:
        assert terms is None
        return
    pct = quote["refund_terms_after_change"]["refund_pct_if_cancelled_today"]
    assert terms["refund_pct_if_cancelled_today"] == pct
    after = quote["refund_terms_after_change"]["refund_if_cancelled_today_usd"]
    assert terms["refund_of_booking_if_cancelled_today_usd"] == pytest.approx(after, abs=0.01)
    assert 0 <= terms["refund_if_cancelled_today_usd"] <= min(quote["amount_due_usd"], after) + 0.01
    assert f"{pct}%" in terms["says"]


@few
@given(change=st.sampled_from(CHANGES), language=st.sampled_from(("KH", "ZH")))
def test_a_change_is_labelled_by_what_it_changes(change: dict[str, Any], language: str) -> None:
    quote, done, _ = journey(change)
    expected = {EXPECTED[k] for k in change}
    assert set(quote["changes"]) == expected
    column = 0 if language == "KH" else 1
    words = {CHANGE[c][column] for c in expected}
    labelled = with_labels(quote, language)
    assert all(w in labelled["kind_label"] for w in words)
    if "dates" not in expected:  # nothing says "date change" for a change that moves no date
        assert CHANGE["dates"][column] not in labelled["kind_label"]
    if done["refund"]:
        refund = with_labels(done["refund"], language)
        assert done["refund"]["changes"] == quote["changes"]
        assert all(w in refund["reason_label"] for w in words)
    # without a list of changes the label is the generic "change to the booking", never "date change"
    assert with_labels({"reason": "reschedule"}, language)["reason_label"] == KIND["reschedule"][column]
