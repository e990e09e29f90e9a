"""cancelBooking of an unpaid reservation says its policy in the session's language (held-out batch G:
a Chinese session's reply after cancelling a reservation carried the English policy sentence)."""

from __future__ import annotations

import re

import pytest

from sandbox.i18n import TABLES
from sandbox.routes.bookings import CANCEL_POLICY

SCRIPT = {"KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_an_unpaid_reservations_cancellation_policy_is_in_the_sessions_language(sb, language):
    booking = sb.book("trip_013", user_id="user-a")
    done = sb.data("cancelBooking", {"booking_id": booking["booking_id"], "language": language})
    assert done["cancelled"] is True
    if language == "EN":
        assert done["policy"] == CANCEL_POLICY
        return
    assert done["policy"] == TABLES[language][CANCEL_POLICY]
    assert SCRIPT[language].search(done["policy"]) and not re.search(r"[A-Za-z]{3,}", done["policy"])
