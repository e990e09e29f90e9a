"""The amount paid says what it is made of (issue 37, relay 18 req 35; traveller L834, L936).

"total $2318.4, amount paid $2620.8" read as an overpayment (a $302.40 refund on its way counts as paid);
a change card said "paid $2,620.80" with no word of that refund, and "refund $0 / to pay $84" for a
$386.40 change $302.40 of which came off the refund on its way. Over random ledgers: the context line
and the card state their parts, the parts add up as stated, and nothing is stated when they do not."""

from __future__ import annotations

import re

from hypothesis import given, strategies as st

from agent.booking_records import AfterPayment
from agent.quote_card import quote_frame
from tests.agent.test_aftercare import paid_state
from tests.agent.test_cancelled_money import paid_line
from tests.agent.test_change_quote_money import paid_session

cents = st.integers(min_value=0, max_value=500_000).map(lambda c: c / 100)
NUM = r"\$([\d,]+(?:\.\d+)?)"


def num(text: str) -> float:
    return float(text.replace(",", ""))


@given(total=cents, charges=cents, pending=cents, due=cents, off=st.sampled_from([0.0, 0.0, 10.0]))
def test_the_context_line_states_the_parts_of_the_amount_paid_and_they_add_up(
    total: float, charges: float, pending: float, due: float, off: float
) -> None:
    due = min(due, round(total + charges, 2))  # a top-up never more than the price it is part of
    paid = round(total + charges + pending - due + off, 2)  # ``off``: a ledger whose parts do not add up
    book = AfterPayment(amount_paid_usd=paid, charges_usd=charges, refunds_pending_usd=pending, balance_due_usd=due)
    line = paid_line(paid_state(quoted_total_usd=total, after_payment=book))
    said = re.search(rf"amount paid {NUM} \(net of refunds completed\)( = [^,]*)?", line)
    assert said is not None, line
    assert num(said.group(1)) == paid
    if pending > 0 or due > 0:
        assert f"${pending:.2f} refund on its way" in line or pending == 0, line  # the refund beside it
    if said.group(2) is None:  # nothing stated as a sum: only when the parts do not add up (or none moved)
        assert off or (pending == 0 and due == 0), line
        return
    parts = said.group(2)
    whole = num(re.match(rf" = {NUM}", parts).group(1))  # type: ignore[union-attr]
    assert whole == round(total + charges, 2)
    plus = sum(num(v) for v in re.findall(rf"\+ {NUM}", parts))
    minus = sum(num(v) for v in re.findall(rf"- {NUM}", parts))
    assert round(whole + plus - minus, 2) == paid, line


@given(
    cost=cents,
    netted=cents,
    paid=cents,
    pending=cents,
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_a_change_card_states_what_its_money_is_made_of(
    cost: float, netted: float, paid: float, pending: float, language: str
) -> None:
    netted = min(netted, cost, pending)
    pending, paid = max(pending, netted), max(paid, pending)
    due = round(cost - netted, 2)
    data = {
        "quote_id": "qt_1",
        "kind": "reschedule",
        "amount_paid_usd": paid,
        "refunds_pending_usd": pending,
        "amount_due_usd": due,
        "refund_usd": 0.0,
        "change_cost_usd": cost,
        "paid_from_pending_refunds_usd": netted,
    }
    state = paid_session()
    state.preferred_language = language
    card = quote_frame("Shall I?", data, state, "previewReschedule")
    assert card is not None
    heading = card.frame().get("heading") or ""
    figures = [num(v) for v in re.findall(NUM, heading)]
    if netted > 0:  # the cost, the part the refund on its way pays, what is left: cost = netted + due
        assert figures == [cost, netted, due] and round(netted + due, 2) == cost, heading
    elif pending > 0:  # paid = the rest + the refund on its way
        assert figures[0] == paid and figures[2] == pending and round(figures[1] + figures[2], 2) == paid, heading
    else:
        assert not figures, heading  # nothing moved apart: the card's own figures say it all


@given(refund=cents, back=cents, language=st.sampled_from(["EN", "KH", "ZH"]))
def test_a_cancellation_card_adds_the_refunds_it_gives_back(refund: float, back: float, language: str) -> None:
    data = {"quote_id": "qt_2", "kind": "cancellation", "refund_usd": refund, "refunds_given_back_usd": back}
    state = paid_session()
    state.preferred_language = language
    heading = quote_frame("Cancel?", data, state, "previewCancellation").frame().get("heading") or ""  # type: ignore[union-attr]
    figures = [num(v) for v in re.findall(NUM, heading)]
    assert figures == ([refund, back, round(refund + back, 2)] if back > 0 else []), heading
