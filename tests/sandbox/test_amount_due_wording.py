"""The refund terms of a change's cost are worded as the money moves (relay 12 req 35: "once paid,
this 60.00 USD" of a change then paid whole from a refund on its way). A refund on its way no longer pays
for a change (docs/decisions.md): an added activity is ``due`` with or without one, and its terms say
"once paid" of that amount, in EN, KH and ZH."""

from __future__ import annotations

from hypothesis import event, given, settings, strategies as st

from sandbox import policy
from sandbox.i18n import tr
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import at_ict


def opening(template: str, language: str) -> str:
    """The template's words before its first placeholder, as the session reads them."""
    return tr(template, language).split("{", 1)[0]


@settings(max_examples=12, deadline=None)
@given(
    language=st.sampled_from(["EN", "KH", "ZH"]),
    leaving=st.integers(0, 1),
    activity=st.integers(0, 3),
)
def test_the_terms_of_a_changes_cost_are_of_the_top_up_with_or_without_a_refund_on_its_way(
    language: str, leaving: int, activity: int
) -> None:
    sb = Sandbox()
    bid = family(sb, adults=2, children=())["booking_id"]
    sb.clock.now = at_ict("2026-03-31", 12)  # 20 days before: a leaving adult's refund is on its way
    if leaving:
        confirm(sb, bid, preview(sb, bid, remove_adults=1))
    offered = sb.data("getTripItinerary", {"trip_id": "trip_001"})["addable_activities"]
    name = offered[activity % len(offered)]["name"]
    quote = sb.data("previewReschedule", {"booking_id": bid, "add_activities": [name]}, lang=language)
    says = quote["refund_terms_of_amount_due"]["says"]
    event(f"refund on its way: {quote['refunds_pending_usd'] > 0}")
    assert quote["amount_is"] == "due" and quote["amount_usd"] == quote["amount_due_usd"] > 0, quote
    assert says.startswith(opening(policy.ONCE_PAID, language)), says
    assert f"{quote['amount_due_usd']:.2f}" in says, says
    if language != "EN":
        assert "USD falls under" not in says  # said in the session's language
