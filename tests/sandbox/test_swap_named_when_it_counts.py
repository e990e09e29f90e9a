"""The swap rule is named only where it changes the amount (relay 33 req 59, relay 32 req 47: a leaver's full
refund at the 100 % tier was explained as "174.16 back in full under the swap rule, the rest at 100 %").

Over join/leave histories and the refund tiers (100 %, 50 %, 0 %), in EN/KH/ZH: a leave quote names the swap
(``refunded_in_full_usd``, ``swap_says``, a ``swap_*`` ``refund_rule``, or the swap in ``amount_rule``,
``freed_price.says`` or ``refund_rule_says``) exactly when the refund of the freed price is more than the tier
alone gives back; and a leave the tier refunds in full uses no money of the swap allowance, though each leaver
takes the share of a joiner of their kind with them (relay 35 req 63)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest

from sandbox import policy
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import at_ict, record
from tests.sandbox.test_swap_allowance import pay_top_up

SWAP_WORDS = {"EN": ("swap",), "KH": ("ប្តូរភ្ញៀវ", "ប្តូរអ្នកដំណើរ"), "ZH": ("换人",)}


def _texts(quote: dict[str, Any]) -> list[str]:
    freed = quote.get("freed_price") or {}
    return [t for t in (quote.get("amount_rule"), freed.get("says"), quote.get("refund_rule_says")) if t]


def _names_swap(quote: dict[str, Any], language: str) -> bool:
    fields = "refunded_in_full_usd" in quote or "swap_says" in quote or quote["refund_rule"] != "refund_tier"
    words = any(w in t for t in _texts(quote) for w in SWAP_WORDS[language])
    assert fields == words, quote  # the fields and the words say the same
    return fields


@pytest.mark.parametrize("language", sorted(SWAP_WORDS))
@pytest.mark.parametrize("days_before", [40, 20, 4])
@pytest.mark.parametrize(
    "joining,leaving", [({"add_adults": 1}, {"remove_adults": 2}), ({"add_adults": 2}, {"remove_adults": 1})]
)
def test_the_swap_is_named_exactly_when_it_changes_the_refund(
    language: str, days_before: int, joining: dict[str, Any], leaving: dict[str, Any]
) -> None:
    sb = Sandbox()
    booking = family(sb, adults=4, children=(8,))
    bid = booking["booking_id"]
    sb.clock.now = at_ict((date.fromisoformat(booking["travel_date"]) - timedelta(days=days_before)).isoformat(), 9)
    confirm(sb, bid, preview(sb, bid, **joining, language=language))
    pay_top_up(sb, bid)
    sb.clock.advance(hours=1)
    allowance = record(sb, bid)["swap_allowance"]
    quote = preview(sb, bid, **leaving, language=language)
    pct = quote["freed_price"]["refund_tier_pct"]
    assert pct == policy.refund_pct(days_before)  # the table covers every tier
    freed = quote["freed_price"]["freed_usd"]
    tier_alone = policy.money(freed - policy.kept_at(freed, pct))
    assert _names_swap(quote, language) == (quote["freed_price"]["refund_of_freed_usd"] > tier_alone + 0.005)
    confirm(sb, bid, quote)
    if pct == 100:  # no money of it used, but each adult leaving takes an adult joiner's share with them
        joined, left = joining["add_adults"], leaving["remove_adults"]
        after = record(sb, bid).get("swap_allowance") or []
        each = allowance[0]["allowance_usd"] / joined
        assert sum(a["allowance_usd"] for a in after) == pytest.approx(each * max(joined - left, 0), abs=0.01)
