"""What the change tools tell the model for a Khmer or Chinese session is in that language: no
sentence of the policy, the moved-booking rule or a note reaches a KH/ZH session in English (the
model pastes what it is given)."""

from __future__ import annotations

import re
from typing import Any, Iterator

import pytest

from tests.sandbox.support import Sandbox
from tests.sandbox.test_changes import paid

SCRIPT = {"KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u3400-\u9fff]")}
LATIN_WORDS = re.compile(r"[A-Za-z]{2,}(?:[ '-][A-Za-z]{2,}){5,}")  # six Latin words in a row


def strings(value: Any, where: str = "") -> Iterator[tuple[str, str]]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield from strings(item, f"{where}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from strings(item, f"{where}[{i}]")
    elif isinstance(value, str):
        yield where, value


def english_sentences(result: dict[str, Any], language: str) -> list[str]:
    return [
        f"{where}: {text[:80]}"
        for where, text in strings(result)
        if LATIN_WORDS.search(text) and not SCRIPT[language].search(text)
    ]


@pytest.mark.parametrize("language", ["KH", "ZH"])
def test_cancellation_quote_and_confirmation_speak_the_sessions_language(language: str) -> None:
    sb = Sandbox()
    bid = paid(sb)["booking_id"]
    quote = sb.data("previewCancellation", {"booking_id": bid, "language": language})
    assert english_sentences(quote, language) == []
    done = sb.data("confirmCancellation", {"booking_id": bid, "quote_id": quote["quote_id"], "language": language})
    assert english_sentences(done, language) == []


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_the_summary_states_the_moved_booking_rule_before_paying(language: str) -> None:
    from sandbox.i18n import tr
    from sandbox.i18n.paying_rule_texts import CHANGES_AFTER_PAYING
    from tests.sandbox.support import END, TRAVEL

    sb = Sandbox()
    body = {"trip_id": "trip_001", "travel_date": TRAVEL, "end_date": END, "people_count": 2, "language": language}
    summary = sb.data("previewBooking", body)
    assert summary["changes_after_paying"] == tr(CHANGES_AFTER_PAYING, language)  # with the fee and the swap rule
    assert language == "EN" or SCRIPT[language].search(summary["changes_after_paying"])
