"""A Confirm / Not now press on a quote card, and the buttons' words (the rules are in agent.consent;
the answer kept on each quote is agent.booking_records.QuoteConsent)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

ConsentDecision = Literal["confirm", "decline"]


class ConsentFrame(BaseModel):
    """A Confirm / Not now press on a quote card (the page's ``consent`` frame, REST ``consent``)."""

    quote_id: str
    decision: ConsentDecision


# The words of the Confirm / Not now buttons, also the text of the message a press sends.
BUTTON_LABELS: dict[str, dict[str, str]] = {
    "EN": {"confirm": "Yes, confirm", "decline": "Not now"},
    "KH": {"confirm": "បាទ/ចាស យល់ព្រម", "decline": "មិនទាន់ទេ"},
    "ZH": {"confirm": "是的，确认", "decline": "先不要"},
}


def button_label(language: str, decision: str) -> str:
    return BUTTON_LABELS.get(language, BUTTON_LABELS["EN"])[decision]
