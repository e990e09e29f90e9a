"""A yes is consent to a quote only when it answers that quote (EN / KH / ZH).

Relay 44: with a booking summary on screen, the traveller asked about the rooms; the model explained them
and asked "how would you like to share the rooms?"; the answer "好，我跟我先生帶小晴住一間，…3人那間要加床的話
要先跟我說多少錢喔" (OK: my husband and I with Xiaoqing in one room, … if the 3-person room needs an extra bed,
tell me the price first) was read as the yes to the summary, and the booking could go on with it.

A yes word answers the question it was said under, so a typed yes is consent to the quote only when

- the message names the quote's own action ("好，訂吧", "yes book it", "បាទ កក់ទៅ"), or
- the model's last message asked the quote's question (a question naming the action, "confirm" or "go
  ahead": "Shall I book this?", "要幫您預訂嗎？", "តើខ្ញុំកក់ឱ្យបានទេ?"), or asked nothing at all;

a yes to another question (the rooms, a choice, a detail) is not. Nor is a yes that puts a condition on
money: "tell me the price first", "要先跟我說多少錢", "ប្រាប់តម្លៃខ្ញុំសិន" (the price is not yet agreed).
Either makes the message unclear, never a no: the quote stays open and the model asks plainly.
"""

from __future__ import annotations

import re
from typing import Callable, Iterable

from agent.consent_actions import names
from agent.consent_orders import LENGTH, as_ordered
from agent.consent_words import normalise
from agent.hanzi import simplified
from agent.pickup_consent import model_said
from agent.read_whole import Cut, whole
from agent.state import ConversationState

# the quote's own action also in Traditional script (agent.consent_actions names the Simplified)
_OWN_ZH = {
    "booking": r"訂|預定|下單|预留|預留",
    "reschedule": r"改|換",
    "cancellation": r"取消|退訂",
    "pickup": r"改|換|接|送",
}
# a question that puts the quote to the traveller, whatever its action's verb
_CONFIRM = re.compile(r"(?i)\b(?:confirm|go ahead|proceed|finali[sz]e)\b|确认|確認|确定|確定|បញ្ជាក់|យល់ព្រម|ធ្វើការកក់")
_QUESTION = Cut(r"[^.!?。！？\n។៕]*(?:[?？]|吗|嗎|ឬទេ|មែនទេ|បានទេ)")
_PRICE = re.compile(
    r"(?i)\b(?:price|prices|cost|costs|how much|fee|charge)\b|多少钱|多少錢|价钱|價錢|价格|價格|费用|費用|加钱|加錢|ថ្លៃ|តម្លៃ"
)
_FIRST = re.compile(
    r"(?i)\b(?:first|before|beforehand|tell me|let me know|let us know)\b|先(?!生)|跟我说|跟我說|告诉我|告訴我|ប្រាប់|សិន"
)
_CLAUSE = Cut(r"[^,.;!?，。；！？\n។៕]+")


def asks_the_quote(said: str, kind: str, actions: Iterable[str] = ()) -> bool:
    """The model's text put this quote's question (or asked nothing): a yes under it may answer the quote.
    ``actions``: what a change quote makes (agent.consent_orders); a question naming one of them ("需要我为您
    正式办理加上阿杰吗？", "shall I extend it to 4 days?") is its question too."""
    questions = _QUESTION.findall(simplified(said) if whole() else said)  # 要幫您延長成5天嗎 (agent.read_whole)
    if not questions:
        return True
    return any(_names(q, kind) or _CONFIRM.search(q) or _puts_an_action(q, actions) for q in questions)


def money_first(text: str) -> bool:
    """A clause that asks to be told a price before ("tell me the price first", "要先跟我說多少錢")."""
    return any(_PRICE.search(c) and _FIRST.search(c) for c in _CLAUSE.findall(text))


# the traveller's own "confirming" closing the message ("we land 5:50, so 7:30 is fine. ok confirming", "那就确认吧",
# "បាទ បញ្ជាក់"): the quote on screen confirmed, whatever the model asked last (relay 57 req 26)
_OWN_CONFIRM = re.compile(
    r"(?i)^\W*(?:(?:ok(?:ay)?|yes|yep|sure|alright|so|then|good)\W+)*(?:i |we )?(?:confirm(?:ing|ed)?|i confirm)"
    r"(?:\W+(?:it|this|that|then|now|please|pls|the booking|booking|all))*\W*$"
    r"|^\W*(?:好的?|可以|行|那就|那)?\W*(?:确认|確認)(?:吧|了|一下|预订|預訂)?\W*$"
    r"|^\W*(?:បាទ|ចាស|អូខេ)?\s*(?:ខ្ញុំ)?(?:បញ្ជាក់|យល់ព្រម)(?:ហើយ|ទៅ|បាទ|ចាស|បង)*\W*$"
)


def confirms_itself(text: str) -> bool:
    """The message's last clause is the traveller's own confirming word and nothing else."""
    clauses = [c for c in re.split(r"[.!?。！？\n។]+", text) if c.strip()]
    return bool(clauses) and bool(_OWN_CONFIRM.match(clauses[-1].strip()))


def answers_the_quote(
    state: ConversationState,
    kind: str,
    text: str,
    actions: Iterable[str] = (),
    own_confirm: Callable[[], bool] = lambda: False,
) -> bool:
    """Whether a typed yes in ``text`` is the answer to ``kind``'s quote (see the module's doc). With the
    quote's ``actions``, the order that makes one of them ("加上他吧", "改4天吧", "add him then") names the
    quote, and so does the model's question naming one (a change asked for after its figures were shown)."""
    if money_first(text):
        return False
    ordered = as_ordered(normalise(text), kind, actions)
    if _names(text, kind) or _names(ordered, kind) or asks_the_quote(model_said(state), kind, actions):
        return True
    return confirms_itself(text) and own_confirm()


def _names(text: str, kind: str) -> bool:
    low = normalise(text)
    return names(low, kind) or bool(re.search(_OWN_ZH.get(kind, r"(?!)"), low))


# a change quote's action as a question may name it (EN, ZH, KH verbs; any object)
_PUT: dict[str, str] = {
    "add": r"(?i)\b(?:add|include|join)\b|加|添|增|បន្ថែម",
    "remove": r"(?i)\b(?:remove|drop|take\b.{0,24}\b(?:off|out))\b|减|去掉|删|移除|ដក",
    "add_activity": r"(?i)\b(?:add|include|book|put)\b|加|添|增|订|訂|បន្ថែម|កក់",
    "add_day": r"(?i)\b(?:extend|longer|add\b.{0,12}\bday)|延长|加.{0,3}天|多.{0,3}天|បន្ថែម.{0,6}ថ្ងៃ|ពន្យារ",
    "remove_day": r"(?i)\b(?:shorten|shorter)|缩短|[少减].{0,3}天|កាត់|បន្ថយ",
}


def _puts_an_action(question: str, actions: Iterable[str]) -> bool:
    """The question names one of the quote's actions: its verb, or the trip's new length."""
    for action in actions:
        if action.startswith(LENGTH):
            n = action[len(LENGTH) :]
            if re.search(rf"(?i)(?<!\d){n}\s?(?:-?days?\b|个?天|ថ្ងៃ)", question):
                return True
        elif re.search(_PUT.get(action, r"(?!)"), question):
            return True
    return False
