"""A Confirm / Not now press on a quote card, and the buttons' words (the rules are in agent.consent;
the answer kept on each quote is agent.booking_records.QuoteConsent)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from agent.prompts import i18n

ConsentDecision = Literal["confirm", "decline"]


class ConsentFrame(BaseModel):
    """A Confirm / Not now press on a quote card (the page's ``consent`` frame, REST ``consent``)."""

    quote_id: str
    decision: ConsentDecision


def button_label(language: str, decision: str) -> str:
    """The words of the Confirm / Not now button (agent.prompts.i18n), also the text of the message a press sends."""
    return i18n.text(f"consent_{decision}", language)
