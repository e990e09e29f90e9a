"""A yes that names the one the quote adds is the yes ("Yes please add Aroha" under "Shall I add Aroha for $460?":
relay 66 req 21 refused it as an order for another change, while "Yes please add her" was the yes); a name the
question does not put stays another change; the later deferral words ask for time. Sessions recorded before the
consent-joiner-by-name-and-later-words patch read as before (the patch is asked only when the reading differs)."""

from __future__ import annotations

from typing import Callable, Optional

import pytest

from tests.agent.consent_speaker import speaker

ON = lambda: True  # noqa: E731
NAMES = ["Aroha", "Imani", "Otieno", "Rathana", "Jean-Luc", "Maeve"]
YES = ["Yes please add {n}", "yes, add {n}", "ok add {n} then", "Sure, include {n}", "yes please add {low}"]


def answered(kind: str, question: str, later: bool = True) -> Callable[[str], Optional[str]]:
    asked: list[bool] = []
    say, _ = speaker(kind, question, "reads_later", lambda: asked.append(True) or later)
    say.asked = asked  # type: ignore[attr-defined]
    return say


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("form", YES)
def test_a_yes_naming_the_one_the_quote_adds_is_the_yes(name: str, form: str) -> None:
    say = answered("add", f"Shall I add {name} for $460?")
    assert say(form.format(n=name, low=name.lower())) is None


@pytest.mark.parametrize("name", NAMES)
def test_a_name_the_question_does_not_put_stays_another_change(name: str) -> None:
    say = answered("add", "Shall I add Tanvir for $460?")
    assert say(f"Yes please add {name}") == "NEEDS_CONFIRMATION"


def test_before_the_patch_it_reads_as_before() -> None:
    say = answered("add", "Shall I add Aroha for $460?", later=False)
    assert say("Yes please add Aroha") == "NEEDS_CONFIRMATION" and say.asked  # type: ignore[attr-defined]
    plain = answered("add", "Shall I add Aroha for $460?")
    assert plain("Yes please add her") is None and not plain.asked  # type: ignore[attr-defined]


@pytest.mark.parametrize("text", ["先别订，今晚告诉你", "ចាំសិន កុំទាន់កក់អី។ ល្ងាចនេះប្រាប់វិញ", "晚上再说吧"])
def test_the_later_words_ask_for_time_and_a_yes_after_books(text: str) -> None:
    say = answered("booking", "总价 572.40 美元。要帮您确认吗？")
    assert say("好的，订吧") is None
    assert say(text) == "NEEDS_CONFIRMATION"  # the earlier yes no longer stands, the summary stays open
    assert say("好的，订吧") is None
