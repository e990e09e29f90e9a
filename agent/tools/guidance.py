"""Every error result the model sees names the next step.

Backend and validation errors arrive with a code and a message written for the traveller; this
table adds ``next_step``: what the model should do about it. Codes are the contract's error codes
(backend envelope), the tool layer's own (``TIMEOUT``, ``BACKEND_ERROR``...) and the workflow's
guards (``NOT_AVAILABLE_NOW``, ``NEEDS_CONFIRMATION``...).
"""

from __future__ import annotations

import copy
import re
from typing import Any, Optional

from agent.card_length import lengths_said, with_card_days
from agent.repeat_search import CARDS_ON_SCREEN, SEARCH_TOOL, draws_cards
from agent.result_money import one_account
from agent.status_words import with_labels
from agent.tools.compact import compact
from agent.tools.first_steps import as_first_step
from agent.tools.schemas import BACKEND_BODIES, TOOLS_BY_NAME

# Issue 41: the two input refusals name their fields in the next step itself ({fields}: what the
# error's fields / details name); an error that names none gets NO_FIELD_NAMED instead of a pointer
# to "the fields named in the error details" that were not there (a reschedule refusal).
FIELD_STEPS: dict[str, str] = {
    "INVALID_INPUT": "Fix {fields} (ask the traveller only for what is missing or wrong), then call the tool again.",
    "VALIDATION_FAILED": "Ask the traveller again for just {fields}, then call the tool again with the corrected "
    "values.",
}
NO_FIELD_NAMED = (
    "The error names no field: tell the traveller in your words what its message says, ask what they would like "
    "instead, and call the tool again only with a changed input."
)
NEXT_STEPS: dict[str, str] = {
    "INVALID_INPUT": FIELD_STEPS["INVALID_INPUT"].format(fields="the fields the error names"),
    "VALIDATION_FAILED": FIELD_STEPS["VALIDATION_FAILED"].format(fields="the fields the error names"),
    "NOT_FOUND": "Use an id that a previous tool result returned (e.g. a trip id from getTripSuggestions); "
    "do not guess ids.",
    "NOT_AVAILABLE": "Tell the traveller this option is not available and offer another date, group size or trip.",
    "HOLD_EXPIRED": "The payment hold ended. If the traveller still wants the same trip, createBooking renews "
    "the same booking on its reference (with the summary they confirmed, or previewBooking and their yes "
    "when something changed); then generatePaymentQR for a new QR code.",
    "HOLD_ACTIVE": "The booking's hold is still live: do not book it again. Pay it with its QR code "
    "(generatePaymentQR for the session's booking if none is shown), or change it with modifyBooking.",
    "PRICE_CHANGED": "Nothing was reserved. Call previewBooking again, show the traveller the new total "
    "and ask them to confirm it before createBooking.",
    "ALREADY_PAID": "This booking is paid. For date changes or cancellation use the post-booking tools "
    "and state the amounts first; otherwise give the support contact.",
    "INVALID_DISCOUNT_CODE": "Tell the traveller the code is not valid; never invent another code.",
    "UNAUTHORIZED": "Apologise for a technical problem and offer the support contact; do not retry.",
    "SERVICE_BUSY": "Apologise briefly and offer to try again in a moment.",
    "TIMEOUT": "Tell the traveller the service did not answer in time and offer to try again.",
    "BACKEND_ERROR": "Tell the traveller the service is having trouble and offer to try again or the support contact.",
    "SIGNAL_FAILED": "Tell the traveller the confirmation is delayed; check again with checkPaymentStatus.",
    "UNKNOWN_TOOL": "Use only the tools you were given.",
    "NOT_PAID": "This booking is not paid yet: a reservation is changed with modifyBooking or cancelBooking "
    "(or paid with its QR code); previewReschedule / previewCancellation are for paid bookings.",
    "QUOTE_FOR_INFORMATION": "That quote only informed the traveller: nothing was cancelled or changed. If they ask "
    "for it, preview again with purpose 'cancel' (previewCancellation) or 'change' (previewReschedule), state the "
    "amount and wait for their yes.",
    "QUOTE_USED": "This change was already confirmed: tell the traveller it is done (the booking shows the new "
    "details); for another change call the preview tool again.",
    "QUOTE_EXPIRED": "The quote is older than 15 minutes: call the preview tool again, state the new amount and "
    "ask the traveller to confirm it.",
    "QUOTE_STALE": "The booking changed since this quote: call the preview tool again, state the new amount and "
    "ask the traveller to confirm it.",
    "TRIP_STARTED": "The trip has started: it can no longer be changed or cancelled here; give the support contact.",
    "TOO_LATE_TO_CHANGE": "It is too late to change this booking under the policy; explain the policy and give the "
    "support contact.",
    "BALANCE_DUE": "A previous change is not paid yet: ask the traveller to pay the top-up QR first (or, when "
    "details give net_refund_how, offer that), then try again.",
    "BOOKING_CANCELLED": "This booking is cancelled: tell the traveller; a new booking can carry the request.",
    "TRIP_ENDED": "The trip has ended: give the support contact for anything about it.",
    "LOOP_LIMIT": "Stop calling tools and answer the traveller with what you have.",
}

