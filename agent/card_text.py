"""What a traveller's card may say (issue 28): text written for the model never reaches a card.

A failed tool result carries a ``message`` and a ``next_step`` written for the model ("The traveller
already paid ...", "call previewBooking ..."). A model that quotes them (the offline scripted model
does, a real one may) would show the traveller internal wording on a card. :func:`traveller_text`
runs on every turn's text before the formatter builds frames: every ``next_step`` of the turn's
failed results, every ``message`` that reads as internal (speaks of "the traveller", names a tool,
a field or an error code) or has its own sentence in :data:`SAY`, and every bare error code are
replaced by a sentence for the traveller in their language. Everything else in the text is left as the model wrote it.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from agent.tools.calls import ToolOutcome
from agent.tools.guidance import with_next_step

_INTERNAL = re.compile(
    r"(?i:\bthe travell?er'?s?\b)"  # written about the traveller, not to them
    r"|\b[a-z]+[A-Z][A-Za-z]*\b"  # a tool name (previewBooking)
    r"|\b[A-Z]{2,}(?:_[A-Z]+)+\b"  # an error code (LATE_PAYMENT_ON_FILE)
    r"|\b[a-z]+_[a-z_]+\b"  # a field (quote_id)
)
_CODE_LIKE = re.compile(r"[A-Z][A-Z_]{3,}")  # an error code as the results carry it
_MIN_FRAGMENT = 8  # shorter strings are too common to replace safely

SAY: dict[str, dict[str, str]] = {
    "LATE_PAYMENT_ON_FILE": {
        "EN": "you have already paid for this trip, so there is nothing more to pay or book: our team applies "
        "your payment to it or refunds it in full.",
        "KH": "អ្នកបានបង់ប្រាក់សម្រាប់ដំណើរកម្សាន្តនេះរួចហើយ មិនចាំបាច់បង់ ឬកក់ម្តងទៀតទេ៖ "
        "ក្រុមការងាររបស់យើងនឹងប្រើការទូទាត់របស់អ្នក ឬបង្វិលសងវិញទាំងស្រុង។",
        "ZH": "您已为此行程付款，无需再次付款或预订：我们的团队会将这笔款项用于该行程，或全额退款。",
    },
    "": {
        "EN": "that step did not work just now.",
        "KH": "ជំហាននោះមិនដំណើរការនៅពេលនេះទេ។",
        "ZH": "这一步暂时没有成功。",
    },
}


def replacement(code: str, lang: str) -> str:
    table = SAY.get(code) or SAY[""]
    return table.get(lang) or table["EN"]


def is_internal(fragment: str) -> bool:
    return bool(_INTERNAL.search(fragment))


def _errors(outcomes: Iterable[ToolOutcome]) -> list[dict[str, Any]]:
    errors = []
    for outcome in outcomes:
        # what the model read: with the next step the tool layer adds (agent/tools/guidance.py)
        error = with_next_step(outcome.result).get("error") if not outcome.ok else None
        if isinstance(error, dict):
            errors.append(error)
    return errors


def traveller_text(text: str, outcomes: list[ToolOutcome], lang: str) -> str:
    """``text`` with every internal error wording of this turn's failed results replaced."""
    if not text:
        return text
    errors = _errors(outcomes)
    if not errors:
        return text
    original = text
    codes = {str(e.get("code")) for e in errors if e.get("code")}
    for error in errors:
        code = str(error.get("code") or "")
        said = replacement(code, lang)
        for key in ("next_step", "message"):
            fragment = error.get(key)
            if not isinstance(fragment, str) or len(fragment.strip()) < _MIN_FRAGMENT:
                continue
            fragment = fragment.strip()
            if fragment in text and (key == "next_step" or code in SAY or is_internal(fragment)):
                text = text.replace(fragment, "" if said in text else said)
    for code in codes:
        if _CODE_LIKE.fullmatch(code):
            text = re.sub(rf"\(?\b{re.escape(code)}\b\)?", "", text)
    return text if text == original else re.sub(r"[ \t]{2,}", " ", text).strip()
