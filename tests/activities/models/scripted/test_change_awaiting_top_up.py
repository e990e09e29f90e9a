"""A change awaiting its top-up is said as pending with the change's own dates and group, never "done" with the
booking as paid (held-out batch S: "Done: booking now runs <the old dates>" after a move whose $15 fee was unpaid);
a head count of one is "1 person" in every phrase of a paid booking's change."""

from __future__ import annotations

from typing import Any

import pytest

from activities.models.scripted import aftercare
from activities.models.scripted.aftercare_phrases import PHRASES
from activities.models.scripted.window import Call, View
from agent.result_money import confirmed_as_paid

PAID = {"travel_date": "2026-12-05", "end_date": "2026-12-07", "people_count": 1, "total_usd": 159.0}
AFTER = {"travel_date": "2026-12-06", "end_date": "2026-12-08", "people_count": 1, "total_usd": 159.0}


def _confirmed(booking: dict[str, Any], payment: Any) -> Call:
    data = {"booking": booking, "payment": payment, "refund": None}
    return Call(index=1, id="t1", name="confirmReschedule", input={}, result={"success": True, "data": data})


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_a_change_awaiting_its_top_up_is_pending_with_its_new_dates(lang: str) -> None:
    owed = {"amount_usd": 15.0, "changed": ["dates"], "paid_for": PAID, "status": "CHANGE_AWAITING_PAYMENT"}
    # as the model reads it: the top level is the booking as paid, the change under pending_top_up.after_top_up
    booking = confirmed_as_paid({"booking_ref": "DLG-X", "status": "CONFIRMED", **AFTER, "pending_top_up": owed})
    reply = str(aftercare._answer(View(ctx={"preferred_language": lang}, tools=set(), messages=[]),
                                  _confirmed(booking, {"amount": 15.0})))  # fmt: skip
    assert "2026-12-06 → 2026-12-08" in reply, reply
    assert "2026-12-05" not in reply, reply
    assert PHRASES["moved"][lang].split("{")[0] not in reply, reply  # never "Done" while the top-up is unpaid


def test_a_change_paid_in_full_is_done_for_one_person() -> None:
    booking = {"booking_ref": "DLG-X", "status": "CONFIRMED", **AFTER, "pending_top_up": None}
    reply = str(aftercare._answer(View(ctx={"preferred_language": "EN"}, tools=set(), messages=[]),
                                  _confirmed(booking, None)))  # fmt: skip
    assert reply.count("Done: booking DLG-X now runs 2026-12-06 → 2026-12-08 for 1 person.") == 1, reply
    assert "1 people" not in reply
