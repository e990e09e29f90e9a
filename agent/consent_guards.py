"""What keeps a message with a yes word in it from being the yes to a quote (EN / KH / ZH).

Consent is to *this* quote, as shown:

- **Its agreement is not only asked.** Some clause that agrees must be a statement:
  "cancel it? for only $50?", "yes? really?", "បោះបង់បានលុយវិញប៉ុន្មាន?" (cancel, how much back?)
  ask, they do not agree. A question before or after an agreeing statement ("Yes, cancel it. When
  will the refund arrive?", "好的 取消吧 退款什么时候到？", "太贵了吧？好吧，订吧。") does not undo it.
- **It carries no new contact details.** A yes beside a phone number or an e-mail address
  ("好吧，…联系人冉小雨，手机+86 139 8321 4567", "ok, book it, my number is +855 12 345 678") gives
  details the quote did not hold: a change to the summary, so a new summary and a new yes.

Both make the message *unclear*, never a no: the quote stays open and the model asks plainly.
Under a move's quote, the quoted date named again by pointing at it is read as the bare order first
(``as_quoted``).
"""

from __future__ import annotations

import re
from typing import Callable

CLAUSE = re.compile(r"[^,.;!?，。；！？、\n។៕]+[,.;!?，。；！？、\n។៕]*")  # a clause with its closing mark
_SPACED_SCRIPT = re.compile(r"[\u3400-\u9fff\u1780-\u17ff]")
_ASKS_ZH_KH = ("吗", "嗎", "么", "麼", "ប៉ុន្មាន", "ឬទេ", "មែនទេ")
_PHONE = re.compile(r"\+?\d(?:[\s\-().]*\d){7,}")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+")


def clauses(text: str) -> list[str]:
    """Clauses end at punctuation and, in Chinese and Khmer (often written without it), at spaces;
    a clause keeps its closing mark, so a question's own clause ends with "?"."""
    out: list[str] = []
    for clause in (c.strip() for c in CLAUSE.findall(text)):
        if clause and _SPACED_SCRIPT.search(clause):
            out.extend(p for p in clause.split() if p)
        elif clause:
            out.append(clause)
    return out


def asks(clause: str) -> bool:
    return clause.rstrip().endswith(("?", "？")) or any(w in clause for w in _ASKS_ZH_KH)


def statements(text: str) -> str:
    """The message without its questions: what it says rather than asks ("Yes please! what time is
    the pickup?" names no pickup change)."""
    return " ".join(c for c in clauses(text) if not asks(c))


def agrees_only_in_questions(text: str, agrees: Callable[[str], bool]) -> bool:
    """No clause that states (rather than asks) agrees: "cancel it? for only $50?", "yes? really?",
    "បោះបង់បានលុយវិញប៉ុន្មាន?". A statement of agreement anywhere ("太贵了吧？好吧，订吧。", "Yes,
    cancel it. When will the refund arrive?") keeps the yes."""
    return not any(agrees(c) for c in clauses(text) if not asks(c))


# "Oh well" before an order: the resignation gives in to the quote, it does not refuse it
# ("算了，改吧", relay run 15: heard as a no, the free move had to be confirmed a third time).
_RESIGNED = re.compile(
    r"^\s*(?:唉|哎)?[\s，,]*(?:算了|算啦|那算了)[\s，,。.!！~]*|^\s*(?:oh well|never mind|nevermind)[\s,.!]+", re.I
)


def after_resignation(text: str) -> str:
    """What follows an opening "oh well" (算了, never mind), or "" when the message does not open so."""
    m = _RESIGNED.match(text)
    return text[m.end() :].strip() if m else ""


def carries_contact(text: str) -> bool:
    """A phone number or an e-mail address: details, not an answer."""
    return bool(_PHONE.search(text) or _EMAIL.search(text))


# The quoted date named again by pointing at it ("yes, move it to that date", "就改到那天", "ប្តូរទៅថ្ងៃនោះ"):
# it asks for nothing else, so it is the bare order (held-out batch F: a paid move left unapplied).
_THAT_DATE = (
    re.compile(
        r"(?i)\b(move|change|switch|reschedule|shift)( (?:it|the trip|the booking|the tour))? to "
        r"(?:(?:that|this|the same|the new|the proposed|the quoted) (?:new )?(?:date|day|one|start)|then)\b"
    ),
    re.compile(r"(改|换)(?:到|成)(?:那|这)(?:一)?(?:天|个日期|个时间)"),
    re.compile(r"(ប្តូរ|ប្ដូរ)\s?(?:ទៅ)?\s?ថ្ងៃ(?:នោះ|នេះ|ហ្នឹង)"),
)


def as_quoted(text: str, kind: str) -> str:
    if kind != "reschedule":
        return text
    for pattern in _THAT_DATE:
        text = pattern.sub(lambda m: m.group(1) + (" it" if m.group(1).isascii() else ""), text)
    return text
