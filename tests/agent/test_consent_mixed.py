"""A yes to the quote beside a no about something else is never a decline, for every change kind and
language: it is the yes when the yes names the quote's change, else unclear (the model asks); a no about
the quote itself stays a no."""

from __future__ import annotations

import pytest

from agent.consent_words import classify

# (kind, place of a pickup quote, message, answer)
_CASES = [
    # EN
    (
        "pickup",
        "Siem Reap airport (arrivals)",
        "Yes, airport at 11:30 please. Also, something fun for the teens? "
        "Sofia and Carmen... no wait, Sofia is the only teen now. Something for Sofia, she loves cooking.",
        "yes",
    ),
    ("pickup", "11:30", "Yes, 11:30 please. Ana and Luis... no wait, Luis stays home now.", "yes"),
    ("reschedule", "", "Yes, move it. Tell the guide Ana and Luis... no wait, Luis stays home now.", "yes"),
    ("cancellation", "", "Yes, cancel it. My cousin Tom... no wait, my cousin Jerry will pay the rest.", "yes"),
    ("pickup", "Siem Reap airport", "Yes please. The boat tour... no wait, the kayak tour sounded good.", "unclear"),
    ("booking", "", "Yes, book it. The dinner for Ana... no wait, Luis wants the dinner instead.", "unclear"),
    ("pickup", "Siem Reap airport", "Yes. No wait, keep the hotel.", "no"),
    ("reschedule", "", "Ok. No wait, let me think.", "no"),
    ("pickup", "Siem Reap airport", "no", "no"),
    # ZH
    ("pickup", "机场", "好的，改到机场。小明和小红……不对，不是，小红不去了。", "unclear"),
    ("reschedule", "", "好的，改吧。算了，不改了。", "no"),
    ("cancellation", "", "不要，先不取消。", "no"),
    # KH
    ("reschedule", "", "បាទ ប្តូរទៅ។ ទេ ចាំសិន។", "unclear"),  # a yes then its own no: never the yes
    ("cancellation", "", "អត់ទេ មិនលុបចោលទេ។", "no"),
]


@pytest.mark.parametrize(("kind", "place", "text", "answer"), _CASES)
def test_a_no_about_something_else_is_no_decline(kind: str, place: str, text: str, answer: str) -> None:
    assert classify(text, kind, place=place) == answer  # type: ignore[arg-type]
