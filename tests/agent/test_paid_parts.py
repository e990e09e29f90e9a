"""The amount paid says what it is made of (issue 37, relay 18 req 35; traveller L834, L936).

"total $2318.4, amount paid $2620.8" read as an overpayment (a $302.40 refund on its way counts as paid);
a change card said "paid $2,620.80" with no word of that refund, and "refund $0 / to pay $84" for a
$386.40 change $302.40 of which came off the refund on its way. Over random ledgers: the context line
and the card state their parts, the parts add up as stated, and nothing is stated when they do not."""

from __future__ import annotations

import re

from hypothesis import example, given, strategies as st

from agent.booking_records import AfterPayment
from agent.currency_words import money_text
from agent.quote_card import quote_frame
from tests.agent.test_aftercare import paid_state
from tests.agent.test_cancelled_money import paid_line
from tests.agent.test_change_quote_money import paid_session

cents = st.integers(min_value=0, max_value=500_000).map(lambda c: c / 100)
NUM = r"\$([\d,]+(?:\.\d+)?)"


def num(text: str) -> float:
    return float(text.replace(",", ""))


@given(total=cents, charges=cents, pending=cents, due=cents, off=st.sampled_from([0.0, 0.0, 10.0]))
@example(total=0.38, charges=121.88, pending=0.0, due=122.26, off=0.0)  # paid -0.0 in floats: said "$-0.0"
def test_the_context_line_states_the_parts_of_the_amount_paid_and_they_add_up(
    total: float, charges: float, pending: float, due: float, off: float
) -> None:
    due = min(due, round(total + charges, 2))  # a top-up never more than the price it is part of
    paid = round(total + charges + pending - due + off, 2)  # ``off``: a ledger whose parts do not add up
    book = AfterPayment(amount_paid_usd=paid, charges_usd=charges, refunds_pending_usd=pending, balance_due_usd=due)
    line = paid_line(paid_state(quoted_total_usd=total, after_payment=book))
    said = re.search(rf"paid in all {NUM}", line)
    assert said is not None and num(said.group(1)) == paid, line  # no refund completed: every payment
    assert (f"coming back ${pending:.2f}" in line) is (pending > 0), line
    stated = re.search(rf"pays {NUM} in the end = the trip's price {NUM}", line)
    if off or (pending == 0 and due == 0 and charges == 0):  # parts that do not add up: no sum stated
        assert stated is None, line
        return
    assert stated is not None, line
    assert num(stated.group(1)) == round(total + charges, 2) == round(paid - pending + due, 2), line


@given(
    due=cents,
    paid=cents,
    pending=cents,
    language=st.sampled_from(["EN", "KH", "ZH"]),
    kind=st.sampled_from(["reschedule", "cancellation"]),
)
def test_a_change_card_states_what_its_money_is_made_of(
    due: float, paid: float, pending: float, language: str, kind: str
) -> None:
    """A refund on its way is part of the amount paid and pays for no change (docs/decisions.md): the card
    says paid = the rest + that refund, and nothing else."""
    paid = max(paid, pending)
    data = {
        "quote_id": "qt_1",
        "kind": kind,
        "amount_paid_usd": paid,
        "refunds_pending_usd": pending,
        "amount_due_usd": due if kind == "reschedule" else 0.0,
        "refund_usd": 0.0 if kind == "reschedule" else due,
    }
    state = paid_session()
    state.preferred_language = language
    tool = "previewReschedule" if kind == "reschedule" else "previewCancellation"
    card = quote_frame("Shall I?", data, state, tool)
    assert card is not None
    heading = card.frame().get("heading") or ""
    figures = [num(v) for v in re.findall(NUM, heading)]
    if pending > 0:  # paid = the rest + the refund on its way
        assert figures[0] == paid and figures[2] == pending and round(figures[1] + figures[2], 2) == paid, heading
    else:
        assert not figures, heading  # nothing moved apart: the card's own figures say it all


@given(due=cents, paid=cents, pending=cents, language=st.sampled_from(["EN", "KH", "ZH"]), info=st.booleans())
@example(due=0.0, paid=0.0, pending=1.0, language="EN", info=False)  # whole dollars: no cents written
@example(due=0.0, paid=0.0, pending=0.01, language="EN", info=True)  # a what-if card: said below its title
def test_a_change_card_never_says_refund_nothing_beside_a_refund_on_its_way(
    due: float, paid: float, pending: float, language: str, info: bool
) -> None:
    """Invariant (relay 26 L551, L773, L1080: "Refund $0" beside a $276 refund on its way): a change card
    shows a refund only when the change refunds something; a refund on its way is said in its heading,
    which ends its title with one colon (never "::")."""
    paid = max(paid, pending)
    data = {
        "quote_id": "qt_1",
        "kind": "reschedule",
        "amount_paid_usd": paid,
        "refunds_pending_usd": pending,
        "amount_due_usd": due,
        "refund_usd": 0.0,
        **({"purpose": "information"} if info else {}),
    }
    state = paid_session()
    state.preferred_language = language
    card = quote_frame("Shall I?", data, state, "previewReschedule")
    assert card is not None
    frame = card.frame()
    assert "refund_usd" not in frame["details"]
    heading = frame.get("heading") or ""
    on_its_way = f"{money_text(pending, 'USD')} refund on its way"  # the cards' one money format
    said = [heading, *frame.get("notes", [])]  # a what-if card says it below its short title
    assert pending <= 0 or any(on_its_way in line for line in said) or language != "EN", said
    assert not re.search(r"[:：៖]\s*[:：៖]", heading), heading


NAMES = st.sampled_from(["Sunset cruise around the island", "Two scuba dives with an instructor", "Private dinner"])


@given(had=st.lists(NAMES, unique=True, max_size=2), adds=st.lists(NAMES, unique=True, max_size=2))
def test_a_change_card_names_the_activities_it_prices(had: list[str], adds: list[str]) -> None:
    """Invariant (relay 26 L1058-1082: an activity quote's "To pay $345", drawn under a drop-off question,
    read as the drop-off's price): a change card names the activities the change adds, exactly those."""
    proposed = had + [a for a in adds if a not in had]
    data = {
        "quote_id": "qt_1",
        "kind": "reschedule",
        "amount_due_usd": 90.0,
        "purpose": "information",
        "current": {"added_activities": had},
        "proposed": {"added_activities": proposed},
    }
    card = quote_frame("Shall I?", data, paid_session(), "previewReschedule")
    assert card is not None
    new = [a for a in adds if a not in had]
    assert card.frame()["details"].get("add_activities", []) == new
