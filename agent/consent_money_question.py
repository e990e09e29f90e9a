"""A yes that asks about the quote's own money is not yet the yes (EN / KH / ZH).

Relay run 51: under "Shall I take Tane off the booking for a US$234 refund?" the traveller wrote "ok. we paid 3
separate times tho, which payment does the 234 go back to?" and the removal was made: the "ok" acknowledged the
quote while its money was still in question. A bare agreement ("ok", "好的", "អូខេ") beside a question about the
quote's money (its figure, the refund, a payment, the price: "which payment?", "退到哪一笔？", "លុយត្រឡប់ទៅណា?")
leaves the quote open: the model answers and asks again. The quote's own order said in the message ("ok remove
him. which payment?") is the yes still, and a question about anything else ("yes, and what time is pickup?")
never holds a yes back.

A check of the money said before the yes is no hold-back: "总共7503.75元对吧，没有别的费用了？好，确认" (the total is
7,503.75 yuan, right? no other fees? ok, confirm: relay run 53 req 24, asked to say yes again) ends on the answer,
the questions settled by the traveller who asked them (:func:`after_its_checks`). Pure.
"""

from __future__ import annotations

import re
from typing import Iterable, Optional

from agent.consent_actions import names
from agent.consent_orders import as_ordered
from agent.consent_words import normalise
from agent.khmer_questions import kh_asks
from agent.read_whole import Cut

_SENTENCE = Cut(r"[^.!?。！？\n។៕]+[.!?。！？។៕]?")
_MONEY = re.compile(
    r"(?i)\b(?:refunds?|payments?|paid|pay|money|price|cost|costs|amount|charged?|fee|back|card|account|usd|dollars?)\b"
    r"|\$|退|钱|錢|付|款|价|價|费|費|美元|ប្រាក់|លុយ|បង់|តម្លៃ|សង|ដុល្លារ"
)


def _asks(clause: str) -> bool:
    return clause.rstrip().endswith(("?", "？")) or "吗" in clause or "嗎" in clause or kh_asks(clause)


def asks_its_money(text: str, kind: str, actions: Iterable[str], amount: Optional[float]) -> bool:
    """``text`` asks a question about the quote's money (its ``amount`` or money words) and does not say the
    quote's own order (``actions``: agent.consent_orders; its verb: agent.consent_actions)."""
    if names(normalise(text), kind) or as_ordered(text, kind, tuple(actions)) != text:
        return False
    figure = f"{amount:g}" if amount else None
    return any(
        _asks(clause) and (bool(_MONEY.search(clause)) or bool(figure and figure in clause))
        for clause in (c.strip() for c in _SENTENCE.findall(text))
    )


_FIGURE = re.compile(r"\d")


def after_its_checks(text: str) -> Optional[str]:
    """The message's last sentence when every sentence before it is a yes-no question checking money or a figure
    ("total 1042 right? no other fees?"; never "which payment?", "多少钱？") and the last one asks nothing: the answer
    the traveller ends on; else None."""
    sentences = [c.strip() for c in re.findall(r"[^?？]+[?？]|[^?？]+$", text) if c.strip()]
    if len(sentences) < 2 or _asks(sentences[-1]):
        return None
    checks = sentences[:-1]
    if any(_WH.search(c) for c in checks):  # "which payment?", "多少钱？": a question waiting for its answer
        return None
    if not all(_asks(c) and (_MONEY.search(c) or _FIGURE.search(c) or _PRICE_WORDS.search(c)) for c in checks):
        return None
    return sentences[-1]


_WH = re.compile(r"(?i)\b(?:which|what|how|where|when|who|why)\b|哪|多少|什么|怎么|几|为什么|谁|ណា|ប៉ុន្មាន|អ្វី|ម៉េច|ហេតុអ្វី")
_PRICE_WORDS = re.compile(
    r"(?i)\b(?:total|extra|hidden|other (?:fees|charges|costs))\b|总共|一共|总价|额外|别的费用|其他费用|隐藏|សរុប|ថ្លៃផ្សេង"
)
