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
An "oh well" that opens a clause (算了, 好吧, never mind, that's ok, មិនអីទេ) takes the meaning of what
follows it (``given_in``): a reason and then the order is the yes, whatever complaint came before.
Under a move's quote, the quoted date named again by pointing at it is read as the bare order first
(``as_quoted``).
"""

from __future__ import annotations

import re
from typing import Callable, Literal, Optional

from agent.read_whole import Cut

CLAUSE = Cut(r"[^,.;!?，。；！？、\n។៕]+[,.;!?，。；！？、\n។៕]*")  # a clause with its closing mark
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


# "Oh well" before an order: the resignation gives in to the quote, it does not refuse it ("算了，改吧",
# relay run 15: heard as a no). It may close a complaint and come before a reason: "…骗子公司才这么干！算了，
# 我让在金边的朋友帮我扫。预订吧。" (relay 18 req 19: heard as a no). It takes the meaning of what follows.
_GIVING_IN = re.compile(
    r"(?:^|(?<=[,.;!?，。；！？\n។៕]))\s*(?:(?:唉|哎)[\s，,]*)?"
    r"(?:那算了|算了|算啦|罢了|好吧|行吧|oh+ well|never ?mind|that'?s (?:ok|okay|fine)|ok(?:ay)? fine|fine"
    r"|មិនអីទេ|អញ្ចឹងក៏បាន|ចឹងក៏បាន)(?:[\s，,。.!！~]+|$|(?=[\u3400-\u9fff\u1780-\u17ff]))",
    re.I,
)
Judged = Callable[[str], str]
GivenIn = Optional[tuple[Literal["yes", "unclear"], str]]


def given_in(text: str, judge: Judged, objects: Callable[[str], bool]) -> GivenIn:
    """After the last "oh well" (算了, never mind, 好吧, that's ok, មិនអីទេ) that opens a clause: ("yes", what
    follows) when it ends with an order to do the quoted action (``judge``: "yes") and says nothing else but
    statements (a reason: "my friend in Phnom Penh will scan it"); ("unclear", …) when something between
    asks or ``objects`` (a no, a hesitation, another change: "不要了", "can my friend scan it?"); None
    without such an opening, or when no order follows it (the message is read as usual)."""
    found = list(_GIVING_IN.finditer(text))
    if not found:
        return None
    rest = text[found[-1].end() :].strip()
    parts = clauses(rest)
    if parts and judge(parts[-1]) == "yes":
        return ("unclear" if any(asks(c) or objects(c) for c in parts[:-1]) else "yes"), rest
    return ("yes", rest) if rest and judge(rest) == "yes" else None


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


# A question about what the quoted action costs ("改接送要加钱吗？", "does the change cost more?",
# "ប្តូរត្រូវបង់ថែមទេ?"): the price is not yet agreed, so a yes beside it is not the yes (relay 24 req 52/54).
_PRICE = re.compile(
    r"(?i)\b(?:cost|costs|price|charge|charged|fee|fees|pay (?:more|extra)|extra|how much)\b"
    r"|加钱|多少钱|收费|费用|要钱|价格|补钱|补差价|ថ្លៃ|បង់ថែម|ថែមលុយ"
)


def asks_its_price(text: str, names_other: Callable[[str], bool]) -> bool:
    """Some question in ``text`` asks a price without naming another action or offer (``names_other``)."""
    return any(asks(c) and _PRICE.search(c) and not names_other(c) for c in clauses(text))
