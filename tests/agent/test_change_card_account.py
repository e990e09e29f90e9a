"""A change card's money lines add up on their own, in every language (relay 34 req 38: "paid $947.08",
new total $947.08 and "to pay $182.13" with no line for the $91.06 kept or the $91.07 on its way).

Over change shapes priced by the sandbox's own ``change_amounts`` (a join, a leave at any tier, a swap, a
date-move fee, earlier kept money, a refund on its way, a netted refund), the card's figures satisfy

    paid - refund already on its way + to pay (the top-up when netted) - refund
        = new total + kept by earlier changes + kept under the policy + change fee

with every non-zero part on the card, and every line labelled in EN, KH and ZH on the page.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

from hypothesis import given, strategies as st

from agent.quote_card import quote_frame
from agent.state import ConversationState
from sandbox import policy

NOW = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)
cents = st.decimals(min_value=0, max_value=3_000, places=2).map(float)
QUOTE_JS = (Path(__file__).resolve().parents[2] / "api" / "static" / "quote.js").read_text(encoding="utf-8")


def _labels(language: str) -> set[str]:
    block = re.search(rf"\n  {language}: \{{(.*?)\n  \}},", QUOTE_JS, re.S)
    assert block is not None, language
    return set(re.findall(r"(\w+): \"", block.group(1)))


@given(
    before=cents,
    after=cents,
    charges=cents,
    fee=st.sampled_from([0.0, 15.0, 90.0]),
    pct=st.sampled_from([0, 50, 100]),
    full_back=cents,
    kept_back=cents,
    pending=cents,
    extra=cents,
    net=st.booleans(),
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_a_change_cards_lines_add_up_in_every_language(
    before: float,
    after: float,
    charges: float,
    fee: float,
    pct: int,
    full_back: float,
    kept_back: float,
    pending: float,
    extra: float,
    net: bool,
    language: str,
) -> None:
    paid = policy.money(before + charges + extra)  # net of every refund started (the booking's own figure)
    amounts = policy.change_amounts(before, after, paid, charges, fee, pct, full_back, kept_back)
    data: dict = {"quote_id": "qt_1", "kind": "reschedule", **amounts}
    data |= {"amount_paid_usd": policy.money(paid + pending), "refunds_pending_usd": pending}  # net of completed
    netted = min(pending, amounts["amount_due_usd"]) if net else 0.0
    if netted > 0:
        top_up = amounts["amount_due_usd"]
        data["amount_due_usd"] = policy.money(top_up - netted)
        data["netting"] = {"top_up_usd": top_up, "refund_netted_usd": netted}
    state = ConversationState.new("s", NOW, language=language)
    state.booking_id, state.booking_ref, state.payment_status = "bk_1", "DLG-AAAAAA", "CONFIRMED"
    card = quote_frame("Shall I?", data, state, "previewReschedule")
    assert card is not None
    shown = card.frame()["details"]

    def line(key: str) -> float:
        return float(shown.get(key, 0.0))

    due = line("top_up_usd") if "top_up_usd" in shown else line("amount_due_usd")
    left = line("amount_paid_usd") - line("refunds_pending_usd") + due - line("refund_usd")
    right = line("new_total_usd") + line("kept_earlier_usd") + line("kept_by_policy_usd") + line("change_fee_usd")
    assert abs(left - right) < 0.015, shown
    for key in ("refunds_pending_usd", "new_total_usd", "kept_earlier_usd", "kept_by_policy_usd", "change_fee_usd"):
        assert (key in shown) == (data[key] > 0), key  # each non-zero part a line, never a "$0" one
    assert "total_usd" not in shown or "new_total_usd" not in shown  # the new total said once
    assert set(shown) <= _labels(language), set(shown) - _labels(language)
