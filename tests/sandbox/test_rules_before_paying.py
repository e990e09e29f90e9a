"""Every rule a change quote can apply to money after paying is stated, one clause each, in what the traveller is
shown before paying: previewBooking's ``changes_after_paying`` for the same trip, date and group, in the session's
language (relay 36 L854: "only 50% ... never said before" for a shorter trip; L553 the free-move window and the
date-change fee, L706 the 24-hour swap rule met only after paying). A table of changes over groups and EN/KH/ZH:
which rules each quote applied is read from the quote's own fields, never assumed from the change asked."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest

from sandbox.i18n.paying_rule_texts import RULES
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import at_ict
from tests.sandbox.test_swap_allowance import pay_top_up


def applied(quote: dict[str, Any]) -> set[str]:
    """The rules that decided this quote's money, from its fields."""
    rules = set()
    if "dates" in quote["changes"]:
        rules |= {"date_fee", "tier_date"}  # a move: its fee or free window, and the tier's date
    if quote.get("change_fee_usd", 0) > 0:
        rules.add("date_fee")
    freed = quote.get("freed_price") or {}
    if freed and freed.get("refund_tier_pct", 100) < 100:
        rules.add("freed_tier")
    if str(quote.get("refund_rule", "")).startswith("swap_allowance"):
        rules.add("swap")
    return rules


def quote_for(sb: Sandbox, booking: dict[str, Any], change: str, language: str) -> dict[str, Any]:
    bid, end = booking["booking_id"], date.fromisoformat(booking["end_date"])
    sb.clock.now = at_ict("2026-03-31", 12)  # 20 days out: the 50 % tier, a late move pays the fee
    if change == "late_move":
        sb.clock.now = at_ict("2026-04-16", 12)
        return preview(sb, bid, new_travel_date="2026-04-27", language=language)
    if change == "free_move":
        return preview(sb, bid, new_travel_date="2026-04-27", language=language)
    if change == "shorter":
        return preview(sb, bid, new_end_date=(end - timedelta(days=1)).isoformat(), language=language)
    if change == "swap":
        confirm(sb, bid, preview(sb, bid, add_adults=1))
        pay_top_up(sb, bid)
    return preview(sb, bid, remove_adults=1, language=language)


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("group", [(2, ()), (3, (8, 2)), (1, (13, 16))])
@pytest.mark.parametrize("change", ["late_move", "free_move", "shorter", "leave", "swap"])
def test_each_rule_a_change_applies_was_told_before_paying(
    language: str, group: tuple[int, tuple[int, ...]], change: str
) -> None:
    sb = Sandbox()
    adults, children = group
    booking = family(sb, adults=adults + 1, children=children)  # one more adult: one can leave
    quote = quote_for(sb, booking, change, language)
    rules = applied(quote)
    assert rules, (change, quote)  # every change of the table applies at least one rule
    body = {"trip_id": booking["trip_id"], "travel_date": booking["travel_date"], "end_date": booking["end_date"]}
    summary = sb.data("previewBooking", {**body, "adults": adults + 1, "children_ages": list(children),
                                         "language": language})  # fmt: skip
    told = summary["changes_after_paying"]
    for rule in sorted(rules):
        assert RULES[language][rule] in told, (rule, told)
