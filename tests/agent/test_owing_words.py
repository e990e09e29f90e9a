"""A paid booking whose change owes its top-up is never said plainly confirmed (issue 37, relay 28 req 34).

For every language, group before and after, amount and deadline: the status words name who the booking is
paid and confirmed for, the amount owed and the deadline; a booking owing nothing says confirmed alone."""

from __future__ import annotations

import re

import pytest

from agent.moment_words import said_moment
from agent.status_words import STATUS, context_status_note, with_labels

PAY_BY = "2026-11-30T08:41:59+00:00"


def _booking(before: int, after: int, amount: float, state: str) -> dict:
    owed = state.startswith("BALANCE_DUE")
    return {
        "status": "CONFIRMED",
        "people_count": after,
        "payment_state": state,
        "pending_top_up": {
            "amount_usd": amount,
            "pay_by": PAY_BY,
            "pay_by_local": "2026-11-30 15:41 ICT",  # as the model reads it (agent/display.py)
            "paid_for_people_count": before,
        }
        if owed
        else None,
    }


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
@pytest.mark.parametrize(("before", "after"), [(4, 6), (3, 2), (5, 5), (1, 7)])
@pytest.mark.parametrize("amount", [888.0, 30.0, 386.4])
@pytest.mark.parametrize("state", ["PAID", "BALANCE_DUE", "BALANCE_DUE_AND_REFUND_PENDING", "REFUND_PENDING"])
def test_status_words_say_who_is_confirmed_and_what_is_owed(
    lang: str, before: int, after: int, amount: float, state: str
) -> None:
    said = with_labels({"booking": _booking(before, after, amount, state)}, lang)["booking"].get("status_label")
    if not state.startswith("BALANCE_DUE"):
        assert said == (None if lang == "EN" else STATUS["CONFIRMED"][{"KH": 0, "ZH": 1}[lang]])
        return
    assert said is not None
    numbers = [int(n) for n in re.findall(r"(?<![\d.:])\d+(?![\d.:])", said)]
    assert f"{amount:g}" in said  # the amount owed
    assert said_moment("2026-11-30 15:41 ICT", lang) in said  # the deadline, in Cambodia time
    assert before in numbers  # who the paid booking is confirmed for
    if before != after:
        assert after in numbers  # who the change is for
    assert said != STATUS["CONFIRMED"][{"KH": 0, "ZH": 1}.get(lang, 1)]


@pytest.mark.parametrize("lang", ["KH", "ZH"])
@pytest.mark.parametrize("owed", [0.0, 888.0])
def test_context_never_says_plain_confirmed_while_owing(lang: str, owed: float) -> None:
    note = context_status_note("CONFIRMED", owed, PAY_BY if owed else None, lang)
    plain = f"the traveller's words: {STATUS['CONFIRMED'][{'KH': 0, 'ZH': 1}[lang]]}"
    assert (note == plain) == (owed == 0)
    if owed:
        assert "888" in note and said_moment(PAY_BY, lang) in note
