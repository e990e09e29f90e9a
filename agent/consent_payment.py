"""How or when the traveller will pay, said beside their yes, takes nothing from it (EN / KH / ZH).

"好的，确认加上思琪，补的钱另外扫码付。" (OK, add 思琪; I'll pay the top-up separately by QR), "Yes, add her, I'll pay
later", "បាទ យល់ព្រម ខ្ញុំនឹងស្កេនបង់ពេលក្រោយ": the payment clause says how the quote's own amount will be paid, the
way the quote already offers it (a QR, a transfer, now or before its deadline); it asks for nothing. Read without
such clauses, the rest of the message is the answer.

A clause stays (and the message is read as before) when it asks ("can I pay by card?", "扫码付可以吗"), holds a
negation or a condition ("if I pay later…", "不付"), or asks for a payment route that changes the quote: netted
against a refund ("从退款中抵扣", "take it off the refund", "កាត់ពីប្រាក់សងវិញ"), in cash on arrival or to the driver,
in instalments, or for less. A message made only of payment clauses holds no yes.
"""

from __future__ import annotations

import re

from agent.consent_guards import CLAUSE
from agent.consent_lexicon import _IF, _OTHER_EN, _OTHER_KH, _OTHER_ZH

_PAYS_EN = re.compile(
    r"\b(?:pay|pays|paying|paid|payment|scan|scanning|transfer|qr|khqr|top[- ]?up|settle|wire)\b", re.IGNORECASE
)
_PAYS_ZH = ("付", "扫码", "扫一下", "扫二维码", "二维码", "转账", "汇款", "补款", "补差价", "补的钱", "结清")
_PAYS_KH = ("បង់", "ស្កេន", "ផ្ទេរប្រាក់", "ផ្ទេរលុយ", "QR")

# a route that changes the quote's own amount or terms
_ROUTE_EN = re.compile(
    r"\b(?:refund\w*|deduct\w*|offset|net\w*|subtract\w*|take it (?:off|out)|cash|on arrival|when we arrive|"
    r"driver|instal+ments?|split|discount\w*|less|cheaper|card|credit|paypal|free)\b",
    re.IGNORECASE,
)
_ROUTE_ZH = (
    "退款",
    "抵",
    "扣",
    "现金",
    "到了",
    "到时",
    "司机",
    "分期",
    "分两次",
    "折",
    "便宜",
    "少付",
    "免",
    "信用卡",
    "刷卡",
)
_ROUTE_KH = ("សងវិញ", "កាត់", "ដក", "សាច់ប្រាក់", "លុយសុទ្ធ", "ពេលមកដល់", "អ្នកបើកបរ", "រំលស់", "បញ្ចុះតម្លៃ", "កាត")

_NEGATION_EN = re.compile(r"\b(?:no|not|never|won't|can't|cannot|don't|didn't)\b|n't\b", re.IGNORECASE)
_NEGATION_ZH = ("不", "没", "別", "别", "甭")
_NEGATION_KH = ("មិន", "អត់", "កុំ")  # and "ទេ" as a word of its own ("ផ្ទេរ", transfer, spells it inside)
_ASKS = ("?", "？", "吗", "嗎", "么", "麼", "呢", "ឬទេ", "មែនទេ", "ឬអត់")
# words the other-change lists hold that a payment clause says of the payment itself: "另外" (separately)
_SEPARATELY = ("另外",)
_KHMER = re.compile(r"[\u1780-\u17ff]")
_PAYERS_KH = ("ខ្ញុំ", "យើង", "គាត់", "នឹង")


def pays(clause: str) -> bool:
    """``clause`` says how or when the quote's amount will be paid, by a route the quote already offers."""
    if not (_PAYS_EN.search(clause) or any(w in clause for w in (*_PAYS_ZH, *_PAYS_KH))):
        return False
    if any(w in clause for w in _ASKS) or _IF.search(clause.lower()):
        return False  # a question or a condition is read as before
    if _ROUTE_EN.search(clause) or any(w in clause for w in (*_ROUTE_ZH, *_ROUTE_KH)):
        return False
    negated = any(w in clause for w in (*_NEGATION_ZH, *_NEGATION_KH)) or "ទេ" in re.split(r"[\s។៕?？]+", clause)
    if _NEGATION_EN.search(clause) or negated:
        return False
    lowered = clause.lower()
    other_zh = [w for w in _OTHER_ZH if w not in _SEPARATELY]
    return not (re.search(_OTHER_EN, lowered) or any(w in clause for w in (*other_zh, *_OTHER_KH)))


def without_payment(text: str) -> str:
    """``text`` without its clauses saying how or when the traveller will pay (:func:`pays`); ``text`` itself when
    it holds none, or nothing else. Khmer, often written without punctuation, ends such a clause with the message's
    part and starts it at its payer ("បាទ យល់ព្រម ខ្ញុំនឹងស្កេនបង់ពេលក្រោយ")."""
    if _ROUTE_EN.search(text) or any(w in text for w in (*_ROUTE_ZH, *_ROUTE_KH)):
        return text  # a route that changes the quote anywhere in it: read as said
    parts = [c for c in CLAUSE.findall(text) if c.strip()]
    kept = [_khmer_head(c) if _KHMER.search(c) and " " in c.strip() else "" if pays(c) else c for c in parts]
    if kept == parts or not "".join(kept).strip():
        return text
    return "".join(kept).strip()


def _khmer_head(clause: str) -> str:
    """A Khmer clause without its spoken payment tail (from its payer or its first payment word on to the end)."""
    words = clause.split()
    for i, word in enumerate(words):
        if any(w in word for w in _PAYS_KH):
            start = i - 1 if i and words[i - 1].startswith(_PAYERS_KH) else i
            return " ".join(words[:start]) + " " if pays(" ".join(words[start:])) else clause
    return clause


def asks_another_route(text: str) -> bool:
    """A clause of ``text`` asks how the amount may be paid, makes its paying a condition, or asks for a route that
    changes the quote ("take it off the refund", "从退款中抵扣", "cash on arrival", "កាត់ពីប្រាក់សងវិញ")."""
    for clause in (c for c in CLAUSE.findall(text) if c.strip()):
        routed = _ROUTE_EN.search(clause) or any(w in clause for w in (*_ROUTE_ZH, *_ROUTE_KH))
        paying = _PAYS_EN.search(clause) or any(w in clause for w in (*_PAYS_ZH, *_PAYS_KH))
        if routed and (paying or _NETTED.search(clause)):
            return True
        if paying and (any(w in clause for w in _ASKS) or _IF.search(clause.lower())):
            return True  # asks how it may be paid ("扫码付可以吗？"), or puts a condition on it ("if I can pay later")
    return False


_NETTED = re.compile(r"refund|deduct|offset|subtract|take it off|退款|抵扣|扣掉|抵|សងវិញ|កាត់", re.IGNORECASE)
