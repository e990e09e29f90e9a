"""A refund split over several payments says its rule on the card, in the session's language, and only then
(relay 36 L1144: a cancellation refunded $105 of a class payment in full and $696 of the $1,497 payment with no
word why). The result carries the rule itself (``refund_to_rule``) beside the parts. Over one or two payments,
cancellation or a leaver's change, EN/KH/ZH."""

from __future__ import annotations

import pytest

from agent.paid_parts import SPLIT_RULE, card_heading, card_notes
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import at_ict
from tests.sandbox.test_swap_allowance import pay_top_up


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("top_up", [False, True])
@pytest.mark.parametrize("kind", ["cancellation", "reschedule"])
def test_a_split_refund_says_its_rule_on_the_card(language: str, top_up: bool, kind: str) -> None:
    sb = Sandbox()
    bid = family(sb, adults=3, children=())["booking_id"]
    sb.clock.now = at_ict("2026-03-31", 12)  # 20 days out: the 50 % tier
    if top_up:
        confirm(sb, bid, preview(sb, bid, add_adults=1))
        pay_top_up(sb, bid)
        sb.clock.advance(hours=30)  # past the swap window: the tier applies
    if kind == "cancellation":
        data = sb.data("previewCancellation", {"booking_id": bid, "language": language})
    else:
        data = preview(sb, bid, remove_adults=2, language=language)
    parts = data["refund_to"]
    if kind == "cancellation":
        assert (len(parts) > 1) == top_up  # half of four prices: more than the top-up paid
    assert sum(p["amount_back_usd"] for p in parts) == pytest.approx(data["refund_usd"])
    heading = card_heading(kind, data, language, None) or ""
    notes = card_notes(kind, data, language, False)
    assert (SPLIT_RULE[language] in notes) == (len(parts) > 1), (parts, notes)
    assert SPLIT_RULE[language] not in heading, heading  # the rule below the title, never in it
    assert data["refund_to_rule"]  # the result says the rule itself
