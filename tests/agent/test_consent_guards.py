"""Consent is to *this* quote as shown (agent.consent_guards, read by agent.consent_words.classify):

- a message whose agreeing clause is itself a question is never a yes ("cancel it? for only $50?",
  "បោះបង់បានលុយវិញប៉ុន្មាន?"), while a question *after* an agreeing clause leaves the yes standing;
- a yes beside a phone number or an e-mail address gives details the quote did not hold, so it is
  never the yes (relay run 15: "好吧，…联系人冉小雨，手机+86 139 8321 4567" was heard as the yes to a
  summary that held other contact details);
- neither ever turns into a no: the quote stays open;
- an opening "oh well" (算了, never mind) takes the meaning of what follows: before the order it gives
  in ("算了，改吧"), before a refusal or alone it refuses.
"""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from agent.consent_words import classify

KINDS = ("booking", "reschedule", "cancellation")
AGREE = {
    "EN": {"booking": ["yes book it", "ok book it", "book it"], "reschedule": ["yes move it", "ok move it"],
           "cancellation": ["yes cancel it", "ok cancel it", "cancel it"]},
    "ZH": {"booking": ["好的 订吧", "可以 订吧"], "reschedule": ["好的 改吧", "可以 改吧"],
           "cancellation": ["好的 取消吧", "那就取消吧"]},
    "KH": {"booking": ["បាទ កក់ទៅ", "ចាស កក់ចុះ"], "reschedule": ["បាទ ប្តូរទៅ"],
           "cancellation": ["បាទ លុបចោលទៅ", "បោះបង់ចុះ"]},
}  # fmt: skip
ORDER = {
    "EN": {"booking": ["book it", "yes book it"], "reschedule": ["move it", "ok move it"],
           "cancellation": ["cancel it", "ok cancel it"]},
    "ZH": {"booking": ["订吧"], "reschedule": ["改期吧"], "cancellation": ["取消吧"]},
    "KH": {"booking": ["កក់ទៅ"], "reschedule": ["ប្តូរទៅ"], "cancellation": ["បោះបង់ចុះ", "លុបចោលទៅ"]},
}  # fmt: skip
QUESTION_TAIL = {
    "EN": ["? for only $50?", "? really?", "?"],
    "ZH": ["？真的吗？", "吗？", "？"],
    "KH": ["បានលុយវិញប៉ុន្មាន?", "មែនទេ?", "?"],
}
AFTER_QUESTION = {
    "EN": [". When will the refund arrive?", ", thanks. what happens next?"],
    "ZH": [" 退款什么时候到？", "，谢谢。接下来呢？"],
    "KH": [" តើបានលុយវិញពេលណា?", " អរគុណ តើធ្វើអ្វីបន្ទាប់?"],
}
CONTACT = [
    "my number is +855 12 345 678",
    "联系人冉小雨，手机+86 139 8321 4567",
    "ទំនាក់ទំនង ០១២ ៣៤៥ ៦៧៨ +855 12 345 678",
    "email me at karthik.r@example.com",
    "call 012-345-678",
]


def _agreements():
    return (
        st.sampled_from(sorted(AGREE))
        .flatmap(
            lambda lang: st.sampled_from(KINDS).flatmap(
                lambda kind: st.tuples(st.just(lang), st.just(kind), st.sampled_from(AGREE[lang].get(kind, [])))
            )
        )
        .filter(lambda t: t[2])
    )


@settings(max_examples=80)
@given(st.sampled_from(sorted(ORDER)), st.sampled_from(KINDS), st.data())
def test_an_agreement_that_is_itself_a_question_is_never_the_yes(lang, kind, data):
    order = data.draw(st.sampled_from(ORDER[lang][kind]))
    assert classify(order, kind) == "yes", order  # the order said plainly is the yes (the test can fail)
    asked = order + data.draw(st.sampled_from(QUESTION_TAIL[lang]))
    assert classify(asked, kind) == "unclear", asked


@settings(max_examples=80)
@given(_agreements(), st.data())
def test_a_question_after_the_agreement_leaves_the_yes_standing(agreement, data):
    lang, kind, text = agreement
    message = text + data.draw(st.sampled_from(AFTER_QUESTION[lang]))
    assert classify(message, kind) == "yes", message


@settings(max_examples=80)
@given(_agreements(), st.sampled_from(CONTACT), st.sampled_from([", ", "，", " "]))
def test_a_yes_beside_new_contact_details_is_never_the_yes_and_never_a_no(agreement, contact, glue):
    lang, kind, text = agreement
    message = text + glue + contact
    assert classify(message, kind) == "unclear", message


def test_the_relay_messages_that_found_the_holes():
    assert (
        classify("好吧，我有个同学在金边工作，可以让她帮我扫码。联系人冉小雨，手机+86 139 8321 4567", "booking")
        == "unclear"
    )
    assert classify("cancel it? for only $50?", "cancellation") == "unclear"
    assert classify("បោះបង់បានលុយវិញប៉ុន្មាន?", "cancellation") == "unclear"
    assert classify("Yes, cancel it. When will the refund arrive?", "cancellation") == "yes"


RESIGNED = {
    "EN": ["never mind, ", "oh well, ", "never mind "],
    "ZH": ["算了，", "算了 ", "唉，算了，", "算啦，"],
    "KH": [],
}
REFUSAL = {"EN": ["no", "not now"], "ZH": ["不要了", "先不"]}


@settings(max_examples=80)
@given(st.sampled_from(["EN", "ZH"]), st.sampled_from(KINDS), st.data())
def test_oh_well_before_the_order_gives_in_and_before_a_refusal_refuses(lang, kind, data):
    """Relay run 15: "算了，改吧" (oh well, change it) was heard as a no and the free move had to be
    confirmed a third time. An opening resignation takes the meaning of what follows it."""
    lead = data.draw(st.sampled_from(RESIGNED[lang]))
    order = data.draw(st.sampled_from(ORDER[lang][kind]))
    assert classify(lead + order, kind) == "yes", lead + order
    refusal = data.draw(st.sampled_from(REFUSAL[lang]))
    assert classify(lead + refusal, kind) == "no", lead + refusal
    if "算了" in lead or "never mind" in lead:
        assert classify(lead.strip(" ，,"), kind) == "no", lead  # alone it still refuses


ASKS_ABOUT_ANOTHER = {
    "EN": [" What time is the pickup?", " Can I still cancel it later?", " Could we change the date later?"],
    "ZH": [" 几点接我们？", " 以后还能取消吗？", " 以后可以改日期吗？"],
    "KH": [" តើទទួលម៉ោងប៉ុន្មាន?", " ក្រោយមកអាចលុបចោលបានទេ?"],
}


@settings(max_examples=80)
@given(_agreements(), st.data())
def test_a_question_that_names_another_action_leaves_the_yes_standing(agreement, data):
    """The docstring's own example, "Yes please! what time is the pickup?", was unclear once a yes naming
    another action stopped counting: only what a message says, not what it asks, names an action."""
    lang, kind, text = agreement
    message = text + "." + data.draw(st.sampled_from(ASKS_ABOUT_ANOTHER[lang]))
    assert classify(message, kind) == "yes", message
