"""A change quote's answer said beside other business (EN / KH / ZH; read after agent.consent_words).

Relay 48: under "Shall I add Imani for $355?" the traveller wrote "my son is 9 not a baby, he needs his own bed.
pls put a request for an extra bed for him in room 1. then add Imani": a clear go-ahead, read as not a yes (the
joiner was named, and an order names its person only as "him" / "her"), so confirmReschedule was refused and she
had to say yes again. Later, under the quote removing her husband, the model asked whether to put his vegetarian
request back; "no, leave it off, we're removing him anyway…" closed the removal's quote as a no. Two readings, for
a reschedule quote that adds or removes travellers (its ``actions``, agent.consent_orders):

- **the quoted action named after other business is its yes** (:func:`after_business`): the message's last
  sentence is the order making the quote's own action, its person by pronoun, role or name ("then add Imani",
  "然后把伊玛尼加上吧", "បន្ទាប់មកបន្ថែមអ៊ីម៉ានីចូលទៅ"), and no sentence before it asks, refuses, puts a condition or
  asks for another change of the booking (a date, a length, a cancellation, someone else joining or leaving);
  a special request, a reason or a remark before it is other business;
- **a no whose object is another question, beside words agreeing with the quote, is no no to the quote**
  (:func:`no_to_another_question`): the model's last message asked something other than the quote's question,
  the refusal in the message does not name the quote's action, and a statement in it does, agreeing ("we're
  removing him anyway", "反正要把他去掉", "យ៉ាងណាក៏ដកគាត់ចេញដែរ"): *unclear* (the quote stays open and the model
  asks plainly), never a yes.

Both are asked only where the earlier reading was not already that answer (the workflow's patch).
"""

from __future__ import annotations

import re
from typing import Callable, Optional

from agent.consent_actions import names
from agent.consent_guards import asks, clauses
from agent.consent_orders import LENGTH, as_ordered
from agent.consent_question import asks_the_quote
from agent.read_whole import Cut

_PEOPLE = ("add", "remove")
_SENTENCE = Cut(r"[^.!?。！？។៕\n]+[.!?。！？។៕\n]*")
# "then", "after that": the order's lead, naming nothing
_THEN = re.compile(
    r"(?i)^\s*(?:(?:and\s+)?then|after that|and|next|also)\b[\s,]*|^\s*(?:然后|之后|接着|再然后|那就)\s*"
    r"|^\s*(?:បន្ទាប់មក|រួចហើយ|រួច)\s*"
)
# the one joining by name, said as the order's pronoun (an order names "him" / "her": agent.consent_orders)
_JOINER = (
    (re.compile(r"(?i)\b(add|include)\s+(?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+))?"), r"\1 her"),
    (re.compile(r"把[^\s，。！？,.!?把她他]{1,5}?(加上|加进来|加进去|添加)"), r"把她\1"),
    (re.compile(r"បន្ថែម\s?(?!គាត់|គេ)[\u1780-\u17ff]{1,20}?\s?ចូល"), "បន្ថែមគាត់ចូល"),
)
# a condition or a change of mind before the order
CONDITION = re.compile(
    r"(?i)\b(?:but|however|instead|actually|except|only if|unless)\b|但是|不过|可是|换成|改成|改到|ប៉ុន្តែ|ជំនួស"
)
_DAYS = re.compile(r"(?i)\b\d{1,2}\s?-?days?\b|\d{1,2}\s?个?天|[0-9០-៩]{1,2}\s?ថ្ងៃ")
_OTHER_ORDERS = ("add", "remove", "add_day", "remove_day")


def _named(sentence: str) -> str:
    for pattern, pronoun in _JOINER:
        sentence = pattern.sub(pronoun, sentence)
    return sentence


def another_change(sentence: str, actions: tuple[str, ...]) -> bool:
    """A sentence asking for a change the quote does not make: a length, a cancellation, a move (new dates are
    asked with its verb: "move it to the 12th", "改到12号"), someone else joining or leaving."""
    low = sentence.casefold()
    if names(low, "cancellation") or names(low, "reschedule") or _DAYS.search(sentence):
        return True
    others = tuple(a for a in _OTHER_ORDERS if a not in actions)
    return as_ordered(_named(sentence), "reschedule", others) != _named(sentence)