DEFAULT_NEXT_STEP = "Tell the traveller plainly what failed and offer an alternative."


def with_next_step(result: dict[str, Any]) -> dict[str, Any]:
    """``result`` (a contract envelope) with ``error.next_step`` filled when it failed and had none."""
    if not isinstance(result, dict) or result.get("success"):
        return result
    error = result.get("error")
    if not isinstance(error, dict) or error.get("next_step"):
        return result
    out = copy.copy(result)
    out["error"] = {**error, "next_step": next_step_for(error.get("code"), error)}
    return out


#: Every input field of every tool (what a backend error's details may name).
INPUT_FIELDS = frozenset(
    key for tool in [*TOOLS_BY_NAME.values(), *BACKEND_BODIES.values()] for key in tool["input_schema"]["properties"]
)


# A field its message names: a path of an input field ("remove_day.day: Field required"), written as code
# (with "_" or "."), followed by ":" or quoted; "day" in a sentence is a word, not a field.
_IN_MESSAGE = re.compile(r"'([a-z_][a-z0-9_.]*)'|\b([a-z][a-z0-9]*(?:[_.][a-z0-9_]+)+|[a-z]+(?=:))")


def named_fields(error: dict[str, Any]) -> list[str]:
    """The fields an error names: its ``fields`` / ``details.fields`` lists, or the input fields
    among its details' keys (the backend's VALIDATION_FAILED puts a refused field there with its
    value; flags such as ``renewable`` are not fields), else the input fields its message names (relay 48
    req 23: "remove_day.day: Field required" was followed by "The error names no field")."""
    raw = error.get("details")
    details: dict[str, Any] = raw if isinstance(raw, dict) else {}
    listed = [*(error.get("fields") or []), *(details.get("fields") or [])]
    if listed:
        return [str(f) for f in listed if str(f)]
    keys = [str(k) for k in details if k in INPUT_FIELDS]
    if keys:
        return keys
    said = (m.group(1) or m.group(2) for m in _IN_MESSAGE.finditer(str(error.get("message") or "")))
    return list(dict.fromkeys(f for f in said if f.split(".")[0] in INPUT_FIELDS))


def next_step_for(code: Optional[str], error: Optional[dict[str, Any]] = None) -> str:
    key = str(code or "")
    if key in FIELD_STEPS and error is not None:
        fields = named_fields(error)
        return FIELD_STEPS[key].format(fields="; ".join(fields)) if fields else NO_FIELD_NAMED
    return NEXT_STEPS.get(key, DEFAULT_NEXT_STEP)


_INLINE_PREFIX = "data:"
_SHOWN = "shown to the traveller in the app"


