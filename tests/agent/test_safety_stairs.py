"""Stairs or climbing said to be hard is a mobility need, in every language (agent.safety).

Relay 55: "ម្តាយខ្ញុំមិនអាចឡើងជណ្តើរ" (my mother cannot climb stairs) alone was no mobility need: knees and walking words
were, stairs were not. Invariant: whoever it is said of and however it is spelled (Khmer subscript TA or DA,
Traditional or Simplified Chinese), a statement that someone cannot or can hardly climb stairs or steps is a mobility
need; a question about stairs, or stairs liked, is none.
"""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from agent.safety import mentions

WHO = {
    "EN": ["my mother", "Dad", "grandpa", "my husband", "she"],
    "KH": ["ម្តាយខ្ញុំ", "យាយ", "ប៉ា", "ប្តីខ្ញុំ", "គាត់"],
    "ZH": ["我妈", "奶奶", "爷爷", "我老公", "她"],
}
HARD = {
    "EN": [
        "{w} can't climb stairs",
        "{w} cannot manage steep stairs",
        "{w} struggles with stairs",
        "stairs are hard for {w}",
        "{w} is unable to climb the steps",
        "{w} could not walk up many steps",
    ],
    "KH": [
        "{w}មិនអាចឡើងជណ្តើរ",
        "{w}មិនអាចឡើងជណ្ដើរបានទេ",
        "{w}ពិបាកឡើងជណ្តើរ",
        "{w}ឡើងជណ្តើរមិនបាន",
        "{w}ឡើងជណ្ដើរមិនសូវរួច",
        "{w}មិនសូវឡើងភ្នំ",
    ],
    "ZH": [
        "{w}爬不了楼梯",
        "{w}不能爬台阶",
        "{w}上不了楼梯",
        "{w}没法走台阶",
        "{w}楼梯爬不动",
        "{w}爬不了樓梯",
        "{w}沒法走臺階",
    ],
}
NOT = {
    "EN": ["are there many stairs?", "{w} loves climbing stairs", "the temple has steep stairs"],
    "KH": ["ឡើងជណ្តើរច្រើនទេ?", "{w}ចូលចិត្តឡើងភ្នំ"],
    "ZH": ["要爬很多台阶吗？", "{w}喜欢爬楼梯"],
}
LANGS = sorted(WHO)


@settings(max_examples=120, deadline=None)
@given(lang=st.sampled_from(LANGS), data=st.data())
def test_stairs_said_to_be_hard_is_a_mobility_need(lang: str, data: st.DataObject) -> None:
    said = data.draw(st.sampled_from(HARD[lang])).format(w=data.draw(st.sampled_from(WHO[lang])))
    assert mentions("mobility", said), said


@settings(max_examples=60, deadline=None)
@given(lang=st.sampled_from(LANGS), data=st.data())
def test_a_question_about_stairs_or_stairs_liked_is_no_need(lang: str, data: st.DataObject) -> None:
    said = data.draw(st.sampled_from(NOT[lang])).format(w=data.draw(st.sampled_from(WHO[lang])))
    assert not mentions("mobility", said), said