def after_business(
    text: str, kind: str, actions: tuple[str, ...], judge: Callable[[str], str], refuses: Callable[[str], bool]
) -> Optional[str]:
    """The message with its joiner named as the order's pronoun, when its last sentence orders the quote's own
    action after other business (see the module's doc); None otherwise. ``judge``: a text's answer to the quote;
    ``refuses``: a text holds a refusal."""
    if kind != "reschedule" or not set(actions) & set(_PEOPLE):
        return None
    said = [s.strip() for s in _SENTENCE.findall(text) if s.strip()]
    if len(said) < 2:
        return None
    last = _named(_THEN.sub("", said[-1]))
    if any(asks(c) for c in clauses(last)) or as_ordered(last, kind, actions) == last or judge(last) != "yes":
        return None  # the last sentence is no order of the quote's own action
    for sentence in said[:-1]:
        if any(asks(c) for c in clauses(sentence)) or refuses(sentence) or CONDITION.search(sentence):
            return None
        if another_change(sentence, actions) or refuses_it(sentence, actions):
            return None
    return " ".join([*said[:-1], last])


# the quote's own action stated, whatever the tense: "we're removing him", "remove Otieno", "反正要把他去掉"
_WHO = r"(?:him|her|them|(?-i:[A-Z][\w'-]+)|(?:my|our|the|his|her) \w+)"
_STATED: dict[str, str] = {
    "remove": rf"(?i)\b(?:remov(?:e|es|ed|ing)|dropp?(?:s|ed|ing)?)\s+{_WHO}|\btak(?:e|es|ing)\s+{_WHO}\s+(?:off|out)\b"
    r"|(?:把)?(?:他|她|[\u3400-\u9fff]{1,4}?)(?:去掉|减掉|删掉|移除)|(?:去掉|减掉|删掉|移除)(?:他|她)"
    r"|ដក\s?(?:គាត់|គេ|[\u1780-\u17ff]{1,20}?)\s?ចេញ",
    "add": rf"(?i)\b(?:add(?:s|ed|ing)?|includ(?:e|es|ed|ing)|bring(?:s|ing)?)\s+{_WHO}"
    r"|把(?:他|她|[\u3400-\u9fff]{1,4}?)加上|加上(?:他|她)|បន្ថែម\s?(?:គាត់|គេ|[\u1780-\u17ff]{1,20}?)\s?ចូល",
}
# a negation inside the statement turns it round ("we're not removing him", "别去掉他", "កុំដកគាត់")
_NEGATION = re.compile(r"(?i)\b(?:not|never|don'?t|do not|won'?t|can'?t|no)\b|n't\b|不|别|没|មិន|កុំ|អត់")


def refuses_it(sentence: str, actions: tuple[str, ...]) -> bool:
    """A sentence naming the quote's people action with a negation ("don't add Imani", "别把她加上")."""
    return bool(_NEGATION.search(sentence)) and any(re.search(_STATED[a], sentence) for a in actions if a in _STATED)


def _agrees(clause: str, actions: tuple[str, ...]) -> bool:
    """A statement (not a question, no negation) naming one of the quote's people actions."""
    if asks(clause) or _NEGATION.search(clause):
        return False
    return any(re.search(_STATED[a], clause) for a in actions if a in _STATED)


def no_to_another_question(
    text: str, kind: str, actions: tuple[str, ...], model_said: str, refuses_own: Callable[[str], bool]
) -> bool:
    """A message read as a no that answers the model's other question and agrees to the quote in its own words
    (see the module's doc). ``refuses_own``: a statement in the text refuses the quote's action by name."""
    people = tuple(a for a in actions if a in _PEOPLE)
    if kind != "reschedule" or not people or refuses_own(text):
        return False
    if asks_the_quote(model_said, kind, [a for a in actions if not a.startswith(LENGTH)]):
        return False  # the model's question was the quote's own (or it asked nothing): the no answers it
    return any(_agrees(c, people) for c in clauses(text))
