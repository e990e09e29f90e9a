"""Under a shown quote, a request to carry out exactly the quoted action is that quote's yes, with or
without a yes word, and never the yes to another kind (held-out batch H: "好吧 规定就是规定 那就取消吧",
"អញ្ចឹងក៏បាន បោះបង់ចុះ" under a cancellation quote were not the yes).

Invariants (agent.consent_words.classify):
- (a resignation / "then" lead) + (the quoted action as an order) is the yes to that kind and not the
  yes to any other kind whose verbs differ (moves and pickups share theirs);
- a question or a complaint about the quote is never a yes;
- a refusal of *another* action ("改期也不用了", no need to move it either) does not refuse this quote;
  a refusal of this action still does.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from agent.consent_words import classify

KINDS = ("booking", "reschedule", "cancellation")
LEAD = {
    "EN": ["", "then ", "ok then, ", "alright, ", "fine, rules are rules, then ", "alright then, ", "oh well, "],
    "ZH": ["", "那就", "好吧 规定就是规定 那就", "好吧，那就", "行吧，", "那好吧，"],
    "KH": ["", "អញ្ចឹងក៏បាន ", "អញ្ចឹង ", "ចឹង ", "បាទ អញ្ចឹង "],
}
ORDER = {
    "EN": {"booking": ["book it", "book it please"], "reschedule": ["move it", "move it please"],
           "cancellation": ["cancel it", "cancel it please", "please cancel"]},
    "ZH": {"booking": ["订吧", "预订吧"], "reschedule": ["改吧", "改期吧"], "cancellation": ["取消吧", "取消"]},
    "KH": {"booking": ["កក់ទៅ", "កក់ចុះ"], "reschedule": ["ប្តូរទៅ", "ប្ដូរចុះ"],
           "cancellation": ["បោះបង់ចុះ", "លុបចោលទៅ", "លុបចោលចុះ"]},
}  # fmt: skip
QUESTION = {
    "EN": ["why only half? I already moved it to 2027-01-13", "is that all I get back?", "only $50 back? why?"],
    "ZH": ["一点都退不了？", "为什么只退一半？", "取消的话能退多少？"],
    "KH": ["ហេតុអីបានតែពាក់កណ្តាល? ខ្ញុំប្តូរទៅថ្ងៃ 2027-01-13 ហើយណា", "ហេតុអីបានលុយវិញតិចម្លេះ?"],
}


@settings(max_examples=250, deadline=None)
@given(st.sampled_from(["EN", "ZH", "KH"]), st.sampled_from(KINDS), st.data())
def test_an_order_to_carry_out_the_quoted_action_is_its_yes_and_no_other(lang: str, kind: Any, data) -> None:
    said = data.draw(st.sampled_from(LEAD[lang])) + data.draw(st.sampled_from(ORDER[lang][kind]))
    assert classify(said, kind) == "yes", (said, kind)
    for other in KINDS:
        # under a change quote "ok then, book it" books the change (tests/agent/test_consent_change_books.py)
        if other != kind and (kind, other) != ("booking", "reschedule"):
            assert classify(said, other) != "yes", (said, other)  # type: ignore[arg-type]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["EN", "ZH", "KH"]), st.sampled_from(KINDS), st.data())
def test_a_question_or_complaint_is_never_a_yes(lang: str, kind: Any, data) -> None:
    said = data.draw(st.sampled_from(QUESTION[lang]))
    assert classify(said, kind) != "yes", (said, kind)


@given(st.sampled_from(["改期也不用了", "也不用改期", "no need to move it either", "no, don't move it",
                        "មិនចង់ប្តូរថ្ងៃទេ"]))  # fmt: skip
def test_refusing_another_action_does_not_refuse_this_quote(refusal: str) -> None:
    said = f"一点都退不了？通融一下吧 {refusal}" if refusal[0] > "~" else f"nothing back at all? {refusal}"
    assert classify(said, "cancellation") == "unclear", said
    assert classify(refusal, "reschedule") == "no", refusal  # the same words refuse a move's quote


@given(st.sampled_from(["不取消了", "no, don't cancel", "keep it, don't cancel", "កុំលុបចោល", "算了，不取消"]))
def test_refusing_this_action_still_refuses(refusal: str) -> None:
    assert classify(refusal, "cancellation") == "no", refusal
