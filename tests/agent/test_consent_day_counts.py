"""A yes that names a length change by how many days is the quote's own order (agent.consent_orders): under a quote
making the trip a day shorter, "OK, she agrees. Yes, make it one day shorter." is its yes (held-out batch AC: it was
read as another request and the quote never confirmed), and the same for a day longer; a different length named is
still another request."""

from __future__ import annotations

from typing import Optional

from hypothesis import given, settings, strategies as st

from agent.consent import hear
from tests.agent.test_consent import confirm
from tests.agent.test_yes_read_whole import quote_state

ON = lambda: True  # noqa: E731
QUESTION = "I can change booking DLG-X; the amount is on the card. Shall I confirm this change?"


def answered(actions: list[str], *said: str) -> Optional[str]:
    state, confirming = quote_state("add", QUESTION)
    state.after_payment.quotes["reschedule"].actions = actions
    code = None
    for text in said:
        state.turn += 1
        state.messages.append({"role": "user", "content": text})
        hear(state, text, 10, f"m-{state.turn}", None, *([ON] * 13))
        refused = confirm(state, confirming)
        code = None if refused is None else refused["error"]["code"]
    return code


LEADS = ["", "OK, she agrees. ", "Yes, ", "OK, she agrees. Yes, ", "Fine. "]
SHORTER = ["make it one day shorter", "make the trip a day shorter", "one day less", "shorter by one day"]
LONGER = ["make it one day longer", "one more day", "make the trip a day longer"]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(LEADS), st.sampled_from(SHORTER))
def test_a_day_shorter_named_under_the_shorter_quote_is_its_yes(lead: str, order: str) -> None:
    assert answered(["remove_day", "length:2"], lead + order + ".") is None


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(LEADS), st.sampled_from(LONGER))
def test_a_day_longer_named_under_the_longer_quote_is_its_yes(lead: str, order: str) -> None:
    assert answered(["add_day", "length:4"], lead + order + ".") is None


def test_the_yes_after_a_deferral_names_the_change_and_confirms_it() -> None:
    said = ["Not yet, let me talk to Yorleny first.", "OK, she agrees. Yes, make it one day shorter."]
    assert answered(["remove_day", "length:2"], *said) is None


def test_another_length_is_still_another_request() -> None:
    assert answered(["remove_day", "length:2"], "Yes, make it 4 days.") == "NEEDS_CONFIRMATION"
