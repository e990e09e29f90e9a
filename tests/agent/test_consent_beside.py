"""A yes naming this action stands beside parts about other things; a no or a price question about it does not.

Relay 24 (req 27, 43, 54): clear Chinese yeses to a shown change were read as a no because another part of
the message answered another question ("不用再开房了": no need for another room) or gave a reason with 不用.
"""

from __future__ import annotations

from hypothesis import given, strategies as st

from agent.consent_words import classify

# (language, yes part naming the action, quote kind, quote actions)
_YES = [
    ("ZH", "确认加他", "reschedule", ("add",)),
    ("ZH", "好的，确认加他", "reschedule", ("add",)),
    ("ZH", "要改", "pickup", ()),
    ("ZH", "好的，改吧", "pickup", ()),
    ("EN", "yes, add him", "reschedule", ("add",)),
    ("EN", "yes, change it", "pickup", ()),
    ("KH", "យល់ព្រមបន្ថែមគាត់", "reschedule", ("add",)),
    ("KH", "បាទ ប្តូរទៅ", "pickup", ()),
]
# parts about something else: an answer to another question, a practical detail, a complaint, a question
_OTHER = {
    "ZH": ["他跟我闺蜜住一间就行，不用再开房了", "补付479美元", "这也太麻烦了", "1月份天气怎么样？"],
    "EN": ["we land at 11:20", "this took far too long", "what is the weather like in January?"],
    "KH": ["ខែមករាអាកាសធាតុយ៉ាងម៉េច?"],
}
# parts that keep it from being a yes: a no to this action, or a question about its price
_AGAINST = {
    ("ZH", "reschedule"): ["不要加他", "改接送要加钱吗？"],
    ("ZH", "pickup"): ["不改了", "改接送要加钱吗？"],
    ("EN", "reschedule"): ["don't add him", "does the change cost more?"],
    ("EN", "pickup"): ["don't change it", "does the change cost more?"],
    ("KH", "reschedule"): ["កុំបន្ថែមគាត់", "ប្តូរត្រូវបង់ថែមទេ?"],
    ("KH", "pickup"): ["កុំប្តូរ", "ប្តូរត្រូវបង់ថែមទេ?"],
}


def _join(lang: str, first: str, second: str) -> str:
    if first.endswith(("?", "？")):
        return f"{first} {second}"  # a question ends at its own mark
    return f"{first}。{second}" if lang == "ZH" else f"{first}. {second}"


@given(st.sampled_from(_YES), st.data(), st.booleans())
def test_a_yes_naming_the_action_stands_beside_other_parts(yes: tuple, data: st.DataObject, after: bool) -> None:
    lang, said, kind, actions = yes
    other = data.draw(st.sampled_from(_OTHER[lang]))
    text = _join(lang, said, other) if after else _join(lang, other, said)
    assert classify(text, kind, actions) == "yes", text


@given(st.sampled_from(_YES), st.data(), st.booleans())
def test_a_no_or_a_price_question_about_this_action_is_never_the_yes(
    yes: tuple, data: st.DataObject, after: bool
) -> None:
    lang, said, kind, actions = yes
    against = data.draw(st.sampled_from(_AGAINST[(lang, kind)]))
    text = _join(lang, said, against) if after else _join(lang, against, said)
    assert classify(text, kind, actions) != "yes", text


def test_the_relay_messages() -> None:
    # a yes beside the answer to the room question
    assert (
        classify("好的，确认加他，补付479美元。他跟我闺蜜住一间就行，不用再开房了。", "reschedule", ("add",)) == "yes"
    )
    # 要改 with the 60 USD credit asked about this very change: its terms asked, so not yet a yes, and no no
    pickup = "要改，请安排司机12:00在暹粒机场接我们，出关需要一点时间。之前因为不用金边接送每人抵扣的60美元，改成机场接机后还算数吧？"
    assert classify(pickup, "pickup", (), "暹粒机场") == "unclear"
    assert classify("要改，请安排司机12:00在暹粒机场接我们。", "pickup", (), "暹粒机场") == "yes"
    # the date said again is not checked against the quote's: never a yes, never a no (left open)
    move = "退款条款按原来的日期算，这点我不太满意，不过日期必须改，那就确认改到1月30号吧。"
    assert classify(move, "reschedule") == "unclear"
