"""An "oh well" that opens a clause takes the meaning of what follows (agent.consent_guards.given_in).

Relay 18 req 19: under a booking summary, "…连支付宝微信都不能用，…骗子公司才这么干！算了，我让在金边的朋友帮我
扫。预订吧。" (no Alipay or WeChat, … never mind, my friend in Phnom Penh will scan it. Book it.) was heard
as a no and closed the summary. A resignation (算了, 好吧, never mind, that's ok, មិនអីទេ), then statements
that neither refuse nor ask, then an order to do the quoted action is the yes, whatever complaint comes
before it. With a no, a hesitation or another change in the statement ("不要了", "I don't want it", "but
a day later"), or a question there ("can my friend scan it?"), it is never the yes."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from agent.consent_words import classify
from tests.agent.test_consent_guards import ORDER

KINDS = ("booking", "reschedule", "cancellation")
COMPLAINT = {
    "EN": ["", "No Alipay, no WeChat, this is so inconvenient! ", "Seriously, what a hassle. "],
    "ZH": ["", "连支付宝微信都不能用，你们这搞得也太不方便了吧，骗子公司才这么干！", "真麻烦。"],
    "KH": ["", "ពិបាកណាស់! ", "អត់មាន Alipay ពិបាកណាស់។ "],
}
GIVING_IN = {
    "EN": ["never mind, ", "Never mind. ", "ohh well, ", "oh well. ", "that's ok, ", "ok fine, "],
    "ZH": ["算了，", "好吧，", "唉，算了，", "行吧，", "那算了。"],
    "KH": ["មិនអីទេ ", "អញ្ចឹងក៏បាន ", "មិនអីទេ។ "],
}
NEUTRAL = {
    "EN": ["my friend in Phnom Penh will scan it. ", "I'll ask my sister to pay. ", "we'll manage. "],
    "ZH": ["我让在金边的朋友帮我扫。", "我妹妹来付。", "我们自己想办法。"],
    "KH": ["មិត្តខ្ញុំនៅភ្នំពេញនឹងស្កេនឱ្យ។ ", "ប្អូនស្រីខ្ញុំនឹងបង់ឱ្យ។ "],
}
OBJECTION = {
    "EN": ["I don't want it. ", "no thanks. ", "but a day later. ", "let me think. "],
    "ZH": ["不要了。", "我再想想。", "不过改成3个人。"],
    "KH": ["ខ្ញុំមិនចង់ទេ។ ", "ចាំសិន។ "],
}
QUESTION = {
    "EN": ["can my friend scan it? ", "is Alipay really not possible? "],
    "ZH": ["朋友能扫吗？", "真的不能用支付宝？"],
    "KH": ["មិត្តខ្ញុំស្កេនបានទេ? "],
}
LANGS = st.sampled_from(sorted(GIVING_IN))


def _message(lang: str, kind: str, middle: dict[str, list[str]], data: st.DataObject) -> str:
    def draw(options: list[str]) -> str:
        return data.draw(st.sampled_from(options))

    return draw(COMPLAINT[lang]) + draw(GIVING_IN[lang]) + draw(middle[lang]) + draw(ORDER[lang][kind])


@settings(max_examples=150)
@given(LANGS, st.sampled_from(KINDS), st.data())
def test_giving_in_a_reason_then_the_order_is_the_yes(lang: str, kind: str, data: st.DataObject) -> None:
    message = _message(lang, kind, NEUTRAL, data)
    assert classify(message, kind) == "yes", message


@settings(max_examples=150)
@given(LANGS, st.sampled_from(KINDS), st.sampled_from(["objection", "question"]), st.data())
def test_an_objection_or_a_question_before_the_order_is_never_the_yes(
    lang: str, kind: str, middle: str, data: st.DataObject
) -> None:
    message = _message(lang, kind, OBJECTION if middle == "objection" else QUESTION, data)
    assert classify(message, kind) != "yes", message


def test_the_relay_message() -> None:
    said = "连支付宝微信都不能用，你们这搞得也太不方便了吧，骗子公司才这么干！算了，我让在金边的朋友帮我扫。预订吧。"
    assert classify(said, "booking") == "yes"
    # as sent, it also gave a phone number the summary did not hold: a new summary, never a no
    assert classify("手机 +86 138 3712 6645，名字就是李静。" + said, "booking") == "unclear"


@given(st.sampled_from(["EN", "ZH"]), st.sampled_from(KINDS), st.data())
def test_a_resignation_with_no_order_after_it_is_no_yes(lang: str, kind: str, data: st.DataObject) -> None:
    """An opening that is no agreement word itself (算了, never mind, oh well; not 好吧 / ok fine)."""
    lead = data.draw(st.sampled_from([g for g in GIVING_IN[lang] if classify(g, kind) != "yes"]))
    message = lead + data.draw(st.sampled_from(NEUTRAL[lang]))
    assert classify(message, kind) != "yes", message
