"""Before paying, previewBooking tells what a later change costs: the date-change fee, the free-change days and
the swap rule's hours, the same numbers as sandbox/policy.py in every language (relay 31 L565 / L719: the $15
fee was told only after payment, the swap rule only once it applied)."""

from __future__ import annotations

import re

import pytest

from agent.prompts.i18n import khmer_digits
from sandbox import policy
from tests.sandbox.support import END, TRAVEL, Sandbox


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("trip", ["trip_001", "trip_004", "trip_013"])
def test_the_summary_tells_the_fee_and_the_swap_rule_before_paying(language: str, trip: str) -> None:
    body = {"trip_id": trip, "travel_date": TRAVEL, "end_date": END, "people_count": 2, "language": language}
    summary = Sandbox().data("previewBooking", body)
    text = summary["changes_after_paying"]
    numbers = [policy.FREE_CHANGE_DAYS, int(policy.LATE_CHANGE_FEE_PER_PERSON), policy.SWAP_HOURS]
    digits = [khmer_digits(n) if language == "KH" else str(n) for n in numbers]
    found = re.findall(r"[\d០-៩]+", text)
    assert found == digits, text  # each number of the policy, once, in the language's digits
    assert "moved_booking_rule" not in summary  # one text of the rules, not two
