"""A change that frees part of the price says, in the quote and in the request's language, the trip's new
price, what comes back, what DerLg keeps and why (the tier, until its last day), and what the traveller pays
in all after it (relay 31 req 33: a 3 -> 2 day cut refunded half with none of that said; the KH card called the
kept half a service fee). Over groups, days before travel, shortening or removal, and EN/KH/ZH."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from hypothesis import given, settings, strategies as st

from sandbox import policy
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import at_ict

SERVICE_FEE = ("service fee", "ថ្លៃសេវា", "服务费")


@settings(max_examples=20, deadline=None)
@given(
    adults=st.integers(min_value=2, max_value=3),
    children=st.lists(st.integers(min_value=0, max_value=11), max_size=2),
    days_out=st.integers(min_value=policy.RESCHEDULE_CUTOFF_DAYS, max_value=45),
    change=st.sampled_from(["shorter", "leave"]),
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_a_freeing_change_says_new_price_back_kept_why_and_in_all(
    adults: int, children: list[int], days_out: int, change: str, language: str
) -> None:
    sb = Sandbox()
    booking = family(sb, adults=adults, children=tuple(children))
    bid, travel = booking["booking_id"], date.fromisoformat(TRAVEL)
    sb.clock.now = at_ict((travel - timedelta(days=days_out)).isoformat(), 12)
    body: dict[str, Any] = {"booking_id": bid, "language": language}
    if change == "shorter":
        body["new_end_date"] = (date.fromisoformat(booking["end_date"]) - timedelta(days=1)).isoformat()
    else:
        body["remove_adults"] = 1
    quote = sb.data("previewReschedule", body)
    freed = quote["freed_price"]
    says = freed["says"]
    in_all = round(quote["new_total_usd"] + quote["kept_in_total_usd"], 2)
    for figure in (quote["new_total_usd"], freed["refund_of_freed_usd"], freed["kept_by_policy_usd"], in_all):
        assert f"{figure:.2f}" in says, (figure, says)
    assert f"{freed['refund_tier_pct']}%" in says
    tier = next(t for t in quote["refund_terms_after_change"]["refund_schedule"] if t["applies_today"])
    assert tier["until"] is None or tier["until"] in says, says  # the tier's last day: why that share
    # what the traveller pays in all = what was paid (a fresh booking: no refund before) - the refund + the top-up
    assert abs(quote["amount_paid_usd"] - quote["refund_usd"] + quote["amount_due_usd"] - in_all) < 0.01, quote
    assert not any(word in says for word in SERVICE_FEE)
