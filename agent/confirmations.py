"""Two-step confirmation for anything that books or moves money.

Step 1 (a preview tool) shows the traveller an amount and gets a ``quote_id`` issued in turn N.
Step 2 (the confirming tool) must carry that ``quote_id`` and may run only in a turn after N,
i.e. after the traveller has answered the preview. The model cannot preview and confirm in one
breath, and a stale or invented quote id is refused with the next step.

Turns are counted by the workflow (``ConversationState.turn``, one per traveller message).
"""

from __future__ import annotations

from typing import Any, Optional

from agent.tools.calls import error_result


def quote_id_for(kind: str, turn: int, serial: int) -> str:
    """A deterministic id (workflow code must not use randomness): ``Q-booking-7-1``."""
    return f"Q-{kind}-{turn}-{serial}"


_INFORMATION = {  # kind: (what its quote does, its preview tool, the purpose that acts)
    "cancellation": ("cancel", "previewCancellation", "cancel"),
    "reschedule": ("change the booking", "previewReschedule", "change"),
}


def information_refusal(quote_id: str, kind: str = "cancellation", said_yes: bool = False) -> dict[str, Any]:
    """confirmCancellation / confirmReschedule after a quote asked for information only (it does nothing).
    ``said_yes``: the traveller said yes to its figures once shown (agent.consent_figures)."""
    does, preview, purpose = _INFORMATION[kind]
    if said_yes:
        return error_result(
            "QUOTE_FOR_INFORMATION",
            f"The last {kind} quote ({quote_id}) was for information and cannot {does}; the traveller said yes "
            "to the figures it showed.",
            next_step=f"Call {preview} with purpose '{purpose}' and exactly the same change: when its figures "
            "are identical it carries their yes, so confirm it with its quote_id at once, without asking again. "
            "If any figure differs, show the new one and wait for their yes.",
        )
    return error_result(
        "QUOTE_FOR_INFORMATION",
        f"The last {kind} quote ({quote_id}) only told the traveller what it would cost or give back; it "
        f"cannot {does}, and nothing they said after it agreed to it.",
        next_step=f"If the traveller asks to {does}, call {preview} with purpose '{purpose}', state the "
        "amount and wait for their yes to that quote; otherwise do nothing.",
    )


def check_confirmation(
    kind: str,
    quote_id: Optional[str],
    issued_quote_id: Optional[str],
    issued_turn: Optional[int],
    current_turn: int,
    preview_tool: str,
) -> Optional[dict[str, Any]]:
    """None when ``quote_id`` confirms the open quote; otherwise a refusal naming the next step."""
    if issued_quote_id is None or issued_turn is None:
        return error_result(
            "NEEDS_PREVIEW",
            f"There is no {kind} summary to confirm yet.",
            next_step=f"Call {preview_tool}, show the traveller the summary and amount, and ask them to confirm.",
        )
    if quote_id != issued_quote_id:
        return error_result(
            "QUOTE_MISMATCH",
            f"quote_id {quote_id!r} is not the {kind} summary the traveller was shown (that is {issued_quote_id!r}).",
            # never "use the open quote": it may be one the traveller turned down (relay 18 req 55: two
            # add-ons priced, one wanted; the step named the refused one's quote)
            next_step=f"Call {preview_tool} again with exactly the {kind} the traveller agreed to, state its "
            f"amount and wait for their yes to that quote. {issued_quote_id!r} was shown last: confirm it only "
            "if it is exactly what they said yes to.",
        )
    if current_turn <= issued_turn:
        return error_result(
            "NEEDS_CONFIRMATION",
            f"The traveller has not answered the {kind} summary yet.",
            next_step="Show the summary and ask the traveller to confirm; call again after they say yes.",
        )
    return None