def _strip_blobs(value: Any) -> Any:
    if isinstance(value, str) and value.startswith(_INLINE_PREFIX):
        kind = value[len(_INLINE_PREFIX) :].split(";", 1)[0] or "file"
        return f"<{kind} {_SHOWN}>"
    if isinstance(value, dict):
        return {k: _strip_blobs(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_strip_blobs(v) for v in value]
    return value


# Fields for the app's cards only (the traveller's frame keeps them): never read by the model
# (qr_payload: the text inside the QR image, which the model never quotes).
_CARD_ONLY = frozenset({"image_url", "match_score", "qr_payload"})
_LANGUAGE_SUFFIX = {"EN": "_en", "KH": "_kh", "ZH": "_zh"}


def _said_by_reasons(key: str, item: Any, trip: dict[str, Any]) -> bool:
    """A suggested trip's ``does_not_fit`` codes and ``fits_request: false``, which its
    ``does_not_fit_reasons`` say (sandbox/suggest_why.py: each reason is led by its code)."""
    return "does_not_fit_reasons" in trip and (key == "does_not_fit" or (key == "fits_request" and item is False))


def _for_language(value: Any, language: str) -> Any:
    """``value`` without what a session in ``language`` does not need: names and texts in the
    other languages (``name_kh`` in an English session), a same-language copy equal to its base
    field (``name_en`` == ``name``), card-only fields, and in English a trip's ``does_not_fit`` codes
    and ``fits_request`` beside its ``does_not_fit_reasons``."""
    if isinstance(value, list):
        return [_for_language(v, language) for v in value]
    if not isinstance(value, dict):
        return value
    own = _LANGUAGE_SUFFIX.get(language, "_en")
    out = {}
    for key, item in value.items():
        suffix = next((s for s in _LANGUAGE_SUFFIX.values() if key.endswith(s)), None)
        if key in _CARD_ONLY or (_said_by_reasons(key, item, value) and language == "EN"):
            continue  # an English model reads the reasons, each led by its code (KH / ZH: the codes' words)
        if suffix is not None and suffix not in (own, "_en"):
            continue  # another language's text
        if suffix is not None and value.get(key[: -len(suffix)]) == item:
            continue  # the same text as its base field
        out[key] = _for_language(item, language)
    return out


def _cards_said(result: dict[str, Any], tool: Optional[str]) -> dict[str, Any]:
    """A search whose trips are drawn as cards tells the model so (``cards_on_screen``)."""
    data = result.get("data")
    if tool != SEARCH_TOOL or not result.get("success") or not isinstance(data, dict) or not draws_cards(data):
        return result
    trips = [t for t in data["trips"] if isinstance(t, dict)]
    said = " ".join(part for part in (CARDS_ON_SCREEN, lengths_said(trips)) if part)
    return {**result, "data": {**data, "cards_on_screen": said}}


def _card_days(result: dict[str, Any], tool: Optional[str]) -> dict[str, Any]:
    """A search drawn as cards: each trip with the length its card shows where it is not the package's (read before
    compaction: the rule reads the budget fit the model's view leaves out)."""
    data = result.get("data")
    if tool != SEARCH_TOOL or not result.get("success") or not isinstance(data, dict) or not draws_cards(data):
        return result
    return {**result, "data": {**data, "trips": with_card_days([t for t in data["trips"] if isinstance(t, dict)])}}


def for_model(result: dict[str, Any], language: Optional[str] = None, tool: Optional[str] = None) -> dict[str, Any]:
    """What the model reads of a tool result: inline images (QR codes) replaced by a short
    reference (the traveller's frame keeps the image), and a next step on every error. Given the
    session's ``language``, also without the fields that language does not need, and never with
    null fields or values a nested object repeats from its parent (agent.tools.compact, issue 23);
    in a KH or ZH session every code a traveller may be told about has its words beside it
    (``status_label``, agent.status_words, issue 38); a search drawn as cards says so. A paid booking's money
    is one account (``money_account``, agent/result_money.py) in place of its several paid figures."""
    result = as_first_step(result, tool)  # changePickup put to the traveller: no error (agent.tools.first_steps)
    result = _cards_said(compact(with_next_step(_card_days(_strip_blobs(result), tool)), tool), tool)
    shown = with_labels(_for_language(result, language), language) if language else result
    return one_account(shown, language)
