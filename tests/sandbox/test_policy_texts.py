"""Every policy text in every language, with the same numbers (issue 37, relay 18: the full reschedule
policy reached KH and ZH sessions in English). For each policy sentence a quote states, the Khmer and the
Chinese text exist, are written in their script (no English words), and carry exactly the English text's
numbers (days, fee, percentages, ages); previewReschedule states the policy in the session's language."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from sandbox import policy
from sandbox.i18n import TABLES
from tests.sandbox.test_change_prices import family, preview

TEXTS = {
    "CANCELLATION_POLICY": policy.CANCELLATION_POLICY,
    "MOVED_BOOKING_RULE": policy.MOVED_BOOKING_RULE,
    "PENDING_REFUND_RULE": policy.PENDING_REFUND_RULE,
    "RESCHEDULE_RULES": policy.RESCHEDULE_RULES,
    "RESCHEDULE_POLICY": policy.RESCHEDULE_POLICY,
    "SWAP_RULE": policy.SWAP_RULE,
}
SCRIPT = {"KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}
ASCII_DIGITS = str.maketrans("០១២៣៤៥៦៧៨៩", "0123456789")


def numbers(text: str) -> Counter[int]:
    return Counter(int(n) for n in re.findall(r"\d+", text.translate(ASCII_DIGITS)))


@pytest.mark.parametrize("language", ["KH", "ZH"])
@pytest.mark.parametrize("name", sorted(TEXTS))
def test_a_policy_text_says_the_same_numbers_in_every_language(name: str, language: str) -> None:
    english = TEXTS[name]
    said = TABLES[language].get(english)
    assert said is not None and said != english, f"{name} has no {language} text"
    assert SCRIPT[language].search(said) and not re.search(r"[A-Za-z]{3,}", said), said
    assert numbers(said) == numbers(english), (name, language, said)
    assert numbers(english) or name in ("MOVED_BOOKING_RULE", "PENDING_REFUND_RULE")


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_a_change_quote_states_the_reschedule_policy_in_the_sessions_language(sb, language: str) -> None:  # type: ignore[no-untyped-def]
    bid = family(sb, adults=2, children=())["booking_id"]
    quote = preview(sb, bid, add_adults=1, language=language)
    expected = policy.RESCHEDULE_POLICY if language == "EN" else TABLES[language][policy.RESCHEDULE_POLICY]
    assert quote["policy"] == expected
