"""A change quote shows the money it moves (relay 4, issue 37): a reschedule that refunds carries the
refund as its amount, on the card and in the model's context, never "$0" (the removal of a $189
traveller came as a card whose amount was $0 and a context line saying amount_usd=0.0)."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from hypothesis import given, strategies as st

from agent.aftercare import HANDLERS
from agent.booking_records import RefundRecord
from agent.consent_lines import change_quote_lines
from agent.prompts.context import render_context
from agent.quote_card import quote_frame
from agent.state import AgentState, ConversationState
from agent.timefmt import format_local

NOW = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)
money = st.decimals(min_value=0, max_value=5_000, places=2).map(float)


def paid_session() -> ConversationState:
    state = ConversationState.new("s", NOW, language="EN")
    state.booking_id, state.booking_ref, state.payment_status = "bk_1", "DLG-AAAAAA", "CONFIRMED"
    return state


@given(due=money, refund=money)
def test_a_change_quote_moves_the_money_it_names(due: float, refund: float) -> None:
    # the backend's netting gives one of them (or neither); both are drawn to state the rule for either
    refund = 0.0 if due > 0 else refund
    data = {"quote_id": "qt_1", "amount_due_usd": due, "refund_usd": refund, "kind": "reschedule"}
    state = paid_session()
    card = quote_frame("Shall I?", data, state, "previewReschedule")
    assert card is not None
    frame = card.frame()
    moved = refund if refund > 0 else due
    assert frame["amount_usd"] == moved
    assert frame["amount_is"] == ("refund" if refund > 0 else "due")
    HANDLERS["previewReschedule"](state, {}, data, NOW)
    (line,) = change_quote_lines(state)
    named = f"refund_usd={refund}" if refund > 0 else f"amount_usd={due}"
    assert named in line
    if refund > 0:
        assert "amount_usd=0" not in line


def test_a_cancellation_card_is_its_refund() -> None:
    data = {"quote_id": "qt_2", "refund_usd": 350.4, "refund_pct": 50, "kind": "cancellation"}
    frame = quote_frame("Cancel?", data, paid_session(), "previewCancellation")
    assert frame is not None and frame.frame()["amount_usd"] == 350.4 and frame.frame()["amount_is"] == "refund"


@given(
    due=money,
    back=money,
    charges=money,
    hour=st.integers(0, 23),
)
def test_the_context_says_what_is_owed_either_way_together(due: float, back: float, charges: float, hour: int) -> None:
    """A top-up owed while a refund is on its way: the status line says both (relay 4: $96 asked while
    $189 was due back, nothing said); the fees are added to the price, not read as an overpayment
    (relay 5); a refund's expected day is the traveller's own (relay 4: the UTC day was a day early
    in Cambodia)."""
    state = paid_session()
    state.state = AgentState.POST_BOOKING
    state.selected_trip_name, state.quoted_total_usd = "Angkor", 700.8
    state.travel_dates = {"start": "2026-12-23", "end": "2026-12-25"}
    book = state.current_ledger()
    book.balance_due_usd, book.charges_usd, book.amount_paid_usd = due, charges, 889.8
    expected = datetime(2026, 12, 3, hour, 40, tzinfo=UTC)
    if back:
        book.refunds = [
            RefundRecord(refund_id="rf_1", amount_usd=back, status="PENDING", expected_by=expected.isoformat())
        ]
    state.after_payment = book
    text = render_context(state, NOW, None)
    status = next(line for line in text.splitlines() if line.startswith("- booking_status:"))
    assert (f"change awaiting payment of ${due:g}" in status) is (due > 0)
    assert (f"refund of ${back:g} is on its way" in status) is (back > 0)
    paid_line = next(line for line in text.splitlines() if line.startswith("- paid_booking:"))
    adds_up = abs(889.8 - back + due - (700.8 + charges)) < 0.005  # the sum is stated only when it adds up
    assert (f" + ${charges:.2f} kept under the cancellation policy" in paid_line) is (charges > 0 and adds_up)
    # only the unpaid top-up is said as owed, never the whole (relay 9)
    assert re.findall(r"owed \$([\d.]+)", paid_line) == ([f"{due:.2f}"] if due else []), paid_line
    if back:
        refund_line = next(line for line in text.splitlines() if line.startswith("- refund: rf_1"))
        assert format_local(expected, None) in refund_line and expected.isoformat() not in refund_line


dates = st.dates(min_value=datetime(2027, 1, 1).date(), max_value=datetime(2027, 12, 31).date())


@given(old=dates, new=dates, before=st.integers(1, 6), after=st.integers(1, 6))
def test_a_change_card_shows_the_booking_after_the_change(old, new, before, after) -> None:
    """The card's dates, group and days to departure are those of the quote's booking, never the old
    one's (relay 11: "42 days to departure", counted to the old date, on a move to a date 39 days away)."""
    current = {"travel_date": old.isoformat(), "people_count": before, "days_before_travel": (old - NOW.date()).days}
    proposed = {"travel_date": new.isoformat(), "people_count": after, "days_before_travel": (new - NOW.date()).days}
    data = {
        "quote_id": "qt_3",
        "kind": "reschedule",
        "amount_due_usd": 0.0,
        "days_before_travel": current["days_before_travel"],
        "current": current,
        "proposed": proposed,
    }
    details = quote_frame("Shall I?", data, paid_session(), "previewReschedule").frame()["details"]  # type: ignore[union-attr]
    assert details["days_before_travel"] == proposed["days_before_travel"]
    assert details.get("new_travel_date") == (new.isoformat() if new != old else None)
    assert details.get("new_people_count") == (after if after != before else None)
