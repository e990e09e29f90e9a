"""A leaver's special requests stay on the booking until the removal itself is made.

A model-in-the-loop run: the quote to remove the traveller's mother was put, and in the same turn the
model withdrew her 3 special requests (withdrawSpecialRequest) while she was still on the booking: had the
traveller said no to the removal, her needs would have been gone. A change quote lists the open requests
about who leaves (``requests_about_leavers``, sandbox/leaver_requests.py); they are kept on the quote
(``IssuedQuote.leaver_requests``), and while that removal is only quoted (not yet confirmed, not declined)
withdrawing one of them is refused: it can be withdrawn once confirmReschedule has made the removal, and a
no to the removal keeps it. Sessions recorded before this rule withdraw as before (``state.leaver_requests_kept``).

The same holds when the removal is quoted in the same response as the withdrawal (relay 48: previewReschedule
removing the husband and withdrawSpecialRequest of his vegetarian request, side by side, before any yes): the
workflow makes the response's other calls first and judges each withdrawal against the quotes they returned
(:func:`beside_removal`; sessions recorded before run them side by side, ``workflows.turn_patches``).
"""

from __future__ import annotations

from typing import Any, Optional

from agent.booking_records import IssuedQuote
from agent.state import ConversationState
from agent.tools.calls import error_result


def leaver_requests(data: dict[str, Any]) -> dict[int, str]:
    """A previewReschedule result's open requests about who leaves: number -> the request's words."""
    flagged = data.get("requests_about_leavers")
    out: dict[int, str] = {}
    for item in flagged if isinstance(flagged, list) else []:
        if isinstance(item, dict) and isinstance(item.get("number"), int):
            out[item["number"]] = str(item.get("request") or "")
    return out


def pending_removal(state: ConversationState) -> Optional[IssuedQuote]:
    """The change quote that removes someone with requests about them, while it is only quoted."""
    quote = state.after_payment.quotes.get("reschedule") if state.after_payment else None
    if quote is None or quote.purpose is not None or not quote.leaver_requests or quote.consent.answer == "no":
        return None
    return quote


def _names_one(inp: dict[str, Any], requests: dict[int, str]) -> Optional[int]:
    number = inp.get("request_number")
    if isinstance(number, int):
        return number if number in requests else None
    words = str(inp.get("request") or "").strip().casefold()
    for n, said in requests.items():
        if words and said and (words in said.casefold() or said.casefold() in words):
            return n
    return None


def withdraw_guard(inp: dict[str, Any], state: ConversationState) -> dict[str, Any]:
    """withdrawSpecialRequest: refused for a request about someone whose removal is only quoted."""
    quote = pending_removal(state) if state.leaver_requests_kept else None
    number = _names_one(inp, quote.leaver_requests) if quote else None
    if quote is None or number is None:
        return inp
    return _waits(number, quote.quote_id)


def _waits(number: int, quote_id: str) -> dict[str, Any]:
    return error_result(
        "LEAVER_STILL_BOOKED",
        f"Request {number} is about someone who leaves only when the change {quote_id} is confirmed; "
        "until then they are on the booking and the request stays (a no to the removal keeps it): it goes "
        "with the removal.",
        next_step="Do not withdraw it now. Once the traveller said yes and confirmReschedule has made the removal, "
        "withdraw it with withdrawSpecialRequest (as the traveller asked).",
    )


REMOVAL_PREVIEW = "previewReschedule"
WITHDRAW = "withdrawSpecialRequest"


def removal_beside(calls: list[tuple[str, dict[str, Any]]]) -> bool:
    """A response's calls (name, input) withdraw a request beside a change quote that removes someone."""
    names = [name for name, _ in calls]
    removes = any(
        name == REMOVAL_PREVIEW
        and (inp.get("remove_adults") or inp.get("remove_children_ages") or inp.get("remove_who"))
        for name, inp in calls
    )
    return removes and WITHDRAW in names


def beside_removal(inp: dict[str, Any], quoted: list[dict[str, Any]]) -> Optional[dict[str, Any]]:
    """A withdrawSpecialRequest made in the response that quoted a removal (``quoted``: the data of that response's
    previewReschedule results): refused while a request it names is about who that quote removes; None otherwise."""
    for data in quoted:
        number = _names_one(inp, leaver_requests(data))
        if number is not None:
            return _waits(number, str(data.get("quote_id") or "quoted in this response"))
    return None
