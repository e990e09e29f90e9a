"""An unpaid change withdrawn at its deadline as the session tells it, pure: when the booking is read,
what counts as withdrawn by the backend, what the traveller reads in each language, what the session
and the model's notice say afterwards."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from agent.aftercare import context_lines
from agent.booking_records import BookedFacts
from agent.money_frames import money_words
from agent.notices import add_notice
from agent.prompts.i18n import khmer_digits, local_date
from agent.timefmt import format_local
from agent.top_up_lapse import READ_AFTER, apply_lapse, lapse_due, withdrawn_by_backend
from tests.agent.test_top_up_expiry import NOW, owing

PAY_BY = NOW + timedelta(hours=24)


def changed(language: str = "EN", **book: object):
    """Paid for 2, then a third joined: the card shows 3, a top-up of $129 owed until PAY_BY."""
    state = owing(language, **{"top_up_pay_by": PAY_BY.isoformat().replace("+00:00", "Z"), **book})
    state.selected_trip_name = "Angkor Sunrise"
    state.booked = BookedFacts(travel_date="2026-06-01", end_date="2026-06-02", people_count=3, total_usd=387.0)
    return state


def restored(**extra: Any) -> dict[str, Any]:
    """The booking as the backend reads it once the change lapsed: 2 people, $258, nothing owed."""
    lapsed = {"changed": ["group"], "top_up_usd": 129.0, "pay_by": "2026-05-02T09:00:00Z"}
    return {
        "travel_date": "2026-06-01",
        "end_date": "2026-06-02",
        "people_count": 2,
        "group": {"adults": 2, "children_ages": []},
        "total_usd": 258.0,
        "amount_paid_usd": 258.0,
        "balance_due_usd": 0.0,
        "pending_top_up": None,
        "last_change": [],
        "unpaid_change_lapsed": lapsed,
        **extra,
    }


def test_the_booking_is_read_just_after_pay_by_once_while_the_change_is_owed() -> None:
    assert lapse_due(changed()) == PAY_BY + READ_AFTER
    assert lapse_due(changed(balance_due_usd=0)) is None  # paid: nothing lapses
    assert lapse_due(changed(status="CANCELLED")) is None
    assert lapse_due(changed(top_up_pay_by=None)) is None
    state = changed()
    state.after_payment.top_up_lapse_checked = state.after_payment.top_up_pay_by
    assert lapse_due(state) is None  # looked at once
    state.after_payment.top_up_pay_by = (PAY_BY + timedelta(days=1)).isoformat()
    assert lapse_due(state) == PAY_BY + timedelta(days=1) + READ_AFTER  # another change: its own deadline


def test_only_a_booking_that_says_its_change_lapsed_and_owes_nothing_counts_as_withdrawn() -> None:
    assert withdrawn_by_backend(restored())
    assert not withdrawn_by_backend(None)  # the backend could not be read
    assert not withdrawn_by_backend(restored(unpaid_change_lapsed=None))  # paid meanwhile
    assert not withdrawn_by_backend(restored(pending_top_up={"amount_usd": 129.0}, balance_due_usd=129.0))


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("EN", ("withdrawn", "Nothing was charged")),
        ("KH", ("ដកចេញ", "មិនមានការកាត់ប្រាក់")),
        ("ZH", ("撤回", "未扣任何款项")),
    ],
)
def test_the_traveller_reads_the_withdrawal_and_the_booking_as_it_was_in_the_sessions_language(language, words) -> None:
    state = changed(language)
    frame, _ = apply_lapse(state, restored())
    text = frame["text"]
    assert all(w in text for w in words)
    assert state.booking_ref in text and "Angkor Sunrise" in text
    at = format_local(datetime(2026, 5, 2, 9, tzinfo=UTC), state.time_zone)
    assert at and at in text  # when, in the traveller's zone
    people = khmer_digits(2) if language == "KH" else "2"
    assert f"{people} " in text and money_words(state, 258.0) in text  # the booking now, not the change
    assert local_date(language, "2026-06-01") in text
    assert frame["unpaid_change_withdrawn"] == {
        "booking_ref": "DLG-7F3K2Q",
        "top_up_usd": 129.0,
        "at": PAY_BY.isoformat(),
    }


def test_the_session_follows_the_restored_booking_and_the_model_is_told_not_to_repeat_it() -> None:
    state = changed(top_up_expiry_told="pi_top")
    state.notices = add_notice(state.notices, "top_up_expired", "QR expired", NOW, 1)
    before = "\n".join(context_lines(state, NOW, None))
    assert "balance_due_usd: 129.0" in before and "top_up_deadline" in before
    frame, note = apply_lapse(state, restored())
    book = state.after_payment
    assert (book.balance_due_usd, book.top_up_intent_id, book.top_up_pay_by, book.top_up_expires_at) == (
        0.0,
        None,
        None,
        None,
    )
    assert state.booked_facts().people_count == 2 and state.booked_facts().total_usd == 258.0
    after = "\n".join(context_lines(state, NOW, None))
    assert "balance_due_usd" not in after and "top_up" not in after and "awaiting payment" not in after
    assert "Do not announce it again" in note and frame["text"] in note and money_words(state, 129.0) in note
    state.notices = add_notice(state.notices, "unpaid_change_withdrawn", note, NOW, 2)
    assert [n.kind for n in state.notices if not n.answered] == ["unpaid_change_withdrawn"]  # the expiry is history
