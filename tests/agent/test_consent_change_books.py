"""Under a change quote of a booking already made, a yes said with the booking verb is the change's yes
(held-out batch R: "ចាស ត្រឹមត្រូវហើយ កក់ទៅបង", yes that's right, book it, under the quote adding a
colleague to a paid booking was asked again until the traveller gave up).

Invariant (agent.consent_words.classify with agent.consent_actions): for every wording in EN / KH / ZH
of (a yes) + (the booking verb as an order), the message is the yes to a reschedule or pickup quote, as
to a booking summary; it is never the yes to a cancellation (booking it again contradicts cancelling
it), and the booking verb alone, without an agreement, is no yes to a change."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from agent.consent_words import classify

YES = {
    "EN": ["yes ", "yes, that's right, ", "ok ", "sure, ", "yes please, "],
    "KH": ["ចាស ", "បាទ ", "ចាស ត្រឹមត្រូវហើយ ", "បាទ ត្រូវហើយ ", "យល់ព្រម "],
    "ZH": ["好的，", "是的，", "可以，", "对，"],
}
BOOK = {
    "EN": ["book it", "book it please", "go ahead and book it"],
    "KH": ["កក់ទៅបង", "កក់ទៅ", "កក់ចុះ"],
    "ZH": ["订吧", "预订吧"],
}


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.sampled_from(["reschedule", "pickup"]), st.data())
def test_a_yes_with_the_booking_verb_books_the_change(lang: str, kind: Any, data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(YES[lang])) + data.draw(st.sampled_from(BOOK[lang]))
    assert classify(text, kind) == "yes", (text, kind)
    assert classify(text, "booking") == "yes", text
    assert classify(text, "cancellation") != "yes", text


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.sampled_from(["reschedule", "pickup"]), st.data())
def test_the_booking_verb_alone_is_no_yes_to_a_change(lang: str, kind: Any, data: st.DataObject) -> None:
    text = data.draw(st.sampled_from([b for b in BOOK[lang] if not b.startswith("go ahead")]))  # "go ahead" agrees
    assert classify(text, kind) != "yes", (text, kind)
