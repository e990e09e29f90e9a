"""A swap allowance lasts only while the travellers it came from are on the booking (relay 35 req 63: $244
"refunded in full to a leaving traveller" still listed after the friend who joined had left again, refunded in
full by the tier, ready to be applied to a later leaver).

Over who joins and who leaves (an adult, a child of 4-11, a child of 12+ at the adult rate), the refund tiers
(100 %, 50 %, 0 %) and EN/KH/ZH: a leaver of the joiner's kind takes the joiner's share of the allowance with
them, whatever the tier refunds; a leaver of another kind uses it as the swap rule says (its freed price back in
full up to the allowance) and leaves the joiner's rest; once every joiner has left nothing is allowed, and a
later leaver gets the tier alone."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest

from sandbox import policy
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import at_ict, record
from tests.sandbox.test_swap_allowance import pay_top_up

# kind: (the change that adds one, the change that removes one of the family's own)
KINDS: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {
    "adult": ({"add_adults": 1}, {"remove_adults": 1}),
    "child": ({"add_children_ages": [6]}, {"remove_children_ages": [8]}),
    "adult_rate": ({"add_children_ages": [14]}, {"remove_children_ages": [15]}),
}
JOINER_LEAVES = {
    "adult": {"remove_adults": 1},
    "child": {"remove_children_ages": [6]},
    "adult_rate": {"remove_children_ages": [14]},
}


def _allowed(sb: Sandbox, bid: str) -> float:
    return policy.money(sum(a["allowance_usd"] for a in record(sb, bid).get("swap_allowance", [])))


@pytest.mark.parametrize("days_before,language", [(40, "EN"), (20, "KH"), (4, "ZH"), (40, "ZH"), (20, "EN")])
@pytest.mark.parametrize("leaver", sorted(KINDS))
@pytest.mark.parametrize("joiner", sorted(KINDS))
def test_an_allowance_leaves_with_its_joiner(joiner: str, leaver: str, days_before: int, language: str) -> None:
    sb = Sandbox()
    booking = family(sb, adults=4, children=(8, 15))
    bid = booking["booking_id"]
    sb.clock.now = at_ict((date.fromisoformat(booking["travel_date"]) - timedelta(days=days_before)).isoformat(), 9)
    confirm(sb, bid, preview(sb, bid, **KINDS[joiner][0], language=language))
    pay_top_up(sb, bid)
    granted = _allowed(sb, bid)
    assert granted > 0
    sb.clock.advance(hours=1)
    quote = preview(sb, bid, **KINDS[leaver][1], language=language)
    confirm(sb, bid, quote)
    spent = quote.get("refunded_in_full_usd", 0.0)
    # the joiner's kind leaving: the allowance goes with them; another kind: what the swap rule did not use stays
    assert _allowed(sb, bid) == pytest.approx(0.0 if leaver == joiner else granted - spent, abs=0.01)
    if leaver != joiner:
        sb.clock.advance(hours=1)
        confirm(sb, bid, preview(sb, bid, **JOINER_LEAVES[joiner], language=language))
        assert _allowed(sb, bid) == 0.0
    later = preview(sb, bid, remove_adults=1, language=language)  # nobody who joined is left: the tier alone
    assert "refunded_in_full_usd" not in later and later["refund_rule"] == "refund_tier", later
