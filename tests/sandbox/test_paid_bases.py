"""Money fields with the same value basis are described the same way, and hold what they say (relay 12:
``net_paid_usd`` already took off a refund still pending while ``amount_paid_usd`` took off completed
refunds only, and the session context called "amount paid" net of refunds completed).

Every field described as net of refunds names its basis in the one wording of that basis
(sandbox/money_fields.py ``NET_OF``); over generated journeys (travellers leave or join, days pass so
refunds complete, a cancellation) every booking result holds those bases: amount_paid = payments -
refunds completed, net_paid = payments - every refund started; where they differ the result says which
is which."""

from __future__ import annotations

from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.money_fields import MONEY_FIELDS, NET_OF, NET_OF_COMPLETED, NET_OF_STARTED, paid_words
from tests.sandbox.test_local_figures_add_up import journey, objects

BASES = (NET_OF_COMPLETED, NET_OF_STARTED)


def test_every_field_net_of_refunds_names_its_basis_in_its_bases_words() -> None:
    for key, text in MONEY_FIELDS.items():
        named = [basis for basis in BASES if basis in text]
        if "net of" in text and "refund" in text:
            assert key in NET_OF, (key, text)  # a field net of refunds has a stated basis
        if key in NET_OF:
            assert named == [NET_OF[key]], (key, text)  # exactly its basis's words, never the other's
    # fields of one basis share the wording; the two bases never read alike
    assert NET_OF_COMPLETED != NET_OF_STARTED and not set(NET_OF_COMPLETED.split()) >= set(NET_OF_STARTED.split())


def bookings(value: Any) -> Iterator[dict[str, Any]]:
    return (obj for obj in objects(value) if "paid_in_total_usd" in obj)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    steps=st.lists(
        st.sampled_from(
            [{"remove_adults": 1}, {"add_adults": 1}, {"remove_children_ages": [8]}, "pay", "days", "cancel"]
        ),  # fmt: skip
        min_size=1,
        max_size=5,
    )
)
def test_each_paid_amount_holds_the_basis_its_description_states(steps: list[Any]) -> None:
    for result in journey(steps):
        for b in bookings(result["data"]):
            payments = sum(p["amount_usd"] for p in b["payments"])
            started = sum(r["amount_usd"] for r in b["refunds_started"])
            if "kept_usd" in b:  # cancelled: what was kept is the one figure of that basis (relay 15 req 36)
                assert "net_paid_usd" not in b, b
                assert b["kept_usd"] == pytest.approx(payments - started, abs=0.005)  # NET_OF_STARTED
            else:
                assert b["net_paid_usd"] == pytest.approx(payments - started, abs=0.005)  # NET_OF_STARTED
            if "refunds_completed" not in b:  # a cancellation's own result: what was kept, no amount paid
                continue
            completed = sum(r["amount_usd"] for r in b["refunds_completed"])
            assert b["amount_paid_usd"] == pytest.approx(payments - completed, abs=0.005)  # NET_OF_COMPLETED
            differ = abs(b["amount_paid_usd"] - b.get("net_paid_usd", b.get("kept_usd", 0.0))) > 0.005
            note = paid_words("kept_usd" if "kept_usd" in b else "net_paid_usd")
            assert (b.get("paid_amounts_are") == note) == differ, b
