"""Where a message opens with its agreement, after a polite lead or an acknowledgement (EN / KH / ZH):
"please cancel it", "请帮我取消", "សូមជួយលុបចោល", "understood, yes cancel it" (agent.consent_words)."""

from __future__ import annotations

import re

_CJK = re.compile(r"[\u3400-\u9fff]")
_KHMER = re.compile(r"[\u1780-\u17ff]")

# A polite lead before the agreement or the order ("please cancel it", "请帮我取消", "សូមជួយលុបចោល").
# An acknowledgement before it ("understood, yes cancel it", "明白了，取消吧", "យល់ហើយ បាទ លុបចោលទៅ").
_LEAD_EN = re.compile(
    r"^(?:(?:please|pls|plz|kindly|just|then|so|ok so|understood|i understand|got it|i see|fair enough)\s+)+"
)
_ACK_EN = re.compile(r"^(?:(?:then|so|ok so|understood|i understand|got it|i see|fair enough)\s+)+")
_LEAD_ZH = ("请帮我们", "请帮我", "麻烦帮我", "麻烦你", "麻烦", "帮我们", "帮我", "请", "那就", "那", "就", "明白了", "知道了", "了解")  # fmt: skip
_LEAD_KH = ("សូមជួយ", "ជួយ", "សូម", "ខ្ញុំយល់ហើយ", "យល់ហើយ", "បានយល់ហើយ", "អញ្ចឹង", "ចឹង")  # អញ្ចឹង: "then"


def without_lead(t: str) -> str:
    t = _LEAD_EN.sub("", t)
    for lead in sorted((*_LEAD_ZH, *_LEAD_KH), key=len, reverse=True):
        if t.startswith(lead) and len(t) > len(lead):
            return without_lead(t[len(lead) :].lstrip())
    return t


def starts_with_yes(t: str, en: tuple[str, ...], zh: tuple[str, ...], kh: tuple[str, ...]) -> bool:
    """The message opens with its agreement (what follows may be a question or thanks), after a
    polite lead ("please", "请帮我", "សូម")."""
    bare = without_lead(t)
    # the order may begin with a lead word ("then please cancel": "please cancel" is the order)
    if any(re.match(rf"{p}(?![\w'])", head) for head in (bare, _ACK_EN.sub("", t)) for p in en):
        return True
    t = bare
    head = t.split(" ", 1)[0]
    if _CJK.search(head):
        # a one-character yes is a word only when it stands alone ("好的", "行", not "行程", "好贵")
        return any(t.startswith(w) and (len(w) > 1 or t[len(w) : len(w) + 1] in _ZH_AFTER_ONE) for w in zh)
    if _KHMER.search(head):
        return any(t.startswith(w) for w in kh)
    return False


_ZH_AFTER_ONE = ("", " ", "的", "吧", "啊", "呀", "了", "嘛", "哦", "呢")
