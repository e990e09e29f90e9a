"""A refund split over several payments says its rule on the card, in the session's language, and only then
(relay 36 L1144: a cancellation refunded $105 of a class payment in full and $696 of the $1,497 payment with no
word why). The result carries the rule itself (``refund_to_rule``) beside the parts. Over one or two payments,
cancellation or a leaver's change, EN/KH/ZH.

Invariant: the words name the rule the figures follow, and that rule recomputes the figures: a cancellation
splits in proportion to what each payment holds; a shorter trip gives each traveller's share of the freed day
back to the payment that paid for that traveller (a day less split $57.20 / $11.44 by traveller was said
"in proportion to each payment")."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from agent.paid_parts import SPLIT_RULES, card_heading, card_notes
from sandbox import policy
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
    rule = SPLIT_RULES["cancel" if kind == "cancellation" else "leave"][language]
    assert (rule in notes) == (len(parts) > 1), (parts, notes)
    assert rule not in heading, heading  # the rule below the title, never in it
    if kind == "cancellation" and len(parts) > 1:  # in proportion to what each payment holds, to the cent
        held = sum(p["paid_usd"] for p in parts)
        for p in parts:
            assert p["amount_back_usd"] == pytest.approx(data["refund_usd"] * p["paid_usd"] / held, abs=0.011)
    assert data["refund_to_rule"]  # the result says the rule itself


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("joining", [{"add_children_ages": [4]}, {"add_adults": 1}, {"add_children_ages": [14]}])
def test_a_shorter_trip_splits_by_traveller_and_says_so(language: str, joining: dict) -> None:
    """Three paid at first, one joined by a top-up, then a day less at 50 %: each payment gets back the tier's
    share of the day of the travellers it paid for, and the card says that rule, not "in proportion"."""
    sb = Sandbox()
    booked = family(sb, adults=2, children=(14,))
    bid = booked["booking_id"]
    sb.clock.now = at_ict("2026-03-31", 12)  # 50 % tier
    confirm(sb, bid, preview(sb, bid, **joining))
    pay_top_up(sb, bid)
    sb.clock.advance(hours=30)
    end = (date.fromisoformat(booked["end_date"]) - timedelta(days=1)).isoformat()
    data = preview(sb, bid, new_end_date=end, language=language)
    parts = data["refund_to"]
    assert len(parts) == 2, parts
    fourteen = [c for c in data.get("price_difference_per_child", []) if c["age"] == 14][:1]  # the one booked
    first = [-data["price_difference_per_adult_usd"]] * 2 + [-c["price_difference_usd"] for c in fourteen]
    joiner = -data["price_difference_usd"] - sum(first)
    booking_part, top_up_part = sorted(parts, key=lambda p: p["top_up"])
    assert booking_part["amount_back_usd"] == pytest.approx(policy.refund_at(sum(first), 50), abs=0.011)
    assert top_up_part["amount_back_usd"] == pytest.approx(policy.refund_at(joiner, 50), abs=0.011)
    notes = card_notes("reschedule", data, language, False)
    assert SPLIT_RULES["traveller"][language] in notes, notes
    assert SPLIT_RULES["cancel"][language] not in " ".join(notes)
