"""A change quote's yes said first, then other business; and the Khmer yes as it is often spelled (EN / KH / ZH;
read after agent.consent_words and agent.consent_business).

Relay 49 (KH): an information quote (removing the 72-year-old gives back $189) and the model's question "shall I
remove her?"; the traveller answered "ចា៎ យល់ព្រម ដកគាត់ចេញ។ សំណើពិសេសរបស់គាត់ (តុកតុក នៅសណ្ឋាគារ...) ដកចេញផងទៅ"
(yes, agreed, remove her. her special requests, remove them too). Two things kept it from being the yes to those
figures, so the change quote re-issued with the same figures asked for a second yes:

- **"ចា៎"** (with the sign ៎; also "ចាស៎", "ចា៎ស", "បា៎ទ") is the everyday written form of "ចាស" / "បាទ", yes, and
  was no agreement word (:func:`respelled`): every quote kind reads it as "ចាស" / "បាទ";
- **the order first, other business after it**: the message's first sentence agrees to the quote and orders its
  own change (agent.consent_orders: its person, a day, the new length), and every sentence after it is other
  business (a special request, its withdrawal, a remark): the yes (:func:`order_then_business`). Never when a later
  sentence asks, refuses, puts a condition ("but", "不过", "ប៉ុន្តែ"), refuses the quote's action or asks for another
  change of the booking (a date, a length, a cancellation, someone else); a sentence naming a special request
  withdraws or changes that request ("她的特别要求也取消吧" cancels no booking).

Asked only where the earlier reading was no yes (the workflow's patch).
"""

from __future__ import annotations

import re
from typing import Callable, Optional

from agent.consent_business import CONDITION, another_change, refuses_it
from agent.consent_guards import asks, clauses
from agent.consent_orders import as_ordered
from agent.read_whole import Cut

_SPELLED = ((re.compile(r"ចា៎ស៎?|ចាស៎|ចា៎"), "ចាស"), (re.compile(r"បា៎ទ"), "បាទ"))
_SENTENCE = Cut(r"[^.!?。！？។៕\n]+[.!?。！？។៕\n]*")
# a special request (its own verbs act on it, not on the booking)
_REQUEST = re.compile(r"(?i)\b(?:special )?requests?\b|\bneeds\b|要求|需求|备注|備註|សំណើ|តម្រូវការ")


def respelled(text: str) -> str:
    """``text`` with the Khmer yes in its everyday spelling ("ចា៎") written as the agreement word ("ចាស")."""
    for pattern, word in _SPELLED:
        text = pattern.sub(word, text)
    return text


def order_then_business(
    text: str, kind: str, actions: tuple[str, ...], judge: Callable[[str], str], refuses: Callable[[str], bool]
) -> Optional[str]:
    """The words the quote's yes is read from (see the module's doc), None when the message is no such yes.
    ``judge``: a text's answer to the quote; ``refuses``: a text holds a refusal."""
    said = respelled(text)
    if said != text and judge(said) == "yes":
        return said
    if kind != "reschedule" or not actions:
        return None
    sentences = [s.strip() for s in _SENTENCE.findall(said) if s.strip()]
    if len(sentences) < 2:
        return None
    first = sentences[0]
    if any(asks(c) for c in clauses(first)) or as_ordered(first, kind, actions) == first or judge(first) != "yes":
        return None  # the first sentence is no yes ordering the quote's own change
    for sentence in sentences[1:]:
        if any(asks(c) for c in clauses(sentence)) or refuses(sentence) or CONDITION.search(sentence):
            return None
        if refuses_it(sentence, actions) or (not _REQUEST.search(sentence) and another_change(sentence, actions)):
            return None
    return first
