"""While a confirmed change's top-up waits, the booking card says what is paid, what is owed and the total once
it is paid, as the booking record says them, and they add up (relay 49 L717: the card kept "Total $667.80"
beside "top-up to pay", the agreed total being $793.80 and the $126 owed said nowhere on it).

Over top-ups and groups, in EN, KH and ZH: the card's amount_paid + balance_due = total_after_top_up, each the
record's figure (amount paid, balance due, total); once the top-up is paid or withdrawn the card has no such
lines and its total is the record's. The page draws the three lines in place of the one "Total"
(api/static/cards.js totalLines), each labelled in the card's language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from agent.booking_card import card_of, current_state
from agent.side_effects import apply_side_effects
from tests.agent.contract_support import NOW
from tests.agent.test_changed_booking import booking, ok, paid_session

STATIC = Path(__file__).resolve().parents[2] / "api" / "static"


@settings(max_examples=12, deadline=None)
@given(
    due=st.sampled_from([18.0, 126.0, 302.4]),
    joins=st.integers(0, 2),
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_a_card_while_a_top_up_waits_says_paid_owed_and_the_total_after(due: float, joins: int, language: str) -> None:
    page, state = paid_session()
    state.preferred_language = language
    paid = float(state.current_ledger().amount_paid_usd or 0.0)
    changed = booking(
        people_count=2 + joins,
        group={"adults": 2 + joins, "children_ages": []},
        total_usd=paid + due,
        amount_paid_usd=paid,
        balance_due_usd=due,
        last_change=["group" if joins else "activity"],
    )
    data = {
        "rescheduled": True,
        "changes": changed["last_change"],
        "booking": changed,
        "payment": {"payment_intent_id": "pi_t"},
    }
    apply_side_effects(state, "confirmReschedule", {}, ok(data), NOW)
    state_now = current_state(state, None)
    assert state_now is not None
    card = card_of(state, state_now).frame()
    assert card["payment"] == "balance_due"
    assert card["balance_due_usd"] == due and card["amount_paid_usd"] == pytest.approx(paid)
    assert card["total_after_top_up_usd"] == pytest.approx(paid + due)
    assert card["amount_paid_usd"] + card["balance_due_usd"] == pytest.approx(card["total_after_top_up_usd"])

    back = booking(people_count=2, group={"adults": 2, "children_ages": []}, total_usd=paid, amount_paid_usd=paid)
    apply_side_effects(state, "withdrawTopUp", {}, ok({"withdrawn": True, "booking": back, "charged_usd": 0}), NOW)
    after = card_of(state, "paid").frame()
    assert after.get("balance_due_usd") is None and after.get("total_after_top_up_usd") is None
    assert after["total_usd"] == pytest.approx(paid)


def test_the_page_draws_paid_owed_and_total_after_in_every_language() -> None:
    cards = (STATIC / "cards.js").read_text(encoding="utf-8")
    body = cards[cards.index("function totalLines") : cards.index("function panel")]
    for key in ("paidSoFar", "topUpToPay", "totalAfterTopUp"):
        assert f't("{key}")' in body
    i18n = (STATIC / "i18n.js").read_text(encoding="utf-8")
    for language in ("EN", "KH", "ZH"):
        block = re.search(rf"\n  {language}: \{{(.*?)\n  \}},", i18n, re.S)
        assert block is not None, language
        for key in ("paidSoFar", "topUpToPay", "totalAfterTopUp"):
            assert re.search(rf"\b{key}: \"", block.group(1)), (language, key)
