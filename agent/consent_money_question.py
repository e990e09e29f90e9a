"""A yes that asks about the quote's own money is not yet the yes (EN / KH / ZH).

Relay run 51: under "Shall I take Tane off the booking for a US$234 refund?" the traveller wrote "ok. we paid 3
separate times tho, which payment does the 234 go back to?" and the removal was made: the "ok" acknowledged the
quote while its money was still in question. A bare agreement ("ok", "好的", "អូខេ") beside a question about the
quote's money (its figure, the refund, a payment, the price: "which payment?", "退到哪一笔？", "លុយត្រឡប់ទៅណា?")
leaves the quote open: the model answers and asks again. The quote's own order said in the message ("ok remove
him. which payment?") is the yes still, and a question about anything else ("yes, and what time is pickup?")
never holds a yes back. Pure.
"""

from __future__ import annotations

import re
from typing import Iterable, Optional

from agent.consent_actions import names
from agent.consent_orders import as_ordered
from agent.consent_words import normalise
from agent.khmer_questions import kh_asks

_SENTENCE = re.compile(r"[^.!?。！？\n។៕]+[.!?。！？។៕]?")
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
