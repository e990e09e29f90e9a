"""A top-up beside a refund on its way says both (docs/decisions.md; relay 22 req 28, relay 23 req 63): every
top-up quote and payment made while a refund is not completed carries, in the session's language, one sentence
with exactly the amounts of the refund records on their way; none carries it when no refund is on its way."""

from __future__ import annotations

import re
from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import record

SCRIPT = {"EN": re.compile(r"separately"), "KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}
JOINS = st.sampled_from([{"add_adults": 1}, {"add_children_ages": [9]}, {"add_activities": ["Tonle Sap boat trip"]}])


def _on_way(booking: dict[str, Any]) -> list[str]:
    return sorted(f"{r['amount_usd']:.2f}" for r in booking["refunds_started"] if r["status"] != "COMPLETED")


def _figures(text: str) -> list[str]:
    return sorted(re.findall(r"\d+\.\d\d", text))


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(language=st.sampled_from(["EN", "KH", "ZH"]), leave=st.booleans(), join=JOINS, days_later=st.integers(0, 8))
def test_every_top_up_beside_a_pending_refund_says_it_with_the_records_figures(
    language: str, leave: bool, join: dict[str, Any], days_later: int
) -> None:
    sb = Sandbox()
    bid = family(sb, adults=3, children=())["booking_id"]
    if leave:
        left = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1}, lang=language)
        sb.data("confirmReschedule", {"booking_id": bid, "quote_id": left["quote_id"]}, lang=language)
        sb.clock.advance(days=days_later)  # the refund on its way, or completed by then
    quote = sb.data("previewReschedule", {"booking_id": bid, **join}, lang=language)
    assert quote["amount_due_usd"] > 0, quote
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]}, lang=language)
    qr = sb.data("generatePaymentQR", {"booking_id": bid}, lang=language)
    on_way = _on_way(record(sb, bid))
    for result in (quote, done["payment"], qr):
        said = result.get("refund_beside_top_up")
        if not on_way:
            assert said is None, result
            continue
        assert said and SCRIPT[language].search(said), result
        assert _figures(said) == on_way  # the refund records' own amounts, nothing netted
