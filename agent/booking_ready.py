"""What a booking summary still lacks before its Confirm can book (issue 38).

Two relay travellers (KH, ZH) pressed Confirm on the booking summary and were only then asked for
their name and phone: the press booked nothing. createBooking needs the travel date (every summary
has it), a pickup that is a place (not for a self-drive trip), and a validated name and phone
(agent.tools.guards). The summary card offers Confirm / Not now only when nothing of that is
missing; otherwise it lists what is (``needs``, keys the page translates) and the model is told to
ask for it first (agent.tools.dispatch.stamp_quote, the session context). Pure.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from agent.state import ConversationState

# An arrangement written where a place belongs (relay j36: "No pickup: traveller meets the group at
# its hotel in Sen Monorom" became "The driver meets you at No pickup: …" on the booking)
NOT_A_PLACE = re.compile(r"^\s*(?:none|n/?a|nil)\b|no pickup|own way|meets? the group", re.IGNORECASE)

#: what createBooking needs beyond the summary, in the order a traveller is asked for it
NEEDED = ("travel_date", "customer_name", "customer_phone", "pickup_location")
# the model's words for each, in its next step
_WORDS = {
    "travel_date": "the start date",
    "customer_name": "the traveller's full name",
    "customer_phone": "their phone number",
    "pickup_location": "the pickup place (a hotel or an address)",
}


def missing_before_confirm(
    state: ConversationState, summary: Optional[dict[str, Any]] = None, validating: bool = False
) -> list[str]:
    """The keys of :data:`NEEDED` that createBooking would still refuse the summary for (``summary``:
    the previewBooking result, else the session's open summary; ``validating``: a validateUserDetails
    runs beside it, so name and phone are being checked now)."""
    quote = state.booking_quote
    data = summary if summary is not None else (quote.model_dump() if quote is not None else {})
    missing: list[str] = []
    if not data.get("travel_date"):
        missing.append("travel_date")
    for key, value in (("customer_name", state.customer_name), ("customer_phone", state.customer_phone)):
        if not (validating or value):  # recorded by a valid validateUserDetails, each on its own
            missing.append(key)
    transport = data.get("transport") or state.transport
    pickup = data.get("pickup_location") or state.pickup_location
    if (pickup and NOT_A_PLACE.search(pickup)) or (not pickup and transport != "self_drive"):
        missing.append("pickup_location")  # an arrangement is never a pickup; a self-drive needs none
    return missing


def ask_first(missing: list[str]) -> str:
    """The model's next step for a summary that cannot be confirmed yet."""
    wanted = ", ".join(_WORDS[k] for k in missing)
    # the name and phone steps only when one of them is missing (relay run 52 req 12: asked beside a valid check)
    contact = {"customer_name", "customer_phone"} & set(missing)
    check = " (name and phone together), check name and phone with validateUserDetails," if contact else ","
    return (
        f"This summary cannot be confirmed yet: DerLg still needs {wanted}. The summary card shows no Confirm "
        f"button; it lists what is missing. Show the summary and ask for what is missing now{check} then call "
        "previewBooking again: that summary gets the Confirm button. Do not ask 'Shall I book this?' before then."
    )
