"""A "not yet" under the booking summary (EN / KH / ZH): the summary stays open for the yes.

The product keeps things as they are on a "not yet" or "let me think" (agent.consent_later keeps the quote open); the
offline model answers a question said beside it and asks again for the yes, never "what would you like to change?"
(held-out batch AA: "先别订，等等。那几天海边会下雨吗？" lost its weather question and the yes after it was shown the
summary a second time).
"""

from __future__ import annotations

from agent.consent_later import defers
from agent.consent_words import classify

CONFIRM_QUESTIONS = ("ask_confirm_booking", "ask_confirm_reserve", "ask_rereserve")


def waits(text: str) -> bool:
    """The traveller asks for time and refuses nothing ("not yet", "先别订，等等", "ចាំសិន មិនទាន់កក់ទេ")."""
    return defers(text, lambda part: (classify(part, "booking"),), later=True)
